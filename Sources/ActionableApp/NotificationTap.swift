public import Foundation

/// What iOS hands the app when someone taps (or dismisses) a notification, as plain values: the fields of the
/// `ActionResponse` wire format the service's endpoint decodes.
///
/// The generated delegate makes one from a `UNNotificationResponse`; its `userText` is what the person typed, which
/// this module never logs (``description`` leaves it out).
public struct NotificationTap: Sendable, Hashable, CustomStringConvertible {
    /// The notification's category (`content.categoryIdentifier`).
    public var categoryIdentifier: String
    /// The action tapped, or ``ActionResponseWire/defaultActionIdentifier`` / ``ActionResponseWire/dismissActionIdentifier``.
    public var actionIdentifier: String
    /// The notification request's identifier.
    public var notificationIdentifier: String
    /// What the person typed, for a text-input action.
    public var userText: String?
    /// The notification's `target-content-id`.
    public var targetContentIdentifier: String?
    /// The notification's custom payload (its `userInfo` without `aps`), as the bytes of a JSON object.
    public var userInfoJSON: Data
    /// When the app received the tap.
    public var receivedAt: Date
    /// When the notification was delivered (`UNNotification.date`): with the identifier it tells a notification
    /// that replaced another with the same identifier (an `apns-collapse-id`, a reused local identifier) from the
    /// one it replaced. Not part of the wire format; it goes into ``idempotencyKey``.
    public var notificationDate: Date?

    /// Creates a tap from the values of a notification response; each parameter sets the property of the same name.
    public init(
        categoryIdentifier: String,
        actionIdentifier: String,
        notificationIdentifier: String,
        userText: String? = nil,
        targetContentIdentifier: String? = nil,
        userInfoJSON: Data = Data("{}".utf8),
        receivedAt: Date,
        notificationDate: Date? = nil
    ) {
        self.notificationDate = notificationDate
        self.categoryIdentifier = categoryIdentifier
        self.actionIdentifier = actionIdentifier
        self.notificationIdentifier = notificationIdentifier
        self.userText = userText
        self.targetContentIdentifier = targetContentIdentifier
        self.userInfoJSON = userInfoJSON
        self.receivedAt = receivedAt
    }

    /// A tap on the notification itself rather than on one of its buttons.
    public var isDefaultAction: Bool { actionIdentifier == ActionResponseWire.defaultActionIdentifier }
    /// A dismissal (only delivered for categories with the custom-dismiss option).
    public var isDismissal: Bool { actionIdentifier == ActionResponseWire.dismissActionIdentifier }

    /// The identifiers, never the typed text.
    public var description: String {
        "\(categoryIdentifier)/\(actionIdentifier) notification \(notificationIdentifier)"
            + (userText == nil ? "" : " (with text)")
    }

