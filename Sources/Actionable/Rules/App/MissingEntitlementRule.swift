import ActionableYAML

/// `missing-entitlement`: levels and sounds that need an entitlement.
enum MissingEntitlementRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .missingEntitlement,
        severity: .error,
        summary: "An interruption level or critical sound needs an entitlement the app file lacks.",
        rationale: """
            Time Sensitive notifications need the com.apple.developer.usernotifications.time-sensitive \
            entitlement and critical alerts com.apple.developer.usernotifications.critical-alerts, which Apple \
            grants on request. Without it iOS delivers the push at a lower level (critical: as a normal alert), \
            which is exactly when it matters. The app file (`app: entitlements:`) says what the app has.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - {identifier: ALERT, interruption-level: ↓critical, actions: []}\n"),
            RuleExample(payload: #"{"aps": {"alert": "Storm", "interruption-level": ↓"time-sensitive"}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app:\n  entitlements: [critical-alerts]\ncategories:\n  - {identifier: ALERT, interruption-level: critical, actions: []}\n"
            )
        ]
    )

    static func diagnostic(
        _ needed: Entitlement, app: AppDeclaration, subject: String, instead: String = "lower the level",
        at location: SourceLocation
    ) -> Diagnostic {
        let fix =
            app.location.map { "add '\(needed.rawValue)' to 'app: entitlements:' at \($0)" }
            ?? "declare it in an app file ('app: {entitlements: [\(needed.rawValue)]}')"
        let grant = needed == .criticalAlerts ? " once Apple grants it" : ""
        return Diagnostic(
            code: .missingEntitlement,
            message:
                "\(subject), which needs the \(needed.entitlementKey) entitlement, and the app does not declare it, so iOS would not honour it: \(fix)\(grant), or \(instead)",
            location: location
        )
    }

    /// `missing-entitlement`: a category may use a level only when the app declares the entitlement it needs.
    static func check(
        _ categories: some Sequence<NotificationCategory>, app: AppDeclaration,
        into findings: inout RegistryFindings
    ) {
        for category in categories {
            guard let needed = category.interruptionLevel.requiredEntitlement, !app.entitlements.contains(needed)
            else { continue }
            let location = category.valueLocations[.interruptionLevel] ?? category.location
            findings.report(
                diagnostic(
                    needed, app: app,
                    subject:
                        "category '\(category.identifier.forMessage)' allows '\(category.interruptionLevel.rawValue)' pushes",
                    at: location))
        }
    }

    /// A push asks for a level on its own, so it needs the entitlement even when its category does not.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        let app = checker.app
        if !app.entitlements.contains(.criticalAlerts) {
            payload.forEachCriticalSound { position in
                sink.report(
                    diagnostic(
                        .criticalAlerts, app: app,
                        subject: "this push plays a critical sound ('aps.sound.critical': 1)",
                        instead: "make the sound non-critical", at: payload.location(position)))
            }
        }
        if case .level(let level, let position) = payload.interruptionLevel, let needed = level.requiredEntitlement,
            !app.entitlements.contains(needed)
        {
            sink.report(
                diagnostic(
                    needed, app: app, subject: "this push is '\(level.rawValue)' ('aps.interruption-level')",
                    at: payload.location(position)))
        }
    }
}
