/// `category-unregistered` (diff).
enum CategoryUnregisteredRule: CategoryChangeRule {
    static let description = RuleDescription(
        identifier: .categoryUnregistered,
        severity: .error,
        summary: "A registered category becomes `registered: false`: its notifications lose their buttons (breaking).",
        rationale: """
            iOS draws a delivered notification's buttons from the categories registered when it is shown: once the \
            new app version stops registering the category, notifications already on devices and every new push of \
            it show no buttons, and dismissals stop being reported, while old app versions keep registering it. \
            Taps on the notification itself still arrive, with the category's identifier.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, actions: []}\n",
                new: "categories:\n  - {identifier: C, registered: ↓false, actions: []}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: C, registered: false, actions: []}\n",
                new: "categories:\n  - {identifier: C, actions: []}\n")
        ]
    )

    static func diagnostic(_ category: NotificationCategory) -> Diagnostic {
        Diagnostic(
            code: .categoryUnregistered,
            message:
                "category '\(category.identifier.forMessage)' is no longer registered by the app ('registered: false'), so its notifications, delivered ones included, show no buttons and report no dismissals on devices with the new version: keep it registered, or add a new category for the extension to set",
            location: category.valueLocations[.registered] ?? category.location
        )
    }

    /// The app stops giving the category to iOS: buttons, options and texts are gone from every notification of it.
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new, old.isRegistered, !now.isRegistered else { return }
        diagnostics.append(diagnostic(now))
    }
}
