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
//     interface for UNNotificationAction / UNNotificationCategory, incl. the `options: … = []` defaults; also
//     UNNotificationContent / Request / Response / Trigger, UNNotification, the `async` alternatives of the delegate
//     methods and the `.alert` deprecation message, from an iOS 15-era SDK without `@Sendable`)
//   - Presentation options: UNUserNotificationCenter.h (UNNotificationPresentationOptionBadge = 1 << 0, Sound = 1 << 1,
//     Alert = 1 << 2 (API_DEPRECATED ios(10.0, 14.0), "Use UNNotificationPresentationOptionList |
//     UNNotificationPresentationOptionBanner"), List = 1 << 3, Banner = 1 << 4 (iOS 14, macOS 11, watchOS 7, tvOS 14)).
//   - https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
//   - https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner
//   - https://developer.apple.com/documentation/usernotifications/unnotificationcontent
//   - https://developer.apple.com/documentation/usernotifications/unnotificationcontent/targetcontentidentifier
//     (`var targetContentIdentifier: String? { get }`; iOS 13; here also macOS 10.15, tvOS 13, watchOS 6: the
//     property is absent from MacOSX10.14.sdk, so its other versions are the iOS 13 generation's)
//   - https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
//   - https://onestack.dev/ios-reference/UserNotifications/UNNotificationContent and
//     https://onestack.dev/ios-reference/UserNotifications/UNMutableNotificationContent (Swift declarations:
//     `init()`, `var title: String { get set }`, `@NSCopying var badge: NSNumber? { get set }`, …)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
//   - https://onestack.dev/ios-reference/UserNotifications/UNNotificationTrigger (`var repeats: Bool { get }`; `init`
//     unavailable)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationrequest
//   - https://developer.apple.com/documentation/usernotifications/unnotificationrequest/init(identifier:content:trigger:)
//   - https://onestack.dev/ios-reference/UserNotifications/UNNotificationRequest (`@NSCopying var content`, `trigger`)
//   - https://developer.apple.com/documentation/usernotifications/unnotification
//   - https://developer.apple.com/documentation/usernotifications/unnotification/date
//   - https://onestack.dev/ios-reference/UserNotifications/UNNotification (`init` unavailable)
//   - https://developer.apple.com/documentation/usernotifications/unnotificationresponse
//   - https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
//   - https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse
//   - https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse/usertext
//   - https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
//   - https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
//     (the values "com.apple.UNNotificationDefaultActionIdentifier" and
//     "com.apple.UNNotificationDismissActionIdentifier" are not on these pages: they are what iOS reports and what
//     public code compares against)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
//     (`weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
//     (`protocol UNUserNotificationCenterDelegate : NSObjectProtocol`; no `@MainActor`, no `Sendable`)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
//     (both: `optional func …, withCompletionHandler completionHandler: @escaping @Sendable (…) -> Void)`)
//   - https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:opensettingsfor:)
//     (iOS 12, macOS 10.14; not tvOS or watchOS)
//   - Isolation in practice (see `UNUserNotificationCenterDelegate`):
//     https://github.com/openhab/openhab-ios/pull/938, https://github.com/duckduckgo/apple-browsers/pull/1928,
//     https://github.com/firebase/firebase-ios-sdk/issues/14585.
//     Sendability: https://github.com/kirill-markin/flashcards-open-source-app/pull/683 ("UNNotification is not
//     Sendable", iOS 26.5 SDK); apps declare `extension UNNotificationResponse: @unchecked @retroactive Sendable {}`
//     (e.g. https://github.com/Adamant-im/adamant-iOS, Adamant/Helpers/UnsafeSendableExtensions.swift).
//
// Divergences from Apple (all deliberate, all test-only):
//   - `UNUserNotificationCenter` has a public `init()` so each test can use its own center; Apple has none (use
//     `current()`). `current()` returns one process-wide stand-in center.
//   - Members whose names start with `standIn` (and the nested `StandInKind`) do not exist in Apple's SDK.
//   - No `NSSecureCoding` conformances, and no `NSCopying` but `UNNotificationContent`'s (below); `icon` is not
//     `@NSCopying` (the other objects here are immutable).
//   - Classes are `final` where nothing subclasses them; `UNNotificationAction` is public but not `open`.
//   - `getNotificationCategories(completionHandler:)` calls its handler on a global dispatch queue, like Apple's "may
//     be executed on a background thread"; nothing is persisted between processes.
//   - Equality (`isEqual` / `hash`, hence `==` and `Set`): two objects are equal when they have the same dynamic class
//     and every public property is equal (actions compare element-wise, icons by kind and name). Apple also compares
//     all properties (plus private ones this stand-in lacks); this stand-in additionally requires the same class so
//     that equality is symmetric between `UNNotificationAction` and `UNTextInputNotificationAction`.
//   - A nil `hiddenPreviewsBodyPlaceholder` / `categorySummaryFormat`, or an initializer without them, reads back as
//     "" (as Apple's non-optional `String` properties do).
//   - `UNNotification`, `UNNotificationResponse` and `UNTextInputNotificationResponse` have public `standIn…`
//     initializers (Apple's have none: only the system makes them), and so does `UNNotificationTrigger`
//     (`init(standInRepeats:)`; Apple's is abstract, and its concrete subclasses are not here).
//   - `UNNotification`, `UNNotificationRequest`, `UNNotificationResponse`, `UNTextInputNotificationResponse` and
//     `UNNotificationTrigger` are NOT `Sendable`, as Apple's are not: code that sends them across isolation must fail
//     here as it does for iOS. `UNNotificationContent` (and so `UNMutableNotificationContent`) IS
//     `@unchecked Sendable`, its fields behind a lock; Apple's may not be (not verified), so don't lean on it.
//   - `UNNotificationContent` has only `title`, `subtitle`, `body`, `badge`, `categoryIdentifier`, `threadIdentifier`,
//     `userInfo` and `targetContentIdentifier` (no sound, attachments, …); it is `NSCopying` / `NSMutableCopying`
//     (`copy()` is immutable, `mutableCopy()` a `UNMutableNotificationContent`), and `UNNotificationRequest` keeps an
//     immutable copy, as Apple's `@NSCopying` property does. The new classes compare by identity (`NSObject`'s
//     `isEqual`).
//   - `UNUserNotificationCenterDelegate`'s methods are requirements with default implementations instead of `@objc
//     optional`: see the protocol's comment. The center's `delegate` is a computed property over a `weak` stored one
//     under a lock (`weak` can't be spelt on a computed property), so it is still weak.
//   - `standInDeliver(_:completionHandler:)` and `standInPresent(_:completionHandler:)` play the system's part: they
//     call the delegate on a global dispatch queue (iOS may call it off the main thread, too). Without a delegate they
//     call the completion handler at once (`[]` for presenting), where iOS calls nothing and shows nothing.

