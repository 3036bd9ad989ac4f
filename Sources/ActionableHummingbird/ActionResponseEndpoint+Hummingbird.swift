#if HTTP
    import ActionableRuntime
    import HTTPTypes
    public import Hummingbird
    import Logging
    import NIOCore

    /// Mounts the endpoint on Hummingbird: each route of the framework-neutral core registered on a router, group or
    /// route collection, its requests and answers converted and nothing else. The answers, their status codes and
    /// what each means are ``/ActionableRuntime/ActionResponseEndpoint``'s.
    extension ActionResponseEndpoint {
        /// Adds the endpoint's routes to a `Router`, a `RouterGroup` (under the group's path and middleware) or a
        /// `RouteCollection`: `POST /v1/action-responses`, `GET /health`, `GET /ready`, and 405 with `Allow` for the
        /// other methods on those paths. They run under whatever middleware the service added first.
        ///
        /// ```swift
        /// let api = router.group("api").add(middleware: LogRequestsMiddleware(.info))
        /// endpoint.addRoutes(to: api)                  // POST /api/v1/action-responses
        /// ```
        public func addRoutes<Routes: RouterMethods>(to routes: Routes) {
            Self.register(routeTable(), on: routes)
        }

        /// Serves ``/ActionableRuntime/ActionResponseEndpoint/openAPIDocument`` at `GET`
        /// ``/ActionableRuntime/ActionResponseEndpoint/openAPIPath`` (`application/json`), without authentication: it
        /// describes the endpoint and holds no secret.
        public static func addOpenAPIRoute<Routes: RouterMethods>(to routes: Routes) {
            register(openAPIRouteTable(), on: routes)
        }

        /// The endpoint's routes as a collection, for `router.addRoutes(endpoint.routes(), atPath: "/notifications")`.
        public func routes<Context: RequestContext>(context: Context.Type = Context.self) -> RouteCollection<Context> {
            let collection = RouteCollection(context: Context.self)
            addRoutes(to: collection)
            return collection
        }

        private static func register<Routes: RouterMethods>(_ table: [EndpointRoute], on routes: Routes) {
            for route in table {
                let respond = route.respond
                routes.on(RouterPath(stringLiteral: route.path), method: route.method) { request, context in
                    Response(await respond(request.head, request.body.reader, context.logger))
                }
            }
        }
    }

    extension RequestBody {
        /// The core's reader over this body: collected up to the limit, `NIOTooManyBytesError` becoming
        /// ``/ActionableRuntime/BodyReadFailure/tooLarge``.
        var reader: BodyReader {
            { limit in
                do {
                    return try await collect(upTo: limit)
                } catch is NIOTooManyBytesError {
                    throw BodyReadFailure.tooLarge
                }
            }
        }
    }

    extension Response {
        /// The core's answer as it is: status, header fields and body (none for an empty one, as a 204's).
        init(_ answer: EndpointAnswer) {
            self.init(
                status: answer.head.status, headers: answer.head.headerFields,
                body: answer.body.readableBytes == 0 ? ResponseBody() : ResponseBody(byteBuffer: answer.body))
        }
    }
#endif
