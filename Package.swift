// swift-tools-version:6.0
import PackageDescription

// One set of strict settings for every Swift target (swift-log, hummingbird do the same).
// CI adds `-Xswiftc -warnings-as-errors` on top.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Actionable",
    products: [
        .library(name: "Actionable", targets: ["Actionable"]),
        .executable(name: "actionable", targets: ["ActionableCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "ActionableYAML", dependencies: ["CLibYAML"]),
        .target(name: "Actionable", dependencies: ["ActionableYAML"]),
        .executableTarget(
            name: "ActionableCLI",
            dependencies: [
                "Actionable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ActionableYAMLTests", dependencies: ["ActionableYAML"]),
        .testTarget(
            name: "ActionableTests",
            dependencies: ["Actionable"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ActionableCLITests",
            dependencies: ["ActionableCLI", "Actionable"],
            exclude: ["Golden"]
        ),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
