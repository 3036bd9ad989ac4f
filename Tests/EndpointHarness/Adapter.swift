#if HTTP && Vapor
    package import ActionableRuntime
    package import HTTPTypes
    package import Logging
    package import NIOCore
    import Testing

    /// The frameworks the endpoint is mounted on. Every black-box test of the endpoint takes one as its argument
    /// (`@Test(arguments: Adapter.allCases)`) and runs once on each: what one answers differently from the other fails
    /// the test, unless the test documents the difference.
    package enum Adapter: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// ActionableHummingbird on a Hummingbird 2 `Router`, through HummingbirdTesting.
        case hummingbird
        /// ActionableVapor on a Vapor 4 `Application`, through VaporTesting (in memory) or a server of its own (live).
        case vapor

        /// The adapter's name, as test reports show the argument.
        package var testDescription: String { rawValue }
    }

    /// How a test's requests reach the framework.
    package enum Transport: Sendable {
        /// Straight to the framework's responder, no socket: HummingbirdTesting's `.router`, VaporTesting's
        /// `.inMemory`. Each request runs in a task of its own, so requests sent together run together; the body
        /// arrives whole (Vapor's is collected before the route sees it, so the endpoint's streamed read is not
        /// exercised: the live transport is). No `Date` header, no connection.
        case inMemory
        /// A real server on 127.0.0.1 at a port the system picks (``AdapterClient/port``, for raw sockets), and
        /// HummingbirdTesting's `TestClient` over one keep-alive HTTP/1.1 connection, the same client for both
        /// adapters (what `.live` sets up for Hummingbird), so both servers read the same bytes. Requests on the one
        /// connection are answered in turn.
        case live
    }

    /// An answer as the client got it.
    package struct TestAnswer: Sendable {
        /// The status code and reason phrase.
        package var status: HTTPResponse.Status
        /// The header fields, in the order they came, the server's own (`Date`, `Connection`...) included when live.
        package var headers: HTTPFields
        /// The body's bytes.
        package var body: ByteBuffer

        /// An answer of `status` with `headers` and `body`.
        package init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// The body as UTF-8 text, for failure messages.
        package var text: String { String(decoding: body.readableBytesView, as: UTF8.self) }
    }

    /// Sends requests to what an ``EndpointMount`` mounted, on one adapter.
    package struct AdapterClient: Sendable {
        /// The framework the requests go to.
        package let adapter: Adapter
        /// How they get there.
        package let transport: Transport
        /// The server's port on 127.0.0.1 when ``Transport/live``, else `nil`.
        package let port: Int?
        let send: @Sendable (String, HTTPRequest.Method, HTTPFields, ByteBuffer?) async throws -> TestAnswer

        package init(
            adapter: Adapter, transport: Transport, port: Int?,
            send: @escaping @Sendable (String, HTTPRequest.Method, HTTPFields, ByteBuffer?) async throws -> TestAnswer
        ) {
            self.adapter = adapter
            self.transport = transport
            self.port = port
            self.send = send
        }

        /// Sends one request and returns its answer. `Content-Length` is set from `body` when there is one.
        /// - Parameters:
        ///   - uri: the path and query (`/v1/action-responses`).
        ///   - method: the request's method.
        ///   - headers: its header fields; the client adds `Host: localhost` (and, live, `Connection: keep-alive`).
        ///   - body: its body; `nil` sends none.
        package func execute(
            uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil
        ) async throws -> TestAnswer {
            try await send(uri, method, headers, body)
        }
    }

    /// A service's own route behind the adapter's `RequestAuthenticationMiddleware` (made with this route's
    /// authenticator, clock, body limit and backend timeout): `POST /<group>/<path>` answers 200 with the body the
    /// route was handed.
    package struct GuardedRoute: Sendable {
        /// The group the middleware is added to (`admin`).
        package var group: String
        /// The route's path within the group (`echo`).
        package var path: String
        /// The middleware's authenticator.
        package var authenticator: any RequestAuthenticator
        /// The middleware's clock.
        package var clock: any ActionableClock
        /// The middleware's body limit.
        package var maxBodySize: Int
        /// The middleware's bound on each backend check.
        package var backendTimeout: Duration
        /// Called with the body of each request that reached the route.
        package var reached: @Sendable (ByteBuffer) -> Void

        /// A route at `/<group>/<path>`; the middleware's parameters default as its initialiser's do.
        package init(
            group: String = "admin", path: String = "echo", authenticator: any RequestAuthenticator,
            clock: any ActionableClock = ContinuousClock(), maxBodySize: Int = 16 * 1024,
            backendTimeout: Duration = .seconds(1), reached: @escaping @Sendable (ByteBuffer) -> Void = { _ in }
        ) {
            self.group = group
            self.path = path
            self.authenticator = authenticator
            self.clock = clock
            self.maxBodySize = maxBodySize
            self.backendTimeout = backendTimeout
            self.reached = reached
        }
    }

    /// What a test puts on the framework: endpoints (each under a path), the OpenAPI route, guarded routes of the
    /// service's own, and the server's logger and idle timeout.
    package struct EndpointMount: Sendable {
        /// One endpoint and the path it is mounted under: `""` for the root, `"api"` for `/api/v1/action-responses`.
        package struct Mounted: Sendable {
            /// The path below the root, without a leading `/`; empty for the root itself.
            package var path: String
            /// The endpoint.
            package var endpoint: ActionResponseEndpoint
        }

        /// The endpoints, in the order they are added.
        package var endpoints: [Mounted]
        /// Whether `GET /openapi.json` is served (the adapter's `addOpenAPIRoute(to:)`, at the root).
        package var openAPI: Bool
        /// Routes of the service's own behind the adapter's `RequestAuthenticationMiddleware`.
        package var guarded: [GuardedRoute]
        /// The application's logger (what the endpoint logs to); a logger that drops everything when `nil`.
        package var logger: Logger?
        /// Live only: the server closes a connection that sends nothing for this long (none when `nil`).
        package var idleTimeout: Duration?

        /// `endpoint` (when given) under `path`, and the rest as given.
        package init(
            _ endpoint: ActionResponseEndpoint? = nil, at path: String = "", openAPI: Bool = false,
            guarded: [GuardedRoute] = [], logger: Logger? = nil, idleTimeout: Duration? = nil
        ) {
            endpoints = endpoint.map { [Mounted(path: path, endpoint: $0)] } ?? []
            self.openAPI = openAPI
            self.guarded = guarded
            self.logger = logger
            self.idleTimeout = idleTimeout
        }

        /// This mount with `endpoint` added under `path` as well.
        package func adding(_ endpoint: ActionResponseEndpoint, at path: String) -> EndpointMount {
            var mount = self
            mount.endpoints.append(Mounted(path: path, endpoint: endpoint))
            return mount
        }

        /// A logger that drops every message.
        static var quiet: Logger { Logger(label: "actionable.endpoint-harness") { _ in SwiftLogNoOpLogHandler() } }
    }

    extension Adapter {
        /// Mounts `mount` on a fresh application of this adapter, runs `body` with a client of it over `transport`,
        /// and shuts the application down.
        package func test<Value>(
            _ mount: EndpointMount, _ transport: Transport = .inMemory,
            _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            switch self {
            case .hummingbird: try await HummingbirdHarness.run(mount, transport, body)
            case .vapor: try await VaporHarness.run(mount, transport, body)
            }
        }

        /// Mounts `endpoint` at the root of a fresh application of this adapter, logging to `logger`, and runs `body`
        /// with a client of it over `transport`.
        package func test<Value>(
            _ endpoint: ActionResponseEndpoint, _ transport: Transport = .inMemory, logger: Logger? = nil,
            _ body: @Sendable (AdapterClient) async throws -> Value
        ) async throws -> Value {
            try await test(EndpointMount(endpoint, logger: logger), transport, body)
        }
    }
#endif