import Dispatch
public import Foundation

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
    public static var authenticationRequired: UNNotificationActionOptions {
        UNNotificationActionOptions(rawValue: 1 << 0)
    }

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
    public static var customDismissAction: UNNotificationCategoryOptions {
        UNNotificationCategoryOptions(rawValue: 1 << 0)
    }

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
    public static var allowAnnouncement: UNNotificationCategoryOptions {
        UNNotificationCategoryOptions(rawValue: 1 << 4)
    }
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

// MARK: - Presentation options

/// Constants indicating how to present a notification in a foreground app.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Apply the notification's badge value to the app's icon.
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }

    /// Play the sound associated with the notification.
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }

    /// Display the alert using the content provided by the notification.
    @available(
        macOS, introduced: 10.14, deprecated: 11.0,
        message: "Use UNNotificationPresentationOptionList | UNNotificationPresentationOptionBanner"
    )
    @available(
        iOS, introduced: 10.0, deprecated: 14.0,
        message: "Use UNNotificationPresentationOptionList | UNNotificationPresentationOptionBanner"
    )
    @available(
        watchOS, introduced: 3.0, deprecated: 7.0,
        message: "Use UNNotificationPresentationOptionList | UNNotificationPresentationOptionBanner"
    )
    @available(
        tvOS, introduced: 10.0, deprecated: 14.0,
        message: "Use UNNotificationPresentationOptionList | UNNotificationPresentationOptionBanner"
    )
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }

    /// Show the notification in Notification Center.
    @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }

    /// Present the notification as a banner.
    @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

