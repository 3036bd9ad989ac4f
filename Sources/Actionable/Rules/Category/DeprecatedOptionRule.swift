import ActionableYAML

/// `deprecated-option`: settings iOS 15 and later no longer honour, in category files and payloads. What to do
/// depends on the oldest iOS the app supports (the configuration's `deployment-target`): remove the setting when
/// every supported version ignores it, keep it while older versions still use it.
enum DeprecatedOptionRule: FileRule, PayloadRule {
    /// The first iOS version that ignores these settings.
    static let ignoredFrom = OSVersion(major: 15)

    static let description = RuleDescription(
        identifier: .deprecatedOption,
        severity: .warning,
        summary:
            "An option or payload key iOS 15 and later no longer honour (`allow-announcement`, `summary-arg`), or a legacy alert key (`action-loc-key`, `action`).",
        rationale: """
            `UNNotificationCategoryOptions.allowAnnouncement` is deprecated since iOS 15, where people choose in \
            Settings which apps Siri announces. `aps.alert.summary-arg` and `summary-arg-count` are Apple-defined \
            but ignored since iOS 15, which summarises notifications itself. On iOS 15 and later they do no harm, \
            but promise something that no longer happens; on iOS 13 and 14 they still work. So the advice follows \
            the configuration's `deployment-target`: with `ios` at 15 or later, a warning to remove the setting; \
            below 15, a note (which never fails validation) that it still applies there and goes once the target \
            reaches 15; without an `ios` target, a warning that asks to remove it or to declare the target. The \
            legacy alert keys `action-loc-key` (the View button of iOS 9 and earlier) and `action` (Safari's \
            website pushes), still written by push libraries, do nothing in an iOS app on any supported version.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [↓allow-announcement]\n    actions: []\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    options: [↓allow-announcement]\n    actions: []\n",
                configuration: "deployment-target:\n  ios: \"16.0\"\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    options: [↓allow-announcement]\n    actions: []\n",
                configuration: "deployment-target:\n  ios: \"13.2\"\n"),
            RuleExample(payload: #"{"aps": {"alert": {"body": "Hi", ↓"summary-arg": "Anna"}}}"#),
            RuleExample(payload: #"{"aps": {"alert": {"body": "Hi", ↓"action-loc-key": "OPEN"}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [custom-dismiss-action]\n    actions: []\n")
        ]
    )

    /// What the deployment target says about a setting that iOS 15 and later ignore.
    enum Advice {
        /// Every supported iOS ignores it (the target is `target`): remove it.
        case remove(target: OSVersion)
        /// Older supported versions still use it (the target is `target`): keep it until the target reaches 15.
        case keep(target: OSVersion)
        /// No `ios` target is declared: remove it if the app requires iOS 15, or declare the target.
        case undeclared

        init(_ deploymentTarget: PlatformVersions) {
            guard let target = deploymentTarget[.ios] else {
                self = .undeclared
                return
            }
            self = target >= DeprecatedOptionRule.ignoredFrom ? .remove(target: target) : .keep(target: target)
        }

        /// What to do, after the sentence saying what the setting was for.
        var advice: String {
            switch self {
            case .remove(let target):
                "the deployment target is iOS \(target), so no supported version uses it; remove it"
            case .keep(let target):
                "it still applies on the versions before iOS 15 that the deployment target (iOS \(target)) supports; keep it until the deployment target reaches iOS 15, then remove it"
            case .undeclared:
                "remove it if the app requires iOS 15 or later; if it supports earlier versions, where it still applies, declare the oldest in \(Configuration.fileName) ('deployment-target: {ios: \"13.2\"}')"
            }
        }

        /// A note while older supported versions still use the setting: nothing to change today.
        var severity: Severity? {
            if case .keep = self { return .note }
            return nil
        }
    }

    static func allowAnnouncement(at location: SourceLocation, advice: Advice) -> Diagnostic {
        Diagnostic(
            code: .deprecatedOption,
            message:
                "'allow-announcement' is ignored on iOS 15 and later, where the user decides in Settings › Notifications › Announce Notifications; \(advice.advice)",
            location: location,
            severity: advice.severity
        )
    }

    static func summaryArgument(_ key: String, at location: SourceLocation, advice: Advice) -> Diagnostic {
        Diagnostic(
            code: .deprecatedOption,
            message:
                "'aps.alert.\(key)' is ignored on iOS 15 and later, which groups and summarises notifications itself (a category's 'summary-format' no longer applies either); \(advice.advice)",
            location: location,
            severity: advice.severity
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        guard file.options.contains(where: { $0.option == .allowAnnouncement }) else { return }
        // A deployment target only of platforms without the option (a Mac app): `ignored-on-platform` says it does
        // nothing there, which is the whole story.
        let targets = IgnoredOnPlatformRule.targetPlatforms(file.deploymentTarget)
        let announcement = UserNotificationsSymbols.row("UNNotificationCategoryOptions.allowAnnouncement")
        if !targets.isEmpty, announcement.unavailablePlatforms(among: targets) == targets { return }
        let advice = Advice(file.deploymentTarget)
        for (option, location) in file.options where option == .allowAnnouncement {
            diagnostics.append(allowAnnouncement(at: location, advice: advice))
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
                sink.report(summaryArgument(key, at: location, advice: Advice(checker.deploymentTarget)))
            }
        }
    }
}
