#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableRuntime
    import ActionableTesting
    import HTTPTypes
    import NIOCore
    import Testing

    /// The endpoint's authentication in front of a service's own routes (each adapter's
    /// `RequestAuthenticationMiddleware`): the same refusals, and a route that sees only requests that passed both
    /// steps, body already read.
    @Suite struct RequestAuthenticationMiddlewareTests {
        /// A group `/admin` behind the middleware, whose `POST /admin/echo` answers with the body it got and counts in
        /// `runs`.
        static func mount(
            _ authenticator: any RequestAuthenticator, clock: any ActionableClock = ContinuousClock(),
            maxBodySize: Int = 16 * 1024, runs: LockedValue<Int>
        ) -> EndpointMount {
            EndpointMount(guarded: [
                GuardedRoute(authenticator: authenticator, clock: clock, maxBodySize: maxBodySize) { _ in
                    runs.withLock { $0 += 1 }
                }
            ])
        }

        @Test(
            "a signed request reaches the route with its body; an unsigned or badly signed one is 401 with the reason",
            arguments: Adapter.allCases, [Transport.inMemory, .live])
        func hmac(adapter: Adapter, transport: Transport) async throws {
            let runs = LockedValue(0)
            let mount = Self.mount(try HMACAuthenticator(secret: TestService.secret), clock: ManualClock(), runs: runs)
            try await adapter.test(mount, transport) { client in
                let body = TestService.body(id: "n-admin")
                let signed = try await client.postJSON(
                    body, to: "/admin/echo", headers: TestService.signed(body, path: "/admin/echo"))
                #expect(signed.status == .ok)
                #expect(Array(signed.body.readableBytesView) == body)

                let unsigned = try await client.postJSON(body, to: "/admin/echo")
                #expect(unsigned.status == .unauthorized)
                #expect(answerMessage(unsigned) == "missing X-Actionable-Timestamp header (seconds since 1970)")

                let forged = try await client.postJSON(
                    TestService.body(id: "n-other"), to: "/admin/echo",
                    headers: TestService.signed(body, path: "/admin/echo"))
                #expect(forged.status == .unauthorized)
                #expect(
                    answerMessage(forged)
                        == "the signature does not match the method, path, Idempotency-Key, body and timestamp")
                // Signed for another route behind the same secret: refused here.
                let elsewhere = try await client.postJSON(body, to: "/admin/echo", headers: TestService.signed(body))
                #expect(elsewhere.status == .unauthorized)
            }
            #expect(runs.withLock { $0 } == 1)
        }

        @Test(
            "a body over maxBodySize is 413; an authenticator whose backend fails is 503 with Retry-After",
            arguments: Adapter.allCases)
        func limitsAndOutages(adapter: Adapter) async throws {
            let runs = LockedValue(0)
            try await adapter.test(Self.mount(NoAuthentication(), maxBodySize: 16, runs: runs)) { client in
                let response = try await client.postJSON(TestService.body(id: "n-large"), to: "/admin/echo")
                #expect(response.status == .contentTooLarge)
                #expect(json(response)["error"] as? String == "payload-too-large")
            }
            let down = Self.mount(ScriptedAuthenticator(head: .unavailable, body: .pass), runs: runs)
            try await adapter.test(down) { client in
                let response = try await client.postJSON(TestService.body(id: "n-down"), to: "/admin/echo")
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
            }
            #expect(runs.withLock { $0 } == 0)
        }
    }
#endif
