#if HTTP && Vapor
    import ActionableVapor
    import HTTPTypes
    package import Logging
    import NIOCore
    package import Vapor
    import VaporTesting

    /// Vapor's side of the harness: an `Application` made for testing, in memory through VaporTesting or live on a
    /// server of its own.
    ///
    /// Live, the server is started here rather than with VaporTesting's `.running(port:)`: that starts and stops the
    /// server around every request, on a new port each time and with AsyncHTTPClient, so a raw socket could not reach
    /// it and the two adapters would not be sent the same bytes.
    package enum VaporHarness {
        static func run<Value>(
            _ mount: EndpointMount, _ transport: Transport, _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            try await withApplication(
                transport, logger: mount.logger, idleTimeout: mount.idleTimeout, routes: { register(mount, on: $0) },
                body)
        }

        /// Runs `body` with a client of an application that `routes` sets up: for the tests of Vapor's own ways to
        /// compose routes (`grouped`, middleware). The application keeps Vapor's default middleware.
        /// - Parameters:
        ///   - transport: how requests reach the application.
        ///   - logger: the application's logger (requests log to it); one that drops everything when `nil`.
        ///   - idleTimeout: live only: the server closes a connection that sends nothing for this long.
        ///   - routes: adds the routes.
        ///   - body: the test.
        package static func withApplication<Value>(
            _ transport: Transport = .inMemory, logger: Logger? = nil, idleTimeout: Duration? = nil,
            routes: (Application) throws -> Void, _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            let app = try await Application.make(.testing)
            let value: Value
            do {
                app.logger = logger ?? EndpointMount.quiet
                app.http.server.configuration.logger = EndpointMount.quiet
                try routes(app)
                try await app.asyncBoot()
                switch transport {
                case .inMemory:
                    value = try await body(inMemoryClient(app))
                case .live:
                    value = try await live(app, idleTimeout: idleTimeout, body)
                }
            } catch {
                try? await app.asyncShutdown()
                throw error
            }
            try await app.asyncShutdown()
            return value
        }

        /// VaporTesting's in-memory tester, sent what HummingbirdTesting's `.router` sends: `Host: localhost`, and
        /// `Content-Length` (VaporTesting sets it, to 0 without a body).
        static func inMemoryClient(_ app: Application) throws -> AdapterClient {
            let tester = try app.testing(method: .inMemory)
            return AdapterClient(adapter: .vapor, transport: .inMemory, port: nil) { uri, method, fields, body in
                var headers = HTTPHeaders([("Host", "localhost")])
                for field in fields { headers.add(name: field.name.rawName, value: field.value) }
                let response = try await tester.performTest(
                    request: TestingHTTPRequest(
                        method: HTTPMethod(rawValue: method.rawValue), url: URI(string: uri), headers: headers,
                        body: body ?? ByteBuffer()))
                return TestAnswer(response.status, response.headers, response.body)
            }
        }

        /// Starts the server on 127.0.0.1 at a port the system picks, runs `body` with a client on one connection to
        /// it, and stops the server.
        static func live<Value>(
            _ app: Application, idleTimeout: Duration?, _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            app.http.server.configuration.idleTimeout = idleTimeout.map(TimeAmount.init)
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let value: Value
            do {
                guard let port = app.http.server.shared.localAddress?.port else {
                    throw Abort(.internalServerError, reason: "the server has no local address")
                }
                value = try await LiveConnection.with(port: port) { connection in
                    try await body(
                        AdapterClient(adapter: .vapor, transport: .live, port: port) { uri, method, headers, body in
                            try await connection.execute(uri: uri, method: method, headers: headers, body: body)
                        })
                }
            } catch {
                await app.server.shutdown()
                throw error
            }
            await app.server.shutdown()
            return value
        }

        /// Adds what `mount` holds to `app`.
        static func register(_ mount: EndpointMount, on app: Application) {
            for mounted in mount.endpoints {
                if mounted.path.isEmpty {
                    mounted.endpoint.addRoutes(to: app)
                } else {
                    mounted.endpoint.addRoutes(to: app.grouped(components(mounted.path)))
                }
            }
            if mount.openAPI { ActionResponseEndpoint.addOpenAPIRoute(to: app) }
            for route in mount.guarded {
                let reached = route.reached
                let middleware = RequestAuthenticationMiddleware(
                    authenticator: route.authenticator, clock: route.clock, maxBodySize: route.maxBodySize,
                    backendTimeout: route.backendTimeout)
                app.grouped(components(route.group)).grouped(middleware).on(.POST, components(route.path)) {
                    request async -> Response in
                    let body = request.body.data ?? ByteBuffer()
                    reached(body)
                    return Response(status: .ok, body: .init(buffer: body))
                }
            }
        }

        /// The constant components of `path` (`api/v2` → `api`, `v2`).
        static func components(_ path: String) -> [PathComponent] {
            path.split(separator: "/").map { .constant(String($0)) }
        }
    }

    extension TestAnswer {
        /// A Vapor answer in swift-http-types' terms: the status with its reason phrase, the fields in order.
        init(_ status: HTTPResponseStatus, _ headers: HTTPHeaders, _ body: ByteBuffer) {
            var fields = HTTPFields()
            for (name, value) in headers {
                if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
            }
            self.init(
                status: HTTPResponse.Status(code: Int(status.code), reasonPhrase: status.reasonPhrase), headers: fields,
                body: body)
        }
    }
#endif
