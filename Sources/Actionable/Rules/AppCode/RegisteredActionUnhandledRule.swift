/// `registered-action-unhandled` (app code): a registered action no delegate compares against.
enum RegisteredActionUnhandledRule: Rule {
    static let description = RuleDescription(
        identifier: .registeredActionUnhandled,
        severity: .warning,
        summary:
            "A registered action is never handled: every delegate compares the identifier, and none against this one.",
        rationale: """
            A button iOS shows but the app ignores looks broken to the person who taps it (the reverse of \
            `unregistered-action-handled`, often the same typo). Reported only when every delegate was followed to \
            the end: a delegate that hands the response or its identifier to other code (a router, a dictionary of \
            handlers) may handle the action there, so its app is not judged. A branch on the notification's category \
            (`response.notification.request.content.categoryIdentifier == CLOSE`, a `case` of a `switch` on it, \
            `isEqualToString:` in Objective-C) that does the work without testing the action identifier answers \
            every action of that category: they are handled.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                """
                import UserNotifications

                func registerCategories() {
                    let accept = UNNotificationAction(identifier: "ACCEPT", title: "Accept", options: [.foreground])
                    let decline = ↓UNNotificationAction(identifier: "DECLINE", title: "Decline", options: [.destructive])
                    let invite = UNNotificationCategory(identifier: "INVITE", actions: [accept, decline], intentIdentifiers: [])
                    UNUserNotificationCenter.current().setNotificationCategories([invite])
                }

                """
                    + AppCodeExample.delegate(
                        """
                                if response.actionIdentifier == "ACCEPT" { accept() }
                                completionHandler()
                        """))
        ],
        nonTriggeringExamples: [
            // The identifier goes to a router: the auditor cannot see what it handles, so it does not judge.
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                router.handle(action: response.actionIdentifier)
                                completionHandler()
                        """)),
            // A branch on the category answers each of its actions.
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                if response.notification.request.content.categoryIdentifier == "INVITE" {
                                    invitations.answer(response.actionIdentifier)
                                }
                                completionHandler()
                        """)),
        ]
    )
}
