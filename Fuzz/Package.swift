// swift-tools-version:6.1
import PackageDescription

// libFuzzer harnesses for the parsers of untrusted bytes. A package of its own, like Benchmarks/, because a harness
// has no `main` of its own (libFuzzer's is linked in by `--sanitize=fuzzer`), so the main package's `swift build`
// could not link it. Build and run one with `scripts/fuzz.sh TARGET SECONDS`; CONTRIBUTING "Fuzzing" says more.
//
// Every harness here is built in release by one `swift build` (scripts/fuzz.sh build). The auditor's harness, which
// links swift-syntax, is the package in Auditor/: an instrumented release build of swift-syntax takes over 25 minutes
// on two cores, so that one is built in debug, and on its own so that this package's build never compiles it.

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ActionableFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        // No trait: ActionableImport (Objective-C, plists, strings) needs none, and nothing here reads Swift.
        .package(name: "Actionable", path: "..")
    ],
    targets: [
        // Category file bytes -> located models and diagnostics, rendered in every report format.
        .executableTarget(
            name: "FuzzCategoryLoader",
            dependencies: [.product(name: "Actionable", package: "Actionable")],
            swiftSettings: strictSettings
        ),
        // Push payload bytes -> the located JSON reader and the payload checker, for every push type.
        .executableTarget(
            name: "FuzzPayloadChecker",
            dependencies: [.product(name: "Actionable", package: "Actionable")],
            swiftSettings: strictSettings
        ),
        // `.actionable.yml` bytes -> Configuration and its located problems.
        .executableTarget(
            name: "FuzzConfiguration",
            dependencies: [.product(name: "Actionable", package: "Actionable")],
            swiftSettings: strictSettings
        ),
        // HTTP request body -> ActionResponse, as the endpoint decodes it, then App Clip routing of its
        // target-content-id.
        .executableTarget(
            name: "FuzzActionResponse",
            // ActionResponse is the runtime's (the endpoint decodes it there); no trait: the endpoint's HTTP core is
            // not compiled, the decoder is.
            dependencies: [.product(name: "ActionableRuntime", package: "Actionable")],
            swiftSettings: strictSettings
        ),
        // What `actionable-import` reads: Objective-C, plists, .strings and String Catalogs -> categories and the
        // YAML written from them, read back by the loader.
        .executableTarget(
            name: "FuzzImporter",
            dependencies: [
                .product(name: "ActionableImport", package: "Actionable"),
                .product(name: "Actionable", package: "Actionable"),
            ],
            swiftSettings: strictSettings
        ),
        // A push subscription's JSON, as a site's server receives it from a browser -> its endpoint and keys, and
        // base64url of the same bytes.
        .executableTarget(
            name: "FuzzWebPushSubscription",
            dependencies: [.product(name: "Actionable", package: "Actionable")],
            swiftSettings: strictSettings
        ),
        // An outbox file's bytes -> Outbox.Entry, as the app reads them at launch, and back.
        .executableTarget(
            name: "FuzzOutbox",
            dependencies: [.product(name: "ActionableApp", package: "Actionable")],
            swiftSettings: strictSettings
        ),
    ]
)
