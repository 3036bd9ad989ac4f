/// `ignored-setting`: `authentication-required: false` on a foreground action; what an unregistered category declares
/// for iOS; a title written beside `title-at-run-time: true`.
enum IgnoredSettingRule: CategoryRule {
    static let description = RuleDescription(
        identifier: .ignoredSetting,
        severity: .warning,
        summary:
            "A setting iOS ignores, such as `authentication-required: false` on a foreground action or buttons of a `registered: false` category.",
        rationale: """
            A foreground action opens the app, and iOS always asks for an unlocked device first \
            (UNNotificationActionOptions.foreground), so writing that it needs no authentication promises \
            something iOS will not do. A category with `registered: false` is never given to \
            `setNotificationCategories(_:)`: iOS shows a notification naming it without buttons, and applies none of \
            its options, placeholder, summary format or intents (nor reports dismissals), so declaring them promises \
            what no device does. A `title` beside `title-at-run-time: true` is never shown: the app gives the title.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: foreground, authentication-required: ↓false}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: A\n    registered: false\n    options: ↓[custom-dismiss-action]\n    actions:\n      - ↓{identifier: X, title: X}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: ↓Call back, title-at-run-time: true}\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: background, authentication-required: false}\n"
            ),
            RuleExample("categories:\n  - identifier: A\n    registered: false\n    actions: []\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title-at-run-time: true}\n"),
        ]
    )

    static func unregistered(
        _ category: NotificationCategory, _ key: CategoryKey, what: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            code: .ignoredSetting,
            message:
                "category '\(category.identifier.forMessage)' is not registered with iOS ('registered: false'), so iOS never \(what); a tap on its notifications still arrives: remove '\(key.name)', or register the category",
            location: location
        )
    }

    static func titleAtRunTime(_ action: NotificationAction, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .ignoredSetting,
            message:
                "action '\(action.identifier.forMessage)' has 'title-at-run-time: true', so the app gives its title and this 'title' is never shown: remove it, or remove 'title-at-run-time'",
            location: location
        )
    }

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        if !category.isRegistered { checkUnregistered(category, into: &diagnostics) }
        for action in category.actions where action.isTitleSetAtRunTime {
            guard let location = action.valueLocations[.title] else { continue }
            diagnostics.append(titleAtRunTime(action, at: location))
        }
        for action in category.actions
        where action.activation == .foreground && action.declaredAuthenticationRequired == false {
            diagnostics.append(
                Diagnostic(
                    code: .ignoredSetting,
                    message:
                        "foreground action '\(action.identifier.forMessage)' ignores 'authentication-required: false': iOS always asks to unlock before opening the app; remove the line, or make the action background",
                    location: action.valueLocations[.authenticationRequired] ?? action.location
                ))
        }
    }

    /// What only a registered category gives iOS. `actions: []` is what such a category says, and is silent.
    private static func checkUnregistered(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        if let first = category.actions.first {
            diagnostics.append(
                unregistered(
                    category, .actions, what: "shows its \(category.actions.count == 1 ? "action" : "actions")",
                    at: first.location))
        }
        let keys: [(CategoryKey, String)] = [
            (.options, "applies its options (custom-dismiss-action included: dismissals are not reported)"),
            (.hiddenPreviewsBodyPlaceholder, "shows its hidden-previews body placeholder"),
            (.summaryFormat, "shows its summary format"),
            (.intentIdentifiers, "relates it to its intents"),
        ]
        for (key, what) in keys {
            guard let location = category.valueLocations[key] else { continue }
            diagnostics.append(unregistered(category, key, what: what, at: location))
        }
    }
}
