import ActionableYAML

/// `duplicate-action`: one identifier, two actions of a category.
enum DuplicateActionRule: CategoryRule {
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
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: One}\n      - {identifier: ↓X, title: Two}\n"
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

    /// Judged on the identifier alone, so a broken title does not hide a repeated identifier; an invalid
    /// identifier is reported as such and not compared.
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        guard category.actions.count > 1 else { return }
        var seen = FirstSeen()
        for action in category.actions {
            let identifier = action.identifier
            guard IdentifierRules.problem(with: identifier) == nil, !IdentifierRules.isReserved(identifier) else {
                continue
            }
            let location = action.valueLocations[.identifier] ?? action.location
            if let first = seen.insert(identifier, at: location) {
                diagnostics.append(diagnostic(identifier, first: first, at: location))
            }
        }
    }
}
