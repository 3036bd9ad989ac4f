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
            library overwrites the value with its own before the app sees it. Rename the key. The match is \
            case-sensitive, as FCM's is: the guide names the keys in lower case, and the Firebase Admin SDK refuses \
            exactly `from` and keys starting with `google.`, so `From` and `GoogleMapsUrl` are the app's own keys.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm: #"{"message": {"token": "t", "data": {"sync": "inbox", ↓"from": "alice", ↓"google.sent": "1"}}}"#)
        ],
        nonTriggeringExamples: [
            RuleExample(fcm: #"{"message": {"token": "t", "data": {"sync": "inbox", "sender": "alice"}}}"#),
            RuleExample(fcm: #"{"message": {"token": "t", "data": {"GoogleMapsUrl": "https://maps.example"}}}"#),
        ]
    )

    /// Whether FCM reserves `key` in `data`: case-sensitive, as FCM matches (its lists are lower case, the Admin
    /// SDK tests `'from' in data` and `/^google\./`), so `GoogleMapsUrl` and `From` are not reserved.
    static func isReserved(_ key: String) -> Bool {
        FCMPayloadChecker.reservedKeys.contains(key)
            || FCMPayloadChecker.reservedPrefixes.contains { key.hasPrefix($0) }
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
