public import Actionable
import Foundation
import HTTPTypes
public import Hummingbird
import Logging
import NIOCore

/// Mounts an ``ActionDispatcher`` on a Hummingbird router, route group or route collection: `POST
/// /v1/action-responses` takes the ``ActionResponse`` JSON wire format, `GET /health` answers `{"status":"ok"}`.
/// Both run under whatever middleware the service added to the router or group first.
///
/// ```swift
/// let endpoint = ActionResponseEndpoint(dispatcher: dispatcher, authenticator: UserTokenAuthenticator(…))
/// let api = router.group("api").add(middleware: LogRequestsMiddleware(.info))
/// endpoint.addRoutes(to: api)                  // POST /api/v1/action-responses
/// ```
///
/// Every answer is JSON that says what happened:
///
/// | status | when |
/// |---|---|
/// | 200 | the handler completed: `{"outcome":"completed","message":…,"data":…}` |
/// | 400 | the body is not JSON, or a field is missing or of the wrong type (named); an `Idempotency-Key` over 255 bytes |
/// | 401 | authentication failed (why, without secrets), decided before the body is read when the headers suffice |
/// | 409 | the same delivery is still being handled after `duplicateWait`; retry later |
/// | 410 | the response names a retired identifier without a replacement |
/// | 413 | the body is larger than `maxBodySize` (refused before it is read) |
/// | 422 | unroutable (category or action not declared, or no handler) or rejected (text contradicts the action) |
/// | 500 | the handler failed or abandoned its completion (no internals) |
/// | 503 | the idempotency store or the authenticator's own backend is unavailable |
/// | 504 | the handler did not complete before its deadline |
///
/// A delivery repeated with the same `Idempotency-Key`, or the same category, action and notification id, runs the
/// handler once; later deliveries get the first answer, marked `Idempotent-Replayed: true`, and concurrent ones wait
/// for it.
public struct ActionResponseEndpoint: Sendable {
    public static let path = "/v1/action-responses"
    public static let healthPath = "/health"
    public static let idempotencyHeader = "Idempotency-Key"
    public static let requestIDHeader = "X-Request-ID"
    /// Marks an answer replayed from an earlier delivery with the same key (Stripe's name for it).
    public static let replayedHeader = "Idempotent-Replayed"
    /// Longer `Idempotency-Key`s are refused with 400: a key is kept for a day, and a UUID takes 36 bytes.
    public static let maxIdempotencyKeyLength = 255

    public let dispatcher: ActionDispatcher
    public var authenticator: any RequestAuthenticator
    public var idempotency: any IdempotencyStore
    /// The clock signed timestamps are compared with: the dispatcher's unless given.
    public var clock: any ActionableClock
    /// Bodies larger than this are refused with 413 without being read; 16 KiB by default (an action response is
    /// a few hundred bytes; APNs payloads themselves are capped at 4 KiB).
    public var maxBodySize: Int
    /// How long a concurrent duplicate waits for the first delivery's answer before getting 409.
    public var duplicateWait: Duration

    /// - Parameters:
    ///   - authenticator: who may deliver: ``HMACAuthenticator``, ``BearerAuthenticator`` or the service's own.
    ///   - idempotency: where deliveries are remembered; an ``InMemoryIdempotencyStore`` on `clock` by default.
    ///   - clock: the one clock of the service; the dispatcher's (``ActionDispatcher/clock``) by default.
    public init(
        dispatcher: ActionDispatcher,
        authenticator: any RequestAuthenticator,
        idempotency: (any IdempotencyStore)? = nil,
        clock: (any ActionableClock)? = nil,
        maxBodySize: Int = 16 * 1024,
        duplicateWait: Duration = .seconds(30)
    ) {
        let clock = clock ?? dispatcher.clock
        self.dispatcher = dispatcher
        self.authenticator = authenticator
        self.idempotency = idempotency ?? InMemoryIdempotencyStore(clock: clock)
        self.clock = clock
        self.maxBodySize = maxBodySize
        self.duplicateWait = duplicateWait
    }

