// An app's hand-written notification code, as `actionable-import swift` finds it in shipping apps: identifiers in an
// enum of their own file, action identifiers as static constants. Compiled here against the UserNotifications
// stand-in, so the round trip can compare what this code registers with what the imported YAML generates.

/// The categories the app registers.
enum NotificationCategoryID: String {
    case invite = "INVITE_CATEGORY"
    case chat = "CHAT_MESSAGE"
    case order = "ORDER_STATUS"
    case callLog = "CALL_LOG"
    case reminder = "REMINDER"
}

/// The actions' identifiers.
enum NotificationActionID {
    static let accept = "ACCEPT"
    static let decline = "DECLINE"
    static let reply = "REPLY"
    static let markRead = "MARK_READ"
    static let trackOrder = "TRACK_ORDER"
    static let cancelOrder = "CANCEL_ORDER"
    static let callBack = "CALL_BACK"
    static let rateCall = "RATE_CALL"
}
