import AppKit
import UserNotifications

enum FocusNotification {
    static let sessionEndedCategory = "focus.category.session-ended"
    static let startBreakAction = "focus.action.start-break"
    static let extendAction = "focus.action.extend-5-minutes"
}

@main
final class AppDelegate: NSObject, NSApplicationDelegate, UNUserNotificationCenterDelegate {

    private let timer = FocusTimer.shared
    private var statusItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        statusItem?.button?.title = timer.remainingDescription

        let startBreak = UNNotificationAction(identifier: FocusNotification.startBreakAction,
                                              title: "Start Break",
                                              options: [])
        let extend = UNNotificationAction(identifier: FocusNotification.extendAction,
                                          title: "5 More Minutes",
                                          options: [])
        let ended = UNNotificationCategory(identifier: FocusNotification.sessionEndedCategory,
                                           actions: [startBreak, extend],
                                           intentIdentifiers: [],
                                           options: [])
        UNUserNotificationCenter.current().setNotificationCategories([ended])
    }

    // The user may have turned notifications on in System Settings while the app was in the background.
    func applicationDidBecomeActive(_ notification: Notification) {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { granted, error in
            if let error {
                NSLog("notification authorization failed: \(error)")
            }
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        switch response.actionIdentifier {
        case FocusNotification.startBreakAction:
            timer.startBreak()
        case FocusNotification.extendAction:
            timer.extend(by: 5 * 60)
        default:
            NSApp.activate(ignoringOtherApps: true)
        }
        completionHandler()
    }
}
