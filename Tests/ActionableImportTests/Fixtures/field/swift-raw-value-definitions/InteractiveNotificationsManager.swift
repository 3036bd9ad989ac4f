import Foundation
import CocoaLumberjackSwift
import UserNotifications

/// Everything about UNNotificationCategory and UNNotificationAction: registering them, and
/// handling the buttons the user taps.
final class InteractiveNotificationsManager: NSObject {

    @objc static let shared = InteractiveNotificationsManager()

    private let eventTracker = NotificationEventTracker()

    private var notificationCenter: UNUserNotificationCenter {
        UNUserNotificationCenter.current()
    }

    /// Asks for permission to show notifications. The categories are registered whatever the
    /// answer, on the main queue, because the delegate must be set there.
    func requestAuthorization(completion: @escaping (_ allowed: Bool) -> Void) {
        defer {
            eventTracker.notificationPermissionRequested()
        }

        let options: UNAuthorizationOptions = [.badge, .sound, .alert, .providesAppNotificationSettings]
        notificationCenter.requestAuthorization(options: options) { granted, error in
            if let error {
                DDLogError("Push authorization failed: \(error.localizedDescription)")
            }
            DispatchQueue.main.async {
                if granted {
                    self.eventTracker.notificationPermissionGranted()
                } else {
                    self.eventTracker.notificationPermissionDenied()
                }
                self.notificationCenter.setNotificationCategories(self.supportedNotificationCategories())
                self.notificationCenter.delegate = self
                completion(granted)
            }
        }
    }

    /// Handles an action the user picked on a notification.
    ///
    /// - Returns: true when the action was handled here.
    func handleAction(with identifier: String, category: String, userInfo: NSDictionary, responseText: String?) -> Bool {
        guard AccountService.hasDefaultAccount else {
            return false
        }
        guard let definition = InkAction(rawValue: identifier) else {
            DDLogInfo("Not one of our actions: \(identifier), category \(category)")
            return false
        }
        eventTracker.actionTapped(definition.analyticsName)

        switch definition {
        case .approveComment, .likeComment:
            return CommentModerator.shared.moderate(definition, userInfo: userInfo)
        case .replyToComment:
            guard let responseText, !responseText.isEmpty else {
                return false
            }
            return CommentModerator.shared.reply(with: responseText, userInfo: userInfo)
        case .writePost, .retryUpload:
            return false
        case .approveLogin, .denyLogin:
            return LoginApprover.shared.answer(approved: definition == .approveLogin, userInfo: userInfo)
        }
    }

    /// A category per definition the app supports.
    private func supportedNotificationCategories() -> Set<UNNotificationCategory> {
        let categories: [UNNotificationCategory] = InkCategory.allDefinitions.map { $0.category }
        return Set(categories)
    }
}

extension InteractiveNotificationsManager: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let content = response.notification.request.content
        let text = (response as? UNTextInputNotificationResponse)?.userText
        if handleAction(with: response.actionIdentifier, category: content.categoryIdentifier,
                        userInfo: content.userInfo as NSDictionary, responseText: text) {
            completionHandler()
            return
        }
        PushNotificationsManager.shared.handleNotification(content.userInfo as NSDictionary) { _ in
            completionHandler()
        }
    }
}
