import Actionable
import ActionableImportSwift
import Foundation
import Testing

@testable import ActionableImport

/// The inputs that once broke `FuzzImporter` (`Fuzz/Regressions/FuzzImporter/`), replayed as the harness does:
/// the first byte picks the reader, and the YAML written from what it found must read back.
@Suite struct ImportFuzzRegressionTests {
    static let directory = SwiftImporterTests.packageRoot.appendingPathComponent("Fuzz/Regressions/FuzzImporter")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(arguments: inputs)
    func theWrittenYAMLReadsBack(name: String) throws {
        let input = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        guard let selector = input.first else { return }
        let bytes = Array(input.dropFirst())
        let result: ImportResult
        switch selector % 3 {
        case 0: result = ObjectiveCImporter.importSources([ImportSource(path: "fuzz.m", bytes: bytes)])
        case 1: result = PlistImporter.importSources([ImportSource(path: "fuzz.plist", bytes: bytes)])
        default:
            let sample = ImportResult.probing(keys: ImportResult.probedKeys)
            let tables = LocalizationTables.reading(
                [
                    ImportSource(path: "en.lproj/Localizable.strings", bytes: bytes),
                    ImportSource(path: "Localizable.xcstrings", bytes: bytes),
                ], developmentLanguage: "en")
            result = sample.resolvingTranslations(with: tables.tables, developmentLanguage: "en")
        }
        let yaml = ImportYAMLWriter(command: "actionable-import fuzz").write(result.notingTextsWithoutValue())
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        // An empty value the writer leaves on purpose (actions it could not follow) is the one type mismatch allowed.
        let placeholders = ImportYAMLWriter.placeholderLines(in: yaml)
        let broken = loaded.diagnostics.filter {
            [.yamlSyntax, .typeMismatch, .unknownKey, .notUTF8, .duplicateKey].contains($0.code)
                && !($0.code == .typeMismatch && placeholders.contains($0.location.line))
        }
        #expect(broken.isEmpty, "\(broken)\n\(yaml)")
    }
    static let auditorDirectory = SwiftImporterTests.packageRoot.appendingPathComponent("Fuzz/Regressions/FuzzAuditor")

    static var auditorInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: auditorDirectory.path)) ?? []).sorted()
    }

    /// The inputs that once broke `FuzzAuditor`, replayed as the harness does (the first byte picks Swift,
    /// Objective-C or both, and the language mode): no crash, and every finding and place not followed is in a file
    /// it read.
    @Test(arguments: auditorInputs)
    func theAuditorReadsItsFindingsBack(name: String) throws {
        let input = [UInt8](try Data(contentsOf: Self.auditorDirectory.appendingPathComponent(name)))
        let (sources, languageMode) = try #require(AppAudit.fuzzInput(input))
        let (imported, facts) = AppAudit.read(sources, languageMode: languageMode)
        let report = AppAudit.audit(facts, imported: imported, sources: sources)
        let paths = Set(sources.map(\.path))
        for diagnostic in report.diagnostics { #expect(paths.contains(diagnostic.location.file), "\(diagnostic)") }
        for note in report.skipped { #expect(paths.contains(note.location.file), "\(note)") }
    }
}
