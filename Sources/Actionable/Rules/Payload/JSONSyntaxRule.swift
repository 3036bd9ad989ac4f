import ActionableYAML

/// `json-syntax`: a payload that is not JSON.
enum JSONSyntaxRule: Rule {
    static let description = RuleDescription(
        identifier: .jsonSyntax,
        severity: .error,
        summary: "The payload is not valid JSON (RFC 8259); the position says where reading stopped.",
        rationale: """
            APNs rejects a payload it cannot parse, and the push is never delivered. Comments, trailing commas \
            and single quotes are not JSON, though some provider libraries accept them.
            """,
        scope: .payloads,
        triggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi"↓,}}"#)],
        nonTriggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi"}}"#)]
    )

    static func diagnostic(_ problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: .jsonSyntax, message: "the payload is not valid JSON: \(problem)", location: location)
    }
}
