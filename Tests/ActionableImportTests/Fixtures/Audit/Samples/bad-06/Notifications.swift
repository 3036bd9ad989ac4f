import UserNotifications

enum Notifications {
    enum Category: String {
        case shiftOffer = "SHIFT_OFFER"
    }

    enum Action: String {
        case accept = "SHIFT_OFFER_ACCEPT"
        case decline = "SHIFT_OFFER_DECLINE"
    }

    static func registerCategories() {
        let accept = UNNotificationAction(identifier: Notifications.Action.accept.rawValue,
                                          title: "Take Shift",
                                          options: [.authenticationRequired])
        let decline = UNNotificationAction(identifier: Notifications.Action.decline.rawValue,
                                           title: "Pass",
                                           options: [.destructive])
        // Dismissals are delivered so we can record that the offer was seen.
        let offer = UNNotificationCategory(identifier: Notifications.Category.shiftOffer.rawValue,
                                           actions: [accept, decline],
                                           intentIdentifiers: [],
                                           options: [.customDismissAction])
        UNUserNotificationCenter.current().setNotificationCategories([offer])
    }
}
