import ActionableRuntime
import ActionableTesting
import Testing

/// The in-memory store on a manual clock: leases, expiry and waits move only when a test advances the clock, and a
/// waiter is known to be waiting when its timeout sleeps on the clock.
@Suite struct InMemoryIdempotencyStoreTests {
    let answer = StoredResponse(status: 200, body: Array(#"{"outcome":"completed"}"#.utf8))

    @Test("a key is claimed once; later claims see it in progress, then its answer")
    func claimFinishReplay() {
        let store = InMemoryIdempotencyStore(clock: ManualClock())
        #expect(store.claim(key: "k") == .claimed)
        #expect(store.claim(key: "k") == .inProgress(leaseRemaining: .seconds(60)))
        store.finish(key: "k", response: answer)
        #expect(store.claim(key: "k") == .finished(answer))
    }

    @Test("a waiter gets the answer when the first delivery finishes, and nil when it is released")
    func waiters() async {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(clock: clock)
        _ = store.claim(key: "k")
        let waited = Task { await store.waitForResponse(key: "k", timeout: .seconds(30)) }
        await clock.sleepers(atLeast: 1)  // its timeout: the waiter is registered
        store.finish(key: "k", response: answer)
        #expect(await waited.value == answer)
        #expect(clock.sleeperCount == 0, "the answer cancels the waiter's timeout")

        _ = store.claim(key: "r")
        let released = Task { await store.waitForResponse(key: "r", timeout: .seconds(30)) }
        await clock.sleepers(atLeast: 1)
        store.release(key: "r")
        #expect(await released.value == nil)
        #expect(store.claim(key: "r") == .claimed, "a released key can be claimed by a retry")
    }

    @Test("a waiter gets nil when its timeout passes on the clock, and the claim stays in progress")
    func waiterTimesOut() async {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(clock: clock)
        _ = store.claim(key: "k")
        let waited = Task { await store.waitForResponse(key: "k", timeout: .seconds(5)) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(5))
        #expect(await waited.value == nil)
        #expect(store.claim(key: "k") == .inProgress(leaseRemaining: .seconds(55)))
        // A late finish still records the answer for the next delivery.
        store.finish(key: "k", response: answer)
        #expect(store.claim(key: "k") == .finished(answer))
    }

    @Test("waiting on a finished key answers at once, on an unknown key returns nil at once")
    func waitWithoutWaiting() async {
        let store = InMemoryIdempotencyStore(clock: ManualClock())
        _ = store.claim(key: "k")
        store.finish(key: "k", response: answer)
        #expect(await store.waitForResponse(key: "k", timeout: .seconds(30)) == answer)
        #expect(await store.waitForResponse(key: "never", timeout: .seconds(30)) == nil)
    }

    @Test("release never erases a finished answer")
    func releaseKeepsAnswers() {
        let store = InMemoryIdempotencyStore(clock: ManualClock())
        _ = store.claim(key: "k")
        store.finish(key: "k", response: answer)
        store.release(key: "k")
        #expect(store.claim(key: "k") == .finished(answer))
    }

    @Test("a claim is taken over once its lease has passed on the clock, not before, and says which claim it took")
    func leaseTakeover() {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(lease: .seconds(60), clock: clock)
        #expect(store.claim(key: "k") == .claimed)
        clock.advance(by: .seconds(59))
        #expect(store.claim(key: "k") == .inProgress(leaseRemaining: .seconds(1)))
        clock.advance(by: .seconds(1))
        #expect(
            store.claim(key: "k") == .tookOver(AbandonedClaim(claimedAt: clock.wallClockOrigin)),
            "the first claim's instance is presumed dead")
        #expect(
            store.claim(key: "k") == .inProgress(leaseRemaining: .seconds(60)), "the takeover holds a lease of its own")
    }

