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
            either. Remove the registered category of that identifier first (`filter`, `remove`), then insert. The \
            registered set is followed where the app hands it on — `getNotificationCategories { existing in \
            self.register(existing) }`, `merge(await center.notificationCategories())`, or a method named as the \
            completion handler itself, `getNotificationCategories(completionHandler: mergeCategories(_:))` — into \
            functions and methods of the given files, two calls deep, as if the merge were written inline; handed to \
            code not in the files, or to a name several functions share, it is listed as not followed.
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

                """),
            AppCodeExample.swift(
                """
                import UserNotifications

                final class AlarmCategories {
                    let center = UNUserNotificationCenter.current()

                    func add(_ alarm: UNNotificationCategory) {
                        center.getNotificationCategories { existing in
                            self.register(alarm, into: existing)
                        }
                    }

                    private func register(_ alarm: UNNotificationCategory, into existing: Set<UNNotificationCategory>) {
                        var all = existing
                        ↓all.insert(alarm)
                        center.setNotificationCategories(all)
                    }
                }

                """),
            // A method named as the completion handler is read as the closure it stands for.
            AppCodeExample.swift(
                """
                import UserNotifications

                final class EpisodeCategories {
                    let center = UNUserNotificationCenter.current()
                    let episode = UNNotificationCategory(identifier: "EPISODE", actions: [], intentIdentifiers: [])

                    func refresh() {
                        center.getNotificationCategories(completionHandler: mergeCategories(_:))
                    }

                    private func mergeCategories(_ existing: Set<UNNotificationCategory>) {
                        var all = existing
                        ↓all.insert(episode)
                        center.setNotificationCategories(all)
                    }
                }

                """),
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
