//
// Wavelength
// Copyright (C) 2024 Wavelength Networks GmbH
//

import Foundation
import UserNotifications

/// The text field of an action the user answers by typing.
struct NotificationActionTextInput {
    let buttonTitle: String
    let placeholder: String
}

/// An action the user can take on a notification.
protocol NotificationAction {
    var identifier: String { get }
    var title: String { get }
    var isDestructive: Bool { get }
    var opensApplication: Bool { get }
    var requiresAuthentication: Bool { get }
    var textInput: NotificationActionTextInput? { get }
}

extension NotificationAction {

    /// The action as `UserNotifications` registers it.
    var userAction: UNNotificationAction {
        if let textInput {
            return UNTextInputNotificationAction(
                identifier: identifier,
                title: title,
                options: options,
                textInputButtonTitle: textInput.buttonTitle,
                textInputPlaceholder: textInput.placeholder
            )
        }
        return UNNotificationAction(identifier: identifier, title: title, options: options)
    }

    private var options: UNNotificationActionOptions {
        var rawOptions = UNNotificationActionOptions()
        if isDestructive {
            rawOptions.insert(.destructive)
        }
        if opensApplication {
            rawOptions.insert(.foreground)
        }
        if requiresAuthentication {
            rawOptions.insert(.authenticationRequired)
        }
        return rawOptions
    }
}

// MARK: - CallAction

enum CallAction: String, NotificationAction, CaseIterable {
    case ignore = "ignoreCall"
    case message = "messageCaller"
    case callBack = "callBack"

    var identifier: String { rawValue }

    var title: String {
        switch self {
        case .ignore: return L10n.Push.Action.ignore
        case .message: return L10n.Push.Action.message
        case .callBack: return L10n.Push.Action.callBack
        }
    }

    var isDestructive: Bool { self == .ignore }
    var opensApplication: Bool { self != .ignore }
    var requiresAuthentication: Bool { false }
    var textInput: NotificationActionTextInput? { nil }
}

// MARK: - ConversationAction

enum ConversationAction: String, NotificationAction, CaseIterable {
    case open = "conversationOpenAction"
    case reply = "conversationDirectReplyAction"
    case like = "messageLikeAction"
    case mute = "conversationMuteAction"
    case connect = "acceptConnectAction"

    var identifier: String { rawValue }

    var title: String {
        switch self {
        case .open: return L10n.Push.Action.open
        case .reply: return L10n.Push.Action.reply
        case .like: return L10n.Push.Action.like
        case .mute: return L10n.Push.Action.mute
        case .connect: return L10n.Push.Action.acceptConnection
        }
    }

    /// Whether the action gets a button; `open` is only the default action (a tap on the banner).
    var isShownInBanner: Bool {
        switch self {
        case .reply, .like, .mute: return true
        case .open, .connect: return false
        }
    }

    var isDestructive: Bool { false }
    var opensApplication: Bool { self == .open }
    var requiresAuthentication: Bool { self == .connect }

    var textInput: NotificationActionTextInput? {
        switch self {
        case .reply:
            return NotificationActionTextInput(buttonTitle: L10n.Push.Action.send,
                                               placeholder: L10n.Push.Action.replyPlaceholder)
        default:
            return nil
        }
    }
}
