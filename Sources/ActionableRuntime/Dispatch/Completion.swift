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

    /// The handover between the one resolution that wins and the dispatch that waits for it.
    private enum Handover: Int {
        /// Neither has come yet.
        case empty = 0
        /// The dispatch waits: ``continuation`` is published, and the winner resumes it.
        case waiting = 1
        /// The outcome is published in ``resolved``: the dispatch reads it when it looks.
        case resolved = 2
    }

    /// Word 0: 1 once a resolution has won (one compare-and-exchange decides which). Word 1: a ``Handover``. Atomic
    /// words, not a lock: the common dispatch, whose handler resolves before anybody waits, takes two
    /// compare-and-exchanges and a load where a pthread mutex cost two lock and unlock pairs (issue 50's profile of
    /// the async path).
    private let words = AtomicWords(count: 2)
    private static let won = 0
    private static let handover = 1
    /// Written once, by the winning resolution, before it publishes ``Handover/resolved``; read only after that.
    private nonisolated(unsafe) var resolved: DispatchOutcome?
    /// Written by ``outcome()`` before it publishes ``Handover/waiting``, then read only by the winning resolution.
    /// Unchecked: the handover resumes it exactly once (by the winner when the dispatch waited first, by
    /// ``outcome()`` itself when the outcome came first), and the checked kind would cost every waiting dispatch an
    /// allocation and two atomic operations more.
    private nonisolated(unsafe) var continuation: UnsafeContinuation<DispatchOutcome, Never>?
    /// Where this waiter's deadline is in its ``DeadlineScheduler``'s heap, or ``notScheduled``; read and written
    /// only under the scheduler's lock.
    nonisolated(unsafe) var heapIndex = DispatchWaiter.notScheduled
    static let notScheduled = -1

    deinit {
        words.deallocate()
    }

    /// Sets the outcome if none is set yet; returns whether this call set it.
    func resolve(_ outcome: DispatchOutcome) -> Bool {
        guard words.compareExchange(Self.won, expected: 0, desired: 1) else { return false }
        resolved = outcome
        if words.compareExchange(Self.handover, expected: Handover.empty.rawValue, desired: Handover.resolved.rawValue)
        {
            return true
        }
        // The dispatch waits: it published its continuation before `waiting` (acquired by the failed exchange).
        // Only this call moves the handover on from `waiting`.
        let waiting = continuation.take()
        _ = words.compareExchange(
            Self.handover, expected: Handover.waiting.rawValue, desired: Handover.resolved.rawValue)
        waiting?.resume(returning: outcome)
        return true
    }

    /// Whether the deadline ended the dispatch.
    var hasTimedOut: Bool {
        if case .timedOut = resolvedOutcome { return true }
        return false
    }

    /// The outcome if it is set, without waiting.
    var resolvedOutcome: DispatchOutcome? {
        words.loadAcquiring(Self.handover) == Handover.resolved.rawValue ? resolved : nil
    }

    /// The outcome, waiting for it if needed. A dispatch calls it once.
    func outcome() async -> DispatchOutcome {
        await withUnsafeContinuation { continuation in
            self.continuation = continuation
            if words.compareExchange(
                Self.handover, expected: Handover.empty.rawValue, desired: Handover.waiting.rawValue)
            {
                return
            }
            // Resolved first: the outcome is published (acquired by the failed exchange), and the winner never reads
            // the continuation.
            self.continuation = nil
            continuation.resume(returning: resolved ?? .abandoned)
        }
    }
}
