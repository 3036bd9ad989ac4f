/// `multiple-documents`: one file, one document. The message is the reader's.
enum MultipleDocumentsRule: Rule {
    static let description = RuleDescription(
        identifier: .multipleDocuments,
        severity: .error,
        summary: "The file holds more than one YAML document; only the first is read.",
        rationale: """
            A `---` line starts a second document, usually from two files pasted together. Only the first \
            document is read, so the categories after the marker would silently not exist.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions: []\n↓---\ncategories:\n  - identifier: B\n    actions: []\n"
            )
        ],
        nonTriggeringExamples: [RuleExample("---\ncategories:\n  - identifier: A\n    actions: []\n")]
    )
}
