/// `activation-changed` (diff).
enum ActivationChangedRule: ActionChangeRule {
    static let description = RuleDescription(
        identifier: .activationChanged,
        severity: .warning,
        summary: "An action switches between foreground and background.",
        rationale: """
            A foreground action opens the app and a background one runs without it; handlers written for one (showing UI, or finishing within the background time iOS allows) misbehave with the other, and old app versions keep the old behaviour.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, activation: ↓foreground}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n")
        ]
    )

    static func diagnostic(from old: ActivationMode, _ action: NotificationAction, category: String) -> Diagnostic {
        Diagnostic(
            code: .activationChanged,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.forMessage)' is now '\(action.activation.rawValue)' (was '\(old.rawValue)'); old app versions keep the old behaviour, so the handler must serve both for a while",
            location: action.valueLocations[.activation] ?? action.location
        )
    }

    /// Old app versions keep the old activation, so the handler sees responses of both kinds for a while.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.activation != now.activation else { return }
        diagnostics.append(diagnostic(from: old.activation, now, category: category.identifier))
    }
}
