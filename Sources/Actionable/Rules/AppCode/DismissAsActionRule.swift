/// `dismiss-as-action` (app code): the dismiss action runs the code of a decision or of a tap.
enum DismissAsActionRule: Rule {
    static let description = RuleDescription(
        identifier: .dismissAsAction,
        severity: .warning,
        summary: "Swiping the notification away runs the same code as an action or a tap.",
        rationale: """
            With `custom-dismiss-action`, iOS reports a swipe-away as `UNNotificationDismissActionIdentifier`. Handled \
            in the same `case` or condition as Deny it deletes the contact request; handled as the default action it \
            opens the conversation the person just dismissed. Reported where the dismiss identifier shares a branch \
            with another identifier, and, for a category with the option, at the `default:` or final `else` that does \
            work when the dismiss identifier is not handled on its own. Handle it in a branch of its own.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                switch response.actionIdentifier {
                                case "ACCEPT": accept()
                                case "DECLINE", ↓UNNotificationDismissActionIdentifier: deleteRequest()
                                default: break
                                }
                                completionHandler()
                        """)),
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                switch response.actionIdentifier {
                                case "ACCEPT": accept()
                                case "DECLINE": deleteRequest()
                                ↓default: openConversation()
                                }
                                completionHandler()
                        """)),
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                switch response.actionIdentifier {
                                case "ACCEPT": accept()
                                case "DECLINE": deleteRequest()
                                case UNNotificationDismissActionIdentifier: analytics.logDismissal()
                                default: openConversation()
                                }
                                completionHandler()
                        """))
        ]
    )
}
