import Actionable
import ActionableApp
import ActionableTesting
import Foundation
import Testing

@Suite struct ResponderTests {
    let clock = ManualClock()
    let events = EventLog()

    func responder(budget: Duration = .seconds(25)) -> NotificationResponder {
        NotificationResponder(
            configuration: .init(budget: budget), clock: tapClock(clock), events: events.sink)
    }

    func completions(_ reason: CompletionReason) -> Int {
        events.events.count { if case .completed(_, reason) = $0 { true } else { false } }
    }

    @Test("a handler that returns: iOS's completion is called once, when it returns")
    func handled() async {
        let responder = responder()
        let gate = Gate()
        responder.install { _, _ in await gate.wait() }
        let system = SystemCompletion()
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        #expect(system.calls == 0)
        gate.open()
        await system.called()
        #expect(system.calls == 1)
        #expect(completions(.handled) == 1)
    }

    @Test("a handler that throws: iOS's completion is called once, and the failure is reported")
    func throwing() async {
        struct Broken: Error {}
        let responder = responder()
        responder.install { _, _ in throw Broken() }
        let system = SystemCompletion()
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        await system.called()
        await events.first { if case .handlerFailed = $0 { true } else { false } }
        #expect(system.calls == 1)
        #expect(completions(.failed) == 1)
    }

    @Test("a handler that hangs: iOS's completion at the deadline, once; its late return is logged, not passed on")
    func hanging() async {
        let responder = responder(budget: .seconds(25))
        let gate = Gate()
        let cancelled = LockedValue(false)
        responder.install { _, context in
            await gate.wait()
            cancelled.withLock { $0 = context.isCancelled }
        }
        let system = SystemCompletion()
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(24))
        #expect(system.calls == 0)
        clock.advance(by: .seconds(1))
        await system.called()
        #expect(completions(.deadline) == 1)
        gate.open()
        await events.first { if case .completionIgnored(_, .handled) = $0 { true } else { false } }
        #expect(system.calls == 1)
        #expect(cancelled.withLock { $0 })
    }

    @Test("a tap before install is held and handled once handlers are installed, and completed then")
    func heldUntilInstalled() async {
        let responder = responder()
        let system = SystemCompletion()
        let handled = LockedValue<[String]>([])
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        await events.first { if case .held = $0 { true } else { false } }
        #expect(system.calls == 0)
        responder.install { tap, _ in handled.withLock { $0.append(tap.notificationIdentifier) } }
        await system.called()
        #expect(handled.withLock { $0 } == ["n-1"])
        #expect(system.calls == 1)
    }

    @Test("a held tap still gets iOS's completion at its deadline, and runs once installed, once")
    func heldPastTheDeadline() async {
        let responder = responder(budget: .seconds(5))
        let system = SystemCompletion()
        let handled = LockedValue(0)
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(5))
        await system.called()
        responder.install { _, context in
            handled.withLock { $0 += 1 }
            // A fresh budget to forward in.
            #expect(context.timeRemaining == .seconds(5))
        }
        await events.first { if case .completionIgnored = $0 { true } else { false } }
        #expect(handled.withLock { $0 } == 1)
        #expect(system.calls == 1)
    }

    @Test("iOS's completion is called on whatever thread, from many taps at once, once each")
    func concurrentTaps() async {
        let responder = responder()
        responder.install { _, _ in }
        let systems = (0..<50).map { _ in SystemCompletion() }
        await withTaskGroup(of: Void.self) { group in
            for (index, system) in systems.enumerated() {
                group.addTask {
                    responder.receive(
                        sampleTap(notification: "n-\(index)", at: Date()), completionHandler: system.handler)
                    await system.called()
                }
            }
        }
        #expect(systems.allSatisfy { $0.calls == 1 })
    }

    @Test("without an outbox, a tap that could not be delivered is 'lost', and the app is told, text included")
    func lostWithoutOutbox() async {
        let told = LockedValue<[NotificationResponder.Undelivered]>([])
        let transport = ScriptedTransport([.connectionError])
        let responder = NotificationResponder(
            configuration: .init(
                forwarder: ActionForwarder(
                    baseURL: URL(string: "https://api.example.com")!, retry: RetryPolicy(maximumAttempts: 1),
                    transport: transport)),
            clock: tapClock(clock), events: events.sink, undelivered: { failed in told.withLock { $0.append(failed) } })
        let outcome = LockedValue<ForwardOutcome?>(nil)
        responder.install { _, context in
            let result = await context.forward()
            outcome.withLock { $0 = result }
        }
        let system = SystemCompletion()
        responder.receive(sampleTap(at: clock.wallClockNow), completionHandler: system.handler)
        await system.called()
        guard case .lost? = outcome.withLock({ $0 }) else {
            Issue.record("expected lost, got \(String(describing: outcome.withLock { $0 }))")
            return
        }
        #expect(told.withLock { $0.map(\.tap.userText) } == ["On my way"])
    }

    @Test("no event carries what the person typed")
    func textNeverLogged() async {
        let responder = responder()
        responder.install { _, _ in }
        let system = SystemCompletion()
        responder.receive(sampleTap(text: "my secret reply", at: clock.wallClockNow), completionHandler: system.handler)
        await system.called()
        #expect(!events.events.isEmpty)
        #expect(events.events.allSatisfy { !$0.description.contains("secret") })
        #expect(!sampleTap(text: "my secret reply", at: Date()).description.contains("secret"))
    }
}
