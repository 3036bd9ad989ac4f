// swift-tools-version:6.1
import PackageDescription

// A package of its own, so `swift test` in the main package never builds ordo-one/benchmark.
// Run it with `Benchmarks/run.sh`, which generates the corpus and prints the summary.
//
// ordo-one/benchmark needs the "MallocInterposer" trait named explicitly here: naming the traits turns off its
// default "RuntimeInterposer" trait, whose package is not available on these machines.

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// The AppSide benchmark compiles the code `actionable generate swift --app-responses` writes, which is all under
// `#if canImport(UserNotifications)`. Linux has no UserNotifications: there it uses the main package's stand-in
// module (the `ActionableUserNotificationsStandIn` product, Linux only, imported as UserNotifications through
// `-module-alias`); Apple platforms have the real framework.
#if canImport(Darwin)
    let userNotifications: [Target.Dependency] = []
    let userNotificationsSettings: [SwiftSetting] = []
#else
    let userNotifications: [Target.Dependency] = [
        .product(name: "ActionableUserNotificationsStandIn", package: "Actionable")
    ]
    // SwiftPM's `moduleAliases:` does not rename the module of a product's own target, so the compiler's alias it is.
    let userNotificationsSettings: [SwiftSetting] = [
        .unsafeFlags(["-module-alias", "UserNotifications=ActionableUserNotificationsStandIn"])
    ]
#endif

let package = Package(
    name: "ActionableBenchmarks",
    dependencies: [
        // The endpoint is behind the main package's HTTP trait (Hummingbird) and Vapor trait (Vapor), off by default;
        // Benchmarks/http/run.sh also builds the main package's `actionable-example-server` here, whose `serve` needs
        // HTTP and Postgres (and Vapor for `--adapter vapor`): one release build of every dependency for all its rows,
        // in this package's .build rather than the main package's.
        .package(name: "Actionable", path: "..", traits: ["HTTP", "Postgres", "Vapor"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The hand-written SQL floor of Benchmarks/http/run.sh's PostgreSQL rows (SQLFloorServer); the version the main
        // package's Postgres trait uses.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // The Vapor rows of Benchmarks/http/run.sh (BareVaporServer, NoopServer --adapter vapor); the version the main
        // package's Vapor trait uses.
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        // The system libyaml, for the baseline scan that uses no code of Actionable.
        .systemLibrary(name: "CYAML", path: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // run.sh's corpus: ActionableTesting's CategoryCorpus written to disk. Not under Benchmarks/Benchmarks/, where
        // ordo-one's plugin would take it for a benchmark.
        // The registry, response and task start both dispatch benchmarks use.
        .target(
            name: "DispatchFixtures",
            dependencies: [.product(name: "Actionable", package: "Actionable")],
            path: "DispatchFixtures",
            swiftSettings: strictSettings
        ),
        // DispatchThroughput's dispatches in a plain loop, for a profiler (valgrind --tool=callgrind, perf).
        .executableTarget(
            name: "DispatchProfile",
            dependencies: [
                "DispatchFixtures",
                .product(name: "Actionable", package: "Actionable"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/DispatchProfile",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "GenerateCorpus",
            dependencies: [.product(name: "ActionableTesting", package: "Actionable")],
            path: "Corpus",
            swiftSettings: strictSettings
        ),
        // The baseline of Benchmarks/http/run.sh: a bare Hummingbird endpoint, measured in the same run as
        // `actionable-example-server serve`. Not under Benchmarks/Benchmarks/: ordo-one's plugin takes every executable target
        // whose folder sits in a folder named "Benchmarks" for a benchmark, and would start this server.
        .executableTarget(
            name: "BareServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "http/BareServer",
            swiftSettings: strictSettings
        ),
        // Benchmarks/http/run.sh's Vapor baseline ("bare-vapor", "bare-vapor-logged"): BareServer's twin on Vapor,
        // configured as `serve --adapter vapor` configures its application.
        .executableTarget(
            name: "BareVaporServer",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Vapor", package: "vapor"),
            ],
            path: "http/BareVaporServer",
            swiftSettings: strictSettings
        ),
        // The "ours" rows of Benchmarks/http/run.sh: the endpoint with HMAC, the in-memory store and a no-op handler, on
        // Hummingbird ("noop") or, with --adapter vapor, on Vapor ("noop-vapor").
        .executableTarget(
            name: "NoopServer",
            dependencies: [
                .product(name: "Actionable", package: "Actionable"),
                .product(name: "ActionableHummingbird", package: "Actionable"),
                .product(name: "ActionableVapor", package: "Actionable"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Vapor", package: "vapor"),
            ],
            path: "http/NoopServer",
            swiftSettings: strictSettings
        ),
        // The floor of Benchmarks/http/run.sh's PostgreSQL rows (HTTP_BENCH_POSTGRES=1): a bare Hummingbird endpoint
        // that runs by hand the SQL an idempotent handler needs (claim, write, answer) on a PostgresClient; no code of
        // Actionable.
        .executableTarget(
            name: "SQLFloorServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "http/SQLFloorServer",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "CategoryLoading",
            dependencies: [
                "CYAML",
                .product(name: "Actionable", package: "Actionable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CategoryLoading",
            swiftSettings: strictSettings,
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "DispatchThroughput",
            dependencies: [
                "DispatchFixtures",
                .product(name: "Actionable", package: "Actionable"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/DispatchThroughput",
            swiftSettings: strictSettings,
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "PayloadChecking",
            dependencies: [
                .product(name: "Actionable", package: "Actionable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PayloadChecking",
            swiftSettings: strictSettings,
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // Issue 21: the app side of a tap. Routing a tap through the generated typed `Response` and `Handlers` vs a
        // hand-written switch on identifier strings; forwarding one tap with `ActionForwarder` vs a bare URLSession
        // POST to the same in-process Hummingbird server. Generated/ is `actionable generate swift` output, committed.
        .executableTarget(
            name: "AppSide",
            dependencies: [
                .product(name: "ActionableApp", package: "Actionable"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ] + userNotifications,
            path: "Benchmarks/AppSide",
            // The categories and the routing code come from Categories/ at build time, as an app gets them.
            exclude: ["actionable-codegen.json"],
            swiftSettings: strictSettings + userNotificationsSettings,
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
                .plugin(name: "ActionableCodegenPlugin", package: "Actionable"),
            ]
        ),
    ]
)
