import ActionableYAML

/// `empty-title`: a button without text.
enum EmptyTitleRule: FileRule {
    static let description = RuleDescription(
        identifier: .emptyTitle,
        severity: .error,
        summary: "An action's `title` or a text input's `button-title` is empty or only whitespace.",
        rationale: """
            iOS draws the button anyway, blank, and people cannot tell what it does. Placeholders \
            (`placeholder`, `hidden-previews-body-placeholder`) and `summary-format` may be empty: an empty \
            string is their default in Apple's API (Apple's own sample code passes `""`).
            """,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: ↓\"\"}\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: OK, ja: ↓\" \"}}\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    hidden-previews-body-placeholder: ""
                    actions:
                      - {identifier: REPLY, title: Reply, text-input: {button-title: Send, placeholder: ""}}
                """)
        ]
    )

    static func diagnostic(key: String, locale: String?, at location: SourceLocation) -> Diagnostic {
        let which = locale.map { "'\(key)' for \($0)" } ?? "'\(key)'"
        return Diagnostic(
            code: .emptyTitle,
            message: "\(which) is empty; people would see a blank button: write the text",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for text in file.blankTexts {
            diagnostics.append(diagnostic(key: text.key, locale: text.locale, at: text.location))
        }
    }
}
