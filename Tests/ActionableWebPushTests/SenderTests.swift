#if WebPush
    import Actionable
    import ActionableTesting
    import Crypto
    import Foundation
    import Logging
    import Testing

    @testable import ActionableWebPush

    /// A push service that answers from a script and records what it was sent.
    final class ScriptedPushService: WebPushTransport, @unchecked Sendable {
        private let answers: LockedValue<[Result<WebPushResponse, any Error>]>
        private let sent = LockedValue([WebPushRequest]())

        init(_ answers: [Result<WebPushResponse, any Error>]) {
            self.answers = LockedValue(answers)
        }

        var requests: [WebPushRequest] { sent.withLock { $0 } }

        func post(_ request: WebPushRequest) async throws -> WebPushResponse {
            sent.withLock { $0.append(request) }
            let answer = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            return try (answer ?? .success(WebPushResponse(status: 201, retryAfter: nil, body: []))).get()
        }
    }

    struct NetworkDown: Error {}

    @Suite struct SenderTests {
        let clock = ManualClock()
        let browser = P256.KeyAgreement.PrivateKey()
        let auth: [UInt8] = Array(0..<16)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

        func subscription() throws -> WebPushSubscription {
            try WebPushSubscription(
                endpoint: "https://push.example.net/push/1",
                p256dh: Base64URL.encode(browser.publicKey.x963Representation), auth: Base64URL.encode(auth))
        }

        func sender(_ service: ScriptedPushService, policy: WebPushRetryPolicy = WebPushRetryPolicy()) throws
            -> WebPushSender
        {
            WebPushSender(
                transport: service,
                signer: try VAPIDSigner(key: VAPIDKey(), subject: "mailto:a@example.com", clock: clock),
                retryPolicy: policy, clock: clock)
        }

        static func answer(_ status: Int, retryAfter: String? = nil, body: String = "") -> Result<
            WebPushResponse, any Error
        > {
            .success(WebPushResponse(status: status, retryAfter: retryAfter, body: Array(body.utf8)))
        }

        let payload = WebPushPayload(
            plaintext: Array(#"{"actionable":1,"category":"C","notification-id":"n","title":"T"}"#.utf8))

        @Test func aDeliveredPushCarriesTheHeadersAndTheBrowserDecryptsIt() async throws {
            let service = ScriptedPushService([Self.answer(201)])
            let options = WebPushOptions(timeToLive: 60, urgency: .high, topic: try WebPushTopic("t1"))
            let outcome = try await sender(service).send(payload, to: subscription(), options: options, logger: logger)
            #expect(outcome == .delivered(status: 201, attempts: 1))
            let request = try #require(service.requests.first)
            let names = request.headers.map(\.name)
            #expect(names == ["Authorization", "Content-Encoding", "Content-Type", "TTL", "Urgency", "Topic"])
            #expect(request.headers[0].value.hasPrefix("vapid t="))
            #expect(request.headers[1].value == "aes128gcm")
            #expect(request.headers[3].value == "60")
            #expect(request.headers[4].value == "high")
            #expect(
                try WebPushDecryptor(privateKey: browser, authSecret: auth).decrypt(request.body) == payload.plaintext)
        }

        @Test(arguments: [404, 410])
        func aGoneSubscriptionIsSaidSoAndNotRetried(status: Int) async throws {
            let service = ScriptedPushService([Self.answer(status)])
            let outcome = try await sender(service).send(payload, to: subscription(), logger: logger)
            #expect(outcome == .subscriptionGone(status: status))
            #expect(service.requests.count == 1)
        }

        @Test func a413IsThePayloadsFaultAndNotRetried() async throws {
            let service = ScriptedPushService([Self.answer(413)])
            #expect(try await sender(service).send(payload, to: subscription(), logger: logger) == .payloadTooLarge)
            #expect(service.requests.count == 1)
        }

        @Test func anotherClientErrorIsRejectedWithTheServicesWords() async throws {
            let service = ScriptedPushService([Self.answer(403, body: "{\"reason\":\"BadJwtToken\"}\n")])
            let outcome = try await sender(service).send(payload, to: subscription(), logger: logger)
            #expect(outcome == .rejected(status: 403, excerpt: "{\"reason\":\"BadJwtToken\"}"))
        }

        @Test func a429IsRetriedAfterItsRetryAfterSeconds() async throws {
            let service = ScriptedPushService([Self.answer(429, retryAfter: "7"), Self.answer(201)])
            let (sender, subscription) = (try sender(service), try subscription())
            let sending = Task { [payload, logger] in
                await sender.send(payload, to: subscription, logger: logger)
            }
            await clock.sleepers(atLeast: 1)
            #expect(service.requests.count == 1)
            clock.advance(by: .seconds(6))
            #expect(service.requests.count == 1)
            clock.advance(by: .seconds(1))
            #expect(await sending.value == .delivered(status: 201, attempts: 2))
            #expect(service.requests.count == 2)
        }

        @Test func a503IsRetriedAfterAnHTTPDate() async throws {
            let date = RetryAfter.makeFormatter().string(from: clock.wallClockNow.addingTimeInterval(10))
            let service = ScriptedPushService([Self.answer(503, retryAfter: date), Self.answer(202)])
            let (sender, subscription) = (try sender(service), try subscription())
            let sending = Task { [payload, logger] in
                await sender.send(payload, to: subscription, logger: logger)
            }
            await clock.sleepers(atLeast: 1)
            clock.advance(by: .seconds(9))
            #expect(service.requests.count == 1)
            clock.advance(by: .seconds(1))
            #expect(await sending.value == .delivered(status: 202, attempts: 2))
        }

        @Test func retriesStopAtTheAttemptCapWithTheLastReason() async throws {
            let service = ScriptedPushService([
                Self.answer(500), .failure(NetworkDown()), Self.answer(502, body: "bad gateway"),
            ])
            let sender = try sender(service, policy: WebPushRetryPolicy(maxAttempts: 3, initialBackoff: .seconds(1)))
            let subscription = try subscription()
            let sending = Task { [payload, logger] in
                await sender.send(payload, to: subscription, logger: logger)
            }
            await clock.sleepers(atLeast: 1)
            clock.advance(by: .seconds(1))
            await clock.sleepers(atLeast: 1)
            clock.advance(by: .seconds(2))
            let outcome = await sending.value
            #expect(
                outcome == .failed(reason: "the push service answered 502: bad gateway", attempts: 3, retryAfter: nil))
            #expect(service.requests.count == 3)
        }

        @Test func aRetryAfterBeyondTheTotalWaitEndsAtOnce() async throws {
            let service = ScriptedPushService([Self.answer(429, retryAfter: "3600")])
            let outcome = try await sender(service).send(payload, to: subscription(), logger: logger)
            #expect(
                outcome == .failed(reason: "the push service answered 429", attempts: 1, retryAfter: .seconds(3600)))
            #expect(service.requests.count == 1)
        }

        @Test func retryAfterReadsSecondsAndHTTPDates() {
            let now = Date(timeIntervalSince1970: 784_111_777)
            #expect(RetryAfter.delay("120", now: now) == .seconds(120))
            #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == .zero)
            #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:50:37 GMT", now: now) == .seconds(60))
            #expect(RetryAfter.delay("soon", now: now) == nil)
            #expect(RetryAfter.delay("-1", now: now) == nil)
        }
    }
#endif
