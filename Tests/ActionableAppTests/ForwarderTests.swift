import ActionableApp
import ActionableTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ForwarderTests {
    let clock = ManualClock()
    let events = EventLog()

    func forwarder(_ transport: ScriptedTransport, credential: CredentialProvider = .none) -> ActionForwarder {
        ActionForwarder(
            baseURL: URL(string: "https://api.example.com/")!, credential: credential,
            retry: RetryPolicy(initialBackoff: .seconds(1), maximumBackoff: .seconds(4), jitter: { $0 }),
            transport: transport)
    }

    func entry() -> Outbox.Entry {
        let tap = sampleTap(at: clock.wallClockNow)
        return Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: clock.wallClockNow)
    }

    /// Delivers in a task and advances the manual clock past each back-off the forwarder announces: the test moves
    /// on events (a retry announced, the delivery done), never on time.
    func deliver(_ forwarder: ActionForwarder, until deadline: Duration) async -> ForwardOutcome {
        let entry = entry()
        let adapter = tapClock(clock)
        let task = Task { [events] in
            let outcome = await forwarder.deliver(entry, until: deadline, clock: adapter, events: events.sink)
            events.record(.removed(key: "test: delivery done", outcome: outcome.description))
            return outcome
        }
        @Sendable func isStep(_ event: TapEvent) -> Bool {
            switch event {
            case .retrying: true
            case .removed(let key, _): key == "test: delivery done"
            default: false
            }
        }
        var step = 1
        while case .retrying(_, let after) = await events.nth(step, where: isStep) {
            await clock.sleepers(atLeast: 1)
            clock.advance(by: after)
            step += 1
        }
        return await task.value
    }

    @Test("a 2xx is delivered, with the body, the key, the content type and how long the attempt waits")
    func delivered() async throws {
        let transport = ScriptedTransport([.status(200, body: #"{"message":"reply stored","outcome":"completed"}"#)])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        guard case .delivered(let answer) = outcome else {
            Issue.record("expected delivered, got \(outcome)")
            return
        }
        #expect(answer.message == "reply stored")
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/action-responses")
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == "tap:n-1:REPLY")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        // The attempt waits its timeout (8 s by default), less than the 20 s left, and tells the service so.
        #expect(request.value(forHTTPHeaderField: "Actionable-Time-Remaining-Ms") == "8000")
        #expect(request.httpBody == sampleTap(at: clock.wallClockNow).jsonBody())
    }

    @Test("503, 503 then 200: three attempts with one key, waiting 1 s then 2 s")
    func retriesFiveHundreds() async {
        let transport = ScriptedTransport([.status(503), .status(503), .status(200)])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        #expect(outcome.isDefinitive)
        #expect(transport.requests.count == 3)
        #expect(Set(transport.requests.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }) == ["tap:n-1:REPLY"])
        let waits = events.events.compactMap { event -> Duration? in
            if case .retrying(_, let after) = event { after } else { nil }
        }
        #expect(waits == [.seconds(1), .seconds(2)])
        #expect(clock.now.offset == .seconds(3))
    }

    @Test("a connection failure is retried like a 5xx")
    func retriesConnectionFailures() async {
        let transport = ScriptedTransport([.connectionError, .status(200)])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        guard case .delivered = outcome else {
            Issue.record("expected delivered, got \(outcome)")
            return
        }
        #expect(transport.requests.count == 2)
    }

    @Test("each attempt waits for the lesser of its timeout and the time left; a timed-out attempt is tried again")
    func attemptTimeout() async {
        let transport = ScriptedTransport([.noAnswer, .noAnswer, .noAnswer])
        let forwarder = ActionForwarder(
            baseURL: URL(string: "https://api.example.com/")!,
            retry: RetryPolicy(
                initialBackoff: .seconds(1), maximumBackoff: .seconds(1), attemptTimeout: .seconds(5), jitter: { $0 }),
            transport: transport)
        let task = Task { [clock, events] in
            await forwarder.deliver(
                entry(), until: .milliseconds(12_500), clock: tapClock(clock), events: events.sink)
        }
        // Sent at 0 s, 6 s and 12 s (after a 1 s back-off each): 5 s, 5 s, then the 0.5 s left.
        let waits: [Duration] = [.seconds(5), .seconds(5), .milliseconds(500)]
        for (number, wait) in zip(1..., waits) {
            _ = await transport.sent.nth(number) { _ in true }
            await clock.sleepers(atLeast: 1)
            clock.advance(by: wait)
            guard number < waits.count else { break }
            _ = await events.nth(number) { if case .retrying = $0 { true } else { false } }
            await clock.sleepers(atLeast: 1)
            clock.advance(by: .seconds(1))
        }
        let outcome = await task.value
        #expect(outcome == .queued(.deadline(lastError: "no answer before the deadline")))
        #expect(clock.now.offset == .milliseconds(12_500))
        #expect(
            transport.requests.map { $0.value(forHTTPHeaderField: "Actionable-Time-Remaining-Ms") } == [
                "5000", "5000", "500",
            ])
        // URLSession's timeout is a backstop behind each attempt's deadline: twice the wait and a second.
        #expect(transport.requests.map(\.timeoutInterval) == [11, 11, 2])
        let results = events.events.compactMap { event -> String? in
            if case .attempt(_, _, let result) = event { result } else { nil }
        }
        #expect(
            results == ["timed out after 5.0 seconds", "timed out after 5.0 seconds", "no answer before the deadline"])
    }

    @Test("Retry-After in seconds is the least wait; the jittered back-off comes on top")
    func honoursRetryAfter() async {
        let transport = ScriptedTransport([.status(429, headers: ["Retry-After": "3"]), .status(200)])
        _ = await deliver(forwarder(transport), until: .seconds(20))
        // The test's jitter keeps the whole bound: 3 s, and the first back-off of 1 s.
        #expect(
            events.events.contains { if case .retrying(_, .seconds(4)) = $0 { true } else { false } })
    }

    @Test("a Retry-After past the deadline keeps the tap for later without waiting")
    func retryAfterPastDeadline() async {
        let transport = ScriptedTransport([.status(503, headers: ["Retry-After": "60"])])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        #expect(outcome == .queued(.deadline(lastError: "503")))
        #expect(transport.requests.count == 1)
        #expect(clock.now.offset == .zero)
    }

    @Test("the service never answering in time: queued at the deadline, every attempt with the same key")
    func queuedAtDeadline() async {
        let transport = ScriptedTransport(Array(repeating: .status(500), count: 20))
        let outcome = await deliver(forwarder(transport), until: .seconds(6))
        guard case .queued = outcome else {
            Issue.record("expected queued, got \(outcome)")
            return
        }
        // 1 s, 2 s, then a 4 s wait would end past 6 s.
        #expect(transport.requests.count == 3)
    }

    @Test("401 asks once for a fresh credential and tries again at once")
    func refreshesOnce() async {
        let transport = ScriptedTransport([.status(401), .status(200)])
        let calls = EventLog()
        let provider = CredentialProvider { refresh in
            calls.record(.stored(key: refresh ? "refresh" : "current"))
            return .bearer(refresh ? "fresh" : "stale")
        }
        let outcome = await deliver(forwarder(transport, credential: provider), until: .seconds(20))
        guard case .delivered = outcome else {
            Issue.record("expected delivered, got \(outcome)")
            return
        }
        #expect(
            transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer stale", "Bearer fresh",
            ])
        #expect(calls.events == [.stored(key: "current"), .stored(key: "refresh")])
    }

    @Test("a second 401 is final")
    func secondUnauthorizedIsFinal() async {
        let transport = ScriptedTransport([
            .status(401, body: #"{"message":"token expired"}"#), .status(401, body: #"{"message":"token expired"}"#),
        ])
        let outcome = await deliver(
            forwarder(transport, credential: CredentialProvider { _ in .bearer("t") }), until: .seconds(20))
        #expect(outcome == .rejected(status: 401, reason: "token expired"))
        #expect(transport.requests.count == 2)
    }

    @Test(
        "400, 410 and 422 are not retried",
        arguments: [(400, "bad"), (410, "retired"), (422, "unroutable"), (413, "too large")])
    func definitiveRefusals(status: Int, message: String) async {
        let transport = ScriptedTransport([.status(status, body: #"{"message":"\#(message)"}"#)])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        #expect(transport.requests.count == 1)
        if status == 410 {
            #expect(outcome == .retired(reason: message))
        } else {
            #expect(outcome == .rejected(status: status, reason: message))
        }
    }

    @Test("a replayed answer is a duplicate: the service did not run its handler again")
    func replayedIsDuplicate() async {
        let transport = ScriptedTransport([.status(200, headers: ["Idempotent-Replayed": "true"])])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        guard case .duplicate = outcome else {
            Issue.record("expected duplicate, got \(outcome)")
            return
        }
    }

    @Test("no signed-in user (the provider answers nil) keeps the tap for later without an attempt")
    func signedOut() async {
        let transport = ScriptedTransport([])
        let outcome = await deliver(
            forwarder(transport, credential: CredentialProvider { _ in nil }), until: .seconds(20))
        #expect(outcome == .queued(.noCredential))
        #expect(transport.requests.isEmpty)
    }

    @Test("without a credential provider (.none) deliveries go without an Authorization header")
    func noProvider() async throws {
        let transport = ScriptedTransport([.status(200)])
        _ = await deliver(forwarder(transport), until: .seconds(20))
        #expect(try #require(transport.requests.first).value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test(
        "a 5xx the service replays (its stored answer for the key) is final: no retry, and not left to block the outbox"
    )
    func replayedFailureIsFinal() async {
        let transport = ScriptedTransport([
            .status(500, headers: ["Idempotent-Replayed": "true"], body: #"{"message":"the handler failed"}"#)
        ])
        let outcome = await deliver(forwarder(transport), until: .seconds(20))
        #expect(outcome == .rejected(status: 500, reason: "the handler failed"))
        #expect(transport.requests.count == 1)
    }

    @Test("a credential provider that never answers is cut off at the deadline: the tap is kept for later")
    func hangingCredential() async {
        let transport = ScriptedTransport([])
        let gate = Gate()
        let task = Task { [clock, events] in
            await forwarder(
                transport,
                credential: CredentialProvider { _ in
                    await gate.wait()
                    return .bearer("late")
                }
            ).deliver(entry(), until: .seconds(5), clock: tapClock(clock), events: events.sink)
        }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(5))
        #expect(await task.value == .queued(.noCredential))
        #expect(transport.requests.isEmpty)
        gate.open()
    }

    @Test("a credential provider that fails keeps the tap for later without an attempt")
    func noCredential() async {
        struct SignedOut: Error {}
        let transport = ScriptedTransport([])
        let outcome = await deliver(
            forwarder(transport, credential: CredentialProvider { _ in throw SignedOut() }), until: .seconds(20))
        #expect(outcome == .queued(.noCredential))
        #expect(transport.requests.isEmpty)
    }
}

@Suite struct RetryPolicyTests {
    @Test("back-off doubles from the initial value up to the maximum; jitter picks below the bound")
    func backoff() {
        let policy = RetryPolicy(initialBackoff: .milliseconds(250), maximumBackoff: .seconds(2), jitter: { $0 })
        #expect(
            (1...6).map { policy.delay(afterAttempt: $0, retryAfter: nil) } == [
                .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2),
            ])
        let halved = RetryPolicy(initialBackoff: .seconds(1), jitter: { $0 / 2 })
        #expect(halved.delay(afterAttempt: 2, retryAfter: nil) == .seconds(1))
        #expect(halved.delay(afterAttempt: 2, retryAfter: .seconds(1)) == .seconds(2), "Retry-After, then back-off")
        #expect(policy.delay(afterAttempt: 6, retryAfter: .seconds(1)) == .seconds(3))
        // Eight attempts turned away with `Retry-After: 1` (an outage) span 7 s at the least, 22.75 s with the whole
        // bound, about 15 s on average: more of a tap's 25 s than the 7 s that `Retry-After` alone would.
        let defaults = RetryPolicy(jitter: { $0 })
        let spread = (1...7).map { defaults.delay(afterAttempt: $0, retryAfter: .seconds(1)) }.reduce(.zero, +)
        #expect(spread == .milliseconds(22_750))
        for _ in 0..<50 {
            let random = RetryPolicy(initialBackoff: .seconds(1)).delay(afterAttempt: 3, retryAfter: nil)
            #expect(random >= .zero && random <= .seconds(4))
        }
    }

    @Test("Retry-After: delay-seconds and HTTP-date; garbage is ignored")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 1_795_253_400)  // Sat, 21 Nov 2026 09:30:00 GMT
        #expect(RetryPolicy.retryAfter("7", now: now) == .seconds(7))
        #expect(RetryPolicy.retryAfter("Sat, 21 Nov 2026 09:30:05 GMT", now: now) == .seconds(5))
        #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
        #expect(RetryPolicy.retryAfter("-3", now: now) == nil)
        #expect(RetryPolicy.retryAfter(nil, now: now) == nil)
    }

    @Test("an attempt waits 8 s by default; a timeout of zero or less is kept above zero")
    func attemptTimeoutDefault() {
        #expect(RetryPolicy().attemptTimeout == .seconds(8))
        #expect(RetryPolicy(attemptTimeout: .zero).attemptTimeout == .milliseconds(1))
        #expect(RetryPolicy(attemptTimeout: .seconds(-3)).attemptTimeout == .milliseconds(1))
    }

    @Test("which statuses are retried")
    func retryable() {
        #expect([408, 409, 425, 429, 500, 502, 503, 504].allSatisfy(RetryPolicy.isRetryable))
        #expect(![200, 400, 401, 403, 404, 410, 413, 422].contains(where: RetryPolicy.isRetryable))
    }
}
