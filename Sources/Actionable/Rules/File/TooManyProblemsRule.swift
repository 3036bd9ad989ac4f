import ActionableYAML

/// `too-many-problems`: a file's findings are bounded.
enum TooManyProblemsRule: Rule {
    static let description = RuleDescription(
        identifier: .tooManyProblems,
        severity: .error,
        summary: "A file has more than 500 problems; the rest are counted, not listed, at their highest severity.",
        rationale: """
            A generated file gone wrong can hold a million problems; listing them would cost unbounded time and \
            memory and bury the first ones, which usually explain the rest.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n" + String(repeating: "  - identifier: \"\"\n    actions: []\n", count: 501))
                .alsoReporting(.invalidIdentifier)
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n" + String(repeating: "  - identifier: \"\"\n    actions: []\n", count: 10))
                .alsoReporting(.invalidIdentifier)
        ]
    )

    /// `severity` is the highest of the unlisted problems': 501 warnings fail only with `--strict`.
    static func diagnostic(file: String, unlisted: Int, limit: Int, severity: Severity) -> Diagnostic {
        Diagnostic(
            code: .tooManyProblems,
            message:
                "\(unlisted) more problems in this file are not listed after the first \(limit); fix those and validate again",
            location: SourceLocation(file: file, line: 1, column: 1),
            severity: severity
        )
    }
}
