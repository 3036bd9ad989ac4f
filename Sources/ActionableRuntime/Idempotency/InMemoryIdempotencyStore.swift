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
/// A class whose entries are spread over 64 shards by a seeded hash of the key, each behind its own mutex, rather
/// than an actor: a claim and a finish are a few dictionary operations, so every call runs on the caller's task
/// without a hop to another executor, and only ``waitForResponse(key:timeout:)`` suspends. Shards keep those
/// operations short when the store is large: a dictionary that grows rehashes every key it holds, which for one
/// dictionary of 500,000 keys held the mutex for tens of milliseconds while every other request waited (the HTTP
/// benchmark's p99, issue 50); a shard rehashes a 64th of them and holds up only the requests of its own keys. The
/// capacity counts all shards (one atomic counter), and a principal's quota all of that principal's entries.
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

    /// One shard's entries.
    private struct Shard {
        var entries: [String: Entry] = [:]
        /// Keys in the order they were made, each with its entry's creation time: a slot whose time differs from its
        /// entry's is stale (the key was made again later and has a newer slot).
        var order: [(key: String, created: Duration)] = []
        var orderStart = 0
        var nextWaiter = 0
    }

    /// What a claim in one shard came to: a decision, or no room left in the whole store or the principal's quota
    /// (each counts entries of every shard, some of which may have expired unseen).
    private enum Attempt {
        case decided(IdempotencyClaim)
        case full
        case principalFull(retryAfter: Duration)
    }

    /// How many shards entries and principals are spread over: a power of two.
    private static let shardCount = 64

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
    private let shards: [LockedValue<Shard>]
    /// Each principal's entries, spread over shards by the principal's hash; empty without a ``principalQuota``,
    /// which is all they are counted for. Locked inside an entry shard's lock, never the other way round.
    private let principals: [LockedValue<[String: PrincipalEntries]>]
    /// Word 0: how many entries all shards hold, reserved before an entry is added and given back when it leaves.
    private let entryCount = AtomicWords(count: 1)

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
        shards = (0..<Self.shardCount).map { _ in LockedValue(Shard()) }
        principals = principalQuota == nil ? [] : (0..<Self.shardCount).map { _ in LockedValue([:]) }
    }

    deinit {
        entryCount.deallocate()
    }

    /// Answers at once: the store never waits on anything outside the process, so the endpoint sets no timer.
    public var hasBackend: Bool { false }

    public func claim(key: String, request: DeliveryRequest) -> IdempotencyClaim {
        let now = elapsed()
        let index = Self.shard(of: key)
        let shard = shards[index]
        if case .decided(let claim) = attempt(key: key, request: request, now: now, in: shard) { return claim }
        // The store, or the principal's quota, is full as this shard sees it: what expired in the other shards makes
        // room first.
        for (other, otherShard) in shards.enumerated() where other != index {
            Self.resume(otherShard.withLock { expire(&$0, now: now) }, with: nil)
        }
        switch attempt(key: key, request: request, now: now, in: shard) {
        case .decided(let claim): return claim
        case .full: return .overQuota(retryAfter: oldestRemaining(now: now), perPrincipal: false)
        case .principalFull(let retryAfter): return .overQuota(retryAfter: retryAfter, perPrincipal: true)
        }
    }

    /// Claims `key` in its shard, unless the store has no room for a new entry.
    private func attempt(key: String, request: DeliveryRequest, now: Duration, in shard: LockedValue<Shard>)
        -> Attempt
    {
        let (attempt, released) = shard.withLock { state -> (Attempt, [Waiter]) in
            var released: [Waiter] = []
            if let entry = state.entries[key] {
                if now - entry.created < timeToLive {
                    guard entry.fingerprint == request.fingerprint else { return (.decided(.differentRequest), []) }
                    switch entry.phase {
                    case .finished(let response):
                        return (.decided(.finished(response)), [])
                    case .inProgress(let since, _) where now - since < lease:
                        return (.decided(.inProgress(leaseRemaining: lease - (now - since))), [])
                    case .inProgress(let claimed, let waiters):
                        // The claim outlived its lease (its instance died): this delivery takes it over, and whoever
                        // waits for it keeps waiting for the new one.
                        state.entries[key]?.phase = .inProgress(since: now, waiters: waiters)
                        return (.decided(.tookOver(AbandonedClaim(claimedAt: wallClock(at: claimed)))), [])
                    }
                }
                // Expired: forget it, and release anyone still waiting on it.
                released = remove(key, &state)
            }
            released += expire(&state, now: now)
            guard reserveEntry() else { return (.full, released) }
            if let quota = principalQuota {
                let refused = principals[Self.shard(of: request.principal)].withLock { principals -> Duration? in
                    if let entries = principals[request.principal], entries.count >= quota {
                        // The oldest of this principal's that still count (about: the times are trimmed as entries
                        // leave).
                        let oldest = entries.start < entries.created.count ? entries.created[entries.start] : now
                        return max(.zero, timeToLive - (now - oldest))
                    }
                    principals[request.principal, default: PrincipalEntries()].count += 1
                    principals[request.principal]?.created.append(now)
                    Self.trimTimes(of: request.principal, &principals)
                    return nil
                }
                if let retryAfter = refused {
                    _ = entryCount.add(-1, to: 0)
                    return (.principalFull(retryAfter: retryAfter), released)
                }
            }
            state.entries[key] = Entry(
                phase: .inProgress(since: now, waiters: [:]), created: now, principal: request.principal,
                fingerprint: request.fingerprint)
            state.order.append((key, now))
            return (.decided(.claimed), released)
        }
        Self.resume(released, with: nil)
        return attempt
    }

    /// Counts a new entry if the store has room for it.
    private func reserveEntry() -> Bool {
        var count = entryCount.loadRelaxed(0)
        while count < capacity {
            if entryCount.compareExchange(0, expected: count, desired: count + 1) { return true }
            count = entryCount.loadRelaxed(0)
        }
        return false
    }

    /// The shard of a key or principal: its hash, seeded per process, so no client can aim its keys at one shard.
    private static func shard(of key: String) -> Int {
        key.hashValue & (shardCount - 1)
    }

    public func finish(key: String, response: StoredResponse) {
        let waiters = shards[Self.shard(of: key)].withLock { state -> [Waiter] in
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
        let waiters = shards[Self.shard(of: key)].withLock { state -> [Waiter] in
            guard case .inProgress = state.entries[key]?.phase else { return [] }
            return remove(key, &state)
        }
        Self.resume(waiters, with: nil)
    }

    /// Waits for the answer, up to `timeout` and never past the claim's lease: a waiter whose wait ends at the lease
    /// claims again and takes the abandoned claim over.
    public func waitForResponse(key: String, timeout: Duration) async -> StoredResponse? {
        let now = elapsed()
        let shard = shards[Self.shard(of: key)]
        return await withCheckedContinuation { continuation in
            let registered = shard.withLock { state -> (id: Int, wait: Duration)? in
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
                let answer = shard.withLock { state -> StoredResponse? in
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
            let kept = shard.withLock { state -> Bool in
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
    public var count: Int { entryCount.loadAcquiring(0) }

    private func expireWaiter(key: String, id: Int) {
        let waiter = shards[Self.shard(of: key)].withLock { state -> Waiter? in
            guard case .inProgress(let since, var waiters) = state.entries[key]?.phase,
                let waiter = waiters.removeValue(forKey: id)
            else { return nil }
            state.entries[key]?.phase = .inProgress(since: since, waiters: waiters)
            return waiter
        }
        waiter?.continuation.resume(returning: nil)
    }

    private static func takeWaiters(_ key: String, _ state: inout Shard) -> [Waiter] {
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
    private func remove(_ key: String, _ state: inout Shard) -> [Waiter] {
        let waiters = Self.takeWaiters(key, &state)
        guard let entry = state.entries.removeValue(forKey: key) else { return waiters }
        _ = entryCount.add(-1, to: 0)
        if principalQuota != nil {
            principals[Self.shard(of: entry.principal)].withLock { principals in
                principals[entry.principal]?.count -= 1
                if principals[entry.principal]?.count == 0 {
                    principals[entry.principal] = nil
                } else {
                    Self.trimTimes(of: entry.principal, &principals)
                }
            }
        }
        return waiters
    }

    /// Drops the entries whose time to live has passed, oldest first, finished or not (a claim that old was
    /// abandoned long ago), and returns whoever waited on them. Nothing younger is ever dropped.
    private func expire(_ state: inout Shard, now: Duration) -> [Waiter] {
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
    private static func trimTimes(of principal: String, _ principals: inout [String: PrincipalEntries]) {
        guard var entries = principals[principal], entries.created.count - entries.start > entries.count
        else { return }
        entries.start = entries.created.count - entries.count
        if entries.start > 256, entries.start * 2 > entries.created.count {
            entries.created.removeFirst(entries.start)
            entries.start = 0
        }
        principals[principal] = entries
    }

    /// How long until the oldest entry of any shard expires: when a full store takes new keys again.
    private func oldestRemaining(now: Duration) -> Duration {
        var oldest: Duration?
        for shard in shards {
            guard let created = shard.withLock({ Self.oldestCreated($0) }) else { continue }
            oldest = min(oldest ?? created, created)
        }
        return oldest.map { max(.zero, timeToLive - (now - $0)) } ?? .zero
    }

    /// When the oldest entry of a shard was made, if it has any.
    private static func oldestCreated(_ state: Shard) -> Duration? {
        var index = state.orderStart
        while index < state.order.count {
            let (key, created) = state.order[index]
            if let entry = state.entries[key], entry.created == created { return created }
            index += 1
        }
        return nil
    }
}
