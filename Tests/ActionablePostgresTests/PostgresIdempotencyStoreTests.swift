import ActionablePostgres
import ActionableRuntime
import ActionableTesting
import Foundation
import PostgresNIO
import Testing

/// The PostgreSQL store against a real server. Serialized so the clients of the whole suite stay few; each test has
/// its own table.
@Suite(.serialized, .enabled(PostgresAvailability.skipReason) { await PostgresAvailability.isReachable })
struct PostgresIdempotencyStoreTests {
    let ok = StoredResponse(status: 200, body: Array(#"{"outcome":"completed"}"#.utf8) + [0, 255])

    static func store(
        _ client: PostgresClient, _ table: String, timeToLive: Duration = .seconds(3600),
        lease: Duration = .seconds(60), cleanupInterval: Int = 0, clock: ManualClock? = nil
    ) throws -> PostgresIdempotencyStore {
        try PostgresIdempotencyStore(
            client: client, tableName: table, timeToLive: timeToLive, lease: lease, cleanupInterval: cleanupInterval,
            logger: TestDatabase.logger, clock: clock)
    }

    @Test("The first claim of a key runs the handler, and once finished its response is replayed to every later claim")
    func claimFinishAndReplay() async throws {
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            #expect(try await store.claim(key: "delivery-1") == .claimed)
            try await store.finish(key: "delivery-1", response: ok)
            #expect(try await store.claim(key: "delivery-1") == .finished(ok))
            #expect(try await store.claim(key: "delivery-1") == .finished(ok))
            let otherInstance = try Self.store(client, table)
            #expect(try await otherInstance.claim(key: "delivery-1") == .finished(ok))
            #expect(try await store.claim(key: "delivery-2") == .claimed)
        }
    }

    @Test("A second claim while the first delivery is still running is told it is in progress")
    func secondClaimIsInProgress() async throws {
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            #expect(try await store.claim(key: "k") == .claimed)
            #expect(try await store.claim(key: "k").isInProgress)
            #expect(try await Self.store(client, table).claim(key: "k").isInProgress)
        }
    }

