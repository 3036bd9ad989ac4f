import Actionable
import ActionableHummingbird
import ActionableTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
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

    func application() -> some ApplicationProtocol {
        let router = Router()
        endpoint.addRoutes(to: router)
        return Application(router: router, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    static func body(category: String = "INVITE", action: String = "ACCEPT", id: String = "n-1", text: String? = nil)
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

/// A response body as a JSON object.
extension TestClientProtocol {
    /// POSTs `body` to the action-response endpoint, signed with the test secret at the current time.
    @discardableResult
    func postSigned<Return>(
        _ body: [UInt8], testCallback: @escaping (TestResponse) async throws -> Return = { $0 }
    ) async throws -> Return {
        try await execute(
            uri: "/v1/action-responses", method: .post, headers: TestService.signed(body),
            body: ByteBuffer(bytes: body),
            testCallback: testCallback)
    }
}

func json(_ response: TestResponse) -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]
    else { return [:] }
    return object
}

@Suite struct EndpointStatusTests {
    @Test("a signed response is dispatched: 200 with the outcome, and /health answers")
    func completed() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            let body = TestService.body()
            try await client.postSigned(body) { response in
                #expect(response.status == .ok)
                let object = json(response)
                #expect(object["outcome"] as? String == "completed")
                #expect(object["message"] as? String == "accepted n-1")
                #expect(object["category"] as? String == "INVITE")
                #expect(response.headers[.contentType] == "application/json")
            }
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(json(response)["status"] as? String == "ok")
            }
        }
    }

    @Test("malformed JSON and missing fields are 400, naming the field")
    func badRequests() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            let garbage = Array("{not json".utf8)
            try await client.postSigned(garbage) { response in
                #expect(response.status == .badRequest)
                // Where it stops being JSON, and why.
                let message = json(response)["message"] as? String ?? ""
                #expect(message.hasPrefix("the body is not valid JSON: 1:"), "\(message)")
            }
            let missing = Array(#"{"category": "INVITE", "action": "ACCEPT"}"#.utf8)
            try await client.postSigned(missing) { response in
                #expect(response.status == .badRequest)
                #expect(json(response)["message"] as? String == "missing field 'notification-id'")
            }
            let wrongType = Array(#"{"category": 3, "action": "ACCEPT", "notification-id": "n"}"#.utf8)
            try await client.postSigned(wrongType) { response in
                #expect(response.status == .badRequest)
                #expect(json(response)["message"] as? String == "field 'category' has the wrong type")
            }
        }
    }

    @Test("an undeclared category or action is 422 with the identifiers; contradicting text too")
    func unprocessable() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            let unknown = TestService.body(category: "INVITES", id: "n-2")
            try await client.postSigned(unknown) { response in
                #expect(response.status == .unprocessableContent)
                let object = json(response)
                #expect(object["outcome"] as? String == "unroutable")
                #expect(object["category"] as? String == "INVITES")
                #expect((object["message"] as? String)?.contains("did you mean 'INVITE'") == true)
            }
            let noText = TestService.body(action: "REPLY", id: "n-3")
            try await client.postSigned(noText) { response in
                #expect(response.status == .unprocessableContent)
                #expect(json(response)["outcome"] as? String == "rejected")
            }
        }
    }

    @Test("a retired action is 410 Gone with the retired outcome: old app versions need not retry")
    func retired() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            try await client.postSigned(TestService.body(action: "MAYBE", id: "n-retired")) { response in
                #expect(response.status == .gone)
                let object = json(response)
                #expect(object["outcome"] as? String == "retired")
                #expect(
                    object["message"] as? String
                        == "action 'MAYBE' of category 'INVITE' was retired (2026-03-01)")
            }
        }
    }

    @Test("a handler that fails is 500 without its internals; one past its deadline is 504")
    func failedAndTimedOut() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            let decline = TestService.body(action: "DECLINE", id: "n-4")
            try await client.postSigned(decline) { response in
                #expect(response.status == .internalServerError)
                let text = String(decoding: response.body.readableBytesView, as: UTF8.self)
                #expect(!text.contains("hunter2"))
                #expect(json(response)["message"] as? String == "the handler failed")
            }
            let slow = TestService.body(action: "STUCK", id: "n-5")
            async let answer = client.postSigned(slow)
            await service.clock.sleepers(atLeast: 2)  // the handler's wait and the dispatch deadline
            service.clock.advance(by: .seconds(10))
            let response = try await answer
            #expect(response.status == .gatewayTimeout)
            #expect(json(response)["outcome"] as? String == "timed-out")
        }
    }

    @Test("a body over the limit is 413, with or without a declared length")
    func tooLarge() async throws {
        let service = try TestService(maxBodySize: 1024)
        try await service.application().test(.live) { client in
            let big = [UInt8](repeating: UInt8(ascii: " "), count: 4096)
            try await client.postSigned(big) { response in
                #expect(response.status == .contentTooLarge)
                #expect(json(response)["error"] as? String == "payload-too-large")
            }
        }
    }
}

