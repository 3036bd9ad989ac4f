/// `custom-dismiss-removed` (diff).
enum CustomDismissRemovedRule: CategoryChangeRule {
    static let description = RuleDescription(
        identifier: .customDismissRemoved,
        severity: .error,
        summary: "A category drops `custom-dismiss-action`: dismissals stop arriving (breaking).",
        rationale: """
            iOS reports a dismissal (`com.apple.UNNotificationDismissActionIdentifier`) only for categories with \
            the custom-dismiss option; a service that counts or acts on dismissals silently stops getting them \
            from new app versions, while old ones keep sending them.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, options: [custom-dismiss-action], actions: []}\n",
                new: "categories:\n  - ↓{identifier: C, actions: []}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, actions: []}\n",
                new: "categories:\n  - {identifier: C, options: [custom-dismiss-action], actions: []}\n")
        ]
    )

    static func diagnostic(_ category: NotificationCategory) -> Diagnostic {
        Diagnostic(
            code: .customDismissRemoved,
            message:
                "category '\(category.identifier.forMessage)' no longer has the 'custom-dismiss-action' option, so iOS stops reporting dismissals to the app and the service: keep it, unless nothing uses dismissals any more",
            location: category.valueLocations[.options] ?? category.location
        )
    }

    /// Without the option iOS stops reporting dismissals, which the service may count on.
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.options.contains(.customDismissAction),
            !now.options.contains(.customDismissAction)
        else { return }
        diagnostics.append(diagnostic(now))
    }
}
