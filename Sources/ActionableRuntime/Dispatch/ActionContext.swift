public import Logging

/// What a handler knows about the dispatch it runs in, besides the ``ActionResponse``: which delivery it is, a
/// logger that says so, how long it has, the clock that measures it, and the declared category and action.
///
/// Handlers registered with a context get one (`builder.on(category, action) { response, context in … }`); the
/// forms without one keep working and cost nothing extra.
///
/// ```swift
/// builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { response, context in
///     let logger = context.logger          // carries the request id, category, action and notification id
///     try await invites.accept(response.userInfo["invite-id"], timeout: context.timeRemaining)
///     logger.info("accepted")
///     return .handled
/// }
/// ```
public struct ActionContext: Sendable {
    /// The delivery's identifier, as a bounded, escaped excerpt (at most 128 scalars): the endpoint passes the
    /// request's `X-Request-ID` or `Idempotency-Key`, or `category/action/notification-id` without either; a direct
    /// ``ActionDispatcher/dispatch(_:requestID:abandonedClaim:logger:)`` passes its own, or gets the notification identifier.
    public var requestID: String { requestExcerpt(rawRequestID ?? response.notificationIdentifier, limit: 128) }
    /// The declared category the response belongs to.
    public let category: NotificationCategory
    /// The declared action the handler runs for: `nil` for the default action (a tap on the notification) and the
    /// dismiss action, which a category does not declare. A retired action routed to its replacement gets the
    /// replacement.
    public let action: NotificationAction?
    /// How long the handler has, measured on ``clock`` from when it was called. An async handler's task is cancelled
    /// when it runs out; a callback handler sees ``Completion/isCancelled``.
    public let deadline: Duration
    /// The dispatcher's clock (a `ManualClock` in tests).
    public let clock: any ActionableClock
    /// Set when this delivery took over a claim an earlier delivery of the same response left unfinished: that
    /// delivery's instance died or froze past its lease, maybe after this handler ran there. A handler whose side
    /// effects are not idempotent by themselves checks for them here (`nil` for a first delivery, and for direct
    /// dispatches).
    ///
    /// ```swift
    /// if context.abandonedClaim != nil, try await payments.exists(reference: key) { return .handled }
    /// ```
    public let abandonedClaim: AbandonedClaim?
    let start: any InstantProtocol<Duration>
    /// What the caller passed, excerpted when read: most handlers never ask.
    let rawRequestID: String?
    let baseLogger: Logger
    let response: ActionResponse

    init(
        requestID: String?, abandonedClaim: AbandonedClaim? = nil, category: NotificationCategory,
        action: NotificationAction?, deadline: Duration,
        clock: any ActionableClock, start: any InstantProtocol<Duration>, logger: Logger, response: ActionResponse
    ) {
        self.rawRequestID = requestID
        self.abandonedClaim = abandonedClaim
        self.category = category
        self.action = action
        self.deadline = deadline
        self.clock = clock
        self.start = start
        self.baseLogger = logger
        self.response = response
    }

    /// A logger with the request id, category, action and notification id as metadata (`request-id`, `category`,
    /// `action`, `notification-id`), on top of the caller's (the endpoint passes Hummingbird's request logger).
    /// Built on each access: keep it in a local when logging more than once.
    public var logger: Logger {
        var logger = baseLogger
        // The category is a declared one; the rest came with the request.
        logger[metadataKey: "request-id"] = .string(requestID)
        logger[metadataKey: "category"] = .string(response.categoryIdentifier)
        logger[metadataKey: "action"] = .string(requestExcerpt(response.actionIdentifier))
        logger[metadataKey: "notification-id"] = .string(requestExcerpt(response.notificationIdentifier))
        return logger
    }

    /// Time left before the deadline on ``clock``; zero or negative once it has passed.
    public var timeRemaining: Duration {
        func remaining<C: ActionableClock>(on clock: C) -> Duration {
            guard let start = start as? C.Instant else { return deadline }
            return deadline - start.duration(to: clock.now)
        }
        return remaining(on: clock)
    }

    /// Whether the current task is cancelled: an async handler's task is cancelled at its deadline. A callback
    /// handler that completes later asks its completion (``Completion/isCancelled``) instead.
    public var isCancelled: Bool { Task.isCancelled }
}
