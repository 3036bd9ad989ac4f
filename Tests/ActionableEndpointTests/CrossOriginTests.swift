#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableTesting
    import HTTPTypes
    import NIOCore
    import Testing

    @testable import ActionableRuntime

    /// CORS on the endpoint (`ActionResponseEndpoint.allowedOrigins`): the configured origins only, a preflight's grant
    /// or its 403, the headers that let an allowed page read every answer, and nothing at all for anyone else.
    @Suite struct CrossOriginTests {
        static let page = "http://127.0.0.1:8081"
        static let path = ActionResponseEndpoint.path

        /// The test service's endpoint allowing `origins`.
        static func endpoint(
            allowing origins: [String] = [page], _ service: TestService? = nil
        ) throws -> ActionResponseEndpoint {
            var endpoint = try (service ?? TestService()).endpoint
            endpoint.allowedOrigins = try origins.map { try WebOrigin($0) }
            return endpoint
        }

        @Test("the article's example lets that origin's page call the endpoint", arguments: Adapter.allCases)
        func articleExample(adapter: Adapter) async throws {
            var endpoint = try TestService().endpoint
            // doc:cors-example:begin
            // serve --cors-origin https://app.example.com
            endpoint.allowedOrigins = [try WebOrigin("https://app.example.com")]
            // doc:cors-example:end
            let granted = try await Self.preflight(adapter, to: endpoint, from: "https://app.example.com")
            #expect(granted.status == .noContent)
            #expect(Self.corsFields(granted)["access-control-allow-origin"] == "https://app.example.com")
        }

        /// A preflight on `adapter` for a POST from `origin` asking for `headers` (the Access-Control-Request-Headers
        /// value).
        static func preflight(
            _ adapter: Adapter, to endpoint: ActionResponseEndpoint, from origin: String?, method: String = "POST",
            headers: String? = nil
        ) async throws -> TestAnswer {
            var fields: HTTPFields = [.accessControlRequestMethod: method]
            if let origin { fields[.origin] = origin }
            if let headers { fields[.accessControlRequestHeaders] = headers }
            let request = fields
            return try await adapter.test(endpoint) { client in
                try await client.execute(uri: path, method: .options, headers: request)
            }
        }

        /// Every `Access-Control-*` field of `answer`, and `Vary`.
        static func corsFields(_ answer: TestAnswer) -> [String: String] {
            var fields: [String: String] = [:]
            for field in answer.headers
            where field.name.canonicalName.hasPrefix("access-control-") || field.name == .vary {
                fields[field.name.canonicalName] = field.value
            }
            return fields
        }

        static let granted: [String: String] = [
            "access-control-allow-origin": page, "vary": "Origin",
            "access-control-expose-headers": "Idempotent-Replayed, Retry-After",
        ]

        // MARK: - Origins, as configured

        @Test(
            "an origin is normalised as browsers serialise it: lower-case scheme and host, no default port",
            arguments: [
                ("http://127.0.0.1:8081", "http://127.0.0.1:8081"),
                ("HTTPS://App.Example.COM:443", "https://app.example.com"),
                ("http://localhost:80", "http://localhost"), ("https://example.com:80", "https://example.com:80"),
                ("http://Example.com:8443", "http://example.com:8443"), ("http://[::1]:8080", "http://[::1]:8080"),
                ("https://[FE80::1]", "https://[fe80::1]"),
                ("https://xn--bcher-kva.example", "https://xn--bcher-kva.example"),
            ])
        func normalised(text: String, origin: String) throws {
            #expect(try WebOrigin(text).description == origin)
            #expect(try WebOrigin(text) == WebOrigin(origin))
        }

        @Test(
            "a malformed origin is refused when it is configured, saying why",
            arguments: [
                ("*", "'*' is not an origin: a wildcard is never allowed: list each origin"),
                (
                    "null",
                    "'null' is not an origin: 'null' is the origin of sandboxed frames and local files, which any page can "
                        + "take on"
                ),
                ("127.0.0.1:8081", "'127.0.0.1:8081' is not an origin: write it as scheme://host[:port]"),
                ("ftp://example.com", "'ftp://example.com' is not an origin: the scheme is http or https, not 'ftp'"),
                (
                    "https://app.example.com/",
                    "'https://app.example.com/' is not an origin: an origin has no path, query or fragment (a trailing '/' "
                        + "included): write scheme://host[:port]"
                ),
                (
                    "https://user@app.example.com",
                    "'https://user@app.example.com' is not an origin: an origin has no user name or password"
                ),
                ("https://", "'https://' is not an origin: the host is missing"),
                ("https://:8080", "'https://:8080' is not an origin: the host is missing"),
                (
                    "http://127.0.0.1:8081.evil.test",
                    "'http://127.0.0.1:8081.evil.test' is not an origin: the port is a number from 1 to 65535, not "
                        + "'8081.evil.test'"
                ),
                (
                    "http://a.test:0",
                    "'http://a.test:0' is not an origin: the port is a number from 1 to 65535, not '0'"
                ),
                ("http://a.test:", "'http://a.test:' is not an origin: the port is a number from 1 to 65535, not ''"),
                (
                    "https://bücher.example",
                    "'https://bücher.example' is not an origin: write the host in ASCII, as browsers send it (an "
                        + "internationalised name as xn--…)"
                ),
                (
                    "https://a b.example",
                    "'https://a b.example' is not an origin: the host holds only letters, digits, '-', '_' and '.'"
                ),
                ("http://[::1", "'http://[::1' is not an origin: the IPv6 address has no ']'"),
                ("http://[::1]x", "'http://[::1]x' is not an origin: only ':port' may follow the IPv6 address"),
            ])
        func malformedRefused(text: String, message: String) {
            let error = #expect(throws: InvalidOriginError.self) { try WebOrigin(text) }
            #expect(error?.origin == text)
            #expect(error?.description == message)
        }

        // MARK: - Preflight

        @Test(
            "a preflight from an allowed origin is granted POST and only the headers it asked for",
            arguments: Adapter.allCases)
        func preflightGranted(adapter: Adapter) async throws {
            let answer = try await Self.preflight(
                adapter, to: Self.endpoint(), from: Self.page, headers: "authorization,Content-Type, idempotency-key")
            #expect(answer.status == .noContent)
            #expect(answer.body.readableBytes == 0)
            #expect(
                Self.corsFields(answer) == [
                    "access-control-allow-origin": Self.page, "access-control-allow-methods": "POST",
                    "access-control-allow-headers": "authorization, content-type, idempotency-key",
                    "access-control-max-age": "600", "vary": "Origin",
                ])
            #expect(answer.headers[.accessControlAllowCredentials] == nil)
            #expect(answer.headers[.contentType] == nil)

            let everything = try await Self.preflight(
                adapter, to: Self.endpoint(), from: Self.page,
                headers: "x-request-id, actionable-time-remaining-ms, authorization, content-type, idempotency-key")
            #expect(everything.status == .noContent)
            #expect(
                everything.headers[.accessControlAllowHeaders]
                    == "x-request-id, actionable-time-remaining-ms, authorization, content-type, idempotency-key")
            let bare = try await Self.preflight(adapter, to: Self.endpoint(), from: Self.page)
            #expect(bare.status == .noContent)
            #expect(bare.headers[.accessControlAllowHeaders] == nil, "nothing asked, nothing granted")
        }

        @Test("a preflight from an origin not allowed is refused with 403 and no grant", arguments: Adapter.allCases)
        func preflightFromAnotherOrigin(adapter: Adapter) async throws {
            for origin in ["https://evil.test", "null", "http://127.0.0.1:8081.evil.test", "http://127.0.0.1:8082"] {
                let answer = try await Self.preflight(
                    adapter, to: Self.endpoint(), from: origin, headers: "authorization")
                #expect(answer.status == .forbidden, "\(origin)")
                #expect(Self.corsFields(answer).isEmpty, "\(origin): \(Self.corsFields(answer))")
                #expect(json(answer)["error"] as? String == "origin-not-allowed")
                #expect(
                    answerMessage(answer)
                        == "the origin '\(origin)' may not call this endpoint from a browser; the service lists the "
                        + "origins it allows")
            }
        }

        @Test("a preflight asking for a header or a method not allowed gets no grant", arguments: Adapter.allCases)
        func preflightAskingTooMuch(adapter: Adapter) async throws {
            let header = try await Self.preflight(
                adapter, to: Self.endpoint(), from: Self.page, headers: "authorization, x-actionable-signature, cookie")
            #expect(header.status == .forbidden)
            #expect(Self.corsFields(header).isEmpty)
            #expect(json(header)["error"] as? String == "header-not-allowed")
            #expect(
                answerMessage(header)
                    == "a browser may not send 'x-actionable-signature', 'cookie' here; it may send "
                    + "actionable-time-remaining-ms, authorization, content-type, idempotency-key, x-request-id")
            for method in ["PUT", "DELETE", "post", "GET"] {
                let answer = try await Self.preflight(adapter, to: Self.endpoint(), from: Self.page, method: method)
                #expect(answer.status == .forbidden, "\(method)")
                #expect(Self.corsFields(answer).isEmpty)
                #expect(json(answer)["error"] as? String == "method-not-allowed")
            }
        }

        @Test("without configured origins, or without Origin, OPTIONS keeps its 405", arguments: Adapter.allCases)
        func optionsWithoutCORS(adapter: Adapter) async throws {
            let unconfigured = try await Self.preflight(adapter, to: TestService().endpoint, from: Self.page)
            let noOrigin = try await Self.preflight(adapter, to: Self.endpoint(), from: nil)
            let plain = try await adapter.test(Self.endpoint()) { client in
                try await client.execute(uri: Self.path, method: .options, headers: [.origin: "https://evil.test"])
            }
            for answer in [unconfigured, noOrigin, plain] {
                #expect(answer.status == .methodNotAllowed)
                #expect(answer.headers[.allow] == "POST")
                #expect(Self.corsFields(answer).isEmpty)
                #expect(answerMessage(answer) == "/v1/action-responses takes POST, not OPTIONS")
            }
        }

        // MARK: - Answers

        /// A delivery on `adapter` of `body` to `endpoint` from `origin` (none when `nil`), signed unless `signed` is
        /// false.
        static func deliver(
            _ adapter: Adapter, _ body: [UInt8], to endpoint: ActionResponseEndpoint, from origin: String?,
            signed: Bool = true
        ) async throws -> TestAnswer {
            var headers = signed ? TestService.signed(body) : HTTPFields()
            if let origin { headers[.origin] = origin }
            let request = headers
            return try await adapter.test(endpoint) { client in
                try await client.postJSON(body, headers: request)
            }
        }

        /// Endpoints that answer 200, 401, 422 and 503, each allowing ``page``.
        static func answering() throws -> [(HTTPResponse.Status, ActionResponseEndpoint, [UInt8], Bool)] {
            let service = try TestService()
            var storeDown = try endpoint()
            storeDown.idempotency = FailingStore(
                failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock))
            return [
                (.ok, try endpoint(), TestService.body(id: "n-cors"), true),
                (.unauthorized, try endpoint(), TestService.body(id: "n-cors"), false),
                (.unprocessableContent, try endpoint(), TestService.body(category: "INVITES", id: "n-cors"), true),
                (.serviceUnavailable, storeDown, TestService.body(id: "n-cors"), true),
                (.badRequest, try endpoint(), Array("{not json".utf8), true),
            ]
        }

        @Test(
            "every answer to an allowed origin carries Access-Control-Allow-Origin, Vary and Expose-Headers",
            arguments: Adapter.allCases)
        func allowedOriginReadsEveryAnswer(adapter: Adapter) async throws {
            for (status, endpoint, body, signed) in try Self.answering() {
                let answer = try await Self.deliver(adapter, body, to: endpoint, from: Self.page, signed: signed)
                #expect(answer.status == status)
                #expect(Self.corsFields(answer) == Self.granted, "\(status)")
                #expect(answer.headers[.accessControlAllowCredentials] == nil)
            }
            let other = try await adapter.test(Self.endpoint()) { client in
                try await client.execute(uri: Self.path, method: .get, headers: [.origin: Self.page])
            }
            #expect(other.status == .methodNotAllowed)
            #expect(Self.corsFields(other) == Self.granted, "a 405 too: the page can read why")
        }

        @Test(
            "an origin not allowed gets no CORS header, and otherwise the same answer as a request without Origin",
            arguments: Adapter.allCases)
        func otherOriginsGetNothing(adapter: Adapter) async throws {
            let lookalikes = [
                "https://evil.test", "null", "http://127.0.0.1:8081.evil.test", "http://127.0.0.1.evil.test:8081",
                "http://evil.test/http://127.0.0.1:8081", "http://127.0.0.1:80810", "http://127.0.0.1:808",
                "https://127.0.0.1:8081", "http://127.0.0.1", "http://127.0.0.1:8081/", "*", "",
                "http://127.0.0.1:8081, https://evil.test",
            ]
            for origin in lookalikes {
                // Fresh endpoints for each: a stored answer replayed would differ by its Idempotent-Replayed.
                for ((status, endpoint, body, signed), (_, twin, _, _)) in zip(
                    try Self.answering(), try Self.answering())
                {
                    let answer = try await Self.deliver(adapter, body, to: endpoint, from: origin, signed: signed)
                    let plain = try await Self.deliver(adapter, body, to: twin, from: nil, signed: signed)
                    #expect(answer.status == status, "\(origin)")
                    #expect(Self.corsFields(answer).isEmpty, "\(status) to \(origin): \(Self.corsFields(answer))")
                    #expect(Array(answer.headers) == Array(plain.headers), "\(status) to \(origin)")
                    #expect(answer.body == plain.body, "\(status) to \(origin)")
                }
            }
        }

        @Test("two Origin headers are no origin", arguments: Adapter.allCases)
        func twoOrigins(adapter: Adapter) async throws {
            let body = TestService.body(id: "n-two")
            var headers = TestService.signed(body)
            headers.append(HTTPField(name: .origin, value: Self.page))
            headers.append(HTTPField(name: .origin, value: Self.page))
            let request = headers
            let answer = try await adapter.test(Self.endpoint()) { client in
                try await client.postJSON(body, headers: request)
            }
            #expect(answer.status == .ok)
            #expect(Self.corsFields(answer).isEmpty)
        }

        @Test(
            "a request without Origin is answered byte for byte as by an endpoint without origins",
            arguments: Adapter.allCases)
        func withoutOriginUnchanged(adapter: Adapter) async throws {
            for ((status, configured, body, signed), (_, twin, _, _)) in zip(try Self.answering(), try Self.answering())
            {
                let answer = try await Self.deliver(adapter, body, to: configured, from: nil, signed: signed)
                let plain = try await Self.deliver(
                    adapter, body, to: Self.withoutOrigins(twin), from: nil, signed: signed)
                #expect(answer.status == status)
                #expect(answer.status == plain.status)
                #expect(Array(answer.headers) == Array(plain.headers), "\(status)")
                #expect(answer.body == plain.body, "\(status)")
            }
        }

        static func withoutOrigins(_ endpoint: ActionResponseEndpoint) -> ActionResponseEndpoint {
            var endpoint = endpoint
            endpoint.allowedOrigins = []
            return endpoint
        }

        @Test(
            "a configured origin written with capitals and its default port matches what the browser sends",
            arguments: Adapter.allCases)
        func normalisedMatch(adapter: Adapter) async throws {
            let endpoint = try Self.endpoint(allowing: ["HTTPS://App.Example.COM:443", "http://LOCALHOST:80"])
            for (sent, echoed) in [
                ("https://app.example.com", "https://app.example.com"), ("http://localhost", "http://localhost"),
                ("https://APP.example.com:443", "https://app.example.com"),
            ] {
                let answer = try await Self.deliver(
                    adapter, TestService.body(id: "n-\(sent)"), to: endpoint, from: sent)
                #expect(answer.headers[.accessControlAllowOrigin] == echoed, "\(sent)")
                let preflight = try await Self.preflight(adapter, to: endpoint, from: sent, headers: "authorization")
                #expect(preflight.status == .noContent)
                #expect(preflight.headers[.accessControlAllowOrigin] == echoed, "\(sent)")
            }
            let otherPort = try await Self.deliver(
                adapter, TestService.body(), to: endpoint, from: "https://app.example.com:8443")
            #expect(Self.corsFields(otherPort).isEmpty)
        }

        @Test("no answer ever says '*' or allows credentials", arguments: Adapter.allCases)
        func neverAWildcard(adapter: Adapter) async throws {
            let endpoint = try Self.endpoint(allowing: [Self.page, "https://app.example.com"])
            var answers: [TestAnswer] = []
            for origin in [Self.page, "https://app.example.com", "https://evil.test", "null", "*"] {
                answers.append(
                    try await Self.deliver(adapter, TestService.body(id: "n-\(origin)"), to: endpoint, from: origin))
                answers.append(try await Self.preflight(adapter, to: endpoint, from: origin, headers: "authorization"))
                answers.append(try await Self.preflight(adapter, to: endpoint, from: origin, headers: "*"))
            }
            for answer in answers {
                for field in answer.headers {
                    #expect(field.value != "*" && !field.value.contains("*"), "\(field)")
                }
                #expect(answer.headers[.accessControlAllowCredentials] == nil)
            }
        }
    }
#endif
