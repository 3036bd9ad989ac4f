import Foundation
import UserNotifications

/// Registers the chat category next to the ones the support-chat and marketing SDKs register, so it never calls
/// setNotificationCategories with only its own.
final class ChatCategoryRegistrar {

    private let center = UNUserNotificationCenter.current()

    func refresh() {
        center.getNotificationCategories { existing in
            self.register(existing)
        }
    }

    private func register(_ existing: Set<UNNotificationCategory>) {
        let reply = UNTextInputNotificationAction(identifier: ChatNotification.replyAction,
                                                  title: NSLocalizedString("Reply", comment: "notification action"),
                                                  options: [],
                                                  textInputButtonTitle: NSLocalizedString("Send", comment: "notification action"),
                                                  textInputPlaceholder: "")
        let markRead = UNNotificationAction(identifier: ChatNotification.markReadAction,
                                            title: NSLocalizedString("Mark as Read", comment: "notification action"),
                                            options: [])
        let message = UNNotificationCategory(identifier: ChatNotification.messageCategory,
                                             actions: [reply, markRead],
                                             intentIdentifiers: [],
                                             options: [])
        // The registered chat category has the previous language's titles: replace it, don't add beside it.
        var categories = existing.filter { $0.identifier != ChatNotification.messageCategory }
        categories.insert(message)
        center.setNotificationCategories(categories)
    }
}
