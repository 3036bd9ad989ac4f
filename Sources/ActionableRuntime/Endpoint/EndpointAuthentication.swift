#if HTTP || Vapor
    import Actionable
    package import HTTPTypes
    package import Logging
    package import NIOCore

    /// Authentication as a step of its own: the head step, the body read up to `maxBodySize`, then the body step. The
    /// endpoint runs it on its route after its header checks (so a bad header is still a 400 before any authentication);
    /// each adapter's `RequestAuthenticationMiddleware` runs it in front of a service's own routes. One implementation,
    /// so all refuse alike.
    package struct EndpointAuthentication: Sendable {
        let authenticator: any RequestAuthenticator
        /// Its wall-clock time is what authenticators compare signed timestamps with.
        let clock: any ActionableClock
        /// The body is read up to this; a longer one is answered 413.
        package let maxBodySize: Int
        let backends: BackendCalls
        /// The longest the body may take to arrive once the head is in, or `nil` for no bound but the server's idle
        /// timeout: a client that trickles its body is answered 408 and its connection closed.
        var readTimeout: Duration? = nil

        init(
            authenticator: any RequestAuthenticator, clock: any ActionableClock, maxBodySize: Int,
            backends: BackendCalls, readTimeout: Duration? = nil
        ) {
            self.authenticator = authenticator
            self.clock = clock
            self.maxBodySize = maxBodySize
            self.backends = backends
            self.readTimeout = readTimeout
        }

        /// What a middleware in front of a service's own routes runs: `authenticator` on `clock`, bodies up to
        /// `maxBodySize`, each call of an authenticator with a backend bounded by `backendTimeout`.
        package init(
            authenticator: any RequestAuthenticator, clock: any ActionableClock, maxBodySize: Int,
            backendTimeout: Duration
        ) {
            self.init(
                authenticator: authenticator, clock: clock, maxBodySize: maxBodySize,
                backends: BackendCalls(clock: clock, timeout: backendTimeout, failures: FailureLog(clock: clock)))
        }

        /// The middleware's whole step: a declared length over the limit (or not a length) is refused before anything
        /// is read; then ``body(of:reader:logger:)``. The body, or the answer that ends the request.
        package func authenticatedBody(
            of request: HTTPRequest, reader: @escaping BodyReader, logger: Logger
        ) async -> Result<ByteBuffer, EndpointRefusal> {
            if let refusal = ActionResponseEndpoint.declaredLengthRefusal(
                request.headerFields, maxBodySize: maxBodySize)
            {
                return .failure(EndpointRefusal(answer: refusal))
            }
            switch await body(of: request, reader: reader, logger: logger) {
            case .refused(let refusal): return .failure(EndpointRefusal(answer: refusal))
            case .answered(let (_, body)): return .success(body)
            }
        }

        /// Who is asking and the body, once both steps passed; else the answer that ends the request: 401 (refused),
        /// 503 (the authenticator's backend failed or did not answer), 413 (too large) or 400 (unreadable).
        func body(
            of head: HTTPRequest, reader: @escaping BodyReader, logger: Logger
        ) async -> BackendAnswer<(Principal, ByteBuffer)> {
            let now = clock.wallClockNow
            let authenticator = authenticator
            let principal: Principal
            switch await backends.call(
                "Authentication could not run", bounded: authenticator.hasBackend, authentication: true, logger: logger,
                { try await authenticator.authenticate(head: head, at: now) })
            {
            case .answered(let answered): principal = answered
            case .refused(let refusal): return .refused(refusal)
            }
            let body: ByteBuffer
            do {
                let maxBodySize = maxBodySize
                if let readTimeout {
                    guard
                        let read = await withTimeLimit(
                            readTimeout, on: clock, { try await reader(maxBodySize) })
                    else {
                        var slow = ActionResponseEndpoint.json(
                            .requestTimeout,
                            [
                                "error": "request-timeout",
                                "message": "the body did not arrive within \(readTimeout)",
                            ])
                        slow.head.headerFields[.connection] = "close"
                        return .refused(slow)
                    }
                    body = try read.get()
                } else {
                    body = try await reader(maxBodySize)
                }
            } catch BodyReadFailure.tooLarge {
                return .refused(ActionResponseEndpoint.tooLarge(maxBodySize: maxBodySize))
            } catch {
                return .refused(
                    ActionResponseEndpoint.json(
                        .badRequest, ["error": "unreadable-body", "message": "the request body could not be read"]))
            }
            if let refusal = await step(
                logger: logger, { try await authenticator.authenticate(head: head, body: body, at: now) })
            {
                return .refused(refusal)
            }
            return .answered((principal, body))
        }

        /// Runs one step: `nil` when it passes, else the 401 (refused) or 503 (could not check) answer.
        private func step(
            logger: Logger, _ step: @escaping @Sendable () async throws -> Void
        ) async -> EndpointAnswer? {
            switch await backends.call(
                "Authentication could not run", bounded: authenticator.hasBackend, authentication: true, logger: logger,
                step)
            {
            case .answered: nil
            case .refused(let refusal): refusal
            }
        }
    }

#endif

#if HTTP || Vapor
    /// The answer that ends a request a middleware refused (401, 503, 413, 408 or 400).
    package struct EndpointRefusal: Error {
        /// What to answer, as it is.
        package let answer: EndpointAnswer
    }
#endif
