#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableRuntime
    import ActionableTesting
    import Foundation
    import HTTPTypes
    import Logging
    import NIOCore
    import Testing

    /// The service every endpoint test runs: an invitation with an accept that counts its runs, a decline that fails,
    /// a slow action that waits on a manual clock, and a text reply.
    final class TestService: Sendable {
        static let yaml = """
            categories:
              - identifier: INVITE
                actions:
                  - {identifier: ACCEPT, title: Accept}
                  - {identifier: DECLINE, title: Decline}
                  - {identifier: SLOW, title: Slow}
                  - {identifier: STUCK, title: Stuck}
                  - {identifier: REPLY, title: Reply, text-input: {button-title: Send}}
                retired-actions:
                  - {identifier: MAYBE, retired: 2026-03-01}
            """
        static let secret = Array("a shared secret of at least thirty-two bytes".utf8)
        /// The manual clock's wall-clock time when a test starts (its default origin).
        static let now = 1_795_253_400

        final class Counters: Sendable {
            let accepted = LockedValue(0)
            let slowStarted = LockedValue(0)
        }

        let counters = Counters()
        let clock = ManualClock()
        var accepted: Int { counters.accepted.withLock { $0 } }
        var slowStarted: Int { counters.slowStarted.withLock { $0 } }
        let endpoint: ActionResponseEndpoint

        init(
            authentication: Authentication = .hmac(secret: TestService.secret),
            authenticator: (any RequestAuthenticator)? = nil, idempotency: (any IdempotencyStore)? = nil,
            maxBodySize: Int = 16 * 1024
        ) throws {
            let registry = try CategoryLoader().load(yaml: Self.yaml, file: "service.yaml").validRegistry()
            var builder = ActionDispatcher.Builder(registry: registry, logger: LogRecorder().logger(level: .critical))
            builder.metricsFactory = nil
            builder.clock = clock
            builder.deadline = .seconds(10)
            let counters = counters
            let clock = clock
            builder.on("INVITE", "ACCEPT") { response in
                let run = counters.accepted.withLock { count in
                    count += 1
                    return count
                }
                return HandlerResult(
                    message: "accepted \(response.notificationIdentifier)", data: ["run": .number(Double(run))])
            }
            builder.on("INVITE", "DECLINE") { _ in throw TestFailure(reason: "database password is hunter2") }
            builder.on("INVITE", "SLOW") { _ in
                counters.slowStarted.withLock { $0 += 1 }
                try await clock.sleep(for: .seconds(5))
                return HandlerResult(message: "slow done")
            }
            builder.on("INVITE", "REPLY") { response in HandlerResult(message: response.userText) }
            builder.on("INVITE", "STUCK") { _ in
                try await clock.sleep(for: .seconds(3600))
                return .handled
            }
            endpoint = ActionResponseEndpoint(
                dispatcher: try builder.build(),
                authenticator: try authenticator ?? authentication.authenticator(),
                idempotency: idempotency ?? InMemoryIdempotencyStore(clock: clock),
                maxBodySize: maxBodySize
            )
        }

        static func body(
            category: String = "INVITE", action: String = "ACCEPT", id: String = "n-1", text: String? = nil
        )
            -> [UInt8]
        {
            var object: [String: String] = ["category": category, "action": action, "notification-id": id]
            if let text { object["user-text"] = text }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return Array((try? encoder.encode(object)) ?? Data())
        }

        /// Version 2 signature headers for a request with `body`, and its `Idempotency-Key` header when `key` is given.
        static func signed(
            _ body: [UInt8], timestamp: Int = TestService.now, key: String? = nil,
            path: String = ActionResponseEndpoint.path, method: String = "POST"
        ) -> HTTPFields {
            let signer = RequestSigner(secret: secret)
            var headers = HTTPFields()
            headers[HTTPField.Name(RequestSigner.timestampHeader)!] = "\(timestamp)"
            headers[HTTPField.Name(RequestSigner.signatureHeader)!] = signer.signature(
                method: method, path: path, idempotencyKey: key, body: body, timestamp: timestamp)
            if let key { headers[HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!] = key }
            headers[.contentType] = "application/json"
            return headers
        }
    }

    struct TestFailure: Error {
        let reason: String
    }

    extension AdapterClient {
        /// POSTs `body` to the action-response endpoint, signed with the test secret at the current time.
        @discardableResult
        func postSigned(_ body: [UInt8]) async throws -> TestAnswer {
            try await execute(
                uri: "/v1/action-responses", method: .post, headers: TestService.signed(body),
                body: ByteBuffer(bytes: body))
        }
    }

    /// An answer's body as a JSON object (empty when it is not one).
    func json(_ answer: TestAnswer) -> [String: Any] {
        guard
            let object = try? JSONSerialization.jsonObject(with: Data(answer.body.readableBytesView)) as? [String: Any]
        else { return [:] }
        return object
    }

    @Suite struct EndpointStatusTests {
        @Test("a signed response is dispatched: 200 with the outcome, and /health answers", arguments: Adapter.allCases)
        func completed(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let response = try await client.postSigned(TestService.body())
                #expect(response.status == .ok)
                let object = json(response)
                #expect(object["outcome"] as? String == "completed")
                #expect(object["message"] as? String == "accepted n-1")
                #expect(object["category"] as? String == "INVITE")
                #expect(response.headers[.contentType] == "application/json")
                let health = try await client.execute(uri: "/health", method: .get)
                #expect(health.status == .ok)
                #expect(json(health)["status"] as? String == "ok")
            }
        }

        @Test("malformed JSON and missing fields are 400, naming the field", arguments: Adapter.allCases)
        func badRequests(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let garbage = try await client.postSigned(Array("{not json".utf8))
                #expect(garbage.status == .badRequest)
                // Where it stops being JSON, and why.
                let message = json(garbage)["message"] as? String ?? ""
                #expect(message.hasPrefix("the body is not valid JSON: 1:"), "\(message)")
                let missing = try await client.postSigned(Array(#"{"category": "INVITE", "action": "ACCEPT"}"#.utf8))
                #expect(missing.status == .badRequest)
                #expect(json(missing)["message"] as? String == "missing field 'notification-id'")
                let wrongType = try await client.postSigned(
                    Array(#"{"category": 3, "action": "ACCEPT", "notification-id": "n"}"#.utf8))
                #expect(wrongType.status == .badRequest)
                #expect(json(wrongType)["message"] as? String == "field 'category' has the wrong type")
            }
        }

        @Test(
            "an undeclared category or action is 422 with the identifiers; contradicting text too",
            arguments: Adapter.allCases)
        func unprocessable(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let unknown = try await client.postSigned(TestService.body(category: "INVITES", id: "n-2"))
                #expect(unknown.status == .unprocessableContent)
                let object = json(unknown)
                #expect(object["outcome"] as? String == "unroutable")
                #expect(object["category"] as? String == "INVITES")
                #expect((object["message"] as? String)?.contains("did you mean 'INVITE'") == true)
                let noText = try await client.postSigned(TestService.body(action: "REPLY", id: "n-3"))
                #expect(noText.status == .unprocessableContent)
                #expect(json(noText)["outcome"] as? String == "rejected")
            }
        }

        @Test(
            "a retired action is 410 Gone with the retired outcome: old app versions need not retry",
            arguments: Adapter.allCases)
        func retired(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let response = try await client.postSigned(TestService.body(action: "MAYBE", id: "n-retired"))
                #expect(response.status == .gone)
                let object = json(response)
                #expect(object["outcome"] as? String == "retired")
                #expect(object["message"] as? String == "action 'MAYBE' of category 'INVITE' was retired (2026-03-01)")
            }
        }

        @Test(
            "a handler that fails is 500 without its internals; one past its deadline is 504",
            arguments: Adapter.allCases)
        func failedAndTimedOut(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let declined = try await client.postSigned(TestService.body(action: "DECLINE", id: "n-4"))
                #expect(declined.status == .internalServerError)
                #expect(!declined.text.contains("hunter2"))
                #expect(json(declined)["message"] as? String == "the handler failed")
                async let answer = client.postSigned(TestService.body(action: "STUCK", id: "n-5"))
                await service.clock.sleepers(atLeast: 2)  // the handler's wait and the dispatch deadline
                service.clock.advance(by: .seconds(10))
                let response = try await answer
                #expect(response.status == .gatewayTimeout)
                #expect(json(response)["outcome"] as? String == "timed-out")
            }
        }

        @Test("a body over the limit is 413, with or without a declared length", arguments: Adapter.allCases)
        func tooLarge(adapter: Adapter) async throws {
            let service = try TestService(maxBodySize: 1024)
            try await adapter.test(service.endpoint, .live) { client in
                let response = try await client.postSigned([UInt8](repeating: UInt8(ascii: " "), count: 4096))
                #expect(response.status == .contentTooLarge)
                #expect(json(response)["error"] as? String == "payload-too-large")
            }
        }
    }

    @Suite struct EndpointAuthenticationTests {
        static func status(
            _ headers: HTTPFields, body: [UInt8], service: TestService, adapter: Adapter
        ) async throws -> (HTTPResponse.Status, String?) {
            try await adapter.test(service.endpoint, .live) { client in
                let response = try await client.execute(
                    uri: "/v1/action-responses", method: .post, headers: headers, body: ByteBuffer(bytes: body))
                return (response.status, json(response)["message"] as? String)
            }
        }

        @Test("bad, stale, future and missing signatures are 401 with the reason", arguments: Adapter.allCases)
        func signatures(adapter: Adapter) async throws {
            let service = try TestService()
            let body = TestService.body()
            var tampered = TestService.signed(body)
            tampered[HTTPField.Name(RequestSigner.signatureHeader)!] =
                TestService.signed(Array("other".utf8))[HTTPField.Name(RequestSigner.signatureHeader)!]
            let cases: [(HTTPFields, String)] = [
                (tampered, "the signature does not match the method, path, Idempotency-Key, body and timestamp"),
                (
                    TestService.signed(body, timestamp: TestService.now - 301),
                    "the timestamp is older than the replay window; sign the request again"
                ),
                (
                    TestService.signed(body, timestamp: TestService.now + 301),
                    "the timestamp is ahead of the server's clock by more than the replay window"
                ),
                ([.contentType: "application/json"], "missing X-Actionable-Timestamp header (seconds since 1970)"),
            ]
            for (headers, message) in cases {
                let (status, reason) = try await Self.status(headers, body: body, service: service, adapter: adapter)
                #expect(status == .unauthorized)
                #expect(reason == message)
            }
            let (status, _) = try await Self.status(
                TestService.signed(body, timestamp: TestService.now + 299), body: body, service: service,
                adapter: adapter)
            #expect(status == .ok, "inside the window, in either direction")
            #expect(service.accepted == 1, "refused requests never reach the handler")
        }

        @Test("bearer tokens are checked, and a wrong one is 401", arguments: Adapter.allCases)
        func bearer(adapter: Adapter) async throws {
            let service = try TestService(authentication: .bearer(token: "s3cret-token"))
            let body = TestService.body()
            let (good, _) = try await Self.status(
                [.authorization: "Bearer s3cret-token"], body: body, service: service, adapter: adapter)
            #expect(good == .ok)
            let (bad, reason) = try await Self.status(
                [.authorization: "Bearer s3cret-tokem"], body: body, service: service, adapter: adapter)
            #expect(bad == .unauthorized)
            #expect(reason == "the bearer token is not valid")
            #expect(!Authentication.bearer(token: "s3cret-token").description.contains("s3cret"))
        }
    }

    @Suite struct EndpointIdempotencyTests {
        @Test("a repeated delivery runs its handler once and gets the first answer", arguments: Adapter.allCases)
        func repeated(adapter: Adapter) async throws {
            let service = try TestService()
            try await adapter.test(service.endpoint, .live) { client in
                let body = TestService.body(id: "n-10")
                var answers: [String] = []
                for _ in 0..<3 {
                    let response = try await client.postSigned(body)
                    #expect(response.status == .ok)
                    answers.append(response.text)
                }
                #expect(Set(answers).count == 1)
                let keyed = TestService.signed(TestService.body(id: "n-11"), key: "order-42")
                let other = TestService.body(id: "n-11")
                for _ in 0..<2 {
                    let response = try await client.execute(
                        uri: "/v1/action-responses", method: .post, headers: keyed, body: ByteBuffer(bytes: other))
                    #expect(response.status == .ok)
                }
            }
            #expect(service.accepted == 2)
        }

        @Test(
            "50 concurrent duplicate deliveries run the handler once; all get its answer", arguments: Adapter.allCases)
        func concurrentDuplicates(adapter: Adapter) async throws {
            let service = try TestService()
            // In memory, each request runs in a task of its own; live, they would go over one HTTP/1.1 connection,
            // where the server handles them one after the other and no duplicate would ever wait.
            try await adapter.test(service.endpoint, .inMemory) { client in
                let body = TestService.body(action: "SLOW", id: "n-20")
                let headers = TestService.signed(body)
                let answers = try await withThrowingTaskGroup(of: (HTTPResponse.Status, String).self) { group in
                    for _ in 0..<50 {
                        group.addTask {
                            let response = try await client.execute(
                                uri: "/v1/action-responses", method: .post, headers: headers,
                                body: ByteBuffer(bytes: body))
                            return (response.status, response.text)
                        }
                    }
                    // The first delivery's handler waits on the manual clock (its sleep and its deadline); each of the
                    // 49 duplicates waits for its answer with a timeout on the same clock. Once all 51 wait, finish it.
                    await service.clock.sleepers(atLeast: 2 + 49)
                    service.clock.advance(by: .seconds(5))
                    var all: [(HTTPResponse.Status, String)] = []
                    for try await answer in group { all.append(answer) }
                    return all
                }
                #expect(answers.count == 50)
                #expect(answers.allSatisfy { $0.0 == .ok })
                #expect(Set(answers.map(\.1)).count == 1)
            }
            #expect(service.slowStarted == 1)
        }
    }
#endif