@Suite struct EndpointAuthenticationTests {
    static func status(_ headers: HTTPFields, body: [UInt8], service: TestService) async throws -> (
        HTTPResponse.Status, String?
    ) {
        try await service.application().test(.live) { client in
            try await client.execute(
                uri: "/v1/action-responses", method: .post, headers: headers, body: ByteBuffer(bytes: body)
            ) { response in
                (response.status, json(response)["message"] as? String)
            }
        }
    }

    @Test("bad, stale, future and missing signatures are 401 with the reason")
    func signatures() async throws {
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
            let (status, reason) = try await Self.status(headers, body: body, service: service)
            #expect(status == .unauthorized)
            #expect(reason == message)
        }
        let (status, _) = try await Self.status(
            TestService.signed(body, timestamp: TestService.now + 299), body: body, service: service)
        #expect(status == .ok, "inside the window, in either direction")
        #expect(service.accepted == 1, "refused requests never reach the handler")
    }

    @Test("bearer tokens are checked, and a wrong one is 401")
    func bearer() async throws {
        let service = try TestService(authentication: .bearer(token: "s3cret-token"))
        let body = TestService.body()
        let (good, _) = try await EndpointAuthenticationTests.status(
            [.authorization: "Bearer s3cret-token"], body: body, service: service)
        #expect(good == .ok)
        let (bad, reason) = try await EndpointAuthenticationTests.status(
            [.authorization: "Bearer s3cret-tokem"], body: body, service: service)
        #expect(bad == .unauthorized)
        #expect(reason == "the bearer token is not valid")
        #expect(!Authentication.bearer(token: "s3cret-token").description.contains("s3cret"))
    }
}

@Suite struct EndpointIdempotencyTests {
    @Test("a repeated delivery runs its handler once and gets the first answer")
    func repeated() async throws {
        let service = try TestService()
        try await service.application().test(.live) { client in
            let body = TestService.body(id: "n-10")
            var answers: [String] = []
            for _ in 0..<3 {
                try await client.postSigned(body) { response in
                    #expect(response.status == .ok)
                    answers.append(String(decoding: response.body.readableBytesView, as: UTF8.self))
                }
            }
            #expect(Set(answers).count == 1)
            let keyed = TestService.signed(TestService.body(id: "n-11"), key: "order-42")
            let other = TestService.body(id: "n-11")
            for _ in 0..<2 {
                try await client.execute(
                    uri: "/v1/action-responses", method: .post, headers: keyed, body: ByteBuffer(bytes: other)
                ) { response in
                    #expect(response.status == .ok)
                }
            }
        }
        #expect(service.accepted == 2)
    }

    @Test("50 concurrent duplicate deliveries run the handler once; all get its answer")
    func concurrentDuplicates() async throws {
        let service = try TestService()
        // The router test client runs each request in a task of its own; the live one sends them over one HTTP/1.1
        // connection, where the server handles them one after the other and no duplicate would ever wait.
        try await service.application().test(.router) { client in
            let body = TestService.body(action: "SLOW", id: "n-20")
            let headers = TestService.signed(body)
            let answers = try await withThrowingTaskGroup(of: (HTTPResponse.Status, String).self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        let response = try await client.execute(
                            uri: "/v1/action-responses", method: .post, headers: headers, body: ByteBuffer(bytes: body))
                        return (response.status, String(decoding: response.body.readableBytesView, as: UTF8.self))
                    }
                }
                // The first delivery's handler waits on the manual clock (its sleep and its deadline); each of the 49
                // duplicates waits for its answer with a timeout on the same clock. Once all 51 wait, finish it.
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
