import ActionableRuntime
import ActionableTesting
import Foundation
import Logging
import MetricsTestKit
import Testing

/// The registry every dispatcher test uses: an invitation with a dismissal and a text reply, and a chat message.
enum DispatchFixtures {
    static let yaml = """
        categories:
          - identifier: INVITE
            options: [custom-dismiss-action]
            actions:
              - {identifier: ACCEPT, title: Accept}
              - {identifier: DECLINE, title: Decline, destructive: true}
              - {identifier: REPLY, title: Reply, text-input: {button-title: Send}}
          - identifier: CHAT
            actions:
              - {identifier: READ, title: Mark as Read}
        """

    static let registry: CategoryRegistry = {
        let result = CategoryLoader().load(yaml: yaml, file: "dispatch.yaml")
        // The fixture is valid by construction; a broken fixture fails every test through an empty registry.
        return (try? result.validRegistry()) ?? .empty
    }()
}

struct TestFailure: Error, Equatable {
    let reason: String
}

/// Keeps a completion so a test decides when (or whether) it is called.
final class CompletionBox: Sendable {
    private let stored = LockedValue<Completion?>(nil)

    func keep(_ completion: Completion) { stored.withLock { $0 = completion } }
    func call(_ result: HandlerResult = .handled) { stored.withLock { $0 }?.complete(result) }
    func release() { stored.withLock { $0 = nil } }
}

