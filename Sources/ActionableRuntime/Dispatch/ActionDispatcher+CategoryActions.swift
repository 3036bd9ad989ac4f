extension ActionDispatcher.Builder {
    /// Registers `handler` for a generated action (see ``CategoryActions``).
    public mutating func on<Action: CategoryActions>(
        _ action: Action, deadline: Duration? = nil, _ handler: ActionHandler
    ) {
        on(Action.categoryIdentifier, action.rawValue, deadline: deadline, handler)
    }

    /// Registers a callback handler for a generated action; it must call its completion exactly once.
    public mutating func on<Action: CategoryActions>(
        _ action: Action,
        deadline: Duration? = nil,
        callback: @escaping @Sendable (ActionResponse, Completion) -> Void
    ) {
        on(Action.categoryIdentifier, action.rawValue, deadline: deadline, .callback(callback))
    }

    /// Registers an async handler for a generated action: returning completes, throwing fails.
    public mutating func on<Action: CategoryActions>(
        _ action: Action,
        deadline: Duration? = nil,
        _ handler: @escaping @Sendable (ActionResponse) async throws -> HandlerResult
    ) {
        on(Action.categoryIdentifier, action.rawValue, deadline: deadline, .async(handler))
    }

    /// Registers a callback handler for a generated action that gets the dispatch's ``ActionContext``; it must call
    /// its completion exactly once.
    public mutating func on<Action: CategoryActions>(
        _ action: Action,
        deadline: Duration? = nil,
        callback: @escaping @Sendable (ActionResponse, ActionContext, Completion) -> Void
    ) {
        on(Action.categoryIdentifier, action.rawValue, deadline: deadline, .callback(callback))
    }

    /// Registers an async handler for a generated action that gets the dispatch's ``ActionContext``: returning
    /// completes, throwing fails.
    public mutating func on<Action: CategoryActions>(
        _ action: Action,
        deadline: Duration? = nil,
        _ handler: @escaping @Sendable (ActionResponse, ActionContext) async throws -> HandlerResult
    ) {
        on(Action.categoryIdentifier, action.rawValue, deadline: deadline, .async(handler))
    }

    /// Registers `handler` for every response of the generated actions' category without a handler of its own,
    /// the default action (a tap on the notification) and the dismiss action included.
    public mutating func fallback<Action: CategoryActions>(
        for actions: Action.Type, deadline: Duration? = nil, _ handler: ActionHandler
    ) {
        fallback(for: Action.categoryIdentifier, deadline: deadline, handler)
    }
}
