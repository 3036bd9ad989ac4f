import Foundation

/// The embedded idempotency store: in memory, entries kept for `timeToLive` and at most `capacity` of them (the
/// oldest finished ones go first). Right for one instance; several instances behind a load balancer share a
/// `PostgresIdempotencyStore` instead.
///
/// A class guarded by one mutex rather than an actor: a claim and a finish are a few dictionary operations, so
/// every call runs on the caller's task without a hop to another executor. Only ``waitForResponse(key:timeout:)``
/// suspends.
public final class InMemoryIdempotencyStore: IdempotencyStore {
    private typealias Waiter = (continuation: CheckedContinuation<StoredResponse?, Never>, timer: Task<Void, Never>?)

    private enum Phase {
        case inProgress(since: Duration, waiters: [Int: Waiter])
        case finished(StoredResponse)
    }

    private struct Entry {
        var phase: Phase
        /// When the entry was made, as time elapsed on the store's clock.
        var created: Duration
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var orderStart = 0
        var nextWaiter = 0
    }

    /// How long an entry is kept after its claim, finished or not; a delivery after that counts as new.
    public let timeToLive: Duration
    /// The most entries kept; past it the oldest finished ones are dropped, claims in progress never are.
    public let capacity: Int
    /// A claim older than this is considered abandoned (its instance died) and may be taken over.
    public let lease: Duration
    /// The clock expiry, leases and waits are measured on.
    public let clock: any ActionableClock
    /// Time elapsed on ``clock`` since the store was made (the clock's instant type, opened once).
    private let elapsed: @Sendable () -> Duration
    /// The wall-clock time when the store was made, so a claim's wall-clock time is derived from its elapsed time
    /// when a takeover reports it, instead of reading the wall clock on every claim.
    private let wallClockOrigin: Date
    private let state = LockedValue(State())

    /// A store keeping entries for `timeToLive` (24 hours by default), at most `capacity` of them (100,000; at
    /// least 1), with claims abandoned after `lease` (60 seconds), all measured on `clock`.
    public init(
        timeToLive: Duration = .seconds(24 * 3600), capacity: Int = 100_000, lease: Duration = .seconds(60),
        clock: any ActionableClock = ContinuousClock()
    ) {
        self.timeToLive = timeToLive
        self.capacity = max(1, capacity)
        self.lease = lease
        self.clock = clock
        elapsed = stopwatch(on: clock)
        wallClockOrigin = clock.wallClockNow
    }

    /// Answers at once: the store never waits on anything outside the process, so the endpoint sets no timer.
    public var hasBackend: Bool { false }

    public func claim(key: String) -> IdempotencyClaim {
        let now = elapsed()
        let (claim, released) = state.withLock { state -> (IdempotencyClaim, [Waiter]) in
            if let entry = state.entries[key] {
                if now - entry.created < timeToLive {
                    switch entry.phase {
                    case .finished(let response):
                        return (.finished(response), [])
                    case .inProgress(let since, _) where now - since < lease:
                        return (.inProgress(leaseRemaining: lease - (now - since)), [])
                    case .inProgress(let claimed, let waiters):
                        // The claim outlived its lease (its instance died): this delivery takes it over, and whoever
                        // waits for it keeps waiting for the new one.
                        state.entries[key] = Entry(
                            phase: .inProgress(since: now, waiters: waiters), created: entry.created)
                        return (.tookOver(AbandonedClaim(claimedAt: wallClock(at: claimed))), [])
                    }
                }
                // Expired: forget it, and release anyone still waiting on it.
                let waiters = Self.takeWaiters(key, &state)
                state.entries[key] = Entry(phase: .inProgress(since: now, waiters: [:]), created: now)
                return (.claimed, waiters)
            }
            state.entries[key] = Entry(phase: .inProgress(since: now, waiters: [:]), created: now)
            state.order.append(key)
            evict(&state, now: now)
            return (.claimed, [])
        }
        Self.resume(released, with: nil)
        return claim
    }

    public func finish(key: String, response: StoredResponse) {
        let now = elapsed()
        let waiters = state.withLock { state -> [Waiter] in
            let waiters = Self.takeWaiters(key, &state)
            if state.entries[key] != nil {
                state.entries[key]?.phase = .finished(response)
            } else {
                state.entries[key] = Entry(phase: .finished(response), created: now)
                state.order.append(key)
            }
            return waiters
        }
        Self.resume(waiters, with: response)
    }

