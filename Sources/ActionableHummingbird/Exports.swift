#if HTTP
    // A service that mounts the endpoint on Hummingbird names the dispatcher, the stores, the authenticators and the
    // registry through this module, as it did before they moved to ActionableRuntime.
    @_exported public import ActionableRuntime
#endif
