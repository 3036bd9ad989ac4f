//
//  UserNotificationConfig.swift
//  Courier
//

import Foundation
import UserNotifications

enum MessageStrings {
    static var markAsRead: String {
        NSLocalizedString("NOTIFICATION_ACTION_MARK_AS_READ", value: "Mark as Read",
                          comment: "Notification action: mark the conversation as read")
    }
    static var reply: String {
        NSLocalizedString("NOTIFICATION_ACTION_REPLY", value: "Reply", comment: "Notification action: reply inline")
    }
    static var send: String {
        NSLocalizedString("SEND_BUTTON_TITLE", value: "Send", comment: "Label for the send button")
    }
}

enum CallStrings {
    static var callBack: String {
        NSLocalizedString("CALLBACK_BUTTON_TITLE", value: "Call Back", comment: "Notification action: call back")
    }
}

extension AppNotificationCategory {
    /// The category as UserNotifications registers it.
    var category: UNNotificationCategory {
        UNNotificationCategory(
            identifier: identifier,
            actions: actions.compactMap { UserNotificationConfig.notificationAction($0) },
            intentIdentifiers: intentIdentifiers,
            options: options
        )
    }
}

enum UserNotificationConfig {

    static var allNotificationCategories: Set<UNNotificationCategory> {
        Set(AppNotificationCategory.allCases.map(\.category))
    }

    static func notificationAction(_ action: AppNotificationAction) -> UNNotificationAction? {
        switch action {
        case .markAsRead:
            return UNNotificationAction(
                identifier: action.identifier,
                title: MessageStrings.markAsRead,
                options: [],
                icon: UNNotificationActionIcon(systemImageName: "checkmark.message")
            )
        case .reply:
            return UNTextInputNotificationAction(
                identifier: action.identifier,
                title: MessageStrings.reply,
                options: [.authenticationRequired],
                icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
                textInputButtonTitle: MessageStrings.send,
                textInputPlaceholder: ""
            )
        case .reactWithThumbsUp:
            return UNNotificationAction(identifier: action.identifier, title: "👍", options: [])
        case .callBack:
            return UNNotificationAction(
                identifier: action.identifier,
                title: CallStrings.callBack,
                options: .foreground,
                icon: UNNotificationActionIcon(systemImageName: "phone")
            )
        case .openConversation, .showLinkedDevices:
            // Only ever the default action: nothing to register.
            Logger.debug("\(action) is not a UNNotificationAction")
            return nil
        }
    }

    static func action(identifier: String) -> AppNotificationAction? {
        AppNotificationAction.allCases.first { notificationAction($0)?.identifier == identifier }
    }
}
