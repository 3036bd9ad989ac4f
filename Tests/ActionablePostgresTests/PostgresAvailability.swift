import Foundation
import Logging
import PostgresNIO
import Testing

/// Where the tests find PostgreSQL, and whether it answers. `.ci/run` starts a server through `scripts/postgres.sh`;
/// without one, every test that needs it is skipped with ``skipReason``, never passed.
enum PostgresAvailability {
    static let host = environment("ACTIONABLE_POSTGRES_HOST") ?? "127.0.0.1"
    static let port = environment("ACTIONABLE_POSTGRES_PORT").flatMap(Int.init) ?? 5432
    static let user = environment("ACTIONABLE_POSTGRES_USER") ?? "actionable"
    static let password = environment("ACTIONABLE_POSTGRES_PASSWORD") ?? "actionable"
    static let database = environment("ACTIONABLE_POSTGRES_DATABASE") ?? "actionable"

    static let skipReason = Comment(
        rawValue: "PostgreSQL is not reachable at \(host):\(port) (user \(user), database \(database)); "
            + "`bash scripts/postgres.sh` starts one, as .ci/run does")

    /// Whether a connection could be made and answer a query; tried once per test run, for at most five seconds.
    static var isReachable: Bool {
        get async { await probe.value }
    }

    /// A client configuration for the test server: no TLS (loopback), and few connections per client, so the clients
    /// of a whole run stay well under the server's default of 100.
    static var clientConfiguration: PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
        configuration.options.maximumConnections = 10
        configuration.options.connectTimeout = .seconds(5)
        return configuration
    }

    private static let probe = Task<Bool, Never> {
        let outcome = await withTaskGroup(of: Result<Void, any Error>?.self) { group in
            group.addTask { await connectOnce() }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        switch outcome {
        case .success:
            return true
        case .failure(let error):
            report("\(skipReason.rawValue). Connecting failed: \(String(reflecting: error))")
            return false
        case nil:
            report("\(skipReason.rawValue). Connecting did not finish within 5 seconds.")
            return false
        }
    }

    private static func connectOnce() async -> Result<Void, any Error> {
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
        configuration.options.connectTimeout = .seconds(3)
        let logger = Logger(label: "actionable.tests.postgres-probe")
        do {
            let connection = try await PostgresConnection.connect(
                configuration: configuration, id: 0, logger: logger)
            // A connection must be closed before it goes away (postgres-nio asserts so in debug builds).
            let answered: Result<Void, any Error>
            do {
                try await connection.query("SELECT 1", logger: logger)
                answered = .success(())
            } catch {
                answered = .failure(error)
            }
            try? await connection.close()
            return answered
        } catch {
            return .failure(error)
        }
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("ActionablePostgresTests: \(message)\n".utf8))
    }

    private static func environment(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value
    }
}
