import ActionableYAML

/// `duplicate-action`: one identifier, two actions of a category.
enum DuplicateActionRule: Rule {
    static let description = RuleDescription(
        identifier: .duplicateAction,
        severity: .error,
        summary: "Two actions of one category share an identifier.",
        rationale: """
            The app learns which button was tapped only from `actionIdentifier`, so two buttons with one \
            identifier cannot be told apart, and the handler of one runs for both.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: One}\n      - {identifier: X, title: Two}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X}\n  - identifier: B\n    actions:\n      - {identifier: X, title: X}\n"
            )
        ]
    )

    static func diagnostic(_ identifier: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .duplicateAction,
            message:
                "action '\(identifier.forMessage)' is already declared in this category at \(first); give each action its own identifier",
            location: location
        )
    }
}
