import UserNotifications

extension UNNotificationCategory {
    static let message = UNNotificationCategory(
        identifier: CategoryID.message,
        actions: [.reply, .markRead, .react],
        intentIdentifiers: [],
        hiddenPreviewsBodyPlaceholder: L10n.Push.hiddenMessage,
        options: [.hiddenPreviewsShowTitle])

    static let call = UNNotificationCategory(
        identifier: CategoryID.call, actions: [.answer, .decline], intentIdentifiers: [],
        options: [.customDismissAction])

    static var missedCall: UNNotificationCategory {
        .init(identifier: CategoryID.missedCall, actions: [.callBack], intentIdentifiers: [], options: [])
    }

    static let groupInvite = UNNotificationCategory(
        identifier: CategoryID.groupInvite,
        actions: [.join(requiresUnlock: true), .decline],
        intentIdentifiers: [],
        options: .customDismissAction)

    /// Mentions get a shorter list: a banner shows only the first two buttons.
    static var mention: UNNotificationCategory {
        let actions: [UNNotificationAction] = [.reply, .mute]
        return UNNotificationCategory(identifier: CategoryID.mention, actions: actions, intentIdentifiers: [])
    }

    /// No buttons on purpose: a login from a new device opens the app.
    static let securityAlert = UNNotificationCategory(
        identifier: CategoryID.securityAlert, actions: [], intentIdentifiers: [], options: [])
}
