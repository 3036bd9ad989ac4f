#if HTTP || Vapor
    import Actionable
    import Crypto
    import Foundation
    import HTTPTypes
    import Logging
    import NIOCore

    /// The endpoint that receives taps, whatever the framework: an ``ActionDispatcher`` behind authentication, an
    /// idempotency store and body limits, with JSON answers. Each adapter mounts it — ActionableHummingbird's
    /// `addRoutes(to:)` on a Hummingbird router, ActionableVapor's `addRoutes(to:)` on a Vapor app — and both answer
    /// alike, byte for byte. `POST
    /// /v1/action-responses` takes the ``/ActionableRuntime/ActionResponse`` JSON wire format; `GET /health` (liveness) answers
    /// `{"status":"ok"}` while the process serves HTTP; `GET /ready` (readiness) answers 200 only while the idempotency
    /// store and the authenticator's backend answer, else 503. All run under whatever middleware the service added to the
    /// router or group first.
    ///
    /// ```swift
    /// let endpoint = ActionResponseEndpoint(dispatcher: dispatcher, authenticator: UserTokenAuthenticator(…))
    /// endpoint.addRoutes(to: router.group("api"))  // Hummingbird: POST /api/v1/action-responses
    /// endpoint.addRoutes(to: app.grouped("api"))   // Vapor: the same
    /// ```
    ///
    /// Every answer is JSON that says what happened:
    ///
    /// | status | when |
    /// |---|---|
    /// | 200 | the handler completed: `{"outcome":"completed","message":…,"data":…}` |
    /// | 400 | the body is not JSON, or a field is missing or of the wrong type (named); an `Idempotency-Key` that is empty, over 255 bytes, not UTF-8 or sent twice; an `Actionable-Time-Remaining-Ms` that is not a whole number |
    /// | 401 | authentication failed (why, without secrets), decided before the body is read when the headers suffice |
    /// | 405 | another method on one of the endpoint's paths; `Allow` names the one it takes |
    /// | 408 | the body did not arrive within `readTimeout` (when set); the connection is closed |
    /// | 409 | the same delivery is still being handled elsewhere when the wait ends; `Retry-After` says when its lease ends (or a transactional handler's claim was taken over while it ran) |
    /// | 410 | the response names a retired identifier without a replacement |
    /// | 413 | the body is larger than `maxBodySize` (refused before it is read) |
    /// | 422 | unroutable (category or action not declared, or no handler) or rejected (text contradicts the action); `idempotency-key-reused`: the key was used for a different request |
    /// | 429 | this caller holds as many idempotency records as the store allows it; `Retry-After` |
    /// | 500 | the handler failed or abandoned its completion (no internals) |
    /// | 503 | the idempotency store or the authenticator's backend failed or did not answer within `backendTimeout`, or a transactional handler's commit failed or went unconfirmed (`Retry-After: 1`); the store holds as many records as it may (`Retry-After` at the oldest's expiry) |
    /// | 504 | the handler did not complete before its deadline |
    ///
    /// A delivery repeated by the same caller (``Principal``) with the same `Idempotency-Key`, or the same category,
    /// action and notification id, runs the handler once; later deliveries get the first answer, marked
    /// `Idempotent-Replayed: true`. Keys are the caller's own: another caller's key is a new delivery for it. A key
    /// reused for a different tap (another category, action, notification id, text, target content id or user info) is
    /// refused with 422. A concurrent one waits for the first answer, for at most `duplicateWait` and never past what the client said it can wait
    /// (`Actionable-Time-Remaining-Ms`); when the first delivery's claim outlives its lease (its instance died), the
    /// waiting delivery takes it over and runs the handler (``/ActionableRuntime/ActionContext/abandonedClaim``).
    ///
    /// Authentication is a step of its own, after the header checks and before the body is parsed; each adapter's
    /// `RequestAuthenticationMiddleware` puts the same step in front of a service's other routes.
    ///
    /// Pages of the origins in ``allowedOrigins`` may deliver from a browser: `OPTIONS` on the path answers their CORS
    /// preflight (204, or 403 for anything not allowed), and every answer to them carries `Access-Control-Allow-Origin`.
    /// CORS is not authentication: a request from any other origin is authenticated and answered as without CORS.
    public struct ActionResponseEndpoint: Sendable {
        /// Where action responses are posted, below the router's or group's path.
        public static let path = "/v1/action-responses"
        /// Liveness: answers 200 while the process serves HTTP, whatever its backends do.
        public static let healthPath = "/health"
        /// Readiness: 200 while the idempotency store and the authenticator's backend answer, 503 otherwise.
        public static let readinessPath = "/ready"
        /// Where each adapter's `addOpenAPIRoute(to:)` serves ``openAPIDocument``.
        public static let openAPIPath = "/openapi.json"
        /// The key that makes repeated deliveries of one response the same delivery: the handler runs once per key.
        public static let idempotencyHeader = "Idempotency-Key"
        /// The request's identifier, handed to the dispatcher; the idempotency key stands in when it is absent.
        public static let requestIDHeader = "X-Request-ID"
        /// Marks an answer replayed from an earlier delivery with the same key (Stripe's name for it).
        public static let replayedHeader = "Idempotent-Replayed"
        /// How many milliseconds the client can still wait for the answer (`ActionForwarder` sends it): a duplicate's wait
        /// ends before it.
        public static let timeRemainingHeader = "Actionable-Time-Remaining-Ms"
        /// Longer `Idempotency-Key`s are refused with 400: a key is kept for a day, and a UUID takes 36 bytes.
        public static let maxIdempotencyKeyLength = 255
        /// The `Retry-After` of a 503: a backend that failed is tried again by the next request, so a second is enough.
        public static let unavailableRetryAfterSeconds = 1

        /// The dispatcher that routes each response to its handler.
        public let dispatcher: ActionDispatcher
        /// Who may deliver: checked before the body is parsed.
        public var authenticator: any RequestAuthenticator
        /// Where deliveries are remembered, so a repeated delivery gets the first answer instead of running the handler
        /// again.
        public var idempotency: any IdempotencyStore
        /// The clock signed timestamps are compared with: the dispatcher's unless given.
        public var clock: any ActionableClock
        /// Bodies larger than this are refused with 413 without being read; 16 KiB by default (an action response is
        /// a few hundred bytes; APNs payloads themselves are capped at 4 KiB).
        public var maxBodySize: Int
        /// The longest a concurrent duplicate waits for the first delivery's answer before 409; shorter when the client
        /// says it has less time (`Actionable-Time-Remaining-Ms`, less a tenth and at least 250 ms for the way back).
        public var duplicateWait: Duration
        /// The longest one call to the idempotency store or the authenticator may take when it has a backend (a database,
        /// a session service) before the request is answered 503 with `Retry-After`; 1 second by default.
        public var backendTimeout: Duration
        /// The longest a delivery's body may take to arrive once its head is in; past it the answer is 408 and the
        /// connection is closed. `nil` (the default) leaves it to the server's idle timeout, which a client that
        /// trickles a byte at a time never reaches: set both (the documentation's "Receiving taps over HTTP").
        public var readTimeout: Duration?
        /// The web origins whose pages may deliver taps from a browser (CORS); none by default, and then the endpoint
        /// answers as if CORS did not exist (a preflight `OPTIONS` gets 405).
        ///
        /// A preflight from a listed origin gets 204 with `Access-Control-Allow-Origin` naming it, `POST`, the headers
        /// it asked for among `Authorization`, `Content-Type`, `Idempotency-Key`, `Actionable-Time-Remaining-Ms` and
        /// `X-Request-ID`, and `Access-Control-Max-Age: 600`; any other preflight gets 403. Every answer to a listed
        /// origin's delivery, refusals and failures included, carries `Access-Control-Allow-Origin`, `Vary: Origin`
        /// and `Access-Control-Expose-Headers: Idempotent-Replayed, Retry-After`, so the page can read its status.
        /// Never `*`, never `Access-Control-Allow-Credentials`: the page sends a bearer token, not a cookie.
        ///
        /// This decides which pages may *read* the answers, not who may deliver: a request from an origin not listed,
        /// or from no browser at all, is authenticated and handled as any other, and only lacks these headers. Each
        /// ``WebOrigin`` is checked when it is made, so a mistyped origin fails at start-up.
        public var allowedOrigins: [WebOrigin] = []
        /// Backend failures, logged at most once a second.
        private let failures: FailureLog

        /// Creates an endpoint that dispatches the responses `authenticator` lets through.
        /// - Parameters:
        ///   - dispatcher: routes each response to its handler.
        ///   - authenticator: who may deliver: ``HMACAuthenticator``, ``BearerAuthenticator`` or the service's own.
        ///   - idempotency: where deliveries are remembered; an ``/ActionableRuntime/InMemoryIdempotencyStore`` on `clock` by
        ///     default.
        ///   - clock: the one clock of the service; the dispatcher's (``/ActionableRuntime/ActionDispatcher/clock``) by
        ///     default.
        ///   - maxBodySize: the largest body read, in bytes; a larger one is refused with 413 (16 KiB by default).
        ///   - duplicateWait: the ceiling of a duplicate's wait (20 s by default: iOS gives a background action about 30).
        ///   - backendTimeout: the bound on each store or authenticator call that leaves the process.
        public init(
            dispatcher: ActionDispatcher,
            authenticator: any RequestAuthenticator,
            idempotency: (any IdempotencyStore)? = nil,
            clock: (any ActionableClock)? = nil,
            maxBodySize: Int = 16 * 1024,
            duplicateWait: Duration = .seconds(20),
            backendTimeout: Duration = .seconds(1)
        ) {
            let clock = clock ?? dispatcher.clock
            self.dispatcher = dispatcher
            self.authenticator = authenticator
            self.idempotency = idempotency ?? InMemoryIdempotencyStore(clock: clock)
            self.clock = clock
            self.maxBodySize = maxBodySize
            self.duplicateWait = duplicateWait
            self.backendTimeout = backendTimeout
            self.failures = FailureLog(clock: clock)
        }

        /// An endpoint with one of the built-in authenticators.
        /// - Throws: ``WeakSecretError`` for an HMAC secret shorter than 32 bytes.
        public init(
            dispatcher: ActionDispatcher,
            authentication: Authentication,
            idempotency: (any IdempotencyStore)? = nil,
            clock: (any ActionableClock)? = nil,
            maxBodySize: Int = 16 * 1024,
            duplicateWait: Duration = .seconds(20),
            backendTimeout: Duration = .seconds(1)
        ) throws(WeakSecretError) {
            self.init(
                dispatcher: dispatcher, authenticator: try authentication.authenticator(), idempotency: idempotency,
                clock: clock, maxBodySize: maxBodySize, duplicateWait: duplicateWait, backendTimeout: backendTimeout)
        }

        /// The endpoint's routes, paths relative to where an adapter mounts them: `GET /health`, `GET /ready`,
        /// `POST /v1/action-responses`, and for each path the other methods' 405 (and CORS preflights). Built once per
        /// mount, from the endpoint as it is now.
        package func routeTable() -> [EndpointRoute] {
            let authentication = EndpointAuthentication(
                authenticator: authenticator, clock: clock, maxBodySize: maxBodySize, backends: backends,
                readTimeout: readTimeout)
            let crossOrigin = CrossOriginPolicy(allowing: allowedOrigins)
            let health = Self.json(.ok, ["status": "ok"])
            var routes = [
                EndpointRoute(path: Self.healthPath, method: .get) { _, _, _ in health },
                EndpointRoute(path: Self.readinessPath, method: .get) { _, _, logger in
                    await readiness(logger: logger)
                },
                EndpointRoute(path: Self.path, method: .post) { head, body, logger in
                    let answer = await handle(head, body: body, authentication: authentication, logger: logger)
                    return crossOrigin?.decorated(answer, for: head) ?? answer
                },
            ]
            routes += Self.refusals(path: Self.path, allowing: .post, crossOrigin: crossOrigin)
            routes += Self.refusals(path: Self.healthPath, allowing: .get)
            routes += Self.refusals(path: Self.readinessPath, allowing: .get)
            return routes
        }

        /// The methods ``refusals(path:allowing:crossOrigin:)`` answers 405: RFC 9110's (CONNECT aside) and QUERY.
        private static let refusedMethods: [HTTPRequest.Method] = [
            .get, .head, .post, .put, .patch, .delete, .options, .trace, HTTPRequest.Method("QUERY")!,
        ]

        /// 405 with `Allow` (RFC 9110) for the other common methods on `path`, where a router alone would answer 404 as
        /// if nothing were there. With `crossOrigin`, a preflight gets its answer instead, and an allowed origin's 405
        /// its CORS headers.
        static func refusals(
            path: String, allowing allowed: HTTPRequest.Method, crossOrigin: CrossOriginPolicy? = nil
        ) -> [EndpointRoute] {
            refusedMethods.filter { $0 != allowed }.map { method in
                var refusal = json(
                    .methodNotAllowed,
                    [
                        "error": "method-not-allowed",
                        "message": "\(path) takes \(allowed.rawValue), not \(method.rawValue)",
                    ])
                refusal.head.headerFields[.allow] = allowed.rawValue
                let answer = refusal
                return EndpointRoute(path: path, method: method) { head, _, _ in
                    if method == .options, let preflight = crossOrigin?.preflight(head) { return preflight }
                    return crossOrigin?.decorated(answer, for: head) ?? answer
                }
            }
        }

        /// The endpoint's contract as an OpenAPI 3.1 document in JSON: the request body and its fields, the headers, the
        /// bearer and HMAC schemes, and every status with its body and `Retry-After`. Clients in other languages can
        /// be generated from it; a test checks it against this implementation. The file is
        /// `Sources/ActionableRuntime/Resources/actionable-endpoint.openapi.json` in the repository.
        public static var openAPIDocument: [UInt8] { PackageResources.actionable_endpoint_openapi_json }

        /// ``openAPIDocument`` at `GET` ``openAPIPath`` (`application/json`), without authentication: it describes the
        /// endpoint and holds no secret; the other methods get 405.
        package static func openAPIRouteTable() -> [EndpointRoute] {
            let document = EndpointAnswer(
                head: HTTPResponse(status: .ok, headerFields: jsonHeaders), body: ByteBuffer(bytes: openAPIDocument))
            return [EndpointRoute(path: openAPIPath, method: .get) { _, _, _ in document }]
                + refusals(path: openAPIPath, allowing: .get)
        }

        /// Checks the delivery's headers, has `authentication` read the body once it passed, then parses and dispatches.
        func handle(
            _ request: HTTPRequest, body reader: @escaping BodyReader, authentication: EndpointAuthentication,
            logger: Logger
        ) async -> EndpointAnswer {
            // Refused before a byte of the body is read and before authentication: a declared length over the limit, a
            // malformed header. Authentication then refuses what the headers alone condemn before it reads the body.
            if let refusal = Self.declaredLengthRefusal(request.headerFields, maxBodySize: maxBodySize) {
                return refusal
            }
            let idempotencyKey: String?
            switch Self.idempotencyKey(request.headerFields) {
            case .success(let key): idempotencyKey = key
            case .failure(let refusal): return refusal.response
            }
            var waitLimit = duplicateWait
            if let value = request.headerFields.value(.timeRemaining) {
                guard let clientWait = Self.clientWait(value) else {
                    return Self.json(
                        .badRequest,
                        [
                            "error": "bad-request",
                            "message":
                                "the \(Self.timeRemainingHeader) header must be a whole number of milliseconds, not "
                                + "'\(requestExcerpt(value, limit: 32))'",
                        ])
                }
                waitLimit = min(waitLimit, clientWait)
            }
            let body: ByteBuffer
            let principal: Principal
            switch await authentication.body(of: request, reader: reader, logger: logger) {
            case .refused(let refusal): return refusal
            case .answered(let (who, authenticated)): (principal, body) = (who, authenticated)
            }
            let response: ActionResponse
            do {
                response = try ActionResponse(jsonBody: Array(body.readableBytesView))
            } catch {
                return Self.json(.badRequest, ["error": "bad-request", "message": error.message])
            }
            let clientKey =
                idempotencyKey
                ?? "\(response.categoryIdentifier)/\(response.actionIdentifier)/\(response.notificationIdentifier)"
            // The record is the caller's alone, and bound to what this request asks.
            let delivery = DeliveryRequest(
                principal: principal.id, fingerprint: Self.fingerprint(of: response))
            let key = delivery.scopedKey(clientKey)
            let abandonedClaim: AbandonedClaim?
            switch await admit(key: key, delivery: delivery, waitLimit: waitLimit, logger: logger) {
            case .run(let abandoned): abandonedClaim = abandoned
            case .answer(let answer): return answer
            }
            let requestID = request.headerFields.value(.requestID) ?? clientKey
            let dispatcher = dispatcher
            let ran = await idempotency.runClaimed(
                key: key,
                completedAnswer: { result in
                    let (status, json) = Self.answer(for: .completed(result), response: response)
                    return StoredResponse(status: Int(status.code), body: json)
                },
                {
                    let outcome = await dispatcher.dispatch(
                        response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
                    let (status, json) = Self.answer(for: outcome, response: response)
                    return StoredResponse(status: Int(status.code), body: json)
                })
            switch ran {
            case .answered(let stored):
                let idempotency = idempotency
                if case .refused = await backend(
                    "Could not record a delivery's outcome", store: true, logger: logger,
                    { try await idempotency.finish(key: key, response: stored) })
                {
                    // The handler ran: its answer goes back all the same. A store that cannot keep the answer for later
                    // (the PostgreSQL store writes it when the database is back) leaves the claim unfinished until its
                    // lease runs out, and a duplicate then runs the handler again (the documentation's "Receiving taps
                    // over HTTP").
                }
                return Self.replay(stored)
            case .recorded(let stored):
                return Self.replay(stored)
            case .notRecorded:
                // A transactional handler's writes did not commit (or the store settles a commit it cannot confirm):
                // the retry runs it again, or gets the answer that did commit.
                failures.error(
                    logger, "Could not record a delivery's outcome with its handler's writes",
                    error: "the transaction did not commit, or did not say whether it did")
                return Self.unavailable()
            case .claimTakenOver:
                return conflict(leaseRemaining: nil)
            }
        }

        /// A 400 that ends the request before anything is read.
        struct HeaderRefusal: Error {
            let response: EndpointAnswer
        }

        /// The `Idempotency-Key`, `nil` when there is none, or the 400 for one that is empty, over 255 bytes, not
        /// UTF-8 (a lossy decoding would make different keys one), or sent twice. SwiftNIO's HTTP/1 decoder already
        /// decodes header values lossily, so a key with U+FFFD (what invalid bytes become) or a control character is
        /// refused too.
        static func idempotencyKey(_ headers: HTTPFields) -> Result<String?, HeaderRefusal> {
            var found: String?
            for field in headers where field.name == .idempotencyKey {
                let refusal: String?
                if found != nil {
                    refusal = "send one \(idempotencyHeader) header, not several"
                } else if let key = field.withUnsafeBytesOfValue({ String(validating: $0, as: UTF8.self) }),
                    !key.unicodeScalars.contains(where: { $0 == "\u{FFFD}" || $0.value < 0x20 || $0.value == 0x7F })
                {
                    found = key
                    refusal =
                        key.isEmpty
                        ? "the \(idempotencyHeader) header is empty: send a key per tap, or none"
                        : key.utf8.count > maxIdempotencyKeyLength
                            ? "the \(idempotencyHeader) header is longer than \(maxIdempotencyKeyLength) bytes" : nil
                } else {
                    refusal = "the \(idempotencyHeader) header is not valid UTF-8"
                }
                if let refusal {
                    return .failure(
                        HeaderRefusal(response: json(.badRequest, ["error": "bad-request", "message": refusal])))
                }
            }
            return .success(found)
        }

        /// What a key is bound to: SHA-256 over what the tap is — its category, action and notification identifiers,
        /// its text, its `target-content-id` and its user info (as JSON with sorted keys) — each field followed by a
        /// NUL, and a marker for a field that is absent. `received-at` is left out: iOS may hand the same tap over twice,
        /// and each handover is dated anew, yet it is one tap under one key. So is the spelling of the JSON (member
        /// order, spaces, escapes): a retry that encodes the same tap again is the same request.
        static func fingerprint(of response: ActionResponse) -> [UInt8] {
            var hash = SHA256()
            func feed(_ field: String?) {
                guard var field else { return hash.update(data: [1]) }  // absent, unlike any present field's NUL
                field.withUTF8 { hash.update(bufferPointer: UnsafeRawBufferPointer($0)) }
                hash.update(data: [0])
            }
            feed(response.categoryIdentifier)
            feed(response.actionIdentifier)
            feed(response.notificationIdentifier)
            feed(response.userText)
            feed(response.targetContentIdentifier)
            JSONValue.object(response.userInfo).jsonBytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
            return Array(hash.finalize())
        }

        /// 422: the key names another request's record.
        static func keyReused() -> EndpointAnswer {
            json(
                .unprocessableContent,
                [
                    "error": "idempotency-key-reused",
                    "message":
                        "this \(idempotencyHeader) was used for a different tap (category, action, notification id, "
                        + "text or user info): send a new key for a new tap",
                ])
        }

        /// 429 (this caller's quota) or 503 (the store is full), with `Retry-After` at the oldest record's expiry.
        static func overQuota(retryAfter: Duration, perPrincipal: Bool) -> EndpointAnswer {
            json(
                perPrincipal ? .tooManyRequests : .serviceUnavailable,
                [
                    "error": perPrincipal ? "too-many-deliveries" : "unavailable",
                    "message":
                        perPrincipal
                        ? "this caller has as many deliveries on record as it may; retry later"
                        : "the service has as many deliveries on record as it may; retry later",
                ],
                retryAfter: wholeSeconds(retryAfter))
        }

        /// How long a client that can wait `value` milliseconds lets a duplicate wait: a tenth of it, and at least 250 ms,
        /// is kept for the answer's way back. `nil` when `value` is not a whole number.
        static func clientWait(_ value: String) -> Duration? {
            guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let milliseconds = Int64(value)
            else { return nil }
            let remaining = Duration.milliseconds(milliseconds)
            return max(.zero, remaining - max(remaining / 10, .milliseconds(250)))
        }

        /// What the idempotency store decides for a delivery.
        private enum Admission {
            /// This delivery holds the key: run the handler (`abandoned` when it took over a dead instance's claim).
            case run(abandoned: AbandonedClaim?)
            /// Answer with this: an earlier delivery's answer, a 409 or a 503.
            case answer(EndpointAnswer)
        }

        /// Claims `key`, or waits for the delivery that holds it: until its answer comes, or its lease runs out (then
        /// claims again and takes it over), or `waitLimit` passes (409, with `Retry-After` at the lease's end).
        private func admit(key: String, delivery: DeliveryRequest, waitLimit: Duration, logger: Logger) async
            -> Admission
        {
            // Made at the first wait, so a delivery that claims at once (nearly all) reads no clock here.
            var elapsed: (@Sendable () -> Duration)?
            let idempotency = idempotency
            // Each round is a claim and, while another delivery holds the key, one wait. A wait ends early only when
            // that claim is released or its lease runs out, so a few rounds cover every real sequence; the cap keeps a
            // store whose claim and wait disagree from spinning.
            for _ in 0..<8 {
                let claimed = await backend(
                    "Idempotency store unavailable", store: true, logger: logger,
                    late: { result in
                        // A claim that answered after the limit holds the key for a request that was already answered
                        // 503: give it back, so the client's retry runs the handler instead of waiting out the lease.
                        guard case .success(let claim) = result, claim.isClaimed else { return }
                        Task { try? await idempotency.release(key: key) }
                    },
                    { try await idempotency.claim(key: key, request: delivery) })
                let leaseRemaining: Duration?
                switch claimed {
                case .refused(let unavailable):
                    return .answer(unavailable)
                case .answered(.claimed):
                    return .run(abandoned: nil)
                case .answered(.tookOver(let abandoned)):
                    logger.warning(
                        "Took over a delivery whose claim outlived its lease; its handler may have run already",
                        metadata: ["claimed-at": "\(abandoned.claimedAt)"])
                    return .run(abandoned: abandoned)
                case .answered(.finished(let stored)):
                    return .answer(Self.replay(stored, replayed: true))
                case .answered(.inProgress(let remaining)):
                    leaseRemaining = remaining
                case .answered(.differentRequest):
                    return .answer(Self.keyReused())
                case .answered(.overQuota(let retryAfter, let perPrincipal)):
                    logger.warning(
                        perPrincipal
                            ? "Refused a new delivery: its caller holds as many idempotency records as it may"
                            : "Refused a new delivery: the idempotency store holds as many records as it may",
                        metadata: ["retry-after": "\(Self.wholeSeconds(retryAfter)) s"])
                    return .answer(Self.overQuota(retryAfter: retryAfter, perPrincipal: perPrincipal))
                }
                let waited = elapsed ?? stopwatch(on: clock)
                elapsed = waited
                let left = waitLimit - waited()
                guard left > .zero else { return .answer(conflict(leaseRemaining: leaseRemaining)) }
                let wait = leaseRemaining.map { min(left, $0) } ?? left
                switch await backend(
                    "Idempotency store unavailable", store: true, logger: logger, limit: wait + backendTimeout,
                    { try await idempotency.waitForResponse(key: key, timeout: wait) })
                {
                case .refused(let unavailable): return .answer(unavailable)
                case .answered(let stored?): return .answer(Self.replay(stored, replayed: true))
                case .answered(nil): continue  // Released, forgotten, past its lease, or out of time: claim again.
                }
            }
            return .answer(conflict(leaseRemaining: nil))
        }

        private func conflict(leaseRemaining: Duration?) -> EndpointAnswer {
            let seconds = leaseRemaining.map { Self.wholeSeconds($0) } ?? 1
            return Self.json(
                .conflict,
                [
                    "error": "in-progress",
                    "message": "the same delivery is still being handled; retry after \(seconds) s",
                ],
                retryAfter: seconds)
        }

        /// The endpoint's bound, clock and failure log, for each call that may leave the process.
        private var backends: BackendCalls { BackendCalls(clock: clock, timeout: backendTimeout, failures: failures) }

        /// Runs one call to the idempotency store (`store`) or the authenticator's readiness check, bounded when the
        /// callee has a backend (see ``BackendCalls/call(_:bounded:authentication:logger:limit:late:_:)``).
        private func backend<Value: Sendable>(
            _ message: Logger.Message, store: Bool, logger: Logger, limit: Duration? = nil,
            late: @escaping @Sendable (Result<Value, any Error>) -> Void = { _ in },
            _ call: @escaping @Sendable () async throws -> Value
        ) async -> BackendAnswer<Value> {
            await backends.call(
                message, bounded: store ? idempotency.hasBackend : authenticator.hasBackend, authentication: !store,
                logger: logger, limit: limit, late: late, call)
        }

        /// `GET /ready`: whether the idempotency store and the authenticator's backend answer now, each within
        /// ``backendTimeout``. The reasons are logged, not sent: the endpoint may be public.
        func readiness(logger: Logger) async -> EndpointAnswer {
            let idempotency = idempotency
            let authenticator = authenticator
            async let store = backend(
                "Readiness: the idempotency store is unavailable", store: true, logger: logger,
                { try await idempotency.checkReadiness() })
            async let authentication = backend(
                "Readiness: the authenticator's backend is unavailable", store: false, logger: logger,
                { try await authenticator.checkReadiness() })
            let storeReady = if case .answered = await store { true } else { false }
            let authenticationReady = if case .answered = await authentication { true } else { false }
            let ready = storeReady && authenticationReady
            return Self.json(
                ready ? .ok : .serviceUnavailable,
                [
                    "status": ready ? "ready" : "unavailable",
                    "idempotency-store": storeReady ? "ok" : "unavailable",
                    "authentication": authenticationReady ? "ok" : "unavailable",
                ],
                retryAfter: ready ? nil : Self.unavailableRetryAfterSeconds)
        }

        static func unavailable() -> EndpointAnswer {
            json(
                .serviceUnavailable, ["error": "unavailable", "message": "try again later"],
                retryAfter: Self.unavailableRetryAfterSeconds)
        }

        /// Whole seconds for `Retry-After`, rounded up, at least 1.
        static func wholeSeconds(_ duration: Duration) -> Int {
            let (seconds, attoseconds) = duration.components
            return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
        }

        static func tooLarge(maxBodySize: Int) -> EndpointAnswer {
            json(
                .contentTooLarge,
                [
                    "error": "payload-too-large", "message": "the body is larger than \(maxBodySize) bytes",
                ])
        }

        /// The answer to a declared `Content-Length` that is not a length (400) or is over `maxBodySize` (413): refused
        /// before a byte is read. `nil` when there is none or it fits; a body without one is bounded as it is read.
        static func declaredLengthRefusal(_ headers: HTTPFields, maxBodySize: Int) -> EndpointAnswer? {
            guard let declared = headers.value(.contentLength) else { return nil }
            guard let length = Int(declared), length >= 0 else {
                return json(
                    .badRequest,
                    [
                        "error": "bad-request",
                        "message": "invalid Content-Length '\(requestExcerpt(declared, limit: 32))'",
                    ])
            }
            return length > maxBodySize ? tooLarge(maxBodySize: maxBodySize) : nil
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
        static func replay(_ stored: StoredResponse, replayed: Bool = false) -> EndpointAnswer {
            var headers = jsonHeaders
            if replayed { headers[.idempotentReplayed] = "true" }
            return EndpointAnswer(
                head: HTTPResponse(status: HTTPResponse.Status(code: stored.status), headerFields: headers),
                body: ByteBuffer(bytes: stored.body))
        }

        /// `Content-Type: application/json`, built once: each answer copies it (copy-on-write; most add nothing).
        private static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

        static func json(_ status: HTTPResponse.Status, _ fields: [String: String], retryAfter: Int? = nil)
            -> EndpointAnswer
        {
            var response = replay(
                StoredResponse(
                    status: Int(status.code), body: JSONValue.object(fields.mapValues { .string($0) }).jsonBytes)
            )
            if let retryAfter { response.head.headerFields[.retryAfter] = String(retryAfter) }
            return response
        }
    }
#endif
