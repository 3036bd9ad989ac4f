import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let messageStore = MessageStore.shared
    private let router = ConversationRouter()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        ChatNotifications.registerCategories()

        center.requestAuthorization(options: [.alert, .sound, .badge, .providesAppNotificationSettings]) { granted, error in
            if let error {
                Log.push.error("requestAuthorization failed: \(error.localizedDescription)")
            }
            if granted {
                DispatchQueue.main.async { application.registerForRemoteNotifications() }
            }
        }
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        messageStore.updatePushToken(deviceToken)
    }

    // MARK: UNUserNotificationCenterDelegate

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        let conversationID = notification.request.content.userInfo["conversation_id"] as? String
        if let conversationID, router.visibleConversationID == conversationID {
            completionHandler([])
        } else {
            completionHandler([.banner, .sound, .badge])
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        let conversationID = userInfo["conversation_id"] as? String ?? ""

        if let action = ChatNotificationAction(rawValue: response.actionIdentifier) {
            switch action {
            case .reply:
                if let text = (response as? UNTextInputNotificationResponse)?.userText,
                   !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    messageStore.enqueueReply(text, conversationID: conversationID)
                }
            case .markRead:
                messageStore.markRead(conversationID: conversationID)
            case .mute:
                messageStore.mute(conversationID: conversationID, for: 8 * 60 * 60)
            }
        } else if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            router.openConversation(id: conversationID)
        }

        completionHandler()
    }
}