@Suite struct DispatcherOutcomeTests {
    @Test("a callback handler that completes at once gives completed, with its result")
    func callbackCompletesAtOnce() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, completion in completion(HandlerResult(message: "accepted")) }
        }
        let outcome = await harness.dispatch(category: "INVITE", action: "ACCEPT")
        guard case .completed(let result) = outcome else {
            Issue.record("expected completed, got \(outcome)")
            return
        }
        #expect(result.message == "accepted")
        #expect(harness.logs.entries.isEmpty)
    }

    @Test("a callback handler may complete later, from another task")
    func callbackCompletesLater() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, completion in
                Task.detached { completion() }
            }
        }
        #expect(await harness.dispatch(category: "INVITE", action: "ACCEPT").kind == .completed)
    }

    @Test("an async handler completes by returning and fails by throwing")
    func asyncHandler() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _ in HandlerResult(data: ["seat": 12]) }
            builder.on("INVITE", "DECLINE") { _ in throw TestFailure(reason: "calendar unavailable") }
        }
        guard case .completed(let result) = await harness.dispatch(category: "INVITE", action: "ACCEPT") else {
            Issue.record("expected completed")
            return
        }
        #expect(result.data == ["seat": 12])
        guard case .failed(let error) = await harness.dispatch(category: "INVITE", action: "DECLINE") else {
            Issue.record("expected failed")
            return
        }
        #expect(error as? TestFailure == TestFailure(reason: "calendar unavailable"))
        #expect(harness.logs.entries.map(\.level) == [.error])
        #expect(harness.logs.entries.first?.metadata["outcome"] == "failed")
    }

    @Test("a callback handler fails through its completion")
    func callbackFails() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, completion in completion.fail(TestFailure(reason: "no")) }
        }
        #expect(await harness.dispatch(category: "INVITE", action: "ACCEPT").kind == .failed)
    }

    @Test("a handler that never completes times out at the deadline, measured on the injected clock")
    func timesOut() async throws {
        let box = CompletionBox()
        let late = LockedValue<[DispatchOutcome.Kind]>([])
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.deadline = .seconds(10)
            builder.onLateCompletion = { _, outcome in late.withLock { $0.append(outcome.kind) } }
            builder.on("INVITE", "ACCEPT") { _, completion in box.keep(completion) }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.advance(by: .seconds(9), afterSleepers: 1)
        #expect(harness.clock.sleeperCount == 1, "still waiting one second before the deadline")
        harness.clock.advance(by: .seconds(1))
        guard case .timedOut(let after) = await pending.outcome else {
            Issue.record("expected timedOut")
            return
        }
        #expect(after == .seconds(10))
        box.call()  // The completion arrives after the caller got its outcome: recorded as late, not lost.
        #expect(late.withLock { $0 } == [.completed])
        let messages = harness.logs.entries.map(\.message)
        #expect(messages.contains { $0.hasPrefix("Action handler did not complete normally: timed out") })
        #expect(messages.contains { $0.contains("completed after its deadline") })
        #expect(
            harness.logs.entries.allSatisfy { $0.metadata["category"] == "INVITE" && $0.metadata["action"] == "ACCEPT" }
        )
    }

    @Test("an async handler that works past its deadline before it first suspends is timed out, its result late")
    func asyncHandlerBlockingPastItsDeadline() async throws {
        let late = LockedValue<[DispatchOutcome.Kind]>([])
        let clock = LockedValue<ManualClock?>(nil)
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.deadline = .seconds(10)
            builder.onLateCompletion = { _, outcome in late.withLock { $0.append(outcome.kind) } }
            // Blocking work, as the clock sees it: eleven seconds pass before the handler returns, with no await.
            builder.on("INVITE", "ACCEPT") { _ in
                clock.withLock { $0 }?.advance(by: .seconds(11))
                return HandlerResult()
            }
            builder.on("INVITE", "DECLINE") { _ in
                clock.withLock { $0 }?.advance(by: .seconds(9))
                return HandlerResult()
            }
        }
        clock.withLock { $0 = harness.clock }
        guard case .timedOut(let after) = await harness.dispatch(category: "INVITE", action: "ACCEPT") else {
            Issue.record("expected timedOut")
            return
        }
        #expect(after == .seconds(10))
        #expect(late.withLock { $0 } == [.completed], "its result is not lost: it is a late completion")
        #expect(await harness.dispatch(category: "INVITE", action: "DECLINE").kind == .completed, "within its deadline")
        #expect(harness.clock.sleeperCount == 0)
    }

    @Test("a per-action deadline overrides the dispatcher's")
    func perActionDeadline() async throws {
        let box = CompletionBox()
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.deadline = .seconds(60)
            builder.on("INVITE", "ACCEPT", deadline: .seconds(2)) { _, completion in box.keep(completion) }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.advance(by: .seconds(2), afterSleepers: 1)
        #expect(await pending.outcome.kind == .timedOut)
    }

    @Test("an async handler past its deadline times out and is cancelled", .timeLimit(.minutes(1)))
    func asyncTimesOutAndIsCancelled() async throws {
        // What ended the handler's wait: reported once, when it ends, and the stream finishes.
        let (endings, ending) = AsyncStream.makeStream(of: String.self)
        let clockBox = LockedValue<ManualClock?>(nil)
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _ in
                // Waits on the test's clock far beyond the deadline; cancellation ends the wait.
                defer { ending.finish() }
                do {
                    try await clockBox.withLock { $0 }?.sleep(for: .seconds(3600))
                } catch {
                    ending.yield("\(type(of: error))")
                    throw error
                }
                ending.yield("the sleep returned")
                return .handled
            }
        }
        clockBox.withLock { $0 = harness.clock }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.advance(by: harness.deadline, afterSleepers: 2)  // the handler's sleep and the deadline
        #expect(await pending.outcome.kind == .timedOut)
        var seen: [String] = []
        for await reason in endings { seen.append(reason) }
        #expect(seen == ["CancellationError"])
    }

    @Test("a completion released without being called ends the dispatch as abandoned at once")
    func abandonedAtOnce() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, _ in }
        }
        // No clock movement: abandonment is detected when the completion is freed, not at the deadline.
        #expect(await harness.dispatch(category: "INVITE", action: "ACCEPT").kind == .abandoned)
        #expect(harness.clock.now.offset == .zero)
    }

    @Test("a completion kept for a while and then dropped uncalled is abandoned before the deadline")
    func abandonedLater() async throws {
        let box = CompletionBox()
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, completion in box.keep(completion) }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.clock.sleepers(atLeast: 1)
        box.release()
        #expect(await pending.outcome.kind == .abandoned)
    }

    @Test("a second completion is ignored, logged and counted, and never changes the outcome")
    func completedTwice() async throws {
        let metrics = TestMetrics()
        let recorder = LogRecorder()
        var builder = ActionDispatcher.Builder(registry: DispatchFixtures.registry, logger: recorder.logger())
        builder.metricsFactory = metrics
        builder.on("INVITE", "ACCEPT") { _, completion in
            completion(HandlerResult(message: "first"))
            completion(HandlerResult(message: "second"))
            completion.fail(TestFailure(reason: "third"))
        }
        let dispatcher = try builder.build()
        guard case .completed(let result) = await dispatcher.dispatch(.make(category: "INVITE", action: "ACCEPT"))
        else {
            Issue.record("expected completed")
            return
        }
        #expect(result.message == "first")
        #expect(try metrics.expectCounter("actionable_dispatch_repeated_completions_total").totalValue == 2)
        #expect(recorder.entries.filter { $0.message.contains("more than once") }.count == 2)
    }
}

