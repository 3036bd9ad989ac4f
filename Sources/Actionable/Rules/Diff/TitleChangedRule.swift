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
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: ↓Join}\n"),
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: Call back}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title-at-run-time: ↓true}\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: Accept}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: {en: Accept}}\n"),
            RuleExample(
                old: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title-at-run-time: true}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title-at-run-time: true}\n"),
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

    static func runTimeDiagnostic(_ old: NotificationAction, _ now: NotificationAction, category: String) -> Diagnostic
    {
        let before = old.isTitleSetAtRunTime ? "one the app sets at run time" : "'\(old.title.defaultValue.forMessage)'"
        let after = now.isTitleSetAtRunTime ? "one the app sets at run time" : "'\(now.title.defaultValue.forMessage)'"
        return Diagnostic(
            code: .titleChanged,
            message:
                "the title of action '\(now.identifier.forMessage)' of category '\(category.forMessage)' changes from \(before) to \(after); if the meaning changes, retire the identifier and add a new one",
            location: now.isTitleSetAtRunTime ? now.valueLocations[.titleAtRunTime] ?? now.location : now.title.location
        )
    }

    /// Only the words people see count: moving a title into a locale table changes nothing on screen. Titles the
    /// app sets at run time are not in the files, so two of them never differ here.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new else { return }
        switch (old.isTitleSetAtRunTime, now.isTitleSetAtRunTime) {
        case (true, true):
            return
        case (false, false):
            guard !sameWords(old.title, now.title) else { return }
            diagnostics.append(diagnostic(from: old.title, now, category: category.identifier))
        default:
            diagnostics.append(runTimeDiagnostic(old, now, category: category.identifier))
        }
    }

    /// Whether people see the same words in every locale either text names (`Accept` and `{en: Accept}` are).
    static func sameWords(_ old: LocalizedText, _ new: LocalizedText) -> Bool {
        guard old.defaultValue == new.defaultValue else { return false }
        let locales = Set(old.locales.map { $0.lowercased() } + new.locales.map { $0.lowercased() })
        return locales.allSatisfy { old.value(for: [$0]) == new.value(for: [$0]) }
    }
}
