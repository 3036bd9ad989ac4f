/// `actions-reordered` (diff).
enum ActionsReorderedRule: Rule {
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
}
