import ActionableYAML

/// `duplicate-key`: one key twice in a mapping or JSON object.
enum DuplicateKeyRule: Rule {
    static let description = RuleDescription(
        identifier: .duplicateKey,
        severity: .error,
        summary: "The same key twice in one mapping, reported at the second.",
        rationale: """
            YAML 1.2 forbids it and tools disagree on which value wins; JSON (RFC 8259) leaves it unspecified, and \
            APNs and iOS may keep either. Either way one of the two values is silently lost.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    ↓identifier: B\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"badge": 1, ↓"badge": 2}}"#),
        ],
        nonTriggeringExamples: [RuleExample(payload: #"{"aps": {"badge": 1}, "data": {"badge": 2}}"#)]
    )

    static func diagnostic(_ key: String, owner: String, first: SourceLocation, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .duplicateKey,
            message:
                "'\(key.forMessage)' appears twice in \(owner) (first at line \(first.line), column \(first.column)); YAML keeps only one, so remove one of them",
            location: location
        )
    }

    static func locale(_ locale: String, in key: String, first: SourceLocation, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .duplicateKey,
            message:
                "locale '\(locale.forMessage)' appears twice in '\(key)' (first at line \(first.line), column \(first.column)); keep one",
            location: location
        )
    }

    static func json(_ key: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .duplicateKey,
            message:
                "'\(key.forMessage)' appears twice in this object (first at line \(first.line), column \(first.column)); which one APNs and iOS keep is not specified: remove one",
            location: location
        )
    }
}