    /// An endpoint with one of the built-in authenticators.
    public init(
        dispatcher: ActionDispatcher,
        authentication: Authentication,
        idempotency: (any IdempotencyStore)? = nil,
        clock: (any ActionableClock)? = nil,
        maxBodySize: Int = 16 * 1024,
        duplicateWait: Duration = .seconds(30)
    ) {
        self.init(
            dispatcher: dispatcher, authenticator: authentication.authenticator, idempotency: idempotency,
            clock: clock, maxBodySize: maxBodySize, duplicateWait: duplicateWait)
    }

    /// Adds the endpoint's routes to a `Router`, a `RouterGroup` (under the group's path and middleware) or a
    /// `RouteCollection`.
    public func addRoutes<Routes: RouterMethods>(to routes: Routes) {
        routes.get(RouterPath(stringLiteral: Self.healthPath)) { _, _ in
            Self.json(.ok, ["status": "ok"])
        }
        routes.post(RouterPath(stringLiteral: Self.path)) { request, context in
            await handle(request, logger: context.logger)
        }
    }

    /// The endpoint's routes as a collection, for `router.addRoutes(endpoint.routes(), atPath: "/notifications")`.
    public func routes<Context: RequestContext>(context: Context.Type = Context.self) -> RouteCollection<Context> {
        let collection = RouteCollection(context: Context.self)
        addRoutes(to: collection)
        return collection
    }

