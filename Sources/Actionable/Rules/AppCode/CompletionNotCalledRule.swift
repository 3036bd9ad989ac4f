/// `completion-not-called` (app code): a path through the delegate that never calls its completion handler.
enum CompletionNotCalledRule: Rule {
    static let description = RuleDescription(
        identifier: .completionNotCalled,
        severity: .warning,
        summary: "A path through the delegate method ends without calling the completion handler.",
        rationale: """
            iOS waits for `completionHandler` before it considers the action handled; on a path that never calls it \
            (an `else if` chain with no final `else`, an early `return` when the payload does not decode) the app is \
            kept running until the system kills it, and iOS logs that the handler was never called. Reported where \
            the path leaves: the `return`, or the `if` whose missing `else` falls through. A handler handed to a \
            function or method of the given files (`finish(id, completion: completionHandler)`, `[self \
            finish:id completion:completionHandler]`) is followed into it, two calls deep: the hand-off is the \
            delegate's call, and a path through the function that does not call it is reported there — such as a \
            helper that starts a request only for the identifiers it lists and calls the completion only in that \
            request's result block (the identifiers it compares count as the delegate's, for \
            `unregistered-action-handled`). A method the \
            audit cannot follow (the handler handed to code not in the files, kept in a property or a closure \
            variable, called in a loop or a `do` with `catch`) is left out and listed, not judged.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                guard let id = response.notification.request.content.userInfo["invite"] as? String else {
                                    ↓return
                                }
                                if response.actionIdentifier == "ACCEPT" {
                                    invites.accept(id)
                                } else if response.actionIdentifier == "DECLINE" {
                                    invites.decline(id)
                                }
                                completionHandler()
                        """)),
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                ↓if response.actionIdentifier == "ACCEPT" {
                                    accept()
                                    completionHandler()
                                } else if response.actionIdentifier == "DECLINE" {
                                    decline()
                                    completionHandler()
                                }
                        """)),
            AppCodeExample.swift(
                AppCodeExample.registration
                    + """
                    final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                        func userNotificationCenter(
                            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                            withCompletionHandler completionHandler: @escaping () -> Void
                        ) {
                            finish(response, completion: completionHandler)
                        }

                        func finish(_ response: UNNotificationResponse, completion: @escaping () -> Void) {
                            guard let id = response.notification.request.content.userInfo["invite"] as? String else {
                                ↓return
                            }
                            invites.mark(id, read: true)
                            completion()
                        }
                    }

                    """),
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                guard let id = response.notification.request.content.userInfo["invite"] as? String else {
                                    completionHandler()
                                    return
                                }
                                switch response.actionIdentifier {
                                case "ACCEPT": invites.accept(id) { completionHandler() }
                                case "DECLINE": decline(id, then: completionHandler)
                                default: completionHandler()
                                }
                        """)
                        + """
                        func decline(_ id: String, then done: @escaping () -> Void) {
                            invites.decline(id)
                            done()
                        }

                        """)
        ]
    )
}
