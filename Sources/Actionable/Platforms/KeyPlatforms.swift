/// Where each key of a category file takes effect, per platform, from ``UserNotificationsSymbols``: the category
/// file article's platform table is this, rendered (a test keeps the two equal).
public enum KeyPlatforms {
    /// One key: the Apple symbols it becomes, and what the generated Swift does where one is missing.
    public struct Row: Sendable {
        /// The key or keys, as the article writes them (in backticks).
        public let key: String
        /// The ``AppleSymbol/name``s of the rows the key becomes: it takes effect where all of them exist.
        public let symbols: [String]
        /// What the generated Swift does where one is missing.
        public let generated: String
    }

    static let categoryTexts =
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:"
        + "categorySummaryFormat:options:)"

    /// Every key that becomes UserNotifications API, in the article's order. The others (`interruption-level`,
    /// `marketing`, `registered`, the `-key`s, `retired-…`, `available-from`, `title-at-run-time`) are read by the
    /// validator, the payload checks and the generator on every platform.
    public static let rows: [Row] = [
        Row(
            key: "`identifier`, `actions`, `intent-identifiers`",
            symbols: ["UNNotificationCategory.init(identifier:actions:intentIdentifiers:options:)"],
            generated: "every platform with categories"),
        Row(
            key: "`options: custom-dismiss-action`",
            symbols: ["UNNotificationCategoryOptions.customDismissAction"], generated: "every platform with categories"),
        Row(
            key: "`options: allow-in-car-play`", symbols: ["UNNotificationCategoryOptions.allowInCarPlay"],
            generated: "left out on macOS (`#if !os(macOS)`)"),
        Row(
            key: "`options: hidden-previews-show-title`, `hidden-previews-show-subtitle`",
            symbols: ["UNNotificationCategoryOptions.hiddenPreviewsShowTitle"],
            generated: "left out on watchOS (`#if !os(watchOS)`)"),
        Row(
            key: "`options: allow-announcement`", symbols: ["UNNotificationCategoryOptions.allowAnnouncement"],
            generated: "left out on macOS; its raw value, so no deprecation warning"),
        Row(
            key: "`hidden-previews-body-placeholder`, `summary-format`", symbols: [categoryTexts],
            generated: "watchOS builds the category without them (`#if os(watchOS)`)"),
        Row(
            key: "`activation`, `destructive`, `authentication-required`",
            symbols: [
                "UNNotificationActionOptions.foreground", "UNNotificationAction.init(identifier:title:options:)",
            ],
            generated: "every platform with categories"),
        Row(
            key: "`text-input`",
            symbols: [
                "UNTextInputNotificationAction.init(identifier:title:options:textInputButtonTitle:textInputPlaceholder:)"
            ], generated: "every platform with categories"),
        Row(
            key: "`icon`",
            symbols: [
                "UNNotificationActionIcon.init(systemImageName:)",
                "UNNotificationAction.init(identifier:title:options:icon:)",
            ], generated: "under `if #available(iOS 15, macOS 12, watchOS 8, *)`; without it before"),
    ]

    /// The table's platforms, in its column order.
    static let platforms: [ApplePlatform] = [.iOS, .macCatalyst, .macOS, .watchOS, .visionOS, .tvOS]

    /// The Markdown table: for each key and platform, the first version where it takes effect, or `—`.
    public static func markdownTable() -> String {
        var lines = [
            "| Key | " + platforms.map(\.description).joined(separator: " | ") + " | Generated Swift |",
            "|---|" + String(repeating: "---|", count: platforms.count) + "---|",
        ]
        for row in rows {
            let symbols = row.symbols.map(UserNotificationsSymbols.row)
            let cells = platforms.map { platform -> String in
                let availability = symbols.map { $0.availability(on: platform) }
                guard !availability.contains(.unavailable) else { return "—" }
                guard let introduced = availability.compactMap(\.introduced).max() else { return "—" }
                let deprecated = availability.compactMap { value -> OSVersion? in
                    if case .available(_, let deprecated?) = value { return deprecated }
                    return nil
                }.min()
                return PlatformAvailability.available(introduced: introduced, deprecated: deprecated).description
            }
            lines.append("| \(row.key) | " + cells.joined(separator: " | ") + " | \(row.generated) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
