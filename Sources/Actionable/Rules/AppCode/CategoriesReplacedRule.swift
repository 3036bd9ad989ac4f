/// `categories-replaced` (app code): two `setNotificationCategories` calls register different sets.
enum CategoriesReplacedRule: Rule {
    static let description = RuleDescription(
        identifier: .categoriesReplaced,
        severity: .warning,
        summary:
            "A `setNotificationCategories` call registers only some of the app's categories, and replaces the others.",
        rationale: """
            `setNotificationCategories(_:)` replaces the whole set the app registered before. When the launch path \
            registers one category and another path (an alarm screen, a notification content or service extension, \
            which share the app's set) registers its own, whichever runs second removes the other's, and \
            notifications of the removed category show no buttons. Reported at each call whose set lacks a category \
            another call registers; a call that adds to `getNotificationCategories`'s result is not a replacement.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.files([
                "AppDelegate.swift": AppCodeExample.registration(marked: true),
                "AlarmScheduler.swift": """
                import UserNotifications

                func scheduleAlarm() {
                    let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze")
                    let alarm = UNNotificationCategory(identifier: "ALARM", actions: [snooze], intentIdentifiers: [])
                    ↓UNUserNotificationCenter.current().setNotificationCategories([alarm])
                }

                """,
            ])
        ],
        nonTriggeringExamples: [
            // One call registers everything; the other merges into what is registered (remove, then insert).
            AppCodeExample.files([
                "AppDelegate.swift": AppCodeExample.registration,
                "AlarmScheduler.swift": """
                import UserNotifications

                func scheduleAlarm() {
                    let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze")
                    let alarm = UNNotificationCategory(identifier: "ALARM", actions: [snooze], intentIdentifiers: [])
                    let center = UNUserNotificationCenter.current()
                    center.getNotificationCategories { registered in
                        var categories = registered.filter { $0.identifier != alarm.identifier }
                        categories.insert(alarm)
                        center.setNotificationCategories(categories)
                    }
                }

                """,
            ])
        ]
    )
}