@Suite struct DispatcherRoutingTests {
    @Test("an undeclared category is unroutable, with the nearest declared identifier")
    func unknownCategory() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { _ in }
        let outcome = await harness.dispatch(category: "INVITES", action: "ACCEPT")
        guard case .unroutable(let reason) = outcome else {
            Issue.record("expected unroutable, got \(outcome)")
            return
        }
        #expect(reason == .unknownCategory("INVITES", suggestion: "INVITE"))
        #expect(harness.logs.entries.first?.level == .warning)
    }

    @Test("an undeclared action is unroutable, with the nearest declared action")
    func unknownAction() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { _ in }
        guard case .unroutable(let reason) = await harness.dispatch(category: "INVITE", action: "ACEPT") else {
            Issue.record("expected unroutable")
            return
        }
        #expect(reason == .unknownAction(category: "INVITE", action: "ACEPT", suggestion: "ACCEPT"))
    }

    @Test("a declared action without a handler is unroutable unless its category has a fallback")
    func noHandlerAndFallback() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.fallback(
                for: "INVITE", .async { response in HandlerResult(message: "fallback \(response.actionIdentifier)") })
        }
        guard case .completed(let result) = await harness.dispatch(category: "INVITE", action: "DECLINE") else {
            Issue.record("expected the fallback to complete")
            return
        }
        #expect(result.message == "fallback DECLINE")
        guard case .unroutable(let reason) = await harness.dispatch(category: "CHAT", action: "READ") else {
            Issue.record("expected unroutable")
            return
        }
        #expect(reason == .noHandler(category: "CHAT", action: "READ"))
    }

    @Test("text on an action without text input, or none on a text-input action, is rejected before any handler")
    func textContradictions() async throws {
        let calls = LockedValue(0)
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, completion in
                calls.withLock { $0 += 1 }; completion()
            }
            builder.on("INVITE", "REPLY") { response, completion in
                calls.withLock { $0 += 1 }
                completion(HandlerResult(message: response.userText))
            }
        }
        let unexpected = await harness.dispatch(category: "INVITE", action: "ACCEPT", userText: "hi")
        #expect(unexpected.kind == .rejected)
        if case .rejected(let reason) = unexpected {
            #expect(reason == .unexpectedText(category: "INVITE", action: "ACCEPT"))
        }
        let missing = await harness.dispatch(category: "INVITE", action: "REPLY")
        if case .rejected(let reason) = missing {
            #expect(reason == .missingText(category: "INVITE", action: "REPLY"))
        } else {
            Issue.record("expected rejected, got \(missing)")
        }
        #expect(calls.withLock { $0 } == 0)
        guard case .completed(let result) = await harness.dispatch(category: "INVITE", action: "REPLY", userText: "")
        else {
            Issue.record("an empty reply is still a reply")
            return
        }
        #expect(result.message == "")
    }

    @Test("the default action and the dismissal reach their own handlers; a dismissal iOS never sends is rejected")
    func defaultAndDismiss() async throws {
        let harness = try DispatchHarness(registry: DispatchFixtures.registry) { builder in
            builder.on("INVITE", ActionResponse.defaultActionIdentifier) { _ in HandlerResult(message: "opened") }
            builder.on("INVITE", ActionResponse.dismissActionIdentifier) { _ in HandlerResult(message: "dismissed") }
        }
        guard
            case .completed(let opened) = await harness.dispatch(
                category: "INVITE", action: ActionResponse.defaultActionIdentifier),
            case .completed(let dismissed) = await harness.dispatch(
                category: "INVITE", action: ActionResponse.dismissActionIdentifier)
        else {
            Issue.record("expected both to complete")
            return
        }
        #expect(opened.message == "opened")
        #expect(dismissed.message == "dismissed")
        let chat = await harness.dispatch(category: "CHAT", action: ActionResponse.dismissActionIdentifier)
        if case .rejected(let reason) = chat {
            #expect(reason == .dismissNotEnabled(category: "CHAT"))
        } else {
            Issue.record("expected rejected, got \(chat)")
        }
    }
}

