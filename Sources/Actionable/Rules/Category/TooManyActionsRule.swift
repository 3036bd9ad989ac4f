/// `too-many-actions`: more actions than iOS shows.
enum TooManyActionsRule: CategoryRule {
    /// iOS shows at most this many actions, when it has unlimited space (`UNNotificationCategory`).
    static let maxActions = 10
    /// With limited space — a banner — iOS shows only the first this many.
    static let limitedSpaceActions = 2

    static let description = RuleDescription(
        identifier: .tooManyActions,
        severity: .warning,
        summary: "More than 10 actions: iOS never shows the rest (and only the first 2 where space is limited).",
        rationale: """
            The UNNotificationCategory overview: the system displays up to ten actions when it has unlimited space \
            and only two when space is limited. Actions past the tenth are never shown, so a category with more \
            has buttons nobody can tap. (The "about four" of older advice comes from UIUserNotificationActionContext, \
            the iOS 8 API deprecated in iOS 10; a category of three to ten actions is correct, and its first two are \
            the ones a banner shows.)
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n"
                    + (1...10).map { "      - {identifier: A\($0), title: Action \($0)}\n" }.joined()
                    + "      - ↓{identifier: A11, title: Action 11}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n"
                    + (1...10).map { "      - {identifier: A\($0), title: Action \($0)}\n" }.joined()),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n"
                    + (1...7).map { "      - {identifier: A\($0), title: Action \($0)}\n" }.joined()),
        ]
    )

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        // An unregistered category shows no button at all; `ignored-setting` says so once.
        guard category.isRegistered, category.actions.count > maxActions else { return }
        let hiddenActions = category.actions[maxActions...]
        var hidden = hiddenActions.prefix(5).map(\.identifier.forMessage).joined(separator: ", ")
        if hiddenActions.count > 5 { hidden += " and \(hiddenActions.count - 5) more" }
        diagnostics.append(
            Diagnostic(
                code: .tooManyActions,
                message:
                    "category '\(category.identifier.forMessage)' has \(category.actions.count) actions; iOS shows at most \(maxActions) (and only the first \(limitedSpaceActions) where space is limited, as in a banner), so \(hidden) will never be seen: keep at most \(maxActions), the most important first",
                location: category.actions[maxActions].location
            ))
    }
}
