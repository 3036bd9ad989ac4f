/// A key of one mapping of the category file schema, as a named case: a key added to a table is a compiler error
/// in every `switch` that does not handle it yet (the decoder's, the JSON Schema's documentation), instead of a
/// position in a list of strings that silently means another key.
///
/// The case order is the order README documents the keys in; it is also each key's slot in ``ValueLocations``.
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
    case identifier, actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat, intentIdentifiers
    case interruptionLevel, marketing, hiddenPreviewsBodyPlaceholderKey, summaryFormatKey, retiredActions
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
    case identifier, title, activation, destructive, authenticationRequired, textInput, icon, titleKey
    case availableFrom
    case titleAtRunTime

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
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an action's `text-input`.
public enum TextInputKey: Int, SchemaKey {
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
    case system, template

    public var name: String {
        switch self {
        case .system: "system"
        case .template: "template"
        }
    }

    public static let names = allCases.map(\.name)
}

/// The keys of an entry of `retired-categories` or `retired-actions`.
public enum RetiredKey: Int, SchemaKey {
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
    case option, availableFrom

    public var name: String {
        switch self {
        case .option: "option"
        case .availableFrom: "available-from"
        }
    }

    public static let names = allCases.map(\.name)
}
