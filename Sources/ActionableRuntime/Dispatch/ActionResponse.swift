public import Foundation

/// What iOS hands an app when someone taps an action — and what the app forwards to its backend: the wire format
/// of `POST /v1/action-responses`.
///
/// ```json
/// {
///   "category": "INVITE_CATEGORY",
///   "action": "ACCEPT_IDENTIFIER",
///   "notification-id": "9F1C7E0A-…",
///   "user-text": null,
///   "target-content-id": "https://example.com/invites/42",
///   "user-info": {"invite-id": 42},
///   "received-at": "2026-11-21T09:30:00Z"
/// }
/// ```
///
/// `category`, `action` and `notification-id` are required; the rest are optional (`user-info` defaults to `{}`,
/// `received-at` to the time of decoding).
public struct ActionResponse: Sendable, Hashable, Codable {
    /// iOS's identifier for a tap on the notification itself (`UNNotificationDefaultActionIdentifier`).
    public static let defaultActionIdentifier = SystemActionIdentifier.defaultAction
    /// iOS's identifier for a dismissal (`UNNotificationDismissActionIdentifier`), delivered only for categories
    /// with the `custom-dismiss-action` option.
    public static let dismissActionIdentifier = SystemActionIdentifier.dismissAction

    /// The notification's category (`categoryIdentifier`).
    public var categoryIdentifier: String {
        get { storage.fields.categoryIdentifier }
        set { update { $0.categoryIdentifier = newValue } }
    }
    /// The action tapped (`actionIdentifier`), or the default or dismiss identifier.
    public var actionIdentifier: String {
        get { storage.fields.actionIdentifier }
        set { update { $0.actionIdentifier = newValue } }
    }
    /// The notification request's identifier (`request.identifier`), unique per notification.
    public var notificationIdentifier: String {
        get { storage.fields.notificationIdentifier }
        set { update { $0.notificationIdentifier = newValue } }
    }
    /// What the user typed, for a text-input action (`UNTextInputNotificationResponse.userText`).
    public var userText: String? {
        get { storage.fields.userText }
        set { update { $0.userText = newValue } }
    }
    /// The notification's `target-content-id`, which routes App Clips and scenes.
    public var targetContentIdentifier: String? {
        get { storage.fields.targetContentIdentifier }
        set { update { $0.targetContentIdentifier = newValue } }
    }
    /// The notification's custom payload (`userInfo`), as JSON.
    public var userInfo: [String: JSONValue] {
        get { storage.fields.userInfo }
        set { update { $0.userInfo = newValue } }
    }
    /// When the app received the response.
    public var receivedAt: Date {
        get { storage.fields.receivedAt }
        set { update { $0.receivedAt = newValue } }
    }
    /// Where ``targetContentIdentifier`` routes among the app's App Clip experiences: the most specific experience
    /// and the path components after it (`…/restaurants/restaurant_a/order/1234` → restaurant A, `["order", "1234"]`),
    /// no match, or why the URL is faulty. Set by ``ActionDispatcher`` before a handler runs when the response has a
    /// `target-content-id`; `nil` otherwise. Not part of the wire format.
    public internal(set) var experienceMatch: ExperienceMatch? {
        get { storage.fields.experienceMatch }
        set { update { $0.experienceMatch = newValue } }
    }

    /// The values, kept in one immutable box: a response is copied into every dispatch, completion and context, and
    /// a copy is then one reference instead of eight fields. A change makes a new box.
    private final class Storage: Sendable {
        let fields: Fields
        /// Whether ``Fields/userText`` and ``Fields/targetContentIdentifier`` are set: what every dispatch asks,
        /// answered without copying the optional strings out of the box.
        let hasUserText: Bool
        let hasTargetContentIdentifier: Bool

        init(_ fields: Fields) {
            self.fields = fields
            hasUserText = fields.userText != nil
            hasTargetContentIdentifier = fields.targetContentIdentifier != nil
        }
    }

    /// `userText != nil`, without copying the text.
    var hasUserText: Bool { storage.hasUserText }
    /// `targetContentIdentifier != nil`, without copying the identifier.
    var hasTargetContentIdentifier: Bool { storage.hasTargetContentIdentifier }

