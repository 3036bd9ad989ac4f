/// `destructive-changed` (diff).
enum DestructiveChangedRule: ActionChangeRule {
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

    /// Red says "this cannot be undone"; a change either way changes what people expect the button to do.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.isDestructive != now.isDestructive else { return }
        diagnostics.append(diagnostic(now, category: category.identifier))
    }
}
