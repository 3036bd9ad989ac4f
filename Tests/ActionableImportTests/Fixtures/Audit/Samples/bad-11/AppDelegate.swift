import UIKit
import UserNotifications

enum SupportNotification {
    static let ticketCategory = "support.category.ticket-reply"
    static let quickReplyAction = "support.action.quick-reply"
    static let resolveAction = "support.action.mark-resolved"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let api = SupportAPI.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let reply = UNTextInputNotificationAction(identifier: SupportNotification.quickReplyAction,
                                                  title: "Reply",
                                                  options: [],
                                                  textInputButtonTitle: "Send",
                                                  textInputPlaceholder: "Your message")
        let resolve = UNNotificationAction(identifier: SupportNotification.resolveAction,
                                           title: "Mark as Resolved",
                                           options: [])
        center.setNotificationCategories([
            UNNotificationCategory(identifier: SupportNotification.ticketCategory,
                                   actions: [reply, resolve],
                                   intentIdentifiers: [],
                                   options: []),
        ])
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        guard let ticketID = userInfo["ticket_id"] as? String else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case SupportNotification.quickReplyAction:
            if let reply = response as? UNTextInputNotificationResponse {
                Task {
                    try? await api.postReply(reply.userText, toTicket: ticketID)
                }
            }
            completionHandler()
        case SupportNotification.resolveAction:
            Task {
                try? await api.markResolved(ticketID: ticketID)
            }
            completionHandler()
        default:
            completionHandler()
        }
    }
}
