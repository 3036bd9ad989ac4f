import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        registerNotificationCategories()

        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if let error = error {
                NSLog("Notification authorization failed: %@", error.localizedDescription)
            }
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }
        return true
    }

    private func registerNotificationCategories() {
        let like = UNNotificationAction(identifier: "LIKE_ACTION", title: "Like", options: [])
        let comment = UNTextInputNotificationAction(identifier: "COMMENT_ACTION",
                                                    title: "Comment",
                                                    options: [],
                                                    textInputButtonTitle: "Post",
                                                    textInputPlaceholder: "Add a comment…")
        let newPost = UNNotificationCategory(identifier: "NEW_POST",
                                             actions: [like, comment],
                                             intentIdentifiers: [],
                                             options: [])

        let followBack = UNNotificationAction(identifier: "FOLLOW_BACK_ACTION", title: "Follow Back", options: [])
        let newFollower = UNNotificationCategory(identifier: "NEW_FOLLOWER",
                                                 actions: [followBack],
                                                 intentIdentifiers: [],
                                                 options: [])

        UNUserNotificationCenter.current().setNotificationCategories([newPost, newFollower])
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushTokenUploader.shared.upload(deviceToken)
    }

    func application(_ application: UIApplication,
                     didFailToRegisterForRemoteNotificationsWithError error: Error) {
        NSLog("APNs registration failed: %@", error.localizedDescription)
    }

    // MARK: - UNUserNotificationCenterDelegate

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        let postID = userInfo["post_id"] as? String
        let userID = userInfo["user_id"] as? String

        switch response.actionIdentifier {
        case "LIKE_ACTION":
            if let postID = postID {
                FeedAPI.shared.like(postID: postID)
            }
        case "COMMENT_ACTION":
            if let postID = postID,
               let text = (response as? UNTextInputNotificationResponse)?.userText,
               !text.isEmpty {
                FeedAPI.shared.comment(postID: postID, text: text)
            }
        case "FOLLOW_BACK_ACTION":
            if let userID = userID {
                FeedAPI.shared.follow(userID: userID)
            }
        case UNNotificationDefaultActionIdentifier:
            DeepLinkRouter.shared.route(userInfo: userInfo)
        default:
            break
        }
        completionHandler()
    }
}
