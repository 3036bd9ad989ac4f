import ActionableYAML

/// `deprecated-option`: settings iOS no longer honours, in category files and payloads.
enum DeprecatedOptionRule: FileRule, PayloadRule {
    static let description = RuleDescription(
        identifier: .deprecatedOption,
        severity: .warning,
        summary: "An option or payload key iOS no longer honours (`allow-announcement`, `summary-arg`, since iOS 15).",
        rationale: """
            `UNNotificationCategoryOptions.allowAnnouncement` is deprecated since iOS 15, where people choose in \
            Settings which apps Siri announces. `aps.alert.summary-arg` and `summary-arg-count` are Apple-defined \
            but ignored since iOS 15, which summarises notifications itself. They do no harm, but promise \
            something that no longer happens.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [↓allow-announcement]\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"alert": {"body": "Hi", ↓"summary-arg": "Anna"}}}"#),
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

    /// The checker leaves Apple's `summary-arg` keys unread like unknown ones; they are Apple's, so they are
    /// deprecated rather than unknown.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        for unread in payload.unreadKeys
        where unread.owner == .alert && APSKeys.deprecatedAlert.contains(unread.member.key) {
            sink.report(summaryArgument(unread.member.key, at: payload.location(unread.member.keyPosition)))
        }
    }
}
