/// How strongly a notification may interrupt (`UNNotificationInterruptionLevel`, the payload's
/// `aps.interruption-level`), ordered from least to most interrupting.
public enum InterruptionLevel: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Delivered silently to the notification list; never lights the screen.
    case passive
    /// The default: sound and banner, held back by Focus.
    case active
    /// Breaks through Focus and scheduled summaries; needs the Time Sensitive Notifications capability.
    case timeSensitive = "time-sensitive"
    /// Breaks through Focus and the mute switch with sound; needs Apple's critical-alerts entitlement.
    case critical

    /// The entitlement the app needs before iOS honours this level, if any.
    public var requiredEntitlement: Entitlement? {
        switch self {
        case .passive, .active: nil
        case .timeSensitive: .timeSensitive
        case .critical: .criticalAlerts
        }
    }

    /// Whether Apple's guidelines allow the level for promotional notifications (App Review Guideline 4.5.4 and
    /// the Human Interface Guidelines: Time Sensitive and critical alerts are never for marketing).
    public var allowsMarketing: Bool { self <= .active }

    private var rank: Int {
        switch self {
        case .passive: 0
        case .active: 1
        case .timeSensitive: 2
        case .critical: 3
        }
    }

    public static func < (lhs: InterruptionLevel, rhs: InterruptionLevel) -> Bool { lhs.rank < rhs.rank }
}

/// A notification entitlement an app may declare in its app file (`app: entitlements:`).
public enum Entitlement: String, Sendable, Hashable, CaseIterable, Codable {
    /// `com.apple.developer.usernotifications.critical-alerts`, which Apple grants on request.
    case criticalAlerts = "critical-alerts"
    /// `com.apple.developer.usernotifications.time-sensitive`, the Time Sensitive Notifications capability.
    case timeSensitive = "time-sensitive"

    /// The entitlement key in the app's `.entitlements` file.
    public var entitlementKey: String { "com.apple.developer.usernotifications.\(rawValue)" }
}
