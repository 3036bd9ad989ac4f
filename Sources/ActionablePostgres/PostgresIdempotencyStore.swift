public import Actionable
import Foundation
public import Logging
public import PostgresNIO
import Synchronization

/// An idempotency store in a PostgreSQL table, so several instances behind a load balancer run each delivery's handler
/// once between them.
///
/// Every decision is one statement on the server: a claim is an `INSERT … ON CONFLICT DO UPDATE … WHERE` that only
/// one instance can win, so two instances racing for the same key never both get ``IdempotencyClaim/claimed``.
/// Times come from the database server's clock, which all instances share, so their own clocks may disagree.
///
/// The store runs its queries on a `PostgresClient` that the owner creates and runs. The client only serves queries
/// while its `run()` is running, so run it for as long as the store is used: add it to the application's
/// `ServiceGroup` (it is a `Service`), or run it in a task group beside the server:
///
/// ```swift
/// let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
/// let store = try PostgresIdempotencyStore(client: client, logger: logger)
/// let services = ServiceGroup(services: [client, application], gracefulShutdownSignals: [.sigterm], logger: logger)
/// try await services.run()
/// ```
///
/// The table is created on first use when it is missing (see ``createTableIfNeeded()``). Expired rows are deleted
/// a bounded batch at a time after every ``cleanupInterval`` claims; ``removeExpired(limit:)`` does the same on demand.
public final class PostgresIdempotencyStore: IdempotencyStore {
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
    /// The most expired rows one opportunistic clean-up deletes, so no claim waits for a large delete.
    public let cleanupLimit: Int

    private let client: PostgresClient
    private let logger: Logger
    /// The injected clock: `nil` takes times from the database server and waits on the continuous clock.
    private let clock: (any ActionableClock)?
    /// The table name quoted as an identifier, ready to put into SQL.
    private let table: String
    private let expiryIndex: String
    private let tableReady = Atomic<Bool>(false)
    private let claims = Atomic<Int>(0)

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
    ///   - logger: Where the store logs failed clean-ups and passes to postgres-nio for its query logs.
    ///   - clock: The service's one clock (the dispatcher's): `nil` (the default) takes the time from the database
    ///     server's clock, which every instance shares, and waits on the continuous clock; a clock given here (a
    ///     `ManualClock` in tests) supplies both.
    /// - Throws: ``PostgresIdempotencyStoreError`` when `tableName` is not a plain identifier.
    public init(
        client: PostgresClient,
        tableName: String = "actionable_idempotency",
        timeToLive: Duration = .seconds(24 * 3600),
        lease: Duration = .seconds(60),
        cleanupInterval: Int = 1000,
        cleanupLimit: Int = 1000,
        logger: Logger,
        clock: (any ActionableClock)? = nil
    ) throws {
        guard Self.isPlainIdentifier(tableName) else {
            throw PostgresIdempotencyStoreError(
                operation: .configure, table: tableName,
                detail: "the table name must be 1 to \(Self.maximumTableNameLength) letters, digits or underscores, "
                    + "not starting with a digit")
        }
        self.client = client
        self.tableName = tableName
        self.table = "\"\(tableName)\""
        self.expiryIndex = "\"\(tableName)_expires_at\""
        self.timeToLive = max(timeToLive, .zero)
        self.lease = max(lease, .zero)
        self.cleanupInterval = max(cleanupInterval, 0)
        self.cleanupLimit = max(cleanupLimit, 1)
        self.logger = logger
        self.clock = clock
    }

