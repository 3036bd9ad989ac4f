/// `completion-before-work` (app code): the delegate says it is done while its work still runs in a `Task`.
enum CompletionBeforeWorkRule: Rule {
    static let description = RuleDescription(
        identifier: .completionBeforeWork,
        severity: .warning,
        summary: "The delegate tells iOS it is done while the action's work still runs in an unstructured `Task`.",
        rationale: """
            iOS keeps a background action's app running until the delegate calls the completion handler (or, in the \
            `async` form, returns), then may suspend it. `defer { completionHandler() }` around a `Task { … }` (or \
            `DispatchQueue….async { … }`), the handler called after one — in the same block or any block around it: \
            an `if`, a `switch` case, a `do` body — or an `async` delegate that starts a `Task` and returns says \
            "done" before the snooze is scheduled or the reply is sent, and the work is lost when the app is \
            suspended. Call the completion at the end of the `Task`, or `await` the work. In Objective-C the same is \
            `completionHandler()` after a block the work runs in later: `dispatch_async`, `dispatch_after`, an \
            operation queue's block, or a block-based API's `completionHandler:`/`completion:`/`reply:` (a URL \
            session task, an authentication prompt); a block run at once (`enumerateObjectsUsingBlock:`) is not work \
            left running.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                ↓defer { completionHandler() }
                                Task { await inbox.send(reply: response) }
                        """)),
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                switch response.actionIdentifier {
                                case "ACCEPT":
                                    if let reply = response as? UNTextInputNotificationResponse {
                                        Task { await inbox.send(reply: reply) }
                                    }
                                    ↓completionHandler()
                                case "DECLINE":
                                    completionHandler()
                                default:
                                    completionHandler()
                                }
                        """)),
            AppCodeExample.swift(
                """
                import UserNotifications

                final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        ↓Task { await alarms.snooze(response.notification.request.identifier) }
                    }
                }

                """),
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                Task {
                                    await inbox.send(reply: response)
                                    completionHandler()
                                }
                        """)),
            AppCodeExample.swift(
                """
                import UserNotifications

                final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        await Task { await alarms.snooze(response.notification.request.identifier) }.value
                    }
                }

                """),
        ]
    )
}
