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

    /// Two service instances on one PostgreSQL table, and the database going away under them: a claim left by a frozen
    /// instance is taken over at its lease's end; while the database is cut off or frozen (a proxy in front of the
    /// real server), deliveries are answered 503 and nothing hangs; when it is back, the store serves again and the
    /// deliveries' retries run each handler once.
    @Suite(.serialized, .enabled(PostgresAvailability.skipReason) { await PostgresAvailability.isReachable })
    struct PostgresFaultTests {
        @Test(
            "a frozen instance's claim is taken over by the other instance when its lease runs out",
            .timeLimit(.minutes(1)), arguments: Adapter.allCases)
        func frozenInstanceTakeover(adapter: Adapter) async throws {
            try await TestDatabase.withTable { client, table in
                try await TestDatabase.withClient { otherClient in
                    let clock = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
                    let frozen = try Instance(clock: clock, deadline: .seconds(60), freezes: true)
                    let survivor = try Instance(clock: clock, deadline: .seconds(60), freezes: false)
                    let frozenStore = try PostgresIdempotencyStore(
                        client: client, tableName: table, lease: .seconds(8), logger: TestDatabase.logger,
                        clock: clock)
                    let survivorStore = try PostgresIdempotencyStore(
                        client: otherClient, tableName: table, lease: .seconds(8), logger: TestDatabase.logger,
                        clock: clock)
                    try await frozenStore.createTableIfNeeded()
                    let body = Instance.body(id: "n-frozen")
                    try await adapter.test(frozen.endpoint(frozenStore)) { frozenClient in
                        try await adapter.test(survivor.endpoint(survivorStore)) { survivorClient in
                            // The first delivery reaches the instance that freezes inside the handler.
                            async let lost = frozenClient.postJSON(body)
                            _ = await frozen.started.first { _ in true }
                            // The app's retry reaches the other instance and waits: the claim is leased for 8 s.
                            async let retry = survivorClient.postJSON(body)
                            // The frozen dispatch's deadline, the retry's bounded wait, and its poll's pause.
                            await clock.sleepers(atLeast: 3)
                            #expect(survivor.runs == 0)
                            clock.advance(by: .seconds(8))
                            let answer = try await retry
                            #expect(answer.status == .ok, "answered at the lease's end")
                            #expect(survivor.runs == 1)
                            let abandoned = survivor.abandonedClaims.first ?? nil
                            #expect(abandoned?.claimedAt.timeIntervalSince1970.rounded() == 1_900_000_000)
                            // Replays come from the survivor's answer.
                            let replay = try await survivorClient.postJSON(body)
                            #expect(replay.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
                            #expect(replay.body == answer.body)
                            frozen.thaw.open()
                            _ = try await lost
                        }
                    }
                    #expect(frozen.runs == 1, "the frozen handler had started: this is the twice-run window")
                }
            }
        }

        @Test("a claim left by a killed instance is taken over at its lease's end, and the taker is told")
        func killedInstanceTakeover() async throws {
            try await TestDatabase.withTable { client, table in
                let clock = ManualClock(wallClockOrigin: Date(timeIntervalSince1970: 1_900_000_000))
                // The killed instance's store claims on its own connection pool, which then goes away with it.
                try await TestDatabase.withClient { doomed in
                    let store = try PostgresIdempotencyStore(
                        client: doomed, tableName: table, lease: .seconds(8), logger: TestDatabase.logger,
                        clock: clock)
                    #expect(try await store.claim(key: "k") == .claimed)
                }
                let survivor = try PostgresIdempotencyStore(
                    client: client, tableName: table, lease: .seconds(8), logger: TestDatabase.logger, clock: clock)
                clock.advance(by: .seconds(5))
                #expect(try await survivor.claim(key: "k") == .inProgress(leaseRemaining: .seconds(3)))
                let waiting = Task { try await survivor.waitForResponse(key: "k", timeout: .seconds(20)) }
                await clock.sleepers(atLeast: 1)
                clock.advance(by: .seconds(3))
                #expect(try await waiting.value == nil, "the wait ends with the lease, 17 s before its timeout")
                let takeover = try await survivor.claim(key: "k")
                #expect(takeover.abandonedAt == Date(timeIntervalSince1970: 1_900_000_000))
                try await survivor.finish(key: "k", response: StoredResponse(status: 200, body: []))
                #expect(try await survivor.claim(key: "k") == .finished(StoredResponse(status: 200, body: [])))
            }
        }

        @Test(
            "the database cut off: deliveries get 503 with Retry-After, readiness fails; back: retries run handlers once",
            .timeLimit(.minutes(2)), arguments: Adapter.allCases)
        func databaseOutage(adapter: Adapter) async throws {
            try await withOutage(adapter) { proxy, store, availability, client, instance in
                // Before: served.
                for id in 0..<5 {
                    let answer = try await client.postJSON(Instance.body(id: "before-\(id)"))
                    #expect(answer.status == .ok)
                }
                #expect(try await client.execute(uri: "/ready", method: .get).status == .ok)

                proxy.cut()
                // Deliveries while the database is gone: each answered 503, none handled.
                var refused: [String] = []
                for id in 0..<5 {
                    let answer = try await client.postJSON(Instance.body(id: "during-\(id)"))
                    #expect(answer.status == .serviceUnavailable, "during-\(id)")
                    #expect(answer.headers[.retryAfter] == "1")
                    refused.append("during-\(id)")
                }
                await availability.first { $0 == false }
                #expect(store.isUnavailable)
                let failFast = await #expect(throws: PostgresIdempotencyStoreError.self) {
                    try await store.claim(key: "anything")
                }
                #expect(failFast?.isUnavailable == true, "refused without a query while the database is down")
                let notReady = try await client.execute(uri: "/ready", method: .get)
                #expect(notReady.status == .serviceUnavailable)
                #expect(json(notReady)["idempotency-store"] as? String == "unavailable")
                #expect(try await client.execute(uri: "/health", method: .get).status == .ok, "still alive")
                let runsDuring = instance.runs

                proxy.restore()
                await availability.nth(2) { $0 == true }
                #expect(!store.isUnavailable)
                #expect(try await client.execute(uri: "/ready", method: .get).status == .ok)
                // The retries of what was refused, twice each: every handler runs once.
                for id in refused + refused {
                    let answer = try await client.postJSON(Instance.body(id: id))
                    #expect(answer.status == .ok, "\(id)")
                }
                #expect(runsDuring == 5, "nothing ran during the outage")
                #expect(instance.runs == 10)
                #expect(instance.runsByID.values.allSatisfy { $0 == 1 })
            }
        }

        @Test(
            "the database lost between the handler and its answer: the client gets the answer, the store writes it on return",
            .timeLimit(.minutes(2)), arguments: Adapter.allCases)
        func answerKeptThroughOutage(adapter: Adapter) async throws {
            try await withOutage(adapter) { proxy, store, availability, client, instance in
                instance.hold("mid")
                async let answered = client.postJSON(Instance.body(id: "mid"))
                _ = await instance.started.first { $0 == "mid" }
                proxy.cut()
                instance.release("mid")
                let answer = try await answered
                #expect(answer.status == .ok, "the handler ran: its answer goes back although it was not recorded")
                await availability.first { $0 == false }
                proxy.restore()
                await availability.nth(2) { $0 == true }
                // The retry (a lost answer, a second tap) gets the recorded answer instead of running again after the
                // lease.
                let retry = try await client.postJSON(Instance.body(id: "mid"))
                #expect(retry.status == .ok)
                #expect(retry.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
                #expect(retry.body == answer.body)
                #expect(instance.runsByID == ["mid": 1])
            }
        }

        @Test(
            "the database frozen: deliveries get 503 after backendTimeout instead of hanging; thawed: served again",
            .timeLimit(.minutes(2)), arguments: Adapter.allCases)
        func databaseFrozen(adapter: Adapter) async throws {
            try await withOutage(adapter) { proxy, store, availability, client, instance in
                #expect(try await client.postJSON(Instance.body(id: "warm-up")).status == .ok)
                proxy.freeze()
                let stuck = try await client.postJSON(Instance.body(id: "frozen-1"))
                #expect(stuck.status == .serviceUnavailable)
                #expect(stuck.headers[.retryAfter] == "1")
                await availability.first { $0 == false }
                let refused = try await client.postJSON(Instance.body(id: "frozen-2"))
                #expect(refused.status == .serviceUnavailable)
                proxy.restore()
                await availability.nth(2) { $0 == true }
                for id in ["frozen-1", "frozen-2", "frozen-1"] {
                    #expect(try await client.postJSON(Instance.body(id: id)).status == .ok, "\(id)")
                }
                #expect(instance.runsByID == ["warm-up": 1, "frozen-1": 1, "frozen-2": 1])
            }
        }

        /// Runs `body` with an endpoint on `adapter` whose store owns its pool and reaches the test database through a
        /// proxy the test can cut or freeze, on the continuous clock with short intervals.
        private func withOutage(
            _ adapter: Adapter,
            _ body:
                @escaping @Sendable (
                    OutageProxy, PostgresIdempotencyStore, EventRecorder<Bool>, AdapterClient, Instance
                ) async throws -> Void
        ) async throws {
            let proxy = try OutageProxy(
                upstreamHost: PostgresAvailability.host, upstreamPort: PostgresAvailability.port)
            defer { proxy.close() }
            var configuration = PostgresClient.Configuration(
                host: "127.0.0.1", port: proxy.port, username: PostgresAvailability.user,
                password: PostgresAvailability.password, database: PostgresAvailability.database, tls: .disable)
            configuration.options.maximumConnections = 10
            configuration.options.connectTimeout = .seconds(1)
            let table = TestDatabase.uniqueTableName()
            let store = try PostgresIdempotencyStore(
                configuration: configuration, tableName: table, healthCheckInterval: .milliseconds(100),
                reconnectInterval: .milliseconds(50), healthCheckTimeout: .milliseconds(300),
                logger: TestDatabase.logger)
            let availability = EventRecorder<Bool>()
            store.observeAvailability(availability.sink)
            let instance = try Instance(clock: ContinuousClock(), deadline: .seconds(5), freezes: false)
            let endpoint = ActionResponseEndpoint(
                dispatcher: instance.dispatcher, authenticator: NoAuthentication(), idempotency: store,
                backendTimeout: .seconds(2))  // Generous: a fresh connection on a loaded CI machine can take a while.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await store.run() }
                defer { group.cancelAll() }
                try await store.createTableIfNeeded()
                await availability.first { $0 == true }  // The first check answered: ready.
                try await adapter.test(endpoint) { client in
                    try await body(proxy, store, availability, client, instance)
                }
            }
            _ = try await TestDatabase.withClient { client in
                try await client.query("DROP TABLE IF EXISTS \(unescaped: "\"\(table)\"")", logger: TestDatabase.logger)
            }
        }
    }

    /// One service instance: INVITE/ACCEPT counts its runs by notification id and records what its context says about
    /// an abandoned claim; an instance that `freezes` blocks inside the handler until `thaw` opens.
    final class Instance: Sendable {
        let dispatcher: ActionDispatcher
        let started = EventRecorder<String>()
        let thaw = Gate()
        private let held = LockedValue<[String: Gate]>([:])

        /// The handler for `id` waits, once started, until ``release(_:)``.
        func hold(_ id: String) { held.withLock { $0[id] = Gate() } }
        func release(_ id: String) { held.withLock { $0[id] }?.open() }
        private let state = LockedValue<(runs: [String: Int], abandoned: [AbandonedClaim?])>(([:], []))

        var runs: Int { state.withLock { $0.runs.values.reduce(0, +) } }
        var runsByID: [String: Int] { state.withLock { $0.runs } }
        var abandonedClaims: [AbandonedClaim?] { state.withLock { $0.abandoned } }

        init(clock: any ActionableClock, deadline: Duration, freezes: Bool) throws {
            let registry = try CategoryLoader().load(
                yaml:
                    "categories:\n  - identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n",
                file: "instance.yaml"
            ).validRegistry()
            var builder = ActionDispatcher.Builder(registry: registry, logger: TestDatabase.logger)
            builder.metricsFactory = nil
            builder.clock = clock
            builder.deadline = deadline
            let state = state
            let started = started
            let thaw = thaw
            let held = held
            builder.on("INVITE", "ACCEPT") { response, context in
                let id = response.notificationIdentifier
                state.withLock { state in
                    state.runs[id, default: 0] += 1
                    state.abandoned.append(context.abandonedClaim)
                }
                started.record(id)
                if freezes { await thaw.wait() }
                if let gate = held.withLock({ $0[id] }) { await gate.wait() }
                return HandlerResult(message: "accepted \(id)")
            }
            dispatcher = try builder.build()
        }

        func endpoint(_ store: PostgresIdempotencyStore) -> ActionResponseEndpoint {
            ActionResponseEndpoint(
                dispatcher: dispatcher, authenticator: NoAuthentication(), idempotency: store,
                duplicateWait: .seconds(20))
        }

        static func body(id: String) -> [UInt8] {
            Array(#"{"action":"ACCEPT","category":"INVITE","notification-id":"\#(id)"}"#.utf8)
        }

    }

    extension AdapterClient {
        /// POSTs `body` as JSON to the delivery path.
        func postJSON(_ body: [UInt8]) async throws -> TestAnswer {
            try await execute(
                uri: "/v1/action-responses", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: body))
        }
    }

    /// An answer's body as a JSON object (empty when it is not one).
    func json(_ answer: TestAnswer) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(answer.body.readableBytesView)) as? [String: Any]) ?? [:]
    }
#endif