    /// Creates the table and its expiry index when they are missing. Claims call it once on their own; call it at
    /// start-up to find a missing permission before the first request does.
    ///
    /// - Throws: ``PostgresIdempotencyStoreError`` when the server refuses or cannot be reached.
    public func createTableIfNeeded() async throws {
        try await run(.createTable) {
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
                        expires_at timestamptz NOT NULL
                    )
                    """,
                    logger: logger)
                try await connection.query(
                    "CREATE INDEX IF NOT EXISTS \(unescaped: expiryIndex) ON \(unescaped: table) (expires_at)",
                    logger: logger)
            }
        }
        tableReady.store(true, ordering: .releasing)
    }

    public func claim(key: String) async throws -> IdempotencyClaim {
        try await prepare()
        let stored = try await storedKey(key, for: .claim)
        let claim = try await run(.claim) {
            // A row that vanishes between the two statements was released: claiming again then succeeds, unless
            // another instance wins that race too, which cannot go on for long.
            for _ in 0..<3 {
                if try await insertClaim(stored) { return IdempotencyClaim.claimed }
                if let row = try await readRow(stored) {
                    return row.response.map(IdempotencyClaim.finished) ?? .inProgress
                }
            }
            return .inProgress
        }
        await cleanUpIfDue()
        return claim
    }

    public func finish(key: String, response: StoredResponse) async throws {
        guard let status = Int32(exactly: response.status) else {
            throw PostgresIdempotencyStoreError(
                operation: .finish, table: tableName, detail: "the status \(response.status) does not fit a column")
        }
        try await prepare()
        let stored = try await storedKey(key, for: .finish)
        let body = ByteBuffer(bytes: response.body)
        try await run(.finish) {
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
                """,
                logger: logger)
        }
    }

    public func release(key: String) async throws {
        try await prepare()
        let stored = try await storedKey(key, for: .release)
        try await run(.release) {
            // Only an unfinished claim is given up: a response another instance recorded after taking the claim over
            // stays.
            try await client.query(
                "DELETE FROM \(unescaped: table) WHERE key = \(stored) AND finished_at IS NULL", logger: logger)
        }
    }

    public func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse? {
        try await prepare()
        let stored = try await storedKey(key, for: .wait)
        var left = max(timeout, .zero)
        var pause = Duration.milliseconds(10)
        while true {
            // A missing or expired row means the claim was released or forgotten: nobody is going to answer.
            guard let row = try await run(.wait, { try await readRow(stored) }), !row.expired else { return nil }
            if let response = row.response { return response }
            guard left > .zero else { return nil }
            let step = min(pause, left)
            try await (clock ?? ContinuousClock()).sleep(for: step)
            left -= step
            pause = min(pause * 2, .milliseconds(100))
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
        return try await run(.removeExpired) {
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
    }

    /// Claims `key` when it is new, expired, or held by an abandoned claim; `true` when this call won.
    private func insertClaim(_ key: String) async throws -> Bool {
        let rows = try await client.query(
            """
            WITH clock AS (SELECT COALESCE(\(clock?.wallClockNow)::timestamptz, now()) AS now)
            INSERT INTO \(unescaped: table) AS entry (key, status, body, claimed_at, finished_at, expires_at)
            SELECT \(key), NULL, NULL, clock.now, NULL, clock.now + make_interval(secs => \(seconds(timeToLive)))
            FROM clock
            ON CONFLICT (key) DO UPDATE SET
                status = NULL, body = NULL, claimed_at = EXCLUDED.claimed_at, finished_at = NULL,
                expires_at = EXCLUDED.expires_at
            WHERE entry.expires_at <= EXCLUDED.claimed_at
                OR (entry.finished_at IS NULL
                    AND entry.claimed_at <= EXCLUDED.claimed_at - make_interval(secs => \(seconds(lease))))
            RETURNING 1
            """,
            logger: logger)
        var won = false
        for try await _ in rows { won = true }
        return won
    }

    private func readRow(_ key: String) async throws -> Row? {
        let rows = try await client.query(
            """
            SELECT status, body, finished_at IS NOT NULL, expires_at <= COALESCE(\(clock?.wallClockNow)::timestamptz, now())
            FROM \(unescaped: table) WHERE key = \(key)
            """,
            logger: logger)
        var found: Row?
        for try await (status, body, finished, expired) in rows.decode((Int32?, ByteBuffer?, Bool, Bool).self) {
            var response: StoredResponse?
            if finished, let status {
                response = StoredResponse(status: Int(status), body: body.map { Array($0.readableBytesView) } ?? [])
            }
            found = Row(response: response, expired: expired)
        }
        return found
    }

    /// The key as the table keeps it: itself when short and free of NUL (which `text` cannot hold), otherwise
    /// `sha256:` and the hex digest of its UTF-8 bytes, computed by the server. Keys that already start with
    /// `sha256:` are digested too, so a chosen key can never collide with another key's digest.
    private func storedKey(_ key: String, for operation: PostgresIdempotencyStoreError.Operation) async throws
        -> String
    {
        let utf8 = key.utf8
        guard utf8.count > Self.maximumStoredKeyLength || utf8.contains(0) || key.hasPrefix(Self.digestPrefix) else {
            return key
        }
        let bytes = ByteBuffer(bytes: utf8)
        return try await run(operation) {
            let rows = try await client.query(
                "SELECT \(Self.digestPrefix) || encode(sha256(\(bytes)), 'hex')", logger: logger)
            for try await digest in rows.decode(String.self) { return digest }
            throw PostgresIdempotencyStoreError(
                operation: operation, table: tableName, detail: "the server returned no digest for a long key")
        }
    }

    // MARK: - Plumbing

    private static let digestPrefix = "sha256:"

    private func prepare() async throws {
        if !tableReady.load(ordering: .acquiring) { try await createTableIfNeeded() }
    }

    /// Runs `body`, turning whatever it throws into a ``PostgresIdempotencyStoreError`` that says what failed.
    @discardableResult
    private func run<Result>(
        _ operation: PostgresIdempotencyStoreError.Operation, _ body: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await body()
        } catch let error as PostgresIdempotencyStoreError {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            throw PostgresIdempotencyStoreError(operation: operation, table: tableName, underlying: error)
        }
    }

    /// Deletes a bounded batch of expired rows every ``cleanupInterval`` claims. A failure only delays the clean-up,
    /// so it is logged, never thrown at the delivery that happened to trigger it.
    private func cleanUpIfDue() async {
        guard cleanupInterval > 0 else { return }
        let count = claims.wrappingAdd(1, ordering: .relaxed).newValue
        guard count % cleanupInterval == 0 else { return }
        do {
            let removed = try await removeExpired(limit: cleanupLimit)
            logger.debug(
                "Removed expired idempotency entries", metadata: ["count": "\(removed)", "table": "\(tableName)"])
        } catch {
            logger.warning(
                "Could not remove expired idempotency entries",
                metadata: ["error": "\(error)", "table": "\(tableName)"])
        }
    }

    /// A duration in seconds, for `make_interval(secs => …)`; PostgreSQL keeps microseconds of it.
    private func seconds(_ duration: Duration) -> Double {
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
