import ActionableYAML

/// `unknown-aps-key`: keys inside `aps` that APNs drops.
enum UnknownAPSKeyRule: PayloadRule {
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

    /// The checker reads only the keys Apple documents; whatever else it met in `aps` never reaches the app.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        for unread in payload.unreadKeys {
            let key = unread.member.key
            let location = payload.location(unread.member.keyPosition)
            switch unread.owner {
            case .aps:
                sink.report(
                    diagnostic(
                        key, in: "aps", known: APSKeys.aps,
                        hint: " Custom data belongs beside 'aps', at the top level of the payload.", at: location))
            case .alert:
                // Apple's own keys that iOS stopped honouring are deprecated-option's, not unknown.
                guard !APSKeys.deprecatedAlert.contains(key) else { continue }
                sink.report(diagnostic(key, in: "aps.alert", known: APSKeys.alert, hint: "", at: location))
            case .sound:
                sink.report(diagnostic(key, in: "aps.sound", known: APSKeys.sound, hint: "", at: location))
            case .liveActivityText(let text):
                sink.report(
                    diagnostic(key, in: "aps.alert.\(text)", known: APSKeys.liveActivityText, hint: "", at: location))
            }
        }
    }
}
