import Foundation

/// The embedded idempotency store: in memory, entries kept for `timeToLive`, at most `capacity` of them and, when
/// `principalQuota` is set, at most that many per principal. Right for one instance; several instances behind a load
/// balancer share a `PostgresIdempotencyStore` instead.
///
/// An answer is never dropped before its time to live to make room: a flood of new keys would otherwise evict the
/// answer a genuine retry needs, and its handler would run again. A store that is full refuses new keys instead
/// (``IdempotencyClaim/overQuota(retryAfter:perPrincipal:)``, 503 or 429 at the endpoint) until its oldest entry
/// expires; known keys are still answered. Set `timeToLive` to the clients' retry horizon (the app's retry budget
/// plus its outbox: 24 hours by default) and `capacity` to what the instance's memory allows.
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
        var principal: String
        var fingerprint: [UInt8]
    }

    /// The entries of one principal: how many, and when they were made (oldest first; trimmed to `count` from the
    /// front when entries leave, so its first is the oldest that still counts, or about).
    private struct PrincipalEntries {
        var count = 0
        var created: [Duration] = []
        var start = 0
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Keys in the order they were made, each with its entry's creation time: a slot whose time differs from its
        /// entry's is stale (the key was made again later and has a newer slot).
        var order: [(key: String, created: Duration)] = []
        var orderStart = 0
        var nextWaiter = 0
        var principals: [String: PrincipalEntries] = [:]
    }

    /// How long an entry is kept after its claim, finished or not; a delivery after that counts as new. No entry
    /// younger than this is dropped to make room.
    public let timeToLive: Duration
    /// The most entries kept; past it new keys are refused until the oldest expires.
    public let capacity: Int
    /// The most entries one principal may hold, or `nil` for no limit but ``capacity``; past it that principal's new
    /// keys are refused (429 at the endpoint) until its oldest expires. Set it when each user authenticates as
    /// themselves, so one user's flood cannot fill the store for everyone.
    public let principalQuota: Int?
    /// The most deliveries that may wait on one key at once; more are told at once that the key is in progress
    /// (409 at the endpoint) instead of waiting.
    public let maximumWaitersPerKey: Int
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
    /// least 1) and at most `principalQuota` per principal (no limit by default), with claims abandoned after `lease`
    /// (60 seconds) and at most `maximumWaitersPerKey` (64) deliveries waiting on one key, all measured on `clock`.
    public init(
        timeToLive: Duration = .seconds(24 * 3600), capacity: Int = 100_000, principalQuota: Int? = nil,
        lease: Duration = .seconds(60), maximumWaitersPerKey: Int = 64, clock: any ActionableClock = ContinuousClock()
    ) {
        self.timeToLive = timeToLive
        self.capacity = max(1, capacity)
        self.principalQuota = principalQuota.map { max(1, $0) }
        self.maximumWaitersPerKey = max(0, maximumWaitersPerKey)
        self.lease = lease
        self.clock = clock
        elapsed = stopwatch(on: clock)
        wallClockOrigin = clock.wallClockNow
    }

    /// Answers at once: the store never waits on anything outside the process, so the endpoint sets no timer.
    public var hasBackend: Bool { false }

    public func claim(key: String, request: DeliveryRequest) -> IdempotencyClaim {
        let now = elapsed()
        let (claim, released) = state.withLock { state -> (IdempotencyClaim, [Waiter]) in
            var released: [Waiter] = []
            if let entry = state.entries[key] {
                if now - entry.created < timeToLive {
                    guard entry.fingerprint == request.fingerprint else { return (.differentRequest, []) }
                    switch entry.phase {
                    case .finished(let response):
                        return (.finished(response), [])
                    case .inProgress(let since, _) where now - since < lease:
                        return (.inProgress(leaseRemaining: lease - (now - since)), [])
                    case .inProgress(let claimed, let waiters):
                        // The claim outlived its lease (its instance died): this delivery takes it over, and whoever
                        // waits for it keeps waiting for the new one.
                        state.entries[key]?.phase = .inProgress(since: now, waiters: waiters)
                        return (.tookOver(AbandonedClaim(claimedAt: wallClock(at: claimed))), [])
                    }
                }
                // Expired: forget it, and release anyone still waiting on it.
                released = remove(key, &state)
            }
            released += expire(&state, now: now)
            if state.entries.count >= capacity {
                return (.overQuota(retryAfter: oldestRemaining(state, now: now), perPrincipal: false), released)
            }
            if let quota = principalQuota, let entries = state.principals[request.principal], entries.count >= quota {
                // The oldest of this principal's that still count (about: the times are trimmed as entries leave).
                let oldest = entries.start < entries.created.count ? entries.created[entries.start] : now
                return (.overQuota(retryAfter: max(.zero, timeToLive - (now - oldest)), perPrincipal: true), released)
            }
            state.entries[key] = Entry(
                phase: .inProgress(since: now, waiters: [:]), created: now, principal: request.principal,
                fingerprint: request.fingerprint)
            state.order.append((key, now))
            state.principals[request.principal, default: PrincipalEntries()].count += 1
            if principalQuota != nil {
                state.principals[request.principal]?.created.append(now)
                trimTimes(of: request.principal, &state)
            }
            return (.claimed, released)
        }
        Self.resume(released, with: nil)
        return claim
    }

    public func finish(key: String, response: StoredResponse) {
        let waiters = state.withLock { state -> [Waiter] in
            // A finish without its claim (the claim expired or was released meanwhile) has nothing to record against:
            // the answer still went back, and a retry is a new delivery.
            guard state.entries[key] != nil else { return [] }
            let waiters = Self.takeWaiters(key, &state)
            state.entries[key]?.phase = .finished(response)
            return waiters
        }
        Self.resume(waiters, with: response)
    }

    /// Gives up an unfinished claim; a finished delivery's answer is never erased.
    public func release(key: String) {
        let waiters = state.withLock { state -> [Waiter] in
            guard case .inProgress = state.entries[key]?.phase else { return [] }
            return remove(key, &state)
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
                    now - since < lease, waiters.count < maximumWaitersPerKey
                else { return nil }
                state.nextWaiter += 1
                waiters[state.nextWaiter] = (continuation, nil)
                state.entries[key]?.phase = .inProgress(since: since, waiters: waiters)
                return (state.nextWaiter, min(timeout, lease - (now - since)))
            }
            guard let (id, wait) = registered else {
                // Finished already, or unknown (released, expired), past its lease, or waited on by as many as may:
                // answer at once.
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

    /// Removes `key`'s entry and returns whoever waited on it.
    private func remove(_ key: String, _ state: inout State) -> [Waiter] {
        let waiters = Self.takeWaiters(key, &state)
        guard let entry = state.entries.removeValue(forKey: key) else { return waiters }
        state.principals[entry.principal]?.count -= 1
        if state.principals[entry.principal]?.count == 0 {
            state.principals[entry.principal] = nil
        } else {
            trimTimes(of: entry.principal, &state)
        }
        return waiters
    }

    /// Drops the entries whose time to live has passed, oldest first, finished or not (a claim that old was
    /// abandoned long ago), and returns whoever waited on them. Nothing younger is ever dropped.
    private func expire(_ state: inout State, now: Duration) -> [Waiter] {
        var released: [Waiter] = []
        while state.orderStart < state.order.count {
            let (key, created) = state.order[state.orderStart]
            if let entry = state.entries[key], entry.created == created {
                guard now - created >= timeToLive else { break }
                released += remove(key, &state)
            }
            state.orderStart += 1
        }
        if state.orderStart > 1024, state.orderStart * 2 > state.order.count {
            state.order.removeFirst(state.orderStart)
            state.orderStart = 0
        }
        return released
    }

    /// Keeps a principal's creation times no more than its count, dropping the oldest: entries leave mostly oldest
    /// first (they expire), so the first time left is about when the principal's oldest entry expires.
    private func trimTimes(of principal: String, _ state: inout State) {
        guard var entries = state.principals[principal], entries.created.count - entries.start > entries.count
        else { return }
        entries.start = entries.created.count - entries.count
        if entries.start > 256, entries.start * 2 > entries.created.count {
            entries.created.removeFirst(entries.start)
            entries.start = 0
        }
        state.principals[principal] = entries
    }

    /// How long until the oldest entry expires: when a full store takes new keys again.
    private func oldestRemaining(_ state: State, now: Duration) -> Duration {
        var index = state.orderStart
        while index < state.order.count {
            let (key, created) = state.order[index]
            if let entry = state.entries[key], entry.created == created {
                return max(.zero, timeToLive - (now - created))
            }
            index += 1
        }
        return .zero
    }
}
