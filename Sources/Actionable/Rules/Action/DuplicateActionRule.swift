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
    /// identifier is reported as such and not compared. Runs for every category, so the common case — a handful of
    /// actions — compares in place and allocates nothing.
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        let actions = category.actions
        guard actions.count > 1 else { return }
        func report(_ later: NotificationAction, first: NotificationAction) {
            // The same text is valid or invalid in both places, so validity is judged only for a repeat.
            let identifier = later.identifier
            guard IdentifierRules.problem(with: identifier) == nil, !IdentifierRules.isReserved(identifier) else {
                return
            }
            diagnostics.append(
                diagnostic(
                    identifier, first: first.valueLocations[.identifier] ?? first.location,
                    at: later.valueLocations[.identifier] ?? later.location))
        }
        if actions.count <= 16 {
            for later in 1..<actions.count {
                let identifier = actions[later].identifier
                if let first = actions[..<later].first(where: { $0.identifier == identifier }) {
                    report(actions[later], first: first)
                }
            }
            return
        }
        var seen: [String: Int] = [:]
        for (position, action) in actions.enumerated() {
            if let first = seen[action.identifier] {
                report(action, first: actions[first])
            } else {
                seen[action.identifier] = position
            }
        }
    }
}