    @Test("a waiter's wait ends when the lease of the claim it waits for runs out, so it can take the claim over")
    func waiterEndsAtLease() async {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(lease: .seconds(8), clock: clock)
        _ = store.claim(key: "k")
        clock.advance(by: .seconds(3))
        let waited = Task { await store.waitForResponse(key: "k", timeout: .seconds(30)) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(5) - .milliseconds(1))
        #expect(store.claim(key: "k") == .inProgress(leaseRemaining: .milliseconds(1)))
        clock.advance(by: .milliseconds(1))
        #expect(await waited.value == nil, "the wait ended at the lease, 25 s before its timeout")
        #expect(store.claim(key: "k") == .tookOver(AbandonedClaim(claimedAt: clock.wallClockOrigin)))
        #expect(await store.waitForResponse(key: "past", timeout: .seconds(30)) == nil)
    }

    @Test("an answer is replayed until its time to live has passed on the clock, then the key is new again")
    func expiry() async {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(timeToLive: .seconds(3600), lease: .seconds(7200), clock: clock)
        _ = store.claim(key: "done")
        store.finish(key: "done", response: answer)
        clock.advance(by: .seconds(3599))
        #expect(store.claim(key: "done") == .finished(answer))
        clock.advance(by: .seconds(1))
        #expect(store.claim(key: "done") == .claimed, "expired: the delivery runs again")

        // An expired claim still in progress releases whoever waits on it.
        _ = store.claim(key: "stuck")
        let waited = Task { await store.waitForResponse(key: "stuck", timeout: .seconds(10_000)) }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(3600))
        #expect(store.claim(key: "stuck") == .claimed)
        #expect(await waited.value == nil)
    }

    @Test("at capacity no answer younger than its time to live is dropped: new keys are refused until one expires")
    func capacity() {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(timeToLive: .seconds(100), capacity: 3, clock: clock)
        _ = store.claim(key: "running")
        for key in ["a", "b"] {
            clock.advance(by: .seconds(10))
            _ = store.claim(key: key)
            store.finish(key: key, response: answer)
        }
        // "running" was made at 0 s and expires at 100 s: 80 s from now.
        #expect(store.claim(key: "c") == .overQuota(retryAfter: .seconds(80), perPrincipal: false))
        #expect(store.count == 3)
        #expect(store.claim(key: "a") == .finished(answer), "known keys are still answered")
        #expect(store.claim(key: "running") == .inProgress(leaseRemaining: .seconds(40)), "claimed 20 s ago")
        clock.advance(by: .seconds(80))
        #expect(store.claim(key: "c") == .claimed, "the oldest expired, and made room")
        #expect(store.claim(key: "a") == .finished(answer))
    }

    @Test("a principal's quota refuses its new keys until its oldest expires; other principals are unaffected")
    func principalQuota() {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(timeToLive: .seconds(100), principalQuota: 2, clock: clock)
        let mallory = DeliveryRequest(principal: "mallory", fingerprint: [1])
        let alice = DeliveryRequest(principal: "alice", fingerprint: [1])
        #expect(store.claim(key: "m1", request: mallory) == .claimed)
        clock.advance(by: .seconds(30))
        #expect(store.claim(key: "m2", request: mallory) == .claimed)
        #expect(store.claim(key: "m3", request: mallory) == .overQuota(retryAfter: .seconds(70), perPrincipal: true))
        #expect(store.claim(key: "a1", request: alice) == .claimed)
        // A released claim gives its place back.
        store.release(key: "m2")
        #expect(store.claim(key: "m3", request: mallory) == .claimed)
        clock.advance(by: .seconds(70))
        #expect(store.claim(key: "m4", request: mallory) == .claimed, "m1 expired")
    }

    @Test("a key held or answered for one request is refused to another: neither its answer nor a run")
    func differentRequest() {
        let store = InMemoryIdempotencyStore(clock: ManualClock())
        let first = DeliveryRequest(principal: "p", fingerprint: [1, 2])
        let other = DeliveryRequest(principal: "p", fingerprint: [3, 4])
        #expect(store.claim(key: "k", request: first) == .claimed)
        #expect(store.claim(key: "k", request: other) == .differentRequest, "in progress")
        store.finish(key: "k", response: answer)
        #expect(store.claim(key: "k", request: other) == .differentRequest, "finished")
        #expect(store.claim(key: "k", request: first) == .finished(answer))
    }

    @Test("at most maximumWaitersPerKey deliveries wait on one key; the next is answered at once")
    func boundedWaiters() async {
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(maximumWaitersPerKey: 2, clock: clock)
        _ = store.claim(key: "k")
        let first = Task { await store.waitForResponse(key: "k", timeout: .seconds(30)) }
        let second = Task { await store.waitForResponse(key: "k", timeout: .seconds(30)) }
        await clock.sleepers(atLeast: 2)
        #expect(await store.waitForResponse(key: "k", timeout: .seconds(30)) == nil, "not registered: at once")
        store.finish(key: "k", response: answer)
        #expect(await first.value == answer)
        #expect(await second.value == answer)
    }

    @Test("scoped keys of two principals never meet, whatever the key")
    func scopedKeys() {
        let a = DeliveryRequest(principal: "ab", fingerprint: [])
        let b = DeliveryRequest(principal: "a", fingerprint: [])
        #expect(a.scopedKey("c") != b.scopedKey("bc"))
        #expect(a.scopedKey("c") == "2:abc")
    }

    @Test("capacity and quotas count the keys of every shard, and an expiry anywhere makes room for a key anywhere")
    func shardedCounts() {
        // 300 keys over the store's 64 shards: whichever shard a new key falls in, the room it needs is in others.
        let clock = ManualClock()
        let store = InMemoryIdempotencyStore(timeToLive: .seconds(100), capacity: 300, clock: clock)
        for index in 0..<300 {
            if index == 10 { clock.advance(by: .seconds(50)) }
            #expect(store.claim(key: "old-\(index)") == .claimed)
        }
        #expect(store.count == 300)
        for index in 0..<20 {
            #expect(store.claim(key: "new-\(index)") == .overQuota(retryAfter: .seconds(50), perPrincipal: false))
        }
        clock.advance(by: .seconds(50))  // The first 10 expire, wherever they are.
        for index in 0..<10 { #expect(store.claim(key: "new-\(index)") == .claimed) }
        #expect(store.claim(key: "new-10") == .overQuota(retryAfter: .seconds(50), perPrincipal: false))
        #expect(store.count == 300)
        #expect(store.claim(key: "old-10") == .inProgress(leaseRemaining: .seconds(10)), "younger keys are kept")

        let quota = InMemoryIdempotencyStore(timeToLive: .seconds(100), principalQuota: 100, clock: clock)
        let mallory = DeliveryRequest(principal: "mallory", fingerprint: [1])
        for index in 0..<100 { #expect(quota.claim(key: "m\(index)", request: mallory) == .claimed) }
        clock.advance(by: .seconds(100))
        for index in 100..<200 { #expect(quota.claim(key: "m\(index)", request: mallory) == .claimed) }
        #expect(quota.claim(key: "m200", request: mallory) == .overQuota(retryAfter: .seconds(100), perPrincipal: true))
    }

    @Test("claims from many tasks at once fill the store to exactly its capacity, each key claimed once")
    func concurrentClaims() async {
        let store = InMemoryIdempotencyStore(capacity: 5_000, clock: ManualClock())
        let outcomes = await withTaskGroup(of: [IdempotencyClaim].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each key is claimed by two tasks: one claims it, the other finds it in progress.
                    (0..<1_000).map { index in store.claim(key: "k\((task / 2) * 1_000 + index)") }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(store.count == 4_000)
        #expect(outcomes.filter { $0 == .claimed }.count == 4_000)
        #expect(outcomes.filter { $0 == .inProgress(leaseRemaining: .seconds(60)) }.count == 4_000)

        let full = InMemoryIdempotencyStore(capacity: 1_000, clock: ManualClock())
        let claimed = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask { (0..<500).filter { full.claim(key: "t\(task)-\($0)") == .claimed }.count }
            }
            return await group.reduce(0, +)
        }
        #expect(claimed == 1_000)
        #expect(full.count == 1_000)
    }
}
