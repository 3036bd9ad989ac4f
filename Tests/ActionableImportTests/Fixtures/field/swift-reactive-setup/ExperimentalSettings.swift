import Foundation

/// The user's in-app notification settings, stored in the shared account data.
struct InAppNotificationSettings: Codable, Equatable {
    var playSounds: Bool
    var vibrate: Bool
    var displayPreviews: Bool
    /// "Show names on the lock screen" in Settings > Notifications.
    var displayNameOnLockscreen: Bool

    static var defaultSettings: InAppNotificationSettings {
        InAppNotificationSettings(playSounds: true, vibrate: false, displayPreviews: true, displayNameOnLockscreen: true)
    }
}

/// Debug-menu and remote-config switches.
struct ExperimentalSettings: Codable {
    var muteFromNotification: Bool
    var timeSensitive: Bool
    var redesignedChatList: Bool

    private static let storageKey = "experimentalSettings"

    static var current: ExperimentalSettings {
        if let data = UserDefaults.standard.data(forKey: storageKey),
           let settings = try? JSONDecoder().decode(ExperimentalSettings.self, from: data) {
            return settings
        }
        return ExperimentalSettings(muteFromNotification: false, timeSensitive: false, redesignedChatList: false)
    }

    static func update(_ f: (inout ExperimentalSettings) -> Void) {
        var settings = current
        f(&settings)
        if let data = try? JSONEncoder().encode(settings) {
            UserDefaults.standard.set(data, forKey: storageKey)
        }
    }
}
