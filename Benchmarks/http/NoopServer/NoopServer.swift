import Actionable
import ActionableHummingbird
import Foundation
import Hummingbird
import Logging

/// The "ours" row of `Benchmarks/http/run.sh`: Actionable's endpoint exactly as a service mounts it — HMAC
/// signatures, the in-memory idempotency store, the dispatcher — with a handler that completes at once for every
/// declared action, and nothing of the example service (no actor, no log line per request). Configured like
/// `BareServer` (default Hummingbird configuration, an info-level logger with swift-log's default handler, standard
/// error), so the difference from the bare row is what Actionable costs per request.
///
///     ACTIONABLE_SECRET=… NoopServer --port 8082 --categories ../Categories
@main
struct NoopServer {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let port = value("--port").flatMap(Int.init) ?? 8082
        let categories = value("--categories") ?? "Categories"
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
        let router = Router()
        endpoint.addRoutes(to: router)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "noop"),
            logger: logger
        )
        logger.info(
            "Serving Actionable's endpoint with a no-op handler",
            metadata: ["address": "http://127.0.0.1:\(port)\(ActionResponseEndpoint.path)"])
        try await app.runService()
    }
}
