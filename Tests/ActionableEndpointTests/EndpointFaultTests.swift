#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableTesting
    import Foundation
    import HTTPTypes
    import NIOCore
    import Testing

    @testable import ActionableRuntime

    /// The endpoint when something else fails: a dead instance's claim, a client with little time left, a store or an
    /// authenticator backend that does not answer. Everything runs on the service's manual clock.
    @Suite struct EndpointFaultTests {
        static let remaining = HTTPField.Name(ActionResponseEndpoint.timeRemainingHeader)!

        @Test(
            "a duplicate waiting on a dead instance's claim takes it over when the lease runs out; the handler knows",
            arguments: Adapter.allCases)
        func takeoverAtLeaseExpiry(adapter: Adapter) async throws {
            let service = try CompositionService()
            let store = InMemoryIdempotencyStore(lease: .seconds(8), clock: service.clock)
            // Another instance claimed the delivery 3 s ago and died: nobody will finish it.
            #expect(
                try store.claim(delivery: TestService.body(action: "ACCEPT", id: "n-dead"), principal: .anonymous)
                    == .claimed)
            service.clock.advance(by: .seconds(3))
            let endpoint = service.endpoint(idempotency: store, duplicateWait: .seconds(20))
            try await adapter.test(endpoint) { client in
                async let retry = client.postJSON(TestService.body(action: "ACCEPT", id: "n-dead"))
                await service.clock.sleepers(atLeast: 1)  // the wait, which ends with the lease, 5 s from now
                service.clock.advance(by: .seconds(5) - .milliseconds(1))
                #expect(service.accepted == 0, "the claim is still leased")
                service.clock.advance(by: .milliseconds(1))
                let answer = try await retry
                #expect(answer.status == .ok, "answered at the lease's end, not after duplicateWait")
                #expect(answer.headers[.idempotentReplayed] == nil)
                #expect(answerRun(answer) == 1)
                #expect(service.abandonedClaims == [AbandonedClaim(claimedAt: service.clock.wallClockOrigin)])

                let replayed = try await client.postJSON(TestService.body(action: "ACCEPT", id: "n-dead"))
                #expect(replayed.body == answer.body)
                #expect(service.accepted == 1)
            }
            #expect(service.clock.sleeperCount == 0)
        }

        @Test(
            "a client's Actionable-Time-Remaining-Ms bounds the wait, less a margin; the 409 says when the lease ends",
            arguments: Adapter.allCases)
        func clientBudgetBoundsTheWait(adapter: Adapter) async throws {
            let service = try CompositionService()
            let store = InMemoryIdempotencyStore(lease: .seconds(60), clock: service.clock)
            #expect(
                try store.claim(delivery: TestService.body(action: "ACCEPT", id: "n-busy"), principal: .anonymous)
                    == .claimed)  // alive, elsewhere, and slow
            let endpoint = service.endpoint(idempotency: store, duplicateWait: .seconds(20))
            let body = TestService.body(action: "ACCEPT", id: "n-busy")
            try await adapter.test(endpoint) { client in
                // 3 s left: the wait ends 300 ms before them (a tenth, at least 250 ms), at 2.7 s.
                async let bounded = client.postJSON(body, headers: [Self.remaining: "3000"])
                await service.clock.sleepers(atLeast: 1)
                service.clock.advance(by: .milliseconds(2699))
                #expect(service.clock.sleeperCount == 1, "still waiting")
                service.clock.advance(by: .milliseconds(1))
                let conflict = try await bounded
                #expect(conflict.status == .conflict)
                #expect(conflict.headers[.retryAfter] == "58", "the lease ends 57.3 s later, rounded up")
                #expect(answerMessage(conflict) == "the same delivery is still being handled; retry after 58 s")

                // No time to wait at all: 409 at once, without a timer.
                let hurried = try await client.postJSON(body, headers: [Self.remaining: "200"])
                #expect(hurried.status == .conflict)
                #expect(hurried.headers[.retryAfter] == "58")

                for bad in ["soon", "-5", "1.5", "", "99999999999999999999"] {
                    let refused = try await client.postJSON(body, headers: [Self.remaining: bad])
                    #expect(refused.status == .badRequest, "'\(bad)'")
                    #expect(
                        answerMessage(refused)?.hasPrefix("the Actionable-Time-Remaining-Ms header must be") == true)
                }
            }
            #expect(service.accepted == 0)
            #expect(ActionResponseEndpoint.clientWait("25000") == .milliseconds(22_500))
            #expect(ActionResponseEndpoint.clientWait("0") == .zero)
        }

        @Test(
            "a store that does not answer gets 503 with Retry-After: 1 after backendTimeout; its late claim is given back",
            arguments: Adapter.allCases)
        func hangingStore(adapter: Adapter) async throws {
            let service = try CompositionService()
            let store = HangingStore(inner: InMemoryIdempotencyStore(clock: service.clock))
            let endpoint = service.endpoint(idempotency: store, backendTimeout: .milliseconds(800))
            let body = TestService.body(action: "ACCEPT", id: "n-outage")
            try await adapter.test(endpoint) { client in
                async let during = client.postJSON(body)
                await service.clock.sleepers(atLeast: 1)  // the bound on the claim
                service.clock.advance(by: .milliseconds(800))
                let unavailable = try await during
                #expect(unavailable.status == .serviceUnavailable)
                #expect(unavailable.headers[.retryAfter] == "1")
                #expect(json(unavailable)["error"] as? String == "unavailable")

                // The store answers late: the claim it made holds the key for a request already answered, so it is
                // released, and the client's retry runs the handler at once.
                store.hang.open()
                let scoped = try endpointClaim(body, principal: .anonymous).key
                _ = await store.released.first { $0 == scoped }
                let retried = try await client.postJSON(body)
                #expect(retried.status == .ok)
                #expect(answerRun(retried) == 1)
                let again = try await client.postJSON(body)
                #expect(again.body == retried.body)
                #expect(again.headers[.idempotentReplayed] == "true")
            }
            #expect(service.accepted == 1, "the handler ran once across the outage and the retries")
        }

        @Test(
            "an authenticator whose backend does not answer gets 503 with Retry-After: 1; the handler never runs",
            arguments: Adapter.allCases)
        func hangingAuthenticator(adapter: Adapter) async throws {
            let service = try CompositionService()
            let authenticator = HangingAuthenticator()
            let endpoint = service.endpoint(authenticator: authenticator, backendTimeout: .seconds(1))
            try await adapter.test(endpoint) { client in
                async let during = client.postJSON(TestService.body(action: "ACCEPT", id: "n-auth"))
                await service.clock.sleepers(atLeast: 1)
                service.clock.advance(by: .seconds(1))
                let unavailable = try await during
                #expect(unavailable.status == .serviceUnavailable)
                #expect(unavailable.headers[.retryAfter] == "1")
                authenticator.hang.open()
            }
            #expect(service.accepted == 0)
        }

        @Test(
            "an outage is logged once a second, with how many similar failures were left out, not once per request",
            arguments: Adapter.allCases)
        func outageLogsAreThrottled(adapter: Adapter) async throws {
            let service = try CompositionService()
            let logs = LogRecorder()
            let store = FailingStore(
                failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock))
            try await adapter.test(service.endpoint(idempotency: store), logger: logs.logger()) { client in
                for id in 0..<5 {
                    let refused = try await client.postJSON(TestService.body(id: "n-\(id)"))
                    #expect(refused.status == .serviceUnavailable)
                }
                service.clock.advance(by: .seconds(1))
                let later = try await client.postJSON(TestService.body(id: "n-5"))
                #expect(later.status == .serviceUnavailable)
            }
            let lines = logs.entries.filter { $0.message == "Idempotency store unavailable" }
            #expect(lines.count == 2)
            #expect(lines.first?.metadata["similar-failures-not-logged"] == nil)
            #expect(lines.last?.metadata["similar-failures-not-logged"] == "4")
        }

        @Test(
            "GET /ready reports the store and the authenticator's backend; GET /health stays ok (liveness)",
            arguments: Adapter.allCases)
        func readiness(adapter: Adapter) async throws {
            let service = try CompositionService()
            let healthy = service.endpoint()
            try await adapter.test(healthy) { client in
                let ready = try await client.execute(uri: "/ready", method: .get)
                #expect(ready.status == .ok)
                #expect(json(ready)["status"] as? String == "ready")
            }
            let down = FailingStore(
                failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock),
                notReady: true)
            let failing = service.endpoint(authenticator: UnreadyAuthenticator(), idempotency: down)
            try await adapter.test(failing) { client in
                let ready = try await client.execute(uri: "/ready", method: .get)
                #expect(ready.status == .serviceUnavailable)
                #expect(ready.headers[.retryAfter] == "1")
                #expect(json(ready)["status"] as? String == "unavailable")
                #expect(json(ready)["idempotency-store"] as? String == "unavailable")
                #expect(json(ready)["authentication"] as? String == "unavailable")
                let health = try await client.execute(uri: "/health", method: .get)
                #expect(health.status == .ok)
            }
        }
    }

    /// A store whose claims wait until `hang` opens, then go to `inner`; releases are recorded.
    struct HangingStore: IdempotencyStore {
        let inner: InMemoryIdempotencyStore
        let hang = Gate()
        let released = EventRecorder<String>()

        func claim(key: String, request: DeliveryRequest) async throws -> IdempotencyClaim {
            await hang.wait()
            return inner.claim(key: key, request: request)
        }

        func finish(key: String, response: StoredResponse) async throws {
            inner.finish(key: key, response: response)
        }

        func release(key: String) async throws {
            inner.release(key: key)
            released.record(key)
        }

        func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse? {
            await inner.waitForResponse(key: key, timeout: timeout)
        }
    }

    /// An authenticator whose session service does not answer until `hang` opens.
    struct HangingAuthenticator: RequestAuthenticator {
        let hang = Gate()

        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
            await hang.wait()
            return .anonymous
        }
    }

    /// An authenticator whose backend is down.
    struct UnreadyAuthenticator: RequestAuthenticator {
        struct Down: Error {}

        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal { .anonymous }
        func checkReadiness() async throws { throw Down() }
    }
#endif
