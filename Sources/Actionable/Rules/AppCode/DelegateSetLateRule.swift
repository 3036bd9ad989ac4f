/// `delegate-set-late` (app code): the notification center's delegate assigned in a permission callback.
enum DelegateSetLateRule: Rule {
    static let description = RuleDescription(
        identifier: .delegateSetLate,
        severity: .warning,
        summary:
            "The notification center's delegate is set in a permission callback or an app callback that runs after launch.",
        rationale: """
            Apple requires the delegate to be assigned before the app finishes launching: the tap that launched the \
            app is delivered then ("you must set the value of this property before your app finishes launching", \
            [`UNUserNotificationCenter.delegate`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate)). \
            Assigned in `requestAuthorization`'s (or `getNotificationSettings`') completion, or after awaiting it, \
            the delegate is set too late for that tap — and never when permission is denied or provisional, so no \
            response reaches the app at all. So is one assigned in an app or scene delegate callback that runs only \
            after launch: `applicationDidBecomeActive`, `applicationWillEnterForeground`, `sceneDidBecomeActive` \
            (UIKit and AppKit alike). Assign it in UIKit's `application(_:willFinishLaunchingWithOptions:)` or \
            `application(_:didFinishLaunchingWithOptions:)`, the places Apple names, or in a Mac app's \
            `NSApplicationDelegate` `applicationWillFinishLaunching(_:)` or `applicationDidFinishLaunching(_:)`, \
            before asking for permission: AppKit calls the latter "after the application's main run loop has been \
            started but before it has processed any events" \
            ([`applicationDidFinishLaunching(_:)`](https://developer.apple.com/documentation/appkit/nsapplicationdelegate/applicationdidfinishlaunching(_:))), \
            so before the response that launched the app, and the audit does not report it there.
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

                """),
            AppCodeExample.swift(
                """
                import AppKit
                import UserNotifications

                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let notifications = NotificationDelegate()

                    func applicationDidBecomeActive(_ notification: Notification) {
                        let center = UNUserNotificationCenter.current()
                        ↓center.delegate = notifications
                        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    }
                }

                """),
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

                """),
            AppCodeExample.swift(
                """
                import AppKit
                import UserNotifications

                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let notifications = NotificationDelegate()

                    func applicationDidFinishLaunching(_ notification: Notification) {
                        let center = UNUserNotificationCenter.current()
                        center.delegate = notifications
                        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    }
                }

                """),
        ]
    )
}
