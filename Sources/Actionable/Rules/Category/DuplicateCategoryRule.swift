import ActionableYAML

/// `duplicate-category`: one identifier, two categories.
enum DuplicateCategoryRule: Rule {
    static let description = RuleDescription(
        identifier: .duplicateCategory,
        severity: .error,
        summary: "Two categories share an identifier, in one file or across files.",
        rationale: """
            `setNotificationCategories(_:)` takes a set keyed by identifier, so iOS keeps one of the two and the \
            other's buttons never appear. The first in path order is kept and the second reported.
            """,
        triggeringExamples: [
            RuleExample("categories:\n  - {identifier: A, actions: []}\n  - {identifier: ↓A, actions: []}\n"),
            RuleExample(files: [
                .init(name: "One.yaml", bytes: Array("categories:\n  - {identifier: A, actions: []}\n".utf8)),
                .init(name: "Two.yaml", bytes: Array("categories:\n  - {identifier: ↓A, actions: []}\n".utf8)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - {identifier: A, actions: []}\n  - {identifier: a, actions: []}\n")
        ]
    )

    static func diagnostic(_ identifier: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .duplicateCategory,
            message:
                "category '\(identifier.forMessage)' is declared twice: here and at \(first); iOS keeps only one, so rename or remove one of them",
            location: location
        )
    }
}
