/// Builds FCM HTTP v1 messages that carry a registered category to the Android app, and refuses to build one the
/// ``FCMPayloadChecker`` would reject.
///
/// The message is a data message (the app builds the notification, with the category's actions) at high priority,
/// with the web's message fields in `data`, every value a string:
///
/// ```swift
/// var builder = FCMMessageBuilder(
///     target: .token(deviceToken), category: "INVITE_CATEGORY", notificationID: "inv-42", title: "Dinner at 8?",
///     registry: result.registry)
/// builder.body = "From Alice"
/// builder.userInfo = ["invite-id": .string("42")]
/// builder.timeToLive = 3600
/// let body = try builder.build()   // POST to https://fcm.googleapis.com/v1/projects/PROJECT/messages:send
/// // {"message":{"token":"…","data":{"actionable":"1","category":"INVITE_CATEGORY",…},
/// //  "android":{"priority":"high","ttl":"3600s"}}}
/// ```
public struct FCMMessageBuilder: Sendable {
    /// Whom FCM delivers the message to.
    public enum Target: Sendable, Hashable {
        /// One app instance's registration token.
        case token(String)
        /// Every app instance subscribed to the topic.
        case topic(String)
    }

    /// Whom the message goes to.
    public var target: Target
    /// `data.category`: must name a category of the registry.
    public var category: String
    /// `data.notification-id`: the notification's tag on Android and the tap's `notification-id`.
    public var notificationID: String
    /// `data.title`: the notification's title, already in the reader's language.
    public var title: String
    /// `data.body`: the notification's text.
    public var body: String?
    /// `data.user-info`: echoed back in the tap's `user-info`; written as a JSON string (keys sorted).
    public var userInfo: [String: JSONValue] = [:]
    /// `data.target-content-id`: echoed back in the tap's `target-content-id`.
    public var targetContentID: String?
    /// `android.collapse_key`: of the messages with one key, FCM delivers only the last to a device that was
    /// offline.
    public var collapseKey: String?
    /// `android.ttl` in seconds: how long FCM keeps the message for an offline device (at most 28 days; FCM's
    /// default, 28 days, when `nil`).
    public var timeToLive: Int?

    /// The checker ``build()`` judges every message with.
    public let checker: FCMPayloadChecker

    /// A builder for a message of `category` to `target`, for an app generated from `registry`.
    public init(
        target: Target, category: String, notificationID: String, title: String, registry: CategoryRegistry
    ) {
        self.target = target
        self.category = category
        self.notificationID = notificationID
        self.title = title
        checker = FCMPayloadChecker(registry: registry)
    }

    /// The request body as compact UTF-8 JSON.
    /// - Throws: ``PayloadBuildError`` with every error: an empty target, notification id or title, a negative time
    ///   to live, a user-info number JSON cannot hold, or any error the checker finds (an unknown category, data
    ///   over 4,096 bytes, a time to live over 28 days); nothing invalid is ever returned.
    public func build() throws(PayloadBuildError) -> [UInt8] {
        var problems: [Diagnostic] = []
        let place = SourceLocation(file: "<builder>", line: 1, column: 1)
        func refuse(_ field: String, _ message: String) {
            problems.append(Diagnostic(code: .invalidValue, message: "'\(field)' \(message)", location: place))
        }
        switch target {
        case .token(let token) where token.isEmpty: refuse("message.token", "is empty")
        case .topic(let topic) where topic.isEmpty: refuse("message.topic", "is empty")
        default: break
        }
        if notificationID.isEmpty {
            refuse("data.notification-id", "is empty; it is the notification's tag and the tap's notification-id")
        }
        if title.isEmpty { refuse("data.title", "is empty; Android shows a notification with a title") }
        if let timeToLive, timeToLive < 0 { refuse("android.ttl", "is negative") }
        if userInfo.values.contains(where: Self.containsNonFinite) {
            refuse("data.user-info", "holds a number JSON cannot represent")
        }
        guard problems.isEmpty else { throw PayloadBuildError(diagnostics: problems) }
        let bytes = serialize()
        let errors = checker.check(bytes, file: "<builder>").filter { $0.severity == .error }
        guard errors.isEmpty else { throw PayloadBuildError(diagnostics: errors) }
        return bytes
    }

    /// The request body as a string (compact JSON).
    public func buildString() throws(PayloadBuildError) -> String {
        String(decoding: try build(), as: UTF8.self)
    }

    /// `data`, in the contract's order: `actionable`, `category`, `notification-id`, `title`, then the optional ones.
    public var data: [(key: String, value: String)] {
        var data: [(key: String, value: String)] = [
            ("actionable", "1"), ("category", category), ("notification-id", notificationID), ("title", title),
        ]
        if let body { data.append(("body", body)) }
        if !userInfo.isEmpty {
            var writer = JSONWriter()
            writer.write(JSONWriter.Value(.object(userInfo)))
            data.append(("user-info", String(decoding: writer.bytes, as: UTF8.self)))
        }
        if let targetContentID { data.append(("target-content-id", targetContentID)) }
        return data
    }

    private func serialize() -> [UInt8] {
        var message: [(String, JSONWriter.Value)] = []
        switch target {
        case .token(let token): message.append(("token", .string(token)))
        case .topic(let topic): message.append(("topic", .string(topic)))
        }
        message.append(("data", .object(data.map { ($0.key, .string($0.value)) })))
        var android: [(String, JSONWriter.Value)] = [("priority", .string("high"))]
        if let collapseKey { android.append(("collapse_key", .string(collapseKey))) }
        if let timeToLive { android.append(("ttl", .string("\(timeToLive)s"))) }
        message.append(("android", .object(android)))
        var writer = JSONWriter()
        writer.write(.object([("message", .object(message))]))
        return writer.bytes
    }

    private static func containsNonFinite(_ value: JSONValue) -> Bool {
        var pending = [value]
        while let value = pending.popLast() {
            switch value {
            case .number(let number) where !number.isFinite: return true
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.values)
            default: continue
            }
        }
        return false
    }
}
