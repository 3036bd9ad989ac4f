import ActionableYAML

/// `interruption-level-too-high`: a push above its category's declared level.
enum InterruptionLevelTooHighRule: PayloadRule {
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

    /// The level the push will have — `interruption-level`, `active` when absent, `critical` with a critical sound —
    /// against its category's cap. A category caps its pushes only when it declares `interruption-level` (a
    /// marketing category is capped at `active` regardless): one that says nothing lets a documented "category +
    /// critical" push through, as iOS does. A level the checker could not read is not guessed at.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        guard let (identifier, categoryPosition) = payload.category,
            let category = checker.registry.category(identifier), let cap = cap(of: category)
        else { return }
        switch payload.interruptionLevel {
        case .unreadable:
            return
        case .level(let level, let position):
            if level > cap {
                sink.report(
                    diagnostic(
                        "'aps.interruption-level' '\(level.rawValue)' is above", category: category, cap: cap, fix: nil,
                        at: payload.location(position)))
            }
        case .absent:
            if cap < .active, !payload.isLiveActivity {
                sink.report(
                    diagnostic(
                        "without 'aps.interruption-level' iOS delivers the push as 'active', which is above",
                        category: category, cap: cap, fix: "add \"interruption-level\": \"\(cap.rawValue)\"",
                        at: payload.location(categoryPosition)))
            }
        }
        if cap < .critical, let critical = payload.criticalSound {
            sink.report(
                diagnostic(
                    "a critical sound ('aps.sound.critical': 1) makes the push a critical alert, which is above",
                    category: category, cap: cap, fix: nil, at: payload.location(critical)))
        }
    }

    /// The highest level a category lets its pushes have: what it declares; `active` for a marketing category
    /// that declares nothing; otherwise no cap.
    static func cap(of category: NotificationCategory) -> InterruptionLevel? {
        if category.valueLocations[.interruptionLevel] != nil { return category.interruptionLevel }
        return category.isMarketing ? .active : nil
    }
}
