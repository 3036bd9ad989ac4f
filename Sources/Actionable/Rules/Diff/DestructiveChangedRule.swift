/// `destructive-changed` (diff).
enum DestructiveChangedRule: Rule {
    static let description = RuleDescription(
        identifier: .destructiveChanged,
        severity: .note,
        summary: "An action becomes destructive or stops being destructive.",
        rationale: """
            Only the button's colour changes (red for destructive), but it tells people what the button does; worth a look in review.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, destructive: ↓true}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n")
        ]
    )

    static func diagnostic(_ action: NotificationAction, category: String) -> Diagnostic {
        Diagnostic(
            code: .destructiveChanged,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.forMessage)' is \(action.isDestructive ? "now" : "no longer") destructive (shown in red)",
            location: action.valueLocations[.destructive] ?? action.location
        )
    }
}
