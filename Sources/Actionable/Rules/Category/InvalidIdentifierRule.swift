import ActionableYAML

/// `invalid-identifier`: see ``IdentifierRules``.
enum InvalidIdentifierRule: FileRule {
    static let description = RuleDescription(
        identifier: .invalidIdentifier,
        severity: .error,
        summary: "An identifier is empty, too long, or holds whitespace or control characters.",
        rationale: """
            Identifiers travel between the app, the service and APNs (`aps.category`, the action a person \
            tapped). An empty one cannot be matched, and a space, tab or invisible character makes two \
            identifiers look alike in review but differ on the device.
            """,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: ↓\"ACCEPT NOW\"\n    actions: []\n"),
            RuleExample("categories:\n  - identifier: ↓\"\"\n    actions: []\n"),
        ],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: com.example.invite\n    actions: []\n")]
    )

    static func diagnostic(kind: String, identifier: String, problem: String, at location: SourceLocation)
        -> Diagnostic
    {
        let example = kind == "category" ? "INVITE_CATEGORY" : "ACCEPT_IDENTIFIER"
        return Diagnostic(
            code: .invalidIdentifier,
            message:
                "the \(kind) identifier \(identifier.isEmpty ? "" : "'\(identifier.forMessage)' ")\(problem); use 1 to \(IdentifierRules.maxLength) characters without spaces or control characters, e.g. \(example)",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for identifier in file.identifiers {
            guard let problem = IdentifierRules.problem(with: identifier.value) else { continue }
            diagnostics.append(
                diagnostic(
                    kind: identifier.kind.rawValue, identifier: identifier.value, problem: problem,
                    at: identifier.location))
        }
    }
}
