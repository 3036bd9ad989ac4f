import Hummingbird
import Logging
import NIOCore

/// The baseline for `Benchmarks/http/run.sh`: a bare Hummingbird endpoint at the path `actionable-example-server serve` answers,
/// configured the way `serve` configures its `Application` (default configuration, an info-level logger with
/// swift-log's default handler, standard error), so the difference measured is what `serve` does per request:
/// authentication, JSON decoding, idempotency, dispatch and the handler.
///
/// `POST /v1/action-responses` reads the body (up to the 16 KiB `serve` accepts) and answers 200 with a small JSON;
/// `GET /health` answers `{"status":"ok"}`.
///
///     BareServer --port 8081 [--log-each-request]
///
/// `--log-each-request` logs one info line per request, as `serve`'s example handler does ("Handled action", three
/// metadata fields), to tell what that logging costs; without it the baseline logs nothing per request.
@main
struct BareServer {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        var port = 8081
        if let index = arguments.firstIndex(of: "--port"), arguments.index(after: index) < arguments.endIndex,
            let value = Int(arguments[arguments.index(after: index)])
        {
            port = value
        }
        let logEachRequest = arguments.contains("--log-each-request")

        var logger = Logger(label: "actionable.bare")
        logger.logLevel = .info
        let maxBodySize = 16 * 1024
        let answer = ByteBuffer(string: #"{"outcome":"completed"}"#)
        let health = ByteBuffer(string: #"{"status":"ok"}"#)

        let router = Router()
        router.get("/health") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: health))
        }
        router.post("/v1/action-responses") { request, context in
            let body = try await request.body.collect(upTo: maxBodySize)
            if logEachRequest {
                context.logger.info(
                    "Handled request",
                    metadata: [
                        "path": "/v1/action-responses", "bytes": "\(body.readableBytes)", "status": "200",
                    ]
                )
            }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: answer))
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "bare"),
            logger: logger
        )
        logger.info(
            "Serving the bare endpoint",
            metadata: [
                "address": "http://127.0.0.1:\(port)/v1/action-responses", "log-each-request": "\(logEachRequest)",
            ]
        )
        try await app.runService()
    }
}
