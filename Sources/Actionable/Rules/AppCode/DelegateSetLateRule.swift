/// `delegate-set-late` (app code): the notification center's delegate assigned in a permission callback.
enum DelegateSetLateRule: Rule {
    static let description = RuleDescription(
        identifier: .delegateSetLate,
        severity: .warning,
        summary:
            "The notification center's delegate is set in a permission callback, after launch and only when granted.",
        rationale: """
            Apple requires the delegate to be assigned before the app finishes launching: the tap that launched the \
            app is delivered then. Assigned in `requestAuthorization`'s (or `getNotificationSettings`') completion, \
            or after awaiting it, the delegate is set too late for that tap — and never when permission is denied or \
            provisional, so no response reaches the app at all. Assign it in \
            `application(_:willFinishLaunchingWithOptions:)` or `didFinishLaunching`, before asking for permission.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                """
                import UIKit
                import UserNotifications

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    let notifications = NotificationDelegate()

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let center = UNUserNotificationCenter.current()
                        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
                            guard granted else { return }
                            ↓center.delegate = self.notifications
                        }
                        return true
                    }
                }

                """)
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                """
                import UIKit
                import UserNotifications

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    let notifications = NotificationDelegate()

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let center = UNUserNotificationCenter.current()
                        center.delegate = notifications
                        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
                            guard granted else { return }
                            DispatchQueue.main.async { UIApplication.shared.registerForRemoteNotifications() }
                        }
                        return true
                    }
                }

                """)
        ]
    )
}
