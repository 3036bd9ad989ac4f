import Actionable
import ActionableCodegen
import Foundation
import Testing
import UserNotifications

/// The registries the committed generated code was made from, and how.
enum Generated {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let outputDirectory = testsDirectory.appendingPathComponent("Generated").path

    /// One generated namespace: the category files (relative to the package root) and the generator's options.
    struct Configuration: Sendable, CustomTestStringConvertible {
        let paths: [String]
        let options: SwiftGenerator.Options
        var testDescription: String { options.namespace }

        /// The paths, absolute, as the build-tool plugin passes them.
        var absolutePaths: [String] { paths.map { Generated.packageRoot.appendingPathComponent($0).path } }

        /// The registry, loaded by the same loader the validator uses.
        func load() async throws -> LoadResult {
            try await CategoryLoader().load(paths: absolutePaths)
        }
    }

    static let app = Configuration(
        paths: ["Categories"], options: .init(namespace: "AppCategories", appResponses: true))
    static let everything = Configuration(
        paths: ["Tests/GeneratedCodeTests/Fixtures/everything"],
        options: .init(
            namespace: "EverythingCategories", accessLevel: .public, tableName: "Notifications",
            actionableConformances: true, appResponses: true))
    static let names = Configuration(
        paths: ["Tests/GeneratedCodeTests/Fixtures/names"],
        options: .init(
            namespace: "NameCategories", accessLevel: .package, developmentLanguage: "en", appResponses: true))

    /// `registered: false` and `title-at-run-time: true` (issue 24, item 11).
    static let runTime = Configuration(
        paths: ["Tests/GeneratedCodeTests/Fixtures/runtime"],
        options: .init(namespace: "RunTimeCategories", appResponses: true))

    /// What `actionable-import swift` made of `ImportedApp/` (issue 26): the round trip.
    static let imported = Configuration(
        paths: ["Tests/GeneratedCodeTests/Fixtures/imported"], options: .init(namespace: "ImportedCategories"))

    static let all = [app, everything, names, runTime, imported]
}

/// Compares what generated code registers with the YAML it came from, key by key.
enum RegistrationComparison {
    static func expectEqual(
        _ registered: UNNotificationCategory, _ category: NotificationCategory, developmentLanguage: String?,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        func text(_ value: LocalizedText?) -> String {
            guard let value else { return "" }
            return developmentLanguage.flatMap { value.exactValue(for: $0) } ?? value.defaultValue
        }
        #expect(registered.identifier == category.identifier, sourceLocation: sourceLocation)
        #expect(registered.intentIdentifiers == category.intentIdentifiers, sourceLocation: sourceLocation)
        #expect(
            registered.hiddenPreviewsBodyPlaceholder == text(category.hiddenPreviewsBodyPlaceholder),
            sourceLocation: sourceLocation)
        #expect(registered.categorySummaryFormat == text(category.summaryFormat), sourceLocation: sourceLocation)
        var options: UNNotificationCategoryOptions = []
        if category.options.contains(.customDismissAction) { options.insert(.customDismissAction) }
        if category.options.contains(.allowInCarPlay) { options.insert(.allowInCarPlay) }
        if category.options.contains(.hiddenPreviewsShowTitle) { options.insert(.hiddenPreviewsShowTitle) }
        if category.options.contains(.hiddenPreviewsShowSubtitle) { options.insert(.hiddenPreviewsShowSubtitle) }
        if category.options.contains(.allowAnnouncement) {
            options.insert(UNNotificationCategoryOptions(rawValue: 1 << 4))
        }
        #expect(registered.options == options, "options of \(category.identifier)", sourceLocation: sourceLocation)
        #expect(
            registered.actions.map(\.identifier) == category.actions.map(\.identifier), sourceLocation: sourceLocation)
        for (action, declared) in zip(registered.actions, category.actions) {
            #expect(action.title == text(declared.title), sourceLocation: sourceLocation)
            var actionOptions: UNNotificationActionOptions = []
            if declared.activation == .foreground { actionOptions.insert(.foreground) }
            if declared.isDestructive { actionOptions.insert(.destructive) }
            if declared.declaredAuthenticationRequired == true { actionOptions.insert(.authenticationRequired) }
            #expect(
                action.options == actionOptions, "options of \(declared.identifier)", sourceLocation: sourceLocation)
            switch declared.icon {
            case .system(let name):
                #expect(action.icon?.standInKind == .systemImage, sourceLocation: sourceLocation)
                #expect(action.icon?.standInImageName == name, sourceLocation: sourceLocation)
            case .template(let name):
                #expect(action.icon?.standInKind == .templateImage, sourceLocation: sourceLocation)
                #expect(action.icon?.standInImageName == name, sourceLocation: sourceLocation)
            case nil:
                #expect(action.icon == nil, sourceLocation: sourceLocation)
            }
            if let input = declared.textInput {
                let textAction = action as? UNTextInputNotificationAction
                #expect(
                    textAction != nil, "\(declared.identifier) is a text-input action", sourceLocation: sourceLocation)
                #expect(textAction?.textInputButtonTitle == text(input.buttonTitle), sourceLocation: sourceLocation)
                #expect(textAction?.textInputPlaceholder == text(input.placeholder), sourceLocation: sourceLocation)
            } else {
                #expect(!(action is UNTextInputNotificationAction), sourceLocation: sourceLocation)
            }
        }
    }
}

/// Intents' constant, which the imported app's code names (`INSendMessageIntentIdentifier`); the Intents framework
/// is not on Linux, and the importer knows the value without it.
// swift-format-ignore: AlwaysUseLowerCamelCase
let INSendMessageIntentIdentifier = "INSendMessageIntent"

/// The toolchain's compiler, for tests that compile generated code as an app would.
enum Compiler {
    /// Runs `swiftc` with `arguments`: its exit status and everything it printed.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
