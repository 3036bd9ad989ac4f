import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let notifications = NotificationHandler()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = notifications
        center.setNotificationCategories(Self.categories())
        Task {
            let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
            if granted {
                await MainActor.run { application.registerForRemoteNotifications() }
            }
        }
        return true
    }

    static func categories() -> Set<UNNotificationCategory> {
        let accept = UNNotificationAction(
            identifier: NotificationAction.accept.rawValue, title: "Accept", options: [.foreground])
        let decline = UNNotificationAction(
            identifier: NotificationAction.decline.rawValue, title: "Decline", options: [.destructive])
        let invite = UNNotificationCategory(
            identifier: NotificationCategory.invite.rawValue, actions: [accept, decline], intentIdentifiers: [],
            options: [.customDismissAction])
        let snooze = UNNotificationAction(identifier: NotificationAction.snooze.rawValue, title: "Snooze")
        let reply = UNTextInputNotificationAction(
            identifier: NotificationAction.reply.rawValue, title: "Reply", options: [],
            textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let reminder = UNNotificationCategory(
            identifier: NotificationCategory.reminder.rawValue, actions: [snooze, reply], intentIdentifiers: [])
        return [invite, reminder]
    }
}
