import ActionableYAML

/// `fcm-notification-message`: an actionable FCM message with a `notification` block.
enum FCMNotificationMessageRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmNotificationMessage,
        severity: .error,
        summary:
            "An actionable FCM message has a `notification` block (in `message` or `message.android`), so Android shows it without the category's actions while the app is in the background.",
        rationale: """
            Firebase's "Receive messages in an Android app": a notification message that arrives while the app is \
            in the background is shown by the system tray from its `notification` block, and the app's \
            `FirebaseMessagingService.onMessageReceived` is not called; only a data message reaches the app in \
            every state. Android has no registered categories: the app attaches the actions to each notification \
            it builds, so a message shown by the system has none of them. Send the texts in `data` (`title`, \
            `body`), as the builder does.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", ↓"notification": {"title": "Lunch?"}, "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?"}, "android": {"priority": "high"}}}"#
            )
        ],
        nonTriggeringExamples: [
            RuleExample(fcm: #"{"message": {"token": "t", "notification": {"title": "News", "body": "Read more"}}}"#)
        ]
    )

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard message.isActionable else { return }
        var blocks: [(String, JSONNode.Member)] = []
        if case .object(let members) = message.message?.value,
            let block = members.first(where: { $0.key == "notification" })
        {
            blocks.append(("message.notification", block))
        }
        if case .object(let members) = message.android?.value,
            let block = members.first(where: { $0.key == "notification" })
        {
            blocks.append(("message.android.notification", block))
        }
        for (path, block) in blocks {
            sink.report(
                Diagnostic(
                    code: .fcmNotificationMessage,
                    message:
                        "the message carries a category's actions but has '\(path)', which makes it a notification message: while the app is in the background Android shows it itself, without the actions, and never calls the app; remove '\(path)' and send the texts in 'data' ('title', 'body')",
                    location: message.location(block.keyPosition)))
        }
    }
}