// MARK: - UNNotificationContent

/// The uneditable content of a notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: every field is read and written under `fieldsLock` (only UNMutableNotificationContent writes).
    fileprivate struct StandInFields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var userInfo: [AnyHashable: Any] = [:]
        var targetContentIdentifier: String?
    }

    private let fieldsLock = NSLock()
    private var fields: StandInFields

    fileprivate init(standInFields fields: StandInFields) {
        self.fields = fields
        super.init()
    }

    /// Empty content (Apple's `init()`; apps create `UNMutableNotificationContent` instead).
    public override init() {
        self.fields = StandInFields()
        super.init()
    }

    fileprivate final func withFields<Result>(_ body: (inout StandInFields) -> Result) -> Result {
        fieldsLock.withLock { body(&fields) }
    }

    /// The localized text that provides the notification's primary description.
    @available(tvOS, unavailable)
    open var title: String { withFields { $0.title } }

    /// The localized text that provides the notification's secondary description.
    @available(tvOS, unavailable)
    open var subtitle: String { withFields { $0.subtitle } }

    /// The localized text that provides the notification's main content.
    @available(tvOS, unavailable)
    open var body: String { withFields { $0.body } }

    /// The number that your app's icon displays.
    open var badge: NSNumber? { withFields { $0.badge } }

    /// The identifier of the app-defined category object.
    @available(tvOS, unavailable)
    open var categoryIdentifier: String { withFields { $0.categoryIdentifier } }

    /// The identifier that groups related notifications.
    @available(tvOS, unavailable)
    open var threadIdentifier: String { withFields { $0.threadIdentifier } }

    /// The custom data to associate with the notification.
    @available(tvOS, unavailable)
    open var userInfo: [AnyHashable: Any] { withFields { $0.userInfo } }

    /// The value your app uses to determine which scene to display to handle the notification.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    open var targetContentIdentifier: String? { withFields { $0.targetContentIdentifier } }

    /// An immutable `UNNotificationContent` with the same values (also from a `UNMutableNotificationContent`).
    public func copy(with zone: NSZone? = nil) -> Any {
        UNNotificationContent(standInFields: withFields { $0 })
    }

    /// A `UNMutableNotificationContent` with the same values.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        UNMutableNotificationContent(standInFields: withFields { $0 })
    }

    public override var description: String {
        withFields {
            "<\(type(of: self)) title: \($0.title), subtitle: \($0.subtitle), body: \($0.body), categoryIdentifier: "
                + "\($0.categoryIdentifier), threadIdentifier: \($0.threadIdentifier), userInfo: \($0.userInfo)>"
        }
    }
}

