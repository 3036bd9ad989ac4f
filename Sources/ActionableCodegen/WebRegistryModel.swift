import Actionable

/// The registry as the generated JavaScript sees it, decided once before anything is rendered: per category, its
/// actions in order with what a browser can use of them.
struct WebRegistryModel {
    struct Category {
        let identifier: String
        /// `path:line` of the category, for the comment above it.
        let origin: String
        /// Whether a dismissal is a tap (`custom-dismiss-action` on a registered category).
        let customDismissAction: Bool
        let actions: [Action]
    }

    struct Action {
        let identifier: String
        /// `nil` when the app gives the title at run time.
        let title: LocalizedText?
        let activation: ActivationMode
        let destructive: Bool
        /// `authentication-required: true` as written: browsers have no lock-screen authentication, so the worker
        /// opens the site to confirm instead of running the action.
        let authenticationRequired: Bool
        let textInput: TextInput?
    }

    /// The locale whose translation a text shows when none of the person's languages has one.
    let fallbackLocale: String
    let categories: [Category]
    /// The category files, as the header names them.
    let sources: [String]

    init(result: LoadResult, paths: [String], fallbackLocale: String) {
        let sourcePaths = SourcePaths(inputs: paths)
        sources = result.files.map(sourcePaths.display)
        self.fallbackLocale = fallbackLocale
        categories = result.registry.categories.map { category in
            Category(
                identifier: category.identifier,
                origin: "\(sourcePaths.display(category.location.file)):\(category.location.line)",
                customDismissAction: category.reportsDismissals,
                actions: category.actions.map { action in
                    Action(
                        identifier: action.identifier, title: action.isTitleSetAtRunTime ? nil : action.title,
                        activation: action.activation, destructive: action.isDestructive,
                        authenticationRequired: action.declaredAuthenticationRequired == true,
                        textInput: action.textInput)
                })
        }
    }

    /// The registry object of the generated module.
    var javaScript: WebJavaScript {
        .object([
            ("fallbackLocale", .string(fallbackLocale)),
            ("categories", .array(categories.map(Self.javaScript))),
            ("wire", .reference("wire")),
        ])
    }

    private static func javaScript(_ category: Category) -> WebJavaScript {
        .commented(
            "\(category.identifier) (\(category.origin))",
            .object([
                ("category", .string(category.identifier)),
                ("customDismissAction", .bool(category.customDismissAction)),
                ("actions", .array(category.actions.map(javaScript))),
            ]))
    }

    private static func javaScript(_ action: Action) -> WebJavaScript {
        .object([
            ("action", .string(action.identifier)),
            ("title", action.title.map(javaScript) ?? .null),
            ("titleAtRunTime", .bool(action.title == nil)),
            ("activation", .string(action.activation.rawValue)),
            ("destructive", .bool(action.destructive)),
            ("authenticationRequired", .bool(action.authenticationRequired)),
            (
                "textInput",
                action.textInput.map { input in
                    .object([
                        ("buttonTitle", input.buttonTitle.map(javaScript) ?? .null),
                        ("placeholder", input.placeholder.map(javaScript) ?? .null),
                    ])
                } ?? .null
            ),
        ])
    }

    /// A text: one string for every locale, or an object of locale → text in file order (the first is the text's
    /// own fallback when the registry's fallback locale is missing too).
    private static func javaScript(_ text: LocalizedText) -> WebJavaScript {
        guard text.isLocalized else { return .string(text.defaultValue) }
        var seen = Set<String>()
        var members: [(key: String, value: WebJavaScript)] = []
        for translation in text.translations where seen.insert(translation.locale).inserted {
            members.append((translation.locale, .string(translation.value)))
        }
        return .object(members)
    }
}
