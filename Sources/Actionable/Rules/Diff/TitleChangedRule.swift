/// `title-changed` (diff).
enum TitleChangedRule: Rule {
    static let description = RuleDescription(
        identifier: .titleChanged,
        severity: .note,
        summary: "An action's title changes.",
        rationale: """
            Harmless for the code, but old app versions keep the old words and translators need the new ones; a \
            new meaning under an old identifier is a rename in disguise (retire the old identifier instead).
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: Accept}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: ↓Join}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: Accept}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: {en: Accept}}\n")
        ]
    )

    static func diagnostic(from old: LocalizedText, _ action: NotificationAction, category: String) -> Diagnostic {
        Diagnostic(
            code: .titleChanged,
            message:
                "the title of action '\(action.identifier.forMessage)' of category '\(category.forMessage)' changes from '\(old.defaultValue.forMessage)' to '\(action.title.defaultValue.forMessage)'; if the meaning changes, retire the identifier and add a new one",
            location: action.title.location
        )
    }
}
