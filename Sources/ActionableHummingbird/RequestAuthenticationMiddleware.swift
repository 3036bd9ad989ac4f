#if HTTP
    public import Actionable
    import HTTPTypes
    public import Hummingbird
    import Logging
    import NIOCore

    /// Authentication as a step of its own: the head step, the body read up to `maxBodySize`, then the body step. The
    /// endpoint runs it on its route after its header checks (so a bad header is still a 400 before any authentication);
    /// ``RequestAuthenticationMiddleware`` runs it in front of a service's own routes. One implementation, so both refuse
    /// alike.
    struct RequestAuthentication: Sendable {
        let authenticator: any RequestAuthenticator
        /// Its wall-clock time is what authenticators compare signed timestamps with.
        let clock: any ActionableClock
        let maxBodySize: Int
        let backends: BackendCalls
        /// The longest the body may take to arrive once the head is in, or `nil` for no bound but the server's idle
        /// timeout: a client that trickles its body is answered 408 and its connection closed.
        var readTimeout: Duration? = nil

        /// Who is asking and the body, once both steps passed; else the answer that ends the request: 401 (refused),
        /// 503 (the authenticator's backend failed or did not answer), 413 (too large) or 400 (unreadable).
        func body(of request: Request, logger: Logger) async -> BackendAnswer<(Principal, ByteBuffer)> {
            let now = clock.wallClockNow
            let head = request.head
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
                            readTimeout, on: clock, { try await request.body.collect(upTo: maxBodySize) })
                    else {
                        var slow = ActionResponseEndpoint.json(
                            .requestTimeout,
                            [
                                "error": "request-timeout",
                                "message": "the body did not arrive within \(readTimeout)",
                            ])
                        slow.headers[.connection] = "close"
                        return .refused(slow)
                    }
                    body = try read.get()
                } else {
                    body = try await request.body.collect(upTo: maxBodySize)
                }
            } catch is NIOTooManyBytesError {
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
        private func step(logger: Logger, _ step: @escaping @Sendable () async throws -> Void) async -> Response? {
            switch await backends.call(
                "Authentication could not run", bounded: authenticator.hasBackend, authentication: true, logger: logger,
                step)
            {
            case .answered: nil
            case .refused(let refusal): refusal
            }
        }
    }

    /// Puts a ``RequestAuthenticator`` in front of a service's own routes, as ``ActionResponseEndpoint`` puts it in front
    /// of its own: add it to a router, group or route collection, and what its routes see has passed both steps.
    ///
    /// ```swift
    /// let admin = router.group("admin").add(middleware: RequestAuthenticationMiddleware(authenticator: hmac))
    /// admin.post("replay") { request, context in … }  // the body is read already, signature checked
    /// ```
    ///
    /// A request the authenticator refuses is answered 401 with its reason, one its backend cannot check 503 with
    /// `Retry-After: 1`, a body over `maxBodySize` 413 (on `Content-Length` before anything is read); the route gets the
    /// request with its body collected, so reading it again costs nothing.
    public struct RequestAuthenticationMiddleware<Context: RequestContext>: RouterMiddleware {
        let authentication: RequestAuthentication

        /// Creates a middleware that runs both steps of `authenticator` on every request it sees.
        /// - Parameters:
        ///   - authenticator: who may call the routes behind the middleware.
        ///   - clock: what signed timestamps are compared with: the service's one clock.
        ///   - maxBodySize: the body is read up to this for ``RequestAuthenticator/authenticate(head:body:at:)``.
        ///   - backendTimeout: the bound on each check of an authenticator that has a backend.
        public init(
            authenticator: any RequestAuthenticator, clock: any ActionableClock = ContinuousClock(),
            maxBodySize: Int = 16 * 1024, backendTimeout: Duration = .seconds(1)
        ) {
            authentication = RequestAuthentication(
                authenticator: authenticator, clock: clock, maxBodySize: maxBodySize,
                backends: BackendCalls(clock: clock, timeout: backendTimeout, failures: FailureLog(clock: clock)))
        }

        /// Refuses the request (401, 503, 413 or 400), or passes it to `next` with its body collected.
        /// - Parameters:
        ///   - request: the request, body not yet read.
        ///   - context: the request's context; its logger gets backend failures.
        ///   - next: the rest of the chain: the route or the next middleware.
        /// - Returns: the refusal, or what `next` answered.
        public func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            if let refusal = ActionResponseEndpoint.declaredLengthRefusal(
                request.headers, maxBodySize: authentication.maxBodySize)
            {
                return refusal
            }
            switch await authentication.body(of: request, logger: context.logger) {
            case .refused(let refusal):
                return refusal
            case .answered(let (_, body)):
                var request = request
                request.body = RequestBody(buffer: body)
                return try await next(request, context)
            }
        }
    }
#endif
