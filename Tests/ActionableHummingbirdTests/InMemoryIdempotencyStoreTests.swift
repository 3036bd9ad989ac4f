import ActionableHummingbird
import Testing

@Suite struct InMemoryIdempotencyStoreTests {
    let answer = StoredResponse(status: 200, body: Array(#"{"outcome":"completed"}"#.utf8))

    @Test("a key is claimed once; later claims see it in progress, then its answer")
    func claimFinishReplay() async {
        let store = InMemoryIdempotencyStore()
        #expect(await store.claim(key: "k") == .claimed)
        #expect(await store.claim(key: "k") == .inProgress)
        await store.finish(key: "k", response: answer)
        #expect(await store.claim(key: "k") == .finished(answer))
    }

    @Test("a waiter gets the answer when the first delivery finishes, and nil when it is released")
    func waiters() async {
        let store = InMemoryIdempotencyStore()
        _ = await store.claim(key: "k")
        async let waited = store.waitForResponse(key: "k", timeout: .seconds(30))
        while await store.claim(key: "k") != .inProgress {}
        for _ in 0..<100 { await Task.yield() }
        await store.finish(key: "k", response: answer)
        #expect(await waited == answer)

        _ = await store.claim(key: "r")
        async let released = store.waitForResponse(key: "r", timeout: .seconds(30))
        for _ in 0..<100 { await Task.yield() }
        await store.release(key: "r")
        #expect(await released == nil)
        #expect(await store.claim(key: "r") == .claimed, "a released key can be claimed by a retry")
    }

    @Test("release never erases a finished answer")
    func releaseKeepsAnswers() async {
        let store = InMemoryIdempotencyStore()
        _ = await store.claim(key: "k")
        await store.finish(key: "k", response: answer)
        await store.release(key: "k")
        #expect(await store.claim(key: "k") == .finished(answer))
    }

    @Test("a claim past its lease is taken over; an expired entry is forgotten and its waiters released")
    func leaseAndExpiry() async {
        let leased = InMemoryIdempotencyStore(lease: .zero)
        #expect(await leased.claim(key: "k") == .claimed)
        #expect(await leased.claim(key: "k") == .claimed, "the first claim's instance is presumed dead")

        let expiring = InMemoryIdempotencyStore(timeToLive: .zero)
        _ = await expiring.claim(key: "k")
        #expect(await expiring.claim(key: "k") == .claimed)
    }

    @Test("at capacity the oldest finished entries go first, never a claim in progress")
    func capacity() async {
        let store = InMemoryIdempotencyStore(capacity: 3)
        _ = await store.claim(key: "running")
        for key in ["a", "b", "c", "d"] {
            _ = await store.claim(key: key)
            await store.finish(key: key, response: answer)
        }
        #expect(await store.count <= 4)
        #expect(await store.claim(key: "running") == .inProgress)
        #expect(await store.claim(key: "d") == .finished(answer))
    }
}
