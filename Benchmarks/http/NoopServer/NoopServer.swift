import Actionable
import ActionableHummingbird
import ActionableVapor
import Foundation
import Hummingbird
import Logging
import Vapor

/// The "ours" rows of `Benchmarks/http/run.sh`: Actionable's endpoint exactly as a service mounts it — HMAC
/// signatures, the in-memory idempotency store, the dispatcher — with a handler that completes at once for every
/// declared action, and nothing of the example service (no actor, no log line per request). On Hummingbird (the
/// default, "noop") it is configured like `BareServer` (default Hummingbird configuration, an info-level logger with
/// swift-log's default handler, standard error); with `--adapter vapor` ("noop-vapor") like `BareVaporServer` (the
/// configuration `serve --adapter vapor` uses). So the difference from the bare row of the same framework is what
/// Actionable costs per request on it.
///
///     ACTIONABLE_SECRET=… NoopServer --port 8082 --categories ../Categories [--adapter hummingbird|vapor]
@main
struct NoopServer {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let port = value("--port").flatMap(Int.init) ?? 8082
        let categories = value("--categories") ?? "Categories"
        let adapter = value("--adapter") ?? "hummingbird"
        guard adapter == "hummingbird" || adapter == "vapor" else {
            FileHandle.standardError.write(Data("error: --adapter is hummingbird or vapor\n".utf8))
            exit(2)
        }
        guard let secret = ProcessInfo.processInfo.environment["ACTIONABLE_SECRET"], !secret.isEmpty else {
            FileHandle.standardError.write(Data("error: set ACTIONABLE_SECRET\n".utf8))
            exit(2)
        }

        var logger = Logger(label: "actionable.noop")
        logger.logLevel = .info
        let registry = try await CategoryLoader().load(paths: [categories]).validRegistry()
        var builder = ActionDispatcher.Builder(registry: registry, logger: logger)
        for category in registry.categories {
            builder.fallback(for: category.identifier, .callback { _, completion in completion() })
        }
        // Room for every delivery of a whole run (each request is a new one): the default store holds 100,000
        // unexpired answers and refuses the rest with 503, which the benchmark would measure instead of the endpoint.
        let endpoint = ActionResponseEndpoint(
            dispatcher: try builder.build(), authenticator: try HMACAuthenticator(secret: Array(secret.utf8)),
            idempotency: InMemoryIdempotencyStore(capacity: 10_000_000))
        logger.info(
            "Serving Actionable's endpoint with a no-op handler",
            metadata: ["address": "http://127.0.0.1:\(port)\(ActionResponseEndpoint.path)", "adapter": "\(adapter)"])
        if adapter == "vapor" {
            try await serveOnVapor(endpoint, port: port, logger: logger)
        } else {
            let router = Router()
            endpoint.addRoutes(to: router)
            let app = Hummingbird.Application(
                router: router,
                configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "noop"),
                logger: logger
            )
            try await app.runService()
        }
    }

    /// The endpoint on a Vapor application configured as `BareVaporServer` and `serve --adapter vapor` configure theirs.
    static func serveOnVapor(_ endpoint: ActionResponseEndpoint, port: Int, logger: Logger) async throws {
        let app = try await Vapor.Application.make(
            Environment(name: "production", arguments: [CommandLine.arguments[0]]), logger: logger)
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = port
        app.http.server.configuration.serverName = "noop-vapor"
        app.http.server.configuration.reportMetrics = false
        app.middleware = Middlewares()
        app.middleware.use(ErrorMiddleware.default(environment: app.environment))
        endpoint.addRoutes(to: app)
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
