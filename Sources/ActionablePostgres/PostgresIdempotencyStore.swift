#if Postgres
    public import ActionableRuntime
    import Foundation
    public import Logging
    public import PostgresNIO
    public import ServiceLifecycle

    /// An idempotency store in a PostgreSQL table, so several instances behind a load balancer run each delivery's handler
    /// once between them.
    ///
    /// Every decision is one statement on the server: a claim is an `INSERT … ON CONFLICT DO UPDATE … WHERE` that only
    /// one instance can win, so two instances racing for the same key never both get
    /// ``/ActionableRuntime/IdempotencyClaim/claimed``. Times come from the database server's clock, which all instances share,
    /// so their own clocks may disagree. A claim still unfinished after ``lease`` is taken over by the next delivery of
    /// its key (``/ActionableRuntime/IdempotencyClaim/tookOver(_:)``), and a delivery waiting for it stops waiting when the
    /// lease runs out, to take it over.
    ///
    /// Give the store the connection configuration and run it as a service, beside the HTTP server: it then owns its
    /// connection pool, checks the database every ``healthCheckInterval`` on a connection of its own, answers at once
    /// with an error while the database is unreachable (the endpoint answers 503 with `Retry-After`), and starts a fresh
    /// pool as soon as the database answers again, instead of waiting out the pool's reconnection back-off (which grows
    /// to a minute):
    ///
    /// ```swift
    /// let store = try PostgresIdempotencyStore(configuration: configuration, logger: logger)
    /// let services = ServiceGroup(services: [store, application], gracefulShutdownSignals: [.sigterm], logger: logger)
    /// try await services.run()
    /// ```
    ///
    /// Or share a `PostgresClient` the service already runs (`init(client:…)`): queries then go through that client, and
    /// after an outage they recover when its pool reconnects.
    ///
    /// The table is created on first use when it is missing (see ``createTableIfNeeded()``). Expired rows are deleted
    /// a bounded batch at a time after every ``cleanupInterval`` claims; ``removeExpired(limit:)`` does the same on demand.
    public final class PostgresIdempotencyStore: IdempotencyStore, Service {
        /// The longest table name accepted: PostgreSQL cuts identifiers at 63 bytes, and the expiry index adds a suffix.
        public static let maximumTableNameLength = 48
        /// Keys up to this many UTF-8 bytes are stored as they are; longer ones as a SHA-256 digest, because a B-tree
        /// index entry cannot exceed about 2.7 KB and the key comes from a request header.
        public static let maximumStoredKeyLength = 512

        /// The table's name, unqualified (the connection's `search_path` decides the schema).
        public let tableName: String
        /// How long a delivery is remembered after it was first claimed.
        public let timeToLive: Duration
        /// A claim still in progress after this long is considered abandoned (its instance died) and may be taken over.
        public let lease: Duration
        /// Expired rows are deleted after every this many claims made through this instance; 0 turns it off.
        public let cleanupInterval: Int
        /// The most expired rows one opportunistic clean-up deletes, so no claim waits for a large delete. A clean-up
        /// that fills its batch runs again at once, up to ``maximumCleanupBatches`` batches, so it keeps up with a
        /// flood.
        public let cleanupLimit: Int
        /// The most batches one clean-up runs.
        public static let maximumCleanupBatches = 16
        /// The most unexpired rows the table may hold: past it new keys are refused until the oldest expires (no row is
        /// dropped before its time to live). Counted at most once every ``capacityCheckInterval`` per instance.
        public let capacity: Int
        /// How often an instance counts the table's unexpired rows for ``capacity``.
        public static let capacityCheckInterval = Duration.seconds(5)
        /// The most unexpired rows one principal may hold, or `nil` for no limit but ``capacity``.
        public let principalQuota: Int?
        /// The most deliveries of this instance that wait on one key at once; more are told at once that the key is in
        /// progress (409 at the endpoint).
        public static let maximumWaitersPerKey = 64
        /// How many deliveries of this instance wait on each key.
        private let waiters = LockedValue<[String: Int]>([:])
        /// The last count of unexpired rows, when it was made (on ``elapsed``), and when the oldest expires.
        private let rowCount = LockedValue<RowCount?>(nil)

        /// How often the store checks the database while it answers (store that owns its pool only); 1 second.
        public let healthCheckInterval: Duration
        /// How often the store tries the database again while it does not answer; 250 milliseconds.
        public let reconnectInterval: Duration
        /// How long one check may take before the database counts as unreachable; 1 second.
        public let healthCheckTimeout: Duration

        private let source: Source
        private let pool: LockedValue<Pool>
        /// Whether the database answered the last check; `false` makes every call fail at once.
        private let health: LockedValue<Health>
        let wakeup = Wakeup()
        /// Claims whose statements may have run although their answers were lost; see ``settleDoubtfulClaims()``.
        private let doubtful = LockedValue<[DoubtfulClaim]>([])
        /// Answers that could not be written; see ``finish(key:response:)``.
        private let pendingFinishes = LockedValue<[PendingFinish]>([])
        /// The most answers kept in memory while the database is unreachable.
        static let maximumPendingAnswers = 10_000
        /// Time elapsed on the store's clock, for how long a doubtful claim is kept.
        private let elapsed: @Sendable () -> Duration
        /// Open once the pool runs: a store that owns its pool has nothing to query before ``run()``.
        let started = StartGate()
        let logger: Logger
        /// The injected clock: `nil` takes times from the database server and waits on the continuous clock.
        let clock: (any ActionableClock)?
        /// The table name quoted as an identifier, ready to put into SQL.
        let table: String
        private let expiryIndex: String
        private let principalIndex: String
        private let tableReady = LockedValue(false)
        /// The token of each claim this instance won and has not yet run (``runClaimed(key:completedAnswer:_:)``) or
        /// released, by key: a transactional handler's transaction records its answer only while the claim is still
        /// that token's.
        let heldClaims = LockedValue<[String: HeldClaim]>([:])
        private let claims = LockedValue(0)

        /// Creates a store over `client`'s connections.
        ///
        /// - Parameters:
        ///   - client: The client to run queries on; its `run()` must be running while the store is used.
        ///   - tableName: The table to keep deliveries in, created when missing: letters, digits and underscores, at most
        ///     ``maximumTableNameLength`` characters, not starting with a digit.
        ///   - timeToLive: How long a delivery is remembered; 24 hours by default.
        ///   - lease: How long an unfinished claim holds its key before another instance may take it over; 60 seconds by
        ///     default. Make it longer than the slowest handler's deadline.
        ///   - cleanupInterval: Expired rows are deleted after every this many claims; 1,000 by default, 0 for never.
        ///   - cleanupLimit: The most rows one clean-up deletes; 1,000 by default.
        ///   - capacity: The most unexpired rows the table may hold; past it new keys are refused (503 with
        ///     `Retry-After`) until the oldest expires; 2,000,000 by default.
        ///   - principalQuota: The most unexpired rows one principal may hold (429 past it), or `nil` (the default) for
        ///     no limit but `capacity`. Set it when each user authenticates as themselves.
        ///   - logger: Where the store logs failed clean-ups and passes to postgres-nio for its query logs.
        ///   - clock: The service's one clock (the dispatcher's): `nil` (the default) takes the time from the database
        ///     server's clock, which every instance shares, and waits on the continuous clock; a clock given here (a
        ///     `ManualClock` in tests) supplies both.
        /// - Throws: ``PostgresIdempotencyStoreError`` when `tableName` is not a plain identifier.
        public convenience init(
            client: PostgresClient,
            tableName: String = "actionable_idempotency",
            timeToLive: Duration = .seconds(24 * 3600),
            lease: Duration = .seconds(60),
            cleanupInterval: Int = 1000,
            cleanupLimit: Int = 1000,
            capacity: Int = 2_000_000,
            principalQuota: Int? = nil,
            logger: Logger,
            clock: (any ActionableClock)? = nil
        ) throws {
            try self.init(
                source: .shared(client), tableName: tableName, timeToLive: timeToLive, lease: lease,
                cleanupInterval: cleanupInterval, cleanupLimit: cleanupLimit, capacity: capacity,
                principalQuota: principalQuota, healthCheckInterval: .seconds(1),
                reconnectInterval: .milliseconds(250), healthCheckTimeout: .seconds(1), logger: logger, clock: clock)
        }

        /// Creates a store that owns its connection pool, built from `configuration`: run the store (``run()``, or add it
        /// to the `ServiceGroup`) for as long as it is used. It watches the database and recovers from an outage within
        /// ``reconnectInterval`` of the database's return.
        ///
        /// - Parameters:
        ///   - configuration: How to reach the database; the pool and the store's check connection are made from it.
        ///   - tableName: The table to keep deliveries in, created when missing: letters, digits and underscores, at
        ///     most ``maximumTableNameLength`` characters, not starting with a digit.
        ///   - timeToLive: How long a delivery is remembered; 24 hours by default.
        ///   - lease: How long an unfinished claim holds its key before another instance may take it over; 60 seconds
        ///     by default. Make it longer than the slowest handler's deadline.
        ///   - cleanupInterval: Expired rows are deleted after every this many claims; 1,000 by default, 0 for never.
        ///   - cleanupLimit: The most rows one clean-up deletes; 1,000 by default.
        ///   - capacity: The most unexpired rows the table may hold; past it new keys are refused (503 with
        ///     `Retry-After`) until the oldest expires; 2,000,000 by default.
        ///   - principalQuota: The most unexpired rows one principal may hold (429 past it), or `nil` (the default) for
        ///     no limit but `capacity`. Set it when each user authenticates as themselves.
        ///   - healthCheckInterval: How often the database is checked while it answers; 1 second by default.
        ///   - reconnectInterval: How often it is tried again while it does not; 250 milliseconds by default.
        ///   - healthCheckTimeout: How long a check may take before the database counts as unreachable; 1 second.
        ///   - logger: Where the store logs failed clean-ups and health changes, and passes to postgres-nio for its
        ///     query logs.
        ///   - clock: The service's one clock (the dispatcher's): `nil` (the default) takes the time from the database
        ///     server's clock and waits on the continuous clock; a clock given here supplies both.
        /// - Throws: ``PostgresIdempotencyStoreError`` when `tableName` is not a plain identifier.
        public convenience init(
            configuration: PostgresClient.Configuration,
            tableName: String = "actionable_idempotency",
            timeToLive: Duration = .seconds(24 * 3600),
            lease: Duration = .seconds(60),
            cleanupInterval: Int = 1000,
            cleanupLimit: Int = 1000,
            capacity: Int = 2_000_000,
            principalQuota: Int? = nil,
            healthCheckInterval: Duration = .seconds(1),
            reconnectInterval: Duration = .milliseconds(250),
            healthCheckTimeout: Duration = .seconds(1),
            logger: Logger,
            clock: (any ActionableClock)? = nil
        ) throws {
            try self.init(
                source: .owned(configuration), tableName: tableName, timeToLive: timeToLive, lease: lease,
                cleanupInterval: cleanupInterval, cleanupLimit: cleanupLimit, capacity: capacity,
                principalQuota: principalQuota, healthCheckInterval: healthCheckInterval,
                reconnectInterval: reconnectInterval, healthCheckTimeout: healthCheckTimeout, logger: logger,
                clock: clock)
        }

        private init(
            source: Source, tableName: String, timeToLive: Duration, lease: Duration, cleanupInterval: Int,
            cleanupLimit: Int, capacity: Int, principalQuota: Int?, healthCheckInterval: Duration,
            reconnectInterval: Duration, healthCheckTimeout: Duration,
            logger: Logger, clock: (any ActionableClock)?
        ) throws {
            guard Self.isPlainIdentifier(tableName) else {
                throw PostgresIdempotencyStoreError(
                    operation: .configure, table: tableName,
                    detail:
                        "the table name must be 1 to \(Self.maximumTableNameLength) letters, digits or underscores, "
                        + "not starting with a digit")
            }
            self.source = source
            switch source {
            case .shared(let client):
                pool = LockedValue(Pool(current: client))
                started.open()
            case .owned(let configuration):
                pool = LockedValue(Pool(current: Self.makeClient(configuration, logger: logger)))
            }
            health = LockedValue(Health())
            elapsed = stopwatch(on: clock ?? ContinuousClock())
            self.healthCheckInterval = max(healthCheckInterval, .milliseconds(1))
            self.reconnectInterval = max(reconnectInterval, .milliseconds(1))
            self.healthCheckTimeout = max(healthCheckTimeout, .milliseconds(1))
            self.tableName = tableName
            self.table = "\"\(tableName)\""
            self.expiryIndex = "\"\(tableName)_expires_at\""
            self.timeToLive = max(timeToLive, .zero)
            self.lease = max(lease, .zero)
            self.cleanupInterval = max(cleanupInterval, 0)
            self.cleanupLimit = max(cleanupLimit, 1)
            self.capacity = max(capacity, 1)
            self.principalQuota = principalQuota.map { max($0, 1) }
            self.principalIndex = "\"\(tableName)_principal\""
            self.logger = logger
            self.clock = clock
        }

        /// Creates the table and its expiry index when they are missing. Claims call it once on their own; call it at
        /// start-up to find a missing permission before the first request does.
        ///
        /// - Throws: ``PostgresIdempotencyStoreError`` when the server refuses or cannot be reached.
        public func createTableIfNeeded() async throws {
            try await perform(.createTable) {
                // Two instances starting together would both try to create the table, and `IF NOT EXISTS` does not
                // protect against a concurrent creation; a transaction-scoped advisory lock orders them.
                try await client.withTransaction(logger: logger) { connection in
                    try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\(tableName)))", logger: logger)
                    try await connection.query(
                        """
                        CREATE TABLE IF NOT EXISTS \(unescaped: table) (
                            key text PRIMARY KEY,
                            status integer,
                            body bytea,
                            claimed_at timestamptz NOT NULL,
                            finished_at timestamptz,
                            expires_at timestamptz NOT NULL,
                            abandoned_claimed_at timestamptz,
                            claim_token text,
                            principal text,
                            fingerprint bytea
                        )
                        """,
                        logger: logger)
                    // Tables made before takeovers were reported, and before records were scoped to a principal and
                    // bound to a request, lack these columns (the documentation's "Receiving taps over HTTP").
                    try await connection.query(
                        """
                        ALTER TABLE \(unescaped: table)
                            ADD COLUMN IF NOT EXISTS abandoned_claimed_at timestamptz,
                            ADD COLUMN IF NOT EXISTS claim_token text,
                            ADD COLUMN IF NOT EXISTS principal text,
                            ADD COLUMN IF NOT EXISTS fingerprint bytea
                        """,
                        logger: logger)
                    try await connection.query(
                        "CREATE INDEX IF NOT EXISTS \(unescaped: expiryIndex) ON \(unescaped: table) (expires_at)",
                        logger: logger)
                    if principalQuota != nil {
                        try await connection.query(
                            """
                            CREATE INDEX IF NOT EXISTS \(unescaped: principalIndex)
                                ON \(unescaped: table) (principal, expires_at)
                            """,
                            logger: logger)
                    }
                }
            }
            tableReady.withLock { $0 = true }
        }

        public func claim(key: String, request: DeliveryRequest) async throws -> IdempotencyClaim {
            try await prepare()
            let stored = try await storedKey(key, for: .claim)
            // Names this claim's row, so a claim whose answer was lost can be given back without touching another's.
            let token = UUID().uuidString
            let claim: IdempotencyClaim
            do {
                claim = try await claimRow(stored, request: request, token: token)
            } catch let error as PostgresIdempotencyStoreError where error.sqlState != nil || error.isUnavailable {
                throw error  // Refused by the server, or not tried: no row was written.
            } catch {
                // The statement may have been carried out with its answer lost (a connection cut, a wait cancelled at the
                // endpoint's bound): the row would hold the key for nobody until its lease ran out.
                doubt(stored, token: token)
                throw error
            }
            if Task.isCancelled, claim.isClaimed {
                // The caller gave up while the statement ran (the endpoint answered 503 at its bound): nobody will run
                // the handler for this claim.
                doubt(stored, token: token)
            } else {
                if claim.isClaimed { heldClaims.withLock { $0[key] = HeldClaim(storedKey: stored, token: token) } }
                if case .shared = source, hasCatchingUpToDo {
                    // Without a watch of its own, a store on a shared client catches up after a claim that worked.
                    Task { await self.catchUp() }
                }
            }
            await cleanUpIfDue()
            return claim
        }

        private func claimRow(_ stored: String, request: DeliveryRequest, token: String) async throws
            -> IdempotencyClaim
        {
            try await perform(.claim) {
                // A full table takes no new key; a known one is still answered (or taken over).
                if let full = try await capacityRefusal(), try await readRow(stored) == nil { return full }
                // A row that vanishes between the two statements was released: claiming again then succeeds, unless
                // another instance wins that race too, which cannot go on for long.
                for _ in 0..<3 {
                    if let won = try await insertClaim(stored, request: request, token: token) { return won }
                    if let row = try await readRow(stored) {
                        if !row.expired, let fingerprint = row.fingerprint, fingerprint != request.fingerprint {
                            return .differentRequest
                        }
                        return row.response.map(IdempotencyClaim.finished)
                            ?? .inProgress(leaseRemaining: row.leaseRemaining.map { max($0, .zero) })
                    }
                    if let overQuota = try await principalRefusal(request.principal) { return overQuota }
                }
                return .inProgress(leaseRemaining: nil)
            }
        }

        /// The last count of unexpired rows.
        private struct RowCount {
            var rows: Int
            var countedAt: Duration
            /// How long after the count the oldest row expires.
            var oldestExpiresIn: Duration
        }

        /// ``IdempotencyClaim/overQuota(retryAfter:perPrincipal:)`` when the table holds ``capacity`` unexpired rows,
        /// counted at most once every ``capacityCheckInterval``.
        private func capacityRefusal() async throws -> IdempotencyClaim? {
            let now = elapsed()
            var count = rowCount.withLock { $0 }
            if count == nil || now - count!.countedAt >= Self.capacityCheckInterval {
                let rows = try await client.query(
                    """
                    WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                    SELECT count(*)::int8, COALESCE(EXTRACT(EPOCH FROM min(expires_at) - clock.now), 0)::float8
                    FROM \(unescaped: table), clock WHERE expires_at > clock.now GROUP BY clock.now
                    """,
                    logger: logger)
                var fresh = RowCount(rows: 0, countedAt: now, oldestExpiresIn: .zero)
                for try await (rows, seconds) in rows.decode((Int64, Double).self) {
                    fresh = RowCount(
                        rows: Int(rows), countedAt: now, oldestExpiresIn: .microseconds(Int64(max(seconds, 0) * 1e6)))
                }
                rowCount.withLock { $0 = fresh }
                count = fresh
            }
            guard let count, count.rows >= capacity else { return nil }
            return .overQuota(
                retryAfter: max(.seconds(1), count.oldestExpiresIn - (now - count.countedAt)), perPrincipal: false)
        }

        /// ``IdempotencyClaim/overQuota(retryAfter:perPrincipal:)`` when `principal` holds ``principalQuota`` unexpired
        /// rows; `nil` when it does not (or there is no quota).
        private func principalRefusal(_ principal: String) async throws -> IdempotencyClaim? {
            guard let principalQuota else { return nil }
            let rows = try await client.query(
                """
                WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                SELECT count(*)::int8, COALESCE(EXTRACT(EPOCH FROM min(expires_at) - clock.now), 0)::float8
                FROM \(unescaped: table), clock
                WHERE principal = \(principal) AND expires_at > clock.now GROUP BY clock.now
                """,
                logger: logger)
            for try await (count, seconds) in rows.decode((Int64, Double).self) where count >= principalQuota {
                return .overQuota(retryAfter: .microseconds(Int64(max(seconds, 1) * 1e6)), perPrincipal: true)
            }
            return nil
        }

        /// Whether answers or lost claims wait for ``catchUp()``: two lock reads.
        private var hasCatchingUpToDo: Bool {
            !pendingFinishes.withLock({ $0.isEmpty }) || !doubtful.withLock({ $0.isEmpty })
        }

        /// Writes what the database missed while it was unreachable: kept answers first, then the rows of claims whose
        /// answers were lost.
        private func catchUp() async {
            if !pendingFinishes.withLock({ $0.isEmpty }) { await writePendingFinishes() }
            if !doubtful.withLock({ $0.isEmpty }) { await settleDoubtfulClaims() }
        }

        /// Remembers a claim whose statement may have run without its answer reaching the store.
        func doubt(_ key: String, token: String) {
            let now = elapsed()
            doubtful.withLock { doubtful in
                doubtful.append(DoubtfulClaim(key: key, token: token, since: now))
                // Past the cap the oldest go: their rows are freed by their lease instead.
                doubtful.removeFirst(max(0, doubtful.count - Self.maximumPendingAnswers))
            }
            wakeup.signal()
        }

        /// Deletes the rows of claims whose answers were lost, when they are still unfinished and still theirs (the
        /// token matches), so the client's retry runs at once instead of waiting out the lease. Each is tried at every
        /// check for a lease's time: a statement held up by a frozen database can still land after the first delete.
        private func settleDoubtfulClaims() async {
            let now = elapsed()
            let pending = doubtful.withLock { $0 }
            guard !pending.isEmpty else { return }
            var settled: Set<String> = []
            for claim in pending {
                do {
                    try await client.query(
                        """
                        DELETE FROM \(unescaped: table)
                        WHERE key = \(claim.key) AND claim_token = \(claim.token) AND finished_at IS NULL
                        """,
                        logger: logger)
                    if now - claim.since >= lease { settled.insert(claim.token) }
                } catch {
                    return  // Still unreachable: the next check tries again.
                }
            }
            doubtful.withLock { $0.removeAll { settled.contains($0.token) } }
        }

        /// Records the answer. When the database cannot be reached the answer is kept in memory and written as soon as it
        /// answers again (it still throws, so the caller knows), so the client's retry, on any instance, gets the
        /// answer instead of running the handler again once the claim's lease has run out.
        public func finish(key: String, response: StoredResponse) async throws {
            heldClaims.withLock { _ = $0.removeValue(forKey: key) }  // A store that wraps this one may not run claims.
            guard let status = Int32(exactly: response.status) else {
                throw PostgresIdempotencyStoreError(
                    operation: .finish, table: tableName, detail: "the status \(response.status) does not fit a column")
            }
            do {
                try await write(PendingFinish(key: key, status: status, body: response.body), onlyUnfinished: false)
            } catch let error as PostgresIdempotencyStoreError where error.sqlState != nil {
                throw error  // Refused by the server: writing it again would be refused again.
            } catch {
                keep(PendingFinish(key: key, status: status, body: response.body))
                throw error
            }
        }

        /// Writes an answer. `onlyUnfinished` (for answers written late) leaves alone a row another delivery finished
        /// meanwhile.
        private func write(_ answer: PendingFinish, onlyUnfinished: Bool) async throws {
            try await prepare()
            let stored = try await storedKey(answer.key, for: .finish)
            let body = ByteBuffer(bytes: answer.body)
            let status = answer.status
            let condition = onlyUnfinished ? "WHERE entry.finished_at IS NULL" : ""
            try await perform(.finish) {
                // A response kept past its row's expiry (the handler outlived the time to live) is kept a full time to
                // live from now, so the retry that is surely coming gets it.
                try await client.query(
                    """
                    WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                    INSERT INTO \(unescaped: table) AS entry (key, status, body, claimed_at, finished_at, expires_at)
                    SELECT \(stored), \(status), \(body), clock.now, clock.now,
                        clock.now + make_interval(secs => \(seconds(timeToLive)))
                    FROM clock
                    ON CONFLICT (key) DO UPDATE SET
                        status = EXCLUDED.status, body = EXCLUDED.body, finished_at = EXCLUDED.finished_at,
                        expires_at = CASE
                            WHEN entry.expires_at <= EXCLUDED.finished_at THEN EXCLUDED.expires_at
                            ELSE entry.expires_at END
                    \(unescaped: condition)
                    """,
                    logger: logger)
            }
        }

        /// Keeps an answer the database did not take, to write when it answers again; the oldest go first past
        /// ``maximumPendingAnswers``.
        private func keep(_ answer: PendingFinish) {
            let dropped = pendingFinishes.withLock { pending -> Int in
                pending.append(answer)
                let excess = max(0, pending.count - Self.maximumPendingAnswers)
                pending.removeFirst(excess)
                return excess
            }
            // Written at the watch's next round, now rather than after its interval: the claim's lease is running.
            wakeup.signal()
            if dropped > 0 {
                logger.error(
                    "Too many answers wait for the database: the oldest are dropped, and their retries run again",
                    metadata: ["dropped": "\(dropped)", "table": "\(tableName)"])
            }
        }

        /// Writes the answers kept while the database was unreachable; those it refuses again are dropped.
        private func writePendingFinishes() async {
            let pending = pendingFinishes.withLock { pending in
                defer { pending = [] }
                return pending
            }
            for (index, answer) in pending.enumerated() {
                do {
                    try await write(answer, onlyUnfinished: true)
                } catch let error as PostgresIdempotencyStoreError where error.sqlState != nil {
                    logger.error("Could not record a kept answer", metadata: ["error": "\(error)"])
                } catch {
                    // Unreachable again: keep the rest for the next check.
                    pendingFinishes.withLock { $0.insert(contentsOf: pending[index...], at: 0) }
                    return
                }
            }
        }

        public func release(key: String) async throws {
            heldClaims.withLock { _ = $0.removeValue(forKey: key) }
            try await prepare()
            let stored = try await storedKey(key, for: .release)
            try await perform(.release) {
                // Only an unfinished claim is given up: a response another instance recorded after taking the claim over
                // stays.
                try await client.query(
                    "DELETE FROM \(unescaped: table) WHERE key = \(stored) AND finished_at IS NULL", logger: logger)
            }
        }

        public func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse? {
            try await prepare()
            let stored = try await storedKey(key, for: .wait)
            // As many waiting on this key as may: the caller is told at once (it claims again, then answers 409).
            let admitted = waiters.withLock { waiters -> Bool in
                guard waiters[stored, default: 0] < Self.maximumWaitersPerKey else { return false }
                waiters[stored, default: 0] += 1
                return true
            }
            guard admitted else { return try await poll(stored).flatMap(\.response) }
            defer {
                waiters.withLock { waiters in
                    waiters[stored, default: 1] -= 1
                    if waiters[stored] == 0 { waiters[stored] = nil }
                }
            }
            var left = max(timeout, .zero)
            var pause = Duration.milliseconds(10)
            while true {
                // A missing or expired row means the claim was released or forgotten: nobody is going to answer. A claim
                // past its lease was abandoned: the caller claims again and takes it over.
                guard let row = try await poll(stored), !row.expired else { return nil }
                if let response = row.response { return response }
                if let remaining = row.leaseRemaining, remaining <= .zero { return nil }
                guard left > .zero else { return nil }
                let step = min(pause, left)
                try await (clock ?? ContinuousClock()).sleep(for: step)
                left -= step
                pause = min(pause * 2, .milliseconds(100))
            }
        }

        /// One read of a waited-for row, bounded by ``healthCheckTimeout`` in real time (it is network I/O): a database
        /// that stops answering in the middle of a wait fails the wait then, not when the caller's bound for the whole
        /// wait (up to a lease) runs out.
        private func poll(_ stored: String) async throws -> Row? {
            let answered = await withTimeLimit(healthCheckTimeout, on: ContinuousClock()) {
                try await self.perform(.wait) { try await self.readRow(stored) }
            }
            switch answered {
            case .success(let row): return row
            case .failure(let error): throw error
            case nil:
                wakeup.signal()
                throw PostgresIdempotencyStoreError(
                    operation: .wait, table: tableName,
                    detail: "the database did not answer within \(healthCheckTimeout)",
                    isUnavailable: true)
            }
        }

        /// Deletes up to `limit` expired rows, oldest first, skipping rows another transaction holds.
        ///
        /// - Parameter limit: The most rows to delete; bounds the time the statement takes.
        /// - Returns: How many rows were deleted.
        /// - Throws: ``PostgresIdempotencyStoreError`` when the server refuses or cannot be reached.
        @discardableResult
        public func removeExpired(limit: Int = 1000) async throws -> Int {
            try await prepare()
            return try await perform(.removeExpired) {
                let rows = try await client.query(
                    """
                    WITH doomed AS (
                        SELECT key FROM \(unescaped: table)
                        WHERE expires_at <= COALESCE(\(clock?.wallClockNow)::timestamptz, now())
                        ORDER BY expires_at LIMIT \(max(limit, 0))
                        FOR UPDATE SKIP LOCKED
                    ), removed AS (
                        DELETE FROM \(unescaped: table) AS entry USING doomed WHERE entry.key = doomed.key RETURNING 1
                    )
                    SELECT count(*) FROM removed
                    """,
                    logger: logger)
                var removed = 0
                for try await count in rows.decode(Int.self) { removed = count }
                return removed
            }
        }

        // MARK: - Statements

        /// A row as a claim or a waiter sees it.
        private struct Row {
            var response: StoredResponse?
            var expired: Bool
            /// For an unfinished claim: how long until its lease runs out (zero or less: it has).
            var leaseRemaining: Duration?
            /// What the claim's request digests to; `nil` for a row written before requests were fingerprinted.
            var fingerprint: [UInt8]?
        }

        /// Claims `key` when it is new, expired, or held by an abandoned claim: ``IdempotencyClaim/claimed`` or
        /// ``IdempotencyClaim/tookOver(_:)`` when this call won, `nil` when another delivery holds or finished it.
        private func insertClaim(_ key: String, request: DeliveryRequest, token: String) async throws
            -> IdempotencyClaim?
        {
            if principalQuota == nil {
                // Nearly every delivery is new: a plain insert claims it. PostgreSQL plans this statement in a fraction
                // of what the one below costs it (`pgbench` of the whole delivery, claim to commit: 24% more per
                // second, issue 50), and runs the one below only for a key it already holds, which then decides
                // atomically on its own, as it would have.
                let now = clock?.wallClockNow
                let rows = try await client.query(
                    """
                    INSERT INTO \(unescaped: table) (key, claimed_at, expires_at, claim_token, principal, fingerprint)
                    VALUES (\(key), COALESCE(\(now)::timestamptz, now()),
                        COALESCE(\(now)::timestamptz, now()) + make_interval(secs => \(seconds(timeToLive))),
                        \(token), \(request.principal), \(ByteBuffer(bytes: request.fingerprint)))
                    ON CONFLICT (key) DO NOTHING
                    RETURNING 1
                    """,
                    logger: logger)
                var inserted = false
                for try await _ in rows { inserted = true }
                if inserted { return .claimed }
            }
            // With a quota, a new key is inserted only while its principal holds fewer rows than the quota (a known key
            // is claimed again, or taken over, whatever the count).
            let quota = principalQuota.map(Int64.init)
            let rows = try await client.query(
                """
                WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                INSERT INTO \(unescaped: table) AS entry
                    (key, status, body, claimed_at, finished_at, expires_at, claim_token, principal, fingerprint)
                SELECT \(key), NULL, NULL, clock.now, NULL, clock.now + make_interval(secs => \(seconds(timeToLive))),
                    \(token), \(request.principal), \(ByteBuffer(bytes: request.fingerprint))
                FROM clock
                WHERE \(quota)::int8 IS NULL
                    OR EXISTS (SELECT 1 FROM \(unescaped: table) WHERE key = \(key))
                    OR (SELECT count(*) FROM \(unescaped: table) AS mine
                        WHERE mine.principal = \(request.principal) AND mine.expires_at > clock.now) < \(quota)::int8
                ON CONFLICT (key) DO UPDATE SET
                    status = NULL, body = NULL, claimed_at = EXCLUDED.claimed_at, finished_at = NULL,
                    expires_at = EXCLUDED.expires_at, claim_token = EXCLUDED.claim_token,
                    principal = EXCLUDED.principal, fingerprint = EXCLUDED.fingerprint,
                    abandoned_claimed_at = CASE
                        WHEN entry.finished_at IS NULL AND entry.expires_at > EXCLUDED.claimed_at THEN entry.claimed_at
                        ELSE NULL END
                WHERE entry.expires_at <= EXCLUDED.claimed_at
                    OR (entry.finished_at IS NULL
                        AND entry.claimed_at <= EXCLUDED.claimed_at - make_interval(secs => \(seconds(lease)))
                        AND (entry.fingerprint IS NULL OR entry.fingerprint = EXCLUDED.fingerprint))
                RETURNING abandoned_claimed_at
                """,
                logger: logger)
            var won: IdempotencyClaim?
            for try await abandoned in rows.decode(Date?.self) {
                won = abandoned.map { .tookOver(AbandonedClaim(claimedAt: $0)) } ?? .claimed
            }
            return won
        }

        private func readRow(_ key: String) async throws -> Row? {
            let rows = try await client.query(
                """
                WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
                SELECT status, body, finished_at IS NOT NULL, expires_at <= clock.now,
                    EXTRACT(EPOCH FROM claimed_at + make_interval(secs => \(seconds(lease))) - clock.now)::float8,
                    fingerprint
                FROM \(unescaped: table), clock WHERE key = \(key)
                """,
                logger: logger)
            var found: Row?
            for try await (status, body, finished, expired, leaseSeconds, fingerprint) in rows.decode(
                (Int32?, ByteBuffer?, Bool, Bool, Double, ByteBuffer?).self)
            {
                var response: StoredResponse?
                if finished, let status {
                    response = StoredResponse(status: Int(status), body: body.map { Array($0.readableBytesView) } ?? [])
                }
                found = Row(
                    response: response, expired: expired,
                    leaseRemaining: finished ? nil : .microseconds(Int64((leaseSeconds * 1e6).rounded(.up))),
                    fingerprint: fingerprint.map { Array($0.readableBytesView) })
            }
            return found
        }

        /// The key as the table keeps it: itself when short and free of NUL (which `text` cannot hold), otherwise
        /// `sha256:` and the hex digest of its UTF-8 bytes, computed by the server. Keys that already start with
        /// `sha256:` are digested too, so a chosen key can never collide with another key's digest.
        func storedKey(_ key: String, for operation: PostgresIdempotencyStoreError.Operation) async throws
            -> String
        {
            let utf8 = key.utf8
            guard utf8.count > Self.maximumStoredKeyLength || utf8.contains(0) || key.hasPrefix(Self.digestPrefix)
            else {
                return key
            }
            let bytes = ByteBuffer(bytes: utf8)
            return try await perform(operation) {
                let rows = try await client.query(
                    "SELECT \(Self.digestPrefix) || encode(sha256(\(bytes)), 'hex')", logger: logger)
                for try await digest in rows.decode(String.self) { return digest }
                throw PostgresIdempotencyStoreError(
                    operation: operation, table: tableName, detail: "the server returned no digest for a long key")
            }
        }

        // MARK: - Availability

        /// Throws while the database is unreachable; checks it with `SELECT 1` when the store shares a client.
        public func checkReadiness() async throws {
            switch source {
            case .owned:
                if let since = health.withLock({ $0.unreachableSince }) {
                    throw PostgresIdempotencyStoreError(
                        operation: .check, table: tableName, detail: "the database has not answered since \(since)",
                        isUnavailable: true)
                }
                guard health.withLock({ $0.checked }) else {
                    throw PostgresIdempotencyStoreError(
                        operation: .check, table: tableName, detail: "the database has not been checked yet",
                        isUnavailable: true)
                }
            case .shared:
                try await perform(.check) { try await client.query("SELECT 1", logger: logger) }
            }
        }

        /// Runs the store's connection pool and its watch on the database, until cancelled or shut down gracefully (after
        /// the services listed after it in a `ServiceGroup`, such as the HTTP server). A store made with
        /// `init(client:…)` has nothing to run: this waits for the shutdown, so the store may sit in a `ServiceGroup`.
        public func run() async throws {
            guard case .owned(let configuration) = source else {
                try? await gracefulShutdown()
                return
            }
            await cancelWhenGracefulShutdown { await self.runPool(configuration) }
        }

        private func runPool(_ configuration: PostgresClient.Configuration) async {
            let first = pool.withLock { $0.current }
            let running = Task { await first.run() }
            pool.withLock { $0.running = [running] }
            started.open()
            await watch(configuration)
            let tasks = pool.withLock { pool in
                defer { pool.running = [] }
                return pool.running
            }
            for task in tasks { task.cancel() }
            for task in tasks { await task.value }
        }

        /// Checks the database every ``healthCheckInterval`` (sooner when a query failed) on a client of its own, so a
        /// busy pool never looks like an outage. A failed check is confirmed on a fresh connection; then every call fails
        /// at once, the database is tried every ``reconnectInterval``, and when it answers the pool is replaced: the old
        /// one would wait out its back-off before connecting again.
        private func watch(_ configuration: PostgresClient.Configuration) async {
            let clock = clock ?? ContinuousClock()
            var probe = Probe(configuration, logger: logger)
            defer { probe.stop() }
            while !Task.isCancelled {
                let wasUnreachable = isUnavailable
                var reachable = false
                if !wasUnreachable {
                    reachable = await probe.check(within: healthCheckTimeout, on: clock)
                }
                if !reachable, !Task.isCancelled {
                    // A fresh connection: the probe's own may have died alone, and a pool that failed to connect waits
                    // out a back-off. To confirm an outage it gets a check's time; while the database is down, longer
                    // (connecting and authenticating can be slow on a loaded machine), and it answers as soon as the
                    // database does: its pool retries within the round.
                    probe.stop()
                    probe = Probe(configuration, logger: logger)
                    let limit = wasUnreachable ? max(healthCheckTimeout, Self.reconnectTimeout) : healthCheckTimeout
                    reachable = await probe.check(within: limit, on: clock)
                }
                if Task.isCancelled { break }
                if reachable, !health.withLock({ $0.checked }) {
                    health.withLock { $0.checked = true }
                    notify(available: true)  // Ready for the first time.
                }
                if reachable, wasUnreachable {
                    replacePool(configuration)
                    // What the database missed is written before deliveries are served again: a retry that came right
                    // after the outage would otherwise find its claim unfinished and be told to wait out the lease,
                    // while the answer sat in memory a moment from being written.
                    if hasCatchingUpToDo {
                        _ = await withTimeLimit(Self.reconnectTimeout, on: clock) {
                            await Self.$catchingUp.withValue(true) { await self.catchUp() }
                        }
                    }
                    health.withLock { $0.unreachableSince = nil }
                    logger.notice("PostgreSQL answers again: serving deliveries", metadata: ["table": "\(tableName)"])
                    notify(available: true)
                } else if !reachable, !wasUnreachable {
                    let now = clock.wallClockNow
                    health.withLock { $0.unreachableSince = now }
                    logger.error(
                        "PostgreSQL does not answer: deliveries are answered unavailable until it does",
                        metadata: ["table": "\(tableName)", "retry-every": "\(reconnectInterval)"])
                    notify(available: false)
                }
                if reachable, hasCatchingUpToDo {
                    // Bounded: the database may go away again meanwhile, and what is left is tried at the next check.
                    _ = await withTimeLimit(Self.reconnectTimeout, on: clock) { await self.catchUp() }
                }
                let wakeup = wakeup
                _ = await withTimeLimit(reachable ? healthCheckInterval : reconnectInterval, on: clock) {
                    await wakeup.wait()
                }
            }
        }

        /// Set while the watch writes what the database missed, before the store is marked reachable again: those
        /// statements are not failed fast like deliveries' are.
        @TaskLocal private static var catchingUp = false

        /// How long one attempt on a fresh connection may take while the database is presumed down.
        static let reconnectTimeout: Duration = .seconds(5)

        /// Starts a fresh pool for the queries that follow and stops the old one, whose queued queries fail.
        private func replacePool(_ configuration: PostgresClient.Configuration) {
            let client = Self.makeClient(configuration, logger: logger)
            let running = Task { await client.run() }
            let old = pool.withLock { pool -> [Task<Void, Never>] in
                let old = pool.running
                pool.current = client
                pool.running = [running]
                return old
            }
            for task in old { task.cancel() }
            // The cancelled clients end on their own; `run()` waits only for the current one.
        }

        /// Calls the availability observers (tests wait on them).
        private func notify(available: Bool) {
            let observers = health.withLock { $0.observers }
            for observer in observers { observer(available) }
        }

        /// Calls `observer` when the first check answers (`true`), and whenever the store finds the database unreachable
        /// (`false`) or back (`true`).
        func observeAvailability(_ observer: @escaping @Sendable (Bool) -> Void) {
            health.withLock { $0.observers.append(observer) }
        }

        /// Whether the store currently fails every call because the database does not answer.
        public var isUnavailable: Bool { health.withLock { $0.unreachableSince != nil } }

        private enum Source {
            /// A client the service runs; the store only queries it.
            case shared(PostgresClient)
            /// The store makes, runs and replaces its clients.
            case owned(PostgresClient.Configuration)
        }

        private struct Pool {
            var current: PostgresClient
            var running: [Task<Void, Never>] = []
        }

        private struct PendingFinish {
            var key: String
            var status: Int32
            var body: [UInt8]
        }

        private struct DoubtfulClaim {
            var key: String
            var token: String
            var since: Duration
        }

        private struct Health {
            var unreachableSince: Date?
            /// Whether a check has answered yet: until then the store is not ready, though calls are tried.
            var checked = false
            var observers: [@Sendable (Bool) -> Void] = []
        }

        /// The client queries run on now.
        var client: PostgresClient { pool.withLock { $0.current } }

        private static func makeClient(_ configuration: PostgresClient.Configuration, logger: Logger) -> PostgresClient
        {
            PostgresClient(configuration: configuration, backgroundLogger: logger)
        }

        // MARK: - Plumbing

        private static let digestPrefix = "sha256:"

        func prepare() async throws {
            if !tableReady.withLock({ $0 }) { try await createTableIfNeeded() }
        }

        /// Runs `body`, turning whatever it throws into a ``PostgresIdempotencyStoreError`` that says what failed. Fails
        /// at once while the database is known to be unreachable; a failure that is not the server's refusal (a lost
        /// connection, a cancelled wait) has the database checked now rather than at the next interval.
        @discardableResult
        func perform<Result>(
            _ operation: PostgresIdempotencyStoreError.Operation, _ body: () async throws -> Result
        ) async throws -> Result {
            if !Self.catchingUp, let since = health.withLock({ $0.unreachableSince }) {
                throw PostgresIdempotencyStoreError(
                    operation: operation, table: tableName,
                    detail: "the database has not answered since \(since); trying again every \(reconnectInterval)",
                    isUnavailable: true)
            }
            await started.pass()
            do {
                return try await body()
            } catch let error as PostgresIdempotencyStoreError {
                if error.sqlState == nil { wakeup.signal() }
                throw error
            } catch let error as CancellationError {
                wakeup.signal()
                throw error
            } catch {
                let failure = PostgresIdempotencyStoreError(operation: operation, table: tableName, underlying: error)
                if failure.sqlState == nil { wakeup.signal() }
                throw failure
            }
        }

        /// Deletes a bounded batch of expired rows every ``cleanupInterval`` claims. A failure only delays the clean-up,
        /// so it is logged, never thrown at the delivery that happened to trigger it.
        private func cleanUpIfDue() async {
            guard cleanupInterval > 0 else { return }
            let count = claims.withLock { claims in
                claims &+= 1
                return claims
            }
            guard count % cleanupInterval == 0 else { return }
            do {
                // A full batch means more are due: delete again, up to a bound, so a flood's rows leave as they expire.
                var removed = 0
                for _ in 0..<Self.maximumCleanupBatches {
                    let batch = try await removeExpired(limit: cleanupLimit)
                    removed += batch
                    if batch < cleanupLimit { break }
                }
                logger.debug(
                    "Removed expired idempotency entries", metadata: ["count": "\(removed)", "table": "\(tableName)"])
            } catch {
                logger.warning(
                    "Could not remove expired idempotency entries",
                    metadata: ["error": "\(error)", "table": "\(tableName)"])
            }
        }

        /// A duration in seconds, for `make_interval(secs => …)`; PostgreSQL keeps microseconds of it.
        func seconds(_ duration: Duration) -> Double {
            let (seconds, attoseconds) = duration.components
            return Double(seconds) + Double(attoseconds) / 1e18
        }

        private static func isPlainIdentifier(_ name: String) -> Bool {
            guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                name.utf8.count <= maximumTableNameLength
            else { return false }
            return name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
        }
    }
#endif
