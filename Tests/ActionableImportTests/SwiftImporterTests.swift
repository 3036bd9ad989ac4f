import Actionable
import ActionableImportSwift
import ActionableTesting
import Foundation
import Testing

@testable import ActionableImport

/// The Swift importer on an app's real-shaped code: `Tests/GeneratedCodeTests/ImportedApp/`, which the generated-code
/// tests also compile and run, so the round trip compares what it registers with what the imported YAML generates.
@Suite struct SwiftImporterTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let appDirectory = "Tests/GeneratedCodeTests/ImportedApp"
    static let golden = "Tests/GeneratedCodeTests/Fixtures/imported/imported.yaml"
    static let command = "actionable-import swift \(appDirectory)"

    static func sources(_ names: [String], in directory: String = appDirectory) throws -> [ImportSource] {
        try names.map { name in
            let path = directory + "/" + name
            let data = try Data(contentsOf: packageRoot.appendingPathComponent(path))
            return ImportSource(path: path, bytes: [UInt8](data))
        }
    }

    static func importApp() throws -> ImportResult {
        ImportResult.finishing([
            SwiftImporter.importSources(
                try sources(["NotificationIdentifiers.swift", "NotificationSetup.swift", "Strings.swift"]))
        ])
    }

    @Test func theAppImportsToTheCommittedYAML() throws {
        let result = try Self.importApp()
        let yaml = ImportYAMLWriter(command: Self.command).write(result)
        let path = Self.packageRoot.appendingPathComponent(Self.golden)
        if GoldenFiles.updating { try Data(yaml.utf8).write(to: path) }
        #expect(try String(contentsOf: path, encoding: .utf8) == yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let loaded = CategoryLoader().load(yaml: yaml, file: Self.golden)
        #expect(loaded.errorCount == 0, "\(loaded.diagnostics)")
    }
}

/// The same app written in Objective-C (`Fixtures/objc/`) imports to the same categories as its Swift version, but
/// for where things are: the two importers read one schema the same way.
@Suite struct CrossLanguageTests {
    /// A category with its locations and notes taken out.
    static func content(_ category: ImportedCategory) -> ImportedCategory {
        var category = category
        let nowhere = ImportLocation(file: "", line: 0, column: 0)
        category.location = nowhere
        category.notes = []
        category.actions = category.actions.map { action in
            var action = action
            action.location = nowhere
            action.notes = []
            return action
        }
        return category
    }

    @Test func objectiveCAndSwiftImportTheSameCategories() throws {
        let swift = try SwiftImporterTests.importApp()
        let objectiveC = ObjectiveCImporter.importSources(
            try SwiftImporterTests.sources(
                ["NotificationConstants.h", "NotificationConstants.m", "AppDelegate+Notifications.m"],
                in: "Tests/ActionableImportTests/Fixtures/objc"))
        #expect(objectiveC.diagnostics.isEmpty, "\(objectiveC.diagnostics)")
        let shared = objectiveC.categories.map(\.identifier)
        #expect(shared == ["INVITE_CATEGORY", "CHAT_MESSAGE", "ORDER_STATUS", "CALL_LOG"])
        for category in objectiveC.categories {
            guard var other = swift.categories.first(where: { $0.identifier == category.identifier }) else {
                Issue.record("\(category.identifier) is missing from the Swift import")
                continue
            }
            // One difference is by design: SwiftGen's accessor carries the fallback text and no comment, the
            // Objective-C macro the comment and no fallback. The key and table agree.
            if let track = other.actions.firstIndex(where: { $0.identifier == "TRACK_ORDER" }) {
                #expect(
                    other.actions[track].title
                        == ImportedText(value: "Track Order", key: "order.track", table: "Notifications"))
                other.actions[track].title = ImportedText(
                    key: "order.track", table: "Notifications", comment: "Button: track an order")
            }
            #expect(Self.content(other) == Self.content(category), "\(category.identifier)")
        }
    }
}
