/// What the app side did, for the app's log (`os.Logger`, swift-log, a test): identifiers, statuses and reasons,
/// never what a person typed.
public enum TapEvent: Sendable, Hashable, CustomStringConvertible {
    /// A tap of one of the registry's categories arrived.
    case received(tap: String)
    /// It arrived before ``NotificationResponder/install(_:)``; it runs once handlers are installed.
    case held(tap: String)
    /// iOS's completion handler was called, and why.
    case completed(tap: String, reason: CompletionReason)
    /// Something tried to call iOS's completion handler a second time (a handler finishing after the deadline);
    /// ignored, as iOS would crash on it.
    case completionIgnored(tap: String, reason: CompletionReason)
    /// The handler threw; iOS's completion is called all the same.
    case handlerFailed(tap: String, error: String)
    /// One HTTP attempt: its status, the connection error, or that it timed out (``RetryPolicy/attemptTimeout``).
    case attempt(key: String, number: Int, result: String)
    /// The next attempt waits this long.
    case retrying(key: String, after: Duration)
    /// The tap was written to the outbox before the first attempt.
    case stored(key: String)
    /// The tap left the outbox with a definitive answer.
    case removed(key: String, outcome: String)
    /// An outbox file could not be read; it was moved aside, not deleted.
    case corruptOutboxFile(name: String, reason: String)
    /// The outbox could not be written (the delivery is still attempted).
    case outboxUnavailable(reason: String)
    /// A tap will never be delivered (too old, outbox full, refused by the service).
    case undeliverable(key: String, reason: String)

    public var description: String {
        switch self {
        case .received(let tap): "received \(tap)"
        case .held(let tap): "held \(tap) until handlers are installed"
        case .completed(let tap, let reason): "completed \(tap): \(reason)"
        case .completionIgnored(let tap, let reason):
            "ignored a second completion of \(tap) (\(reason)); iOS's completion handler was already called"
        case .handlerFailed(let tap, let error): "handler of \(tap) threw \(error)"
        case .attempt(let key, let number, let result): "attempt \(number) for \(key): \(result)"
        case .retrying(let key, let after): "retrying \(key) after \(after)"
        case .stored(let key): "stored \(key) in the outbox"
        case .removed(let key, let outcome): "removed \(key) from the outbox: \(outcome)"
        case .corruptOutboxFile(let name, let reason): "set aside corrupt outbox file \(name): \(reason)"
        case .outboxUnavailable(let reason): "outbox unavailable: \(reason)"
        case .undeliverable(let key, let reason): "gave up on \(key): \(reason)"
        }
    }
}

/// Why iOS's completion handler was called.
public enum CompletionReason: Sendable, Hashable, CustomStringConvertible {
    /// The handler returned.
    case handled
    /// The handler threw.
    case failed
    /// The deadline came first.
    case deadline
    /// The tap's action is not one the registry declares and no handler took it.
    case unhandled

    public var description: String {
        switch self {
        case .handled: "the handler finished"
        case .failed: "the handler threw"
        case .deadline: "the deadline passed"
        case .unhandled: "no handler"
        }
    }
}
