import ActionableYAML

/// `empty-file`: a file or payload that declares nothing.
enum EmptyFileRule: FileRule {
    static let description = RuleDescription(
        identifier: .emptyFile,
        severity: .warning,
        summary: "The file holds no YAML document at all, or an empty one.",
        rationale: """
            An empty category file is harmless to iOS but usually a file whose content was lost or never written. \
            `categories: []` is different: it says on purpose that the app registers no category (a registry \
            that `payload check` can still be run against), and is silent. An empty payload is an error: APNs \
            rejects it.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("↓# nothing yet\n"), RuleExample("---\n↓"), RuleExample(payload: "↓"),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions: []\n"),
            RuleExample("app:\n  entitlements: [time-sensitive]\ncategories: []\n"),
            RuleExample("categories: []\n"),
        ]
    )

    static func noDocument(file: String) -> Diagnostic {
        Diagnostic(
            code: .emptyFile,
            message: "the file holds no YAML document; add a 'categories:' list or delete the file",
            location: SourceLocation(file: file, line: 1, column: 1)
        )
    }

    static func emptyDocument(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .emptyFile, message: "the document is empty; add a 'categories:' list or delete the file",
            location: location)
    }

    static func emptyPayload(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .emptyFile, message: "the payload is empty; write a JSON object with an 'aps' dictionary",
            location: location, severity: .error)
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        switch file.emptiness {
        case nil: return
        case .noDocument: diagnostics.append(noDocument(file: file.path))
        case .emptyDocument(let location): diagnostics.append(emptyDocument(at: location))
        }
    }
}
