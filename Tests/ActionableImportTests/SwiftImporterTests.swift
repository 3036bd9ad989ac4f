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
        SwiftImporter.importSources(
            try sources(["NotificationIdentifiers.swift", "NotificationSetup.swift", "Strings.swift"])
        ).notingTextsWithoutValue()
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
