/// `too-many-actions`: more actions than iOS shows.
enum TooManyActionsRule: CategoryRule {
    /// The expanded notification shows at most this many actions; banners show the first two.
    static let maxVisibleActions = 4

    static let description = RuleDescription(
        identifier: .tooManyActions,
        severity: .warning,
        summary: "More actions than iOS shows: banners show 2, the expanded view 4.",
        rationale: """
            UNNotificationCategory: "the system displays only the first few actions" — two in a banner, about \
            four in the expanded notification. Later actions may never be seen, so the order is the priority.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n"
                    + (1...5).map { "      - {identifier: A\($0), title: Action \($0)}\n" }.joined())
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n"
                    + (1...4).map { "      - {identifier: A\($0), title: Action \($0)}\n" }.joined())
        ]
    )

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        guard category.actions.count > maxVisibleActions else { return }
        let hiddenActions = category.actions[maxVisibleActions...]
        var hidden = hiddenActions.prefix(5).map(\.identifier.forMessage).joined(separator: ", ")
        if hiddenActions.count > 5 { hidden += " and \(hiddenActions.count - 5) more" }
        diagnostics.append(
            Diagnostic(
                code: .tooManyActions,
                message:
                    "category '\(category.identifier.forMessage)' has \(category.actions.count) actions; banners show only the first 2 and the expanded notification about \(maxVisibleActions), so \(hidden) may never be seen: keep the most important actions first and at most \(maxVisibleActions)",
                location: category.actions[maxVisibleActions].location
            ))
    }
}
