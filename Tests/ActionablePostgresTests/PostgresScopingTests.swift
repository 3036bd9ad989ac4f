import ActionablePostgres
import ActionableRuntime
import ActionableTesting
import Foundation
import PostgresNIO
import Testing

/// Records bound to their request and bounded in number, against a real server: a key reused with another
/// fingerprint is refused, a full table refuses new keys and keeps every answer, a principal's quota is its own, and
/// a table made before these columns existed is migrated in place.
@Suite(.serialized, .enabled(PostgresAvailability.skipReason) { await PostgresAvailability.isReachable })
struct PostgresScopingTests {
    let ok = StoredResponse(status: 200, body: Array(#"{"outcome":"completed"}"#.utf8))
    let alice = DeliveryRequest(principal: "user:alice", fingerprint: [1, 2, 3])
    let aliceOther = DeliveryRequest(principal: "user:alice", fingerprint: [9, 9])
    let mallory = DeliveryRequest(principal: "user:mallory", fingerprint: [4])

    @Test("A key held or answered for one request is refused to another, on every instance")
    func differentRequest() async throws {
        try await TestDatabase.withTable { client, table in
            let clock = ManualClock()
            let store = try PostgresIdempotencyStore(
                client: client, tableName: table, cleanupInterval: 0, logger: TestDatabase.logger, clock: clock)
            let other = try PostgresIdempotencyStore(
                client: client, tableName: table, cleanupInterval: 0, logger: TestDatabase.logger, clock: clock)
            #expect(try await store.claim(key: "k", request: alice) == .claimed)
            #expect(try await other.claim(key: "k", request: aliceOther) == .differentRequest, "in progress")
            // Past the lease the claim may be taken over, but only by the same request.
            clock.advance(by: .seconds(61))
            #expect(try await other.claim(key: "k", request: aliceOther) == .differentRequest, "abandoned")
            guard case .tookOver = try await other.claim(key: "k", request: alice) else {
                Issue.record("the same request takes an abandoned claim over")
                return
            }
            try await other.finish(key: "k", response: ok)
            #expect(try await store.claim(key: "k", request: aliceOther) == .differentRequest, "finished")
            #expect(try await store.claim(key: "k", request: alice) == .finished(ok))
        }
    }

    @Test("A full table refuses new keys with the time until its oldest row expires; known keys are answered")
    func capacity() async throws {
        try await TestDatabase.withTable { client, table in
            let clock = ManualClock()
            let store = try PostgresIdempotencyStore(
                client: client, tableName: table, timeToLive: .seconds(100), cleanupInterval: 0, capacity: 3,
                logger: TestDatabase.logger, clock: clock)
            for key in ["a", "b", "c"] {
                #expect(try await store.claim(key: key, request: alice) == .claimed)
                try await store.finish(key: key, response: ok)
            }
            // The count is at most 5 s old: past that, the store counts again and finds the table full.
            clock.advance(by: .seconds(5))
            guard case .overQuota(let retryAfter, false) = try await store.claim(key: "d", request: alice) else {
                Issue.record("expected the store to be full")
                return
            }
            #expect(retryAfter == .seconds(95))
            #expect(try await store.claim(key: "a", request: alice) == .finished(ok))
            #expect(try await TestDatabase.count(table, on: client) == 3, "no answer was dropped")
            clock.advance(by: .seconds(95))
            #expect(try await store.claim(key: "d", request: alice) == .claimed, "the oldest expired")
        }
    }

    @Test("A principal over its quota is refused with 429's figure; another principal is not")
    func principalQuota() async throws {
        try await TestDatabase.withTable { client, table in
            let clock = ManualClock()
            let store = try PostgresIdempotencyStore(
                client: client, tableName: table, timeToLive: .seconds(100), cleanupInterval: 0, principalQuota: 2,
                logger: TestDatabase.logger, clock: clock)
            #expect(try await store.claim(key: "m1", request: mallory) == .claimed)
            clock.advance(by: .seconds(10))
            #expect(try await store.claim(key: "m2", request: mallory) == .claimed)
            #expect(
                try await store.claim(key: "m3", request: mallory)
                    == .overQuota(retryAfter: .seconds(90), perPrincipal: true))
            #expect(try await store.claim(key: "a1", request: alice) == .claimed)
            #expect(try await store.claim(key: "m1", request: mallory).isInProgress, "a known key is still answered")
        }
    }

    @Test("A table made before principals and fingerprints gains the columns in place, rows kept")
    func migration() async throws {
        try await TestDatabase.withTable { client, table in
            let name = "\"\(table)\""
            try await client.query(
                """
                CREATE TABLE \(unescaped: name) (
                    key text PRIMARY KEY, status integer, body bytea, claimed_at timestamptz NOT NULL,
                    finished_at timestamptz, expires_at timestamptz NOT NULL
                )
                """, logger: TestDatabase.logger)
            try await client.query(
                """
                INSERT INTO \(unescaped: name) VALUES ('old', 200, '\\x7b7d', now(), now(), now() + interval '1 hour')
                """, logger: TestDatabase.logger)
            let store = try PostgresIdempotencyStore(
                client: client, tableName: table, cleanupInterval: 0, logger: TestDatabase.logger)
            try await store.createTableIfNeeded()
            // A row without a fingerprint is answered to whoever names its key: it predates binding.
            #expect(
                try await store.claim(key: "old", request: alice)
                    == .finished(StoredResponse(status: 200, body: [0x7B, 0x7D])))
            #expect(try await store.claim(key: "new", request: alice) == .claimed)
            #expect(try await store.claim(key: "new", request: aliceOther) == .differentRequest)
        }
    }
}
