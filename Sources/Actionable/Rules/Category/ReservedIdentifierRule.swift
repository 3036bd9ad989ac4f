import ActionableYAML

/// `reserved-identifier`: the `com.apple.` prefix.
enum ReservedIdentifierRule: FileRule {
    static let description = RuleDescription(
        identifier: .reservedIdentifier,
        severity: .error,
        summary: "An identifier starts with `com.apple.`, which iOS reserves.",
        rationale: """
            iOS reports a tap on the notification as `com.apple.UNNotificationDefaultActionIdentifier` and a \
            dismissal as `com.apple.UNNotificationDismissActionIdentifier`; an action of your own under that \
            prefix would be confused with them.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: ↓com.apple.UNNotificationDismissActionIdentifier, title: X}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: com.example.dismiss, title: X}\n")
        ]
    )

    static func diagnostic(kind: String, identifier: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .reservedIdentifier,
            message:
                "the \(kind) identifier '\(identifier.forMessage)' starts with 'com.apple.', which iOS reserves for its default and dismiss actions; choose another prefix, such as your app's bundle identifier",
            location: location
        )
    }

    /// An identifier that is also invalid is reported only as invalid.
    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for identifier in file.identifiers
        where IdentifierRules.isReserved(identifier.value) && IdentifierRules.problem(with: identifier.value) == nil {
            diagnostics.append(
                diagnostic(kind: identifier.kind.rawValue, identifier: identifier.value, at: identifier.location))
        }
    }
}
