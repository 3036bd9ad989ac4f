import UserNotifications

// Every button once, as a static of Apple's type, so a category lists them as `[.reply, .markRead]`.
extension UNNotificationAction {
    static let reply = UNTextInputNotificationAction(
        identifier: ActionID.reply,
        title: L10n.Push.reply,
        options: [.authenticationRequired],
        textInputButtonTitle: L10n.Push.send,
        textInputPlaceholder: L10n.Push.replyPlaceholder)

    static let markRead = UNNotificationAction(identifier: ActionID.markRead, title: L10n.Push.markRead, options: [])

    static let react = UNNotificationAction(identifier: ActionID.react, title: L10n.Push.react)

    static var answer: UNNotificationAction {
        UNNotificationAction(identifier: ActionID.answer, title: L10n.Push.answer, options: .foreground)
    }

    static let decline: UNNotificationAction = .init(
        identifier: ActionID.decline, title: L10n.Push.decline, options: [.destructive])

    static let callBack = UNNotificationAction(
        identifier: ActionID.callBack, title: L10n.Push.callBack, options: [.foreground])

    static func join(requiresUnlock: Bool) -> UNNotificationAction {
        UNNotificationAction(
            identifier: ActionID.join, title: L10n.Push.join,
            options: requiresUnlock ? [.foreground, .authenticationRequired] : [.foreground])
    }

    static let mute = UNNotificationAction(identifier: ActionID.mute, title: L10n.Push.mute, options: [])
}
