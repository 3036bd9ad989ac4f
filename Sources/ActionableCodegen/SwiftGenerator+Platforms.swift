public import Actionable

/// What the generated Swift writes per platform, all of it from ``UserNotificationsSymbols``: which symbol a platform
/// lacks becomes `#if !os(...)`, which one is newer than the file's floor becomes `if #available(...)`.
extension SwiftGenerator {
    /// The oldest OS versions `<namespace>+UserNotifications.swift` builds for, per platform that has categories:
    /// `UNNotificationCategory`'s initializer with `categorySummaryFormat` needs iOS 12, and Mac Catalyst starts at
    /// 13.1. `register(in:)` needs more (``registerFloor``) and says so with `@available`. tvOS has none: the file
    /// compiles to nothing there.
    public static let categoriesFloor: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion(major: 12), .macCatalyst: OSVersion(major: 13, minor: 1),
        .macOS: OSVersion(major: 10, minor: 14), .watchOS: OSVersion(major: 3), .visionOS: OSVersion(major: 1),
    ]

    /// What `register(in:)` needs: it is `async`, and Swift's concurrency runtime back-deploys to iOS 13,
    /// macOS 10.15 and watchOS 6 (the imported `notificationCategories() async` has the same floor).
    public static let registerFloor: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion(major: 13), .macCatalyst: OSVersion(major: 13, minor: 1),
        .macOS: OSVersion(major: 10, minor: 15), .watchOS: OSVersion(major: 6), .visionOS: OSVersion(major: 1),
    ]

    /// The oldest OS versions `<namespace>+Responses.swift` builds for: those of the ActionableApp runtime it
    /// imports (Package.swift's `platforms`; Swift's `Duration` and `Clock` set them). tvOS compiles it to nothing.
    public static let responsesFloor: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion(major: 16), .macCatalyst: OSVersion(major: 16),
        .macOS: OSVersion(major: 13), .watchOS: OSVersion(major: 9), .visionOS: OSVersion(major: 1),
    ]

    /// `iOS 12, Mac Catalyst 13.1, macOS 10.14, watchOS 3, visionOS 1`, for headers and help.
    public static func describe(_ floor: [ApplePlatform: OSVersion]) -> String {
        ApplePlatform.allCases.compactMap { platform in floor[platform].map { "\(platform) \($0)" } }
            .joined(separator: ", ")
    }

    /// The `#if` condition under which code that names `symbols` compiles: it leaves out every platform with
    /// categories where one of them does not exist (`!os(watchOS)`), or `nil` when they all exist everywhere.
    static func exclusionCondition(_ symbols: [AppleSymbol]) -> String? {
        let lacking = ApplePlatform.withCategories.filter { platform in
            symbols.contains { $0.availability(on: platform) == .unavailable }
        }
        return lacking.isEmpty ? nil : "!(\(anyOf(lacking)))".replacingSingleNegation()
    }

    /// The `#if` condition that holds on any of `platforms`; iOS and Mac Catalyst together are `os(iOS)`.
    static func anyOf(_ platforms: [ApplePlatform]) -> String {
        var conditions: [String] = []
        for platform in platforms {
            switch platform {
            case .iOS where platforms.contains(.macCatalyst): conditions.append("os(iOS)")
            case .macCatalyst where platforms.contains(.iOS): continue
            default: conditions.append(platform.compilationCondition)
            }
        }
        return conditions.joined(separator: " || ")
    }

    /// The `#available` condition code that names `symbols` needs above `floor` (`iOS 15, macOS 12, watchOS 8, *`),
    /// or `nil` when the floor already has them all. A platform where a symbol does not exist is not named: the
    /// ``exclusionCondition(_:)`` leaves that code out there. Mac Catalyst reads iOS's version, so it is named only
    /// when its own would differ; visionOS, likewise, only above 1.0.
    static func availabilityCondition(_ symbols: [AppleSymbol], above floor: [ApplePlatform: OSVersion]) -> String? {
        availabilityCondition(symbols, above: floor, written: nil)
    }

    /// ``availabilityCondition(_:above:)`` with the versions a category file writes in `available-from`: per
    /// platform, the later of the two.
    static func availabilityCondition(
        _ symbols: [AppleSymbol], above floor: [ApplePlatform: OSVersion], written: PlatformVersions?
    ) -> String? {
        var versions: [(name: String, version: OSVersion)] =
            written?.ordered.map { ($0.platform.swiftName, $0.version) } ?? []
        for (platform, needed) in neededVersions(symbols, above: floor) {
            if let index = versions.firstIndex(where: { $0.name == platform.availabilityName }) {
                versions[index].version = max(versions[index].version, needed)
            } else {
                versions.append((platform.availabilityName, needed))
            }
        }
        guard !versions.isEmpty else { return nil }
        return (versions.map { "\($0.name) \($0.version)" } + ["*"]).joined(separator: ", ")
    }

    /// Per platform with categories, the version `symbols` need when it is above `floor`.
    private static func neededVersions(_ symbols: [AppleSymbol], above floor: [ApplePlatform: OSVersion])
        -> [(ApplePlatform, OSVersion)]
    {
        var versions: [(ApplePlatform, OSVersion)] = []
        for platform in ApplePlatform.withCategories {
            let needed = symbols.compactMap { $0.availability(on: platform).introduced }.max()
            guard let needed, let base = floor[platform], needed > base else { continue }
            if platform == .macCatalyst,
                let iOS = versions.first(where: { $0.0 == .iOS })?.1,
                max(iOS, OSVersion(major: 13, minor: 1)) >= needed
            {
                continue
            }
            versions.append((platform, needed))
        }
        return versions
    }

    /// `@available(iOS 13, macOS 10.15, watchOS 6, *)` for a declaration that needs `needed` above `floor`, or
    /// `nil` when the floor already has it.
    static func availabilityAttribute(_ needed: [ApplePlatform: OSVersion], above floor: [ApplePlatform: OSVersion])
        -> String?
    {
        let versions = ApplePlatform.withCategories.compactMap { platform -> String? in
            guard platform != .macCatalyst, let version = needed[platform], let base = floor[platform],
                version > base
            else { return nil }
            return "\(platform.availabilityName) \(version)"
        }
        return versions.isEmpty ? nil : "@available(\((versions + ["*"]).joined(separator: ", ")))"
    }
}

