/// `actions-reordered` (diff).
enum ActionsReorderedRule: CategoryChangeRule {
    static let description = RuleDescription(
        identifier: .actionsReordered,
        severity: .warning,
        summary: "The first two actions — the ones banners show — change.",
        rationale: """
            Banners show only a category's first two actions; reordering or inserting before them changes what \
            people can do without expanding the notification, and muscle memory taps the wrong button.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: A, title: A}\n      - {identifier: B, title: B}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - ↓{identifier: B, title: B}\n      - {identifier: A, title: A}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: A, title: A}\n      - {identifier: B, title: B}\n",
                new:
                    "categories:\n  - identifier: C\n    actions:\n      - {identifier: A, title: A}\n      - {identifier: B, title: B}\n      - {identifier: D, title: D}\n"
            )
        ]
    )

    static func diagnostic(category: String, before: [String], after: [String], at first: NotificationAction)
        -> Diagnostic
    {
        func list(_ identifiers: [String]) -> String {
            identifiers.map { "'\($0.forMessage)'" }.joined(separator: ", ")
        }
        return Diagnostic(
            code: .actionsReordered,
            message:
                "banners of category '\(category.forMessage)' now show \(list(after)) instead of \(list(before)) (banners show the first two actions); make sure the most important actions stay first",
            location: first.location
        )
    }

    /// Banners show the first two actions. Only actions both versions declare count: a removal or rename is reported
    /// as such, not as a reordering.
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic]
    ) {
        guard case .declared(let now) = new else { return }
        let before = old.actions.prefix(2).map(\.identifier).filter { now.action($0) != nil }
        let after = now.actions.prefix(2).map(\.identifier).filter { old.action($0) != nil }
        guard !before.isEmpty, before != after, let first = now.actions.first else { return }
        diagnostics.append(diagnostic(category: now.identifier, before: before, after: after, at: first))
    }
}
