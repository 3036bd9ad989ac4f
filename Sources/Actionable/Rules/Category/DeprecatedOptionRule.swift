import ActionableYAML

/// `deprecated-option`: settings iOS no longer honours, in category files and payloads.
enum DeprecatedOptionRule: FileRule, PayloadRule {
    static let description = RuleDescription(
        identifier: .deprecatedOption,
        severity: .warning,
        summary:
            "An option or payload key iOS no longer honours (`allow-announcement`, `summary-arg` since iOS 15; the legacy `action-loc-key`, `action`).",
        rationale: """
            `UNNotificationCategoryOptions.allowAnnouncement` is deprecated since iOS 15, where people choose in \
            Settings which apps Siri announces. `aps.alert.summary-arg` and `summary-arg-count` are Apple-defined \
            but ignored since iOS 15, which summarises notifications itself. The legacy alert keys `action-loc-key` \
            (the View button of iOS 9 and earlier) and `action` (Safari's website pushes), still written by push \
            libraries, do nothing in an iOS app. They do no harm, but promise something that no longer happens.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [↓allow-announcement]\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"alert": {"body": "Hi", ↓"summary-arg": "Anna"}}}"#),
            RuleExample(payload: #"{"aps": {"alert": {"body": "Hi", ↓"action-loc-key": "OPEN"}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [custom-dismiss-action]\n    actions: []\n")
        ]
    )

    static func allowAnnouncement(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .deprecatedOption,
            message:
                "'allow-announcement' is ignored since iOS 15, where the user decides in Settings › Notifications › Announce Notifications; remove it",
            location: location
        )
    }

    static func summaryArgument(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .deprecatedOption,
            message:
                "'aps.alert.\(key)' is ignored since iOS 15, which groups and summarises notifications itself; remove it (a category's 'summary-format' no longer applies either)",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for (option, location) in file.options where option == .allowAnnouncement {
            diagnostics.append(allowAnnouncement(at: location))
        }
    }

    static func legacyAlertKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        let what =
            key == "action"
            ? "the button label of Safari's website pushes on macOS; iOS and the UserNotifications framework never show it"
            : "the label of the View button of iOS 9 and earlier; since iOS 10 the system shows a notification's actions instead"
        return Diagnostic(
            code: .deprecatedOption,
            message:
                "'aps.alert.\(key)' is Apple's legacy alert key, \(what); remove it (give the notification a category with actions for buttons)",
            location: location
        )
    }

    /// The checker leaves Apple's `summary-arg` and legacy alert keys unread like unknown ones; they are Apple's,
    /// so they are deprecated rather than unknown.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        for unread in payload.unreadKeys
        where unread.owner == .alert && APSKeys.deprecatedAlert.contains(unread.member.key) {
            let key = unread.member.key
            let location = payload.location(unread.member.keyPosition)
            if APSKeys.legacyAlert.contains(key) {
                sink.report(legacyAlertKey(key, at: location))
            } else {
                sink.report(summaryArgument(key, at: location))
            }
        }
    }
}
