/// `ignored-setting`: `authentication-required: false` on a foreground action.
enum IgnoredSettingRule: CategoryRule {
    static let description = RuleDescription(
        identifier: .ignoredSetting,
        severity: .warning,
        summary: "A setting iOS ignores, such as `authentication-required: false` on a foreground action.",
        rationale: """
            A foreground action opens the app, and iOS always asks for an unlocked device first \
            (UNNotificationActionOptions.foreground), so writing that it needs no authentication promises \
            something iOS will not do.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: foreground, authentication-required: ↓false}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: background, authentication-required: false}\n"
            )
        ]
    )

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        for action in category.actions
        where action.activation == .foreground && action.declaredAuthenticationRequired == false {
            diagnostics.append(
                Diagnostic(
                    code: .ignoredSetting,
                    message:
                        "foreground action '\(action.identifier.forMessage)' ignores 'authentication-required: false': iOS always asks to unlock before opening the app; remove the line, or make the action background",
                    location: action.valueLocations[.authenticationRequired] ?? action.location
                ))
        }
    }
}
