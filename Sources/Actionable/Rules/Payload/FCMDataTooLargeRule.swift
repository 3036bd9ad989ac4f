import ActionableYAML

/// `fcm-data-too-large`: FCM's 4,096-byte limit on a message's data.
enum FCMDataTooLargeRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmDataTooLarge,
        severity: .error,
        summary: "An FCM message's `data` is over 4,096 bytes, its keys and values counted in UTF-8.",
        rationale: """
            Firebase's "Message types": "Maximum payload for both message types is 4096 bytes", the custom \
            key-value pairs of `data`; FCM answers a larger message with 400 INVALID_ARGUMENT ("Message is too \
            big") and delivers nothing. Bytes are counted in UTF-8, so non-ASCII text counts two to four bytes a \
            character. Send an identifier in `user-info` and fetch the rest when the notification is tapped.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": ↓{"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "body": ""#
                    + String(repeating: "x", count: 4100)
                    + #""}, "android": {"priority": "high"}}}"#)
        ],
        nonTriggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "body": ""#
                    + String(repeating: "x", count: 3900)
                    + #""}, "android": {"priority": "high"}}}"#)
        ]
    )

    /// The size FCM counts: every key and string value of `data`, in UTF-8.
    static func size(of data: [JSONNode.Member]) -> Int {
        data.reduce(0) { total, member in
            if case .string(let value) = member.value.value { return total + member.key.utf8.count + value.utf8.count }
            return total + member.key.utf8.count
        }
    }

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard let data = message.dataNode else { return }
        let size = size(of: message.data)
        let limit = FCMPayloadChecker.maxDataSize
        guard size > limit else { return }
        let over = size - limit
        sink.report(
            Diagnostic(
                code: .fcmDataTooLarge,
                message:
                    "the message's data is \(size) bytes (keys and values, UTF-8), \(over) byte\(over == 1 ? "" : "s") over FCM's limit of \(limit); FCM refuses it (400 INVALID_ARGUMENT, message too big): shorten the title and body, or send an identifier in 'user-info' and fetch the rest when the notification is tapped",
                location: message.location(data.position)))
    }
}
