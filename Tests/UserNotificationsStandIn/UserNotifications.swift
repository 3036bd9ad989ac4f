// A test-only stand-in for Apple's UserNotifications framework, built as a module named `UserNotifications` so that
// code generated for iOS apps (`#if canImport(UserNotifications)` / `import UserNotifications`) compiles and runs on
// Linux in tests. It is NOT Apple's framework: it never talks to a notification server; it just records what it gets.
//
// Signatures, argument labels, optionality, default arguments, raw values and availability mirror Apple's:
//   - Option raw values and availability: the SDK headers UNNotificationAction.h / UNNotificationCategory.h
//     (UNNotificationActionOptionAuthenticationRequired = 1 << 0, Destructive = 1 << 1, Foreground = 1 << 2;
//     UNNotificationCategoryOptionCustomDismissAction = 1 << 0, AllowInCarPlay = 1 << 1, HiddenPreviewsShowTitle =
//     1 << 2, HiddenPreviewsShowSubtitle = 1 << 3, AllowAnnouncement = 1 << 4, API_DEPRECATED ios(13.0, 15.0)).
//   - https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions
//   - https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions
//   - https://developer.apple.com/documentation/usernotifications/unnotificationactionicon
//     (init(systemImageName:), init(templateImageName:); iOS 15, macOS 12, tvOS 15, watchOS 8)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationaction/icon
//   - https://onestack.dev/ios-reference/UserNotifications/UNNotificationAction
//     (`convenience init(identifier:title:options: = [], icon: UNNotificationActionIcon?)`, iOS 15)
//   - https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:categorysummaryformat:options:)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationcategory/hiddenpreviewsbodyplaceholder
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getnotificationcategories(completionhandler:)
//   - https://github.com/DougGregor/swift-concurrency-objc (iOS/UserNotifications/*.swift: Apple's generated Swift
//     interface for UNNotificationAction / UNNotificationCategory, incl. the `options: … = []` defaults)
//
// Divergences from Apple (all deliberate, all test-only):
//   - `UNUserNotificationCenter` has a public `init()` so each test can use its own center; Apple has none (use
//     `current()`). `current()` returns one process-wide stand-in center.
//   - Members whose names start with `standIn` (and the nested `StandInKind`) do not exist in Apple's SDK.
//   - No `NSCopying` / `NSSecureCoding` conformances; `icon` is not `@NSCopying` (every object here is immutable).
//   - Classes are `final` where nothing subclasses them; `UNNotificationAction` is public but not `open`.
//   - `getNotificationCategories(completionHandler:)` calls its handler on a global dispatch queue, like Apple's "may
//     be executed on a background thread"; nothing is persisted between processes.
//   - Equality (`isEqual` / `hash`, hence `==` and `Set`): two objects are equal when they have the same dynamic class
//     and every public property is equal (actions compare element-wise, icons by kind and name). Apple also compares
//     all properties (plus private ones this stand-in lacks); this stand-in additionally requires the same class so
//     that equality is symmetric between `UNNotificationAction` and `UNTextInputNotificationAction`.
//   - A nil `hiddenPreviewsBodyPlaceholder` / `categorySummaryFormat`, or an initializer without them, reads back as
//     "" (as Apple's non-optional `String` properties do).

public import Foundation
import Dispatch
import Synchronization

// MARK: - Options

/// The behaviors you can apply to an action.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The action can be performed only on an unlocked device.
    public static var authenticationRequired: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 0) }

    /// The action performs a destructive task.
    public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 1) }

    /// The action causes the app to launch in the foreground.
    public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 2) }
}

/// Constants indicating how to handle notifications associated with a category.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Send dismiss actions to the notification center's delegate.
    public static var customDismissAction: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 0) }

    /// Allow CarPlay to display notifications of this type.
    @available(macOS, unavailable)
    public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 1) }

    /// Show the notification's title even if the user has disabled previews.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions {
        UNNotificationCategoryOptions(rawValue: 1 << 2)
    }

    /// Show the notification's subtitle even if the user has disabled previews.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions {
        UNNotificationCategoryOptions(rawValue: 1 << 3)
    }

    /// Let Siri announce notifications of this type. Ignored since iOS 15.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "Announcement option is ignored")
    @available(macOS, unavailable)
    public static var allowAnnouncement: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 4) }
}

// MARK: - UNNotificationActionIcon

