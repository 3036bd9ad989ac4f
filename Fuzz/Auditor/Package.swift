// swift-tools-version:6.1
import PackageDescription

// The libFuzzer harness of `actionable-import audit`, a package of its own beside ../Package.swift's harnesses because
// it links swift-syntax (the Import trait): scripts/fuzz.sh builds it in debug, since swift-syntax instrumented in
// release takes over 25 minutes on two cores, and keeping it apart lets the other harnesses build in release in one
// `swift build` that never compiles swift-syntax.

let package = Package(
    name: "ActionableFuzzAuditor",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The Import trait: the harness reads Swift with swift-syntax.
        .package(name: "Actionable", path: "../..", traits: ["Import"])
    ],
    targets: [
        // `actionable-import audit`: Swift and Objective-C bytes -> both auditors and the cross-file rules, the
        // report in every format.
        .executableTarget(
            name: "FuzzAuditor",
            dependencies: [
                .product(name: "ActionableImportSwift", package: "Actionable"),
                .product(name: "ActionableImport", package: "Actionable"),
                .product(name: "Actionable", package: "Actionable"),
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        )
    ]
)
