//
//  Parley
//  Copyright © 2021 Parley. All rights reserved.
//

import Foundation
import UserNotifications

/// The buttons of message notifications. The raw values come back as the response's `actionIdentifier`.
enum PushNotificationAction: String {

    case reply = "REPLY"
    case mute = "MUTE"
    case like = "LIKE"
    case acceptContact = "ACCEPT_CONTACT"

    var title: String {
        switch self {
        case .reply:
            return NSLocalizedString("push.notification.action.reply", value: "Reply", comment: "Button: reply to a message")
        case .mute:
            return NSLocalizedString("push.notification.action.mute", value: "Mute", comment: "Button: mute a conversation")
        case .like:
            return NSLocalizedString("push.notification.action.like", value: "Like", comment: "Button: like a message")
        case .acceptContact:
            return NSLocalizedString("push.notification.action.accept_contact", value: "Accept", comment: "Button: accept a contact request")
        }
    }

    var options: UNNotificationActionOptions {
        switch self {
        case .reply, .like:
            return [.authenticationRequired]
        case .mute:
            return [.destructive]
        case .acceptContact:
            return [.foreground]
        }
    }

    /// SF Symbols shown from iOS 15 on; `nil` keeps the button plain.
    private var systemImageName: String? {
        switch self {
        case .mute: return "bell.slash"
        case .like: return "hand.thumbsup"
        case .reply, .acceptContact: return nil
        }
    }

    var action: UNNotificationAction {
        switch self {
        case .reply:
            return UNTextInputNotificationAction(
                identifier: rawValue,
                title: title,
                options: options,
                textInputButtonTitle: NSLocalizedString("push.notification.action.send", value: "Send", comment: "Button: send a message"),
                textInputPlaceholder: NSLocalizedString("push.notification.action.reply.placeholder", value: "Message", comment: "")
            )
        default:
            if #available(iOS 15.0, *), let name = systemImageName {
                return UNNotificationAction(
                    identifier: rawValue, title: title, options: options,
                    icon: UNNotificationActionIcon(systemImageName: name))
            }
            return UNNotificationAction(identifier: rawValue, title: title, options: options)
        }
    }
}
