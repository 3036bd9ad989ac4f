/// What an expression of notification code evaluates to, as far as the source says: a string, a localized text,
/// an action or category, an array of them, option flags. What the source decides at run time stays `unknown`
/// (or `parameter`, `symbol`) with where it is, so that a note can quote it instead of guessing.
enum ObjectiveCValue: Sendable {
    case string(String)
    case text(ImportedText)
    case action(ImportedAction)
    /// An action whose identifier the source computes at run time: the identifier's span, and the action's.
    case unresolvedAction(identifier: ObjectiveCSpan, action: ObjectiveCSpan)
    case category(String)
    /// `@[…]`, `NSMutableArray`, `NSSet`: the elements with the conditions under which each was added.
    case array([ObjectiveCElement])
    case flags(ObjectiveCFlags)
    case icon(ImportedAction.Icon)
    /// `[NSBundle mainBundle]` and other bundles.
    case bundle
    case nilValue
    case number(String)
    /// A parameter of the method or function being read (`name`), and that method's selector or function's name.
    case parameter(name: String, of: String)
    /// A name the importer knows nothing of: a class (`UNNotificationAction`), a global of another module.
    case symbol(String)
    /// `[SomeClass alloc]`, waiting for its `init…`.
    case allocated(String)
    /// An object of a class the files implement: an index into the evaluator's objects (``ObjectiveCObject``).
    case object(Int)
    case unknown(ObjectiveCSpan)
}

/// One element of an array or set, with the `@available` versions and run-time conditions it was added under.
struct ObjectiveCElement: Sendable {
    var value: ObjectiveCValue
    var availableFrom: [ImportedAvailability]
    var conditions: [String]
    var span: ObjectiveCSpan
}

/// Option flags (`UNNotificationActionOptions`, `UNNotificationCategoryOptions`) by their Objective-C names, each with
/// the versions it is set from, and what the importer could not be sure of (quoted source, for a note).
struct ObjectiveCFlags: Sendable {
    struct Flag: Sendable, Hashable {
        var name: String
        var availableFrom: [ImportedAvailability]
    }

    var flags: [Flag] = []
    /// At most ``maximumDoubts``: a note quotes a few, and `|=` in a long loop must not grow them without end.
    var doubts: [String] = [] {
        didSet { if doubts.count > Self.maximumDoubts { doubts.removeLast(doubts.count - Self.maximumDoubts) } }
    }

    static let maximumDoubts = 8

    func contains(_ name: String) -> Bool { flags.contains { $0.name == name } }

    mutating func formUnion(_ other: ObjectiveCFlags) {
        for flag in other.flags where !contains(flag.name) { flags.append(flag) }
        doubts += other.doubts
    }

    /// The flags set on both sides of a `?:`; the rest is a doubt.
    func intersection(_ other: ObjectiveCFlags, doubt: String) -> ObjectiveCFlags {
        ObjectiveCFlags(flags: flags.filter { other.contains($0.name) }, doubts: doubts + other.doubts + [doubt])
    }

    /// The `UNNotificationCategoryOptions` constants by YAML name.
    static let categoryOptions: [String: String] = [
        "UNNotificationCategoryOptionCustomDismissAction": "custom-dismiss-action",
        "UNNotificationCategoryOptionAllowInCarPlay": "allow-in-car-play",
        "UNNotificationCategoryOptionHiddenPreviewsShowTitle": "hidden-previews-show-title",
        "UNNotificationCategoryOptionHiddenPreviewsShowSubtitle": "hidden-previews-show-subtitle",
        "UNNotificationCategoryOptionAllowAnnouncement": "allow-announcement",
    ]

    static let actionOptions: Set<String> = [
        "UNNotificationActionOptionForeground", "UNNotificationActionOptionDestructive",
        "UNNotificationActionOptionAuthenticationRequired",
    ]

    /// The constants meaning "no option".
    static let none: Set<String> = ["UNNotificationActionOptionNone", "UNNotificationCategoryOptionNone"]
}

extension ObjectiveCValue {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
