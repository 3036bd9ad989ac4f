import Synchronization

/// The completion a callback handler must call exactly once, now or later, from any task or thread.
///
/// It is a reference on purpose: when the last reference goes without a call, the dispatch ends at once as
/// ``DispatchOutcome/abandoned`` rather than at the deadline. A second call is ignored, logged and counted; a call
/// after the deadline is recorded as late. None of these can crash.
public final class Completion: Sendable {
    private struct State {
        var calls = 0
        /// Set when the handler completed before the dispatcher started waiting (the common, fast case).
        var outcome: DispatchOutcome?
        /// Set once the dispatcher waits; from then on outcomes go through it.
        var waiter: DispatchWaiter?
    }

    private let state = Mutex(State())
    let response: ActionResponse
    let monitor: DispatchMonitor

    init(response: ActionResponse, monitor: DispatchMonitor) {
        self.response = response
        self.monitor = monitor
    }

    /// Completes the dispatch with `result`.
    public func callAsFunction(_ result: HandlerResult = .handled) {
        finish(.completed(result))
    }

    /// Completes the dispatch with `result`.
    public func complete(_ result: HandlerResult = .handled) {
        finish(.completed(result))
    }

    /// Completes the dispatch as failed.
    public func fail(_ error: any Error) {
        finish(.failed(error))
    }

    private func finish(_ outcome: DispatchOutcome) {
        let (calls, waiter) = state.withLock { state -> (Int, DispatchWaiter?) in
            state.calls += 1
            if state.calls == 1, state.waiter == nil { state.outcome = outcome }
            return (state.calls, state.waiter)
        }
        if calls > 1 {
            monitor.recordRepeatedCompletion(of: response, calls: calls)
        } else if let waiter, !waiter.resolve(outcome) {
            monitor.recordLateCompletion(of: response, outcome: outcome)
        }
    }

    /// What the dispatcher does once the handler has returned: take the outcome if the handler already completed,
    /// or hand over a waiter through which a later completion, an abandonment or the deadline ends the dispatch.
    func settle() -> DispatchWaiter.Start {
        state.withLock { state in
            if let outcome = state.outcome { return .finished(outcome) }
            let waiter = DispatchWaiter()
            state.waiter = waiter
            return .waiting(waiter)
        }
    }

    deinit {
        let waiter = state.withLock { state -> DispatchWaiter? in
            state.calls == 0 ? state.waiter : nil
        }
        // Never called: the handler dropped its completion. Before `settle`, nobody can be waiting yet, and the
        // dispatcher holds a reference until then, so a waiter always exists when this matters.
        _ = waiter?.resolve(.abandoned)
    }
}

/// The place a waiting dispatch gets its one outcome from: the handler, an abandonment or the deadline, whichever
/// comes first. Later resolutions are refused, so the caller is resumed exactly once.
final class DispatchWaiter: Sendable {
    enum Start {
        case finished(DispatchOutcome)
        case waiting(DispatchWaiter)
    }

    private struct State {
        var outcome: DispatchOutcome?
        var continuation: CheckedContinuation<DispatchOutcome, Never>?
    }

    private let state = Mutex(State())

    /// Sets the outcome if none is set yet; returns whether this call set it.
    func resolve(_ outcome: DispatchOutcome) -> Bool {
        let (won, continuation) = state.withLock { state -> (Bool, CheckedContinuation<DispatchOutcome, Never>?) in
            guard state.outcome == nil else { return (false, nil) }
            state.outcome = outcome
            let continuation = state.continuation
            state.continuation = nil
            return (true, continuation)
        }
        continuation?.resume(returning: outcome)
        return won
    }

    var isResolved: Bool { state.withLock { $0.outcome != nil } }

    /// The outcome, waiting for it if needed.
    func outcome() async -> DispatchOutcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> DispatchOutcome? in
                if let outcome = state.outcome { return outcome }
                state.continuation = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
