/// `text-input-removed` (diff).
enum TextInputRemovedRule: ActionChangeRule {
    static let description = RuleDescription(
        identifier: .textInputRemoved,
        severity: .error,
        summary: "An action loses its text input (breaking).",
        rationale: """
            Old app versions still show a text field and send what people type; a handler that no longer expects text rejects those responses (`rejected: unexpected text`), so replies are lost.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, text-input: {}}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - ↓{identifier: X, title: X}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, text-input: {}}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, text-input: {}}\n"
            )
        ]
    )

    static func diagnostic(_ action: NotificationAction, category: String) -> Diagnostic {
        Diagnostic(
            code: .textInputRemoved,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.forMessage)' no longer has 'text-input', but old app versions still send typed text with it and the dispatcher rejects text the declaration does not ask for: keep the text input, or retire the action and add a new one",
            location: action.location
        )
    }

    /// Old app versions keep the text field and send typed text the new declaration no longer accepts.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.textInput != nil, now.textInput == nil else { return }
        diagnostics.append(diagnostic(now, category: category.identifier))
    }
}
