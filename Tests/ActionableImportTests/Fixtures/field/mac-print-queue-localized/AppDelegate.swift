import AppKit
import UserNotifications

@main
final class AppDelegate: NSObject, NSApplicationDelegate, UNUserNotificationCenterDelegate {
    private let queue = PrintQueueController()

    func applicationWillFinishLaunching(_ notification: Notification) {
        // Before launch finishes, so a click that launched the app is delivered.
        UNUserNotificationCenter.current().delegate = self
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        PrintNotifications.registerCategories()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let jobID = response.notification.request.content.userInfo["job"] as? String
        switch response.actionIdentifier {
        case PrintNotifications.Action.retry:
            queue.retry(jobID)
        case PrintNotifications.Action.cancelJob:
            queue.cancel(jobID)
        case PrintNotifications.Action.printAgain:
            queue.printAgain(jobID)
        case PrintNotifications.Action.showInFinder:
            queue.reveal(jobID)
        default:
            break
        }
        completionHandler()
    }
}
