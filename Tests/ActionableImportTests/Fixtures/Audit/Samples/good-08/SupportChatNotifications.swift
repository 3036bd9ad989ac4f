import UserNotifications

/// Lives in the SupportChat framework, which is embedded by several host apps.
/// The host may register its own categories, so we merge rather than overwrite.
public enum SupportChatNotifications {

    public static let categoryIdentifier = "com.example.supportchat.category.message"
    public static let replyActionIdentifier = "com.example.supportchat.action.reply"
    public static let resolveActionIdentifier = "com.example.supportchat.action.resolve"

    public static func registerCategory(center: UNUserNotificationCenter = .current()) {
        let reply = UNTextInputNotificationAction(identifier: replyActionIdentifier,
                                                  title: NSLocalizedString("Reply", bundle: .supportChat, comment: ""),
                                                  options: [],
                                                  textInputButtonTitle: NSLocalizedString("Send", bundle: .supportChat, comment: ""),
                                                  textInputPlaceholder: "")
        let resolve = UNNotificationAction(identifier: resolveActionIdentifier,
                                           title: NSLocalizedString("Mark as Resolved", bundle: .supportChat, comment: ""),
                                           options: [.destructive])
        let category = UNNotificationCategory(identifier: categoryIdentifier,
                                              actions: [reply, resolve],
                                              intentIdentifiers: [],
                                              options: [])

        center.getNotificationCategories { existing in
            var categories = existing.filter { $0.identifier != categoryIdentifier }
            categories.insert(category)
            center.setNotificationCategories(categories)
        }
    }
}
