/// `missing-translation`: a localized text without a locale the registry uses.
enum MissingTranslationRule: Rule {
    static let description = RuleDescription(
        identifier: .missingTranslation,
        severity: .warning,
        summary: "A text lacks a locale that other texts of the registry provide.",
        rationale: """
            People whose language is missing see the fallback text on one button and their own language on the \
            next. Texts written as a single string are meant for every locale and are not checked.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Yes please, ja: はい}}\n      - {identifier: LATER, title: ↓{en: Later}}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Yes please, ja: はい}}\n      - {identifier: LATER, title: Later}\n"
            )
        ]
    )

    /// Names at most five missing locales, so a registry with thousands of locales cannot make a huge message.
    static func diagnostic(category: String, text: LocalizedText, missing: [String]) -> Diagnostic {
        let shown = missing.prefix(5).map(\.forMessage)
        let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
        let list = shown.map { "'\($0)'" }.joined(separator: ", ") + more
        let additions = shown.map { "\($0): …" }.joined(separator: ", ") + more
        let people = missing.count == 1 ? "that language" : "those languages"
        return Diagnostic(
            code: .missingTranslation,
            message:
                "this text in category '\(category.forMessage)' has no \(list) translation, which other texts of the registry have; add \(additions) (people using \(people) see '\(text.defaultValue.forMessage)' instead)",
            location: text.location
        )
    }

    /// `missing-translation`: every localized text should name every locale some localized text of the registry
    /// names. Single strings are meant for every locale and are not checked. `positions`, in registry order, name
    /// every category that has a localized text.
    static func check(
        _ categories: [NotificationCategory], at positions: [Int], into findings: inout RegistryFindings
    ) {
        var allLocales: [String] = []
        var known = Set<String>()
        for category in positions.lazy.map({ categories[$0] }) {
            category.forEachText { _, _, text in
                for translation in text.translations where known.insert(translation.locale.lowercased()).inserted {
                    allLocales.append(translation.locale)
                }
            }
        }
        guard allLocales.count > 1 else { return }
        for category in positions.lazy.map({ categories[$0] }) {
            category.forEachText { _, _, text in
                guard text.isLocalized else { return }
                let missing: [String]
                if allLocales.count * text.translations.count <= 64 {
                    // A few locales (nearly always): compared in place, with no set built per text.
                    missing = allLocales.filter { locale in
                        !text.translations.contains { $0.locale.caseInsensitiveEquals(locale) }
                    }
                } else {
                    let present = Set(text.locales.map { $0.lowercased() })
                    missing = allLocales.filter { !present.contains($0.lowercased()) }
                }
                guard !missing.isEmpty else { return }
                findings.report(
                    diagnostic(category: category.identifier, text: text, missing: missing))
            }
        }
    }
}
