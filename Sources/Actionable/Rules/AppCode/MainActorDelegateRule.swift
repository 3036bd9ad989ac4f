/// `main-actor-delegate` (app code): a main-actor-isolated delegate method iOS may call on a background thread.
enum MainActorDelegateRule: Rule {
    static let description = RuleDescription(
        identifier: .mainActorDelegate,
        severity: .warning,
        summary:
            "A `@MainActor` notification delegate method, which iOS may call on a background thread: under Swift 6 it traps.",
        rationale: """
            UserNotifications calls `userNotificationCenter(_:didReceive:…)` and `willPresent` on a queue of its \
            own, not always the main thread. A delegate method isolated to the main actor — the type is \
            `@MainActor`, or inherits it from `UIResponder`, `UIApplicationDelegate` or SwiftUI's `App` — gets a \
            run-time isolation check in Swift 6 language mode, and the app crashes in \
            `_dispatch_assert_queue_fail` when a notification is tapped. Several shipping apps released this fix: \
            mark the method `nonisolated` and hop to the main actor for what needs it.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                """
                import UIKit
                import UserNotifications

                @MainActor
                final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                    func ↓userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        await router.open(response.notification.request.content.userInfo)
                    }
                }

                """)
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                """
                import UIKit
                import UserNotifications

                @MainActor
                final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        let userInfo = response.notification.request.content.userInfo
                        await MainActor.run { router.open(userInfo) }
                    }
                }

                """)
        ]
    )
}
