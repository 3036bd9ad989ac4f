/// `unregistered-action-handled` (app code): the delegate compares the action identifier against one no category
/// registers.
enum UnregisteredActionHandledRule: Rule {
    static let description = RuleDescription(
        identifier: .unregisteredActionHandled,
        severity: .warning,
        summary: "The delegate handles an action identifier that no registered category has: that branch never runs.",
        rationale: """
            iOS reports the identifier of the button tapped, exactly as the registered `UNNotificationAction` has it. \
            A delegate that compares against another spelling (`REJECT_ACTION` where `DECLINE_ACTION` is registered) \
            never runs that branch, and the button does nothing. Reported only when every category the app builds was \
            followed, so an identifier is never called unregistered because the auditor missed where it is registered.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                switch response.actionIdentifier {
                                case "ACCEPT": accept()
                                case ↓"REJECT": reject()
                                default: break
                                }
                                completionHandler()
                        """)
            ).alsoReporting(.registeredActionUnhandled)
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                if response.actionIdentifier == "ACCEPT" {
                                    accept()
                                } else if response.actionIdentifier == "DECLINE" {
                                    decline()
                                }
                                completionHandler()
                        """)),
            // Without the registration, the auditor cannot say what is registered: nothing is reported.
            AppCodeExample.swift(
                "import UserNotifications\n\n"
                    + AppCodeExample.delegate(
                        """
                                if response.actionIdentifier == "REJECT" { reject() }
                                completionHandler()
                        """)),
        ]
    )
}
