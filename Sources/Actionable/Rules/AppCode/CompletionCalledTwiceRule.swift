/// `completion-called-twice` (app code): a path through the delegate that calls its completion handler twice.
enum CompletionCalledTwiceRule: Rule {
    static let description = RuleDescription(
        identifier: .completionCalledTwice,
        severity: .warning,
        summary: "A path through the delegate method calls the completion handler a second time.",
        rationale: """
            The completion handler must be called exactly once. A second call — a branch that calls it and then \
            falls through to the call at the end — is at best ignored and, in handlers that wrap it, a crash or a \
            second "done" for work that is not. Reported at the second call.
            """,
        scope: .appCode,
        triggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                if response.actionIdentifier == "ACCEPT" {
                                    accept()
                                    completionHandler()
                                } else if response.actionIdentifier == "DECLINE" {
                                    decline()
                                }
                                ↓completionHandler()
                        """))
        ],
        nonTriggeringExamples: [
            AppCodeExample.swift(
                AppCodeExample.registration
                    + AppCodeExample.delegate(
                        """
                                if response.actionIdentifier == "ACCEPT" {
                                    accept()
                                    completionHandler()
                                    return
                                } else if response.actionIdentifier == "DECLINE" {
                                    decline()
                                }
                                completionHandler()
                        """))
        ]
    )
}
