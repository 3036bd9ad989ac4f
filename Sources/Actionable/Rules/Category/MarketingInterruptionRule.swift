/// `marketing-interruption`: promotions may not interrupt.
enum MarketingInterruptionRule: CategoryRule {
    static let description = RuleDescription(
        identifier: .marketingInterruption,
        severity: .error,
        summary: "A `marketing` category allows `time-sensitive` or `critical`, which Apple forbids.",
        rationale: """
            App Review Guideline 4.5.4 and the Human Interface Guidelines: Time Sensitive notifications are for \
            events that need attention now, never for marketing, and critical alerts are for health and safety. \
            A category marked `marketing: true` may therefore use at most `active`.
            """,
        triggeringExamples: [
            RuleExample(
                "app:\n  entitlements: [time-sensitive]\ncategories:\n  - {identifier: SALE, marketing: true, interruption-level: ↓time-sensitive, actions: []}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - {identifier: SALE, marketing: true, interruption-level: active, actions: []}\n"),
            RuleExample("categories:\n  - {identifier: SALE, marketing: true, actions: []}\n"),
        ]
    )

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        guard category.isMarketing, !category.interruptionLevel.allowsMarketing else { return }
        diagnostics.append(
            Diagnostic(
                code: .marketingInterruption,
                message:
                    "category '\(category.identifier.forMessage)' is marked 'marketing: true' but allows '\(category.interruptionLevel.rawValue)'; Apple's guidelines forbid Time Sensitive and critical notifications for promotions: use 'interruption-level: active' (or passive), or split the non-promotional pushes into their own category",
                location: category.valueLocations[.interruptionLevel] ?? category.location
            ))
    }
}
