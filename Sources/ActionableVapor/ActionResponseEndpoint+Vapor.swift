#if Vapor
    public import ActionableRuntime
    import HTTPTypes
    public import Vapor

    /// The Vapor side of ``/ActionableRuntime/ActionResponseEndpoint``: its routes on an `Application`, a route group or
    /// any other `RoutesBuilder`, answering as ActionableHummingbird's do.
    extension ActionResponseEndpoint {
        /// Adds the endpoint's routes to an `Application` or a group (under the group's path and middleware): `POST
        /// /v1/action-responses`, `GET /health`, `GET /ready`, and the `405` (or CORS preflight) of every other method on
        /// those paths.
        ///
        /// ```swift
        /// endpoint.addRoutes(to: app.grouped("api"))   // POST /api/v1/action-responses
        /// ```
        ///
        /// Each route streams its body (`body: .stream`): the endpoint refuses a declared length over `maxBodySize`
        /// before reading, authenticates on the headers first, and bounds and times the read itself, so Vapor's own
        /// collection limit does not apply to these routes.
        /// - Parameter routes: where the routes go: the application, or a group of it.
        public func addRoutes(to routes: some RoutesBuilder) {
            Self.register(routeTable(), on: routes)
        }

        /// Serves ``/ActionableRuntime/ActionResponseEndpoint/openAPIDocument`` at `GET /openapi.json`
        /// (`application/json`), without authentication: it describes the endpoint and holds no secret. Other methods get
        /// `405`.
        /// - Parameter routes: where the route goes: the application, or a group of it.
        public static func addOpenAPIRoute(to routes: some RoutesBuilder) {
            register(openAPIRouteTable(), on: routes)
        }

        /// Registers each route under its path's constant components, with the body left unread for the endpoint.
        private static func register(_ table: [EndpointRoute], on routes: some RoutesBuilder) {
            for route in table {
                let method = route.method
                let vaporMethod = HTTPMethod(rawValue: method.rawValue)
                let respond = route.respond
                routes.on(vaporMethod, route.pathComponents.map(PathComponent.constant), body: .stream) {
                    request async -> Response in
                    // Vapor answers a HEAD from the GET route when a path has no HEAD route. Every path of the
                    // endpoint has one (a 405), so the request's method is the route's and nothing is converted.
                    let requested = request.method
                    let head = request.endpointHead(
                        method: requested == vaporMethod ? method : requested.endpointMethod ?? method)
                    return Response(await respond(head, request.endpointBodyReader(), request.logger), to: request)
                }
            }
        }
    }
#endif