/// The editable content for a notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The localized text that provides the notification's primary description.
    @available(tvOS, unavailable)
    open override var title: String {
        get { withFields { $0.title } }
        set { withFields { $0.title = newValue } }
    }

    /// The localized text that provides the notification's secondary description.
    @available(tvOS, unavailable)
    open override var subtitle: String {
        get { withFields { $0.subtitle } }
        set { withFields { $0.subtitle = newValue } }
    }

    /// The localized text that provides the notification's main content.
    @available(tvOS, unavailable)
    open override var body: String {
        get { withFields { $0.body } }
        set { withFields { $0.body = newValue } }
    }

    /// The number that your app's icon displays.
    open override var badge: NSNumber? {
        get { withFields { $0.badge } }
        set { withFields { $0.badge = newValue } }
    }

    /// The identifier of the app-defined category object.
    @available(tvOS, unavailable)
    open override var categoryIdentifier: String {
        get { withFields { $0.categoryIdentifier } }
        set { withFields { $0.categoryIdentifier = newValue } }
    }

    /// The identifier that groups related notifications.
    @available(tvOS, unavailable)
    open override var threadIdentifier: String {
        get { withFields { $0.threadIdentifier } }
        set { withFields { $0.threadIdentifier = newValue } }
    }

    /// The custom data to associate with the notification.
    @available(tvOS, unavailable)
    open override var userInfo: [AnyHashable: Any] {
        get { withFields { $0.userInfo } }
        set { withFields { $0.userInfo = newValue } }
    }

    /// The value your app uses to determine which scene to display to handle the notification.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    open override var targetContentIdentifier: String? {
        get { withFields { $0.targetContentIdentifier } }
        set { withFields { $0.targetContentIdentifier = newValue } }
    }
}

// MARK: - UNNotificationTrigger, UNNotificationRequest, UNNotification

/// The common behavior for subclasses that trigger the delivery of a notification (abstract in Apple's SDK).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationTrigger: NSObject {
    /// Whether the system reschedules the notification after it's delivered.
    public let repeats: Bool

    /// Stand-in only (not in Apple's SDK, whose `init` is unavailable: apps use its concrete subclasses, which this
    /// stand-in lacks).
    public init(standInRepeats repeats: Bool = false) {
        self.repeats = repeats
        super.init()
    }
}

/// A request to schedule a local notification: its content and the trigger conditions for delivery.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public final class UNNotificationRequest: NSObject {
    /// The unique identifier for this notification request.
    public let identifier: String

    /// The content of the notification (an immutable copy of the content passed to the initializer, as Apple's
    /// `@NSCopying` property is).
    public let content: UNNotificationContent

    /// The conditions that trigger the delivery of the notification; `nil` delivers it right away.
    public let trigger: UNNotificationTrigger?

    private init(
        standInIdentifier identifier: String,
        content: UNNotificationContent,
        trigger: UNNotificationTrigger?
    ) {
        self.identifier = identifier
        self.content = UNNotificationContent(standInFields: content.withFields { $0 })
        self.trigger = trigger
        super.init()
    }

    /// Creates a notification request object that you use to schedule a notification.
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.init(standInIdentifier: identifier, content: content, trigger: trigger)
    }

    public override var description: String {
        "<UNNotificationRequest identifier: \(identifier), content: \(content), trigger: "
            + "\(trigger.map { "\($0)" } ?? "nil")>"
    }
}

/// The data for a local or remote notification the system delivers to your app.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public final class UNNotification: NSObject {
    /// The delivery date of the notification.
    public let date: Date

    /// The notification request containing the payload and trigger condition for the notification.
    public let request: UNNotificationRequest

    /// Stand-in only (not in Apple's SDK, where only the system creates notifications).
    public init(standInRequest request: UNNotificationRequest, date: Date = Date()) {
        self.request = request
        self.date = date
        super.init()
    }

    public override var description: String {
        "<UNNotification date: \(date), request: \(request)>"
    }
}

// MARK: - Responses

/// An action that indicates the user opened the app from the notification interface.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action that indicates the user explicitly dismissed the notification interface.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// The user's response to an actionable notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    /// The notification to which the user responded.
    public let notification: UNNotification

    /// The identifier of the action the user selected: one of the app's action identifiers,
    /// `UNNotificationDefaultActionIdentifier` or `UNNotificationDismissActionIdentifier`.
    public let actionIdentifier: String

    /// Stand-in only (not in Apple's SDK, where only the system creates responses).
    public init(standInNotification notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    public override var description: String {
        "<\(type(of: self)) actionIdentifier: \(actionIdentifier), notification: \(notification)>"
    }
}

