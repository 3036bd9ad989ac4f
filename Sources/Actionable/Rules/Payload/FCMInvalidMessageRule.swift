import ActionableYAML

/// `fcm-invalid-message`: an FCM HTTP v1 request body that FCM refuses or the Android app cannot read as a
/// category's notification.
enum FCMInvalidMessageRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmInvalidMessage,
        severity: .error,
        summary:
            "An FCM HTTP v1 message that is not `{\"message\": {...}}` with exactly one of `token`, `topic` and `condition`, or an actionable one without the data fields the Android app reads.",
        rationale: """
            FCM's HTTP v1 API (`projects.messages.send`) takes one `message` object whose target is exactly one of \
            `token`, `topic` and `condition`; the legacy API's `to` and `registration_ids` are gone and answered \
            with 400 INVALID_ARGUMENT. The generated Android code builds a notification from the message's `data`, \
            with the web's message fields: `actionable` ("1"), `category`, `notification-id` (the notification's tag \
            and the tap's `notification-id`), `title`, and optionally `body`, `user-info` (a JSON object, written \
            as a string because every data value is one) and `target-content-id`. Without them it has nothing to \
            show or nothing to send back with the tap.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(fcm: #"↓{"to": "device-token", "data": {"actionable": "1", "category": "INVITE"}}"#),
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": ↓{"actionable": "1", "category": "INVITE", "title": "Lunch?"}, "android": {"priority": "high"}}}"#
            ),
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "user-info": ↓"{'id': 42}"}, "android": {"priority": "high"}}}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"topic": "news", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?", "user-info": "{\"id\":42}"}, "android": {"priority": "high"}}}"#
            ),
            RuleExample(fcm: #"{"message": {"token": "t", "data": {"sync": "inbox"}}}"#),
        ]
    )

    static func diagnostic(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: .fcmInvalidMessage, message: message, location: location)
    }

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard case .object(let rootMembers) = message.root.value else {
            sink.report(
                diagnostic(
                    "an FCM HTTP v1 request body is an object, {\"message\": {...}}; found \(message.root.typeName)",
                    at: message.start))
            return
        }
        guard let body = message.message else {
            let legacy = rootMembers.contains { ["to", "registration_ids", "data", "notification"].contains($0.key) }
            sink.report(
                diagnostic(
                    legacy
                        ? "this is the legacy FCM API's shape, which FCM no longer accepts; the HTTP v1 API takes {\"message\": {\"token\": ..., \"data\": {...}, \"android\": {...}}}"
                        : "an FCM HTTP v1 request body has 'message', the message to send: {\"message\": {\"token\": ..., \"data\": {...}}}",
                    at: message.location(message.root.position)))
            return
        }
        guard case .object(let members) = body.value else {
            sink.report(
                diagnostic(
                    "'message' is an object with the target, 'data' and 'android'; found \(body.typeName)",
                    at: message.location(body.position)))
            return
        }
        let targets = members.filter { ["token", "topic", "condition"].contains($0.key) }
        if targets.isEmpty {
            sink.report(
                diagnostic(
                    "the message has no target; FCM needs exactly one of 'token' (one device), 'topic' and 'condition'",
                    at: message.location(body.position)))
        } else if targets.count > 1 {
            sink.report(
                diagnostic(
                    "the message has \(targets.count) targets (\(targets.map { "'\($0.key)'" }.joined(separator: ", "))); FCM refuses all but exactly one of 'token', 'topic' and 'condition'",
                    at: message.location(targets[1].keyPosition)))
        }
        for target in targets {
            if case .string(let value) = target.value.value, !value.isEmpty { continue }
            sink.report(
                diagnostic(
                    "'message.\(target.key)' is a non-empty string; found \(target.value.typeName)",
                    at: message.location(target.value.position)))
        }
        for (path, node) in [
            ("message.data", message.message?["data"]), ("message.android", message.android),
            ("message.android.data", message.android?["data"]),
        ] {
            guard let node else { continue }
            if case .object = node.value { continue }
            sink.report(
                diagnostic("'\(path)' is an object; found \(node.typeName)", at: message.location(node.position)))
        }
        guard message.isActionable, let data = message.dataNode else {
            if message.isActionable {
                sink.report(
                    diagnostic(
                        "the message carries a category but has no 'data'; the Android app reads the category's notification from 'data'",
                        at: message.location(body.position)))
            }
            return
        }
        checkFields(message, data: data, into: &sink)
    }

    /// The web's message fields, as the generated Android code reads them.
    private static func checkFields(_ message: CheckedFCMMessage, data: JSONNode, into sink: inout DiagnosticSink) {
        // A value that is not a string is `fcm-data-not-string`'s.
        if let actionable = message.field("actionable"), let value = message.string("actionable"), value != "1" {
            sink.report(
                diagnostic(
                    "'data.actionable' is \"1\" in a message that carries a category's actions; the Android app shows only those as actionable notifications",
                    at: message.location(actionable.value.position)))
        } else if message.field("actionable") == nil {
            sink.report(
                diagnostic(
                    "the message carries a category but no 'data.actionable': \"1\"; the Android app shows only such messages as actionable notifications, so add it",
                    at: message.location(data.position)))
        }
        let missing = ["category", "notification-id", "title"].filter { message.field($0) == nil }
        if !missing.isEmpty {
            sink.report(
                diagnostic(
                    "an actionable message's data has 'category', 'notification-id' (the notification's tag, echoed in the tap) and 'title'; it lacks \(missing.map { "'\($0)'" }.joined(separator: ", "))",
                    at: message.location(data.position)))
        }
        if let userInfo = message.field("user-info"), case .string(let text) = userInfo.value.value {
            var isObject = false
            if let node = try? JSONReader.read(Array(text.utf8)), case .object = node.value { isObject = true }
            if !isObject {
                sink.report(
                    diagnostic(
                        "'data.user-info' is a JSON object written as a string (the tap sends it back as its 'user-info' object); '\(text.forMessage)' is not one",
                        at: message.location(userInfo.value.position)))
            }
        }
    }
}
