/// `ignored-setting`: `authentication-required: false` on a foreground action; what an unregistered category declares
/// for iOS; a title written beside `title-at-run-time: true`; a text input's placeholder without its button title,
/// which Apple's initializer cannot take.
enum IgnoredSettingRule: CategoryRule, FileRule {
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
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: R, title: Reply, text-input: {placeholder: ↓Message}}\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: background, authentication-required: false}\n"
            ),
            RuleExample("categories:\n  - identifier: A\n    registered: false\n    actions: []\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title-at-run-time: true}\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: R, title: Reply, text-input: {button-title: Send, placeholder: Message}}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: R, title: Reply, text-input: {placeholder: Message}}\n",
                configuration: "deployment-target:\n  android:\n    min-sdk: 24\n"),
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

    /// A placeholder without a button title, on a registry whose app runs on an Apple platform (a registry with no
    /// `deployment-target` is one): the generated Swift uses the initializer without either.
    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        let others =
            (file.targetsWeb ? ["browsers"] : []) + (file.androidMinSDK != nil ? [AndroidPlatform.name] : [])
        let apple = !IgnoredOnPlatformRule.targetPlatforms(file.deploymentTarget).isEmpty
        guard apple || others.isEmpty else { return }
        for category in file.categories {
            for action in category.actions {
                guard let input = action.textInput, input.buttonTitle == nil, let placeholder = input.placeholder,
                    !placeholder.isEmptyPlaceholder
                else { continue }
                let still =
                    others.isEmpty
                    ? "" : " (\(IgnoredOnPlatformRule.list(others)) still show it as the reply field's hint)"
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredSetting,
                        message:
                            "the placeholder of text-input action '\(action.identifier.forMessage)' is dropped on"
                            + " Apple's platforms\(still): UNTextInputNotificationAction takes a placeholder only with"
                            + " the send button's title, so the generated code shows iOS's own button and an empty"
                            + " field; add 'button-title' (iOS's is \"Send\", in the person's language: give yours its"
                            + " translations), or remove 'placeholder'",
                        location: placeholder.location))
            }
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
