import UIKit
import UserNotifications

enum WorkoutReminderAction: String {
    case start = "workout.reminder.start"
    case snooze = "workout.reminder.snooze"
    case skip = "workout.reminder.skip"
}

@MainActor
final class NotificationCoordinator: NSObject, UNUserNotificationCenterDelegate {

    static let shared = NotificationCoordinator()
    static let reminderCategory = "workout.reminder"

    private let router = AppRouter.shared
    private let scheduler = ReminderScheduler.shared
    private let planStore = TrainingPlanStore.shared

    func registerCategories() {
        let start = UNNotificationAction(identifier: WorkoutReminderAction.start.rawValue,
                                         title: String(localized: "Start Workout"),
                                         options: [.foreground])
        let snooze = UNNotificationAction(identifier: WorkoutReminderAction.snooze.rawValue,
                                          title: String(localized: "Remind Me in 15 Minutes"),
                                          options: [])
        let skip = UNNotificationAction(identifier: WorkoutReminderAction.skip.rawValue,
                                        title: String(localized: "Skip Today"),
                                        options: [.destructive])
        let reminder = UNNotificationCategory(identifier: Self.reminderCategory,
                                              actions: [start, snooze, skip],
                                              intentIdentifiers: [],
                                              options: [])
        UNUserNotificationCenter.current().setNotificationCategories([reminder])
    }

    // MARK: UNUserNotificationCenterDelegate

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .list])
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
        // Pull Sendable values out before hopping to the main actor.
        let actionIdentifier = response.actionIdentifier
        let workoutID = response.notification.request.content.userInfo["workout_id"] as? String

        Task { @MainActor in
            switch actionIdentifier {
            case WorkoutReminderAction.start.rawValue:
                if let workoutID {
                    router.startWorkout(id: workoutID)
                }
            case WorkoutReminderAction.snooze.rawValue:
                if let workoutID {
                    await scheduler.snooze(workoutID: workoutID, by: 15 * 60)
                }
            case WorkoutReminderAction.skip.rawValue:
                if let workoutID {
                    await planStore.markSkipped(workoutID: workoutID, on: .now)
                }
            case UNNotificationDefaultActionIdentifier:
                router.showToday()
            default:
                break
            }
            completionHandler()
        }
    }
}
