import Foundation
import UserNotifications

/// A project helper around NSLocalizedString, as many apps have one.
extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}

/// Where the app builds and registers its categories (`AppDelegate.application(_:didFinishLaunchingWithOptions:)`
/// calls `register`).
enum NotificationSetup {
    static let hiddenPreviewsPlaceholder = "%u invitations"

    static func register(contactName: String, prefersForeground: Bool) {
        let categories = categories(contactName: contactName, prefersForeground: prefersForeground)
        UNUserNotificationCenter.current().setNotificationCategories(categories)
    }

    static func categories(contactName: String, prefersForeground: Bool) -> Set<UNNotificationCategory> {
        // Invitations: icons only from iOS 15, through the initializer that takes one.
        let accept: UNNotificationAction
        let decline: UNNotificationAction
        let acceptTitle = NSLocalizedString(
            "invite.accept", tableName: nil, bundle: .main, value: "Accept", comment: "Button: accept an invitation")
        let declineTitle = NSLocalizedString("invite.decline", comment: "Button: decline an invitation")
        if #available(iOS 15.0, *) {
            accept = UNNotificationAction(
                identifier: NotificationActionID.accept, title: acceptTitle, options: [],
                icon: UNNotificationActionIcon(systemImageName: "checkmark.circle"))
            decline = UNNotificationAction(
                identifier: NotificationActionID.decline, title: declineTitle, options: [.destructive],
                icon: UNNotificationActionIcon(systemImageName: "xmark.circle"))
        } else {
            accept = UNNotificationAction(identifier: NotificationActionID.accept, title: acceptTitle, options: [])
            decline = UNNotificationAction(
                identifier: NotificationActionID.decline, title: declineTitle, options: [.destructive])
        }
        var inviteOptions: UNNotificationCategoryOptions = [.customDismissAction]
        if #available(iOS 15.0, *) {
            inviteOptions.insert(.hiddenPreviewsShowTitle)
        }
        let invite = UNNotificationCategory(
            identifier: NotificationCategoryID.invite.rawValue, actions: [accept, decline], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsPlaceholder,
            categorySummaryFormat: NSLocalizedString(
                "invite.summary", value: "%u more invitations", comment: "Summary of grouped invitations"),
            options: inviteOptions)

        let chat = UNNotificationCategory(
            identifier: NotificationCategoryID.chat.rawValue,
            actions: [
                UNTextInputNotificationAction(
                    identifier: NotificationActionID.reply, title: "Reply", options: [.authenticationRequired],
                    textInputButtonTitle: "Send", textInputPlaceholder: "Type a message"),
                UNNotificationAction(identifier: NotificationActionID.markRead, title: "Mark as Read", options: []),
            ],
            intentIdentifiers: [INSendMessageIntentIdentifier],
            options: .hiddenPreviewsShowTitle)

        return [
            invite, chat, orderCategory, callLogCategory(contactName: contactName), reminderCategory(prefersForeground),
        ]
    }

    /// Orders: a title through SwiftGen's accessor, an asset-catalog icon.
    private static var orderCategory: UNNotificationCategory {
        var track = UNNotificationAction(
            identifier: NotificationActionID.trackOrder, title: L10n.Order.track, options: .foreground)
        if #available(iOS 15.0, *) {
            track = UNNotificationAction(
                identifier: NotificationActionID.trackOrder, title: L10n.Order.track, options: .foreground,
                icon: UNNotificationActionIcon(templateImageName: "truck"))
        }
        let cancel = UNNotificationAction(
            identifier: NotificationActionID.cancelOrder, title: "Cancel Order",
            options: [.destructive, .authenticationRequired])
        return UNNotificationCategory(
            identifier: NotificationCategoryID.order.rawValue, actions: [track, cancel], intentIdentifiers: [],
            options: [])
    }

    /// Calls: a title with the caller's name, and an action only iOS 16 gets.
    private static func callLogCategory(contactName: String) -> UNNotificationCategory {
        var actions = [
            UNNotificationAction(
                identifier: NotificationActionID.callBack, title: "Call back \(contactName)", options: [.foreground])
        ]
        if #available(iOS 16.0, *) {
            actions.append(
                UNNotificationAction(identifier: NotificationActionID.rateCall, title: "Rate Call", options: []))
        }
        return UNNotificationCategory(
            identifier: NotificationCategoryID.callLog.rawValue, actions: actions, intentIdentifiers: [], options: [])
    }

    /// Reminders: a helper's key, `Bundle.localizedString`, and an option a user setting decides.
    private static func reminderCategory(_ prefersForeground: Bool) -> UNNotificationCategory {
        let snooze = UNNotificationAction(
            identifier: "SNOOZE", title: L10n.Reminder.snooze, options: prefersForeground ? [.foreground] : [])
        let done = UNNotificationAction(
            identifier: "DONE", title: Bundle.main.localizedString(forKey: "reminder.done", value: "Done", table: nil),
            options: [])
        let later = UNNotificationAction(identifier: "LATER", title: "reminder.later".localized, options: [])
        return UNNotificationCategory(
            identifier: NotificationCategoryID.reminder.rawValue, actions: [snooze, done, later],
            intentIdentifiers: [], options: [.allowInCarPlay])
    }
}
