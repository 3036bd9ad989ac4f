/// `duplicate-after-merge` (app code): a category inserted into `getNotificationCategories`'s result without removing
/// the registered one of its identifier.
enum DuplicateAfterMergeRule: Rule {
    static let description = RuleDescription(
        identifier: .duplicateAfterMerge,
        severity: .warning,
        summary: "A category is added to the registered set without removing the one of the same identifier first.",
        rationale: """
            `UNNotificationCategory` equality compares every property, titles included. Once the language changes \
            (or an action is renamed), `insert`, `update(with:)` or `union` into `getNotificationCategories`'s \
            result keeps the old category beside the new one: two categories with one identifier, and iOS shows \
            either. Remove the registered category of that identifier first (`filter`, `remove`), then insert.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                """
                import UserNotifications

                func addAlarmCategory(_ alarm: UNNotificationCategory) {
                    let center = UNUserNotificationCenter.current()
                    center.getNotificationCategories { registered in
                        var categories = registered
                        ↓categories.insert(alarm)
                        center.setNotificationCategories(categories)
                    }
                }

                """)
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                """
                import UserNotifications

                func addAlarmCategory(_ alarm: UNNotificationCategory) {
                    let center = UNUserNotificationCenter.current()
                    center.getNotificationCategories { registered in
                        var categories = registered
                        if let old = categories.first(where: { $0.identifier == alarm.identifier }) {
                            categories.remove(old)
                        }
                        categories.insert(alarm)
                        center.setNotificationCategories(categories)
                    }
                }

                """)
        ]
    )
}
