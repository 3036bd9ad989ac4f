/// A version of an operating system for each platform that has notification categories, as the configuration's
/// `deployment-target` and an action's or option's `available-from` write it:
///
/// ```yaml
/// deployment-target:
///   ios: "13.2"
///   macos: "11.0"
/// ```
///
/// A platform not written has no version: a deployment target without `watchos` says nothing about watchOS, and an
/// `available-from` without `macos` puts no condition on macOS.
public struct PlatformVersions: Sendable, Hashable {
    /// The version of each platform written.
    public let versions: [PlatformKey: OSVersion]

    /// The given version of each platform; by default none.
    public init(_ versions: [PlatformKey: OSVersion] = [:]) {
        self.versions = versions
    }

    /// The version written for `platform`, or `nil` when none is.
    public subscript(platform: PlatformKey) -> OSVersion? { versions[platform] }

    /// Whether no platform is written.
    public var isEmpty: Bool { versions.isEmpty }

    /// The written platforms with their versions, in ``PlatformKey`` order.
    public var ordered: [(platform: PlatformKey, version: OSVersion)] {
        PlatformKey.allCases.compactMap { platform in versions[platform].map { (platform, $0) } }
    }

    /// The condition of Swift's `#available` for these versions: `iOS 15, macOS 12, *` (the `*` lets every other
    /// platform through, as an unwritten platform has no condition).
    public var availabilityCondition: String {
        (ordered.map { "\($0.platform.swiftName) \($0.version)" } + ["*"]).joined(separator: ", ")
    }

    /// As a reader writes it: `iOS 15, macOS 12`.
    public var forMessage: String {
        ordered.map { "\($0.platform.swiftName) \($0.version)" }.joined(separator: ", ")
    }
}

/// An operating system version, `MAJOR[.MINOR[.PATCH]]`: `15`, `15.0` and `"13.2"` in YAML. Versions compare by
/// number, so `15` and `15.0` are equal and `13.10` is above `13.2`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The first number: 13 in `13.2.1`.
    public let major: Int
    /// The second number: 2 in `13.2.1`; 0 when not written.
    public let minor: Int
    /// The third number: 1 in `13.2.1`; 0 when not written.
    public let patch: Int

    /// What a valid version looks like, for messages.
    public static let syntax = "MAJOR[.MINOR[.PATCH]] such as \"15\", \"15.0\" or \"13.2\""

    /// The version `major.minor.patch`.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The version written `text` (one to three dot-separated numbers of up to three digits, the first not 0), or
    /// `nil`. The text is read as written, so an unquoted YAML `13.10` is 13.10, not the number 13.1.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ (1...3).contains($0.utf8.count) && $0.utf8.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers[0] > 0 else { return nil }
        self.init(
            major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// `15`, `13.2`, `14.0.1`: the shortest form Swift's `#available` reads.
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        if minor != 0 { return "\(major).\(minor)" }
        return "\(major)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
