#if HTTP || Vapor
    import Actionable
    import Logging

    /// A backend call's value, or the answer that ends the request (401, 503).
    enum BackendAnswer<Value> {
        case answered(Value)
        case refused(EndpointAnswer)
    }

    /// How the endpoint calls what may wait on something outside the process (the idempotency store, an authenticator):
    /// one place decides the bound, the log line and the answer, so the store and authentication fail alike.
    struct BackendCalls: Sendable {
        let clock: any ActionableClock
        /// The bound on a call that has a backend (the endpoint's `backendTimeout`).
        let timeout: Duration
        /// Shared by every call of one endpoint, so an outage is logged once a second, not once per kind of call.
        let failures: FailureLog

        /// Runs `call`, bounded by ``timeout`` (or `limit`) when `bounded` (the callee's `hasBackend`). A failure or a
        /// call past the bound is logged with `message` and becomes a 503 with `Retry-After`; a bounded call that answers
        /// late goes to `late`. An ``AuthenticationFailure`` thrown by an authenticator (`authentication`) is a 401 with
        /// its message instead: the request was refused, nothing failed.
        func call<Value: Sendable>(
            _ message: Logger.Message, bounded: Bool, authentication: Bool, logger: Logger, limit: Duration? = nil,
            late: @escaping @Sendable (Result<Value, any Error>) -> Void = { _ in },
            _ call: @escaping @Sendable () async throws -> Value
        ) async -> BackendAnswer<Value> {
            let result: Result<Value, any Error>
            if bounded {
                let limit = limit ?? timeout
                guard let answered = await withTimeLimit(limit, on: clock, late: late, call) else {
                    failures.error(logger, message, error: "no answer within \(limit)")
                    return .refused(ActionResponseEndpoint.unavailable())
                }
                result = answered
            } else {
                do {
                    result = .success(try await call())
                } catch {
                    result = .failure(error)
                }
            }
            switch result {
            case .success(let value):
                return .answered(value)
            case .failure(let failure as AuthenticationFailure) where authentication:
                logger.warning(
                    "Action response refused: authentication failed",
                    metadata: ["reason": "\(requestExcerpt(failure.message, limit: 200))"])
                return .refused(
                    ActionResponseEndpoint.json(.unauthorized, ["error": "unauthorized", "message": failure.message]))
            case .failure(let error):
                failures.error(logger, message, error: requestExcerpt(String(describing: error), limit: 200))
                return .refused(ActionResponseEndpoint.unavailable())
            }
        }
    }
#endif
