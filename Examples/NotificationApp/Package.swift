// swift-tools-version:6.1
import PackageDescription

// An app's side of a tap, as a package: the AppNotifications module gets its notification categories from the
// repository's Categories/ through the build-tool plugin (plain generated Swift: the UNNotificationCategory set,
// typed responses, handler protocols, the notification delegate) and links ActionableApp, the Foundation-only
// runtime that calls iOS's completion once and forwards taps to the service. Nothing here links libyaml or NIO.
//
// On Linux, where there is no UserNotifications, the repository's test stand-in for it takes its place, so the
// example builds and forwards a simulated tap to the example server.
var appDependencies: [Target.Dependency] = [.product(name: "ActionableApp", package: "Actionable")]
#if !canImport(Darwin)
    appDependencies.append(.product(name: "UserNotificationsStandIn", package: "Actionable"))
#endif

let package = Package(
    name: "NotificationApp",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
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
