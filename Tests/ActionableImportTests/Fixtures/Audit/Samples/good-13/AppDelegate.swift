import UIKit
import UserNotifications

enum ChatNotification {
    static let messageCategory = "chat.category.message"
    static let replyAction = "chat.action.reply"
    static let markReadAction = "chat.action.mark-read"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let categories = ChatCategoryRegistrar()
    private var localeObserver: NSObjectProtocol?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        categories.refresh()
        // Titles are localized: register them again when the user switches language.
        localeObserver = NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification,
                                                                object: nil,
                                                                queue: .main) { [categories] _ in
            categories.refresh()
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        guard let threadID = userInfo["thread_id"] as? String else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case ChatNotification.replyAction:
            let text = (response as? UNTextInputNotificationResponse)?.userText ?? ""
            ChatService.shared.send(text, toThread: threadID) { _ in
                completionHandler()
            }
        case ChatNotification.markReadAction:
            ChatService.shared.markRead(threadID: threadID) {
                completionHandler()
            }
        default:
            completionHandler()
        }
    }
}
