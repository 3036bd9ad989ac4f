import Foundation
import Hummingbird
import Logging
import NIOCore
import PostgresNIO

/// The floor of the PostgreSQL rows of `Benchmarks/http/run.sh` (issue 39): what an idempotent delivery costs when it
/// is written by hand against PostgreSQL, trusting no library — no Actionable code at all. `serve --idempotency
/// postgres` (with and without `--transactional`) is measured against it in the same run.
///
/// It is a bare Hummingbird endpoint at the path `actionable-example-server serve` answers, configured like
/// `BareServer` (default configuration, an info-level logger with swift-log's default handler, standard error,
/// nothing logged per request), on one `PostgresClient` run as a service beside the application (postgres-nio's
/// default pool, at most 20 connections, as `PostgresIdempotencyStore` makes for itself). Per request it reads the
/// body, decodes it (a handler needs the delivery's content), takes the key from `Idempotency-Key` or, as Actionable
/// does, `<category>/<action>/<notification-id>`, then runs three autocommit statements, no transaction:
///
/// 1. claim: `INSERT INTO bench_floor_idempotency (key, claimed_at) VALUES ($1, now()) ON CONFLICT (key) DO NOTHING
///    RETURNING 1`. No row back means the key was seen before: the stored answer is read and returned (409 while
///    the first delivery has not answered yet), and nothing is written;
/// 2. write, the handler's effect: `INSERT INTO bench_floor_effects (key) VALUES ($1)`;
/// 3. answer: `UPDATE bench_floor_idempotency SET status = 200, body = $2, finished_at = now() WHERE key = $1`;
///
/// and answers 200 `{"outcome":"completed"}`. That is the least SQL a handler can run and still do each delivery's
/// effect once and answer a repeated delivery from its record: one round trip each for claim, effect and answer. It
/// keeps no lease, no expiry and no claim token, and does not authenticate the request.
///
/// With `--transactional` (the "sql-floor-tx" row, issue 50), the effect and the answer are one transaction: the claim
/// commits first on its own (other instances must see it before the effect runs), then, on one connection leased
/// from the pool, `BEGIN`, the effect, the answer, `COMMIT` (`ROLLBACK` when a statement fails): five round trips, the
/// hand-written exactly-once floor `serve --idempotency postgres --transactional` is measured against. Its effect is
/// the example handler's own statement, `INSERT INTO … (notification_id, category, action, request_id)`, into
/// `bench_floor_tx_effects`, a table shaped like `actionable_example_effects`.
///
/// Without it, it is not safer than the store's default mode: as there, the effect and the answer are committed separately, so a
/// crash between the statements leaves the effect and the record disagreeing. The store then runs the delivery again
/// once the claim's lease runs out (a duplicate effect); this floor, with no lease, never runs it again (a lost
/// answer, or a lost effect when the crash came between claim and write). Only a transaction around the write and
/// the answer closes that window, which is what `serve --transactional` does.
///
/// `POST /v1/action-responses` as above; `GET /health` answers `{"status":"ok"}` once the tables exist.
///
///     SQLFloorServer --port 8085 [--truncate] [--transactional]
///
/// The two tables are created at start when missing; `--truncate` empties them at start too. The database is read
/// from `ACTIONABLE_POSTGRES_HOST`, `_PORT`, `_USER`, `_PASSWORD`, `_DATABASE` (defaults 127.0.0.1, 5432,
/// actionable, actionable, actionable), as `serve` reads it; no TLS, as `serve`.
@main
struct SQLFloorServer {
    /// The fields of an action response the floor needs for its key.
    struct Delivery: Decodable {
        var category: String
        var action: String
        var notificationID: String

        enum CodingKeys: String, CodingKey {
            case category, action
            case notificationID = "notification-id"
        }
    }

    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let port = value("--port").flatMap(Int.init) ?? 8085
        let truncate = arguments.contains("--truncate")
        let transactional = arguments.contains("--transactional")
        let environment = ProcessInfo.processInfo.environment