@Suite struct DispatcherBuilderTests {
    @Test("building lists every problem, with suggestions, not just the first")
    func buildErrorsListEveryProblem() {
        var builder = ActionDispatcher.Builder(registry: DispatchFixtures.registry, logger: LogRecorder().logger())
        builder.on("INVITES", "ACCEPT") { _ in .handled }
        builder.on("INVITE", "ACEPT") { _ in .handled }
        builder.on("CHAT", ActionResponse.dismissActionIdentifier) { _ in .handled }
        builder.on("INVITE", "DECLINE") { _ in .handled }
        builder.on("INVITE", "DECLINE") { _, completion in completion() }
        #expect {
            _ = try builder.build()
        } throws: { error in
            guard let error = error as? DispatcherBuildError else { return false }
            return error.problems == [
                .undeclaredCategory("INVITES", suggestion: "INVITE"),
                .undeclaredAction(category: "INVITE", action: "ACEPT", suggestion: "ACCEPT"),
                .dismissWithoutOption(category: "CHAT"),
                .duplicateHandler(category: "INVITE", action: "DECLINE"),
            ]
        }
    }

    @Test("the coverage report lists declared actions without handlers; requiring coverage makes them errors")
    func coverage() throws {
        var builder = ActionDispatcher.Builder(registry: DispatchFixtures.registry, logger: LogRecorder().logger())
        builder.on("INVITE", "ACCEPT") { _ in .handled }
        builder.fallback(for: "CHAT", .async { _ in .handled })
        let report = builder.coverage()
        #expect(report.unhandled.map(\.description) == ["INVITE/DECLINE", "INVITE/REPLY"])
        #expect(report.handledByFallback.map(\.description) == ["CHAT/READ"])
        #expect(!report.isComplete)
        #expect(try builder.build().coverage == report)
        #expect(throws: DispatcherBuildError.self) { try builder.build(requireCompleteCoverage: true) }
    }

    @Test("counters per outcome and a timer per (category, action) go to the metrics factory")
    func metrics() async throws {
        let metrics = TestMetrics()
        var builder = ActionDispatcher.Builder(registry: DispatchFixtures.registry, logger: LogRecorder().logger())
        builder.metricsFactory = metrics
        builder.on("INVITE", "ACCEPT") { _, completion in completion() }
        builder.on("INVITE", "DECLINE") { _, _ in }
        let dispatcher = try builder.build()
        for _ in 0..<3 { _ = await dispatcher.dispatch(.make(category: "INVITE", action: "ACCEPT")) }
        _ = await dispatcher.dispatch(.make(category: "INVITE", action: "DECLINE"))
        _ = await dispatcher.dispatch(.make(category: "NOPE", action: "ACCEPT"))
        let label = "actionable_dispatch_outcomes_total"
        #expect(try metrics.expectCounter(label, [("outcome", "completed")]).totalValue == 3)
        #expect(try metrics.expectCounter(label, [("outcome", "abandoned")]).totalValue == 1)
        #expect(try metrics.expectCounter(label, [("outcome", "unroutable")]).totalValue == 1)
        let timer = try metrics.expectTimer(
            "actionable_dispatch_duration", [("category", "INVITE"), ("action", "ACCEPT")])
        #expect(timer.values.count == 3)
    }
}

