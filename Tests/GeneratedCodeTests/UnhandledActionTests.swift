import Actionable
import ActionableCodegen
import Foundation
import Testing

/// The compiler enforces on the phone what the coverage gate enforces on the service: the example app's handlers,
/// type-checked against the Swift generated from `Categories/` with one more action, do not compile, and the error
/// names the handler that misses it.
@Suite struct UnhandledActionTests {
    static let exampleSources = Generated.packageRoot.appendingPathComponent(
        "Examples/NotificationApp/Sources/AppNotifications")

    /// The modules the test binary was built with (ActionableApp, the UserNotifications stand-in).
    static var modules: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("Modules")
    }

    /// Generates the example's Swift (its `actionable-codegen.json` options) from `categories` and type-checks it
    /// with the example's own sources, as the app target compiles them.
    static func typecheckExample(
        categories: URL, defaultIsolation: String = "nonisolated"
    ) async throws -> (status: Int32, output: String) {
        let result = try await CategoryLoader().load(paths: [categories.path])
        #expect(!result.hasErrors)
        let generator = try SwiftGenerator(
            options: .init(namespace: "AppNotifications", accessLevel: .public, appResponses: true))
        let generated = temporaryDirectory()
        for file in generator.generate(result, paths: [categories.path]) { _ = try file.write(to: generated.path) }
        let sources =
            try FileManager.default.contentsOfDirectory(atPath: generated.path).map { generated.path + "/" + $0 }
            + FileManager.default.contentsOfDirectory(atPath: exampleSources.path)
            .filter { $0.hasSuffix(".swift") }.map { exampleSources.path + "/" + $0 }
        return try swiftc(
            [
                "-typecheck", "-swift-version", "6", "-default-isolation", defaultIsolation, "-module-name",
                "AppNotifications", "-parse-as-library",
                "-I", modules.path,
            ] + sources.sorted())
    }

    /// Runs `swiftc` with `arguments`: its exit status and everything it printed. The code it compiles imports the
    /// stand-in as `UserNotifications`, as this target does (Package.swift): the stand-in's module has the project's
    /// name, so that no app's graph can collide with it.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Compiler.swiftc(["-module-alias", "UserNotifications=ActionableUserNotificationsStandIn"] + arguments)
    }

    /// `Categories/` copied, with `REMIND_LATER` added to `CHAT_MESSAGE` when `addAction`.
    static func categories(addAction: Bool) throws -> URL {
        let copy = temporaryDirectory().appendingPathComponent("Categories")
        try FileManager.default.copyItem(at: Generated.packageRoot.appendingPathComponent("Categories"), to: copy)
        if addAction {
            let chat = copy.appendingPathComponent("chat.yaml")
            let text = try String(contentsOf: chat, encoding: .utf8)
            try (text + "      - identifier: REMIND_LATER\n        title: Remind Me Later\n").write(
                to: chat, atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// Xcode 26's new app targets default to the main actor; iOS calls the delegate on background threads, so the
    /// generated code must compile, and stay nonisolated, either way.
    @Test(
        "the example app compiles against the categories it handles, with and without main-actor default isolation",
        arguments: ["nonisolated", "MainActor"])
    func handledCompiles(defaultIsolation: String) async throws {
        let (status, output) = try await Self.typecheckExample(
            categories: try Self.categories(addAction: false), defaultIsolation: defaultIsolation)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    @Test("an action added to the YAML fails the example app's build, naming the handler and the missing method")
    func unhandledActionFails() async throws {
        let (status, output) = try await Self.typecheckExample(categories: try Self.categories(addAction: true))
        #expect(status != 0)
        #expect(
            output.contains(
                "error: type 'ChatHandler' does not conform to protocol 'AppNotifications.ChatMessage.Handler'"),
            "\(output)")
        #expect(output.contains("remindLater(context:)"), "\(output)")
    }
}
