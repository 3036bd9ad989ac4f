/// What a handler knows about the tap it handles, and how it reaches the service.
public struct TapContext: Sendable {
    /// The tap, as plain values.
    public let tap: NotificationTap
    /// When iOS's completion handler is called at the latest, on the responder's clock.
    public let deadline: Duration
    let responder: NotificationResponder

    init(tap: NotificationTap, deadline: Duration, responder: NotificationResponder) {
        self.tap = tap
        self.deadline = deadline
        self.responder = responder
    }

    /// The key the service sees for this tap on every attempt.
    public var idempotencyKey: String { tap.idempotencyKey }

    /// The time left before the deadline.
    public var timeRemaining: Duration { max(.zero, deadline - responder.clock.now) }

    /// Whether the deadline has passed and the handler was cancelled.
    public var isCancelled: Bool { Task.isCancelled }

    /// Sends the tap to the service: stored in the outbox first, then posted with retries until a definitive
    /// answer or the deadline (less the responder's reserve), whichever comes first.
    /// - Returns: what became of it; `.queued` means it stays in the outbox and is delivered later, once.
    public func forward() async -> ForwardOutcome {
        await responder.forward(tap, until: deadline - responder.configuration.forwardingReserve)
    }
}
