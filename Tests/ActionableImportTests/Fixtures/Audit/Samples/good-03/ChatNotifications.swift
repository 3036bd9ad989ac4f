import UserNotifications

enum ChatNotificationCategory: String {
    case directMessage = "chat.category.dm"
    case groupMessage = "chat.category.group"
}

enum ChatNotificationAction: String, CaseIterable {
    case reply = "chat.action.reply"
    case markRead = "chat.action.markRead"
    case mute = "chat.action.mute"
}

enum ChatNotifications {

    static func registerCategories() {
        let reply = UNTextInputNotificationAction(identifier: ChatNotificationAction.reply.rawValue,
                                                  title: "Reply",
                                                  options: [.authenticationRequired],
                                                  textInputButtonTitle: "Send",
                                                  textInputPlaceholder: "Message")
        let markRead = UNNotificationAction(identifier: ChatNotificationAction.markRead.rawValue,
                                            title: "Mark as Read",
                                            options: [])
        let mute = UNNotificationAction(identifier: ChatNotificationAction.mute.rawValue,
                                        title: "Mute for 8 Hours",
                                        options: [.destructive])

        let dm = UNNotificationCategory(identifier: ChatNotificationCategory.directMessage.rawValue,
                                        actions: [reply, markRead],
                                        intentIdentifiers: [],
                                        hiddenPreviewsBodyPlaceholder: "New message",
                                        options: [])
        let group = UNNotificationCategory(identifier: ChatNotificationCategory.groupMessage.rawValue,
                                           actions: [reply, markRead, mute],
                                           intentIdentifiers: [],
                                           hiddenPreviewsBodyPlaceholder: "New group message",
                                           options: [])

        UNUserNotificationCenter.current().setNotificationCategories([dm, group])
    }
}
