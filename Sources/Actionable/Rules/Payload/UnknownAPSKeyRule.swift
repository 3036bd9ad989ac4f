import ActionableYAML

/// `unknown-aps-key`: keys inside `aps` that APNs drops.
enum UnknownAPSKeyRule: Rule {
    static let description = RuleDescription(
        identifier: .unknownAPSKey,
        severity: .warning,
        summary: "A key inside `aps` (or `aps.alert`, `aps.sound`) that APNs ignores.",
        rationale: """
            Apple defines every key of `aps` ("Generating a remote notification"); others are dropped before the \
            app sees them. Custom data belongs beside `aps`, at the top level. A misspelled Apple key \
            (`thread_id`) silently loses its effect.
            """,
        scope: .payloads,
        triggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", ↓"thread_id": "chat-1"}}"#)],
        nonTriggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", "thread-id": "chat-1"}, "chat": 1}"#)]
    )

    static func diagnostic(_ key: String, in owner: String, known: [String], hint: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .unknownAPSKey,
            message:
                "unknown key '\(key.forMessage)' in \(owner); APNs ignores it, so the app never sees it.\(Suggestions.didYouMean(key, in: known))\(hint)",
            location: location
        )
    }
}
