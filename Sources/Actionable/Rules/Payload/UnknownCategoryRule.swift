import ActionableYAML

/// `unknown-category`: a push naming a category the app never registered.
enum UnknownCategoryRule: Rule {
    static let description = RuleDescription(
        identifier: .unknownCategory,
        severity: .error,
        summary: "`aps.category` names no registered category, so iOS shows no buttons.",
        rationale: """
            iOS looks `aps.category` up among the categories the app registered with \
            `setNotificationCategories(_:)`, case-sensitively; a name it does not know shows the notification \
            without any action, silently.
            """,
        scope: .payloads,
        triggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", "category": ↓"invite"}}"#)],
        nonTriggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#)]
    )

    static func diagnostic(_ identifier: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .unknownCategory,
            message:
                "'aps.category' is '\(identifier.forMessage)', which the app does not register, so the notification shows no buttons; \(hint)",
            location: location
        )
    }
}