@Suite struct ActionResponseCodingTests {
    @Test("the wire format uses kebab-case keys and ISO 8601 dates, and round-trips")
    func roundTrip() throws {
        let json = """
            {"category": "INVITE", "action": "REPLY", "notification-id": "n-1", "user-text": "See you",
             "target-content-id": "https://example.com/invites/42", "user-info": {"invite": 42, "tags": ["a", null]},
             "received-at": "2026-11-21T09:30:00Z"}
            """
        let response = try JSONDecoder().decode(ActionResponse.self, from: Data(json.utf8))
        #expect(response.categoryIdentifier == "INVITE")
        #expect(response.actionIdentifier == "REPLY")
        #expect(response.notificationIdentifier == "n-1")
        #expect(response.userText == "See you")
        #expect(response.targetContentIdentifier == "https://example.com/invites/42")
        #expect(response.userInfo == ["invite": 42, "tags": ["a", nil]])
        #expect(response.receivedAt == Date(timeIntervalSince1970: 1_795_253_400))
        let encoded = try JSONEncoder().encode(response)
        #expect(try JSONDecoder().decode(ActionResponse.self, from: encoded) == response)
        let keys = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any]).keys.sorted()
        #expect(
            keys == [
                "action", "category", "notification-id", "received-at", "target-content-id", "user-info", "user-text",
            ])
    }

    @Test(
        "received-at takes any RFC 3339 date-time: fractional seconds, lowercase t and z, offsets up to ±23:59",
        arguments: [
            ("2026-11-21T09:30:00Z", 1_795_253_400.0),
            ("2026-11-21t09:30:00z", 1_795_253_400.0),
            ("2026-11-21T09:30:00.250Z", 1_795_253_400.25),
            ("2026-11-21T11:30:00+02:00", 1_795_253_400.0),
            ("2026-11-22T07:00:00+21:30", 1_795_253_400.0),
            ("2026-11-20T09:31:00-23:59", 1_795_253_400.0),
        ])
    func receivedAtIsRFC3339(text: String, seconds: Double) throws {
        let date = try #require(Self.receivedAt(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.001)
    }

    @Test(
        "received-at refuses what is not an RFC 3339 date-time",
        arguments: [
            "yesterday", "2026-11-21", "2026-11-21 09:30:00Z", "2026-11-21T09:30:00+24:00", "2026-11-21T09:30:00+02:60",
            "2026-11-21T09:30:00", String(repeating: "9", count: 100),
        ])
    func receivedAtRefuses(text: String) {
        #expect(Self.receivedAt(text) == nil)
    }

    /// The `received-at` a body with `text` decodes to; `nil` when it is refused.
    static func receivedAt(_ text: String) -> Date? {
        let body = #"{"category": "A", "action": "B", "notification-id": "n", "received-at": "\#(text)"}"#
        return try? JSONDecoder().decode(ActionResponse.self, from: Data(body.utf8)).receivedAt
    }

    @Test("a missing required field or a bad date is a decoding error that names the key")
    func missingFields() {
        #expect {
            try JSONDecoder().decode(
                ActionResponse.self, from: Data(#"{"category": "INVITE", "action": "ACCEPT"}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "notification-id"
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                ActionResponse.self,
                from: Data(
                    #"{"category": "A", "action": "B", "notification-id": "n", "received-at": "yesterday"}"#.utf8)
            )
        }
    }
}
