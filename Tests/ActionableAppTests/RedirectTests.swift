import ActionableApp
import ActionableTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The forwarder over URLSession against real servers on 127.0.0.1: a redirect to another origin is never followed
/// with the credential, a redirect within the origin is.
@Suite struct RedirectTests {
    let clock = ManualClock()

    func deliver(to server: StallingServer, transport: URLSessionTransport) async -> ForwardOutcome {
        let forwarder = ActionForwarder(
            baseURL: URL(string: "http://127.0.0.1:\(server.port)")!,
            credential: CredentialProvider { _ in .bearer("user-token-1234") },
            retry: RetryPolicy(maximumAttempts: 1, attemptTimeout: .seconds(30)),
            transport: transport,
            additionalHeaders: ["X-Device": "device-42"])
        let tap = sampleTap(at: clock.wallClockNow)
        let entry = Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: clock.wallClockNow)
        return await forwarder.deliver(entry, until: .seconds(25), clock: tapClock(clock))
    }

    @Test(
        "a 307 to another origin is not followed: the other host gets nothing, the tap stays queued",
        arguments: [false, true])
    func crossOrigin(appSession: Bool) async throws {
        let elsewhere = try StallingServer(stalls: 0)
        defer { elsewhere.close() }
        let service = try StallingServer(
            stalls: 0, redirect: "http://127.0.0.1:\(elsewhere.port)/v1/action-responses")
        defer { service.close() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        // The default transport's own session, and a session the app gives: both refuse.
        let outcome = await deliver(
            to: service, transport: appSession ? URLSessionTransport(session: session) : URLSessionTransport())

        guard case .queued(.crossOriginRedirect(let status, let location)) = outcome else {
            Issue.record("expected queued(crossOriginRedirect), got \(outcome)")
            return
        }
        #expect(status == 307)
        #expect(location == "http://127.0.0.1:\(elsewhere.port)/v1/action-responses")
        #expect(!outcome.isDefinitive, "kept in the outbox for later")
        #expect(service.received.events.count == 1)
        #expect(service.received.events.first?.header("Authorization") == "Bearer user-token-1234")
        #expect(elsewhere.received.events.isEmpty, "the credential and headers never reached another origin")
    }

    @Test("a 307 within the origin is followed, and delivered")
    func sameOrigin() async throws {
        let service = try StallingServer(stalls: 0, redirect: "/moved/v1/action-responses")
        defer { service.close() }
        let outcome = await deliver(to: service, transport: URLSessionTransport())

        guard case .delivered(let answer) = outcome else {
            Issue.record("expected delivered, got \(outcome)")
            return
        }
        #expect(answer.status == 200)
        let paths = service.received.events.map { $0.head.split(separator: " ")[1] }
        #expect(paths == ["/v1/action-responses", "/moved/v1/action-responses"])
    }
}
