public import ActionableRuntime
public import Foundation

/// A clock that moves only when a test advances it, so deadlines, replay windows and expiries are tested without
/// sleeping. Give the same one to the dispatcher builder, the endpoint and the idempotency store: its wall-clock
/// time (``wallClockNow``) moves with it.
///
/// ```swift
/// let clock = ManualClock()
/// builder.clock = clock
/// let pending = Task { await dispatcher.dispatch(response) }
/// await clock.sleepers(atLeast: 1)      // the dispatch is waiting on its deadline
/// clock.advance(by: .seconds(25))
/// #expect(await pending.value.kind == .timedOut)
/// ```
public final class ManualClock: ActionableClock {
    /// A point in the clock's time: how far it is from when the clock was made.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
        /// Time since the clock was made.
        public var offset: Duration

        /// Creates the instant `offset` after the clock was made.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`; negative when `other` is earlier.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>?
        var cancelled = false
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        var watchers: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var cancelledWatchers: Set<Int> = []
    }

    private let state = LockedValue(State())
    /// The wall-clock time at ``Instant/offset`` zero.
    public let wallClockOrigin: Date

    /// - Parameter wallClockOrigin: the wall-clock time the clock starts at; 2026-11-21T09:30:00Z by default, so
    ///   signed timestamps in tests are the same on every run.
    public init(wallClockOrigin: Date = Date(timeIntervalSince1970: 1_795_253_400)) {
        self.wallClockOrigin = wallClockOrigin
    }

    /// The current instant: where the test's advances have brought the clock.
    public var now: Instant { state.withLock { $0.now } }

    /// ``wallClockOrigin`` plus the time the clock has been advanced by.
    public var wallClockNow: Date {
        let offset = now.offset.components
        return wallClockOrigin.addingTimeInterval(Double(offset.seconds) + Double(offset.attoseconds) / 1e18)
    }
    /// Zero: the clock moves by exactly what it is advanced by.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int { state.withLock { state in state.sleepers.values.count { $0.continuation != nil } } }

    /// Suspends until an ``advance(by:)`` brings the clock to `deadline`; returns at once when it is already there.
    /// - Parameters:
    ///   - deadline: the instant to wake at.
    ///   - tolerance: ignored: the clock wakes sleeps exactly.
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.sleepers[state.nextID] = Sleeper(deadline: deadline)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (outcome, ready) = state.withLock {
                    state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    guard let sleeper = state.sleepers[id] else { return (.success(()), []) }
                    if sleeper.cancelled {
                        state.sleepers[id] = nil
                        return (.failure(CancellationError()), [])
                    }
                    if deadline <= state.now {
                        state.sleepers[id] = nil
                        return (.success(()), [])
                    }
                    state.sleepers[id]?.continuation = continuation
                    return (nil, Self.takeSatisfiedWatchers(&state))
                }
                ready.forEach { $0.resume() }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard state.sleepers[id] != nil else { return nil }
                state.sleepers[id]?.cancelled = true
                guard let continuation = state.sleepers[id]?.continuation else { return nil }
                state.sleepers[id] = nil
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            var due: [CheckedContinuation<Void, any Error>] = []
            for (id, sleeper) in state.sleepers where sleeper.deadline <= now {
                if let continuation = sleeper.continuation {
                    due.append(continuation)
                    state.sleepers[id] = nil
                }
            }
            return due
        }
        due.forEach { $0.resume() }
    }

    /// Returns once at least `count` sleeps are waiting on the clock, so an `advance` that follows reaches them.
    /// Returns early when the task is cancelled.
    public func sleepers(atLeast count: Int) async {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if state.cancelledWatchers.remove(id) != nil { return true }
                    if state.sleepers.values.count(where: { $0.continuation != nil }) >= count { return true }
                    state.watchers.append((id, count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.watchers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledWatchers.insert(id)
                    return nil
                }
                return state.watchers.remove(at: index).continuation
            }
            continuation?.resume()
        }
    }

    private static func takeSatisfiedWatchers(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let waiting = state.sleepers.values.count { $0.continuation != nil }
        var ready: [CheckedContinuation<Void, Never>] = []
        state.watchers.removeAll { watcher in
            guard watcher.count <= waiting else { return false }
            ready.append(watcher.continuation)
            return true
        }
        return ready
    }
}
