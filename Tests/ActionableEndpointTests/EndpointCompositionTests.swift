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

    /// The endpoint as a service composes it: mounted on a group, a route collection or under middleware, with its own
    /// authenticator and idempotency store, on one manual clock shared with the dispatcher. Each test runs on both
    /// adapters; mounting is each framework's own (HummingbirdCompositionTests, VaporCompositionTests).
    @Suite struct EndpointCompositionTests {}

    /// The dispatcher the composition tests mount: ACCEPT counts its runs and records the context's request id; SLOW
    /// waits 5 s on the manual clock. Deadlines are 10 s on the same clock.
    final class CompositionService: Sendable {
        static let yaml = """
            categories:
              - identifier: INVITE
                actions:
                  - {identifier: ACCEPT, title: Accept}
                  - {identifier: SLOW, title: Slow}
            """

        final class Record: Sendable {
            let accepted = LockedValue(0)
            let slowStarted = LockedValue(0)
            let requestIDs = LockedValue<[String]>([])
            let abandonedClaims = LockedValue<[AbandonedClaim?]>([])
        }

        let clock = ManualClock()
        let record = Record()
        let dispatcher: ActionDispatcher

        var accepted: Int { record.accepted.withLock { $0 } }
        var slowStarted: Int { record.slowStarted.withLock { $0 } }
        var requestIDs: [String] { record.requestIDs.withLock { $0 } }
        /// What each ACCEPT run's context said about an abandoned claim it took over.
        var abandonedClaims: [AbandonedClaim?] { record.abandonedClaims.withLock { $0 } }

        init() throws {
            let registry = try CategoryLoader().load(yaml: Self.yaml, file: "composition.yaml").validRegistry()
            var builder = ActionDispatcher.Builder(registry: registry, logger: LogRecorder().logger(level: .critical))
            builder.metricsFactory = nil
            builder.clock = clock
            builder.deadline = .seconds(10)
            let record = record
            builder.on("INVITE", "ACCEPT") { response, context in
                let run = record.accepted.withLock { count in
                    count += 1
                    return count
                }
                record.requestIDs.withLock { $0.append(context.requestID) }
                record.abandonedClaims.withLock { $0.append(context.abandonedClaim) }
                return HandlerResult(
                    message: "accepted \(response.notificationIdentifier)", data: ["run": .number(Double(run))])
            }
            builder.on("INVITE", "SLOW") { _, context in
                let run = record.slowStarted.withLock { count in
                    count += 1
                    return count
                }
                try await context.clock.sleep(for: .seconds(5))
                return HandlerResult(message: "slow run \(run) done")
            }
            dispatcher = try builder.build()
        }

        /// An endpoint on the dispatcher (and so on its clock).
        func endpoint(
            authenticator: any RequestAuthenticator = NoAuthentication(), idempotency: (any IdempotencyStore)? = nil,
            duplicateWait: Duration = .seconds(30), backendTimeout: Duration = .seconds(1)
        ) -> ActionResponseEndpoint {
            ActionResponseEndpoint(
                dispatcher: dispatcher, authenticator: authenticator, idempotency: idempotency,
                duplicateWait: duplicateWait, backendTimeout: backendTimeout)
        }
    }

    extension AdapterClient {
        /// POSTs `body` as JSON to `uri` with `headers`.
        func postJSON(
            _ body: [UInt8], to uri: String = "/v1/action-responses", headers: HTTPFields = [:]
        ) async throws -> TestAnswer {
            var headers = headers
            headers[.contentType] = "application/json"
            return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
        }
    }

    /// The `message` of a JSON answer.
    func answerMessage(_ answer: TestAnswer) -> String? {
        json(answer)["message"] as? String
    }

    /// The run number the ACCEPT handler put in a JSON answer's `data`.
    func answerRun(_ answer: TestAnswer) -> Int? {
        ((json(answer)["data"] as? [String: Any])?["run"] as? NSNumber)?.intValue
    }

    // MARK: - Custom authenticators

    /// How many times each authentication step ran, and the times the endpoint gave it.
    final class AuthenticationCalls: Sendable {
        let head = LockedValue(0)
        let body = LockedValue(0)
        let times = LockedValue<[Date]>([])

        var heads: Int { head.withLock { $0 } }
        var bodies: Int { body.withLock { $0 } }
    }

    /// A service's own authenticator: `Authorization: Bearer user-<id>` for the ids it knows.
    struct UserTokenAuthenticator: RequestAuthenticator {
        let users: Set<String>
        let calls = AuthenticationCalls()

        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
            calls.head.withLock { $0 += 1 }
            calls.times.withLock { $0.append(now) }
            guard let value = head.headerFields[.authorization] else {
                throw AuthenticationFailure("missing Authorization: Bearer user-<id> header")
            }
            let prefix = "Bearer user-"
            guard value.hasPrefix(prefix), users.contains(String(value.dropFirst(prefix.count))) else {
                throw AuthenticationFailure("not a known user's token")
            }
            return Principal(String(value.dropFirst(prefix.count)))
        }

        func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) async throws {
            calls.body.withLock { $0 += 1 }
        }
    }

    /// The error of an authenticator whose own backend is down.
    struct SessionStoreDown: Error, CustomStringConvertible {
        var description: String { "session store unreachable" }
    }

    /// An authenticator whose two steps pass, refuse or fail as told.
    struct ScriptedAuthenticator: RequestAuthenticator {
        enum Verdict: String, Sendable {
            case pass, refuse, unavailable
        }

        let head: Verdict
        let body: Verdict
        let calls = AuthenticationCalls()

        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
            calls.head.withLock { $0 += 1 }
            try Self.apply(self.head, step: "head")
            return .anonymous
        }

        func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) async throws {
            calls.body.withLock { $0 += 1 }
            try Self.apply(self.body, step: "body")
        }

        static func apply(_ verdict: Verdict, step: String) throws {
            switch verdict {
            case .pass: return
            case .refuse: throw AuthenticationFailure("refused by the \(step) step")
            case .unavailable: throw SessionStoreDown()
            }
        }
    }

    extension EndpointCompositionTests {
        @Suite struct CustomAuthentication {
            @Test(
                "a user-token authenticator admits known users, refuses others with its message, and gets the clock's time",
                arguments: Adapter.allCases)
            func userTokens(adapter: Adapter) async throws {
                let service = try CompositionService()
                let authenticator = UserTokenAuthenticator(users: ["1", "7"])
                try await adapter.test(service.endpoint(authenticator: authenticator)) { client in
                    for (id, user) in [("n-u1", "1"), ("n-u7", "7")] {
                        let response = try await client.postJSON(
                            TestService.body(id: id), headers: [.authorization: "Bearer user-\(user)"])
                        #expect(response.status == .ok, "user \(user)")
                    }
                    let refusals: [(HTTPFields, String)] = [
                        ([.authorization: "Bearer user-2"], "not a known user's token"),
                        ([.authorization: "Bearer user-"], "not a known user's token"),
                        ([.authorization: "Bearer 1"], "not a known user's token"),
                        ([:], "missing Authorization: Bearer user-<id> header"),
                    ]
                    for (headers, reason) in refusals {
                        let response = try await client.postJSON(TestService.body(id: "n-refused"), headers: headers)
                        #expect(response.status == .unauthorized)
                        #expect(json(response)["error"] as? String == "unauthorized")
                        #expect(answerMessage(response) == reason)
                    }
                    // The endpoint's clock is the dispatcher's: moving it moves the time authenticators are given.
                    service.clock.advance(by: .seconds(90))
                    let later = try await client.postJSON(
                        TestService.body(id: "n-later"), headers: [.authorization: "Bearer user-7"])
                    #expect(later.status == .ok)
                }
                #expect(service.accepted == 3)
                #expect(authenticator.calls.heads == 7)
                #expect(authenticator.calls.bodies == 3, "the body step runs only after the head step passed")
                let start = Date(timeIntervalSince1970: TimeInterval(TestService.now))
                #expect(authenticator.calls.times.withLock { $0 } == Array(repeating: start, count: 6) + [start + 90])
            }

            struct Script: Sendable, CustomTestStringConvertible {
                let head: ScriptedAuthenticator.Verdict
                let body: ScriptedAuthenticator.Verdict
                let status: HTTPResponse.Status
                let error: String
                let message: String

                var testDescription: String { "head \(head.rawValue), body \(body.rawValue)" }
            }

            @Test(
                "refused or failed at one step, a request never reaches the next step or the handler",
                arguments: Adapter.allCases,
                [
                    Script(
                        head: .refuse, body: .pass, status: .unauthorized, error: "unauthorized",
                        message: "refused by the head step"),
                    Script(
                        head: .unavailable, body: .pass, status: .serviceUnavailable, error: "unavailable",
                        message: "try again later"),
                    Script(
                        head: .pass, body: .refuse, status: .unauthorized, error: "unauthorized",
                        message: "refused by the body step"),
                    Script(
                        head: .pass, body: .unavailable, status: .serviceUnavailable, error: "unavailable",
                        message: "try again later"),
                ])
            func steps(adapter: Adapter, script: Script) async throws {
                let service = try CompositionService()
                let logs = LogRecorder()
                let authenticator = ScriptedAuthenticator(head: script.head, body: script.body)
                try await adapter.test(service.endpoint(authenticator: authenticator), logger: logs.logger()) {
                    client in
                    let response = try await client.postJSON(TestService.body(id: "n-steps"))
                    #expect(response.status == script.status)
                    #expect(json(response)["error"] as? String == script.error)
                    #expect(answerMessage(response) == script.message)
                }
                #expect(authenticator.calls.heads == 1)
                #expect(authenticator.calls.bodies == (script.head == .pass ? 1 : 0))
                #expect(service.accepted == 0)
                if script.status == .serviceUnavailable {
                    let entry = try #require(logs.entries.first { $0.message == "Authentication could not run" })
                    #expect(entry.level == .error)
                    #expect(entry.metadata["error"] == "session store unreachable")
                } else {
                    let entry = try #require(
                        logs.entries.first { $0.message == "Action response refused: authentication failed" })
                    #expect(entry.level == .warning)
                    #expect(entry.metadata["reason"] == script.message)
                }
            }

            @Test("both steps passing reaches the handler", arguments: Adapter.allCases)
            func bothStepsPass(adapter: Adapter) async throws {
                let service = try CompositionService()
                let authenticator = ScriptedAuthenticator(head: .pass, body: .pass)
                try await adapter.test(service.endpoint(authenticator: authenticator)) { client in
                    let response = try await client.postJSON(TestService.body(id: "n-pass"))
                    #expect(response.status == .ok)
                }
                #expect(authenticator.calls.heads == 1)
                #expect(authenticator.calls.bodies == 1)
                #expect(service.accepted == 1)
            }
        }
    }

    // MARK: - Built-in authenticators

    extension EndpointCompositionTests {
        @Suite struct BuiltInAuthentication {
            struct BearerCase: Sendable, CustomTestStringConvertible {
                let authorization: String?
                let reason: String?

                var testDescription: String { authorization.map { "'\($0)'" } ?? "no Authorization header" }
            }

            @Test(
                "bearer tokens: exact reasons for a missing header, another scheme and a wrong token; the scheme's case is free",
                arguments: Adapter.allCases,
                [
                    BearerCase(authorization: nil, reason: "missing Authorization: Bearer header"),
                    BearerCase(
                        authorization: "Basic czNjcmV0LXRva2Vu",
                        reason: "the Authorization header is not a Bearer token"),
                    BearerCase(authorization: "Bearer", reason: "the Authorization header is not a Bearer token"),
                    BearerCase(
                        authorization: "Token s3cret-token", reason: "the Authorization header is not a Bearer token"),
                    BearerCase(authorization: "Bearer s3cret-tokem", reason: "the bearer token is not valid"),
                    BearerCase(authorization: "Bearer s3cret-token-and-more", reason: "the bearer token is not valid"),
                    BearerCase(authorization: "Bearer s3cret-token", reason: nil),
                    BearerCase(authorization: "bearer s3cret-token", reason: nil),
                    BearerCase(authorization: "BEARER s3cret-token", reason: nil),
                ])
            func bearer(adapter: Adapter, testCase: BearerCase) async throws {
                let service = try CompositionService()
                let endpoint = service.endpoint(authenticator: BearerAuthenticator(token: "s3cret-token"))
                try await adapter.test(endpoint) { client in
                    var headers = HTTPFields()
                    if let authorization = testCase.authorization { headers[.authorization] = authorization }
                    let response = try await client.postJSON(TestService.body(id: "n-bearer"), headers: headers)
                    if let reason = testCase.reason {
                        #expect(response.status == .unauthorized)
                        #expect(answerMessage(response) == reason)
                    } else {
                        #expect(response.status == .ok)
                        #expect(answerMessage(response) == "accepted n-bearer")
                    }
                }
                #expect(service.accepted == (testCase.reason == nil ? 1 : 0))
            }

            static let timestampName = HTTPField.Name(RequestSigner.timestampHeader)!
            static let signatureName = HTTPField.Name(RequestSigner.signatureHeader)!

            struct SignatureCase: Sendable, CustomTestStringConvertible {
                let name: String
                let timestamp: String?
                let signature: String?
                let reason: String

                var testDescription: String { name }
            }

            /// A signature of the right form that signs nothing in particular.
            static let wellFormed = "v2=" + String(repeating: "0", count: 64)

            @Test(
                "HMAC signatures: the exact reason for each malformed, missing or out-of-window header",
                arguments: Adapter.allCases,
                [
                    SignatureCase(
                        name: "garbage timestamp", timestamp: "yesterday", signature: BuiltInAuthentication.wellFormed,
                        reason:
                            "invalid timestamp 'yesterday' in X-Actionable-Timestamp: expected whole seconds since 1970"
                    ),
                    SignatureCase(
                        name: "fractional timestamp", timestamp: "\(TestService.now).5",
                        signature: BuiltInAuthentication.wellFormed,
                        reason:
                            "invalid timestamp '\(TestService.now).5' in X-Actionable-Timestamp: expected whole seconds since 1970"
                    ),
                    SignatureCase(
                        name: "long timestamp", timestamp: String(repeating: "9", count: 40),
                        signature: BuiltInAuthentication.wellFormed,
                        reason:
                            "invalid timestamp '\(String(repeating: "9", count: 32))… (+8 bytes)' in X-Actionable-Timestamp: "
                            + "expected whole seconds since 1970"),
                    SignatureCase(
                        name: "missing timestamp", timestamp: nil, signature: BuiltInAuthentication.wellFormed,
                        reason: "missing X-Actionable-Timestamp header (seconds since 1970)"),
                    SignatureCase(
                        name: "missing signature", timestamp: "\(TestService.now)", signature: nil,
                        reason: "missing X-Actionable-Signature header"),
                    SignatureCase(
                        name: "short signature", timestamp: "\(TestService.now)", signature: "v1=zz",
                        reason: "invalid signature in X-Actionable-Signature: expected v2= and 64 hex digits"),
                    SignatureCase(
                        name: "signature with a non-hex digit", timestamp: "\(TestService.now)",
                        signature: "v1=" + String(repeating: "0", count: 63) + "g",
                        reason: "invalid signature in X-Actionable-Signature: expected v2= and 64 hex digits"),
                    SignatureCase(
                        name: "signature of another scheme", timestamp: "\(TestService.now)",
                        signature: "sha256=" + String(repeating: "0", count: 64),
                        reason: "invalid signature in X-Actionable-Signature: expected v2= and 64 hex digits"),
                    SignatureCase(
                        name: "future timestamp", timestamp: "\(TestService.now + 301)",
                        signature: BuiltInAuthentication.wellFormed,
                        reason: "the timestamp is ahead of the server's clock by more than the replay window"),
                    SignatureCase(
                        name: "stale timestamp", timestamp: "\(TestService.now - 301)",
                        signature: BuiltInAuthentication.wellFormed,
                        reason: "the timestamp is older than the replay window; sign the request again"),
                    SignatureCase(
                        name: "well-formed signature over something else", timestamp: "\(TestService.now)",
                        signature: BuiltInAuthentication.wellFormed,
                        reason: "the signature does not match the method, path, Idempotency-Key, body and timestamp"),
                    SignatureCase(
                        name: "version 1 signature", timestamp: "\(TestService.now)",
                        signature: "v1=" + String(repeating: "0", count: 64),
                        reason:
                            "v1 signatures are no longer accepted: sign method, path, Idempotency-Key and body with v2"),
                ])
            func hmacReasons(adapter: Adapter, testCase: SignatureCase) async throws {
                let service = try CompositionService()
                let endpoint = service.endpoint(authenticator: try HMACAuthenticator(secret: TestService.secret))
                try await adapter.test(endpoint) { client in
                    var headers = HTTPFields()
                    if let timestamp = testCase.timestamp { headers[Self.timestampName] = timestamp }
                    if let signature = testCase.signature { headers[Self.signatureName] = signature }
                    let response = try await client.postJSON(TestService.body(id: "n-hmac"), headers: headers)
                    #expect(response.status == .unauthorized)
                    #expect(answerMessage(response) == testCase.reason)
                }
                #expect(service.accepted == 0)
            }

            @Test(
                "advancing the shared clock past the replay window makes a signature that was valid stale",
                arguments: Adapter.allCases)
            func signatureGoesStale(adapter: Adapter) async throws {
                let service = try CompositionService()
                let endpoint = service.endpoint(
                    authenticator: try HMACAuthenticator(secret: TestService.secret, replayWindow: .seconds(300)))
                let body = TestService.body(id: "n-stale")
                let signed = TestService.signed(body)  // at the clock's wall-clock time
                try await adapter.test(endpoint) { client in
                    let first = try await client.postJSON(body, headers: signed)
                    #expect(first.status == .ok)

                    service.clock.advance(by: .seconds(300))
                    let atTheEdge = try await client.postJSON(body, headers: signed)
                    #expect(atTheEdge.status == .ok, "still inside the window: the first answer, replayed")
                    #expect(atTheEdge.body == first.body)

                    service.clock.advance(by: .seconds(1))
                    let stale = try await client.postJSON(body, headers: signed)
                    #expect(stale.status == .unauthorized)
                    #expect(
                        answerMessage(stale) == "the timestamp is older than the replay window; sign the request again")

                    let resigned = try await client.postJSON(
                        body, headers: TestService.signed(body, timestamp: service.clock.secondsSince1970))
                    #expect(resigned.status == .ok)
                    #expect(resigned.body == first.body, "signed again, the same delivery gets its first answer")
                }
                #expect(service.accepted == 1)
            }
        }
    }

    // MARK: - Duplicates and the idempotency store

    /// A store that fails where told, and otherwise keeps deliveries in memory.
    struct FailingStore: IdempotencyStore {
        struct Down: Error, CustomStringConvertible {
            var description: String { "idempotency store down" }
        }

        let failClaim: Bool
        let failFinish: Bool
        let inner: InMemoryIdempotencyStore
        var notReady = false

        func checkReadiness() async throws {
            if notReady { throw Down() }
        }

        func claim(key: String, request: DeliveryRequest) async throws -> IdempotencyClaim {
            if failClaim { throw Down() }
            return inner.claim(key: key, request: request)
        }

        func finish(key: String, response: StoredResponse) async throws {
            if failFinish { throw Down() }
            inner.finish(key: key, response: response)
        }

        func release(key: String) async throws {
            inner.release(key: key)
        }

        func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse? {
            await inner.waitForResponse(key: key, timeout: timeout)
        }
    }

    extension EndpointCompositionTests {
        @Suite struct Duplicates {
            @Test(
                "a duplicate of a delivery still running waits duplicateWait on the clock, then gets 409; a later one its answer",
                arguments: Adapter.allCases)
            func inFlightDuplicates(adapter: Adapter) async throws {
                let service = try CompositionService()
                let endpoint = service.endpoint(duplicateWait: .seconds(2))
                let body = TestService.body(action: "SLOW", id: "n-dup")
                try await adapter.test(endpoint) { client in
                    // t = 0: the first delivery's handler waits until t = 5, its deadline is t = 10.
                    async let first = client.postJSON(body)
                    await service.clock.sleepers(atLeast: 2)

                    // The second waits for the first's answer until t = 2, then gives up.
                    async let second = client.postJSON(body)
                    await service.clock.sleepers(atLeast: 3)
                    service.clock.advance(by: .seconds(2))
                    let conflict = try await second
                    #expect(conflict.status == .conflict)
                    #expect(json(conflict)["error"] as? String == "in-progress")
                    #expect(answerMessage(conflict) == "the same delivery is still being handled; retry after 58 s")
                    #expect(conflict.headers[.retryAfter] == "58", "when the first claim's 60 s lease runs out")

                    // t = 4: the third would wait until t = 6; the first finishes at t = 5 and answers it too.
                    service.clock.advance(by: .seconds(2))
                    #expect(service.clock.sleeperCount == 2, "the first delivery is still running")
                    async let third = client.postJSON(body)
                    await service.clock.sleepers(atLeast: 3)
                    service.clock.advance(by: .seconds(1))
                    let (answer, shared) = try await (first, third)
                    #expect(answer.status == .ok)
                    #expect(answerMessage(answer) == "slow run 1 done")
                    #expect(shared.status == .ok)
                    #expect(shared.body == answer.body)

                    // Once finished, a delivery gets the answer at once.
                    let replayed = try await client.postJSON(body)
                    #expect(replayed.body == answer.body)
                }
                #expect(service.slowStarted == 1)
                #expect(service.clock.sleeperCount == 0, "no wait is left on the clock")
            }

            @Test(
                "an idempotency store that cannot claim makes the endpoint answer 503, and the handler never runs",
                arguments: Adapter.allCases)
            func claimFails(adapter: Adapter) async throws {
                let service = try CompositionService()
                let logs = LogRecorder()
                let store = FailingStore(
                    failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock))
                try await adapter.test(service.endpoint(idempotency: store), logger: logs.logger()) { client in
                    let response = try await client.postJSON(TestService.body(id: "n-503"))
                    #expect(response.status == .serviceUnavailable)
                    #expect(json(response)["error"] as? String == "unavailable")
                    #expect(answerMessage(response) == "try again later")
                }
                #expect(service.accepted == 0)
                let entry = try #require(logs.entries.first { $0.message == "Idempotency store unavailable" })
                #expect(entry.level == .error)
                #expect(entry.metadata["error"] == "idempotency store down")
            }

            @Test(
                "an idempotency store that cannot record the outcome still lets the client have its answer; it is logged",
                arguments: Adapter.allCases)
            func finishFails(adapter: Adapter) async throws {
                let service = try CompositionService()
                let logs = LogRecorder()
                let store = FailingStore(
                    failClaim: false, failFinish: true, inner: InMemoryIdempotencyStore(clock: service.clock))
                try await adapter.test(service.endpoint(idempotency: store), logger: logs.logger()) { client in
                    let response = try await client.postJSON(TestService.body(id: "n-finish"))
                    #expect(response.status == .ok)
                    #expect(json(response)["outcome"] as? String == "completed")
                    #expect(answerMessage(response) == "accepted n-finish")
                }
                #expect(service.accepted == 1)
                let entry = try #require(logs.entries.first { $0.message == "Could not record a delivery's outcome" })
                #expect(entry.level == .error)
                #expect(entry.metadata["error"] == "idempotency store down")
            }

            @Test(
                "a delivery repeated within the store's time to live is replayed; after it, on the shared clock, it runs again",
                arguments: Adapter.allCases)
            func expiry(adapter: Adapter) async throws {
                let service = try CompositionService()
                let store = InMemoryIdempotencyStore(
                    timeToLive: .seconds(3600), lease: .seconds(7200), clock: service.clock)
                let body = TestService.body(id: "n-ttl")
                try await adapter.test(service.endpoint(idempotency: store)) { client in
                    let first = try await client.postJSON(body)
                    #expect(first.status == .ok)
                    #expect(answerRun(first) == 1)

                    service.clock.advance(by: .seconds(3599))
                    let replayed = try await client.postJSON(body)
                    #expect(replayed.body == first.body)
                    #expect(service.accepted == 1, "replayed, not run")

                    service.clock.advance(by: .seconds(1))
                    let again = try await client.postJSON(body)
                    #expect(again.status == .ok)
                    #expect(answerRun(again) == 2)
                }
                #expect(service.accepted == 2)
            }

            @Test(
                "the default store is on the dispatcher's clock: its default time to live passes when the clock is advanced",
                arguments: Adapter.allCases)
            func defaultStoreUsesTheDispatcherClock(adapter: Adapter) async throws {
                let service = try CompositionService()
                let body = TestService.body(id: "n-default-ttl")
                try await adapter.test(service.endpoint()) { client in
                    let first = try await client.postJSON(body)
                    #expect(answerRun(first) == 1)
                    service.clock.advance(by: .seconds(24 * 3600 - 1))
                    let replayed = try await client.postJSON(body)
                    #expect(replayed.body == first.body)
                    service.clock.advance(by: .seconds(1))
                    let again = try await client.postJSON(body)
                    #expect(answerRun(again) == 2)
                }
                #expect(service.accepted == 2)
            }
        }
    }

    // MARK: - What reaches the handler, and what comes back

    extension EndpointCompositionTests {
        @Suite struct RequestStrings {
            static let requestIDName = HTTPField.Name(ActionResponseEndpoint.requestIDHeader)!
            static let idempotencyName = HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!

            @Test(
                "the handler's context.requestID is X-Request-ID, else Idempotency-Key, else category/action/notification-id",
                arguments: Adapter.allCases)
            func requestID(adapter: Adapter) async throws {
                let service = try CompositionService()
                try await adapter.test(service.endpoint()) { client in
                    let both: HTTPFields = [Self.requestIDName: "req-abc", Self.idempotencyName: "order-1"]
                    let keyOnly: HTTPFields = [Self.idempotencyName: "order-2"]
                    let answers = [
                        try await client.postJSON(TestService.body(id: "n-r1"), headers: both),
                        try await client.postJSON(TestService.body(id: "n-r2"), headers: keyOnly),
                        try await client.postJSON(TestService.body(id: "n-r3")),
                    ]
                    #expect(answers.map(\.status) == [.ok, .ok, .ok])
                }
                #expect(service.requestIDs == ["req-abc", "order-2", "INVITE/ACCEPT/n-r3"])
            }

            @Test(
                "a 1,000-character X-Request-ID reaches the handler excerpted to 128 characters and a count of the rest",
                arguments: Adapter.allCases)
            func longRequestID(adapter: Adapter) async throws {
                let service = try CompositionService()
                let long = String(repeating: "r", count: 1_000)
                try await adapter.test(service.endpoint()) { client in
                    let response = try await client.postJSON(
                        TestService.body(id: "n-long"), headers: [Self.requestIDName: long])
                    #expect(response.status == .ok)
                }
                let requestID = try #require(service.requestIDs.first)
                #expect(requestID == String(repeating: "r", count: 128) + "… (+872 bytes)")
                #expect(requestID.count <= 128 + "… (+872 bytes)".count)
            }

            @Test("a hostile action identifier gets 422 with a bounded, escaped message", arguments: Adapter.allCases)
            func hostileAction(adapter: Adapter) async throws {
                let service = try CompositionService()
                let hostile = "\u{1B}[31mACCEPT\n\r\u{202E}\t" + String(repeating: "A", count: 5_000)
                try await adapter.test(service.endpoint()) { client in
                    let response = try await client.postJSON(TestService.body(action: hostile, id: "n-hostile"))
                    #expect(response.status == .unprocessableContent)
                    #expect(json(response)["outcome"] as? String == "unroutable")
                    let text = try #require(answerMessage(response))
                    #expect(text.utf8.count < 400, "\(text.utf8.count) bytes")
                    #expect(
                        text.hasPrefix("category 'INVITE' declares no action '\\u{1B}[31mACCEPT\\n\\r\\u{202E}\\tAAA"))
                    #expect(text.contains("… (+4"), "the rest is counted, not copied")
                    for raw in ["\n", "\r", "\t", "\u{1B}", "\u{202E}"] {
                        #expect(
                            !text.contains(raw),
                            "no raw \(raw.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "")")
                    }
                }
                #expect(service.accepted == 0)
            }
        }
    }
#endif
