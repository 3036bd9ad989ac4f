#if Vapor
    public import ActionableRuntime
    import HTTPTypes
    public import Vapor

    /// Puts a `RequestAuthenticator` in front of a service's own routes, as `ActionResponseEndpoint` puts it in front of
    /// its own: group routes behind it, and what they see has passed both steps.
    ///
    /// ```swift
    /// let admin = app.grouped("admin").grouped(RequestAuthenticationMiddleware(authenticator: hmac))
    /// admin.post("replay") { request in … }  // request.body.data: read already, signature checked
    /// ```
    ///
    /// A request the authenticator refuses is answered 401 with its reason, one its backend cannot check 503 with
    /// `Retry-After: 1`, a body over `maxBodySize` 413 (on `Content-Length` before anything is read): the same answers,
    /// byte for byte, as ActionableHummingbird's middleware of the same name. Otherwise the route gets the request with
    /// its body collected (`request.body.data`), so reading it again costs nothing.
    ///
    /// In a file that imports Vapor, which has protocols named `RequestAuthenticator` and `BearerAuthenticator` of its
    /// own, name Actionable's as `ActionableRuntime.BearerAuthenticator`, or build one from `Authentication`.
    public struct RequestAuthenticationMiddleware: AsyncMiddleware {
        let authentication: EndpointAuthentication

        /// Creates a middleware that runs both steps of `authenticator` on every request it sees.
        /// - Parameters:
        ///   - authenticator: who may call the routes behind the middleware.
        ///   - clock: what signed timestamps are compared with: the service's one clock.
        ///   - maxBodySize: the body is read up to this for the authenticator's body step; a longer one is answered 413.
        ///   - backendTimeout: the bound on each check of an authenticator that has a backend.
        public init(
            authenticator: any ActionableRuntime.RequestAuthenticator, clock: any ActionableClock = ContinuousClock(),
            maxBodySize: Int = 16 * 1024, backendTimeout: Duration = .seconds(1)
        ) {
            authentication = EndpointAuthentication(
                authenticator: authenticator, clock: clock, maxBodySize: maxBodySize, backendTimeout: backendTimeout)
        }

        /// Refuses the request (401, 503, 413 or 400), or passes it to `next` with its body collected.
        /// - Parameters:
        ///   - request: the request, its body not read yet (or read whole by Vapor when it came in one piece).
        ///   - next: the rest of the chain: the route or the next middleware.
        /// - Returns: the refusal, or what `next` answered.
        /// - Throws: what `next` throws; `Abort(.badRequest)` for a method swift-http-types cannot name, which
        ///   SwiftNIO's parser never produces.
        public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            guard let method = request.method.endpointMethod else { throw Abort(.badRequest) }
            switch await authentication.authenticatedBody(
                of: request.endpointHead(method: method), reader: request.endpointBodyReader(), logger: request.logger)
            {
            case .failure(let refusal):
                return Response(refusal.answer, to: request)
            case .success:
                return try await next.respond(to: request)
            }
        }
    }
#endif
