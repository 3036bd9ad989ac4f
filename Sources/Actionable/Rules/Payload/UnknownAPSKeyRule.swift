import ActionableYAML

/// `unknown-aps-key`: keys inside `aps` that are not Apple's, so the system does nothing with them.
enum UnknownAPSKeyRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .unknownAPSKey,
        severity: .warning,
        summary:
            "A key inside `aps` (or `aps.alert`, `aps.sound`) that Apple does not define, so the system ignores it.",
        rationale: """
            Apple defines every key of `aps` ("Generating a remote notification"). APNs delivers the whole \
            payload, and the app finds every key of `aps` in `userInfo`, but iOS does nothing with one it does \
            not define: a misspelled Apple key (`thread_id`) silently loses its effect, and custom data inside \
            `aps` relies on a dictionary Apple reserves. Custom data belongs beside `aps`, at the top level.
            """,
        scope: .payloads,
        triggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", ↓"thread_id": "chat-1"}}"#)],
        nonTriggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": "Hi", "thread-id": "chat-1"}, "chat": 1}"#),
            RuleExample(payload: #"{"aps": {"alert": {"title": "Hi", "body": "Boarding"}, "url-args": ["A998"]}}"#),
        ]
    )

    static func diagnostic(_ key: String, in owner: String, known: [String], hint: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .unknownAPSKey,
            message:
                "unknown key '\(key.forMessage)' in \(owner): Apple does not define it, so iOS does nothing with it (the app still finds it in userInfo).\(Suggestions.didYouMean(key, in: known))\(hint)",
            location: location
        )
    }

    /// The checker reads only the keys Apple documents; iOS acts on no other.
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
