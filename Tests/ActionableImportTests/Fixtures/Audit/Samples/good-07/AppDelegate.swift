import UIKit
import UserNotifications

enum MedicationNotification {
    static let reminderCategory = "MED_REMINDER"
    static let takenAction = "MED_REMINDER_TAKEN"
    static let snoozeAction = "MED_REMINDER_SNOOZE"
    static let skipAction = "MED_REMINDER_SKIP"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let doseLog = DoseLog.shared          // Core Data, writes with performAndWait
    private let scheduler = ReminderScheduler()
    private var pendingDoseID: String?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        let taken = UNNotificationAction(identifier: MedicationNotification.takenAction,
                                         title: "Mark as Taken", options: [])
        let snooze = UNNotificationAction(identifier: MedicationNotification.snoozeAction,
                                          title: "Snooze 10 min", options: [])
        let skip = UNNotificationAction(identifier: MedicationNotification.skipAction,
                                        title: "Skip Dose", options: [.destructive])
        // customDismissAction: a swiped-away reminder is logged as "missed" so the
        // adherence report is accurate.
        let reminder = UNNotificationCategory(identifier: MedicationNotification.reminderCategory,
                                              actions: [taken, snooze, skip],
                                              intentIdentifiers: [],
                                              options: [.customDismissAction])
        center.setNotificationCategories([reminder])

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error {
                NSLog("[Reminders] authorization error: \(error)")
            }
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }
        return true
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
        // All work below is synchronous, so completing on scope exit is safe.
        defer { completionHandler() }

        let content = response.notification.request.content
        guard let doseID = content.userInfo["dose_id"] as? String else { return }

        switch response.actionIdentifier {
        case MedicationNotification.takenAction:
            doseLog.record(doseID: doseID, status: .taken, at: Date())
        case MedicationNotification.snoozeAction:
            scheduler.scheduleSnooze(of: content, doseID: doseID, after: 10 * 60)
        case MedicationNotification.skipAction:
            doseLog.record(doseID: doseID, status: .skipped, at: Date())
        case UNNotificationDismissActionIdentifier:
            doseLog.record(doseID: doseID, status: .missed, at: Date())
        case UNNotificationDefaultActionIdentifier:
            pendingDoseID = doseID
            NotificationCenter.default.post(name: .showDoseDetail, object: nil, userInfo: ["dose_id": doseID])
        default:
            break
        }
    }
}

extension Notification.Name {
    static let showDoseDetail = Notification.Name("ShowDoseDetail")
}
