import UIKit
import UserNotifications
import SupportChat

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Must be set before launch finishes so a cold-start tap is delivered to us.
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        SupportChat.configure(appID: Configuration.supportChatAppID)
        SupportChatNotifications.registerCategory()

        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            if granted {
                DispatchQueue.main.async {
                    application.registerForRemoteNotifications()
                }
            }
        }
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        SupportChat.shared.setPushToken(deviceToken)
    }

    // MARK: UNUserNotificationCenterDelegate

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let content = response.notification.request.content
        guard content.categoryIdentifier == SupportChatNotifications.categoryIdentifier else {
            completionHandler()
            return
        }

        let actionIdentifier = response.actionIdentifier
        let ticketID = content.userInfo["ticket_id"] as? String
        let replyText = (response as? UNTextInputNotificationResponse)?.userText

        DispatchQueue.main.async {
            switch actionIdentifier {
            case SupportChatNotifications.replyActionIdentifier:
                if let ticketID, let replyText, !replyText.isEmpty {
                    SupportChat.shared.sendMessage(replyText, ticketID: ticketID)
                }
            case SupportChatNotifications.resolveActionIdentifier:
                if let ticketID {
                    SupportChat.shared.resolveTicket(ticketID)
                }
            case UNNotificationDefaultActionIdentifier:
                SupportChat.shared.presentConversation(ticketID: ticketID, from: self.window?.rootViewController)
            default:
                break
            }
            completionHandler()
        }
    }
}