    private struct Fields: Sendable, Hashable {
        var categoryIdentifier: String
        var actionIdentifier: String
        var notificationIdentifier: String
        var userText: String?
        var targetContentIdentifier: String?
        var userInfo: [String: JSONValue]
        var receivedAt: Date
        var experienceMatch: ExperienceMatch?
    }

    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// A response to `action` of a notification of `category`, as the app would forward it; the optional fields
    /// default as when decoded (no text, no target content, empty `userInfo`, received now).
    public init(
        category: String,
        action: String,
        notificationIdentifier: String,
        userText: String? = nil,
        targetContentIdentifier: String? = nil,
        userInfo: [String: JSONValue] = [:],
        receivedAt: Date = Date()
    ) {
        storage = Storage(
            Fields(
                categoryIdentifier: category, actionIdentifier: action, notificationIdentifier: notificationIdentifier,
                userText: userText, targetContentIdentifier: targetContentIdentifier, userInfo: userInfo,
                receivedAt: receivedAt, experienceMatch: nil))
    }

    public static func == (lhs: ActionResponse, rhs: ActionResponse) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    enum CodingKeys: String, CodingKey {
        case categoryIdentifier = "category"
        case actionIdentifier = "action"
        case notificationIdentifier = "notification-id"
        case userText = "user-text"
        case targetContentIdentifier = "target-content-id"
        case userInfo = "user-info"
        case receivedAt = "received-at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let receivedAt: Date
        if let text = try container.decodeIfPresent(String.self, forKey: .receivedAt) {
            // RFC 3339 / ISO 8601, with or without fractional seconds, whatever date strategy the decoder has.
            guard let date = Self.parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .receivedAt, in: container,
                    debugDescription: Self.receivedAtFormat
                )
            }
            receivedAt = date
        } else {
            receivedAt = Date()
        }
        self.init(
            category: try container.decode(String.self, forKey: .categoryIdentifier),
            action: try container.decode(String.self, forKey: .actionIdentifier),
            notificationIdentifier: try container.decode(String.self, forKey: .notificationIdentifier),
            userText: try container.decodeIfPresent(String.self, forKey: .userText),
            targetContentIdentifier: try container.decodeIfPresent(String.self, forKey: .targetContentIdentifier),
            userInfo: try container.decodeIfPresent([String: JSONValue].self, forKey: .userInfo) ?? [:],
            receivedAt: receivedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(categoryIdentifier, forKey: .categoryIdentifier)
        try container.encode(actionIdentifier, forKey: .actionIdentifier)
        try container.encode(notificationIdentifier, forKey: .notificationIdentifier)
        try container.encodeIfPresent(userText, forKey: .userText)
        try container.encodeIfPresent(targetContentIdentifier, forKey: .targetContentIdentifier)
        try container.encode(userInfo, forKey: .userInfo)
        try container.encode(receivedAt.formatted(.iso8601), forKey: .receivedAt)
    }

    /// What a `received-at` that is not a date is told.
    static let receivedAtFormat = "'received-at' must be an ISO 8601 date such as 2026-11-21T09:30:00Z"

    /// An RFC 3339 date-time (what `format: date-time` means in the endpoint's OpenAPI document), with or without
    /// fractional seconds. Foundation's ISO 8601 parser alone refuses two things RFC 3339 allows: a lowercase `t` or
    /// `z`, and an offset beyond ±18:00 (RFC 3339 allows up to ±23:59), which is applied here instead.
    static func parseDate(_ text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        var text = text.uppercased()
        var offset = 0
        let utf8 = Array(text.utf8)
        if utf8.count > 6, utf8[utf8.count - 3] == UInt8(ascii: ":"),
            utf8[utf8.count - 6] == UInt8(ascii: "+") || utf8[utf8.count - 6] == UInt8(ascii: "-")
        {
            guard let hours = Int(String(decoding: utf8[(utf8.count - 5)..<(utf8.count - 3)], as: UTF8.self)),
                let minutes = Int(String(decoding: utf8[(utf8.count - 2)...], as: UTF8.self)),
                (0..<24).contains(hours), (0..<60).contains(minutes)
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (utf8[utf8.count - 6] == UInt8(ascii: "-") ? -1 : 1)
            text = String(decoding: utf8[..<(utf8.count - 6)], as: UTF8.self) + "Z"
        }
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let date = (try? Date(text, strategy: .iso8601)) ?? (try? Date(text, strategy: fractional)) else {
            return nil
        }
        return date.addingTimeInterval(TimeInterval(-offset))
    }
}
