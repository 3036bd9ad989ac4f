/// `unused-suppression`: an `actionable:disable` comment that silenced nothing (a note).
enum UnusedSuppressionRule: Rule {
    static let description = RuleDescription(
        identifier: .unusedSuppression,
        severity: .note,
        summary: "An `actionable:disable` comment silenced nothing.",
        rationale: """
            The problem it silenced was fixed, or it sits on the wrong line; left in place it would silence the \
            next real finding there without anyone deciding so.
            """,
        scope: .configuration,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A  ↓# actionable:disable no-actions — routing only\n    actions: []\n")
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A  # actionable:disable no-actions — routing only\n")
        ]
    )
}
