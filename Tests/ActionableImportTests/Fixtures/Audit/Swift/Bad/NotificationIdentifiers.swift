enum NotificationCategory: String {
    case invite = "INVITE"
    case reminder = "REMINDER"
}

enum NotificationAction: String {
    case accept = "ACCEPT_ACTION"
    case decline = "DECLINE_ACTION"
    case snooze = "SNOOZE_ACTION"
    case reply = "REPLY_ACTION"
}