    /// The key every delivery of this tap carries, the same on each retry, after a relaunch and if iOS hands the
    /// same response over twice: derived from the notification (identifier and delivery date) and the action, so
    /// the service runs its handler once per tap, and once for each notification that reuses an identifier.
    ///
    /// Plain (`tap:<notification-id>:<action>:<delivered-at-ms>`) when that is short ASCII; otherwise hashed
    /// (FNV-1a, 2 × 64 bits), so it is always a valid header value and a short file name.
    public var idempotencyKey: String {
        var plain = "tap:\(notificationIdentifier):\(actionIdentifier)"
        if let notificationDate {
            plain += ":\(Int64((notificationDate.timeIntervalSince1970 * 1000).rounded(.down)))"
        }
        let safe = plain.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
        }
        guard !safe || plain.utf8.count > 96 else { return plain }
        return "tap-fnv:" + Self.fnv1a(plain, seed: 0xcbf2_9ce4_8422_2325)
            + Self.fnv1a(plain, seed: 0x8422_2325_cbf2_9ce4)
    }

    private static func fnv1a(_ text: String, seed: UInt64) -> String {
        var hash = seed
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The custom payload of a notification's `userInfo` as JSON: string keys, JSON values, `aps` left out (it is
    /// Apple's, not the app's). Values JSON cannot hold (dates, data) are left out rather than failing the tap.
    public static func userInfoJSON(from userInfo: [AnyHashable: Any]) -> Data {
        var object: [String: Any] = [:]
        for (key, value) in userInfo {
            guard let key = key as? String, key != "aps" else { continue }
            guard JSONSerialization.isValidJSONObject([key: value]) else { continue }
            object[key] = value
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

extension NotificationTap {
    /// The request body the endpoint decodes: keys sorted, so the same tap is the same bytes on every retry.
    ///
    /// Written straight to bytes (strings escaped, the date formatted by hand, ``userInfoJSON`` inserted as it is):
    /// `JSONSerialization` and `ISO8601FormatStyle` cost about 90 µs a tap on Linux, more than a local round trip's
    /// share of a forwarded tap. ``userInfoJSON`` must hold a JSON object; anything else is sent as `{}`.
    public func jsonBody() -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(
            192 + categoryIdentifier.utf8.count + actionIdentifier.utf8.count
                + notificationIdentifier.utf8.count + (userText?.utf8.count ?? 0) + userInfoJSON.count)
        func key(_ field: ActionResponseWire.Field, first: Bool = false) {
            if !first { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(field.rawValue, to: &out)
            out.append(UInt8(ascii: ":"))
        }
        out.append(UInt8(ascii: "{"))
        key(.action, first: true)
        JSONText.appendString(actionIdentifier, to: &out)
        key(.category)
        JSONText.appendString(categoryIdentifier, to: &out)
        key(.notificationIdentifier)
        JSONText.appendString(notificationIdentifier, to: &out)
        key(.receivedAt)
        JSONText.appendString(JSONText.iso8601(receivedAt), to: &out)
        if let targetContentIdentifier {
            key(.targetContentIdentifier)
            JSONText.appendString(targetContentIdentifier, to: &out)
        }
        key(.userInfo)
        if JSONText.looksLikeObject(userInfoJSON) {
            out.append(contentsOf: userInfoJSON)
        } else {
            out.append(contentsOf: "{}".utf8)
        }
        if let userText {
            key(.userText)
            JSONText.appendString(userText, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }

    /// 2001-01-01T00:00:00Z and 10000-01-01T00:00:00Z: the dates a tap read back may have.
    static let earliestReceivedAt = Date(timeIntervalSinceReferenceDate: 0)
    static let latestReceivedAt = Date(timeIntervalSince1970: 253_402_300_800)

    /// A tap read back from ``jsonBody()`` (the outbox keeps the body as it will be sent).
    /// - Throws: ``OutboxError/corrupt(_:)`` naming what is missing or wrong.
    init(jsonBody: Data) throws(OutboxError) {
        guard let object = (try? JSONSerialization.jsonObject(with: jsonBody)) as? [String: Any] else {
            throw .corrupt("the tap is not a JSON object")
        }
        func string(_ field: ActionResponseWire.Field, required: Bool) throws(OutboxError) -> String? {
            switch object[field.rawValue] {
            case let value as String: return value
            case nil where !required, is NSNull where !required: return nil
            default: throw .corrupt("field '\(field.rawValue)' is missing or not a string")
            }
        }
        let receivedText = try string(.receivedAt, required: true) ?? ""
        let formats = [
            Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle(),
        ]
        // (Reading back is not on the hot path: Foundation's parser is fine here.)
        guard let receivedAt = formats.lazy.compactMap({ try? Date(receivedText, strategy: $0) }).first else {
            throw .corrupt("field 'received-at' is not an ISO 8601 date")
        }
        // A tap is received by iOS 10 or later: a date before 2001 or past 9999 is not one the app wrote, and one
        // before 1583 would not even come back the same (Foundation reads it on the Julian calendar; ``jsonBody()``
        // writes the proleptic Gregorian one). Found by the outbox's fuzzer.
        guard receivedAt >= Self.earliestReceivedAt, receivedAt < Self.latestReceivedAt else {
            throw .corrupt(
                "field 'received-at' (\(receivedText)) is not a date a tap can have: before 2001 or past 9999")
        }
        let userInfo = object[ActionResponseWire.Field.userInfo.rawValue] as? [String: Any] ?? [:]
        self.init(
            categoryIdentifier: try string(.category, required: true) ?? "",
            actionIdentifier: try string(.action, required: true) ?? "",
            notificationIdentifier: try string(.notificationIdentifier, required: true) ?? "",
            userText: try string(.userText, required: false),
            targetContentIdentifier: try string(.targetContentIdentifier, required: false),
            userInfoJSON: (try? JSONSerialization.data(withJSONObject: userInfo, options: [.sortedKeys]))
                ?? Data("{}".utf8),
            receivedAt: receivedAt)
    }
}
