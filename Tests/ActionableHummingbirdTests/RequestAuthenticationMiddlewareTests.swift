import Actionable
import ActionableHummingbird
import ActionableTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// The endpoint's authentication in front of a service's own routes: the same refusals, and a route that sees only
/// requests that passed both steps, body already read.
@Suite struct RequestAuthenticationMiddlewareTests {
    /// A group `/admin` behind the middleware, whose `POST /admin/echo` answers with the body it got.
    static func application(
        _ middleware: RequestAuthenticationMiddleware<BasicRequestContext>, runs: LockedValue<Int>
    ) -> some ApplicationProtocol {
        CompositionService.application { router in
            router.group("admin").add(middleware: middleware).post("echo") { request, _ in
                runs.withLock { $0 += 1 }
                let body = try await request.body.collect(upTo: 1024)
                return Response(status: .ok, body: ResponseBody(byteBuffer: body))
            }
        }
    }

    @Test("a signed request reaches the route with its body; an unsigned or badly signed one is 401 with the reason")
    func hmac() async throws {
        let runs = LockedValue(0)
        let middleware = RequestAuthenticationMiddleware<BasicRequestContext>(
            authenticator: try HMACAuthenticator(secret: TestService.secret), clock: ManualClock())
        try await Self.application(middleware, runs: runs).test(.router) { client in
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

    @Test("a body over maxBodySize is 413; an authenticator whose backend fails is 503 with Retry-After")
    func limitsAndOutages() async throws {
        let runs = LockedValue(0)
        let small = RequestAuthenticationMiddleware<BasicRequestContext>(
            authenticator: NoAuthentication(), maxBodySize: 16)
        try await Self.application(small, runs: runs).test(.router) { client in
            let response = try await client.postJSON(TestService.body(id: "n-large"), to: "/admin/echo")
            #expect(response.status == .contentTooLarge)
            #expect(json(response)["error"] as? String == "payload-too-large")
        }
        let down = RequestAuthenticationMiddleware<BasicRequestContext>(
            authenticator: ScriptedAuthenticator(head: .unavailable, body: .pass))
        try await Self.application(down, runs: runs).test(.router) { client in
            let response = try await client.postJSON(TestService.body(id: "n-down"), to: "/admin/echo")
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "1")
        }
        #expect(runs.withLock { $0 } == 0)
    }
}
