#if WebPush
    import Actionable
    import ActionableWebPush
    public import ArgumentParser
    import AsyncHTTPClient
    import Foundation
    import Logging

    extension WebPushUrgency: ExpressibleByArgument {}

    extension WebPushCommand {
        /// `actionable-webpush send`: one push, built from the registry, to one subscription.
        struct Send: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Send one Web Push message to one subscription.",
                discussion: """
                    The message is checked against the category files first (the category exists, the encrypted \
                    record fits 4096 bytes; a category with more actions than a browser shows is a warning), \
                    encrypted for the subscription (aes128gcm) and signed with the VAPID private key in \
                    $ACTIONABLE_VAPID_PRIVATE_KEY (make one with `actionable-webpush vapid-keys`).

                    The subscription file is what the page's PushSubscription.toJSON() gives: \
                    {"endpoint": "https://…", "keys": {"p256dh": "…", "auth": "…"}}.

                    Exit status: 0 delivered; 1 not delivered (the checks or the push service refused it, or \
                    retries ran out); 3 the push service says the payload is too large (413); 4 the subscription \
                    is gone (404 or 410: delete it, and do not send to it again); 64 usage; 65 a malformed \
                    subscription, key or --user-info; 66 a missing file; 74 an unreadable file; 78 \
                    $ACTIONABLE_VAPID_PRIVATE_KEY is not set.
                    """
            )

            @Option(help: "Category files or directories (the registry the site's worker was generated from).")
            var categories: [String] = ["Categories"]

            @Option(help: "The subscription: a JSON file of PushSubscription.toJSON().")
            var subscription: String

            @Option(help: "The category whose actions the notification shows.")
            var category: String

            @Option(help: "The notification's id (its tag, and the tap's notification-id).")
            var notificationId: String

            @Option(help: "The notification's title.")
            var title: String

            @Option(help: "The notification's body.")
            var body: String?

            @Option(help: "A JSON object echoed back in the tap's user-info, e.g. '{\"invite-id\":\"42\"}'.")
            var userInfo: String?

            @Option(help: "Echoed back in the tap's target-content-id.")
            var targetContentId: String?

            @Option(help: "What a click on the body or a foreground action opens (a path on the site).")
            var url: String?

            @Option(help: "A mailto: or https: contact for the push service (the VAPID subject).")
            var subject: String

            @Option(help: "Seconds the push service keeps the message for an offline browser (TTL).")
            var ttl: Int = 86_400

            @Option(help: "very-low, low, normal or high.")
            var urgency: WebPushUrgency = .normal

            @Option(help: "Replaces a waiting message with the same topic (at most 32 base64url characters).")
            var topic: String?

            @Option(help: "Attempts in all when the push service answers 429 or 5xx.")
            var maxAttempts: Int = 3

            @Option(help: "Seconds all waits between attempts may take together.")
            var maxWait: Int = 30

            @Flag(help: "Log each attempt on standard error.")
            var verbose = false

            func validate() throws {
                if ttl < 0 { throw ValidationError("--ttl must be 0 or more seconds") }
                if maxAttempts < 1 { throw ValidationError("--max-attempts must be at least 1") }
                if maxWait < 0 { throw ValidationError("--max-wait must be 0 or more seconds") }
                if let topic {
                    do { _ = try WebPushTopic(topic) } catch { throw ValidationError("\(error)") }
                }
                guard subject.hasPrefix("mailto:") || subject.hasPrefix("https:") else {
                    throw ValidationError(
                        "--subject must be a mailto: or https: contact for the push service, e.g. mailto:push@example.com"
                    )
                }
            }

            func run() async throws {
                guard let keyText = ProcessInfo.processInfo.environment["ACTIONABLE_VAPID_PRIVATE_KEY"],
                    !keyText.isEmpty
                else {
                    printError(
                        "error: $ACTIONABLE_VAPID_PRIVATE_KEY is not set: export the VAPID private key from the service's secret store (make a pair with `actionable-webpush vapid-keys`)"
                    )
                    throw WebPushExit.configurationError
                }
                let signer: VAPIDSigner
                let subscription: WebPushSubscription
                var message = WebPushMessage(
                    category: category, notificationID: notificationId, title: title, body: body,
                    targetContentID: targetContentId, url: url)
                do {
                    signer = try VAPIDSigner(key: VAPIDKey(base64URLPrivateKey: keyText), subject: subject)
                    subscription = try readSubscription()
                    if let userInfo { message.userInfo = try Self.userInfo(userInfo) }
                } catch let error as WebPushInputError {
                    printError("error: \(error)")
                    throw WebPushExit.dataError
                }
                let payload = try await checkedPayload(message)
                let options = WebPushOptions(
                    timeToLive: ttl, urgency: urgency, topic: try topic.map { try WebPushTopic($0) })
                var logger = Logger(
                    label: "actionable-webpush", factory: { label in StreamLogHandler.standardError(label: label) })
                logger.logLevel = verbose ? .debug : .critical
                // Redirects are not followed: the endpoint came from a browser, and a redirect could point anywhere.
                var configuration = HTTPClient.Configuration()
                configuration.redirectConfiguration = .disallow
                let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
                let sender = WebPushSender(
                    httpClient: client, signer: signer,
                    retryPolicy: WebPushRetryPolicy(maxAttempts: maxAttempts, maxTotalWait: .seconds(maxWait)))
                let outcome = await sender.send(payload, to: subscription, options: options, logger: logger)
                try? await client.shutdown()
                try Self.report(outcome)
            }

            func readSubscription() throws -> WebPushSubscription {
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: subscription))
                } catch {
                    let missing = !FileManager.default.fileExists(atPath: subscription)
                    printError(
                        missing
                            ? "error: \(subscription): no such file; save the page's PushSubscription.toJSON() there"
                            : "error: cannot read \(subscription): \(error.localizedDescription)")
                    throw missing ? WebPushExit.noInput : WebPushExit.ioError
                }
                do {
                    return try WebPushSubscription(json: data)
                } catch {
                    throw WebPushInputError(what: "\(subscription):", problem: "\(error)")
                }
            }

            static func userInfo(_ text: String) throws(WebPushInputError) -> [String: JSONValue] {
                guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
                    case .object(let members) = value
                else {
                    throw WebPushInputError(
                        what: "--user-info", problem: "must be a JSON object, e.g. '{\"invite-id\":\"42\"}'")
                }
                return members
            }

            /// The message's payload, checked against the category files; their errors, or the message's, end the
            /// command.
            func checkedPayload(_ message: WebPushMessage) async throws -> WebPushPayload {
                let loaded: LoadResult
                do {
                    loaded = try await CategoryLoader().load(paths: categories)
                } catch {
                    printError("error: \(error)")
                    throw ExitCode(error.sysexitsCode)
                }
                let fileErrors = loaded.diagnostics.filter { $0.severity == .error }
                guard fileErrors.isEmpty else {
                    fileErrors.forEach { printError($0.description) }
                    printError("error: the category files have errors; fix them first (`actionable validate`)")
                    throw WebPushExit.notDelivered
                }
                do {
                    let payload = try message.payload(checkedAgainst: loaded.registry, file: "<message>")
                    payload.warnings.forEach { printError($0.description) }
                    return payload
                } catch {
                    error.diagnostics.forEach { printError($0.description) }
                    printError("error: the message was not sent")
                    throw WebPushExit.notDelivered
                }
            }

            static func report(_ outcome: WebPushOutcome) throws {
                switch outcome {
                case .delivered(let status, let attempts):
                    print(
                        "delivered: the push service answered \(status) (\(attempts) attempt\(attempts == 1 ? "" : "s"))"
                    )
                case .subscriptionGone(let status):
                    printError(
                        "error: the subscription is gone (the push service answered \(status)): delete it from your store; sending to it again never succeeds"
                    )
                    throw WebPushExit.subscriptionGone
                case .payloadTooLarge:
                    printError(
                        "error: the push service refused the payload as too large (413): shorten the title and body, or send an id in --user-info and fetch the rest on click; retrying does not help"
                    )
                    throw WebPushExit.payloadTooLarge
                case .rejected(let status, let excerpt):
                    printError(
                        "error: the push service refused the push (\(status))\(excerpt.isEmpty ? "" : ": \(excerpt)"); check the VAPID key the page subscribed with and the subscription"
                    )
                    throw WebPushExit.notDelivered
                case .failed(let reason, let attempts, let retryAfter):
                    let later = retryAfter.map { "; the push service asked to wait \($0.components.seconds) s" } ?? ""
                    printError(
                        "error: not delivered after \(attempts) attempt\(attempts == 1 ? "" : "s"): \(reason)\(later); try again later"
                    )
                    throw WebPushExit.notDelivered
                }
            }
        }
    }
#endif