    func handle(_ request: Request, logger: Logger) async -> Response {
        // Refused before a byte of the body is read: a declared length over the limit, then whatever the headers
        // alone fail to authenticate (unsigned, malformed, stale, wrong token).
        if let declared = request.headers[.contentLength] {
            guard let length = Int(declared), length >= 0 else {
                return Self.json(
                    .badRequest,
                    [
                        "error": "bad-request",
                        "message": "invalid Content-Length '\(requestExcerpt(declared, limit: 32))'",
                    ])
            }
            if length > maxBodySize { return tooLarge() }
        }
        let idempotencyKey = request.headers[.idempotencyKey]
        if let key = idempotencyKey, key.utf8.count > Self.maxIdempotencyKeyLength {
            return Self.json(
                .badRequest,
                [
                    "error": "bad-request",
                    "message":
                        "the \(Self.idempotencyHeader) header is longer than \(Self.maxIdempotencyKeyLength) bytes",
                ])
        }
        let now = clock.wallClockNow
        if let refusal = await authenticate(
            logger: logger, { try await authenticator.authenticate(head: request.head, at: now) })
        {
            return refusal
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
        if let refusal = await authenticate(
            logger: logger, { try await authenticator.authenticate(head: request.head, body: body, at: now) })
        {
            return refusal
        }
        let response: ActionResponse
        do {
            response = try ActionResponse(jsonBody: Array(body.readableBytesView))
        } catch {
            return Self.json(.badRequest, ["error": "bad-request", "message": error.message])
        }
        let key =
            idempotencyKey
            ?? "\(response.categoryIdentifier)/\(response.actionIdentifier)/\(response.notificationIdentifier)"
        do {
            switch try await idempotency.claim(key: key) {
            case .finished(let stored):
                return Self.replay(stored, replayed: true)
            case .inProgress:
                guard let stored = try await idempotency.waitForResponse(key: key, timeout: duplicateWait) else {
                    return Self.json(
                        .conflict,
                        [
                            "error": "in-progress",
                            "message": "the same delivery is still being handled; retry later",
                        ])
                }
                return Self.replay(stored, replayed: true)
            case .claimed:
                break
            }
        } catch {
            logger.error(
                "Idempotency store unavailable",
                metadata: ["error": "\(requestExcerpt(String(describing: error), limit: 200))"])
            return Self.json(.serviceUnavailable, ["error": "unavailable", "message": "try again later"])
        }
        let requestID = request.headers[.requestID] ?? key
        let outcome = await dispatcher.dispatch(
            response, requestID: requestID, logger: logger)
        let (status, json) = Self.answer(for: outcome, response: response)
        let stored = StoredResponse(status: Int(status.code), body: json)
        do {
            try await idempotency.finish(key: key, response: stored)
        } catch {
            logger.error(
                "Could not record a delivery's outcome",
                metadata: ["error": "\(requestExcerpt(String(describing: error), limit: 200))"])
        }
        return Self.replay(stored)
    }

    /// Runs one authentication step: `nil` when it passes, else the 401 (refused) or 503 (could not check) answer.
    private func authenticate(logger: Logger, _ step: () async throws -> Void) async -> Response? {
        do {
            try await step()
            return nil
        } catch let failure as AuthenticationFailure {
            logger.warning(
                "Action response refused: authentication failed",
                metadata: ["reason": "\(requestExcerpt(failure.message, limit: 200))"])
            return Self.json(.unauthorized, ["error": "unauthorized", "message": failure.message])
        } catch {
            logger.error(
                "Authentication could not run",
                metadata: ["error": "\(requestExcerpt(String(describing: error), limit: 200))"])
            return Self.json(.serviceUnavailable, ["error": "unavailable", "message": "try again later"])
        }
    }

    private func tooLarge() -> Response {
        Self.json(
            .contentTooLarge,
            [
                "error": "payload-too-large", "message": "the body is larger than \(maxBodySize) bytes",
            ])
    }

    /// The status and JSON body for an outcome. Failures say what happened, never why inside the handler.
    ///
    /// Written straight to bytes, members in sorted order (`action`, `category`, `data`, `message`,
    /// `notification-id`, `outcome`), as `JSONEncoder` with sorted keys would: no dictionary, no encoder.
    static func answer(for outcome: DispatchOutcome, response: ActionResponse) -> (HTTPResponse.Status, [UInt8]) {
        let status: HTTPResponse.Status
        let kind: StaticString
        var message: String?
        var data: JSONValue?
        switch outcome {
        case .completed(let result):
            (status, kind, message, data) = (.ok, "completed", result.message, result.data)
        case .timedOut(let after):
            (status, kind, message) = (.gatewayTimeout, "timed-out", "the handler did not complete within \(after)")
        case .failed:
            (status, kind, message) = (.internalServerError, "failed", "the handler failed")
        case .abandoned:
            (status, kind, message) = (.internalServerError, "abandoned", "the handler did not complete")
        case .unroutable(let reason):
            (status, kind, message) = (.unprocessableContent, "unroutable", reason.description)
        case .rejected(let reason):
            (status, kind, message) = (.unprocessableContent, "rejected", reason.description)
        case .retired(let retired):
            // 410 Gone: the identifier existed and is gone on purpose; retrying will not help.
            (status, kind, message) = (.gone, "retired", retired.description)
        }
        var writer = JSONWriter()
        writer.append(raw: #"{"action":"#)
        writer.writeString(response.actionIdentifier)
        writer.append(raw: #","category":"#)
        writer.writeString(response.categoryIdentifier)
        if let data {
            writer.append(raw: #","data":"#)
            writer.write(JSONWriter.Value(data))
        }
        if let message {
            writer.append(raw: #","message":"#)
            writer.writeString(message)
        }
        writer.append(raw: #","notification-id":"#)
        writer.writeString(response.notificationIdentifier)
        writer.append(raw: #","outcome":""#)
        writer.append(raw: kind)
        writer.append(raw: #""}"#)
        return (status, writer.bytes)
    }

    /// The answer `stored` holds; `replayed` marks it as an earlier delivery's answer (`Idempotent-Replayed: true`),
    /// so a client can tell that the handler did not run again.
    static func replay(_ stored: StoredResponse, replayed: Bool = false) -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if replayed { headers[.idempotentReplayed] = "true" }
        return Response(
            status: HTTPResponse.Status(code: stored.status),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: stored.body))
        )
    }

    static func json(_ status: HTTPResponse.Status, _ fields: [String: String]) -> Response {
        replay(
            StoredResponse(status: Int(status.code), body: JSONValue.object(fields.mapValues { .string($0) }).jsonBytes)
        )
    }
}