    @Test("A waiting duplicate gets the response as soon as the first delivery finishes")
    func waitReturnsTheResponseOnceFinished() async throws {
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            #expect(try await store.claim(key: "k") == .claimed)
            let response = ok
            async let waited = store.waitForResponse(key: "k", timeout: .seconds(30))
            try await store.finish(key: "k", response: response)
            #expect(try await waited == response)
            #expect(try await store.waitForResponse(key: "k", timeout: .zero) == response)
        }
    }

    @Test("A waiting duplicate gets nil once its timeout passes on the store's clock, not before")
    func waitTimesOut() async throws {
        try await TestDatabase.withTable { client, table in
            let clock = ManualClock()
            let store = try Self.store(client, table, clock: clock)
            #expect(try await store.claim(key: "k") == .claimed)
            let waiting = Task { try await store.waitForResponse(key: "k", timeout: .milliseconds(150)) }
            // The store polls with pauses of 10, 20, 40 and 80 ms: each pause is a sleep on the clock, so the wait is
            // still running until the fourth has passed, and the 150 ms are spent exactly.
            for pause in [10, 20, 40, 80] {
                await clock.sleepers(atLeast: 1)
                clock.advance(by: .milliseconds(pause))
            }
            #expect(try await waiting.value == nil)
            #expect(clock.sleeperCount == 0)
        }
    }

    @Test("Waiting for a key nobody holds returns nil at once")
    func waitForUnknownKey() async throws {
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            #expect(try await store.waitForResponse(key: "never-claimed", timeout: .seconds(30)) == nil)
        }
    }

    @Test("Releasing a claim lets a retry claim the key, and never erases a finished response")
    func releaseLetsARetryClaim() async throws {
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            #expect(try await store.claim(key: "k") == .claimed)
            try await store.release(key: "k")
            #expect(try await store.waitForResponse(key: "k", timeout: .seconds(30)) == nil)
            #expect(try await store.claim(key: "k") == .claimed)
            try await store.finish(key: "k", response: ok)
            try await store.release(key: "k")
            #expect(try await store.claim(key: "k") == .finished(ok))
            try await store.release(key: "unknown")
        }
    }

    @Test("A claim still in progress after its lease is taken over by the next delivery; a finished one never is")
    func leaseTakeover() async throws {
        try await TestDatabase.withTable { client, table in
            let time = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
            let store = try Self.store(client, table, lease: .seconds(60), clock: time)
            #expect(try await store.claim(key: "abandoned") == .claimed)
            #expect(try await store.claim(key: "finished") == .claimed)
            try await store.finish(key: "finished", response: ok)
            time.advance(by: .seconds(59))
            #expect(try await store.claim(key: "abandoned") == .inProgress(leaseRemaining: .seconds(1)))
            time.advance(by: .seconds(2))
            let takeover = try await store.claim(key: "abandoned")
            #expect(takeover.abandonedAt == time.wallClockOrigin, "the abandoned claim was made at the start")
            #expect(try await store.claim(key: "abandoned") == .inProgress(leaseRemaining: .seconds(60)))
            #expect(try await store.claim(key: "finished") == .finished(ok))
            time.advance(by: .seconds(61))
            let second = try await store.claim(key: "abandoned")
            #expect(second.abandonedAt == time.wallClockOrigin.addingTimeInterval(61), "the first takeover's claim")
        }
    }

    @Test("A delivery older than the time to live is forgotten: the next claim runs the handler again")
    func timeToLiveExpiry() async throws {
        try await TestDatabase.withTable { client, table in
            let time = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
            let store = try Self.store(client, table, timeToLive: .seconds(3600), lease: .seconds(7200), clock: time)
            #expect(try await store.claim(key: "done") == .claimed)
            try await store.finish(key: "done", response: ok)
            #expect(try await store.claim(key: "running") == .claimed)
            time.advance(by: .seconds(3599))
            #expect(try await store.claim(key: "done") == .finished(ok))
            #expect(try await store.claim(key: "running") == .inProgress(leaseRemaining: .seconds(7200 - 3599)))
            #expect(try await store.waitForResponse(key: "done", timeout: .zero) == ok)
            time.advance(by: .seconds(2))
            #expect(try await store.waitForResponse(key: "done", timeout: .seconds(30)) == nil)
            #expect(try await store.claim(key: "done") == .claimed)
            #expect(try await store.claim(key: "running") == .claimed, "expired, not taken over")
            #expect(try await store.claim(key: "done").isInProgress)
        }
    }

    @Test("Expired rows are deleted in bounded batches, on demand and every so many claims")
    func expiredRowsAreRemoved() async throws {
        try await TestDatabase.withTable { client, table in
            let time = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
            let store = try Self.store(client, table, timeToLive: .seconds(60), clock: time)
            for index in 0..<5 { #expect(try await store.claim(key: "old-\(index)") == .claimed) }
            time.advance(by: .seconds(61))
            #expect(try await store.claim(key: "new") == .claimed)
            #expect(try await store.removeExpired(limit: 3) == 3)
            #expect(try await store.removeExpired(limit: 100) == 2)
            #expect(try await store.removeExpired(limit: 100) == 0)
            #expect(try await TestDatabase.count(table, on: client) == 1)

            let cleaning = try Self.store(client, table, timeToLive: .seconds(60), cleanupInterval: 3, clock: time)
            #expect(try await cleaning.claim(key: "a") == .claimed)
            #expect(try await cleaning.claim(key: "b") == .claimed)
            time.advance(by: .seconds(61))
            #expect(try await TestDatabase.count(table, on: client) == 3)
            #expect(try await cleaning.claim(key: "c") == .claimed)
            #expect(try await TestDatabase.count(table, on: client) == 1)
        }
    }

    @Test("50 concurrent claims of one key from two service instances yield exactly one claimed, round after round")
    func concurrentClaimsFromTwoInstances() async throws {
        try await TestDatabase.withTable { client, table in
            // A second client is a second pool of connections, as a second instance behind a load balancer has.
            try await TestDatabase.withClient { otherClient in
                let instances = [try Self.store(client, table), try Self.store(otherClient, table)]
                try await instances[0].createTableIfNeeded()
                for round in 0..<5 {
                    let key = "race-\(round)"
                    let claims = try await withThrowingTaskGroup(of: IdempotencyClaim.self) { group in
                        for index in 0..<50 {
                            let instance = instances[index % 2]
                            group.addTask { try await instance.claim(key: key) }
                        }
                        return try await group.reduce(into: [IdempotencyClaim]()) { $0.append($1) }
                    }
                    #expect(claims.count == 50)
                    #expect(claims.filter { $0 == .claimed }.count == 1, "round \(round)")
                    #expect(claims.filter(\.isInProgress).count == 49, "round \(round)")
                    try await instances[round % 2].finish(key: key, response: ok)
                    #expect(try await instances[(round + 1) % 2].claim(key: key) == .finished(ok))
                }
            }
        }
    }

    @Test(
        "Keys with quotes, backslashes, SQL, unicode, NUL bytes and 10,000 characters are stored as data and kept apart"
    )
    func hostileKeysAreStoredSafely() async throws {
        let longKey = String(repeating: "ü", count: 10_000)
        let keys = [
            "O'Brien", "'; DROP TABLE actionable_idempotency; --", #"back\slash"#, #"double "quoted""#,
            "$1", "%s%n", "ключ-🔑-鍵", "e\u{301}", "\u{E9}", "nul\u{0}inside", "nul\u{0}other", longKey,
            longKey + "!", "sha256:" + String(repeating: "0", count: 64), "",
        ]
        try await TestDatabase.withTable { client, table in
            let store = try Self.store(client, table)
            for (index, key) in keys.enumerated() {
                #expect(try await store.claim(key: key) == .claimed, "key \(index)")
            }
            for (index, key) in keys.enumerated() {
                try await store.finish(key: key, response: StoredResponse(status: 200 + index, body: Array(key.utf8)))
            }
            for (index, key) in keys.enumerated() {
                let expected = StoredResponse(status: 200 + index, body: Array(key.utf8))
                #expect(try await store.claim(key: key) == .finished(expected), "key \(index)")
            }
            #expect(try await TestDatabase.count(table, on: client) == keys.count)
            let rows = try await client.query(
                "SELECT count(*) FROM \(unescaped: "\"\(table)\"") WHERE key = \("O'Brien")",
                logger: TestDatabase.logger)
            for try await count in rows.decode(Int.self) { #expect(count == 1) }
        }
    }

    @Test("Two instances starting together both create the table without tripping over each other")
    func concurrentTableCreation() async throws {
        try await TestDatabase.withTable { client, table in
            try await TestDatabase.withClient { otherClient in
                let first = try Self.store(client, table)
                let second = try Self.store(otherClient, table)
                async let one: Void = first.createTableIfNeeded()
                async let two: Void = second.createTableIfNeeded()
                _ = try await (one, two)
                #expect(try await first.claim(key: "k") == .claimed)
                #expect(try await second.claim(key: "k").isInProgress)
            }
        }
    }

    @Test("A statement the server refuses is thrown as an error naming the operation, the table and the reason")
    func serverErrorsAreDescribed() async throws {
        try await TestDatabase.withTable { client, table in
            // A table of the same name but another shape: the index cannot be created on it.
            try await client.query(
                "CREATE TABLE \(unescaped: "\"\(table)\"") (key text PRIMARY KEY)", logger: TestDatabase.logger)
            let store = try Self.store(client, table)
            let error = await #expect(throws: PostgresIdempotencyStoreError.self) {
                try await store.claim(key: "k")
            }
            #expect(error?.operation == .createTable)
            #expect(error?.sqlState == "42703")
            #expect(
                error?.description
                    == "PostgreSQL idempotency store: create table on table \"\(table)\" failed: the server refused: "
                    + "column \"expires_at\" does not exist [SQLSTATE 42703]")

            // Now the index can be created, but a claim's insert names a column the table lacks.
            try await client.query(
                "ALTER TABLE \(unescaped: "\"\(table)\"") ADD COLUMN expires_at timestamptz",
                logger: TestDatabase.logger)
            let claimError = await #expect(throws: PostgresIdempotencyStoreError.self) {
                try await store.claim(key: "k")
            }
            #expect(claimError?.operation == .claim)
            #expect(
                claimError?.description
                    == "PostgreSQL idempotency store: claim on table \"\(table)\" failed: the server refused: "
                    + "column \"claimed_at\" of relation \"\(table)\" does not exist [SQLSTATE 42703]")
        }
    }
}

extension IdempotencyClaim {
    var isInProgress: Bool {
        if case .inProgress = self { return true }
        return false
    }

    /// When the claim this one took over was made, to the millisecond (the database keeps microseconds).
    var abandonedAt: Date? {
        guard case .tookOver(let abandoned) = self else { return nil }
        return Date(timeIntervalSince1970: (abandoned.claimedAt.timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}