extension String {
    /// `!(os(watchOS))` as `!os(watchOS)`: parentheses only around a condition with an operator in it.
    fileprivate func replacingSingleNegation() -> String {
        let inner = dropFirst(2).dropLast()
        return inner.contains("&&") || inner.contains("||") ? self : "!" + inner
    }
}

extension SwiftGenerator {
    /// `UNNotificationCategory`'s initializer with both texts.
    static let categoryWithTexts = UserNotificationsSymbols.row(
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:"
            + "categorySummaryFormat:options:)")
    /// `UNNotificationAction`'s initializer with an icon.
    static let actionWithIcon = UserNotificationsSymbols.row(
        "UNNotificationAction.init(identifier:title:options:icon:)")
    /// `UNTextInputNotificationAction`'s initializer with an icon.
    static let textInputActionWithIcon = UserNotificationsSymbols.row(
        "UNTextInputNotificationAction.init(identifier:title:options:icon:textInputButtonTitle:textInputPlaceholder:)")
}

extension CategoryOptions {
    /// How the generated code writes each option of the set, in the category file article's order.
    var generatedNames: [String] {
        CategoryOptions.named.compactMap { _, option in
            guard contains(option) else { return nil }
            // `.allowAnnouncement` is deprecated since iOS 15 (it warns); its raw value does the same without a
            // warning.
            return option == .allowAnnouncement
                ? "UNNotificationCategoryOptions(rawValue: 1 << 4)" : ".\(option.swiftSymbolName)"
        }
    }

    /// The row of each option of the set: where it exists decides where the generated code writes it.
    var generatedSymbols: [AppleSymbol] {
        CategoryOptions.named.compactMap { _, option in
            contains(option)
                ? UserNotificationsSymbols.row("UNNotificationCategoryOptions.\(option.swiftSymbolName)") : nil
        }
    }

    /// The rows whose versions the generated code checks with `#available`: not `allow-announcement`'s, whose raw
    /// value needs no check (an OS that predates it ignores the bit).
    var versionedSymbols: [AppleSymbol] {
        subtracting(.allowAnnouncement).generatedSymbols
    }
}

extension ActionIcon {
    /// Whether the icon is an SF Symbol (`init(systemImageName:)`).
    var isSystem: Bool {
        if case .system = self { return true }
        return false
    }
}
