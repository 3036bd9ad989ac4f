import Actionable

/// The registry as the generated Kotlin and resources see it, decided once before anything is rendered: per
/// category its Kotlin names and its actions in order with what Android can use of them, and every text as a string
/// resource.
struct AndroidRegistryModel {
    struct Category {
        let identifier: String
        /// `path:line` of the category, for the comment above it.
        let origin: String
        /// The category's object in `ActionableRegistry`.
        let objectName: String
        /// Whether a dismissal is a tap (`custom-dismiss-action` on a registered category, as iOS and the web).
        let customDismiss: Bool
        let actions: [Action]
    }

    struct Action {
        let identifier: String
        /// The action's constant in its category's object.
        let constantName: String
        /// The title's string resource; `nil` when the app gives the title at run time (the action is then left
        /// out of the category's list: there is no text to show, as on the web).
        let title: String?
        let activation: ActivationMode
        let destructive: Bool
        /// `authentication-required: true` as written (a foreground action on Android opens an activity, which the
        /// system shows only after unlocking; the builder asks for more only where the file does).
        let authenticationRequired: Bool
        /// The text field's string resources (`nil` when the file gives none, or an empty placeholder).
        let textInput: (buttonTitle: String?, placeholder: String?)?
        let icon: Icon
        /// `Notification.Action`'s constant, e.g. `SEMANTIC_ACTION_REPLY`.
        let semanticAction: String?
    }

    enum Icon {
        case none
        /// `android: {icon:}`, a drawable resource name.
        case drawable(String)
        /// `android: {icon:}` with a name no resource can have (the loader reports it; the registry writes 0).
        case invalid(String)
    }

    let categories: [Category]
    let strings: AndroidStrings
    /// The category files, as the headers name them.
    let sources: [String]

    /// Names a category's object must not take: the types and members the registry's code refers to inside
    /// `ActionableRegistry`, which an object of the same name would hide.
    static let reservedObjectNames: Set<String> = [
        "ActionableRegistry", "ActionableCategory", "ActionableAction", "ActionableTextInput", "Activation", "R",
        "List", "Map", "String", "Int", "Boolean", "Any", "Unit", "Nothing", "Companion",
    ]

    /// Names an action's constant must not take: the category's own constant.
    static let reservedConstantNames: Set<String> = ["IDENTIFIER"]

    /// - Parameters:
    ///   - developmentLocale: the locale `res/values` holds (a catalog locale, e.g. `en` or `pt-BR`).
    init(result: LoadResult, paths: [String], developmentLocale: String) {
        let sourcePaths = SourcePaths(inputs: paths)
        sources = result.files.map(sourcePaths.display)
        let registry = result.registry.categories
        let objectNames = AndroidNames.unique(
            registry.map { AndroidNames.objectName($0.identifier) }, reserved: Self.reservedObjectNames)
        var resources = ResourceNames()
        var strings: [AndroidStrings.Resource] = []
        func resource(_ text: CategoryText?) -> String? {
            guard let text, !text.text.isEmptyPlaceholder else { return nil }
            let name = resources.name(
                "actionable_" + AndroidNames.resourcePart(text.category) + "_"
                    + AndroidNames.resourcePart(text.action ?? "") + "_"
                    + AndroidNames.resourcePart(text.role.rawValue))
            strings.append(Self.resource(name, text, developmentLocale: developmentLocale))
            return name
        }
        var categories: [Category] = []
        for (category, objectName) in zip(registry, objectNames) {
            let constantNames = AndroidNames.unique(
                category.actions.map { AndroidNames.constantName($0.identifier) }, reserved: Self.reservedConstantNames)
            let actions = zip(category.actions, constantNames).map { action, constantName in
                let texts = action.texts(category: category.identifier)
                let title = resource(texts.title)
                let textInput = action.textInput.map { _ in (resource(texts.buttonTitle), resource(texts.placeholder)) }
                let icon: Icon
                if let name = action.android?.icon {
                    icon = AndroidNames.isResourceName(name) ? .drawable(name) : .invalid(name)
                } else {
                    icon = .none
                }
                return Action(
                    identifier: action.identifier, constantName: constantName, title: title,
                    activation: action.activation, destructive: action.isDestructive,
                    authenticationRequired: action.declaredAuthenticationRequired == true, textInput: textInput,
                    icon: icon, semanticAction: action.android?.semanticAction?.constantName)
            }
            categories.append(
                Category(
                    identifier: category.identifier,
                    origin: "\(sourcePaths.display(category.location.file)):\(category.location.line)",
                    objectName: objectName, customDismiss: category.reportsDismissals, actions: actions))
        }
        self.categories = categories
        self.strings = AndroidStrings(resources: strings, sources: sources)
    }

    /// The string resource `name` for `text`: its development-language text in `res/values`, and each translation
    /// whose locale has an Android qualifier (the first one per qualifier, as the web keeps the first per locale).
    private static func resource(_ name: String, _ text: CategoryText, developmentLocale: String)
        -> AndroidStrings.Resource
    {
        guard text.text.isLocalized else {
            return .init(
                name: name, comment: text.comment, defaultValue: text.text.defaultValue, isTranslatable: false,
                translations: [])
        }
        let development = text.text.translations.first { translation in
            StringCatalogGenerator.catalogLocale(translation.locale).lowercased() == developmentLocale.lowercased()
        }
        var seen = Set<AndroidLocale>()
        var translations: [(locale: AndroidLocale, value: String)] = []
        for translation in text.text.translations {
            guard let locale = AndroidLocale(translation.locale), seen.insert(locale).inserted else { continue }
            translations.append((locale, translation.value))
        }
        return .init(
            name: name, comment: text.comment, defaultValue: development?.value ?? text.text.defaultValue,
            isTranslatable: true, translations: translations)
    }

    /// The locales of the registry's texts that have no Android qualifier, in file order, each once.
    static func unsupportedLocales(_ registry: CategoryRegistry) -> [String] {
        var seen = Set<String>()
        var locales: [String] = []
        for category in registry.categories {
            for action in category.actions {
                let texts = action.texts(category: category.identifier)
                for text in [texts.title, texts.buttonTitle, texts.placeholder].compactMap({ $0 }) {
                    for locale in text.text.locales where AndroidLocale(locale) == nil {
                        if seen.insert(locale.lowercased()).inserted { locales.append(locale) }
                    }
                }
            }
        }
        return locales
    }
}

/// Resource names handed out in order, each once: a name taken before gets `_2`, `_3`…
private struct ResourceNames {
    private var taken = Set<String>()

    mutating func name(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        return candidate
    }
}
