#if Import
    import Actionable
    import SwiftParser
    import SwiftSyntax

    /// Swift source as a compiler for one Apple platform reads it, made readable by a compiler on Linux, which
    /// ignores every platform but its own: `#if os(watchOS)` is false there, and `@available(watchOS, unavailable)`
    /// restricts nothing.
    ///
    /// So the projection rewrites, for `platform` and its oldest supported versions (`floor`):
    /// - `#if` conditions: `os(...)`, `targetEnvironment(...)` and `canImport(...)` become `true` or `false` as the
    ///   platform reads them; a module it cannot judge is an error, not a guess.
    /// - `@available`: unavailable there becomes `@available(*, unavailable)`; introduced above the floor becomes a
    ///   custom availability domain per version (`@available(watchOS_8_0)`), one for each version from the floor up to
    ///   it, so that code inside a later check may use what an earlier one gives; deprecated there stays deprecated.
    /// - `#available(...)`: above the floor, the same domains (`#available(watchOS_8_0)`), which the compiler only
    ///   grants inside the check; at or below it, or without this platform, it is always true, as on Linux.
    /// The domains are Swift's experimental `CustomAvailability` (`-define-dynamic-availability-domain`), so the
    /// compiler itself reports every use outside its check, as Xcode does for a version.
    struct AvailabilityProjection {
        let platform: ApplePlatform
        /// The oldest version the code must build for on `platform`.
        let floor: OSVersion
        /// Every version above the floor that something names: one domain each.
        let domainVersions: [OSVersion]

        /// What a projection cannot follow: it fails rather than guess.
        struct Unsupported: Error, CustomStringConvertible {
            let description: String
        }

        /// Modules whose `canImport` the projection answers: present on every Apple platform, or never there.
        static let presentModules: Set = [
            "UserNotifications", "Foundation", "Darwin", "Dispatch", "ActionableApp",
        ]
        static let absentModules: Set = ["Glibc", "Musl", "FoundationNetworking", "WinSDK", "Android", "Bionic"]

        init(platform: ApplePlatform, floor: OSVersion, sources: [String]) {
            self.platform = platform
            self.floor = floor
            var versions = Set(
                UserNotificationsSymbols.all.compactMap { $0.availability(on: platform).introduced })
            for source in sources {
                let collector = VersionCollector(platform: platform)
                collector.walk(Parser.parse(source: source))
                versions.formUnion(collector.versions)
            }
            domainVersions = versions.filter { $0 > floor }.sorted()
        }

        /// The domain of `version`: `watchOS_8_0`.
        func domain(_ version: OSVersion) -> String {
            "\(platform.availabilityName)_\(version.major)_\(version.minor)"
                + (version.patch == 0 ? "" : "_\(version.patch)")
        }

        /// The compiler flags that declare every domain.
        var compilerFlags: [String] {
            ["-Xfrontend", "-enable-experimental-feature", "-Xfrontend", "CustomAvailability"]
                + domainVersions.flatMap {
                    ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", domain($0)]
                }
        }

        /// The attributes that say `availability` in the projection (none when it is available at the floor).
        func attributes(for availability: PlatformAvailability, message: String? = nil) -> [String] {
            switch availability {
            case .unavailable:
                // Every domain too: an unavailable declaration may still name what they gate (its type), as Swift lets
                // it name a platform's newer API.
                return domainVersions.map { "@available(\(domain($0)))" } + ["@available(*, unavailable)"]
            case .available(let introduced, let deprecated):
                var attributes = domainVersions.filter { $0 <= introduced }.map { "@available(\(domain($0)))" }
                if deprecated != nil {
                    attributes.append(
                        "@available(*, deprecated" + (message.map { ", message: \($0)" } ?? "") + ")")
                }
                return attributes
            }
        }

        /// The condition elements that stand for `#available` of `version` here: one domain per version above the
        /// floor up to it, or `nil` when it is always true.
        func availableCondition(_ version: OSVersion?) -> String? {
            guard let version, version > floor else { return nil }
            let domains = domainVersions.filter { $0 <= version }
            return domains.isEmpty ? nil : domains.map { "#available(\(domain($0)))" }.joined(separator: ", ")
        }

        // MARK: - Reading @available

        /// What the `@available` attributes of one declaration say about `platform`: the version they introduce it
        /// in (`nil`: they do not name it), whether it is unavailable or deprecated, the deprecation message.
        struct Declared {
            var introduced: OSVersion?
            var unavailable = false
            var deprecated = false
            var message: String?
            /// Attributes the projection keeps as written (`@available(swift 5)`, `@available(*, noasync)`).
            var other: [String] = []

        }

        /// The platform names that speak for `platform` in an attribute, most specific first: Mac Catalyst and
        /// visionOS read iOS's when they are not named.
        var names: [String] {
            switch platform {
            case .macCatalyst: ["macCatalyst", "iOS"]
            case .visionOS: ["visionOS", "iOS"]
            default: [platform.availabilityName]
            }
        }

        /// A version written for `name`, as this platform reads it (iOS 13 is Mac Catalyst 13.1, visionOS 1.0).
        func mapped(_ version: OSVersion, from name: String) -> OSVersion {
            guard name == "iOS", platform != .iOS else { return version }
            return platform == .visionOS
                ? OSVersion(major: 1) : max(version, OSVersion(major: 13, minor: 1))
        }

        func declared(_ attributes: AttributeListSyntax) -> Declared {
            var declared = Declared()
            var matchedName: String?
            for element in attributes {
                guard case .attribute(let attribute) = element,
                    attribute.attributeName.trimmedDescription == "available",
                    case .availability(let arguments)? = attribute.arguments
                else { continue }
                let items = Array(arguments)
                guard case .token(let first)? = items.first?.argument else {
                    // Shorthand: `@available(iOS 15, macOS 12, *)`.
                    for item in items {
                        guard case .availabilityVersionRestriction(let restriction) = item.argument,
                            let version = restriction.version.flatMap({ OSVersion($0.trimmedDescription) })
                        else { continue }
                        let name = restriction.platform.text
                        if let rank = names.firstIndex(of: name),
                            matchedName.map({ names.firstIndex(of: $0) ?? 0 > rank }) ?? true
                        {
                            matchedName = name
                            declared.introduced = mapped(version, from: name)
                        }
                    }
                    continue
                }
                let name = first.text
                guard name == "*" || names.contains(name) else {
                    if !ApplePlatform.allCases.contains(where: { $0.availabilityName == name }) {
                        declared.other.append(attribute.trimmedDescription)
                    }
                    continue
                }
                for item in items.dropFirst() {
                    switch item.argument {
                    case .token(let token) where token.text == "unavailable":
                        declared.unavailable = true
                    case .token(let token) where token.text == "deprecated":
                        declared.deprecated = true
                    case .availabilityLabeledArgument(let labeled):
                        switch (labeled.label.text, labeled.value) {
                        case ("introduced", .version(let version)):
                            if let version = OSVersion(version.trimmedDescription) {
                                declared.introduced = mapped(version, from: name)
                            }
                        case ("deprecated", _):
                            declared.deprecated = true
                        case ("message", .string(let text)):
                            declared.message = text.trimmedDescription
                        default:
                            break
                        }
                    default:
                        break
                    }
                }
            }
            return declared
        }

        /// The projection of a declaration's own `@available` attributes.
        func projectedAttributes(_ attributes: AttributeListSyntax) -> [String] {
            let declared = declared(attributes)
            if declared.unavailable { return declared.other + self.attributes(for: .unavailable) }
            var projected = declared.other
            if let introduced = declared.introduced {
                projected += self.attributes(for: .available(introduced: introduced))
            }
            if declared.deprecated {
                projected.append("@available(*, deprecated" + (declared.message.map { ", message: \($0)" } ?? "") + ")")
            }
            return projected
        }

        // MARK: - #if and #available

        /// The value of one `#if` function (`os(watchOS)`) here, or `nil` for one the projection leaves alone.
        func value(of call: FunctionCallExprSyntax) throws -> Bool? {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch call.calledExpression.trimmedDescription {
            case "os":
                return argument == platform.osName
            case "targetEnvironment":
                return argument == "macCatalyst" ? platform.isMacCatalyst : false
            case "canImport":
                // Left as Linux reads it (false): the stand-in has no Objective-C runtime, so code for `@objc optional`
                // requirements cannot be checked here; its Linux branch is.
                if argument == "ObjectiveC" { return nil }
                if Self.presentModules.contains(argument) { return true }
                if Self.absentModules.contains(argument) { return false }
                throw Unsupported(
                    description: "canImport(\(argument)): the projection cannot say whether \(platform) has it")
            default:
                return nil
            }
        }

        /// `#available(...)`'s version for this platform, or `nil` when it does not name it (its `*` holds).
        func version(of arguments: AvailabilityArgumentListSyntax) -> OSVersion? {
            var best: (rank: Int, version: OSVersion)?
            for item in arguments {
                guard case .availabilityVersionRestriction(let restriction) = item.argument,
                    let rank = names.firstIndex(of: restriction.platform.text),
                    let version = restriction.version.flatMap({ OSVersion($0.trimmedDescription) })
                else { continue }
                if best.map({ rank < $0.rank }) ?? true {
                    best = (rank, mapped(version, from: restriction.platform.text))
                }
            }
            return best?.version
        }
    }

    /// Every version an `#available` or `@available` names for one platform.
    final class VersionCollector: SyntaxVisitor {
        let platform: ApplePlatform
        var versions: Set<OSVersion> = []

        init(platform: ApplePlatform) {
            self.platform = platform
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: PlatformVersionSyntax) -> SyntaxVisitorContinueKind {
            let projection = AvailabilityProjection(platform: platform, floor: OSVersion(major: 1), domainVersions: [])
            if projection.names.contains(node.platform.text), let text = node.version?.trimmedDescription,
                let version = OSVersion(text)
            {
                versions.insert(projection.mapped(version, from: node.platform.text))
            }
            return .skipChildren
        }

        override func visit(_ node: AvailabilityLabeledArgumentSyntax) -> SyntaxVisitorContinueKind {
            // `@available(watchOS, introduced: 6.0)`: the platform is the list's first token.
            guard case .version(let tuple) = node.value, let version = OSVersion(tuple.trimmedDescription),
                let list = node.parent?.parent?.as(AvailabilityArgumentListSyntax.self),
                case .token(let name)? = list.first?.argument
            else { return .skipChildren }
            let projection = AvailabilityProjection(platform: platform, floor: OSVersion(major: 1), domainVersions: [])
            if projection.names.contains(name.text) { versions.insert(projection.mapped(version, from: name.text)) }
            return .skipChildren
        }
    }

    extension AvailabilityProjection {
        init(platform: ApplePlatform, floor: OSVersion, domainVersions: [OSVersion]) {
            self.platform = platform
            self.floor = floor
            self.domainVersions = domainVersions
        }
    }
#endif
