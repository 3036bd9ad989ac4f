// swift-tools-version:6.1
import PackageDescription

// An app's side of a tap, as a package: the AppNotifications module gets its notification categories from the
// repository's Categories/ through the build-tool plugin (plain generated Swift: the UNNotificationCategory set,
// typed responses, handler protocols, the notification delegate) and links ActionableApp, the Foundation-only
// runtime that calls iOS's completion once and forwards taps to the service. Nothing here links libyaml or NIO.
//
// On Linux, where there is no UserNotifications, the repository's test stand-in for it takes its place, imported as
// `UserNotifications` through `-module-alias` (its target has the project's name, so it collides with no one's; SwiftPM's
// `moduleAliases:` renames only a product's non-root modules, so it does not apply here), so the example builds and
// forwards a simulated tap to the example server. On Apple platforms the stand-in does not exist. No trait is named:
// the app resolves Actionable, swift-argument-parser, swift-log and swift-metrics only.
var appDependencies: [Target.Dependency] = [.product(name: "ActionableApp", package: "Actionable")]
var appSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]
#if !canImport(Darwin)
    appDependencies.append(.product(name: "ActionableUserNotificationsStandIn", package: "Actionable"))
    appSettings.append(.unsafeFlags(["-module-alias", "UserNotifications=ActionableUserNotificationsStandIn"]))
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
            swiftSettings: appSettings,
            plugins: [.plugin(name: "ActionableCodegenPlugin", package: "Actionable")]
        ),
        .executableTarget(
            name: "notification-app",
            dependencies: ["AppNotifications"],
            swiftSettings: appSettings
        ),
    ]
)
