/// `text-input-added` (diff).
enum TextInputAddedRule: ActionChangeRule {
    static let description = RuleDescription(
        identifier: .textInputAdded,
        severity: .warning,
        summary: "An action gains a text input: old app versions send it without text.",
        rationale: """
            The handler will expect `userText`, but old app versions still show a plain button and send none; the dispatcher rejects those responses (`rejected: missing text`) until every device has the new categories.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, text-input: ↓{}}\n"
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
            code: .textInputAdded,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.forMessage)' now has 'text-input', but old app versions send it without text, which the dispatcher rejects: add the reply as a new action, or accept responses without text for a while",
            location: action.valueLocations[.textInput] ?? action.location
        )
    }

    /// Old app versions show no text field, so their responses arrive without the text the handler now expects.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.textInput == nil, now.textInput != nil else { return }
        diagnostics.append(diagnostic(now, category: category.identifier))
    }
}
