/// `title-changed` (diff).
enum TitleChangedRule: ActionChangeRule {
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

    /// Only the words people see count: moving a title into a locale table changes nothing on screen.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, !sameWords(old.title, now.title) else { return }
        diagnostics.append(diagnostic(from: old.title, now, category: category.identifier))
    }

    /// Whether people see the same words in every locale either text names (`Accept` and `{en: Accept}` are).
    static func sameWords(_ old: LocalizedText, _ new: LocalizedText) -> Bool {
        guard old.defaultValue == new.defaultValue else { return false }
        let locales = Set(old.locales.map { $0.lowercased() } + new.locales.map { $0.lowercased() })
        return locales.allSatisfy { old.value(for: [$0]) == new.value(for: [$0]) }
    }
}
