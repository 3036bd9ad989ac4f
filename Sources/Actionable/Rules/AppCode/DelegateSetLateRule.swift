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
            so before the response that launched the app, and the audit does not report it there. The same holds for \
            a delegate first assigned in a method that sends a notification (`center.add(request)`), or in one \
            reached only from an observer: a `NotificationCenter` or distributed-notification callback, a \
            `#selector` target of `addObserver`, a `publisher(for:)` sink. After a restart, the tap on that \
            notification arrives before anything sends or posts, and reaches no delegate. The audit follows the \
            method's callers across the given files (Swift and Objective-C alike): when every one is known and none \
            runs at launch, it reports; when one is hidden (the method is public, an `@IBAction`, or called from \
            code not in the files), it lists the place under "Not followed"; an assignment that also runs at launch \
            is silent.
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
            // Assigned only when an observer runs: a tap after a restart arrives before the session starts.
            AppCodeExample.swift(
                """
                import UIKit
                import UserNotifications

                extension Notification.Name {
                    static let sessionDidStart = Notification.Name("SessionDidStart")
                }

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    let notifications = NotificationDelegate()

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(sessionStarted(_:)), name: .sessionDidStart, object: nil)
                        return true
                    }

                    @objc private func sessionStarted(_ note: Notification) {
                        ↓UNUserNotificationCenter.current().delegate = notifications
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
