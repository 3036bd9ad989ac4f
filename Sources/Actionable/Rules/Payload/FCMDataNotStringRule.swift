import ActionableYAML

/// `fcm-data-not-string`: FCM's `data` maps strings to strings.
enum FCMDataNotStringRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmDataNotString,
        severity: .error,
        summary: "A value of an FCM message's `data` is not a string; FCM refuses the message.",
        rationale: """
            `Message.data` is a `map<string, string>` in FCM's HTTP v1 API: a number, boolean, list or object there \
            is answered with 400 INVALID_ARGUMENT and nothing is delivered. Numbers and flags are written as strings \
            ("1"); structured data such as `user-info` is JSON written into a string, which the Android app parses.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": ↓1, "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "user-info": ↓{"id": 42}}, "android": {"priority": "high"}}}"#
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "user-info": "{\"id\":42}"}, "android": {"priority": "high"}}}"#
            )
        ]
    )

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        for member in message.data {
            if case .string = member.value.value { continue }
            let hint =
                member.key == "user-info"
                ? "write the object as a JSON string, as the builder does: \"{\\\"id\\\":42}\""
                : "quote it"
            sink.report(
                Diagnostic(
                    code: .fcmDataNotString,
                    message:
                        "'data.\(member.key.forMessage)' is \(member.value.typeName), but every value of an FCM message's data is a string and FCM refuses the message (400 INVALID_ARGUMENT); \(hint)",
                    location: message.location(member.value.position)))
        }
    }
}
