/// `category-removed` (diff): a category of OLD is gone from NEW.
enum CategoryRemovedRule: CategoryChangeRule {
    static let description = RuleDescription(
        identifier: .categoryRemoved,
        severity: .error,
        summary: "A category is removed (breaking), or retired (a note).",
        rationale: """
            Pushes already delivered, and pushes the service sends to old app versions, name the category; the \
            app's handlers and the service's endpoint for its actions must keep answering. A rename is a removal \
            plus an addition. Remove a category on purpose by listing it in `retired-categories`.
            """,
        scope: .diff,
        triggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: INVITE, actions: []}\n  - {identifier: CHAT, actions: []}\n",
                new: "categories:\n  - ↓{identifier: CHAT, actions: []}\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                old: "categories:\n  - {identifier: INVITE, actions: []}\n",
                new: "categories:\n  - {identifier: INVITE, actions: [], intent-identifiers: [INSendMessageIntent]}\n")
        ]
    )

    static func removed(_ category: NotificationCategory, renamedTo renamed: NotificationCategory?) -> Diagnostic {
        let rename =
            renamed.map {
                ". It looks renamed to '\($0.identifier.forMessage)' (same actions), and a rename is a removal plus an addition"
            } ?? ""
        return Diagnostic(
            code: .categoryRemoved,
            message:
                "category '\(category.identifier.forMessage)' is removed, but delivered notifications and old app versions still use it\(rename): keep it, or list it under 'retired-categories' (with 'replaced-by' if another category takes over)",
            location: category.location
        )
    }

    static func retired(_ category: NotificationCategory, _ retired: RetiredIdentifier) -> Diagnostic {
        Diagnostic(
            code: .categoryRemoved,
            message:
                "category '\(category.identifier.forMessage)' is retired (\(retired.retired.forMessage))\(retired.replacement.map { ", replaced by '\($0.forMessage)'" } ?? ""); old app versions still send it and get \(retired.replacement == nil ? "the retired outcome" : "the replacement's handlers for the same actions")",
            location: retired.location, severity: .note
        )
    }

    /// Old app versions still register the category and the service still receives its responses, so it may only
    /// go as a retired entry, which gives those responses a defined outcome.
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic]
    ) {
        switch new {
        case .declared:
            return
        case .retired(let entry):
            diagnostics.append(retired(old, entry))
        case .removed(let added):
            // The same actions in the same order is most likely the same category under a new name.
            let renamed = added.first { candidate in
                !candidate.actions.isEmpty && candidate.actions.map(\.identifier) == old.actions.map(\.identifier)
            }
            diagnostics.append(removed(old, renamedTo: renamed))
        }
    }
}