    /// Gives up an unfinished claim; a finished delivery's answer is never erased.
    public func release(key: String) {
        let waiters = state.withLock { state -> [Waiter] in
            guard case .inProgress = state.entries[key]?.phase else { return [] }
            let waiters = Self.takeWaiters(key, &state)
            state.entries[key] = nil
            return waiters
        }
        Self.resume(waiters, with: nil)
    }

    /// Waits for the answer, up to `timeout` and never past the claim's lease: a waiter whose wait ends at the lease
    /// claims again and takes the abandoned claim over.
    public func waitForResponse(key: String, timeout: Duration) async -> StoredResponse? {
        let now = elapsed()
        return await withCheckedContinuation { continuation in
            let registered = state.withLock { state -> (id: Int, wait: Duration)? in
                guard case .inProgress(let since, var waiters) = state.entries[key]?.phase,
                    now - since < lease
                else { return nil }
                state.nextWaiter += 1
                waiters[state.nextWaiter] = (continuation, nil)
                state.entries[key]?.phase = .inProgress(since: since, waiters: waiters)
                return (state.nextWaiter, min(timeout, lease - (now - since)))
            }
            guard let (id, wait) = registered else {
                // Finished already, or unknown (released, expired), or past its lease: answer at once.
                let answer = state.withLock { state -> StoredResponse? in
                    if case .finished(let response) = state.entries[key]?.phase { return response }
                    return nil
                }
                continuation.resume(returning: answer)
                return
            }
            let clock = clock
            let timer = Task { [weak self] in
                // Cancelled when the answer comes first; a cancelled sleep throws and nothing expires.
                guard (try? await clock.sleep(for: wait)) != nil else { return }
                self?.expireWaiter(key: key, id: id)
            }
            let kept = state.withLock { state -> Bool in
                guard case .inProgress(let since, var waiters) = state.entries[key]?.phase,
                    let waiter = waiters[id]
                else { return false }
                waiters[id] = (waiter.continuation, timer)
                state.entries[key]?.phase = .inProgress(since: since, waiters: waiters)
                return true
            }
            if !kept { timer.cancel() }  // Answered while the timer was being made.
        }
    }

    /// The wall-clock time `elapsed` after the store was made.
    private func wallClock(at elapsed: Duration) -> Date {
        let (seconds, attoseconds) = elapsed.components
        return wallClockOrigin.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// The number of entries kept (finished or in progress).
    public var count: Int { state.withLock { $0.entries.count } }

    private func expireWaiter(key: String, id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard case .inProgress(let since, var waiters) = state.entries[key]?.phase,
                let waiter = waiters.removeValue(forKey: id)
            else { return nil }
            state.entries[key]?.phase = .inProgress(since: since, waiters: waiters)
            return waiter
        }
        waiter?.continuation.resume(returning: nil)
    }

    private static func takeWaiters(_ key: String, _ state: inout State) -> [Waiter] {
        guard case .inProgress(let since, let waiters) = state.entries[key]?.phase, !waiters.isEmpty
        else { return [] }
        state.entries[key]?.phase = .inProgress(since: since, waiters: [:])
        return Array(waiters.values)
    }

    private static func resume(_ waiters: [Waiter], with response: StoredResponse?) {
        for waiter in waiters {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: response)
        }
    }

    /// Drops expired entries and, over capacity, the oldest finished ones; in-progress claims are never dropped.
    private func evict(_ state: inout State, now: Duration) {
        // Oldest first. A claim still in progress is moved to the back (it is never dropped); the budget keeps one
        // call from cycling through the whole list more than once.
        var budget = state.order.count - state.orderStart
        while state.orderStart < state.order.count, budget > 0 {
            budget -= 1
            let key = state.order[state.orderStart]
            state.orderStart += 1
            guard let entry = state.entries[key] else { continue }  // Released earlier.
            guard case .finished = entry.phase else {
                state.order.append(key)
                continue
            }
            guard now - entry.created >= timeToLive || state.entries.count > capacity else {
                state.orderStart -= 1  // Neither expired nor needed: keep it at the front and stop.
                break
            }
            state.entries[key] = nil
        }
        if state.orderStart > 1024, state.orderStart * 2 > state.order.count {
            state.order.removeFirst(state.orderStart)
            state.orderStart = 0
        }
    }
}
