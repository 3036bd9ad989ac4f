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
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Yes please, ja: はい}}\n      - {identifier: Y, title: {en: Later}}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Yes please, ja: はい}}\n      - {identifier: Y, title: Later}\n"
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
}
