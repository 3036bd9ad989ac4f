public import Actionable
public import Foundation
import HTTPTypes
public import Hummingbird
import Logging
import NIOCore

/// Mounts an ``ActionDispatcher`` on a Hummingbird router: `POST /v1/action-responses` takes the
/// ``ActionResponse`` JSON wire format, `GET /health` answers `{"status":"ok"}`.
///
/// Every answer is JSON that says what happened:
///
/// | status | when |
/// |---|---|
/// | 200 | the handler completed: `{"outcome":"completed","message":…,"data":…}` |
/// | 400 | the body is not JSON, or a field is missing or of the wrong type (named) |
/// | 401 | authentication failed (why, without secrets) |
/// | 413 | the body is larger than `maxBodySize` (refused before it is read) |
/// | 422 | unroutable (category or action not declared, or no handler) or rejected (text contradicts the action) |
/// | 500 | the handler failed or abandoned its completion (no internals) |
/// | 504 | the handler did not complete before its deadline |
///
/// A delivery repeated with the same `Idempotency-Key`, or the same category, action and notification id, runs the
/// handler once; later deliveries get the first answer, and concurrent ones wait for it.
public struct ActionResponseEndpoint: Sendable {
    public static let path = "/v1/action-responses"
    public static let idempotencyHeader = "Idempotency-Key"

    public let dispatcher: ActionDispatcher
    public var authentication: Authentication
    public var idempotency: any IdempotencyStore
    /// Bodies larger than this are refused with 413 without being read; 16 KiB by default (an action response is
    /// a few hundred bytes; APNs payloads themselves are capped at 4 KiB).
    public var maxBodySize: Int
    /// How long a concurrent duplicate waits for the first delivery's answer before getting 409.
    public var duplicateWait: Duration
    /// The clock authentication compares timestamps with (seconds since 1970); tests replace it.
    public var now: @Sendable () -> Int

    public init(
        dispatcher: ActionDispatcher,
        authentication: Authentication,
        idempotency: any IdempotencyStore = InMemoryIdempotencyStore(),
        maxBodySize: Int = 16 * 1024,
        duplicateWait: Duration = .seconds(30),
        now: @escaping @Sendable () -> Int = { Int(Date().timeIntervalSince1970) }
    ) {
        self.dispatcher = dispatcher
        self.authentication = authentication
        self.idempotency = idempotency
        self.maxBodySize = maxBodySize
        self.duplicateWait = duplicateWait
        self.now = now
    }

    /// Adds the endpoint's routes to `router`.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get("/health") { _, _ in
            Self.json(.ok, ["status": "ok"])
        }
        router.post(RouterPath(stringLiteral: Self.path)) { request, context in
            await handle(request, logger: context.logger)
        }
    }

    func handle(_ request: Request, logger: Logger) async -> Response {
        // 413 before reading: a declared length over the limit is refused at once; an undeclared one is read only
        // up to the limit.
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBodySize {
            return tooLarge()
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maxBodySize)
        } catch is NIOTooManyBytesError {
            return tooLarge()
        } catch {
            return Self.json(
                .badRequest, ["error": "unreadable-body", "message": "the request body could not be read"])
        }
        let bytes = body.readableBytesView
        if let failure = authentication.verify(headers: request.headers, body: bytes, now: now()) {
            logger.warning("Action response refused: authentication failed", metadata: ["reason": "\(failure.message)"])
            return Self.json(.unauthorized, ["error": "unauthorized", "message": failure.message])
        }
        let response: ActionResponse
        do {
            response = try ActionResponse(jsonBody: Data(bytes))
        } catch {
            return Self.json(.badRequest, ["error": "bad-request", "message": error.message])
        }
        let key =
            request.headers[.idempotencyKey]
            ?? "\(response.categoryIdentifier)/\(response.actionIdentifier)/\(response.notificationIdentifier)"
        do {
            switch try await idempotency.claim(key: key) {
            case .finished(let stored):
                return Self.replay(stored)
            case .inProgress:
                guard let stored = try await idempotency.waitForResponse(key: key, timeout: duplicateWait) else {
                    return Self.json(
                        .conflict,
                        [
                            "error": "in-progress",
                            "message": "the same delivery is still being handled; retry later",
                        ])
                }
                return Self.replay(stored)
            case .claimed:
                break
            }
        } catch {
            logger.error("Idempotency store unavailable", metadata: ["error": "\(String(describing: error))"])
            return Self.json(.serviceUnavailable, ["error": "unavailable", "message": "try again later"])
        }
        let outcome = await dispatcher.dispatch(response)
        let (status, json) = Self.answer(for: outcome, response: response)
        let stored = StoredResponse(status: Int(status.code), body: json)
        do {
            try await idempotency.finish(key: key, response: stored)
        } catch {
            logger.error("Could not record a delivery's outcome", metadata: ["error": "\(String(describing: error))"])
        }
        return Self.replay(stored)
    }

    private func tooLarge() -> Response {
        Self.json(
            .contentTooLarge,
            [
                "error": "payload-too-large", "message": "the body is larger than \(maxBodySize) bytes",
            ])
    }

    /// The status and JSON body for an outcome. Failures say what happened, never why inside the handler.
    static func answer(for outcome: DispatchOutcome, response: ActionResponse) -> (HTTPResponse.Status, [UInt8]) {
        let ids: [String: JSONValue] = [
            "category": .string(response.categoryIdentifier), "action": .string(response.actionIdentifier),
            "notification-id": .string(response.notificationIdentifier),
        ]
        func body(_ fields: [String: JSONValue]) -> [UInt8] {
            encode(.object(ids.merging(fields) { _, new in new }))
        }
        switch outcome {
        case .completed(let result):
            var fields: [String: JSONValue] = ["outcome": "completed"]
            if let message = result.message { fields["message"] = .string(message) }
            if let data = result.data { fields["data"] = data }
            return (.ok, body(fields))
        case .timedOut(let after):
            return (
                .gatewayTimeout,
                body(["outcome": "timed-out", "message": .string("the handler did not complete within \(after)")])
            )
        case .failed:
            return (.internalServerError, body(["outcome": "failed", "message": "the handler failed"]))
        case .abandoned:
            return (.internalServerError, body(["outcome": "abandoned", "message": "the handler did not complete"]))
        case .unroutable(let reason):
            return (.unprocessableContent, body(["outcome": "unroutable", "message": .string(reason.description)]))
        case .rejected(let reason):
            return (.unprocessableContent, body(["outcome": "rejected", "message": .string(reason.description)]))
        case .retired(let retired):
            // 410 Gone: the identifier existed and is gone on purpose; retrying will not help.
            return (.gone, body(["outcome": "retired", "message": .string(retired.description)]))
        }
    }

    /// What was wrong with a body, naming the field.
    static func replay(_ stored: StoredResponse) -> Response {
        Response(
            status: HTTPResponse.Status(code: stored.status),
            headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: stored.body))
        )
    }

    static func json(_ status: HTTPResponse.Status, _ fields: [String: String]) -> Response {
        replay(StoredResponse(status: Int(status.code), body: encode(.object(fields.mapValues { .string($0) }))))
    }

    static func encode(_ value: JSONValue) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { Array($0) } ?? Array(#"{"error":"encoding"}"#.utf8)
    }
}
