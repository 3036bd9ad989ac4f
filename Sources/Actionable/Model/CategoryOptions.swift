/// The options of a category (`UNNotificationCategoryOptions`), by the names the YAML uses.
public struct CategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Deliver `com.apple.UNNotificationDismissActionIdentifier` when the user dismisses the notification.
    public static let customDismissAction = CategoryOptions(rawValue: 1 << 0)
    /// Allow the notification in CarPlay.
    public static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)
    /// Let Siri announce the notification. Deprecated: iOS 15 and later ignore it.
    public static let allowAnnouncement = CategoryOptions(rawValue: 1 << 4)

    /// Every option with its YAML name, in the order the category file article lists them.
    public static let named: [(name: String, option: CategoryOptions)] = [
        ("custom-dismiss-action", .customDismissAction),
        ("allow-in-car-play", .allowInCarPlay),
        ("hidden-previews-show-title", .hiddenPreviewsShowTitle),
        ("hidden-previews-show-subtitle", .hiddenPreviewsShowSubtitle),
        ("allow-announcement", .allowAnnouncement),
    ]

    /// The YAML names of the options in the set.
    public var names: [String] {
        Self.named.filter { contains($0.option) }.map(\.name)
    }
}
