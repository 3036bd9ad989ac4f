/// `invalid-suppression`: an `actionable:disable` comment that cannot apply.
enum InvalidSuppressionRule: Rule {
    static let description = RuleDescription(
        identifier: .invalidSuppression,
        severity: .error,
        summary: "An `actionable:disable` comment names an unknown rule or gives no reason.",
        rationale: """
            A suppression is a decision a reviewer should be able to read: which rule, and why. A misspelled rule \
            id would silence nothing while looking deliberate. It cannot be suppressed or turned off.
            """,
        scope: .configuration,
        triggeringExamples: [
            // An invalid suppression silences nothing: the finding it meant to silence is still reported.
            RuleExample("categories:\n  - identifier: A  # actionable:disable ↓no-action — routing only\n")
                .alsoReporting(.noActions),
            RuleExample("categories:\n  - identifier: A  ↓# actionable:disable no-actions\n").alsoReporting(.noActions),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A  # actionable:disable no-actions — routing only\n")
        ]
    )
}