        var configuredLogger = Logger(label: "actionable.sql-floor")
        configuredLogger.logLevel = .info
        let logger = configuredLogger
        let client = PostgresClient(
            configuration: .init(
                host: environment["ACTIONABLE_POSTGRES_HOST"] ?? "127.0.0.1",
                port: environment["ACTIONABLE_POSTGRES_PORT"].flatMap(Int.init) ?? 5432,
                username: environment["ACTIONABLE_POSTGRES_USER"] ?? "actionable",
                password: environment["ACTIONABLE_POSTGRES_PASSWORD"] ?? "actionable",
                database: environment["ACTIONABLE_POSTGRES_DATABASE"] ?? "actionable",
                tls: .disable
            ),
            backgroundLogger: logger
        )
        let maxBodySize = 16 * 1024
        let answer = ByteBuffer(string: #"{"outcome":"completed"}"#)
        let health = ByteBuffer(string: #"{"status":"ok"}"#)
        let json: HTTPFields = [.contentType: "application/json"]

        let router = Router()
        router.get("/health") { _, _ in
            Response(status: .ok, headers: json, body: .init(byteBuffer: health))
        }
        router.post("/v1/action-responses") { request, _ -> Response in
            let body = try await request.body.collect(upTo: maxBodySize)
            guard let delivery = try? JSONDecoder().decode(Delivery.self, from: Data(body.readableBytesView)) else {
                return Response(
                    status: .badRequest, headers: json,
                    body: .init(byteBuffer: ByteBuffer(string: #"{"error":"bad-request"}"#)))
            }
            let key =
                request.headers.first(where: { $0.name.canonicalName == "idempotency-key" })?.value
                ?? "\(delivery.category)/\(delivery.action)/\(delivery.notificationID)"

            // 1. Claim.
            var claimed = false
            let claim = try await client.query(
                """
                INSERT INTO bench_floor_idempotency (key, claimed_at) VALUES (\(key), now())
                ON CONFLICT (key) DO NOTHING RETURNING 1
                """,
                logger: logger)
            for try await _ in claim { claimed = true }
            guard claimed else {
                // A repeated delivery: its stored answer, or 409 while the first one is still running.
                let rows = try await client.query(
                    """
                    SELECT status, body FROM bench_floor_idempotency
                    WHERE key = \(key) AND finished_at IS NOT NULL
                    """,
                    logger: logger)
                var stored: (Int32, ByteBuffer)?
                for try await row in rows.decode((Int32, ByteBuffer).self) { stored = row }
                guard let stored else {
                    return Response(
                        status: .conflict, headers: json,
                        body: .init(byteBuffer: ByteBuffer(string: #"{"error":"in-progress"}"#)))
                }
                return Response(
                    status: .init(code: Int(stored.0)), headers: json, body: .init(byteBuffer: stored.1))
            }
            if transactional {
                // 2 and 3 in one transaction: both commit, or neither.
                try await client.withConnection { connection in
                    try await connection.query("BEGIN", logger: logger)
                    do {
                        // The effect `serve --transactional`'s example handler writes, to a table of the same shape.
                        try await connection.query(
                            """
                            INSERT INTO bench_floor_tx_effects (notification_id, category, action, request_id)
                            VALUES (\(delivery.notificationID), \(delivery.category), \(delivery.action), \(key))
                            """,
                            logger: logger)
                        try await connection.query(
                            """
                            UPDATE bench_floor_idempotency SET status = 200, body = \(answer), finished_at = now()
                            WHERE key = \(key)
                            """,
                            logger: logger)
                        try await connection.query("COMMIT", logger: logger)
                    } catch {
                        _ = try? await connection.query("ROLLBACK", logger: logger)
                        throw error
                    }
                }
                return Response(status: .ok, headers: json, body: .init(byteBuffer: answer))
            }
            // 2. The handler's effect.
            try await client.query("INSERT INTO bench_floor_effects (key) VALUES (\(key))", logger: logger)
            // 3. The answer, for repeated deliveries.
            try await client.query(
                """
                UPDATE bench_floor_idempotency SET status = 200, body = \(answer), finished_at = now()
                WHERE key = \(key)
                """,
                logger: logger)
            return Response(status: .ok, headers: json, body: .init(byteBuffer: answer))
        }

        var app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "sql-floor"),
            services: [client],
            logger: logger
        )
        // Runs beside the client's pool, before the server binds: a database that cannot be reached, or a missing
        // permission, stops the server before `/health` ever answers.
        app.beforeServerStarts {
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS bench_floor_idempotency (
                    key text PRIMARY KEY,
                    claimed_at timestamptz NOT NULL,
                    status integer,
                    body bytea,
                    finished_at timestamptz
                )
                """,
                logger: logger)
            // Shaped like serve --transactional's actionable_example_effects (a bigserial key, a default timestamp),
            // so the effect written costs the same kind of work in both.
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS bench_floor_effects (
                    id bigserial PRIMARY KEY,
                    key text NOT NULL,
                    written_at timestamptz NOT NULL DEFAULT now()
                )
                """,
                logger: logger)
            // The transactional floor's effects: the columns of serve --transactional's actionable_example_effects, so
            // its INSERT is the same statement on the same kind of row.
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS bench_floor_tx_effects (
                    id bigserial PRIMARY KEY,
                    notification_id text NOT NULL,
                    category text NOT NULL,
                    action text NOT NULL,
                    request_id text NOT NULL,
                    written_at timestamptz NOT NULL DEFAULT now()
                )
                """,
                logger: logger)
            if truncate {
                try await client.query(
                    "TRUNCATE bench_floor_idempotency, bench_floor_effects, bench_floor_tx_effects", logger: logger)
            }
        }
        logger.info(
            "Serving the hand-written SQL floor",
            metadata: [
                "address": "http://127.0.0.1:\(port)/v1/action-responses", "truncate": "\(truncate)",
                "transactional": "\(transactional)",
            ]
        )
        try await app.runService()
    }
}
