#if WebPush
    import Actionable
    import ActionableTesting
    import AsyncHTTPClient
    import Crypto
    import Foundation
    import Logging
    import NIOPosix
    import Testing

    @testable import ActionableWebPush

    /// The sender's real transport, async-http-client, against a push service stand-in on 127.0.0.1.
    @Suite struct HTTPSenderTests {
        struct Secrets {
            let vapidPrivateKey = VAPIDKey().privateKeyBase64URL
        }

        actor SubscriptionStore {
            var deleted: [URL] = []
            func delete(_ subscription: WebPushSubscription) async throws { deleted.append(subscription.endpoint) }
        }

        actor RetryQueue {
            var count = 0
            func retryLater() async throws { count += 1 }
        }

        let browser = P256.KeyAgreement.PrivateKey()
        let auth = (0..<16).map { UInt8(truncatingIfNeeded: $0 * 31) }

        func subscriptionJSON(_ endpoint: String) -> Data {
            let keys =
                #"{"p256dh":"\#(Base64URL.encode(browser.publicKey.x963Representation))","auth":"\#(Base64URL.encode(auth))"}"#
            return Data(#"{"endpoint":"\#(endpoint)","expirationTime":null,"keys":\#(keys)}"#.utf8)
        }

        /// The landing page's example (ActionableWebPush.md), as it is written there.
        func sendAsDocumented(
            secrets: Secrets, httpClient: HTTPClient, storedSubscriptionJSON: Data, registry: CategoryRegistry,
            logger: Logger, store: SubscriptionStore, queue: RetryQueue
        ) async throws {
            // doc:webpush-send:begin
            let signer = try VAPIDSigner(
                key: try VAPIDKey(base64URLPrivateKey: secrets.vapidPrivateKey), subject: "mailto:push@example.com")
            let sender = WebPushSender(httpClient: httpClient, signer: signer)

            let subscription = try WebPushSubscription(json: storedSubscriptionJSON)
            let payload = try WebPushMessage(
                category: "INVITE_CATEGORY", notificationID: "inv-42", title: "Dinner at 8?", body: "From Alice",
                userInfo: ["invite-id": .string("42")], url: "/invites/42"
            ).payload(checkedAgainst: registry)

            let outcome = await sender.send(
                payload, to: subscription, options: WebPushOptions(urgency: .high), logger: logger)
            switch outcome {
            case .delivered: break
            case .subscriptionGone: try await store.delete(subscription)  // 404 or 410: never send to it again
            case .payloadTooLarge, .rejected: logger.error("push refused")  // the message's or the setup's fault
            case .failed: try await queue.retryLater()  // 429 or 5xx after every allowed retry
            }
            // doc:webpush-send:end
        }

        func withClient<T>(_ body: (HTTPClient) async throws -> T) async throws -> T {
            let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton)
            do {
                let result = try await body(client)
                try await client.shutdown()
                return result
            } catch {
                try await client.shutdown()
                throw error
            }
        }

        /// Runs the landing page's example against a stand-in answering `answers`; what it received, where it was,
        /// and what the example deleted.
        func runExample(answering answers: [PushServiceStandIn.Answer]) async throws -> (
            received: [PushServiceStandIn.Received], endpoint: String, deleted: [URL]
        ) {
            let service = try await PushServiceStandIn.start(answering: answers)
            let endpoint = service.endpoint
            let store = SubscriptionStore()
            try await withClient { client in
                try await sendAsDocumented(
                    secrets: Secrets(), httpClient: client, storedSubscriptionJSON: subscriptionJSON(endpoint),
                    registry: Fixtures.registry,
                    logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }),
                    store: store, queue: RetryQueue())
            }
            try await service.stop()
            return (service.received, endpoint, await store.deleted)
        }

        @Test func theLandingPagesExampleDeliversAPushTheBrowserCanRead() async throws {
            let run = try await runExample(answering: [])
            let request = try #require(run.received.first)
            #expect(request.header("Content-Encoding") == "aes128gcm")
            #expect(request.header("Urgency") == "high")
            #expect(request.header("TTL") == "2419200")
            #expect(request.header("Authorization")?.hasPrefix("vapid t=") == true)
            let plaintext = try WebPushDecryptor(privateKey: browser, authSecret: auth).decrypt(request.body)
            #expect(
                String(decoding: plaintext, as: UTF8.self)
                    == #"{"actionable":1,"category":"INVITE_CATEGORY","notification-id":"inv-42","title":"Dinner at 8?","body":"From Alice","user-info":{"invite-id":"42"},"url":"/invites/42"}"#
            )
            #expect(run.deleted.isEmpty)
        }

        @Test func theLandingPagesExampleDeletesAGoneSubscription() async throws {
            let run = try await runExample(answering: [.init(status: 410)])
            #expect(run.deleted.map(\.absoluteString) == [run.endpoint])
        }

        @Test func overHTTPA429IsRetriedAfterItsRetryAfterAndAnErrorAnswerIsQuoted() async throws {
            let service = try await PushServiceStandIn.start(answering: [
                .init(status: 429, headers: [("Retry-After", "30")]),
                .init(status: 201),
                .init(status: 400, body: "UnauthorizedRegistration\n" + String(repeating: "x", count: 100_000)),
            ])
            let clock = ManualClock()
            let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            let subscription = try WebPushSubscription(json: subscriptionJSON(service.endpoint))
            let payload = WebPushPayload(plaintext: Array(#"{"actionable":1}"#.utf8))
            try await withClient { client in
                let sender = WebPushSender(
                    httpClient: client, signer: try VAPIDSigner(key: VAPIDKey(), subject: "mailto:a@example.com"),
                    clock: clock)
                let sending = Task { await sender.send(payload, to: subscription, logger: logger) }
                await clock.sleepers(atLeast: 1)
                clock.advance(by: .seconds(30))
                #expect(await sending.value == .delivered(status: 201, attempts: 2))
                let refused = await sender.send(payload, to: subscription, logger: logger)
                guard case .rejected(400, let excerpt) = refused else {
                    Issue.record("expected a rejection, got \(refused)")
                    return
                }
                #expect(excerpt.hasPrefix("UnauthorizedRegistration xxx"))
                #expect(excerpt.count == 201)
            }
            try await service.stop()
            #expect(service.received.count == 3)
        }
    }
#endif
