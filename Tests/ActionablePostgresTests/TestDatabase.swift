import ActionablePostgres
import Foundation
import Logging
import PostgresNIO

/// Clients and tables for one test: every test gets its own table, dropped at the end, so tests never see each
/// other's rows and a run leaves nothing behind.
enum TestDatabase {
    static let logger: Logger = {
        var logger = Logger(label: "actionable.tests.postgres")
        logger.logLevel = .warning
        return logger
    }()

    /// A table name no other test or run uses.
    static func uniqueTableName() -> String {
        "actionable_idempotency_test_\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF_FFFF)"
    }

    /// Runs `body` with a client whose `run()` is running, then stops the client.
    static func withClient<Result: Sendable>(_ body: (PostgresClient) async throws -> Result) async throws -> Result {
        let client = PostgresClient(configuration: PostgresAvailability.clientConfiguration, backgroundLogger: logger)
        return try await withThrowingTaskGroup(of: Void.self, returning: Result.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            return try await body(client)
        }
    }

    /// Runs `body` with a client and a fresh table name, and drops the table afterwards, also when `body` throws.
    static func withTable<Result: Sendable>(
        _ body: (PostgresClient, String) async throws -> Result
    ) async throws -> Result {
        try await withClient { client in
            let table = uniqueTableName()
            do {
                let result = try await body(client, table)
                try await drop(table, on: client)
                return result
            } catch {
                try? await drop(table, on: client)
                throw error
            }
        }
    }

    /// The number of rows in `table`.
    static func count(_ table: String, on client: PostgresClient) async throws -> Int {
        let rows = try await client.query("SELECT count(*) FROM \(unescaped: "\"\(table)\"")", logger: logger)
        var count = 0
        for try await value in rows.decode(Int.self) { count = value }
        return count
    }

    private static func drop(_ table: String, on client: PostgresClient) async throws {
        try await client.query("DROP TABLE IF EXISTS \(unescaped: "\"\(table)\"")", logger: logger)
    }
}
