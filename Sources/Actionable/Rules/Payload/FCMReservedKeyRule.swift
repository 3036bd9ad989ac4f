import ActionableYAML

/// `fcm-reserved-key`: keys FCM reserves in a message's data.
enum FCMReservedKeyRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmReservedKey,
        severity: .error,
        summary:
            "A key of an FCM message's `data` that FCM reserves: `from`, `notification`, `message_type`, or one that starts with `google` or `gcm`.",
        rationale: """
            Android's FCM client guide: the data keys "from", "notification", "message_type" and any key starting \
            with "google" or "gcm" are reserved. FCM refuses such a message (400 INVALID_ARGUMENT), or the client \
            library overwrites the value with its own before the app sees it. Rename the key.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm: #"{"message": {"token": "t", "data": {"sync": "inbox", ↓"from": "alice", ↓"google.sent": "1"}}}"#)
        ],
        nonTriggeringExamples: [
            RuleExample(fcm: #"{"message": {"token": "t", "data": {"sync": "inbox", "sender": "alice"}}}"#)
        ]
    )

    /// Whether FCM reserves `key` in `data`.
    static func isReserved(_ key: String) -> Bool {
        let lowered = key.lowercased()
        return FCMPayloadChecker.reservedKeys.contains(lowered)
            || FCMPayloadChecker.reservedPrefixes.contains { lowered.hasPrefix($0) }
    }

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        for member in message.data where isReserved(member.key) {
            sink.report(
                Diagnostic(
                    code: .fcmReservedKey,
                    message:
                        "'\(member.key.forMessage)' is reserved by FCM in a message's data ('from', 'notification', 'message_type', and keys starting with 'google' or 'gcm'): FCM refuses the message or the app receives FCM's value instead; rename the key",
                    location: message.location(member.keyPosition)))
        }
    }
}
