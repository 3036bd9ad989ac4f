// `import ActionableRuntime` names the registry too: a handler's code reads the models it dispatches for.
@_exported public import Actionable
