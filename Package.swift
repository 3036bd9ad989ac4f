// swift-tools-version:6.1
import PackageDescription

// One set of strict settings for every Swift target (swift-log, hummingbird do the same).
// CI adds `-Xswiftc -warnings-as-errors` on top.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// Package traits (SE-0450) keep what only services and the importer use out of an app's graph. None is on by default, so
// an app that adds Actionable for ActionableApp and the build-tool plugin, and `swift run actionable validate`, resolve
// Actionable, swift-argument-parser, swift-log and swift-metrics only: SwiftPM does not resolve a package whose every
// use is guarded by a trait that is off. A service names the traits it uses on its one `.package` line:
//
//     .package(url: "https://github.com/your-org/actionable", from: "1.0.0", traits: ["HTTP", "Postgres"])
//
// The targets behind a trait compile to empty modules without it (every file is under `#if TRAIT`), so this package's
// own `swift build` works with any set of traits; its tests need all five (`--traits HTTP,Postgres,Import,WebPush,Vapor`).
let http = TargetDependencyCondition.when(traits: ["HTTP"])
let postgres = TargetDependencyCondition.when(traits: ["Postgres"])
let importer = TargetDependencyCondition.when(traits: ["Import"])
let webPush = TargetDependencyCondition.when(traits: ["WebPush"])
let vapor = TargetDependencyCondition.when(traits: ["Vapor"])
// The endpoint's framework-neutral core (in ActionableRuntime) is compiled for either adapter.
let endpoint = TargetDependencyCondition.when(traits: ["HTTP", "Vapor"])

