#if HTTP && Vapor
    import ActionableHummingbird
    import HTTPTypes
    package import Hummingbird
    import HummingbirdTesting
    package import Logging
    import NIOCore

    /// Hummingbird's side of the harness: an `Application` on a `Router`, tested through HummingbirdTesting.
    package enum HummingbirdHarness {
        static func run<Value>(
            _ mount: EndpointMount, _ transport: Transport, _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            try await withApplication(
                transport, logger: mount.logger, idleTimeout: mount.idleTimeout, routes: { register(mount, on: $0) },
                body)
        }

        /// Runs `body` with a client of an application whose router `routes` sets up: for the tests of what only
        /// Hummingbird has (route collections, request contexts). `.router` in memory, `.live` on a real server.
        /// - Parameters:
        ///   - transport: how requests reach the router.
        ///   - logger: the application's logger; one that drops everything when `nil`.
        ///   - idleTimeout: live only: the server closes a connection that sends nothing for this long.
        ///   - routes: adds the routes.
        ///   - body: the test.
        package static func withApplication<Value>(
            _ transport: Transport = .inMemory, logger: Logger? = nil, idleTimeout: Duration? = nil,
            routes: (Router<BasicRequestContext>) -> Void, _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            let router = Router()
            routes(router)
            let app = Application(
                router: router, server: .http1(configuration: .init(idleTimeout: idleTimeout.map(TimeAmount.init))),
                logger: logger ?? EndpointMount.quiet)
            return try await app.test(transport == .live ? .live : .router) { client in
                try await body(
                    AdapterClient(adapter: .hummingbird, transport: transport, port: client.port) {
                        uri, method, headers, body in
                        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
                        return TestAnswer(status: response.status, headers: response.headers, body: response.body)
                    })
            }
        }

        /// Adds what `mount` holds to `router`.
        static func register(_ mount: EndpointMount, on router: Router<BasicRequestContext>) {
            for mounted in mount.endpoints {
                if mounted.path.isEmpty {
                    mounted.endpoint.addRoutes(to: router)
                } else {
                    mounted.endpoint.addRoutes(to: router.group(RouterPath(stringLiteral: mounted.path)))
                }
            }
            if mount.openAPI { ActionResponseEndpoint.addOpenAPIRoute(to: router) }
            for route in mount.guarded {
                let reached = route.reached
                let middleware = RequestAuthenticationMiddleware<BasicRequestContext>(
                    authenticator: route.authenticator, clock: route.clock, maxBodySize: route.maxBodySize,
                    backendTimeout: route.backendTimeout)
                router.group(RouterPath(stringLiteral: route.group)).add(middleware: middleware)
                    .post(RouterPath(stringLiteral: route.path)) { request, _ in
                        let body = try await request.body.collect(upTo: .max)
                        reached(body)
                        return Response(status: .ok, body: ResponseBody(byteBuffer: body))
                    }
            }
        }
    }

    extension TimeAmount {
        /// `duration`, to the nanosecond.
        init(_ duration: Duration) {
            let (seconds, attoseconds) = duration.components
            self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        }
    }
#endif
