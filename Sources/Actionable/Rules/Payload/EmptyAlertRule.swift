import ActionableYAML

/// `empty-alert`: an alert push with nothing to show.
enum EmptyAlertRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .emptyAlert,
        severity: .warning,
        summary: "An alert push with nothing to show: an `alert` without text, or no `alert`, `badge` or `sound`.",
        rationale: """
            An alert is shown from its `title`, `subtitle` and `body` (or their `*loc-key` localizations); an \
            `alert` dictionary without any (a library that dropped the text, only `summary-arg` left) or an empty \
            string shows nothing, and neither does an alert push without `alert`, `badge` or `sound`. With \
            `mutable-content: 1` an empty `alert` is not reported: the notification service extension may write \
            the text.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": ↓{"summary-arg": "Anna"}, "category": "INVITE"}}"#)
                .alsoReporting(.deprecatedOption),
            RuleExample(payload: #"{"aps": {"alert": ↓{"launch-image": "Invite"}, "category": "INVITE"}}"#),
            RuleExample(payload: #"{"aps": {"alert": ↓"", "sound": "default"}}"#),
            RuleExample(payload: #"{"aps": ↓{"category": "INVITE"}, "invite-id": 42}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": {"loc-key": "INVITE_BODY"}, "category": "INVITE"}}"#),
            RuleExample(payload: #"{"aps": {"alert": {}, "mutable-content": 1, "category": "INVITE"}, "e2e": "…"}"#),
            RuleExample(payload: #"{"aps": {"badge": 3}}"#),
        ]
    )

    static func emptyAlert(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .emptyAlert,
            message:
                "'aps.alert' has no text to show: no 'title', 'subtitle' or 'body' (nor a 'loc-key', 'title-loc-key' or 'subtitle-loc-key'), so people see an empty or no notification; write the text, or set 'mutable-content: 1' if a notification service extension writes it",
            location: location
        )
    }

    static func nothingVisible(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .emptyAlert,
            message:
                "the alert push has no 'alert', 'badge' or 'sound', so nothing is shown and the app is not woken; add the alert, or send a background update ('content-available: 1', apns-push-type background)",
            location: location
        )
    }

    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        guard let apsPosition = payload.apsPosition, payload.pushType == .alert, !payload.isLiveActivity else {
            return
        }
        guard let alert = payload.first("alert") else {
            if !payload.isVisible, payload.contentAvailable == nil {
                sink.report(nothingVisible(at: payload.location(apsPosition)))
            }
            return
        }
        guard !payload.mutableContent, !hasText(alert.value) else { return }
        sink.report(emptyAlert(at: payload.location(alert.value.position)))
    }

    /// Whether an `alert` (a string or a dictionary) has some text to show; other types are type-mismatch's.
    static func hasText(_ alert: JSONNode) -> Bool {
        switch alert.value {
        case .string(let text):
            return !text.isBlank
        case .object(let members):
            return members.contains { member in
                guard APSKeys.alertTexts.contains(member.key) else { return false }
                if case .string(let text) = member.value.value { return !text.isBlank }
                return true  // a wrong type is reported as such
            }
        default:
            return true
        }
    }
}
