import ActionableRuntime
import ActionableTesting
import Foundation
import MetricsTestKit
import Testing

/// Completions kept by notification id, shared between handlers and the workers that dispatch.
final class CompletionsByID: Sendable {
    let map = LockedValue<[String: Completion]>([:])
}

@Suite struct DispatcherStressTests {
    /// What one handler does with its dispatch.
    enum Behaviour: String, CaseIterable, Sendable {
        case completeNow, completeTwice, completeSoon, completeAfterDeadline, neverComplete, dropCompletion
        case throwAsync, failCallback

        var action: String { self == .throwAsync ? "DECLINE" : "ACCEPT" }
    }

    static let dispatches = 100_000
    static let workers = 256
    static let deadline = Duration.seconds(10)

    @Test(
        "100,000 dispatches from many tasks, with handlers that misbehave at random, each get exactly one outcome",
        .timeLimit(.minutes(10)))
    func everyDispatchGetsExactlyOneOutcome() async throws {
        let clock = ManualClock()
        let metrics = TestMetrics()
        let kept = LockedValue<[Completion]>([])
        let completeAfterOutcome = CompletionsByID()
        // One element per completion that arrives after its dispatch timed out.
        let (lateCompletions, lateCompletion) = AsyncStream.makeStream(of: Void.self)
        var builder = ActionDispatcher.Builder(
            registry: DispatchFixtures.registry, logger: LogRecorder().logger(level: .critical))
        builder.clock = clock
        builder.deadline = Self.deadline
        builder.metricsFactory = metrics
        builder.onLateCompletion = { _, _ in lateCompletion.yield() }
        builder.on("INVITE", "ACCEPT") { response, completion in
            switch Behaviour(rawValue: response.userInfo["behaviour"]?.stringValue ?? "") {
            case .completeNow:
                completion()
            case .completeTwice:
                completion()
                completion()
            case .completeSoon:
                Task.detached { completion() }
            case .completeAfterDeadline:
                // Called by the worker once the dispatch has returned its outcome: surely after the deadline.
                completeAfterOutcome.map.withLock { $0[response.notificationIdentifier] = completion }
            case .neverComplete:
                kept.withLock { $0.append(completion) }
            case .failCallback:
                completion.fail(TestFailure(reason: "callback"))
            case .dropCompletion, .throwAsync, nil:
                break
            }
        }
        builder.on("INVITE", "DECLINE") { _ in throw TestFailure(reason: "async") }
        let dispatcher = try builder.build()

        var generator = SplitMix64(state: 20_261_121)
        let plan = (0..<Self.dispatches).map { _ in Behaviour.allCases.randomElement(using: &generator) ?? .completeNow
        }

        // Moves the clock whenever something waits on it, until cancelled: deadlines pass without real sleeping.
        let driver = Task {
            while !Task.isCancelled {
                await clock.sleepers(atLeast: 1)
                clock.advance(by: Self.deadline)
            }
        }
        let outcomes = await withTaskGroup(of: [(Int, DispatchOutcome.Kind)].self) { group in
            for worker in 0..<Self.workers {
                group.addTask {
                    var mine: [(Int, DispatchOutcome.Kind)] = []
                    for index in stride(from: worker, to: Self.dispatches, by: Self.workers) {
                        let behaviour = plan[index]
                        let response = ActionResponse.make(
                            category: "INVITE", action: behaviour.action, notificationIdentifier: "n-\(index)",
                            userInfo: ["behaviour": .string(behaviour.rawValue)]
                        )
                        mine.append((index, await dispatcher.dispatch(response).kind))
                        completeAfterOutcome.map.withLock { $0.removeValue(forKey: response.notificationIdentifier) }?
                            .complete()
                    }
                    return mine
                }
            }
            var all = [DispatchOutcome.Kind?](repeating: nil, count: Self.dispatches)
            for await batch in group {
                for (index, kind) in batch {
                    #expect(all[index] == nil, "dispatch \(index) returned twice")
                    all[index] = kind
                }
            }
            return all
        }
        driver.cancel()
        await driver.value
        kept.withLock { $0.removeAll() }

        // Exactly one outcome per dispatch, and the one each behaviour must produce.
        #expect(outcomes.allSatisfy { $0 != nil })
        var tally: [DispatchOutcome.Kind: Int] = [:]
        var lateExpected = 0
        for (index, kind) in outcomes.enumerated() {
            guard let kind else { continue }
            tally[kind, default: 0] += 1
            let behaviour = plan[index]
            switch behaviour {
            case .completeNow, .completeTwice: #expect(kind == .completed, "\(behaviour) #\(index)")
            case .completeSoon, .throwAsync:
                // The clock jumps whenever something waits on it, so a handler that finishes a moment later may
                // legitimately miss its deadline; its completion then counts as late.
                let onTime: DispatchOutcome.Kind = behaviour == .completeSoon ? .completed : .failed
                #expect(kind == onTime || kind == .timedOut, "\(behaviour) #\(index)")
                if kind == .timedOut { lateExpected += 1 }
            case .completeAfterDeadline:
                #expect(kind == .timedOut, "\(behaviour) #\(index)")
                lateExpected += 1
            case .neverComplete: #expect(kind == .timedOut, "\(behaviour) #\(index)")
            case .dropCompletion: #expect(kind == .abandoned, "\(behaviour) #\(index)")
            case .failCallback: #expect(kind == .failed, "\(behaviour) #\(index)")
            }
        }
        #expect(tally.values.reduce(0, +) == Self.dispatches)

        // The counters agree with what the callers saw.
        let label = "actionable_dispatch_outcomes_total"
        for kind in DispatchOutcome.Kind.allCases {
            let counted = (try? metrics.expectCounter(label, [("outcome", kind.rawValue)]).totalValue) ?? 0
            #expect(Int(counted) == tally[kind, default: 0], "counter for \(kind)")
        }
        let twice = plan.count { $0 == .completeTwice }
        #expect(try metrics.expectCounter("actionable_dispatch_repeated_completions_total").totalValue == Int64(twice))
        // Handlers that missed their deadline finish on their own time: wait for each of their late completions.
        var lateSeen = 0
        if lateExpected > 0 {
            for await _ in lateCompletions {
                lateSeen += 1
                if lateSeen == lateExpected { break }
            }
        }
        #expect(lateSeen == lateExpected)
        // The counter goes up before the callback runs, so it has counted each of them, and none besides.
        let lateCounted = (try? metrics.expectCounter("actionable_dispatch_late_completions_total").totalValue) ?? 0
        #expect(lateCounted == Int64(lateExpected))
        #expect(clock.sleeperCount == 0, "no deadline timer is left waiting")
    }
}