/// The user's response to an actionable notification, including the text the user typed or dictated.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public final class UNTextInputNotificationResponse: UNNotificationResponse {
    /// The text response provided by the user ("" when the user entered none).
    public let userText: String

    /// Stand-in only (not in Apple's SDK, where only the system creates responses).
    public init(standInNotification notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(standInNotification: notification, actionIdentifier: actionIdentifier)
    }
}

// MARK: - UNUserNotificationCenterDelegate

/// An interface for processing incoming notifications and responding to notification actions.
///
/// Isolation and sendability, as Apple's SDK imports it (Xcode 16 / 26, Swift 6): `protocol
/// UNUserNotificationCenterDelegate : NSObjectProtocol`, with neither `@MainActor` nor `Sendable` on the protocol
/// or its methods, so every requirement is nonisolated; only the completion handlers are `@Sendable` (the
/// documentation pages of the three methods show `@escaping @Sendable`). Apps written for Xcode 16+ therefore mark
/// their witnesses `nonisolated` when the conforming type is `@MainActor`, and iOS may call them off the main thread
/// (crash reports of `@MainActor` witnesses trapping in `dispatch_assert_queue` when called from a UserNotifications
/// queue). Sources: the documentation pages cited in the file header; openhab/openhab-ios#938,
/// duckduckgo/apple-browsers#1928, firebase/firebase-ios-sdk#14585 (GitHub threads). So this protocol is not
/// `@MainActor` either, and the stand-in center calls it on a background queue.
///
/// Divergence: Apple's methods are `@objc optional`; Linux has no Objective-C runtime, so they are requirements here
/// with default implementations (below) that do what iOS does for a delegate that lacks them. Apple's SDK also
/// imports `async` alternatives of `willPresent` and `didReceive`, which an app implements instead of the
/// completion-handler form; they are requirements here too, and the default completion-handler forms call them,
/// as the thunk Swift synthesizes for an `async` witness does. A method whose signature nearly matches a requirement
/// (for example, without `@Sendable`) silently does not witness it here, where Swift warns about it for Apple's.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks the delegate how to handle a notification that arrived while the app was running in the foreground.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )

    /// The `async` form of `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions

    /// Asks the delegate to process the user's response to a delivered notification.
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )

    /// The `async` form of `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

    /// Asks the delegate to display the in-app notification settings.
    @available(macOS 10.14, iOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// Moves values the stand-in hands to another thread, as the system does; never stored.
private struct StandInUncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// What iOS does for a delegate that lacks a method (stand-in only: Apple's methods are optional, not defaulted).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
extension UNUserNotificationCenterDelegate {
    /// Calls the `async` form when the delegate implements it; otherwise the notification is not presented
    /// (`[]`), which is what iOS does for a delegate without either form.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        // As an existential: a generic `Self` would capture the non-`Sendable` metatype `Self.Type`.
        let delegate: any UNUserNotificationCenterDelegate = self
        let call = StandInUncheckedSendable(value: (delegate, center, notification))
        Task {
            let (delegate, center, notification) = call.value
            completionHandler(await delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    /// Not presented in the foreground: iOS's behaviour for a delegate without `willPresent`.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        []
    }

    /// Calls the `async` form when the delegate implements it, then `completionHandler`; otherwise there is nothing
    /// to do and `completionHandler` runs (iOS calls nothing on a delegate without either form).
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, *)
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        // As an existential: a generic `Self` would capture the non-`Sendable` metatype `Self.Type`.
        let delegate: any UNUserNotificationCenterDelegate = self
        let call = StandInUncheckedSendable(value: (delegate, center, response))
        Task {
            let (delegate, center, response) = call.value
            await delegate.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    /// Does nothing: iOS's behaviour for a delegate without `didReceive`.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, *)
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse
    ) async {}

    /// Does nothing: iOS's behaviour for a delegate without `openSettingsFor`.
    @available(macOS 10.14, iOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        openSettingsFor notification: UNNotification?
    ) {}
}

// MARK: - UNUserNotificationCenter

/// The stand-in notification center: it stores the registered categories in memory.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private struct State {
        var categories: Set<UNNotificationCategory> = []
        var setNotificationCategoriesCallCount = 0
    }

    /// Guards `state` (not the package's `LockedValue`: the stand-in depends on nothing, as Apple's module does).
    private let stateLock = NSLock()
    private var state = State()

    /// Guards `weakDelegate`. (Not in `state`: the delegate is not `Sendable`, and is held weakly.)
    private let delegateLock = NSLock()
    private weak var weakDelegate: (any UNUserNotificationCenterDelegate)?

    // Through the private initializer: the public `init()` is the stand-in's own, unavailable in the projections
    // of Apple's SDK that the platform check compiles.
    private static let shared = UNUserNotificationCenter(shared: ())

    /// Stand-in only: Apple's class has no public initializer (use `current()`). A fresh center lets each test
    /// start empty and run in parallel with others.
    public override init() {
        super.init()
    }

    private init(shared: Void) {
        super.init()
    }

    /// The app's notification center (one process-wide stand-in center).
    public class func current() -> UNUserNotificationCenter {
        shared
    }

    /// Registers the notification categories the app supports, replacing any registered before.
    @available(tvOS, unavailable)
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        stateLock.withLock {
            state.categories = categories
            state.setNotificationCategoriesCallCount += 1
        }
    }

    /// Fetches the registered notification categories; `completionHandler` runs on a background queue.
    @available(tvOS, unavailable)
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void)
    {
        let categories = stateLock.withLock { state.categories }
        DispatchQueue.global().async {
            completionHandler(categories)
        }
    }

    /// Fetches the registered notification categories (the async form Swift imports from
    /// `getNotificationCategoriesWithCompletionHandler:`).
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, *)
    @available(tvOS, unavailable)
    public func notificationCategories() async -> Set<UNNotificationCategory> {
        stateLock.withLock { state.categories }
    }

    /// Stand-in only (not in Apple's SDK): how many times `setNotificationCategories(_:)` was called on this center.
    public var standInSetNotificationCategoriesCallCount: Int {
        stateLock.withLock { state.setNotificationCategoriesCallCount }
    }

    /// The notification center's delegate: held weakly, as Apple's `weak var delegate` is; safe to read and write
    /// from any thread.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { delegateLock.withLock { weakDelegate } }
        set { delegateLock.withLock { weakDelegate = newValue } }
    }

    /// Stand-in only (not in Apple's SDK): delivers `response` as the system does when the user taps a notification
    /// or one of its actions, calling the delegate's `userNotificationCenter(_:didReceive:withCompletionHandler:)` on
    /// a background queue with `completionHandler`. Without a delegate, `completionHandler` runs at once, on the
    /// calling thread (iOS itself calls nothing then: no app code sees the response).
    @available(tvOS, unavailable)
    public func standInDeliver(_ response: UNNotificationResponse, completionHandler: @escaping @Sendable () -> Void) {
        guard let delegate else {
            completionHandler()
            return
        }
        let call = StandInUncheckedSendable(value: (delegate, response))
        DispatchQueue.global().async {
            let (delegate, response) = call.value
            delegate.userNotificationCenter(self, didReceive: response, withCompletionHandler: completionHandler)
        }
    }

    /// Stand-in only (not in Apple's SDK): presents `notification` as the system does when it arrives while the app
    /// is in the foreground, calling the delegate's `userNotificationCenter(_:willPresent:withCompletionHandler:)` on
    /// a background queue with `completionHandler`. Without a delegate, `completionHandler([])` runs at once, on the
    /// calling thread (iOS itself calls nothing then and does not present the notification).
    public func standInPresent(
        _ notification: UNNotification,
        completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        guard let delegate else {
            completionHandler([])
            return
        }
        let call = StandInUncheckedSendable(value: (delegate, notification))
        DispatchQueue.global().async {
            let (delegate, notification) = call.value
            delegate.userNotificationCenter(self, willPresent: notification, withCompletionHandler: completionHandler)
        }
    }
}
