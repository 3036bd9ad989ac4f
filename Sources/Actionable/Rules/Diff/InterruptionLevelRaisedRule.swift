/// `interruption-level-raised` (diff).
enum InterruptionLevelRaisedRule: CategoryChangeRule {
    static let description = RuleDescription(
        identifier: .interruptionLevelRaised,
        severity: .warning,
        summary: "A category's `interruption-level` goes up.",
        rationale: """
            Pushes of the category may now break through Focus (time-sensitive) or silent mode (critical); that \
            needs the entitlement and a reason people accept, or they turn notifications off.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, actions: []}\n",
                new:
                    "app:\n  entitlements: [time-sensitive]\ncategories:\n  - {identifier: C, interruption-level: ↓time-sensitive, actions: []}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, interruption-level: active, actions: []}\n",
                new: "categories:\n  - {identifier: C, interruption-level: passive, actions: []}\n")
        ]
    )

    static func diagnostic(from old: InterruptionLevel, _ category: NotificationCategory) -> Diagnostic {
        Diagnostic(
            code: .interruptionLevelRaised,
            message:
                "category '\(category.identifier.forMessage)' now allows '\(category.interruptionLevel.rawValue)' pushes (was '\(old.rawValue)'); make sure these pushes warrant interrupting people that much",
            location: category.valueLocations[.interruptionLevel] ?? category.location
        )
    }

    /// Only a level the new version declares is a decision to raise it; an undeclared level is the default.
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, now.valueLocations[.interruptionLevel] != nil,
            now.interruptionLevel > old.interruptionLevel
        else { return }
        diagnostics.append(diagnostic(from: old.interruptionLevel, now))
    }
}
