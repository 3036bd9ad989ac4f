//
// Copyright 2024 Harbor Chat Ltd
// SPDX-License-Identifier: Apache-2.0
//

import Combine
import Foundation

/// The settings the user changes in the app, persisted in the app group's defaults.
final class AppSettings: ObservableObject {
    private enum Keys: String {
        case enableNotifications
        case markAsReadFromNotification
        case hasMultipleAccounts
    }

    private let store: UserDefaults

    init(store: UserDefaults = UserDefaults(suiteName: "group.chat.harbor") ?? .standard) {
        self.store = store
        enableNotifications = store.object(forKey: Keys.enableNotifications.rawValue) as? Bool ?? true
    }

    @Published var enableNotifications: Bool {
        didSet { store.set(enableNotifications, forKey: Keys.enableNotifications.rawValue) }
    }

    /// Bumped whenever a setting that changes the notification buttons changes.
    @Published private(set) var notificationActionsRevision = 0

    func invalidateNotificationActions() {
        notificationActionsRevision += 1
    }

    /// "Show Mark as read on notifications" in Settings > Notifications (off by default).
    var markAsReadFromNotification: Bool {
        get { store.bool(forKey: Keys.markAsReadFromNotification.rawValue) }
        set {
            store.set(newValue, forKey: Keys.markAsReadFromNotification.rawValue)
            notificationActionsRevision += 1
        }
    }

    var hasMultipleAccounts: Bool {
        get { store.bool(forKey: Keys.hasMultipleAccounts.rawValue) }
        set {
            store.set(newValue, forKey: Keys.hasMultipleAccounts.rawValue)
            notificationActionsRevision += 1
        }
    }
}

enum FeatureFlag: String, CaseIterable {
    case notificationReactions
    case threadsInNotifications
}

/// Remote-config flags, fetched at launch and cached.
final class FeatureFlagService {
    private var overrides: [FeatureFlag: Bool] = [:]
    private var remote: [String: Bool] = [:]

    func isEnabled(_ flag: FeatureFlag) -> Bool {
        overrides[flag] ?? remote[flag.rawValue] ?? false
    }

    func update(from payload: [String: Bool]) {
        remote = payload
    }
}
