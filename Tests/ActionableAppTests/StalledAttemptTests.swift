import ActionableApp
import ActionableTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The forwarder over URLSession against a real server on 127.0.0.1 that takes the first request and never answers
/// it. Time is a manual clock: the attempt's timeout and the back-off pass when the test advances it, once the server
/// has the request, so nothing waits in real time.
@Suite struct StalledAttemptTests {
    let clock = ManualClock()
    let events = EventLog()

    @Test("a connection that goes quiet is given up at the attempt's timeout; the next attempt is delivered in time")
    func stalledFirstAttempt() async throws {
        let server = try StallingServer(stalls: 1)
        defer { server.close() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let forwarder = ActionForwarder(
            baseURL: URL(string: "http://127.0.0.1:\(server.port)")!,
            retry: RetryPolicy(initialBackoff: .seconds(1), attemptTimeout: .seconds(5), jitter: { $0 }),
            transport: URLSessionTransport(session: session))
        let tap = sampleTap(at: clock.wallClockNow)
        let entry = Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: clock.wallClockNow)
        let task = Task { [clock, events] in
            await forwarder.deliver(entry, until: .seconds(25), clock: tapClock(clock), events: events.sink)
        }
        _ = await server.received.first { _ in true }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(5))
        let retry = await events.first { if case .retrying = $0 { true } else { false } }
        guard case .retrying(_, let after) = retry else {
            Issue.record("expected a retry, got \(retry)")
            return
        }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: after)
        let outcome = await task.value

        guard case .delivered(let answer) = outcome else {
            Issue.record("expected delivered, got \(outcome)")
            return
        }
        #expect(answer.message == "handled")
        let attempts = events.events.compactMap { event -> String? in
            if case .attempt(_, let number, let result) = event { "\(number): \(result)" } else { nil }
        }
        // The first attempt timed out: at the attempt's deadline on the manual clock, or — on a machine so loaded that
        // the test advances the clock late — at URLSession's own real-time backstop (twice the wait and a second),
        // NSURLErrorTimedOut. Either way it is a timeout, retried with the same key.
        #expect(attempts.count == 2 && attempts.last == "2: 200", "\(attempts)")
        #expect(
            ["1: timed out after 5.0 seconds", "1: connection error -1001"].contains(attempts.first ?? ""),
            "\(attempts)")
        #expect(clock.now.offset == .seconds(6), "the timeout and one back-off, well inside the 25 s")
        // Both requests whole, with the same key: the second one is the one the service answers.
        let requests = server.received.events
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.body == tap.jsonBody().map { $0 } })
        #expect(Set(requests.map { $0.header("Idempotency-Key") }) == [tap.idempotencyKey])
    }
}
