import ActionableYAML

/// `unsupported-tag`: explicit YAML tags.
enum UnsupportedTagRule: Rule {
    static let description = RuleDescription(
        identifier: .unsupportedTag,
        severity: .error,
        summary: "An explicit YAML tag (`!!str`, `!custom`) was written; category files use none.",
        rationale: """
            Tags change how other YAML tools build values (some construct objects from them), so a file that \
            needs one means something different to different readers. Quoting does what `!!str` would.
            """,
        triggeringExamples: [RuleExample("categories:\n  - identifier: ↓!!str A\n    actions: []\n")],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: \"A\"\n    actions: []\n")]
    )

    /// `tag` as written (``YAMLEvent/tagAsWritten``).
    static func diagnostic(tag shown: String, onScalar: Bool, at location: SourceLocation) -> Diagnostic {
        let hint = onScalar ? "remove the tag (quote the value if it must stay a string)" : "remove the tag"
        return Diagnostic(
            code: .unsupportedTag,
            message: "the YAML tag '\(shown.forMessage)' is not supported; category files use plain YAML: \(hint)",
            location: location
        )
    }
}
