import UIKit
import UserNotifications

enum ListNotificationAction: String {
    case markAllDone = "lists.action.mark-all-done"
    case remindTomorrow = "lists.action.remind-tomorrow"
}

enum ListNotificationCategory: String {
    case sharedListUpdated = "lists.category.shared-list-updated"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let listStore = ShoppingListStore.shared   // actor, persists to CloudKit
    private let reminders = ListReminderScheduler.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        let done = UNNotificationAction(identifier: ListNotificationAction.markAllDone.rawValue,
                                        title: "Mark All Done",
                                        options: [])
        let tomorrow = UNNotificationAction(identifier: ListNotificationAction.remindTomorrow.rawValue,
                                            title: "Remind Me Tomorrow",
                                            options: [])
        let updated = UNNotificationCategory(identifier: ListNotificationCategory.sharedListUpdated.rawValue,
                                             actions: [done, tomorrow],
                                             intentIdentifiers: [],
                                             options: [])
        center.setNotificationCategories([updated])

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
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
        defer { completionHandler() }

        let actionIdentifier = response.actionIdentifier
        guard let listID = response.notification.request.content.userInfo["list_id"] as? String else {
            return
        }

        Task {
            switch actionIdentifier {
            case ListNotificationAction.markAllDone.rawValue:
                await listStore.markAllItemsDone(listID: listID)
            case ListNotificationAction.remindTomorrow.rawValue:
                await reminders.scheduleReminder(listID: listID, at: .tomorrowMorning)
            case UNNotificationDefaultActionIdentifier:
                await MainActor.run {
                    ListRouter.shared.openList(id: listID)
                }
            default:
                break
            }
        }
    }
}