/// An icon associated with an action.
@available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// Stand-in only (not in Apple's SDK): which initializer made the icon.
    public enum StandInKind: Sendable, Hashable {
        /// `init(systemImageName:)`: an SF Symbol.
        case systemImage
        /// `init(templateImageName:)`: an image in the app's bundle.
        case templateImage
    }

    /// Stand-in only (not in Apple's SDK): which initializer made the icon.
    public let standInKind: StandInKind

    /// Stand-in only (not in Apple's SDK): the image name passed to the initializer.
    public let standInImageName: String

    private init(standInKind: StandInKind, imageName: String) {
        self.standInKind = standInKind
        self.standInImageName = imageName
        super.init()
    }

    /// Creates an action icon based on an image in the app's bundle.
    public convenience init(templateImageName: String) {
        self.init(standInKind: .templateImage, imageName: templateImageName)
    }

    /// Creates an action icon by using a system symbol image.
    public convenience init(systemImageName: String) {
        self.init(standInKind: .systemImage, imageName: systemImageName)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationActionIcon else { return false }
        return standInKind == other.standInKind && standInImageName == other.standInImageName
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(standInKind)
        hasher.combine(standInImageName)
        return hasher.finalize()
    }

    public override var description: String {
        "<UNNotificationActionIcon \(standInKind == .systemImage ? "systemImageName" : "templateImageName"): \(standInImageName)>"
    }
}

// MARK: - UNNotificationAction

/// A task an app performs in response to a delivered notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public class UNNotificationAction: NSObject, @unchecked Sendable {
    /// The unique string that identifies the action.
    public let identifier: String

    /// The localized string used as the action's button title.
    public let title: String

    /// The behaviors associated with the action.
    public let options: UNNotificationActionOptions

    /// Holds a `UNNotificationActionIcon?`; typed `NSObject?` so the stored property needs no iOS 15 availability.
    private let storedIcon: NSObject?

    /// The icon associated with the action.
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, *)
    public var icon: UNNotificationActionIcon? { storedIcon as? UNNotificationActionIcon }

    /// The one designated initializer (Apple's `-init` is `NS_UNAVAILABLE`; its Swift initializers are convenience
    /// initializers imported from class factory methods, which subclasses inherit; so do these).
    init(standInIdentifier identifier: String, title: String, options: UNNotificationActionOptions, icon: NSObject?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.storedIcon = icon
        super.init()
    }

    /// Creates an action object by using the specified title and options.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(standInIdentifier: identifier, title: title, options: options, icon: nil)
    }

    /// Creates an action object by using the specified title, options and icon.
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, *)
    public convenience init(
        identifier: String,
        title: String,
        options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?
    ) {
        self.init(standInIdentifier: identifier, title: title, options: options, icon: icon)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
            && storedIcon == other.storedIcon
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(title)
        hasher.combine(options)
        hasher.combine(storedIcon)
        return hasher.finalize()
    }

    public override var description: String {
        "<\(type(of: self)) identifier: \(identifier), title: \(title), options: \(options.rawValue)"
            + ", icon: \(storedIcon.map { "\($0)" } ?? "nil")>"
    }
}

/// An action that accepts user-typed text.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public final class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The localized title of the text input button.
    public let textInputButtonTitle: String

    /// The localized placeholder text in the text input field.
    public let textInputPlaceholder: String

    init(
        standInIdentifier identifier: String,
        title: String,
        options: UNNotificationActionOptions,
        icon: NSObject?,
        textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(standInIdentifier: identifier, title: title, options: options, icon: icon)
    }

    /// Overriding the superclass's designated initializer makes the inherited `init(identifier:title:options:)`
    /// work on this class too, as on Apple's (the text fields are then empty).
    override convenience init(
        standInIdentifier identifier: String,
        title: String,
        options: UNNotificationActionOptions,
        icon: NSObject?
    ) {
        self.init(
            standInIdentifier: identifier, title: title, options: options, icon: icon,
            textInputButtonTitle: "", textInputPlaceholder: ""
        )
    }

    /// Creates an action object that accepts text input from the user.
    public convenience init(
        identifier: String,
        title: String,
        options: UNNotificationActionOptions = [],
        textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.init(
            standInIdentifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder
        )
    }

    /// Creates an action object with an icon that accepts text input from the user.
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, *)
    public convenience init(
        identifier: String,
        title: String,
        options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?,
        textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.init(
            standInIdentifier: identifier, title: title, options: options, icon: icon,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder
        )
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else { return false }
        return textInputButtonTitle == other.textInputButtonTitle && textInputPlaceholder == other.textInputPlaceholder
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(super.hash)
        hasher.combine(textInputButtonTitle)
        hasher.combine(textInputPlaceholder)
        return hasher.finalize()
    }

    public override var description: String {
        String(super.description.dropLast())
            + ", textInputButtonTitle: \(textInputButtonTitle), textInputPlaceholder: \(textInputPlaceholder)>"
    }
}

