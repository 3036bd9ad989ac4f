#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableRuntime
    import ActionableTesting
    import Foundation
    import HTTPTypes
    import NIOCore
    import Testing

    #if canImport(Glibc)
        import Glibc
    #endif

    /// Each user authenticates with a token of their own and is their own principal: the docs'
    /// `UserTokenAuthenticator`, with the sessions in a dictionary.
    struct TwoUsers: RequestAuthenticator {
        static let alice = "token-of-alice"
        static let bob = "token-of-bob"
        var hasBackend: Bool { false }

        func authenticate(head: HTTPRequest, at now: Date) throws -> Principal {
            switch head.headerFields[.authorization] {
            case "Bearer \(Self.alice)": Principal("user:alice")
            case "Bearer \(Self.bob)": Principal("user:bob")
            default: throw AuthenticationFailure("the bearer token is not valid")
            }
        }

        static func headers(_ token: String, key: String? = nil) -> HTTPFields {
            var headers: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
            if let key { headers[HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!] = key }
            return headers
        }
    }

    /// The attacks of issue 48, each over real sockets against a live server: another principal's key, a captured
    /// signed request replayed under a fresh key or on another route, a key reused with another body, a flood of fresh
    /// keys before a genuine retry, and a client that sends its request slowly.
    @Suite struct IdempotencyAttackTests {
        static let replayed = HTTPField.Name(ActionResponseEndpoint.replayedHeader)!

        @Test(
            "another principal's key is its own delivery: it neither reads nor pre-empts the first principal's answer",
            arguments: Adapter.allCases)
        func twoPrincipals(adapter: Adapter) async throws {
            let service = try TestService(authenticator: TwoUsers())
            try await adapter.test(service.endpoint, .live) { client in
                let alices = TestService.body(id: "n-alice")
                let first = try await client.postJSON(alices, headers: TwoUsers.headers(TwoUsers.alice, key: "tap:1"))
                #expect(first.status == .ok)
                #expect(json(first)["message"] as? String == "accepted n-alice")

                // Bob names Alice's key with a body of his own: his own delivery, his handler run, nothing of Alice's.
                let bobs = TestService.body(id: "n-bob")
                let other = try await client.postJSON(bobs, headers: TwoUsers.headers(TwoUsers.bob, key: "tap:1"))
                #expect(other.status == .ok)
                #expect(other.headers[Self.replayed] == nil)
                #expect(json(other)["message"] as? String == "accepted n-bob")
                // His key is bound to his body: Alice's body under it is refused, and her answer is never his.
                let copy = try await client.postJSON(alices, headers: TwoUsers.headers(TwoUsers.bob, key: "tap:1"))
                #expect(copy.status == .unprocessableContent, "his key tap:1 is bound to his first body")
                #expect(service.accepted == 2)

                // Bob claims the key Alice's next tap will use; her tap still runs her handler.
                let pre = try await client.postJSON(
                    TestService.body(id: "n-bob-2"), headers: TwoUsers.headers(TwoUsers.bob, key: "tap:n-2:ACCEPT"))
                #expect(pre.status == .ok)
                let real = try await client.postJSON(
                    TestService.body(id: "n-2"), headers: TwoUsers.headers(TwoUsers.alice, key: "tap:n-2:ACCEPT"))
                #expect(real.status == .ok)
                #expect(real.headers[Self.replayed] == nil)
                #expect(json(real)["message"] as? String == "accepted n-2")
                #expect(service.accepted == 4)

                // Alice's retry gets her first answer.
                let retry = try await client.postJSON(alices, headers: TwoUsers.headers(TwoUsers.alice, key: "tap:1"))
                #expect(retry.headers[Self.replayed] == "true")
                #expect(retry.body == first.body)
                #expect(service.accepted == 4)
            }
        }

        @Test(
            "a captured signed request sent again under a fresh key, without its key or to another route is refused",
            arguments: Adapter.allCases)
        func replayUnderFreshKey(adapter: Adapter) async throws {
            let service = try TestService()
            let mount = EndpointMount(service.endpoint).adding(service.endpoint, at: "other")
            try await adapter.test(mount, .live) { client in
                let body = TestService.body(id: "n-captured")
                let captured = TestService.signed(body, key: "tap:captured")
                let first = try await client.postJSON(body, headers: captured)
                #expect(first.status == .ok)
                #expect(service.accepted == 1)

                for fresh in ["tap:fresh-1", "tap:fresh-2", "tap:fresh-3"] {
                    var replay = captured
                    replay[HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!] = fresh
                    let answer = try await client.postJSON(body, headers: replay)
                    #expect(answer.status == .unauthorized, "\(fresh)")
                }
                var keyless = captured
                keyless[HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!] = nil
                let stripped = try await client.postJSON(body, headers: keyless)
                #expect(stripped.status == .unauthorized)
                let elsewhere = try await client.postJSON(body, to: "/other/v1/action-responses", headers: captured)
                #expect(elsewhere.status == .unauthorized)
                #expect(service.accepted == 1, "the handler ran once")

                // The same request, key and all, is the same delivery: its first answer, replayed.
                let same = try await client.postJSON(body, headers: captured)
                #expect(same.status == .ok)
                #expect(same.headers[Self.replayed] == "true")
                #expect(service.accepted == 1)
            }
        }

        @Test(
            "version 1 signatures are refused by default and accepted during a transition", arguments: Adapter.allCases)
        func versionOneTransition(adapter: Adapter) async throws {
            let body = TestService.body(id: "n-v1")
            let signer = RequestSigner(secret: TestService.secret)
            let headers: HTTPFields = [
                HTTPField.Name(RequestSigner.timestampHeader)!: "\(TestService.now)",
                HTTPField.Name(RequestSigner.signatureHeader)!: signer.signature(for: body, timestamp: TestService.now),
            ]
            let strict = try TestService()
            try await adapter.test(strict.endpoint, .live) { client in
                let answer = try await client.postJSON(body, headers: headers)
                #expect(answer.status == .unauthorized)
                #expect((json(answer)["message"] as? String)?.contains("v1 signatures are no longer accepted") == true)
            }
            let moving = try TestService(authentication: .hmac(secret: TestService.secret, acceptingV1: true))
            try await adapter.test(moving.endpoint, .live) { client in
                let answer = try await client.postJSON(body, headers: headers)
                #expect(answer.status == .ok)
            }
        }

        @Test("a secret shorter than 32 bytes is refused when the endpoint is made")
        func weakSecret() throws {
            let error = #expect(throws: WeakSecretError.self) {
                try TestService(authentication: .hmac(secret: Array("secret".utf8)))
            }
            #expect(error?.length == 6)
            #expect(error?.description.contains("at least 32") == true)
            #expect(throws: WeakSecretError.self) { try HMACAuthenticator(secret: [UInt8](repeating: 7, count: 31)) }
            #expect(throws: Never.self) { try HMACAuthenticator(secret: [UInt8](repeating: 7, count: 32)) }
        }

        @Test(
            "a key reused with another body is 422 and runs nothing; the first request's retry still gets its answer",
            arguments: Adapter.allCases)
        func reusedKey(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let body = TestService.body(id: "n-first")
                let first = try await client.postJSON(body, headers: TestService.signed(body, key: "order-7"))
                #expect(first.status == .ok)
                for other in [
                    TestService.body(id: "n-second"), TestService.body(action: "REPLY", id: "n-first", text: "hi"),
                ] {
                    let answer = try await client.postJSON(other, headers: TestService.signed(other, key: "order-7"))
                    #expect(answer.status == .unprocessableContent)
                    #expect(json(answer)["error"] as? String == "idempotency-key-reused")
                    #expect(answer.headers[Self.replayed] == nil)
                    #expect(!String(decoding: answer.body.readableBytesView, as: UTF8.self).contains("accepted"))
                }
                #expect(service.accepted == 1)
                let retry = try await client.postJSON(body, headers: TestService.signed(body, key: "order-7"))
                #expect(retry.headers[Self.replayed] == "true")
                #expect(retry.body == first.body)
            }
        }

        @Test(
            "a flood of fresh keys is refused with 503 and Retry-After; it evicts nothing, and the genuine retry replays",
            arguments: Adapter.allCases)
        func floodThenRetry(adapter: Adapter) async throws {
            let store = InMemoryIdempotencyStore(capacity: 50, clock: ManualClock())
            let service = try TestService(authenticator: TwoUsers(), idempotency: store)
            try await adapter.test(service.endpoint, .live) { client in
                let genuine = TestService.body(id: "n-genuine")
                let first = try await client.postJSON(
                    genuine, headers: TwoUsers.headers(TwoUsers.alice, key: "tap:genuine"))
                #expect(first.status == .ok)
                var statuses: [Int: Int] = [:]
                var retryAfter: Set<String> = []
                for index in 0..<80 {
                    let body = TestService.body(id: "n-flood-\(index)")
                    let answer = try await client.postJSON(
                        body, headers: TwoUsers.headers(TwoUsers.bob, key: "flood-\(index)"))
                    statuses[Int(answer.status.code), default: 0] += 1
                    if let value = answer.headers[.retryAfter] { retryAfter.insert(value) }
                }
                #expect(statuses == [200: 49, 503: 31])
                #expect(retryAfter == ["86400"], "until the oldest record expires")
                #expect(store.count == 50)

                let retry = try await client.postJSON(
                    genuine, headers: TwoUsers.headers(TwoUsers.alice, key: "tap:genuine"))
                #expect(retry.status == .ok)
                #expect(retry.headers[Self.replayed] == "true")
                #expect(retry.body == first.body)
                #expect(service.accepted == 50, "the genuine tap's handler ran once")
            }
        }

        @Test(
            "a per-principal quota refuses one caller's flood with 429 and leaves the others served",
            arguments: Adapter.allCases)
        func principalQuota(adapter: Adapter) async throws {
            let store = InMemoryIdempotencyStore(capacity: 1000, principalQuota: 10, clock: ManualClock())
            let service = try TestService(authenticator: TwoUsers(), idempotency: store)
            try await adapter.test(service.endpoint, .live) { client in
                var statuses: [Int] = []
                for index in 0..<12 {
                    let answer = try await client.postJSON(
                        TestService.body(id: "n-\(index)"), headers: TwoUsers.headers(TwoUsers.bob, key: "k-\(index)"))
                    statuses.append(Int(answer.status.code))
                    if index >= 10 { #expect(answer.headers[.retryAfter] == "86400") }
                }
                #expect(statuses == Array(repeating: 200, count: 10) + [429, 429])
                let alice = try await client.postJSON(
                    TestService.body(id: "n-alice"), headers: TwoUsers.headers(TwoUsers.alice, key: "k-0"))
                #expect(alice.status == .ok)
            }
        }

        @Test("an Idempotency-Key that is not UTF-8, or sent twice, is 400", arguments: Adapter.allCases)
        func invalidKey(adapter: Adapter) async throws {
            let service = try TestService(authenticator: TwoUsers())
            try await adapter.test(service.endpoint, .live) { client in
                let port = try #require(client.port)
                let body = TestService.body(id: "n-bytes")
                for key in [[0x74, 0x61, 0x70, 0xFF], [0x74, 0x61, 0x70, 0xC3]] as [[UInt8]] {
                    let answer = try await RawConnection(port: port).exchange(
                        Array(
                            "POST /v1/action-responses HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(TwoUsers.alice)\r\n"
                                .utf8)
                            + Array("Idempotency-Key: ".utf8) + key
                            + Array("\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body)
                    #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(40))")
                    #expect(answer.contains("not valid UTF-8"), "\(answer)")
                }
                var twice = TwoUsers.headers(TwoUsers.alice, key: "a")
                twice.append(HTTPField(name: HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!, value: "b"))
                let answer = try await client.postJSON(body, headers: twice)
                #expect(answer.status == .badRequest)
                #expect(service.accepted == 0)
            }
        }

        @Test(
            "a request head left half-sent is closed at the idle timeout; a trickling body is 408 at the read timeout",
            arguments: Adapter.allCases)
        func slowClient(adapter: Adapter) async throws {
            let service = try TestService(authenticator: TwoUsers())
            var endpoint = service.endpoint
            endpoint.readTimeout = .seconds(10)
            // Half a head, then silence: the server closes the connection (the read sees its end) at the idle timeout.
            try await adapter.test(EndpointMount(endpoint, idleTimeout: .milliseconds(300)), .live) { client in
                let stalled = try RawConnection(port: try #require(client.port))
                try stalled.send(Array("POST /v1/action-responses HTTP/1.1\r\nHost: x\r\n".utf8))
                #expect(try await stalled.readToEnd().isEmpty, "closed without an answer")
            }
            // A whole head and part of the body: on the endpoint's clock (manual here) the read timeout passes. No idle
            // timeout on this server, so only the read timeout can end it, however slow the machine.
            try await adapter.test(endpoint, .live) { client in
                let trickle = try RawConnection(port: try #require(client.port))
                try trickle.send(
                    Array(
                        ("POST /v1/action-responses HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(TwoUsers.alice)\r\n"
                            + "Content-Length: 100\r\n\r\n{\"cat").utf8))
                await service.clock.sleepers(atLeast: 1)
                service.clock.advance(by: .seconds(10))
                let answer = try await trickle.readToEnd()
                #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer.prefix(40))")
                #expect(answer.lowercased().contains("connection: close"))
            }
            #expect(service.accepted == 0)
        }
    }

    /// A blocking TCP connection to 127.0.0.1, for requests no HTTP client would send: half a head, bytes that are not
    /// UTF-8. Reads give up after 60 s of real time: a backstop only (the tests wait for the server's answer or close),
    /// far beyond what an answer takes alone, because in a full parallel run on a two-core machine the server's
    /// handlers wait for a thread behind other tests (10 s was hit there; see `RawHTTP`).
    struct RawConnection: Sendable {
        let fd: Int32

        init(port: Int) throws {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var timeout = timeval(tv_sec: 60, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard connected else { throw TestFailure(reason: "connect failed: \(errno)") }
        }

        func send(_ bytes: [UInt8]) throws {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
                guard written > 0 else { throw TestFailure(reason: "send failed: \(errno)") }
                offset += written
            }
        }

        /// Everything until the server closes the connection, as text; throws when 60 s pass first. The blocking reads
        /// run on a thread of their own: on the concurrency pool they would hold a thread the server's tasks need.
        func readToEnd() async throws -> String {
            let fd = fd
            return try await withCheckedThrowingContinuation { continuation in
                Thread {
                    defer { close(fd) }
                    var received: [UInt8] = []
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    while true {
                        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                        if count == 0 || (count < 0 && errno == ECONNRESET) {
                            return continuation.resume(returning: String(decoding: received, as: UTF8.self))
                        }
                        if count < 0 {
                            let error = errno
                            return continuation.resume(
                                throwing: TestFailure(
                                    reason: "no close within 60 s (errno \(error)); received "
                                        + "'\(String(decoding: received.prefix(200), as: UTF8.self))'"))
                        }
                        received += buffer[0..<count]
                    }
                }.start()
            }
        }

        func exchange(_ request: [UInt8]) async throws -> String {
            try send(request)
            return try await readToEnd()
        }
    }
#endif
