import ActionableYAML

/// `fcm-normal-priority`: an actionable FCM message not sent with high priority.
enum FCMNormalPriorityRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmNormalPriority,
        severity: .warning,
        summary: "An actionable FCM message is not sent with `android.priority` `high`.",
        rationale: """
            Firebase's "Setting the priority of a message": data messages are normal priority by default, and FCM \
            delivers them to a device in Doze in batches, minutes or hours later; only a high-priority message wakes \
            the device and lets the app post a notification right away (Android's background limits also give the \
            app its short window to build one only for a high-priority message). A notification with actions is \
            meant to be seen and answered: send it with `"android": {"priority": "high"}`.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?"}, "android": {"priority": ↓"normal"}}}"#
            ),
            RuleExample(
                fcm:
                    #"↓{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?"}}}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?"}, "android": {"priority": "HIGH"}}}"#
            ),
            RuleExample(fcm: #"{"message": {"token": "t", "data": {"sync": "inbox"}}}"#),
        ]
    )

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard message.isActionable, let body = message.message, case .object = body.value else { return }
        let priority = message.android?["priority"]
        if case .string(let value) = priority?.value {
            guard value.lowercased() == "normal" else { return }  // `high`, or a value the option rule reports.
        } else if priority != nil {
            return  // Not a string: the option rule reports it.
        }
        let location = priority.map { message.location($0.position) } ?? message.location(message.root.position)
        sink.report(
            Diagnostic(
                code: .fcmNormalPriority,
                message:
                    "the message carries a category's actions at \(priority == nil ? "FCM's default, normal" : "normal") priority: FCM delivers it to a device in Doze in a later batch, minutes or hours late, and the app may not get to post the notification; set \"android\": {\"priority\": \"high\"}",
                location: location))
    }
}
