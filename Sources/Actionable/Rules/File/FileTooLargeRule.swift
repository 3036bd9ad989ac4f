import ActionableYAML

/// `file-too-large`: files over the loader's limit are measured, not read.
enum FileTooLargeRule: Rule {
    static let description = RuleDescription(
        identifier: .fileTooLarge,
        severity: .error,
        summary: "The file is larger than the loader's limit (8 MiB by default) and was not read.",
        rationale: """
            Real category files are a few kilobytes. A file of many megabytes is a mistake (a log, a generated \
            file gone wrong) or hostile, and reading it would cost memory and time for nothing. Limit: \
            `CategoryLoader.Options.maxFileSize`.
            """,
        triggeringExamples: [RuleExample("↓categories:\n  - identifier: INVITE\n    actions: []\n", maxFileSize: 16)],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: INVITE\n    actions: []\n", maxFileSize: 64)]
    )

    static func diagnostic(file: String, size: Int, limit: Int) -> Diagnostic {
        Diagnostic(
            code: .fileTooLarge,
            message:
                "the file is \(size) bytes, over the limit of \(limit) bytes, and was not read; split it into several files",
            location: SourceLocation(file: file, line: 1, column: 1)
        )
    }
}
