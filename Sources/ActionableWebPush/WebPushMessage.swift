#if WebPush
    public import Actionable

    /// One notification for a browser, as the generated service worker reads it (`event.data.json()`): which
    /// category's actions to show, the notification's id (its `tag`), its texts, and what the tap echoes back.
    ///
    /// The action buttons are not in the message: the worker takes them from the registry it was generated from,
    /// with each title in the browser's language. The sender localises ``title`` and ``body``.
    ///
    /// ```swift
    /// let message = WebPushMessage(
    ///     category: "INVITE_CATEGORY", notificationID: "inv-42", title: "Dinner at 8?", body: "From Alice",
    ///     userInfo: ["invite-id": .string("42")])
    /// let payload = try message.payload(checkedAgainst: registry)   // the category exists, the record fits
    /// ```
    public struct WebPushMessage: Sendable, Hashable {
        /// The category whose actions the notification shows; it must be in the registry.
        public var category: String
        /// The notification's id: its `tag` in the browser and `notification-id` in the tap.
        public var notificationID: String
        /// The notification's title, already in the reader's language.
        public var title: String
        /// The notification's body text.
        public var body: String?
        /// Echoed back in the tap's `user-info`.
        public var userInfo: [String: JSONValue]
        /// Echoed back in the tap's `target-content-id`.
        public var targetContentID: String?
        /// What a foreground action or a click on the body opens: a URL on the site's own origin.
        public var url: String?

        /// A message; only the category, id and title are required.
        public init(
            category: String, notificationID: String, title: String, body: String? = nil,
            userInfo: [String: JSONValue] = [:], targetContentID: String? = nil, url: String? = nil
        ) {
            self.category = category
            self.notificationID = notificationID
            self.title = title
            self.body = body
            self.userInfo = userInfo
            self.targetContentID = targetContentID
            self.url = url
        }

        /// The plaintext JSON, compact, members in the contract's order (`actionable`, `category`,
        /// `notification-id`, `title`, then the optional ones), `user-info`'s keys sorted.
        public var plaintext: [UInt8] {
            var writer = JSONWriter()
            writer.reserveCapacity(128 + title.utf8.count + (body?.utf8.count ?? 0))
            writer.append(raw: #"{"actionable":1,"category":"#)
            writer.writeString(category)
            writer.append(raw: #","notification-id":"#)
            writer.writeString(notificationID)
            writer.append(raw: #","title":"#)
            writer.writeString(title)
            if let body {
                writer.append(raw: #","body":"#)
                writer.writeString(body)
            }
            if !userInfo.isEmpty {
                writer.append(raw: #","user-info":"#)
                writer.write(JSONWriter.Value(.object(userInfo)))
            }
            if let targetContentID {
                writer.append(raw: #","target-content-id":"#)
                writer.writeString(targetContentID)
            }
            if let url {
                writer.append(raw: #","url":"#)
                writer.writeString(url)
            }
            writer.append(raw: "}")
            return writer.bytes
        }

        /// The message's plaintext, checked against `registry` by ``/Actionable/WebPushPayloadChecker``.
        /// - Parameters:
        ///   - registry: the categories the site's worker was generated from.
        ///   - file: names the message in diagnostics.
        /// - Returns: the plaintext, with the checker's warnings (actions the browser will not show).
        /// - Throws: ``WebPushMessageError`` with every error: an unknown category, a record over 4,096 bytes, an
        ///   empty notification id or title.
        public func payload(checkedAgainst registry: CategoryRegistry, file: String = "<web push>")
            throws(WebPushMessageError) -> WebPushPayload
        {
            let bytes = plaintext
            var findings = WebPushPayloadChecker(registry: registry).check(
                category: category, plaintextSize: bytes.count, file: file)
            let start = SourceLocation(file: file, line: 1, column: 1)
            if notificationID.isEmpty {
                findings.append(
                    Diagnostic(
                        code: .invalidValue,
                        message:
                            "the Web Push message's notification-id is empty; the worker uses it as the notification's tag and the tap's notification-id",
                        location: start))
            }
            if title.isEmpty {
                findings.append(
                    Diagnostic(
                        code: .invalidValue,
                        message: "the Web Push message's title is empty; browsers show a notification with a title",
                        location: start))
            }
            let errors = findings.filter { $0.severity == .error }
            guard errors.isEmpty else { throw WebPushMessageError(diagnostics: errors) }
            return WebPushPayload(plaintext: bytes, warnings: findings)
        }
    }

    /// A message's plaintext that passed the registry's checks, with the warnings it drew.
    public struct WebPushPayload: Sendable, Hashable {
        /// The UTF-8 JSON that is encrypted.
        public let plaintext: [UInt8]
        /// What the checker warned about (actions past the browser's cap).
        public let warnings: [Diagnostic]

        /// A payload of `plaintext`, unchecked: for messages not built from a registry.
        public init(plaintext: [UInt8], warnings: [Diagnostic] = []) {
            self.plaintext = plaintext
            self.warnings = warnings
        }
    }

    /// A message the registry's checks refuse.
    public struct WebPushMessageError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Every error, as ``/Actionable/Diagnostic``s.
        public let diagnostics: [Diagnostic]

        /// An error with `diagnostics`.
        public init(diagnostics: [Diagnostic]) {
            self.diagnostics = diagnostics
        }

        /// The diagnostics, one a line.
        public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    }
#endif
