public import Foundation

/// When a forwarder tries again: connection failures, 408, 409 (the same tap is still being handled), 429 and 5xx,
/// with exponential back-off and full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"), a server's
/// `Retry-After` honoured as the least wait, and never past the deadline. An attempt with no answer within
/// ``attemptTimeout`` is given up and tried again like a connection failure.
public struct RetryPolicy: Sendable {
    /// The back-off before the second attempt.
    public var initialBackoff: Duration
    /// No back-off is longer (a `Retry-After` can be).
    public var maximumBackoff: Duration
    /// Attempts per delivery, the first included.
    public var maximumAttempts: Int
    /// The longest one attempt waits for its answer; less when less of the deadline is left. 8 s by default: a tap's
    /// whole answer (the service's handler included) normally takes well under a second, but a connection that went
    /// quiet (a stalled TCP connection, a captive portal, a kept-alive connection the server closed, after which
    /// URLSession may re-send the POST without its body) answers nothing, and would otherwise hold all the time left.
    /// Three such attempts fit in the responder's 25 s budget, and the next one usually gets through at once, as the
    /// service runs a repeated `Idempotency-Key` once.
    public var attemptTimeout: Duration
    /// Picks the actual wait below a back-off bound; a uniform random fraction by default. Tests pin it.
    public var jitter: @Sendable (Duration) -> Duration

    /// Creates a policy; the defaults suit a tap forwarded within the responder's 25 s budget.
    /// - Parameters:
    ///   - initialBackoff: the back-off before the second attempt.
    ///   - maximumBackoff: the longest back-off.
    ///   - maximumAttempts: attempts per delivery, the first included; at least one.
    ///   - attemptTimeout: the longest one attempt waits for its answer; at least 1 ms.
    ///   - jitter: picks the actual wait below a back-off bound.
    public init(
        initialBackoff: Duration = .milliseconds(250),
        maximumBackoff: Duration = .seconds(4),
        maximumAttempts: Int = 8,
        attemptTimeout: Duration = .seconds(8),
        jitter: @escaping @Sendable (Duration) -> Duration = RetryPolicy.fullJitter
    ) {
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.maximumAttempts = max(1, maximumAttempts)
        // Like `maximumAttempts`, kept where an attempt can still be made: a zero timeout would end it before it began.
        self.attemptTimeout = max(.milliseconds(1), attemptTimeout)
        self.jitter = jitter
    }

    /// A uniformly random wait between zero and `bound`.
    public static let fullJitter: @Sendable (Duration) -> Duration = { bound in
        bound * Double.random(in: 0...1)
    }

    /// The wait after the `attempt`-th failed attempt (1-based): a jittered exponential back-off, on top of the
    /// service's `Retry-After` when it gave one. `Retry-After` is the least wait (RFC 9110 §10.2.3); the back-off
    /// added to it keeps the phones that an outage turned away from all coming back in the same second, and spreads
    /// a delivery's attempts over more of its time, so an outage of several seconds does not use them all up.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        var bound = initialBackoff
        for _ in 1..<max(1, attempt) where bound < maximumBackoff { bound *= 2 }
        return max(retryAfter ?? .zero, .zero) + jitter(min(bound, maximumBackoff))
    }

    /// Whether an answer with `status` is worth another attempt.
    public static func isRetryable(status: Int) -> Bool {
        status == 408 || status == 409 || status == 425 || status == 429 || (500...599).contains(status)
    }

    /// A `Retry-After` value: delay-seconds or an HTTP-date (RFC 9110 §10.2.3), relative to `now`.
    public static func retryAfter(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
    }
}
