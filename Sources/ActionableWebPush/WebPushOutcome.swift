#if WebPush
    /// What became of one push, as the push service answered (RFC 8030 section 5 and 8.4).
    public enum WebPushOutcome: Sendable, Hashable {
        /// The push service took the message (201, or 202 for an accepted receipt request).
        case delivered(status: Int, attempts: Int)
        /// 404 or 410: the subscription no longer exists. Delete it; sending to it again never succeeds.
        case subscriptionGone(status: Int)
        /// 413: the message is too large. The payload's fault: it is not retried; shorten it.
        case payloadTooLarge
        /// Another 4xx: the push service refused the request (a bad VAPID token, a key mismatch); the excerpt of
        /// its answer says why. Not retried.
        case rejected(status: Int, excerpt: String)
        /// 429, 5xx or the network failed on every attempt the ``WebPushRetryPolicy`` allows; try again later.
        /// `retryAfter` is the wait the push service last asked for, when it gave one.
        case failed(reason: String, attempts: Int, retryAfter: Duration?)

        /// Whether the push service took the message.
        public var isDelivered: Bool {
            if case .delivered = self { return true }
            return false
        }
    }

    /// How long to keep trying a push the push service could not take yet (429 Too Many Requests, a 5xx, a
    /// network error).
    public struct WebPushRetryPolicy: Sendable, Hashable {
        /// Attempts in all, the first included.
        public var maxAttempts: Int
        /// The most time all waits together may take; a `Retry-After` that would go past it ends the retries.
        public var maxTotalWait: Duration
        /// The wait before the second attempt when the answer has no `Retry-After`; doubled for each next one.
        public var initialBackoff: Duration

        /// A policy: by default 3 attempts, waits of 30 seconds in all, starting at 1 second.
        public init(maxAttempts: Int = 3, maxTotalWait: Duration = .seconds(30), initialBackoff: Duration = .seconds(1))
        {
            self.maxAttempts = max(1, maxAttempts)
            self.maxTotalWait = maxTotalWait
            self.initialBackoff = initialBackoff
        }
    }
#endif
