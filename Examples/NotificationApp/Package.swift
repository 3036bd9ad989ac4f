// swift-tools-version:6.1
import PackageDescription

// An app's side of a tap, as a package: the AppNotifications module gets its notification categories from the
// repository's Categories/ through the build-tool plugin (plain generated Swift: the UNNotificationCategory set,
// typed responses, handler protocols, the notification delegate) and links ActionableApp, the Foundation-only
// runtime that calls iOS's completion once and forwards taps to the service. Nothing here links libyaml or NIO.
//
// On Linux, where there is no UserNotifications, the repository's test stand-in for it takes its place, imported as
// `UserNotifications` through a module alias (its target has the project's name, so it collides with no one's), so
// the example builds and forwards a simulated tap to the example server. On Apple platforms the stand-in does not
// exist. No trait is named: the app resolves Actionable, swift-argument-parser, swift-log and swift-metrics only.
var appDependencies: [Target.Dependency] = [.product(name: "ActionableApp", package: "Actionable")]
#if !canImport(Darwin)
    appDependencies.append(
        .product(
            name: "ActionableUserNotificationsStandIn", package: "Actionable",
            moduleAliases: ["ActionableUserNotificationsStandIn": "UserNotifications"]))
#endif

let package = Package(
    name: "NotificationApp",
    platforms: [.macOS(.v15), .iOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    // `name:` keeps the identity `Actionable` whatever the clone's directory is called.
    dependencies: [.package(name: "Actionable", path: "../..")],
    targets: [
        .target(
            name: "AppNotifications",
            dependencies: appDependencies,
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
