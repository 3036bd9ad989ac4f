/// A key of one mapping of the category file schema, as a named case: a key added to a table is a compiler error
/// in every `switch` that does not handle it yet (the decoder's, the JSON Schema's documentation), instead of a
/// position in a list of strings that silently means another key.
///
/// The case order is the order the category file article documents the keys in; it is also each key's slot in ``ValueLocations``.
public protocol SchemaKey: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The key as written in YAML.
    var name: String { get }
    /// The key's place in its table.
    var ordinal: Int { get }
    /// Every key's ``name``, in table order (built once: messages and the JSON Schema list them).
    static var names: [String] { get }
}

extension SchemaKey where Self: RawRepresentable, RawValue == Int {
    public var ordinal: Int { rawValue }
}

/// The keys at the top of a category file.
public enum FileKey: Int, SchemaKey {
    /// `categories` (the list of categories), `app` (the app declaration) and `retired-categories` (category
    /// identifiers removed on purpose).
    case categories, app, retiredCategories

    public var name: String {
        switch self {
        case .categories: "categories"
        case .app: "app"
        case .retiredCategories: "retired-categories"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of a category.
public enum CategoryKey: Int, SchemaKey {
    /// `identifier`, `actions`, `options`, `hidden-previews-body-placeholder`, `summary-format` and
    /// `intent-identifiers`: the category's identifier, actions, options, two texts and SiriKit intents.
    case identifier, actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat, intentIdentifiers
    /// `interruption-level`, `marketing`, `hidden-previews-body-placeholder-key`, `summary-format-key` and
    /// `retired-actions`: the highest interruption level its pushes may use, whether it is promotional, the
    /// localization keys of its two texts, and its retired action identifiers.
    case interruptionLevel, marketing, hiddenPreviewsBodyPlaceholderKey, summaryFormatKey, retiredActions
    /// `registered`: whether the app registers the category with iOS (default `true`).
    case registered

    public var name: String {
        switch self {
        case .identifier: "identifier"
        case .actions: "actions"
        case .options: "options"
        case .hiddenPreviewsBodyPlaceholder: "hidden-previews-body-placeholder"
        case .summaryFormat: "summary-format"
        case .intentIdentifiers: "intent-identifiers"
        case .interruptionLevel: "interruption-level"
        case .marketing: "marketing"
        case .hiddenPreviewsBodyPlaceholderKey: "hidden-previews-body-placeholder-key"
        case .summaryFormatKey: "summary-format-key"
        case .retiredActions: "retired-actions"
        case .registered: "registered"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an action.
public enum ActionKey: Int, SchemaKey {
    /// `identifier`, `title`, `activation`, `destructive`, `authentication-required`, `text-input`, `icon` and
    /// `title-key`: the action's identifier, its button title, whether it opens the app, whether it is shown in red,
    /// whether it needs an unlocked device, its text field, its icon, and its title's localization key.
    case identifier, title, activation, destructive, authenticationRequired, textInput, icon, titleKey
    /// `available-from`: the OS versions the action first exists on.
    case availableFrom
    /// `title-at-run-time`: whether the app gives the action's title when it registers the category.
    case titleAtRunTime
    /// `android`: the action's Android settings (a drawable icon, a semantic action).
    case android

    public var name: String {
        switch self {
        case .identifier: "identifier"
        case .title: "title"
        case .activation: "activation"
        case .destructive: "destructive"
        case .authenticationRequired: "authentication-required"
        case .textInput: "text-input"
        case .icon: "icon"
        case .titleKey: "title-key"
        case .availableFrom: "available-from"
        case .titleAtRunTime: "title-at-run-time"
        case .android: "android"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an action's `text-input`.
public enum TextInputKey: Int, SchemaKey {
    /// `button-title`, `placeholder`, `button-title-key` and `placeholder-key`: the send button's title, the text shown
    /// in the empty field, and the localization keys of the two.
    case buttonTitle, placeholder, buttonTitleKey, placeholderKey

    public var name: String {
        switch self {
        case .buttonTitle: "button-title"
        case .placeholder: "placeholder"
        case .buttonTitleKey: "button-title-key"
        case .placeholderKey: "placeholder-key"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an action's `icon` (exactly one of them).
public enum IconKey: Int, SchemaKey {
    /// `system` (an SF Symbol's name) and `template` (the name of an image in the app's asset catalog).
    case system, template

    public var name: String {
        switch self {
        case .system: "system"
        case .template: "template"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an action's `android`.
public enum AndroidActionKey: Int, SchemaKey {
    /// `icon` (a drawable resource's name) and `semantic-action` (a `Notification.Action.SEMANTIC_ACTION_*` value).
    case icon, semanticAction

    public var name: String {
        switch self {
        case .icon: "icon"
        case .semanticAction: "semantic-action"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an entry of `retired-categories` or `retired-actions`.
public enum RetiredKey: Int, SchemaKey {
    /// `identifier` (the retired identifier), `retired` (when: a date or an app version) and `replaced-by` (the
    /// identifier that replaces it).
    case identifier, retired, replacedBy

    public var name: String {
        switch self {
        case .identifier: "identifier"
        case .retired: "retired"
        case .replacedBy: "replaced-by"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of the `app` declaration.
public enum AppKey: Int, SchemaKey {
    /// `entitlements` (the notification entitlements the app holds) and `app-clip-experiences` (the URL prefixes of
    /// its App Clip experiences).
    case entitlements, appClipExperiences

    public var name: String {
        switch self {
        case .entitlements: "entitlements"
        case .appClipExperiences: "app-clip-experiences"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of the configuration file, `.actionable.yml`.
public enum ConfigurationKey: Int, SchemaKey {
    /// `rules` (rules turned off or given another severity), `excluded` (paths and globs not validated) and
    /// `deployment-target` (the oldest OS versions the app supports).
    case rules, excluded, deploymentTarget

    public var name: String {
        switch self {
        case .rules: "rules"
        case .excluded: "excluded"
        case .deploymentTarget: "deployment-target"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The platforms of a `deployment-target` or an `available-from`: those where `UNNotificationCategory` exists
/// (tvOS has notifications but no categories or actions).
public enum PlatformKey: Int, SchemaKey {
    /// `ios`, `macos`, `watchos` and `visionos`: iOS, macOS, watchOS and visionOS.
    case ios, macos, watchos, visionos

    public var name: String {
        switch self {
        case .ios: "ios"
        case .macos: "macos"
        case .watchos: "watchos"
        case .visionos: "visionos"
        }
    }

    /// The platform as Swift's `#available` and messages write it.
    public var swiftName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an item of a category's `options` written as a mapping, for an option that applies only from an OS
/// version: `{option: hidden-previews-show-title, available-from: {ios: "15.0"}}`.
public enum OptionKey: Int, SchemaKey {
    /// `option` (the option's name) and `available-from` (the OS versions it first applies on).
    case option, availableFrom

    public var name: String {
        switch self {
        case .option: "option"
        case .availableFrom: "available-from"
        }
    }

    public static let names = allCases.map(\.name)
}
