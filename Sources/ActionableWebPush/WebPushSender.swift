#if WebPush
    public import ActionableRuntime
    public import AsyncHTTPClient
    import Foundation
    public import Logging
    import NIOCore

    /// Sends Web Push messages: encrypts each for its subscription (``WebPushEncryption``), signs it for its push
    /// service (``VAPIDSigner``), POSTs it with the caller's `HTTPClient` and says what became of it
    /// (``WebPushOutcome``).
    ///
    /// ```swift
    /// let sender = WebPushSender(httpClient: .shared, signer: signer)
    /// switch await sender.send(payload, to: subscription, options: WebPushOptions(urgency: .high), logger: logger) {
    /// case .delivered: break
    /// case .subscriptionGone: try await subscriptions.delete(subscription)
    /// case .payloadTooLarge, .rejected: logger.error("…")
    /// case .failed: try await queue.retryLater(…)
    /// }
    /// ```
    ///
    /// A 429 or 5xx is tried again after the push service's `Retry-After` (seconds or an HTTP date; else a doubling
    /// backoff), within the ``WebPushRetryPolicy``'s attempts and total wait. 404 and 410 mean the subscription is
    /// gone, 413 that the payload is too large: neither is retried. A network failure is retried too: should the first
    /// attempt have arrived after all, the browser shows the second in its place (the notification's `tag` is its id).
    public struct WebPushSender: Sendable {
        /// Signs each push's `Authorization` header; one token per push service origin.
        public let signer: VAPIDSigner
        /// How long a push that the push service cannot take yet is retried.
        public let retryPolicy: WebPushRetryPolicy
        private let transport: any WebPushTransport
        private let clock: any ActionableClock

        /// A sender that POSTs with `httpClient`.
        /// - Parameters:
        ///   - httpClient: the client the service already runs (its lifetime is the caller's).
        ///   - signer: the VAPID signer.
        ///   - retryPolicy: how 429, 5xx and network failures are retried.
        ///   - timeout: the deadline of each attempt.
        ///   - clock: waits between attempts and reads the time an HTTP-date `Retry-After` is counted from.
        public init(
            httpClient: HTTPClient, signer: VAPIDSigner, retryPolicy: WebPushRetryPolicy = WebPushRetryPolicy(),
            timeout: Duration = .seconds(30), clock: any ActionableClock = ContinuousClock()
        ) {
            self.init(
                transport: HTTPClientTransport(client: httpClient, timeout: timeout), signer: signer,
                retryPolicy: retryPolicy, clock: clock)
        }

        init(
            transport: any WebPushTransport, signer: VAPIDSigner,
            retryPolicy: WebPushRetryPolicy = WebPushRetryPolicy(),
            clock: any ActionableClock
        ) {
            self.transport = transport
            self.signer = signer
            self.retryPolicy = retryPolicy
            self.clock = clock
        }

        /// `payload` encrypted for `subscription` and signed for its push service, with `options`' headers.
        /// - Throws: ``WebPushInputError`` when the endpoint is not an http(s) URL or the payload is too large.
        public func request(
            _ payload: WebPushPayload, to subscription: WebPushSubscription, options: WebPushOptions = WebPushOptions()
        ) throws(WebPushInputError) -> WebPushRequest {
            let body = try WebPushEncryption.encrypt(payload.plaintext, for: subscription)
            var headers: [(name: String, value: String)] = [
                ("Authorization", try signer.authorization(forEndpoint: subscription.endpoint)),
                ("Content-Encoding", "aes128gcm"),
                ("Content-Type", "application/octet-stream"),
            ]
            headers.append(contentsOf: options.headers)
            return WebPushRequest(endpoint: subscription.endpoint, headers: headers, body: body)
        }

        /// Encrypts, signs and sends `payload` to `subscription`.
        /// - Returns: what became of it; a payload that cannot be encrypted is ``WebPushOutcome/rejected(status:excerpt:)``
        ///   with status 0.
        public func send(
            _ payload: WebPushPayload, to subscription: WebPushSubscription, options: WebPushOptions = WebPushOptions(),
            logger: Logger
        ) async -> WebPushOutcome {
            let request: WebPushRequest
            do {
                request = try self.request(payload, to: subscription, options: options)
            } catch {
                logger.error("Web Push not sent", metadata: ["reason": "\(error)"])
                return .rejected(status: 0, excerpt: error.description)
            }
            return await send(request, logger: logger)
        }

        /// Sends a prepared request, retrying as ``retryPolicy`` allows.
        public func send(_ request: WebPushRequest, logger: Logger) async -> WebPushOutcome {
            var logger = logger
            logger[metadataKey: "push-service"] = "\(request.endpoint.host ?? "?")"
            var waited = Duration.zero
            var backoff = retryPolicy.initialBackoff
            var attempt = 0
            while true {
                attempt += 1
                let reason: String
                var retryAfter: Duration?
                do {
                    let response = try await transport.post(request)
                    switch response.status {
                    case 200..<300:
                        logger.debug("Web Push delivered", metadata: ["status": "\(response.status)"])
                        return .delivered(status: response.status, attempts: attempt)
                    case 404, 410:
                        logger.info("Web Push subscription gone", metadata: ["status": "\(response.status)"])
                        return .subscriptionGone(status: response.status)
                    case 413:
                        logger.error("Web Push payload too large", metadata: ["bytes": "\(request.body.count)"])
                        return .payloadTooLarge
                    case 429, 500..<600:
                        reason =
                            "the push service answered \(response.status)\(Self.excerpt(response.body, prefix: ": "))"
                        retryAfter = response.retryAfter.flatMap { RetryAfter.delay($0, now: clock.wallClockNow) }
                    default:
                        let excerpt = Self.excerpt(response.body, prefix: "")
                        logger.error(
                            "Web Push rejected", metadata: ["status": "\(response.status)", "answer": "\(excerpt)"])
                        return .rejected(status: response.status, excerpt: excerpt)
                    }
                } catch {
                    reason = "the request failed: \(error)"
                }
                let wait = retryAfter ?? backoff
                guard attempt < retryPolicy.maxAttempts, waited + wait <= retryPolicy.maxTotalWait else {
                    logger.warning(
                        "Web Push not delivered", metadata: ["reason": "\(reason)", "attempts": "\(attempt)"])
                    return .failed(reason: reason, attempts: attempt, retryAfter: retryAfter)
                }
                logger.debug("Web Push retried", metadata: ["reason": "\(reason)", "wait": "\(wait)"])
                do {
                    try await clock.sleep(for: wait)
                } catch {
                    return .failed(
                        reason: "cancelled while waiting to retry: \(reason)", attempts: attempt, retryAfter: retryAfter
                    )
                }
                waited += wait
                if retryAfter == nil { backoff *= 2 }
            }
        }

        /// The start of a push service's answer, one line, at most 200 characters, for a message.
        static func excerpt(_ body: [UInt8], prefix: String) -> String {
            let text = String(decoding: body.prefix(400), as: UTF8.self)
                .map { $0.isNewline || $0 == "\t" ? " " : $0 }
            let trimmed = String(text).trimmingWhitespace
            guard !trimmed.isEmpty else { return "" }
            return prefix + (trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed)
        }
    }

    /// A push service's answer, as much as the sender reads of it.
    struct WebPushResponse: Sendable {
        var status: Int
        var retryAfter: String?
        var body: [UInt8]
    }

    /// What POSTs a request: the caller's `HTTPClient`, or a test's stand-in.
    protocol WebPushTransport: Sendable {
        func post(_ request: WebPushRequest) async throws -> WebPushResponse
    }

    struct HTTPClientTransport: WebPushTransport {
        let client: HTTPClient
        let timeout: Duration

        func post(_ request: WebPushRequest) async throws -> WebPushResponse {
            var outgoing = HTTPClientRequest(url: request.endpoint.absoluteString)
            outgoing.method = .POST
            for header in request.headers { outgoing.headers.add(name: header.name, value: header.value) }
            outgoing.body = .bytes(ByteBuffer(bytes: request.body))
            let components = timeout.components
            let response = try await client.execute(
                outgoing,
                timeout: .nanoseconds(components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000))
            // Push services answer errors with a short text or JSON; the start is enough to say why, and an answer
            // of any length is still an answer (not a failure to retry).
            var body: [UInt8] = []
            // The rest is not read: an endpoint that trickles an endless answer cannot hold the send to its timeout.
            for try await var chunk in response.body {
                body += chunk.readBytes(length: min(chunk.readableBytes, 4096 - body.count)) ?? []
                if body.count >= 4096 { break }
            }
            return WebPushResponse(
                status: Int(response.status.code), retryAfter: response.headers.first(name: "Retry-After"), body: body)
        }
    }

    /// `Retry-After` (RFC 9110 section 10.2.3): delay-seconds or an HTTP date.
    enum RetryAfter {
        static func delay(_ value: String, now: Date) -> Duration? {
            let text = value.trimmingWhitespace
            if let seconds = Int(text) { return seconds >= 0 ? .seconds(seconds) : nil }
            guard let date = httpDate(text) else { return nil }
            let seconds = date.timeIntervalSince(now)
            return seconds <= 0 ? .zero : .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }

        /// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form servers send.
        static func httpDate(_ text: String) -> Date? {
            makeFormatter().date(from: text)
        }

        static func makeFormatter() -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            return formatter
        }
    }
#endif
