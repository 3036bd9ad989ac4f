/// `authentication-removed` (diff).
enum AuthenticationRemovedRule: ActionChangeRule {
    static let description = RuleDescription(
        identifier: .authenticationRemoved,
        severity: .error,
        summary: "An action no longer asks to unlock the device (a security change).",
        rationale: """
            Dropping `authentication-required` (or moving a foreground action to the background without it) lets anyone holding the locked phone run the action from the lock screen. Make sure that is intended; say so with a suppression and its reason.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, authentication-required: true}\n",
                new: "categories:\n  - identifier: C\n    actions:\n      - ↓{identifier: X, title: X}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, authentication-required: true}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: X, authentication-required: true}\n"
            )
        ]
    )

    static func diagnostic(_ action: NotificationAction, category: String) -> Diagnostic {
        Diagnostic(
            code: .authenticationRemoved,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.forMessage)' no longer asks to unlock the device, so anyone holding the locked phone can run it from the lock screen: keep 'authentication-required: true', or accept the change with '# actionable:disable authentication-removed — reason'",
            location: action.valueLocations[.authenticationRequired] ?? action.location
        )
    }

    /// What matters is whether iOS still asks to unlock, however the declaration says it.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, requiresUnlock(old), !requiresUnlock(now) else { return }
        diagnostics.append(diagnostic(now, category: category.identifier))
    }

    /// Whether iOS asks to unlock before the action runs: always for foreground actions.
    static func requiresUnlock(_ action: NotificationAction) -> Bool {
        action.activation == .foreground || action.declaredAuthenticationRequired == true
    }
}