// MARK: - UNNotificationCategory

/// A type of notification an app supports and the custom actions the system displays for it.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public final class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// The unique string assigned to the category.
    public let identifier: String

    /// The actions to display, in display order.
    public let actions: [UNNotificationAction]

    /// The intents related to notifications of this category.
    public let intentIdentifiers: [String]

    /// Options for how to handle notifications of this type.
    public let options: UNNotificationCategoryOptions

    private let storedHiddenPreviewsBodyPlaceholder: String
    private let storedCategorySummaryFormat: String

    /// The placeholder text to display when the system disables notification previews for the app.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    public var hiddenPreviewsBodyPlaceholder: String { storedHiddenPreviewsBodyPlaceholder }

    /// A format string for the summary description used when the system groups the category's notifications.
    @available(macOS 10.14, iOS 12.0, *)
    @available(watchOS, unavailable)
    public var categorySummaryFormat: String { storedCategorySummaryFormat }

    private init(
        standInIdentifier identifier: String,
        actions: [UNNotificationAction],
        intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.storedHiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.storedCategorySummaryFormat = categorySummaryFormat ?? ""
        super.init()
    }

    /// Creates a category object containing the specified actions and options.
    public convenience init(
        identifier: String,
        actions: [UNNotificationAction],
        intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options
        )
    }

    /// Creates a category object containing the specified actions, options, and placeholder text used when previews
    /// aren't shown.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    public convenience init(
        identifier: String,
        actions: [UNNotificationAction],
        intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String,
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil, options: options
        )
    }

    /// Creates a category object containing the specified actions, options, placeholder text used when previews
    /// aren't shown, and summary format string.
    @available(macOS 10.14, iOS 12.0, *)
    @available(watchOS, unavailable)
    public convenience init(
        identifier: String,
        actions: [UNNotificationAction],
        intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
            categorySummaryFormat: categorySummaryFormat, options: options
        )
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return identifier == other.identifier && actions == other.actions
            && intentIdentifiers == other.intentIdentifiers && options == other.options
            && storedHiddenPreviewsBodyPlaceholder == other.storedHiddenPreviewsBodyPlaceholder
            && storedCategorySummaryFormat == other.storedCategorySummaryFormat
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(actions)
        hasher.combine(intentIdentifiers)
        hasher.combine(options)
        hasher.combine(storedHiddenPreviewsBodyPlaceholder)
        hasher.combine(storedCategorySummaryFormat)
        return hasher.finalize()
    }

    public override var description: String {
        "<UNNotificationCategory identifier: \(identifier), actions: \(actions), intentIdentifiers: "
            + "\(intentIdentifiers), options: \(options.rawValue), hiddenPreviewsBodyPlaceholder: "
            + "\(storedHiddenPreviewsBodyPlaceholder), categorySummaryFormat: \(storedCategorySummaryFormat)>"
    }
}

// MARK: - UNUserNotificationCenter

/// The stand-in notification center: it stores the registered categories in memory.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private struct State {
        var categories: Set<UNNotificationCategory> = []
        var setNotificationCategoriesCallCount = 0
    }

    private let state = Mutex(State())

    private static let shared = UNUserNotificationCenter()

    /// Stand-in only: Apple's class has no public initializer (use `current()`). A fresh center lets each test
    /// start empty and run in parallel with others.
    public override init() {
        super.init()
    }

    /// The app's notification center (one process-wide stand-in center).
    public class func current() -> UNUserNotificationCenter {
        shared
    }

    /// Registers the notification categories the app supports, replacing any registered before.
    @available(tvOS, unavailable)
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        state.withLock {
            $0.categories = categories
            $0.setNotificationCategoriesCallCount += 1
        }
    }

    /// Fetches the registered notification categories; `completionHandler` runs on a background queue.
    @available(tvOS, unavailable)
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = state.withLock { $0.categories }
        DispatchQueue.global().async {
            completionHandler(categories)
        }
    }

    /// Fetches the registered notification categories (the async form Swift imports from
    /// `getNotificationCategoriesWithCompletionHandler:`).
    @available(tvOS, unavailable)
    public func notificationCategories() async -> Set<UNNotificationCategory> {
        state.withLock { $0.categories }
    }

    /// Stand-in only (not in Apple's SDK): how many times `setNotificationCategories(_:)` was called on this center.
    public var standInSetNotificationCategoriesCallCount: Int {
        state.withLock { $0.setNotificationCategoriesCallCount }
    }
}
