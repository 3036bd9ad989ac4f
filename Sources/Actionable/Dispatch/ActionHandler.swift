/// A handler for action responses, in one of two styles.
public enum ActionHandler: Sendable {
    /// Calls its ``Completion`` exactly once, now or later, from any task or thread.
    case callback(@Sendable (ActionResponse, Completion) -> Void)
    /// Returning is completing; throwing is failing.
    case async(@Sendable (ActionResponse) async throws -> HandlerResult)
}
