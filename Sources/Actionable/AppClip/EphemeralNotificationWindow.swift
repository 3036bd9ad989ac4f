public import Foundation

/// The time after each launch in which an App Clip may receive notifications without asking the user first
/// (ephemeral notifications): once the window has closed, a server should stop sending until the next launch.
///
/// The window is half-open, `[lastLaunch, lastLaunch + 8 hours)`: open at 7:59:59, closed at exactly 8:00:00, so
/// ``allows(lastLaunch:at:)`` is true exactly when ``remaining(lastLaunch:at:)`` is more than zero.
public enum EphemeralNotificationWindow {
    /// How long the window stays open after each launch: App Clips may receive notifications for up to 8 hours.
    public static let duration: Duration = .seconds(8 * 3600)

    /// Whether an App Clip last launched at `lastLaunch` may still receive a notification at `now`.
    ///
    /// - Parameters:
    ///   - lastLaunch: When the App Clip was last launched; a time after `now` (clock skew between devices and
    ///     servers) counts as just launched.
    ///   - now: The time of sending.
    public static func allows(lastLaunch: Date, at now: Date) -> Bool {
        remaining(lastLaunch: lastLaunch, at: now) > .zero
    }

    /// How long the window has left at `now`: zero once closed, the full ``duration`` when `lastLaunch` is `now`
    /// or later.
    ///
    /// - Parameters:
    ///   - lastLaunch: When the App Clip was last launched; a time after `now` counts as just launched.
    ///   - now: The time to measure from.
    public static func remaining(lastLaunch: Date, at now: Date) -> Duration {
        let elapsed = now.timeIntervalSince(lastLaunch)
        let limit = Double(duration.components.seconds)
        // Checked in this order so that NaN (from non-finite dates) closes the window instead of trapping in
        // `Duration.seconds(_:)`, and infinities land on the right side.
        if elapsed <= 0 { return duration }
        guard elapsed < limit else { return .zero }
        return duration - .seconds(elapsed)
    }
}
