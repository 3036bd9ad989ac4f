/// Checks a Web Push message against the registry, with the same diagnostics as APNs payloads: the category must be
/// one the registry declares (`unknown-category`), the encrypted record must fit the 4,096 bytes push services take
/// (`payload-too-large`), and a category with more actions than a browser shows gets a warning that the rest are
/// not shown (`ignored-on-platform`).
///
/// The sizes are those of RFC 8291's `aes128gcm` with one record: a header of 86 bytes (salt, record size, the
/// 65-byte key id), the plaintext, one padding delimiter and a 16-byte tag.
public struct WebPushPayloadChecker: Sendable {
    /// The largest encrypted record push services accept (RFC 8291 section 4: 4,096 octets).
    public static let maxRecordSize = 4096
    /// What encryption adds to the plaintext: 86 bytes of header, 1 padding delimiter, 16 bytes of tag.
    public static let recordOverhead = 86 + 1 + 16
    /// The largest plaintext whose record fits: 3,993 bytes.
    public static let maxPlaintextSize = maxRecordSize - recordOverhead
    /// How many actions Chromium shows (`Notification.maxActions`); the registry's order decides which.
    public static let maxActions = WebPlatform.maxActions

    /// The categories the site's generated worker knows.
    public let registry: CategoryRegistry

    /// A checker for messages to a site whose worker was generated from `registry`.
    public init(registry: CategoryRegistry) {
        self.registry = registry
    }

    /// Checks one message.
    /// - Parameters:
    ///   - category: the message's `category`.
    ///   - plaintextSize: the size of the plaintext JSON in UTF-8 bytes, as it is encrypted.
    ///   - file: names the message in diagnostics.
    /// - Returns: every finding: errors for an unknown category or a record over the limit, a warning for actions
    ///   past ``maxActions``.
    public func check(category: String, plaintextSize: Int, file: String = "<web push>") -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let start = SourceLocation(file: file, line: 1, column: 1)
        if plaintextSize > Self.maxPlaintextSize {
            let record = plaintextSize + Self.recordOverhead
            let over = record - Self.maxRecordSize
            findings.append(
                Diagnostic(
                    code: .payloadTooLarge,
                    message:
                        "the encrypted Web Push record is \(record) bytes (\(plaintextSize) of plaintext JSON), \(over) byte\(over == 1 ? "" : "s") over the 4096 push services accept; the push service answers 413 and the push is never delivered: shorten the title and body or send an identifier in 'user-info' and fetch the rest when the notification is clicked",
                    location: start))
        }
        guard let found = registry.category(category) else {
            findings.append(
                Diagnostic(
                    code: .unknownCategory,
                    message:
                        "the Web Push message's category '\(category.forMessage)' is not in the registry, so the generated service worker does not show it as an actionable notification; \(UnknownCategoryRule.hint(for: category, in: registry))",
                    location: start))
            return findings
        }
        if found.actions.count > Self.maxActions {
            let hidden = found.actions[Self.maxActions...].map { "'\($0.identifier.forMessage)'" }
            findings.append(
                Diagnostic(
                    code: .ignoredOnPlatform,
                    message:
                        "category '\(found.identifier.forMessage)' has \(found.actions.count) actions; browsers show at most \(Self.maxActions) (Notification.maxActions in Chromium), so \(hidden.joined(separator: ", ")) \(hidden.count == 1 ? "is" : "are") not shown on the web: put the actions a web user needs first",
                    location: found.actions[Self.maxActions].location, severity: .warning))
        }
        return findings
    }
}
