public import Actionable

/// The embedded idempotency store: in memory, entries kept for `timeToLive` and at most `capacity` of them (the
/// oldest finished ones go first). Right for one instance; several instances behind a load balancer share a
/// ``PostgresIdempotencyStore`` instead.
public actor InMemoryIdempotencyStore: IdempotencyStore {
    private enum State {
        case inProgress(since: ContinuousClock.Instant, waiters: [Int: CheckedContinuation<StoredResponse?, Never>])
        case finished(StoredResponse)
    }

    private struct Entry {
        var state: State
        var created: ContinuousClock.Instant
    }

    public let timeToLive: Duration
    public let capacity: Int
    /// A claim older than this is considered abandoned (its instance died) and may be taken over.
    public let lease: Duration
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var orderStart = 0
    private var nextWaiter = 0
    private let clock = ContinuousClock()

    public init(timeToLive: Duration = .seconds(24 * 3600), capacity: Int = 100_000, lease: Duration = .seconds(60)) {
        self.timeToLive = timeToLive
        self.capacity = max(1, capacity)
        self.lease = lease
    }

    public func claim(key: String) -> IdempotencyClaim {
        let now = clock.now
        if let entry = entries[key] {
            if now - entry.created < timeToLive {
                switch entry.state {
                case .finished(let response):
                    return .finished(response)
                case .inProgress(let since, _) where now - since < lease:
                    return .inProgress
                case .inProgress(_, let waiters):
                    // The claim outlived its lease (its instance died): this delivery takes it over, and whoever
                    // waits for it keeps waiting for the new one.
                    entries[key] = Entry(state: .inProgress(since: now, waiters: waiters), created: entry.created)
                    return .claimed
                }
            }
            // Expired: forget it, and release anyone still waiting on it.
            for waiter in takeWaiters(key).values { waiter.resume(returning: nil) }
            entries[key] = Entry(state: .inProgress(since: now, waiters: [:]), created: now)
            return .claimed
        }
        entries[key] = Entry(state: .inProgress(since: now, waiters: [:]), created: now)
        order.append(key)
        evict()
        return .claimed
    }

    public func finish(key: String, response: StoredResponse) {
        let waiters = takeWaiters(key)
        if entries[key] != nil {
            entries[key]?.state = .finished(response)
        } else {
            entries[key] = Entry(state: .finished(response), created: clock.now)
            order.append(key)
        }
        for waiter in waiters.values { waiter.resume(returning: response) }
    }

    /// Gives up an unfinished claim; a finished delivery's answer is never erased.
    public func release(key: String) {
        guard case .inProgress = entries[key]?.state else { return }
        let waiters = takeWaiters(key)
        entries[key] = nil
        for waiter in waiters.values { waiter.resume(returning: nil) }
    }

    public func waitForResponse(key: String, timeout: Duration) async -> StoredResponse? {
        guard let entry = entries[key] else { return nil }
        if case .finished(let response) = entry.state { return response }
        nextWaiter += 1
        let id = nextWaiter
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.expireWaiter(key: key, id: id)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            guard case .inProgress(let since, var waiters) = entries[key]?.state else {
                continuation.resume(returning: nil)
                return
            }
            waiters[id] = continuation
            entries[key]?.state = .inProgress(since: since, waiters: waiters)
        }
    }

    /// The number of entries kept (finished or in progress).
    public var count: Int { entries.count }

    private func expireWaiter(key: String, id: Int) {
        guard case .inProgress(let since, var waiters) = entries[key]?.state,
            let waiter = waiters.removeValue(forKey: id)
        else { return }
        entries[key]?.state = .inProgress(since: since, waiters: waiters)
        waiter.resume(returning: nil)
    }

    private func takeWaiters(_ key: String) -> [Int: CheckedContinuation<StoredResponse?, Never>] {
        guard case .inProgress(let since, let waiters) = entries[key]?.state else { return [:] }
        entries[key]?.state = .inProgress(since: since, waiters: [:])
        return waiters
    }

    /// Drops expired entries and, over capacity, the oldest finished ones; in-progress claims are never dropped.
    private func evict() {
        let now = clock.now
        // Oldest first. A claim still in progress is moved to the back (it is never dropped); the budget keeps one
        // call from cycling through the whole list more than once.
        var budget = order.count - orderStart
        while orderStart < order.count, budget > 0 {
            budget -= 1
            let key = order[orderStart]
            orderStart += 1
            guard let entry = entries[key] else { continue }  // Released earlier.
            guard case .finished = entry.state else {
                order.append(key)
                continue
            }
            guard now - entry.created >= timeToLive || entries.count > capacity else {
                orderStart -= 1  // Neither expired nor needed: keep it at the front and stop.
                break
            }
            entries[key] = nil
        }
        if orderStart > 1024, orderStart * 2 > order.count {
            order.removeFirst(orderStart)
            orderStart = 0
        }
    }
}
