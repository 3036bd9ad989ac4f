import ActionableYAML

/// `ambiguous-boolean`: `yes`, `no`, `on`, `off`, `y`, `n` written plain where text is expected.
enum AmbiguousBooleanRule: Rule {
    static let description = RuleDescription(
        identifier: .ambiguousBoolean,
        severity: .warning,
        summary: "A plain `yes`, `no`, `on`, `off`, `y` or `n` (any case) where a text or identifier is expected.",
        rationale: """
            YAML 1.2, which Actionable reads, takes `title: No` as the text "No"; YAML 1.1 tools — PyYAML, Ruby's \
            Psych, go-yaml v2, many CI scripts — read it as the boolean false, so the same file means two things \
            (the Norway problem: the locale `no`). Quoting makes it text everywhere.
            """,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: DECLINE, title: ↓No}\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Cancel, ↓no: Avbryt}}\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: DECLINE, title: \"No\"}\n"),
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: Nope}\n"),
        ]
    )

    static func diagnostic(_ value: String, subject: String, at location: SourceLocation) -> Diagnostic {
        let meaning = ["yes", "on", "y"].contains(value.lowercased()) ? "true" : "false"
        return Diagnostic(
            code: .ambiguousBoolean,
            message:
                "\(subject) is a plain '\(value)', which YAML 1.1 tools (PyYAML, Ruby, go-yaml v2) read as the boolean \(meaning); quote it: \"\(value)\"",
            location: location
        )
    }
}