let package = Package(
    name: "Actionable",
    // Swift's Duration and Clock, in ActionableApp's public API, set the floor (the documentation's "The app's side of a tap").
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Actionable", targets: ["Actionable"]),
        // What a service runs: the dispatcher, idempotency stores, the clock, and the endpoint's framework-neutral core.
        .library(name: "ActionableRuntime", targets: ["ActionableRuntime"]),
        .library(name: "ActionableTesting", targets: ["ActionableTesting"]),
        .library(name: "ActionableHummingbird", targets: ["ActionableHummingbird"]),
        .library(name: "ActionableVapor", targets: ["ActionableVapor"]),
        .library(name: "ActionablePostgres", targets: ["ActionablePostgres"]),
        // The app's side of a tap: Foundation only (no libyaml, no NIO), beside the Swift `generate swift` writes.
        .library(name: "ActionableApp", targets: ["ActionableApp"]),
        .executable(name: "actionable", targets: ["ActionableCLI"]),
        .executable(name: "actionable-example-server", targets: ["ActionableExampleServer"]),
        .executable(name: "actionable-vapor-example", targets: ["ActionableVaporExample"]),
        // `actionable-import`: existing Swift, Objective-C and plist categories into YAML. Its own executable, so the
        // validator (`swift run actionable validate`) never compiles swift-syntax.
        .executable(name: "actionable-import", targets: ["ActionableImportCLI"]),
        // The importer's readers and writer without swift-syntax (the fuzz harnesses link it).
        .library(name: "ActionableImport", targets: ["ActionableImport"]),
        // The Swift reader and `actionable-import audit`'s entry point (the auditor's fuzz harness links it).
        .library(name: "ActionableImportSwift", targets: ["ActionableImportSwift"]),
        // Sending Web Push from Swift: VAPID (RFC 8292), aes128gcm (RFC 8291), RFC 8030's headers, async-http-client.
        .library(name: "ActionableWebPush", targets: ["ActionableWebPush"]),
        // `actionable-webpush`: VAPID keys, and one push sent from a script.
        .executable(name: "actionable-webpush", targets: ["ActionableWebPushCLI"]),
        .plugin(name: "ActionableCodegenPlugin", targets: ["ActionableCodegenPlugin"]),
        .plugin(name: "GenerateNotificationCategories", targets: ["GenerateNotificationCategories"]),
    ],
    traits: [
        .trait(
            name: "HTTP",
            description:
                "ActionableHummingbird: the endpoint that receives taps, on Hummingbird (swift-crypto, SwiftNIO)."
        ),
        .trait(
            name: "Vapor",
            description: "ActionableVapor: the endpoint that receives taps, on Vapor (swift-crypto, SwiftNIO)."
        ),
        .trait(
            name: "Postgres",
            description: "ActionablePostgres: the idempotency store several instances share (PostgresNIO)."),
        .trait(
            name: "WebPush",
            description:
                "ActionableWebPush: sending Web Push (VAPID, aes128gcm) with swift-crypto and async-http-client."
        ),
        .trait(
            name: "Import",
            description: "actionable-import's Swift reader (swift-syntax). The Objective-C and plist readers need none."
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        // Apple's Swift parser, for `actionable-import swift` only: 600 (Swift 6.0) through 603 (Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // `swift package generate-documentation` (the DocC catalogs in Sources/*/Documentation.docc). A plugin no
        // target uses: an app that depends on Actionable never fetches it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "ActionableYAML", dependencies: ["CLibYAML"]),
        // C11 atomics for the dispatcher's completion: Synchronization's Atomic needs macOS 15 and iOS 18.
        .target(name: "CActionableAtomics"),
        // The registry: the model, loading, rules, payloads, configuration, reporting. What the validator compiles.
        .target(
            name: "Actionable",
            dependencies: [
                "ActionableYAML",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        // The service runtime: the dispatcher, the idempotency stores' protocol and in-memory store, the clock and
        // deadline scheduler; with the HTTP or Vapor trait, the endpoint's framework-neutral core on swift-http-types
        // (authentication and signatures, idempotency claims, body limits, JSON answers and their status codes), which
        // each adapter mounts. The validator, codegen and preview never compile it.
        .target(
            name: "ActionableRuntime",
            dependencies: [
                "Actionable",
                "CActionableAtomics",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: endpoint),
                .product(name: "Crypto", package: "swift-crypto", condition: endpoint),
                .product(name: "NIOCore", package: "swift-nio", condition: endpoint),
            ],
            // The endpoint's contract, served by each adapter's `addOpenAPIRoute(to:)`: compiled in as bytes, so no
            // resource bundle has to travel with a server binary.
            resources: [.embedInCode("Resources/actionable-endpoint.openapi.json")]
        ),
        .target(
            name: "ActionableTesting",
            dependencies: ["Actionable", "ActionableRuntime", .product(name: "Logging", package: "swift-log")]
        ),
        // The Hummingbird adapter: the routes, the middleware, the request context. Nothing of the endpoint's logic.
        .target(
            name: "ActionableHummingbird",
            dependencies: [
                "ActionableRuntime",
                // Named for the documentation: DocC links a catalog to the catalogs of its direct dependencies.
                "Actionable",
                .product(name: "Hummingbird", package: "hummingbird", condition: http),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: http),
                .product(name: "NIOCore", package: "swift-nio", condition: http),
            ]
        ),
        // The Vapor adapter: the same endpoint mounted on a Vapor app, the same middleware in front of its routes.
        .target(
            name: "ActionableVapor",
            dependencies: [
                "ActionableRuntime",
                // Named for the documentation: DocC links a catalog to the catalogs of its direct dependencies.
                "Actionable",
                .product(name: "Vapor", package: "vapor", condition: vapor),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: vapor),
                .product(name: "NIOCore", package: "swift-nio", condition: vapor),
            ]
        ),
        .target(
            name: "ActionablePostgres",
            dependencies: [
                "Actionable",
                "ActionableRuntime",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: postgres),
            ]
        ),
        // What an iOS app links: Foundation (and FoundationNetworking on Linux) only. Depends on nothing in this
        // package or outside it, so an app that adds it builds none of libyaml, NIO, Hummingbird or Crypto.
        .target(name: "ActionableApp"),
        // The generators behind `actionable generate`: Swift for the app, a string catalog, the JSON Schema.
        // The web's side of a tap (the service worker and page modules) is plain JavaScript, compiled in as bytes and
        // written beside the generated registry by `actionable generate web`. Android's side of a tap (the receiver,
        // the outbox, the job and the notification builder) is Kotlin source, written likewise by `generate android`.
        .target(
            name: "ActionableCodegen", dependencies: ["Actionable"],
            resources: [
                .embedInCode("Resources/web/actionable-worker.js"),
                .embedInCode("Resources/web/actionable-page.js"),
                .embedInCode("Resources/android/ActionableModel.kt"),
                .embedInCode("Resources/android/ActionableNotifications.kt"),
                .embedInCode("Resources/android/ActionableTapReceiver.kt"),
                .embedInCode("Resources/android/ActionableOutbox.kt"),
                .embedInCode("Resources/android/ActionableDelivery.kt"),
                .embedInCode("Resources/android/ActionableDeliveryJobService.kt"),
                .embedInCode("Resources/android/ActionableCredential.kt"),
            ]
        ),
        // `actionable preview`: a static site of each category's notification, drawn from the models (HTML and CSS).
        .target(name: "ActionablePreview", dependencies: ["Actionable"]),
        // The validator: the core and ArgumentParser only, so `swift run actionable validate` never compiles NIO,
        // Hummingbird, Crypto or PostgresNIO (the documentation's "Performance").
        .executableTarget(
            name: "ActionableCLI",
            dependencies: [
                "Actionable",
                "ActionableCodegen",
                "ActionablePreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `actionable generate swift` at build time, and on request for teams who commit the output. Both run only the
        // validator executable: applying them never builds NIO or Hummingbird.
        .plugin(name: "ActionableCodegenPlugin", capability: .buildTool(), dependencies: ["ActionableCLI"]),
        .plugin(
            name: "GenerateNotificationCategories",
            capability: .command(
                intent: .custom(
                    verb: "generate-notification-categories",
                    description: "Write the Swift of each target's notification categories into <target>/Generated/"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "writes the generated Swift into <target>/Generated/")
                ]
            ),
            dependencies: ["ActionableCLI"]
        ),
        // The importer: what an app's existing categories are (Objective-C, Airship-style plists, .strings and
        // .xcstrings) and the YAML they become. Foundation only, so the fuzz harnesses of its readers build quickly.
        .target(name: "ActionableImport", dependencies: ["Actionable"]),
        // The Swift side of the importer, through swift-syntax. Only `actionable-import` links it.
        .target(
            name: "ActionableImportSwift",
            dependencies: [
                "ActionableImport",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: importer),
                .product(name: "SwiftParser", package: "swift-syntax", condition: importer),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax", condition: importer),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: importer),
            ]
        ),
        .executableTarget(
            name: "ActionableImportCLI",
            dependencies: [
                "ActionableImport",
                "ActionableImportSwift",
                "Actionable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The HTTP side, tried out: `serve` runs the example InviteService behind ActionableHummingbird, `sign` prints
        // signature headers. An example, named as one, not a product a service deploys.
        .target(
            name: "InviteService",
            dependencies: ["ActionableRuntime", "Actionable", .product(name: "Logging", package: "swift-log")],
            path: "Examples/InviteService"
        ),
        .executableTarget(
            name: "ActionableExampleServer",
            dependencies: [
                "ActionableRuntime",
                "Actionable",
                "ActionableHummingbird",
                "ActionablePostgres",
                "InviteService",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: postgres),
                "ActionableVapor",
                .product(name: "Vapor", package: "vapor", condition: vapor),
                .product(name: "Hummingbird", package: "hummingbird", condition: http),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/ExampleServer"
        ),
        // README's Vapor service, whole: the endpoint and the middleware on a Vapor app. CI builds it (trait Vapor).
        .executableTarget(
            name: "ActionableVaporExample",
            dependencies: [
                "ActionableVapor",
                "InviteService",
                .product(name: "Vapor", package: "vapor", condition: vapor),
            ],
            path: "Examples/VaporApp"
        ),
        // Sending Web Push: the registry's payload, encrypted for one subscription and signed for its push service.
        // No validator dependency: the CLI never links it.
        .target(
            name: "ActionableWebPush",
            dependencies: [
                "ActionableRuntime",
                "Actionable",
                .product(name: "Crypto", package: "swift-crypto", condition: webPush),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: webPush),
                .product(name: "NIOCore", package: "swift-nio", condition: webPush),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "ActionableWebPushCLI",
            dependencies: [
                "Actionable",
                "ActionableWebPush",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                // The benchmark's floor (`bench --mode floor`) is swift-crypto with nothing of Actionable.
                .product(name: "Crypto", package: "swift-crypto", condition: webPush),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: webPush),
            ]
        ),
        .testTarget(
            name: "ActionableWebPushTests",
            dependencies: [
                "ActionableRuntime",
                "ActionableWebPush", "Actionable", "ActionableTesting",
                .product(name: "Crypto", package: "swift-crypto", condition: webPush),
                .product(name: "Logging", package: "swift-log"),
                // A push service stand-in on 127.0.0.1, so HTTPClient's side of the sender is tested over HTTP.
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: webPush),
                .product(name: "NIOCore", package: "swift-nio", condition: webPush),
                .product(name: "NIOPosix", package: "swift-nio", condition: webPush),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: webPush),
            ]
        ),
        .testTarget(name: "ActionableYAMLTests", dependencies: ["ActionableYAML"]),
        .testTarget(
            name: "ActionableAppTests",
            dependencies: ["ActionableRuntime", "ActionableApp", "Actionable", "ActionableTesting"]
        ),
        .testTarget(
            name: "ActionablePostgresTests",
            dependencies: [
                "ActionableRuntime",
                "ActionablePostgres",
                "Actionable",
                "ActionableTesting",
                // The tests that go through HTTP run on Hummingbird and on Vapor, through the endpoint tests' harness.
                "ActionableEndpointHarness",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What mounts the endpoint on either adapter for a black-box test, and the client that talks to it: shared by
        // ActionableEndpointTests and ActionablePostgresTests. No product; every file is under `#if HTTP && Vapor`.
        .target(
            name: "ActionableEndpointHarness",
            dependencies: [
                "ActionableRuntime",
                "ActionableHummingbird",
                "ActionableVapor",
                .product(name: "Hummingbird", package: "hummingbird", condition: http),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: http),
                .product(name: "Vapor", package: "vapor", condition: vapor),
                .product(name: "VaporTesting", package: "vapor", condition: vapor),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: endpoint),
                .product(name: "NIOCore", package: "swift-nio", condition: endpoint),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/EndpointHarness"
        ),
        // The endpoint's black-box tests, each run against Hummingbird and Vapor (`Adapter.allCases`): a difference
        // between the adapters fails a test unless it is documented.
        .testTarget(
            name: "ActionableEndpointTests",
            dependencies: [
                "ActionableRuntime",
                "ActionableHummingbird",
                "Actionable",
                "ActionableTesting",
                "ActionableVapor",
                "ActionableEndpointHarness",
                .product(name: "Vapor", package: "vapor", condition: vapor),
                .product(name: "VaporTesting", package: "vapor", condition: vapor),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: http),
                .product(name: "Crypto", package: "swift-crypto", condition: http),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ActionableTests",
            dependencies: [
                "ActionableRuntime",
                "Actionable",
                "ActionableYAML",
                "ActionableTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ActionableCodegenTests",
            // ActionableYAML: the schema cases are read as the JSON an editor's schema validator sees.
            // ActionableApp: the web worker's Idempotency-Key is compared with NotificationTap's, live.
            dependencies: [
                "ActionableRuntime", "ActionableCodegen", "Actionable", "ActionableYAML", "ActionableTesting",
                "ActionableApp",
            ],
            exclude: ["Fixtures", "Golden", "LintFixtures", "SchemaCases"]
        ),
        .testTarget(
            name: "ActionableImportTests",
            dependencies: [
                "ActionableImport", "ActionableImportSwift", "ActionableImportCLI", "ActionableCLI", "Actionable",
                "ActionableCodegen", "ActionableTesting",
            ],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "ActionableCLITests",
            dependencies: ["ActionableCLI", "Actionable", "ActionableCodegen", "ActionableTesting"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ActionablePreviewTests",
            dependencies: ["ActionablePreview", "ActionableCLI", "Actionable", "ActionableTesting"]
        ),
    ]
)

// The generated Swift, compiled and run against a stand-in for Apple's UserNotifications (same signatures): on
// Linux only, so nothing an app links on Apple platforms can see it. Target names are global in a SwiftPM graph, so
// the stand-in's is the project's own; what compiles generated code against it imports it as `UserNotifications`
// through `-module-alias` (SwiftPM's `moduleAliases:` does not rename a product's own module).
#if !canImport(Darwin)
    package.targets += [
        .target(name: "ActionableUserNotificationsStandIn", path: "Tests/UserNotificationsStandIn"),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "ActionableRuntime",
                "ActionableUserNotificationsStandIn", "Actionable", "ActionableCodegen", "ActionableApp",
                "ActionableHummingbird", "ActionableTesting",
                .product(name: "Hummingbird", package: "hummingbird", condition: http),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: http),
                // The platform check reads and projects Swift source (PlatformCheck/).
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: importer),
                .product(name: "SwiftParser", package: "swift-syntax", condition: importer),
            ],
            exclude: ["Fixtures"],
            swiftSettings: [.unsafeFlags(["-module-alias", "UserNotifications=ActionableUserNotificationsStandIn"])]
        ),
    ]
    package.products.append(
        .library(name: "ActionableUserNotificationsStandIn", targets: ["ActionableUserNotificationsStandIn"]))
#endif

// (Not the C target: Swift settings are for Swift.)
for target in package.targets
where target.type != .system && target.type != .plugin && target.name != "CActionableAtomics" {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
