//
//  Parley
//  Copyright © 2021 Parley. All rights reserved.
//

import Foundation
import UserNotifications

/// The categories of message notifications. The backend names them in `aps.category`, so the raw values
/// must not change.
enum PushNotificationCategory: String, CaseIterable {

    case message = "MESSAGE"
    case groupMessage = "MESSAGE_GROUP"
    case reactableMessage = "MESSAGE_REACTABLE"
    case contactRequest = "CONTACT_REQUEST"
    case systemAlert = "SYSTEM_ALERT"

    /// The actions of the category, in the order they are shown.
    var actions: [PushNotificationAction] {
        switch self {
        case .message:
            return [.reply]
        case .groupMessage:
            return [.reply, .mute]
        case .reactableMessage:
            return FeatureFlags.shared.isEnabled(.reactions) ? [.reply, .like] : [.reply]
        case .contactRequest:
            return [.acceptContact]
        case .systemAlert:
            return []
        }
    }

    var options: UNNotificationCategoryOptions {
        switch self {
        case .message, .groupMessage, .reactableMessage:
            return [.hiddenPreviewsShowTitle]
        case .contactRequest, .systemAlert:
            return []
        }
    }

    var category: UNNotificationCategory {
        UNNotificationCategory(
            identifier: rawValue,
            actions: actions.map(\.action),
            intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: NSLocalizedString(
                "push.notification.hidden_preview",
                value: "New message",
                comment: "Shown instead of a message when previews are hidden"),
            options: options
        )
    }
}

/// The Swift categories, for the Objective-C app delegate.
@objc(PushCategoryRegistry)
final class PushCategoryRegistry: NSObject {

    @objc static func allCategories() -> Set<UNNotificationCategory> {
        Set(PushNotificationCategory.allCases.map(\.category))
    }

    @objc static func category(forIdentifier identifier: String) -> UNNotificationCategory? {
        PushNotificationCategory(rawValue: identifier)?.category
    }
}
