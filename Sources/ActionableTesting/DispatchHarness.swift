public import ActionableRuntime
import Foundation
import Logging

/// Everything a test of handlers needs: a dispatcher built from a registry with a ``ManualClock`` and a
/// ``LogRecorder``, and ways to dispatch a response and assert its outcome, deadlines included.
///
/// ```swift
/// let harness = try DispatchHarness(registry: registry) { builder in
///     builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { response in .handled }
/// }
/// let outcome = await harness.dispatch(category: "INVITE_CATEGORY", action: "ACCEPT_IDENTIFIER")
/// #expect(outcome.kind == .completed)
///
/// let pending = harness.start(category: "INVITE_CATEGORY", action: "SLOW")
/// await harness.advancePastDeadline(of: pending)
/// #expect(await pending.outcome.kind == .timedOut)
/// ```
public struct DispatchHarness: Sendable {
    /// The dispatcher's clock: time moves only when the test moves it.
    public let clock: ManualClock
    /// What the dispatcher logged.
    public let logs: LogRecorder
    /// The dispatcher under test.
    public let dispatcher: ActionDispatcher
    /// The dispatcher's default deadline.
    public let deadline: Duration

    /// Builds a dispatcher for `registry` with a manual clock, recorded logs and no metrics; `configure` registers
    /// the handlers (and may change any other builder setting but the clock and logger).
    /// - Throws: ``/ActionableRuntime/DispatcherBuildError`` when the registrations do not fit the registry.
    public init(
        registry: CategoryRegistry,
        configure: (inout ActionDispatcher.Builder) -> Void
    ) throws(DispatcherBuildError) {
        let clock = ManualClock()
        let logs = LogRecorder()
        var builder = ActionDispatcher.Builder(registry: registry, logger: logs.logger())
        builder.metricsFactory = nil
        configure(&builder)
        builder.clock = clock
        self.clock = clock
        self.logs = logs
        deadline = builder.deadline
        dispatcher = try builder.build()
    }

    /// Dispatches `response` and returns its outcome. A handler that neither completes nor abandons its completion
    /// keeps this waiting until the clock passes the deadline: use ``start(_:)`` for those.
    public func dispatch(_ response: ActionResponse) async -> DispatchOutcome {
        await dispatcher.dispatch(response)
    }

    /// Dispatches a response made from the arguments, with a fresh notification identifier (as `ActionResponse.make`,
    /// this module's extension, makes it).
    public func dispatch(
        category: String,
        action: String,
        userText: String? = nil,
        targetContentIdentifier: String? = nil,
        userInfo: [String: JSONValue] = [:]
    ) async -> DispatchOutcome {
        await dispatch(
            .make(
                category: category, action: action, userText: userText,
                targetContentIdentifier: targetContentIdentifier, userInfo: userInfo
            ))
    }

    /// Starts dispatching `response` in a task of its own, for outcomes that need the clock to move.
    public func start(_ response: ActionResponse) -> PendingDispatch {
        let dispatcher = dispatcher
        return PendingDispatch(task: Task { await dispatcher.dispatch(response) })
    }

    /// Starts dispatching a response made from the arguments.
    public func start(category: String, action: String, userText: String? = nil) -> PendingDispatch {
        start(.make(category: category, action: action, userText: userText))
    }

    /// Waits until `count` dispatches are waiting on their deadlines, then moves the clock by `duration`.
    public func advance(by duration: Duration, afterSleepers count: Int = 1) async {
        await clock.sleepers(atLeast: count)
        clock.advance(by: duration)
    }

    /// Moves the clock just past the default deadline once a dispatch is waiting on it, and returns the outcome.
    @discardableResult
    public func advancePastDeadline(of pending: PendingDispatch) async -> DispatchOutcome {
        await advance(by: deadline + .nanoseconds(1))
        return await pending.outcome
    }
}

/// A dispatch running in its own task.
public struct PendingDispatch: Sendable {
    let task: Task<DispatchOutcome, Never>

    /// The outcome, once the dispatch ends.
    public var outcome: DispatchOutcome {
        get async { await task.value }
    }
}

/// Responses made from just the fields a test cares about.
extension ActionResponse {
    /// A response for tests: a fresh notification identifier and the current time unless given.
    public static func make(
        category: String,
        action: String,
        notificationIdentifier: String? = nil,
        userText: String? = nil,
        targetContentIdentifier: String? = nil,
        userInfo: [String: JSONValue] = [:]
    ) -> ActionResponse {
        ActionResponse(
            category: category,
            action: action,
            notificationIdentifier: notificationIdentifier ?? UUID().uuidString,
            userText: userText,
            targetContentIdentifier: targetContentIdentifier,
            userInfo: userInfo
        )
    }
}
