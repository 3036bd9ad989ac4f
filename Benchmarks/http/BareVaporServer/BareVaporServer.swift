import Logging
import NIOCore
import Vapor

/// The Vapor baseline of `Benchmarks/http/run.sh`, `BareServer`'s twin: a bare Vapor route at the path
/// `actionable-example-server serve --adapter vapor` answers, configured the way `serve` configures its Vapor
/// `Application` (production environment, Vapor's default HTTP server configuration, no per-request metrics, only
/// Vapor's error middleware, an info-level logger with swift-log's default handler, standard error), so the difference
/// measured is what the endpoint does per request on Vapor: authentication, JSON decoding, idempotency, dispatch and
/// the handler.
///
/// `POST /v1/action-responses` collects the body (up to the 16 KiB `serve` accepts) and answers 200 with a small JSON;
/// `GET /health` answers `{"status":"ok"}`.
///
///     BareVaporServer --port 8085 [--log-each-request]
///
/// `--log-each-request` logs one info line per request through the request's logger, as `serve`'s example handler
/// does ("Handled action", three metadata fields), to tell what that logging costs; without it the baseline logs
/// nothing per request.
@main
struct BareVaporServer {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let port = value("--port").flatMap(Int.init) ?? 8085
        let logEachRequest = arguments.contains("--log-each-request")

        var logger = Logger(label: "actionable.bare-vapor")
        logger.logLevel = .info
        let maxBodySize = 16 * 1024
        let answer = ByteBuffer(string: #"{"outcome":"completed"}"#)
        let health = ByteBuffer(string: #"{"status":"ok"}"#)

        // Vapor's own command line is not given the options above: `serve` (its default command) with the
        // configuration set here.
        let app = try await Application.make(
            Environment(name: "production", arguments: [CommandLine.arguments[0]]), logger: logger)
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = port
        app.http.server.configuration.serverName = "bare-vapor"
        app.http.server.configuration.reportMetrics = false
        app.middleware = Middlewares()
        app.middleware.use(ErrorMiddleware.default(environment: app.environment))

        app.get("health") { _ in
            Response(status: .ok, headers: ["Content-Type": "application/json"], body: .init(buffer: health))
        }
        app.on(.POST, "v1", "action-responses", body: .collect(maxSize: ByteCount(value: maxBodySize))) { request in
            if logEachRequest {
                request.logger.info(
                    "Handled request",
                    metadata: [
                        "path": "/v1/action-responses", "bytes": "\(request.body.data?.readableBytes ?? 0)",
                        "status": "200",
                    ]
                )
            }
            return Response(status: .ok, headers: ["Content-Type": "application/json"], body: .init(buffer: answer))
        }
        logger.info(
            "Serving the bare Vapor endpoint",
            metadata: [
                "address": "http://127.0.0.1:\(port)/v1/action-responses", "log-each-request": "\(logEachRequest)",
            ]
        )
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
