#if canImport(Glibc) && HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    @testable import ActionablePostgres
    import ActionableRuntime
    import ActionableTesting
    import Foundation
    import HTTPTypes
    import Logging
    import NIOCore
    import PostgresNIO
    import Testing

    /// The transactional handler mode: a handler's writes and the delivery's recorded answer commit together or not
    /// at all. Each test counts the handler's effects as rows of a table of its own, beside its idempotency table.
    @Suite(.serialized, .enabled(PostgresAvailability.skipReason) { await PostgresAvailability.isReachable })
    struct TransactionalHandlerTests {
        @Test(
            "a completed handler's write and its answer commit together; a replay writes nothing more",
            arguments: Adapter.allCases)
        func commitsTogether(adapter: Adapter) async throws {
            try await withEffects { client, table, effects in
                let store = try await Self.store(client, table)
                let instance = try EffectInstance(store: store, effects: effects, clock: ContinuousClock())
                try await adapter.test(instance.endpoint()) { http in
                    let answer = try await http.postJSON(Instance.body(id: "n-1"))
                    #expect(answer.status == .ok)
                    #expect(json(answer)["message"] as? String == "wrote n-1")
                    let replay = try await http.postJSON(Instance.body(id: "n-1"))
                    #expect(replay.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
                    #expect(replay.body == answer.body)
                }
                #expect(try await effects.rows(on: client) == ["n-1"])
                #expect(try await Self.recorded(table, on: client) == ["n-1": 200])
            }
        }

        @Test(
            "a handler that throws after writing: its write is rolled back and its 500 recorded alone",
            arguments: Adapter.allCases)
        func failureRollsBack(adapter: Adapter) async throws {
            try await withEffects { client, table, effects in
                let store = try await Self.store(client, table)
                let instance = try EffectInstance(
                    store: store, effects: effects, clock: ContinuousClock(), behaviour: .throwAfterWriting)
                try await adapter.test(instance.endpoint()) { http in
                    let answer = try await http.postJSON(Instance.body(id: "n-2"))
                    #expect(answer.status == .internalServerError)
                    let replay = try await http.postJSON(Instance.body(id: "n-2"))
                    #expect(replay.status == .internalServerError)
                    #expect(replay.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
                }
                #expect(try await effects.rows(on: client) == [])
                #expect(try await Self.recorded(table, on: client) == ["n-2": 500])
                #expect(instance.runs == 1)
            }
        }

        @Test(
            "a handler past its deadline: its write is rolled back, not committed behind the 504",
            .timeLimit(.minutes(1)), arguments: Adapter.allCases)
        func deadlineRollsBack(adapter: Adapter) async throws {
            try await withEffects { client, table, effects in
                let clock = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
                let store = try await Self.store(client, table, clock: clock)
                let instance = try EffectInstance(
                    store: store, effects: effects, clock: clock, deadline: .seconds(4), behaviour: .holdAfterWriting)
                try await adapter.test(instance.endpoint()) { http in
                    async let answer = http.postJSON(Instance.body(id: "n-3"))
                    _ = await instance.wrote.first { _ in true }
                    await clock.sleepers(atLeast: 1)  // The dispatch's deadline.
                    clock.advance(by: .seconds(4))
                    // Let the handler go on once its deadline cancelled it: it must not commit.
                    _ = await instance.cancelled.first { _ in true }
                    instance.release.open()
                    let status = try await answer.status
                    #expect(status == .gatewayTimeout)
                }
                #expect(try await effects.rows(on: client) == [])
                #expect(try await Self.recorded(table, on: client) == ["n-3": 504])
            }
        }

        @Test(
            "a frozen instance's handler wrote and never committed; the takeover commits once; the thawed one rolls back",
            .timeLimit(.minutes(1)), arguments: Adapter.allCases)
        func frozenInstanceCannotCommitAfterTakeover(adapter: Adapter) async throws {
            try await withEffects { client, table, effects in
                try await TestDatabase.withClient { otherClient in
                    let clock = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
                    let frozenStore = try await Self.store(client, table, clock: clock)
                    let survivorStore = try await Self.store(otherClient, table, clock: clock)
                    try await frozenStore.createTableIfNeeded()
                    let frozen = try EffectInstance(
                        store: frozenStore, effects: effects, clock: clock, behaviour: .holdAfterWriting)
                    let survivor = try EffectInstance(store: survivorStore, effects: effects, clock: clock)
                    try await adapter.test(frozen.endpoint()) { frozenHTTP in
                        try await adapter.test(survivor.endpoint()) { survivorHTTP in
                            async let lost = frozenHTTP.postJSON(Instance.body(id: "n-4"))
                            _ = await frozen.wrote.first { _ in true }
                            // The retry reaches the other instance and waits out the 8 s lease, then takes over.
                            async let retry = survivorHTTP.postJSON(Instance.body(id: "n-4"))
                            await clock.sleepers(atLeast: 3)
                            clock.advance(by: .seconds(8))
                            let answer = try await retry
                            #expect(answer.status == .ok)
                            #expect(survivor.abandonedClaims == [Date(timeIntervalSince1970: 1_900_000_000)])
                            // The frozen instance wakes: its claim is gone, so its transaction rolls back.
                            frozen.release.open()
                            let late = try await lost
                            #expect(late.status == .conflict)
                            #expect(late.headers[.retryAfter] != nil)
                            let replay = try await survivorHTTP.postJSON(Instance.body(id: "n-4"))
                            #expect(replay.body == answer.body)
                        }
                    }
                    #expect(frozen.runs == 1 && survivor.runs == 1, "two runs of the handler")
                    #expect(try await effects.rows(on: client) == ["n-4"], "one committed effect")
                    #expect(try await Self.recorded(table, on: client) == ["n-4": 200])
                }
            }
        }

        @Test(
            "a plain handler beside a transactional one still records its answer the usual way",
            arguments: Adapter.allCases)
        func plainHandlerOnTheSameStore(adapter: Adapter) async throws {
            try await withEffects { client, table, effects in
                let store = try await Self.store(client, table)
                let instance = try EffectInstance(store: store, effects: effects, clock: ContinuousClock())
                try await adapter.test(instance.endpoint()) { http in
                    let answer = try await http.postJSON(
                        Array(#"{"action":"DECLINE","category":"INVITE","notification-id":"n-5"}"#.utf8))
                    #expect(answer.status == .ok)
                }
                #expect(try await effects.rows(on: client) == [])
                #expect(try await Self.recorded(table, on: client) == ["n-5": 200])
            }
        }

        @Test("dispatched directly, a transactional handler writes in a transaction of its own and records nothing")
        func directDispatch() async throws {
            try await withEffects { client, table, effects in
                let store = try await Self.store(client, table)
                try await store.createTableIfNeeded()
                let instance = try EffectInstance(store: store, effects: effects, clock: ContinuousClock())
                let outcome = await instance.dispatcher.dispatch(
                    ActionResponse(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-6"))
                #expect(outcome.isCompleted)
                #expect(try await effects.rows(on: client) == ["n-6"])
                #expect(try await Self.recorded(table, on: client) == [:])
            }
        }

        @Test("the transaction refuses queries once the handler has returned")
        func transactionEndsWithTheHandler() async throws {
            try await withEffects { client, table, _ in
                let store = try await Self.store(client, table)
                let kept = LockedValue<PostgresTransaction?>(nil)
                try await store.withTransaction { transaction in
                    kept.withLock { $0 = transaction }
                    #expect(transaction.isActive)
                    try await transaction.query("SELECT 1")
                }
                let transaction = try #require(kept.withLock { $0 })
                #expect(!transaction.isActive)
                let error = await #expect(throws: PostgresIdempotencyStoreError.self) {
                    try await transaction.query("SELECT 1")
                }
                #expect(error?.operation == .transaction)
            }
        }

        @Test("withTransaction rolls back when its body throws, and rethrows the body's own error")
        func withTransactionRollsBack() async throws {
            try await withEffects { client, table, effects in
                let store = try await Self.store(client, table)
                struct Refusal: Error {}
                await #expect(throws: Refusal.self) {
                    try await store.withTransaction { transaction in
                        try await effects.write("rolled-back", through: transaction)
                        throw Refusal()
                    }
                }
                try await store.withTransaction { transaction in
                    try await effects.write("committed", through: transaction)
                }
                #expect(try await effects.rows(on: client) == ["committed"])
            }
        }

        @Test(
            "the database cut off under a transactional handler: 503, nothing committed; the retry commits once",
            .timeLimit(.minutes(2)), arguments: Adapter.allCases)
        func databaseCutMidTransaction(adapter: Adapter) async throws {
            let proxy = try OutageProxy(
                upstreamHost: PostgresAvailability.host, upstreamPort: PostgresAvailability.port)
            defer { proxy.close() }
            try await withEffects { client, table, effects in
                var configuration = PostgresClient.Configuration(
                    host: "127.0.0.1", port: proxy.port, username: PostgresAvailability.user,
                    password: PostgresAvailability.password, database: PostgresAvailability.database, tls: .disable)
                configuration.options.connectTimeout = .seconds(1)
                let store = try PostgresIdempotencyStore(
                    configuration: configuration, tableName: table, healthCheckInterval: .milliseconds(100),
                    reconnectInterval: .milliseconds(50), healthCheckTimeout: .milliseconds(300),
                    logger: TestDatabase.logger)
                let availability = EventRecorder<Bool>()
                store.observeAvailability(availability.sink)
                let instance = try EffectInstance(
                    store: store, effects: effects, clock: ContinuousClock(), deadline: .seconds(10),
                    behaviour: .holdAfterWriting)
                let endpoint = ActionResponseEndpoint(
                    dispatcher: instance.dispatcher, authenticator: NoAuthentication(), idempotency: store,
                    backendTimeout: .seconds(10))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await store.run() }
                    defer { group.cancelAll() }
                    try await store.createTableIfNeeded()
                    await availability.first { $0 == true }
                    try await adapter.test(endpoint) { http in
                        async let cut = http.postJSON(Instance.body(id: "n-7"))
                        _ = await instance.wrote.first { _ in true }
                        proxy.cut()
                        instance.release.open()
                        let started = ContinuousClock.now
                        let status = try await cut.status
                        print("TIMING first answer after cut: \(ContinuousClock.now - started)")
                        #expect(status == .serviceUnavailable)
                        await availability.first { $0 == false }
                        proxy.restore()
                        // Back: the claim whose transaction did not commit is freed before deliveries are served.
                        await availability.nth(2) { $0 == true }
                        instance.holds.withLock { $0 = false }
                        let answer = try await http.postJSON(Instance.body(id: "n-7"))
                        #expect(answer.status == .ok)
                    }
                }
                #expect(try await effects.rows(on: client) == ["n-7"])
                #expect(try await Self.recorded(table, on: client) == ["n-7": 200])
            }
        }

        @Test(
            "the documentation's example: the invitation's UPDATE commits with the answer", arguments: Adapter.allCases)
        func documentationExample(adapter: Adapter) async throws {
            try await TestDatabase.withTable { client, table in
                try await client.query(
                    "CREATE TABLE IF NOT EXISTS invitations (id text PRIMARY KEY, accepted_at timestamptz)",
                    logger: TestDatabase.logger)
                try await client.query("DELETE FROM invitations WHERE id = 'inv-1'", logger: TestDatabase.logger)
                try await client.query("INSERT INTO invitations (id) VALUES ('inv-1')", logger: TestDatabase.logger)
                let store = try await Self.store(client, table)
                let registry = try CategoryLoader().load(
                    yaml: """
                        categories:
                          - identifier: INVITE_CATEGORY
                            actions:
                              - {identifier: ACCEPT_IDENTIFIER, title: Accept}
                        """,
                    file: "invitations.yaml"
                ).validRegistry()
                var builder = ActionDispatcher.Builder(registry: registry, logger: TestDatabase.logger)
                builder.metricsFactory = nil
                // doc:transactional-handler:begin
                builder.on(
                    "INVITE_CATEGORY", "ACCEPT_IDENTIFIER",
                    store.transactional { response, context, transaction in
                        guard case .string(let invitation)? = response.userInfo["invite-id"] else {
                            return HandlerResult(message: "no invitation to accept")
                        }
                        try await transaction.query(
                            "UPDATE invitations SET accepted_at = now() WHERE id = \(invitation)")
                        return HandlerResult(message: "invitation accepted")
                    })
                // doc:transactional-handler:end
                let endpoint = ActionResponseEndpoint(
                    dispatcher: try builder.build(), authenticator: NoAuthentication(), idempotency: store,
                    backendTimeout: .seconds(30))
                try await adapter.test(endpoint) { http in
                    let answer = try await http.postJSON(
                        Array(
                            #"{"action":"ACCEPT_IDENTIFIER","category":"INVITE_CATEGORY","notification-id":"d-1","user-info":{"invite-id":"inv-1"}}"#
                                .utf8))
                    #expect(answer.status == .ok)
                }
                let rows = try await client.query(
                    "SELECT accepted_at IS NOT NULL FROM invitations WHERE id = 'inv-1'", logger: TestDatabase.logger)
                var accepted = false
                for try await value in rows.decode(Bool.self) { accepted = value }
                #expect(accepted)
                #expect(try await Self.recorded(table, on: client).values.sorted() == [200])
                try await client.query("DELETE FROM invitations WHERE id = 'inv-1'", logger: TestDatabase.logger)
            }
        }

        // MARK: - Fixtures

        /// A store on `client` whose table exists: made before the first delivery, whose claim is bounded by the
        /// endpoint's `backendTimeout` (a slow first `CREATE TABLE` on a loaded machine would answer it 503).
        static func store(
            _ client: PostgresClient, _ table: String, clock: (any ActionableClock)? = nil
        ) async throws -> PostgresIdempotencyStore {
            let store = try PostgresIdempotencyStore(
                client: client, tableName: table, lease: .seconds(8), logger: TestDatabase.logger, clock: clock)
            try await store.createTableIfNeeded()
            return store
        }

        /// The status recorded for each key that has an answer.
        static func recorded(_ table: String, on client: PostgresClient) async throws -> [String: Int] {
            let rows = try await client.query(
                "SELECT key, status FROM \(unescaped: "\"\(table)\"") WHERE finished_at IS NOT NULL",
                logger: TestDatabase.logger)
            var recorded: [String: Int] = [:]
            // Keys are `category/action/notification-id` (no Idempotency-Key): by notification id.
            for try await (key, status) in rows.decode((String, Int32).self) {
                recorded[String(key.split(separator: "/").last ?? "")] = Int(status)
            }
            return recorded
        }

        /// Runs `body` with a client, an idempotency table name and an effects table, and drops both afterwards.
        func withEffects(
            _ body: (PostgresClient, String, EffectsTable) async throws -> Void
        ) async throws {
            try await TestDatabase.withTable { client, table in
                let effects = EffectsTable(name: "\(table)_effects")
                try await client.query(
                    "CREATE TABLE \(unescaped: effects.quoted) (id text NOT NULL)", logger: TestDatabase.logger)
                do {
                    try await body(client, table, effects)
                } catch {
                    try? await effects.drop(on: client)
                    throw error
                }
                try await effects.drop(on: client)
            }
        }
    }

    /// A table of the handler's effects: one row per committed write.
    struct EffectsTable: Sendable {
        let name: String
        var quoted: String { "\"\(name)\"" }

        func write(_ id: String, through transaction: PostgresTransaction) async throws {
            try await transaction.query("INSERT INTO \(unescaped: quoted) (id) VALUES (\(id))")
        }

        func rows(on client: PostgresClient) async throws -> [String] {
            let rows = try await client.query(
                "SELECT id FROM \(unescaped: quoted) ORDER BY id", logger: TestDatabase.logger)
            var ids: [String] = []
            for try await id in rows.decode(String.self) { ids.append(id) }
            return ids
        }

        func drop(on client: PostgresClient) async throws {
            try await client.query("DROP TABLE IF EXISTS \(unescaped: quoted)", logger: TestDatabase.logger)
        }
    }

    /// A service instance whose INVITE/ACCEPT handler is transactional: it writes the notification id to the effects
    /// table, then completes, throws, or holds until `release` opens; INVITE/DECLINE is a plain handler.
    final class EffectInstance: Sendable {
        enum Behaviour: Sendable {
            case complete, throwAfterWriting, holdAfterWriting
        }

        let dispatcher: ActionDispatcher
        let store: PostgresIdempotencyStore
        /// Each notification id whose handler wrote (not yet committed).
        let wrote = EventRecorder<String>()
        /// Each notification id whose handler's task was cancelled (its deadline) while it held.
        let cancelled = EventRecorder<String>()
        let release = Gate()
        /// Whether the handler holds after writing; tests turn it off for the retry.
        let holds: LockedValue<Bool>
        private let state = LockedValue<(runs: Int, abandoned: [Date])>((0, []))

        var runs: Int { state.withLock { $0.runs } }
        var abandonedClaims: [Date] { state.withLock { $0.abandoned } }

        init(
            store: PostgresIdempotencyStore, effects: EffectsTable, clock: any ActionableClock,
            deadline: Duration = .seconds(60), behaviour: Behaviour = .complete
        ) throws {
            struct Failure: Error {}
            let registry = try CategoryLoader().load(
                yaml: """
                    categories:
                      - identifier: INVITE
                        actions:
                          - {identifier: ACCEPT, title: Accept}
                          - {identifier: DECLINE, title: Decline}
                    """,
                file: "effects.yaml"
            ).validRegistry()
            var builder = ActionDispatcher.Builder(registry: registry, logger: TestDatabase.logger)
            builder.metricsFactory = nil
            builder.clock = clock
            builder.deadline = deadline
            let (state, wrote, release, cancelled) = (state, wrote, release, cancelled)
            let holds = LockedValue(behaviour == .holdAfterWriting)
            self.holds = holds
            builder.on(
                "INVITE", "ACCEPT",
                store.transactional { response, context, transaction in
                    let id = response.notificationIdentifier
                    state.withLock { state in
                        state.runs += 1
                        if let abandoned = context.abandonedClaim { state.abandoned.append(abandoned.claimedAt) }
                    }
                    try await effects.write(id, through: transaction)
                    wrote.record(id)
                    if holds.withLock({ $0 }) {
                        await withTaskCancellationHandler {
                            await release.wait()
                        } onCancel: {
                            cancelled.record(id)
                        }
                    }
                    if behaviour == .throwAfterWriting { throw Failure() }
                    return HandlerResult(message: "wrote \(id)")
                })
            builder.on("INVITE", "DECLINE") { _ in .handled }
            dispatcher = try builder.build()
            self.store = store
        }

        func endpoint() -> ActionResponseEndpoint {
            ActionResponseEndpoint(
                dispatcher: dispatcher, authenticator: NoAuthentication(), idempotency: store,
                duplicateWait: .seconds(20),
                backendTimeout: .seconds(30))  // Generous: these tests are about commits, not the bound.
        }
    }
#endif
