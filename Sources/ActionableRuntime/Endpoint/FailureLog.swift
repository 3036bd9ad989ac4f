#if HTTP || Vapor
    import Actionable
    import Logging

    /// Logs a backend's failures at most once per `interval` on the endpoint's clock, with how many were left out since
    /// the last line: during an outage every request fails, and a line per request would cost more than the request.
    final class FailureLog: Sendable {
        private let interval: Duration
        private let elapsed: @Sendable () -> Duration
        private let state = LockedValue<(last: Duration?, skipped: Int)>((nil, 0))

        init(clock: any ActionableClock, interval: Duration = .seconds(1)) {
            self.interval = interval
            elapsed = stopwatch(on: clock)
        }

        func error(_ logger: Logger, _ message: Logger.Message, error: String) {
            let now = elapsed()
            let skipped = state.withLock { state -> Int? in
                if let last = state.last, now - last < interval {
                    state.skipped += 1
                    return nil
                }
                defer { state = (now, 0) }
                return state.skipped
            }
            guard let skipped else { return }
            var metadata: Logger.Metadata = ["error": "\(error)"]
            if skipped > 0 { metadata["similar-failures-not-logged"] = "\(skipped)" }
            logger.error(message, metadata: metadata)
        }
    }
#endif
