/// The completion a callback handler must call exactly once, now or later, from any task or thread.
///
/// It is a reference on purpose: when the last reference goes without a call, the dispatch ends at once as
/// ``DispatchOutcome/abandoned`` rather than at the deadline. A second call is ignored, logged and counted; a call
/// after the deadline is recorded as late. None of these can crash.
public final class Completion: Sendable {
    private enum Phase: Int {
        /// The handler has neither completed nor returned.
        case open = 0
        /// The handler completed before the dispatcher started waiting: ``early`` holds the outcome (the common,
        /// fast case: no waiter).
        case completedEarly = 1
        /// The dispatcher waits: ``waiter`` is set, and outcomes go through it.
        case waiting = 2
    }

    /// Word 0: calls so far (only the first completes). Word 1: a ``Phase``; the one compare-and-exchange between
    /// the first call and ``settle()`` decides which of ``early`` and ``waiter`` is read. Atomic words, not a lock:
    /// the dispatch of a handler that completes at once takes one atomic add, one exchange and two loads, where a
    /// pthread mutex cost three lock and unlock pairs (issue 50's profile).
    private let words = AtomicWords(count: 2)
    private static let calls = 0
    private static let phase = 1
    /// Written once, by the first call, before it publishes ``Phase/completedEarly``; read only after that.
    private nonisolated(unsafe) var early: DispatchOutcome?
    /// Written once, by ``settle()``, before it publishes ``Phase/waiting``; read only after that.
    private nonisolated(unsafe) var waiter: DispatchWaiter?
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
        guard words.loadAcquiring(Self.phase) == Phase.waiting.rawValue, let waiter else { return false }
        // The deadline ended it; stays true after a late call.
        return waiter.hasTimedOut
    }

    private func finish(_ outcome: DispatchOutcome) {
        let calls = words.add(1, to: Self.calls)
        guard calls == 1 else {
            monitor.recordRepeatedCompletion(of: response, calls: calls)
            return
        }
        early = outcome
        if words.compareExchange(Self.phase, expected: Phase.open.rawValue, desired: Phase.completedEarly.rawValue) {
            return
        }
        // The dispatcher waits (`settle` published its waiter first).
        if let waiter, !waiter.resolve(outcome) {
            monitor.recordLateCompletion(of: response, outcome: outcome)
        }
    }

    /// What the dispatcher does once the handler has returned: take the outcome if the handler already completed,
    /// or hand over a waiter through which a later completion, an abandonment or the deadline ends the dispatch.
    func settle() -> DispatchWaiter.Start {
        if words.loadAcquiring(Self.phase) == Phase.completedEarly.rawValue, let early = early.take() {
            // Moved out, not copied: only the first call writes it, and nothing reads it after this.
            return .finished(early)
        }
        let waiter = DispatchWaiter()
        self.waiter = waiter
        if words.compareExchange(Self.phase, expected: Phase.open.rawValue, desired: Phase.waiting.rawValue) {
            return .waiting(waiter)
        }
        // The first call landed between the load and the exchange: it published ``early`` (acquired by the failed
        // exchange).
        return .finished(early.take() ?? .abandoned)
    }

    deinit {
        // Never called: the handler dropped its completion. Before `settle`, nobody can be waiting yet, and the
        // dispatcher holds a reference until then, so a waiter always exists when this matters.
        if words.loadRelaxed(Self.calls) == 0, words.loadAcquiring(Self.phase) == Phase.waiting.rawValue {
            _ = waiter?.resolve(.abandoned)
        }
        words.deallocate()
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
