import UserNotifications

enum Notifications {
    enum Category: String {
        case eventInvite = "CALENDAR_EVENT_INVITE"
    }

    enum Action: String {
        case accept = "CALENDAR_INVITE_ACCEPT"
        case tentative = "CALENDAR_INVITE_MAYBE"
        case decline = "CALENDAR_INVITE_DECLINE"
    }

    static func registerCategories() {
        let accept = UNNotificationAction(identifier: Notifications.Action.accept.rawValue,
                                          title: NSLocalizedString("invite.accept", comment: "Accept"),
                                          options: [])
        let tentative = UNNotificationAction(identifier: Notifications.Action.tentative.rawValue,
                                             title: NSLocalizedString("invite.maybe", comment: "Maybe"),
                                             options: [])
        let decline = UNNotificationAction(identifier: Notifications.Action.decline.rawValue,
                                           title: NSLocalizedString("invite.decline", comment: "Decline"),
                                           options: [.destructive])

        let invite = UNNotificationCategory(identifier: Notifications.Category.eventInvite.rawValue,
                                            actions: [accept, tentative, decline],
                                            intentIdentifiers: [],
                                            options: [])

        UNUserNotificationCenter.current().setNotificationCategories([invite])
    }
}
