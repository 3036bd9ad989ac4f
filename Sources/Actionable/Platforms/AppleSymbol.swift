/// Where an Apple symbol exists on one platform: from which version, and whether it is deprecated.
public enum PlatformAvailability: Sendable, Hashable, CustomStringConvertible {
    /// `API_UNAVAILABLE`: the symbol does not exist there, and naming it does not compile.
    case unavailable
    /// Available from `introduced`; `deprecated` is the version that deprecates it, if one does.
    case available(introduced: OSVersion, deprecated: OSVersion? = nil)

    /// Available from `major.minor`, for the table.
    static func from(_ major: Int, _ minor: Int = 0) -> PlatformAvailability {
        .available(introduced: OSVersion(major: major, minor: minor))
    }

    /// The version it is introduced in, or `nil` when it is unavailable.
    public var introduced: OSVersion? {
        if case .available(let introduced, _) = self { return introduced }
        return nil
    }

    /// Whether it exists from `version` on, without a check: unavailable never is.
    public func isAvailable(at version: OSVersion) -> Bool {
        introduced.map { $0 <= version } ?? false
    }

    /// `15`, `13 (deprecated 15)`, `—`: as the documentation's tables write it.
    public var description: String {
        switch self {
        case .unavailable: "—"
        case .available(let introduced, nil): "\(introduced)"
        case .available(let introduced, let deprecated?): "\(introduced) (deprecated \(deprecated))"
        }
    }
}

/// One symbol of an Apple SDK that generated code, ActionableApp or the UserNotifications stand-in uses, with its
/// availability on each platform as Apple's header declares it, and where that is written.
///
/// This is the one place availability is decided: the generator's `#if os(...)` and `#available` follow from these
/// rows, the stand-in's `@available` attributes are checked against them (never looser), and the documentation's
/// platform tables are drawn from them.
public struct AppleSymbol: Sendable, Hashable {
    /// The Swift name as Apple's SDK imports it, qualified by its type: `UNNotificationCategoryOptions.allowInCarPlay`,
    /// `UNNotificationCategory.init(identifier:actions:intentIdentifiers:options:)`.
    public let name: String
    /// The Objective-C declaration it is imported from, short: `+categoryWithIdentifier:actions:…`.
    public let declaration: String
    /// Where the availability is written: the header, its line and the commit of the copy read, or Apple's page.
    public private(set) var source: String
    /// What the header declares per platform. iOS, macOS, tvOS and watchOS are always given; Mac Catalyst and
    /// visionOS only when the header names them, else they follow iOS (``availability(on:)``).
    let declared: [ApplePlatform: PlatformAvailability]

    /// A row: `iOS`, `macOS`, `tvOS` and `watchOS` as the header declares them (a platform the header does not
    /// name inherits the enclosing class's availability: give that), `macCatalyst` and `visionOS` only when it names
    /// them.
    public init(
        _ name: String, _ declaration: String, source: String, iOS: PlatformAvailability,
        macOS: PlatformAvailability, tvOS: PlatformAvailability, watchOS: PlatformAvailability,
        macCatalyst: PlatformAvailability? = nil, visionOS: PlatformAvailability? = nil
    ) {
        self.name = name
        self.declaration = declaration
        self.source = source
        var declared: [ApplePlatform: PlatformAvailability] = [
            .iOS: iOS, .macOS: macOS, .tvOS: tvOS, .watchOS: watchOS,
        ]
        declared[.macCatalyst] = macCatalyst
        declared[.visionOS] = visionOS
        self.declared = declared
    }

    /// The availability on `platform`. Mac Catalyst and visionOS, when the header does not name them, follow iOS
    /// as Clang and Swift infer them: unavailable stays unavailable; a version maps to the platform's first
    /// version at least (iOS 13 is Mac Catalyst 13.1; everything of iOS 17 and before is visionOS 1.0).
    public func availability(on platform: ApplePlatform) -> PlatformAvailability {
        if let declared = declared[platform] { return declared }
        guard let parent = platform.inferredFrom, let first = platform.firstVersion,
            case .available(let introduced, let deprecated) = availability(on: parent)
        else { return .unavailable }
        func mapped(_ version: OSVersion) -> OSVersion {
            platform == .visionOS ? first : max(version, first)
        }
        return .available(introduced: mapped(introduced), deprecated: deprecated.map(mapped))
    }

    /// The platforms among `platforms` where the symbol does not exist.
    public func unavailablePlatforms(among platforms: [ApplePlatform]) -> [ApplePlatform] {
        platforms.filter { availability(on: $0) == .unavailable }
    }
}

extension AppleSymbol {
    /// The row with `line` (of its header) after its source, when there is one.
    func cited(line: String?) -> AppleSymbol {
        guard let line else { return self }
        var copy = self
        copy.source += ":\(line)"
        return copy
    }
}
