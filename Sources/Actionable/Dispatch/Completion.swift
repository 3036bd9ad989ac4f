/// The completion a callback handler must call exactly once, now or later, from any task or thread.
///
/// It is a reference on purpose: when the last reference goes without a call, the dispatch ends at once as
/// ``DispatchOutcome/abandoned`` rather than at the deadline. A second call is ignored, logged and counted; a call
/// after the deadline is recorded as late. None of these can crash.
public final class Completion: Sendable {
    private enum Phase {
        /// The handler has neither completed nor returned.
        case open
        /// The handler completed before the dispatcher started waiting: ``State/early`` holds the outcome (the
        /// common, fast case: no waiter).
        case completedEarly
        /// The dispatcher waits: ``State/waiter`` is set, and outcomes go through it.
        case waiting
    }

    private struct State {
        /// Calls so far; only the first completes.
        var calls = 0
        /// Moves once from ``Phase/open``, to whichever of the first call and ``settle()`` takes the lock first;
        /// that decides which of ``early`` and ``waiter`` is read.
        var phase = Phase.open
        /// Written once, by the first call; read by ``settle()`` when the call came first.
        var early: DispatchOutcome?
        /// Written once, by ``settle()``; read by calls that come after it.
        var waiter: DispatchWaiter?
    }

    /// One lock for the calls and the phase: a call and ``settle()`` each take it once. The waiter is resolved
    /// outside it, so a resolution never runs under this lock.
    private let state = LockedValue(State())
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

    /// Whether the dispatch has ended without this completion: its deadline passed. A handler still working may
    /// stop; calling the completion now is recorded as late.
    public var isCancelled: Bool {
        guard let waiter = state.withLock({ $0.phase == .waiting ? $0.waiter : nil }) else { return false }
        // The deadline ended it; stays true after a late call.
        return waiter.hasTimedOut
    }

    private enum Call {
        /// A second or later call: ignored.
        case repeated(calls: Int)
        /// The first call, before ``settle()``: the outcome waits in ``State/early``.
        case early
        /// The first call, after ``settle()``: the outcome goes through the waiter.
        case waited(DispatchWaiter?)
    }

    private func finish(_ outcome: DispatchOutcome) {
        let call = state.withLock { state -> Call in
            state.calls += 1
            guard state.calls == 1 else { return .repeated(calls: state.calls) }
            state.early = outcome
            guard state.phase == .open else { return .waited(state.waiter) }
            state.phase = .completedEarly
            return .early
        }
        switch call {
        case .repeated(let calls):
            monitor.recordRepeatedCompletion(of: response, calls: calls)
        case .early:
            return
        case .waited(let waiter):
            // The dispatcher waits (`settle` published its waiter first).
            if let waiter, !waiter.resolve(outcome) {
                monitor.recordLateCompletion(of: response, outcome: outcome)
            }
        }
    }

    /// What the dispatcher does once the handler has returned: take the outcome if the handler already completed,
    /// or hand over a waiter through which a later completion, an abandonment or the deadline ends the dispatch.
    func settle() -> DispatchWaiter.Start {
        state.withLock { state in
            switch state.phase {
            case .completedEarly:
                // Moved out, not copied: only the first call writes it, and nothing reads it after this.
                return .finished(state.early.take() ?? .abandoned)
            case .open:
                let waiter = DispatchWaiter()
                state.waiter = waiter
                state.phase = .waiting
                return .waiting(waiter)
            case .waiting:
                // Settled twice: the first settle's waiter has the outcome.
                return .finished(state.early ?? .abandoned)
            }
        }
    }

    deinit {
        // Never called: the handler dropped its completion. Before `settle`, nobody can be waiting yet, and the
        // dispatcher holds a reference until then, so a waiter always exists when this matters.
        let waiter = state.withLock { $0.calls == 0 && $0.phase == .waiting ? $0.waiter : nil }
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
        /// Unchecked: the state machine under ``state``'s lock resumes it exactly once (the first resolution takes
        /// it out; a waiter arriving after the outcome is set is resumed at once and never stored), and the checked
        /// kind would cost every waiting dispatch an allocation and two atomic operations more.
        var continuation: UnsafeContinuation<DispatchOutcome, Never>?
    }

    private let state = LockedValue(State())
    /// Where this waiter's deadline is in its ``DeadlineScheduler``'s heap, or ``notScheduled``; read and written
    /// only under the scheduler's lock.
    nonisolated(unsafe) var heapIndex = DispatchWaiter.notScheduled
    static let notScheduled = -1

    /// Sets the outcome if none is set yet; returns whether this call set it.
    func resolve(_ outcome: DispatchOutcome) -> Bool {
        let (won, continuation) = state.withLock { state -> (Bool, UnsafeContinuation<DispatchOutcome, Never>?) in
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

    /// Whether the deadline ended the dispatch.
    var hasTimedOut: Bool {
        state.withLock { state in
            if case .timedOut = state.outcome { return true }
            return false
        }
    }

    /// The outcome if it is set, without waiting.
    var resolvedOutcome: DispatchOutcome? { state.withLock { $0.outcome } }

    /// The outcome, waiting for it if needed.
    func outcome() async -> DispatchOutcome {
        await withUnsafeContinuation { continuation in
            let ready = state.withLock { state -> DispatchOutcome? in
                if let outcome = state.outcome { return outcome }
                state.continuation = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
