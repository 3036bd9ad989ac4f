#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableRuntime
    import ActionableTesting
    import Foundation
    import HTTPTypes
    import NIOCore
    import Testing

    /// The same requests to Hummingbird and to Vapor, over real sockets with the same client: the same status, the same
    /// body bytes, the same header fields of the endpoint's own (`Content-Type`, `Retry-After`, `Allow`,
    /// `Idempotent-Replayed`, `Access-Control-*`, `Vary`, `Connection: close`). What only one server adds is listed in
    /// ``serversOwn``, each with the reason; anything else that differs fails.
    @Suite struct AdapterParityTests {
        static let page = "https://app.example.com"

        /// One request of the set, and a name for failure messages.
        struct Exchange: Sendable {
            let name: String
            let method: HTTPRequest.Method
            let uri: String
            let headers: HTTPFields
            let body: [UInt8]?

            init(
                _ name: String, _ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields = [:],
                body: [UInt8]? = nil
            ) {
                self.name = name
                self.method = method
                self.uri = uri
                self.headers = headers
                self.body = body
            }

            /// A signed POST of `body` to the delivery path under `prefix`, `extra` headers on top.
            static func delivery(
                _ name: String, _ body: [UInt8], under prefix: String = "", key: String? = nil,
                timestamp: Int = TestService.now, extra: HTTPFields = [:]
            ) -> Exchange {
                let uri = prefix + ActionResponseEndpoint.path
                var headers = TestService.signed(body, timestamp: timestamp, key: key, path: uri)
                for field in extra { headers[field.name] = field.value }
                return Exchange(name, .post, uri, headers: headers, body: body)
            }
        }

        /// Header fields a server adds to its answers by itself, which the endpoint never sets: left out of the
        /// comparison, each for the reason given.
        static let serversOwn: [HTTPField.Name: String] = [
            // Each server stamps its answers with the current time (real time, not the endpoint's clock).
            .date: "the time the server sent the answer",
            // Vapor names itself when `app.http.server.configuration.serverName` is set; Hummingbird when its
            // configuration's `serverName` is. Neither is set here, but a deployment may set either.
            .server: "the server's name, when configured",
        ]

        /// `Connection: keep-alive`, which Vapor adds to every HTTP/1 answer whose request allowed it
        /// (`HTTPServerHandler.serialize`) and Hummingbird never writes (keep-alive is HTTP/1.1's default). The
        /// endpoint's own `Connection: close` (after a 408) is compared.
        static func isServersOwn(_ field: HTTPField) -> Bool {
            serversOwn[field.name] != nil || (field.name == .connection && field.value.lowercased() == "keep-alive")
        }

        /// The fields compared: everything but ``serversOwn`` and `Connection: keep-alive`, in order, names as the
        /// server wrote them.
        static func compared(_ answer: TestAnswer) -> [String] {
            answer.headers.filter { !isServersOwn($0) }.map { "\($0.name.rawName): \($0.value)" }
        }

        /// Endpoints that answer every status: at the root, the test service's (signed requests, 1 KiB bodies, CORS
        /// for ``page``); under `/down`, the same with an idempotency store that fails; under `/busy`, one whose store
        /// holds a claim of another instance's. And the OpenAPI document.
        static func mount(_ service: TestService) throws -> EndpointMount {
            var endpoint = service.endpoint
            endpoint.allowedOrigins = [try WebOrigin(page)]
            var down = service.endpoint
            down.idempotency = FailingStore(
                failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock),
                notReady: true)
            let claimed = InMemoryIdempotencyStore(lease: .seconds(60), clock: service.clock)
            _ = try claimed.claim(delivery: TestService.body(id: "n-busy"), principal: Principal("hmac:default"))
            var busy = service.endpoint
            busy.idempotency = claimed
            return EndpointMount(endpoint, openAPI: true).adding(down, at: "down").adding(busy, at: "busy")
        }

        /// The requests, in order: each status the endpoint gives, its preflights, its GETs.
        static let exchanges: [Exchange] = {
            let timeRemaining = HTTPField.Name(ActionResponseEndpoint.timeRemainingHeader)!
            let key = HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!
            let path = ActionResponseEndpoint.path
            return [
                .delivery("200", TestService.body(id: "n-1")),
                .delivery("200, replayed", TestService.body(id: "n-1")),
                .delivery("200 to an allowed origin", TestService.body(id: "n-cors"), extra: [.origin: page]),
                .delivery("200 with a key", TestService.body(id: "n-keyed"), key: "order-1"),
                .delivery("400: not JSON", Array("{not json".utf8)),
                .delivery("400: a missing member", Array(#"{"category":"INVITE","action":"ACCEPT"}"#.utf8)),
                .delivery(
                    "400: a key over 255 bytes", TestService.body(id: "n-400"),
                    extra: [key: String(repeating: "k", count: 256)]),
                .delivery("400: a bad time budget", TestService.body(id: "n-400"), extra: [timeRemaining: "soon"]),
                Exchange(
                    "401: unsigned", .post, path, headers: [.contentType: "application/json"],
                    body: TestService.body(id: "n-401")),
                .delivery("401: stale", TestService.body(id: "n-401"), timestamp: TestService.now - 301),
                .delivery("401 to an allowed origin", Array("x".utf8), timestamp: 0, extra: [.origin: page]),
                Exchange("405: GET on the delivery path", .get, path),
                Exchange("405 to an allowed origin", .get, path, headers: [.origin: page]),
                Exchange("405: DELETE /health", .delete, ActionResponseEndpoint.healthPath),
                Exchange("405: PUT /ready", .put, ActionResponseEndpoint.readinessPath, body: Array("{}".utf8)),
                Exchange("405: HEAD on the delivery path", .head, path),
                .delivery(
                    "409: claimed elsewhere, no time to wait", TestService.body(id: "n-busy"), under: "/busy",
                    extra: [timeRemaining: "200"]),
                .delivery("410: retired", TestService.body(action: "MAYBE", id: "n-410")),
                .delivery("413: over maxBodySize", [UInt8](repeating: UInt8(ascii: " "), count: 4096)),
                .delivery("422: unroutable", TestService.body(category: "INVITES", id: "n-422")),
                .delivery("422: rejected", TestService.body(action: "REPLY", id: "n-422")),
                .delivery("422: a key reused", TestService.body(id: "n-other"), key: "order-1"),
                .delivery("500: the handler failed", TestService.body(action: "DECLINE", id: "n-500")),
                .delivery("503: the store is down", TestService.body(id: "n-503"), under: "/down"),
                Exchange(
                    "204: preflight granted", .options, path,
                    headers: [
                        .origin: page, .accessControlRequestMethod: "POST",
                        .accessControlRequestHeaders: "authorization, content-type",
                    ]),
                Exchange(
                    "403: preflight from another origin", .options, path,
                    headers: [.origin: "https://evil.example", .accessControlRequestMethod: "POST"]),
                Exchange(
                    "403: preflight for a header not allowed", .options, path,
                    headers: [
                        .origin: page, .accessControlRequestMethod: "POST", .accessControlRequestHeaders: "cookie",
                    ]
                ),
                Exchange("405: OPTIONS without Origin", .options, path),
                Exchange("GET /health", .get, ActionResponseEndpoint.healthPath),
                Exchange("HEAD /health", .head, ActionResponseEndpoint.healthPath),
                Exchange("GET /ready", .get, ActionResponseEndpoint.readinessPath),
                Exchange("GET /ready, the store down", .get, "/down" + ActionResponseEndpoint.readinessPath),
                Exchange("GET /health?probe=1", .get, ActionResponseEndpoint.healthPath + "?probe=1"),
                Exchange("GET /openapi.json", .get, ActionResponseEndpoint.openAPIPath),
                Exchange("405: POST /openapi.json", .post, ActionResponseEndpoint.openAPIPath, body: []),
            ]
        }()

        /// Every exchange's answer from a fresh service on `adapter`, live.
        static func answers(_ adapter: Adapter) async throws -> [TestAnswer] {
            let service = try TestService(maxBodySize: 1024)
            return try await adapter.test(try mount(service), .live) { client in
                var answers: [TestAnswer] = []
                for exchange in exchanges {
                    answers.append(
                        try await client.execute(
                            uri: exchange.uri, method: exchange.method, headers: exchange.headers,
                            body: exchange.body.map { ByteBuffer(bytes: $0) }))
                }
                return answers
            }
        }

        @Test("Hummingbird and Vapor answer the same requests with the same status, body and endpoint headers")
        func sameAnswers() async throws {
            let hummingbird = try await Self.answers(.hummingbird)
            let vapor = try await Self.answers(.vapor)
            try #require(hummingbird.count == Self.exchanges.count && vapor.count == Self.exchanges.count)
            var statuses: Set<Int> = []
            for (index, exchange) in Self.exchanges.enumerated() {
                let (one, other) = (hummingbird[index], vapor[index])
                #expect(one.status.code == other.status.code, "\(exchange.name)")
                #expect(one.status.reasonPhrase == other.status.reasonPhrase, "\(exchange.name)")
                #expect(one.body == other.body, "\(exchange.name): \(one.text) / \(other.text)")
                #expect(
                    Self.compared(one) == Self.compared(other),
                    "\(exchange.name): \(Self.compared(one)) / \(Self.compared(other))")
                statuses.insert(one.status.code)
            }
            // The set covers what it says it does.
            #expect(statuses.isSuperset(of: [200, 204, 400, 401, 403, 405, 409, 410, 413, 422, 500, 503]))
        }

        @Test(
            "a HEAD request is answered with the head alone: no body on the wire, the connection kept",
            arguments: Adapter.allCases)
        func headHasNoBody(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let port = try #require(client.port)
                for path in [ActionResponseEndpoint.healthPath, ActionResponseEndpoint.path] {
                    // HEAD, then GET /health on the same connection: a body after the HEAD's head would come before
                    // the second status line.
                    let connection = try RawConnection(port: port)
                    let raw = try await connection.exchange(
                        Array(
                            ("HEAD \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n"
                                + "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").utf8))
                    let parts = raw.components(separatedBy: "\r\n\r\n")
                    #expect(parts.first?.hasPrefix("HTTP/1.1 405") == true, "\(raw)")
                    #expect(parts.count == 3 && parts[1].hasPrefix("HTTP/1.1 200"), "HEAD \(path): \(raw)")
                    #expect(parts.last == #"{"status":"ok"}"#, "\(raw)")
                }
            }
        }

        @Test("a body that does not arrive in time: the same 408 on both, and the connection closed after it")
        func readTimeout() async throws {
            var answers: [Adapter: TestAnswer] = [:]
            for adapter in Adapter.allCases {
                let service = try TestService()
                var endpoint = service.endpoint
                endpoint.readTimeout = .seconds(10)
                answers[adapter] = try await adapter.test(endpoint, .live) { client in
                    let connection = try RawConnection(port: try #require(client.port))
                    let body = TestService.body(id: "n-408")
                    var head = "POST \(ActionResponseEndpoint.path) HTTP/1.1\r\nHost: localhost\r\n"
                    head += "Content-Length: \(body.count)\r\n"
                    for field in TestService.signed(body) { head += "\(field.name.rawName): \(field.value)\r\n" }
                    try connection.send(Array((head + "\r\n").utf8) + body.prefix(5))
                    await service.clock.sleepers(atLeast: 1)
                    service.clock.advance(by: .seconds(10))
                    // Read to the end: the server closed the connection.
                    return try TestAnswer(raw: await connection.readToEnd())
                }
            }
            let hummingbird = try #require(answers[.hummingbird])
            let vapor = try #require(answers[.vapor])
            #expect(hummingbird.status == .requestTimeout)
            #expect(vapor.status == hummingbird.status)
            #expect(vapor.body == hummingbird.body)
            #expect(Self.compared(vapor) == Self.compared(hummingbird))
            #expect(hummingbird.headers[values: .connection] == ["close"])
        }
    }
#endif
