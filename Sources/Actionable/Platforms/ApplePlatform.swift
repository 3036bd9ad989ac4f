/// An Apple platform an app builds for, and so the Swift that `actionable generate swift` writes.
///
/// Mac Catalyst is its own case: Swift reads it as `os(iOS)` with `targetEnvironment(macCatalyst)`, and its
/// availability follows iOS's unless Apple's header says otherwise. visionOS follows iOS the same way.
public enum ApplePlatform: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// iOS and iPadOS, without Mac Catalyst.
    case iOS
    /// An iPad app built for the Mac: `os(iOS)` with `targetEnvironment(macCatalyst)`.
    case macCatalyst
    /// macOS (AppKit).
    case macOS
    /// watchOS.
    case watchOS
    /// tvOS: UserNotifications, but no categories or actions.
    case tvOS
    /// visionOS.
    case visionOS

    /// The name people read: `iOS`, `Mac Catalyst`, `macOS`.
    public var description: String {
        self == .macCatalyst ? "Mac Catalyst" : rawValue
    }

    /// The platform as Swift's `@available` and `#available` name it (`macCatalyst`, `iOS`, …).
    public var availabilityName: String { rawValue }

    /// The value of Swift's `os(...)` on this platform (Mac Catalyst is `iOS`).
    public var osName: String { self == .macCatalyst ? "iOS" : rawValue }

    /// Whether Swift's `targetEnvironment(macCatalyst)` holds.
    public var isMacCatalyst: Bool { self == .macCatalyst }

    /// The platform whose availability this one infers when Apple's header names it not: iOS for Mac Catalyst and
    /// visionOS (Clang and Swift infer both from iOS), none for the others.
    public var inferredFrom: ApplePlatform? {
        switch self {
        case .macCatalyst, .visionOS: .iOS
        case .iOS, .macOS, .watchOS, .tvOS: nil
        }
    }

    /// The first version of this platform, which every inferred availability starts at: Mac Catalyst 13.1
    /// (iOS 13), visionOS 1.0 (iOS 17).
    var firstVersion: OSVersion? {
        switch self {
        case .macCatalyst: OSVersion(major: 13, minor: 1)
        case .visionOS: OSVersion(major: 1)
        case .iOS, .macOS, .watchOS, .tvOS: nil
        }
    }

    /// The `deployment-target` key of the configuration that gives this platform's oldest version (Mac Catalyst
    /// shares `ios`, as an app's iOS deployment target sets it); tvOS has none, since it has no categories.
    public var deploymentTargetKey: PlatformKey? {
        switch self {
        case .iOS, .macCatalyst: .ios
        case .macOS: .macos
        case .watchOS: .watchos
        case .visionOS: .visionos
        case .tvOS: nil
        }
    }

    /// The `#if` condition that is true on this platform only: `os(watchOS)`, or
    /// `os(iOS) && targetEnvironment(macCatalyst)` for Mac Catalyst. iOS here is iOS alone, without Mac Catalyst.
    public var compilationCondition: String {
        switch self {
        case .macCatalyst: "os(iOS) && targetEnvironment(macCatalyst)"
        case .iOS: "os(iOS) && !targetEnvironment(macCatalyst)"
        case .macOS, .watchOS, .tvOS, .visionOS: "os(\(rawValue))"
        }
    }

    /// The platforms the generated notification code compiles for: tvOS has UserNotifications but no categories
    /// or actions, so the generated files compile to nothing there.
    public static let withCategories: [ApplePlatform] = [.iOS, .macCatalyst, .macOS, .watchOS, .visionOS]
}
