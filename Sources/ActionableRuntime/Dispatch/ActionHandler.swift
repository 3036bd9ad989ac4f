/// A handler for action responses, in one of two styles, with or without an ``ActionContext``.
///
/// `.callback { response, completion in … }` calls its ``Completion`` exactly once, now or later, from any task
/// or thread; `.async { response in … }` completes by returning and fails by throwing. Each takes an
/// ``ActionContext`` as its second argument when the closure names one.
public struct ActionHandler: Sendable {
    enum Kind: Sendable {
        case callback(@Sendable (ActionResponse, Completion) -> Void)
        case async(@Sendable (ActionResponse) async throws -> HandlerResult)
        case contextCallback(@Sendable (ActionResponse, ActionContext, Completion) -> Void)
        case contextAsync(@Sendable (ActionResponse, ActionContext) async throws -> HandlerResult)
    }

    let kind: Kind

    /// Calls its ``Completion`` exactly once, now or later, from any task or thread.
    public static func callback(_ handler: @escaping @Sendable (ActionResponse, Completion) -> Void) -> Self {
        Self(kind: .callback(handler))
    }

    /// Calls its ``Completion`` exactly once, now or later, from any task or thread.
    public static func callback(
        _ handler: @escaping @Sendable (ActionResponse, ActionContext, Completion) -> Void
    ) -> Self {
        Self(kind: .contextCallback(handler))
    }

    /// Returning is completing; throwing is failing.
    public static func async(_ handler: @escaping @Sendable (ActionResponse) async throws -> HandlerResult) -> Self {
        Self(kind: .async(handler))
    }

    /// Returning is completing; throwing is failing.
    public static func async(
        _ handler: @escaping @Sendable (ActionResponse, ActionContext) async throws -> HandlerResult
    ) -> Self {
        Self(kind: .contextAsync(handler))
    }
}
