/// Checks a Firebase Cloud Messaging HTTP v1 request body (`{"message": {...}}`, what `projects.messages.send`
/// takes) that carries a category to the Android app, against the registry, with the same kind of diagnostics as
/// APNs payloads: the category must be one the registry declares (`unknown-category`), and the catalog's FCM rules
/// (`fcm-*`) judge what Android and FCM need: a data message (the app builds the notification with the category's
/// actions), string values, at most 4,096 bytes of data, no reserved keys, high priority, a valid collapse key and TTL.
///
/// The message's `data` carries the same fields as the web's message: `actionable` (`"1"`), `category`,
/// `notification-id`, `title`, `body`, `user-info` (a JSON object, as a string) and `target-content-id`.
///
/// ```swift
/// let findings = FCMPayloadChecker(registry: result.registry).check(bytes, file: "message.json")
/// ```
public struct FCMPayloadChecker: Sendable {
    /// The most data a message carries: "Maximum payload for both message types is 4096 bytes" (Firebase, "Message
    /// types"), the custom key-value pairs of `data`, keys and values counted in UTF-8.
    public static let maxDataSize = 4096
    /// The longest time to live FCM keeps a message for an offline device: 4 weeks (`AndroidConfig.ttl`).
    public static let maxTimeToLive = 28 * 24 * 60 * 60
    /// The keys FCM reserves in `data`, beside any key that starts with `google` or `gcm` (Android's "Set up a
    /// Firebase Cloud Messaging client app": "from", "notification", "message_type").
    public static let reservedKeys: Set<String> = ["from", "notification", "message_type"]
    /// The prefixes FCM reserves in `data`.
    public static let reservedPrefixes = ["google", "gcm"]
    /// The data fields of an actionable message, in the order the builder writes them.
    public static let dataFields = [
        "actionable", "category", "notification-id", "title", "body", "user-info", "target-content-id",
    ]

    /// The categories the Android app's generated code knows.
    public let registry: CategoryRegistry

    /// A checker for messages to an app whose Android code was generated from `registry`.
    public init(registry: CategoryRegistry) {
        self.registry = registry
    }

    /// Checks one request body.
    /// - Parameters:
    ///   - bytes: the JSON, as sent to `https://fcm.googleapis.com/v1/projects/PROJECT/messages:send`.
    ///   - file: names the message in diagnostics.
    /// - Returns: every finding, in file order.
    public func check(_ bytes: [UInt8], file: String = "<fcm>") -> [Diagnostic] {
        var sink = DiagnosticSink()
        let start = SourceLocation(file: file, line: 1, column: 1)
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes)
        } catch {
            let location = SourceLocation(file: file, line: error.position.line, column: error.position.column)
            switch error.kind {
            case .syntax: sink.report(JSONSyntaxRule.diagnostic(error.message, at: location))
            case .notUTF8:
                sink.report(
                    Diagnostic(
                        code: .notUTF8, message: "\(error.message); FCM messages are UTF-8 JSON", location: location))
            case .nestingTooDeep:
                sink.report(Diagnostic(code: .nestingTooDeep, message: error.message, location: location))
            case .empty: sink.report(EmptyFileRule.emptyPayload(at: start))
            }
            return sink.finished(file: file)
        }
        let message = CheckedFCMMessage(file: file, root: root)
        Self.reportDuplicateKeys(root, message: message, into: &sink)
        for rule in RuleCatalog.fcmRules { rule.check(message, against: self, into: &sink) }
        return sink.finished(file: file)
    }

    /// Checks the request body in the file at `path` (`actionable payload check`'s way for APNs payload files).
    /// - Throws: ``LoadError`` when the file is missing, a directory or unreadable; problems in it are diagnostics.
    public func check(file path: String) throws(LoadError) -> [Diagnostic] {
        switch SourceFile.kind(of: path) {
        case .file: break
        case .directory: throw LoadError.unreadable(path: path, reason: "it is a directory, not an FCM message file")
        case .missing: throw LoadError.notFound(path: path)
        case .other(let reason): throw LoadError.unreadable(path: path, reason: reason)
        }
        switch SourceFile.contents(of: path, maxSize: PayloadChecker.maxParsedSize) {
        case .bytes(let bytes): return check(bytes, file: path)
        case .tooLarge(let size): return checkSize(size, file: path)
        case .failed(let reason): throw LoadError.unreadable(path: path, reason: reason)
        }
    }

    /// Judges a request body too large (over ``PayloadChecker/maxParsedSize``) to be worth reading: its data cannot
    /// fit FCM's 4,096 bytes.
    public func checkSize(_ size: Int, file: String) -> [Diagnostic] {
        [
            Diagnostic(
                code: .fcmDataTooLarge,
                message:
                    "the message is \(size) bytes, so its data cannot fit FCM's limit of \(Self.maxDataSize) bytes; it was not read: send an identifier in 'user-info' and fetch the rest when the notification is tapped",
                location: SourceLocation(file: file, line: 1, column: 1))
        ]
    }

    /// Checks a request body given as text.
    public func check(json: String, file: String = "<fcm>") -> [Diagnostic] {
        check(Array(json.utf8), file: file)
    }

    /// Duplicate keys anywhere: FCM keeps one of them, and which is not specified.
    private static func reportDuplicateKeys(
        _ root: JSONNode, message: CheckedFCMMessage, into sink: inout DiagnosticSink
    ) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                var seen = FirstSeen()
                for member in members {
                    let location = message.location(member.keyPosition)
                    if let first = seen.insert(member.key, at: location) {
                        sink.report(DuplicateKeyRule.json(member.key, first: first, at: location))
                    }
                    pending.append(member.value)
                }
            case .array(let elements): pending.append(contentsOf: elements)
            default: continue
            }
        }
    }
}

/// What ``FCMPayloadChecker`` read from one request body, with positions, for the rules that judge FCM messages.
struct CheckedFCMMessage {
    /// Names the message in diagnostics.
    let file: String
    /// The whole body.
    let root: JSONNode
    /// `message`, when the body has it.
    let message: JSONNode?
    /// The members of the data the Android app receives, in document order: `message.android.data` when written
    /// (FCM gives it to Android instead of `message.data`), else `message.data`; empty when there is none or it is
    /// not an object.
    let data: [JSONNode.Member]
    /// That data itself.
    let dataNode: JSONNode?
    /// `message.android`.
    let android: JSONNode?

    init(file: String, root: JSONNode) {
        self.file = file
        self.root = root
        message = root["message"]
        android = message?["android"]
        // `android.data` replaces `message.data` on Android (`AndroidConfig.data`): it is what the app receives.
        dataNode = android?["data"] ?? message?["data"]
        if case .object(let members) = dataNode?.value { data = members } else { data = [] }
    }

    /// The first `data` member named `key`.
    func field(_ key: String) -> JSONNode.Member? {
        data.first { $0.key == key }
    }

    /// The string value of the first `data` member named `key`.
    func string(_ key: String) -> String? {
        if case .string(let value) = field(key)?.value.value { return value }
        return nil
    }

    /// Whether the message says it carries a category's actions: `data.actionable` is `"1"`, or `data.category` is
    /// written (a message with a category is meant to show its actions, whatever else it forgot).
    var isActionable: Bool {
        string("actionable") == "1" || field("category") != nil
    }

    /// Where the body starts.
    var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    func location(_ position: JSONPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}

/// A rule that judges what the FCM checker read from one request body, against the registry the checker holds.
protocol FCMRule: Rule {
    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
}
