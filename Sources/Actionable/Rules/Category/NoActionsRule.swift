import ActionableYAML

/// `no-actions`: a category that forgot its actions.
enum NoActionsRule: CategoryRule {
    static let description = RuleDescription(
        identifier: .noActions,
        severity: .warning,
        summary: "A category without an `actions` key shows no buttons; `actions: []` says that is deliberate.",
        rationale: """
            A category without actions is legal and common on purpose — routing a notification to a content \
            extension, grouping, a summary format, custom dismiss — and apps such as Signal ship several. Writing \
            `actions: []` says so and is silent; leaving the key out is more often a category whose actions were \
            forgotten, and is warned.
            """,
        triggeringExamples: [RuleExample("categories:\n  - ↓identifier: A\n")],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions: []\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    options: [custom-dismiss-action]\n    summary-format: \"%u more\"\n    actions: []\n"
            ),
            RuleExample("categories:\n  - identifier: SET_BY_EXTENSION\n    registered: false\n"),
        ]
    )

    static func diagnostic(category: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .noActions,
            message:
                "category '\(category.forMessage)' has no 'actions'; its notifications show no buttons: add actions, or write 'actions: []' if the category has none on purpose",
            location: location
        )
    }

    /// `actions: []` says the category has no buttons on purpose (routing, grouping, a summary); only a category
    /// without the key at all may have forgotten them.
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        // An unregistered category has no buttons by nature (`registered: false`).
        guard category.isRegistered, !category.writes(.actions) else { return }
        diagnostics.append(diagnostic(category: category.identifier, at: category.location))
    }
}
