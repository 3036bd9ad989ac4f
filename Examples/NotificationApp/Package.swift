// swift-tools-version:6.1
import PackageDescription

// An app-side package that gets its notification categories from the repository's Categories/ through the
// build-tool plugin: the AppNotifications module is plain generated Swift (Foundation, and UserNotifications on
// Apple platforms), with no dependency on Actionable or libyaml at run time.
let package = Package(
    name: "NotificationApp",
    // `name:` keeps the identity `Actionable` whatever the clone's directory is called.
    dependencies: [.package(name: "Actionable", path: "../..")],
    targets: [
        .target(
            name: "AppNotifications",
            // The category files are ../../Categories, named in actionable-codegen.json, which only the plugin reads.
            exclude: ["actionable-codegen.json"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "ActionableCodegenPlugin", package: "Actionable")]
        ),
        .executableTarget(
            name: "notification-app",
            dependencies: ["AppNotifications"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
