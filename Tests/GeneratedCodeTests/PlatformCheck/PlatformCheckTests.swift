#if Import
    import Actionable
    import ActionableCodegen
    import Foundation
    import Testing

    /// The Swift an app compiles from Actionable builds on every platform the package claims, checked the way each
    /// platform's compiler checks it (``PlatformCheck``): every committed generated file, with and without
    /// `--app-responses`, and the example app, in Swift 6, Swift 5 and main-actor-by-default modes.
    @Suite struct PlatformCheckTests {
        /// Where the generated files are read: the goldens, or `PLATFORM_CHECK_GENERATED` (a directory of older
        /// goldens, to see what the check says of them).
        static let generatedDirectory = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["PLATFORM_CHECK_GENERATED"]
                ?? Generated.outputDirectory)

        static func file(_ name: String) throws -> (name: String, text: String) {
            (name, try String(contentsOf: generatedDirectory.appendingPathComponent(name), encoding: .utf8))
        }

        /// The stated floors; tvOS, whose files are empty and checked against an empty UserNotifications, at its
        /// first version (UserNotifications' own) or the package's (Package.swift's `platforms`).
        static let categoriesFloor = SwiftGenerator.categoriesFloor.merging([.tvOS: OSVersion(major: 10)]) { $1 }
        static let responsesFloor = SwiftGenerator.responsesFloor.merging([.tvOS: OSVersion(major: 16)]) { $1 }

        /// Every registry's identifiers and `UNNotificationCategory` set, at the floor the header states.
        static func categories() throws -> PlatformCheck.Unit {
            let files = try Generated.all.flatMap { configuration in
                let namespace = configuration.options.namespace
                return [try file("\(namespace).swift"), try file("\(namespace)+UserNotifications.swift")]
            }
            return PlatformCheck.Unit(name: "Categories", files: files, floor: categoriesFloor)
        }

        /// Every registry's files an app compiles, `+Responses.swift` included, at ActionableApp's floor.
        static func appSide() throws -> PlatformCheck.Unit {
            let files = try Generated.all.flatMap { configuration in
                let names = SwiftGenerator.fileNames(
                    namespace: configuration.options.namespace, actionableConformances: false,
                    appResponses: configuration.options.appResponses)
                return try names.map(file)
            }
            return PlatformCheck.Unit(name: "AppSide", files: files, floor: responsesFloor)
        }

        static let example = Generated.packageRoot.appendingPathComponent("Examples/NotificationApp/Sources")

        /// The example app: its generated Swift (its `actionable-codegen.json`), its sources, and its executable.
        static func exampleApp(sources replacing: [String: String] = [:]) async throws -> PlatformCheck.Unit {
            let categories = Generated.packageRoot.appendingPathComponent("Categories").path
            let result = try await CategoryLoader().load(paths: [categories])
            let generator = try SwiftGenerator(
                options: .init(namespace: "AppNotifications", accessLevel: .public, appResponses: true))
            var files = generator.generate(result, paths: [categories]).map { ($0.name, $0.contents) }
            let module = example.appendingPathComponent("AppNotifications")
            for name in try FileManager.default.contentsOfDirectory(atPath: module.path).sorted()
            where name.hasSuffix(".swift") {
                files.append(
                    (
                        name,
                        try replacing[name] ?? String(contentsOf: module.appendingPathComponent(name), encoding: .utf8)
                    ))
            }
            let main = try String(
                contentsOf: example.appendingPathComponent("notification-app/main.swift"), encoding: .utf8)
            return PlatformCheck.Unit(
                name: "AppNotifications", files: files, floor: responsesFloor, client: [("main.swift", main)])
        }

        static let platforms = ApplePlatform.allCases

        @Test(
            "the UserNotifications files build at the floor they state",
            arguments: platforms, PlatformCheck.Mode.allCases)
        func categoriesBuild(on platform: ApplePlatform, mode: PlatformCheck.Mode) throws {
            let outcome = try PlatformCheck.check(Self.categories(), on: platform, mode: mode)
            #expect(outcome.passed, "\(platform), \(mode.rawValue):\n\(outcome.output)")
        }

        @Test(
            "the app's side builds at ActionableApp's floor", arguments: platforms, PlatformCheck.Mode.allCases)
        func appSideBuilds(on platform: ApplePlatform, mode: PlatformCheck.Mode) throws {
            let outcome = try PlatformCheck.check(Self.appSide(), on: platform, mode: mode)
            #expect(outcome.passed, "\(platform), \(mode.rawValue):\n\(outcome.output)")
        }

        @Test("the example app builds for every platform it names", arguments: platforms)
        func exampleAppBuilds(on platform: ApplePlatform) async throws {
            let outcome = try PlatformCheck.check(await Self.exampleApp(), on: platform, mode: .swift6)
            #expect(outcome.passed, "\(platform):\n\(outcome.output)")
        }

        /// The projection leaves the stand-in's own members (`standIn…`, for tests) available, since its bodies use
        /// them; so this checks that nothing an app compiles names one. (The example's `main.swift` does, to play
        /// the system's part on Linux, under `!canImport(Darwin)`, which no Apple platform compiles.)
        @Test("no generated file and no source of the example app's module names a stand-in-only member")
        func nothingNamesTheStandInsOwnMembers() async throws {
            var files = try Self.appSide().files + Self.categories().files
            files += try await Self.exampleApp().files
            let named = files.filter { $0.text.contains("standIn") || $0.text.contains("StandIn") }.map(\.name)
            #expect(named == [])
        }

        @Test("the example app names the platforms the check builds it for")
        func exampleAppPlatforms() throws {
            let manifest = try String(
                contentsOf: Generated.packageRoot.appendingPathComponent("Examples/NotificationApp/Package.swift"),
                encoding: .utf8)
            #expect(
                manifest.contains("platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)]"))
            let package = try String(
                contentsOf: Generated.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
            // ActionableApp's floor, which the generated `+Responses.swift` states and is checked at.
            #expect(
                package.contains("platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)]"))
            #expect(SwiftGenerator.responsesFloor[.iOS] == OSVersion(major: 16))
            #expect(SwiftGenerator.responsesFloor[.macOS] == OSVersion(major: 13))
            #expect(SwiftGenerator.responsesFloor[.watchOS] == OSVersion(major: 9))
        }
    }
#endif
