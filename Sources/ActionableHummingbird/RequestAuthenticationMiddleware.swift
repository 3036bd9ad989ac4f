#if HTTP
    public import ActionableRuntime
    import HTTPTypes
    public import Hummingbird
    import Logging
    import NIOCore

    /// Puts a ``/ActionableRuntime/RequestAuthenticator`` in front of a service's own routes, as
    /// ``/ActionableRuntime/ActionResponseEndpoint`` puts it in front of its own: add it to a router, group or route
    /// collection, and what its routes see has passed both steps.
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
        let authentication: EndpointAuthentication

        /// Creates a middleware that runs both steps of `authenticator` on every request it sees.
        /// - Parameters:
        ///   - authenticator: who may call the routes behind the middleware.
        ///   - clock: what signed timestamps are compared with: the service's one clock.
        ///   - maxBodySize: the body is read up to this for ``/ActionableRuntime/RequestAuthenticator/authenticate(head:body:at:)``.
        ///   - backendTimeout: the bound on each check of an authenticator that has a backend.
        public init(
            authenticator: any RequestAuthenticator, clock: any ActionableClock = ContinuousClock(),
            maxBodySize: Int = 16 * 1024, backendTimeout: Duration = .seconds(1)
        ) {
            authentication = EndpointAuthentication(
                authenticator: authenticator, clock: clock, maxBodySize: maxBodySize, backendTimeout: backendTimeout)
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
            switch await authentication.authenticatedBody(
                of: request.head, reader: request.body.reader, logger: context.logger)
            {
            case .failure(let refusal):
                return Response(refusal.answer)
            case .success(let body):
                var request = request
                request.body = RequestBody(buffer: body)
                return try await next(request, context)
            }
        }
    }
#endif
