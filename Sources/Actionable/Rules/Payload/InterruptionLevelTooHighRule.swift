import ActionableYAML

/// `interruption-level-too-high`: a push above its category's declared level.
enum InterruptionLevelTooHighRule: Rule {
    static let description = RuleDescription(
        identifier: .interruptionLevelTooHigh,
        severity: .error,
        summary: "`aps.interruption-level` is above the `interruption-level` its category declares.",
        rationale: """
            A category's `interruption-level` is the team's promise of how far its pushes may interrupt (a \
            marketing category: `active`), enforced where pushes are written. A category that declares none \
            does not cap its pushes: entitlements, and `active` for marketing categories, still apply.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"alert": "Hi", "category": "DIGEST", "interruption-level": ↓"active"}}"#,
                categories: "categories:\n  - {identifier: DIGEST, interruption-level: passive, actions: []}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                payload:
                    #"{"aps": {"alert": "Wake up", "category": "ALARM", "interruption-level": "critical", "sound": {"critical": 1, "name": "default"}}}"#,
                categories:
                    "app:\n  entitlements: [critical-alerts]\ncategories:\n  - {identifier: ALARM, actions: []}\n")
        ]
    )

    static func diagnostic(
        _ subject: String, category: NotificationCategory, cap: InterruptionLevel, fix: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        let declared =
            category.valueLocations[.interruptionLevel].map { " (declared at \($0))" }
            ?? " (a marketing category without 'interruption-level')"
        let level = cap.rawValue
        return Diagnostic(
            code: .interruptionLevelTooHigh,
            message:
                "\(subject) the highest level category '\(category.identifier.forMessage)' allows, '\(level)'\(declared)\(category.isMarketing && category.valueLocations[.interruptionLevel] != nil ? ", a marketing category" : ""); \(fix ?? "send it as '\(level)'") or raise the category's 'interruption-level' if the pushes really warrant it",
            location: location
        )
    }
}
