#if Vapor
    // A service that mounts the endpoint on Vapor names the dispatcher, the stores and the registry through this module.
    @_exported public import ActionableRuntime
#endif
