/// `action-removed` (diff): an action of a category is gone.
enum ActionRemovedRule: ActionChangeRule {
    static let description = RuleDescription(
        identifier: .actionRemoved,
        severity: .error,
        summary: "An action is removed from a category that remains (breaking), or retired (a note).",
        rationale: """
            iOS draws a delivered notification's buttons from the categories registered when it is shown, and old \
            app versions keep registering the old ones, so the removed identifier keeps arriving at the service for \
            months with no handler. A rename is a removal plus an addition. Remove an action on purpose by listing \
            it in the category's `retired-actions`, optionally `replaced-by` the action that takes over.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old:
                    "categories:\n  - identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n      - {identifier: MAYBE, title: Maybe}\n",
                new: "categories:\n  - ↓identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n",
                new:
                    "categories:\n  - identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n      - {identifier: MAYBE, title: Maybe}\n"
            )
        ]
    )

    static func removed(
        _ action: NotificationAction, category: NotificationCategory, renamedTo renamed: NotificationAction?
    )
        -> Diagnostic
    {
        let rename =
            renamed.map {
                ". It looks renamed to '\($0.identifier.forMessage)' (same title), and a rename is a removal plus an addition"
            } ?? ""
        return Diagnostic(
            code: .actionRemoved,
            message:
                "action '\(action.identifier.forMessage)' (at \(action.location) before) is removed from category '\(category.identifier.forMessage)', but delivered notifications and old app versions still send it\(rename): keep it, or list it under the category's 'retired-actions'\(renamed.map { " with 'replaced-by: \($0.identifier.forMessage)'" } ?? "")",
            location: category.location
        )
    }

    static func retired(_ action: NotificationAction, _ retired: RetiredIdentifier, category: NotificationCategory)
        -> Diagnostic
    {
        Diagnostic(
            code: .actionRemoved,
            message:
                "action '\(action.identifier.forMessage)' of category '\(category.identifier.forMessage)' is retired (\(retired.retired.forMessage))\(retired.replacement.map { ", replaced by '\($0.forMessage)'" } ?? ""); old app versions still send it and get \(retired.replacement == nil ? "the retired outcome" : "the replacement's handler")",
            location: retired.location, severity: .note
        )
    }

    /// Delivered notifications keep their buttons, so old app versions send the action for as long as they live; it
    /// may only go as a retired entry, which gives those responses a defined outcome.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic]
    ) {
        switch new {
        case .declared:
            return
        case .retired(let entry):
            diagnostics.append(retired(old, entry, category: category))
        case .removed(let added):
            // The same words under a new identifier is most likely the same action renamed.
            // Titles set at run time say nothing about the action.
            let renamed =
                old.isTitleSetAtRunTime
                ? nil : added.first { !$0.isTitleSetAtRunTime && $0.title.hasSameContent(as: old.title) }
            diagnostics.append(removed(old, category: category, renamedTo: renamed))
        }
    }
}
