import Actionable
import ActionableImport

// What `actionable-import` reads from an app's repository: Objective-C sources, Airship-style plists (XML and
// binary), .strings files (UTF-8 and UTF-16) and String Catalogs. The first byte chooses the reader, the rest is
// the file. Whatever the input, every diagnostic is located in the file it read, and the YAML written from what was
// found is YAML the validator's loader reads without a syntax, type or value error: an import never writes a file
// that `actionable validate` cannot read. No top-level state: this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let result: ImportResult
    switch selector % 3 {
    case 0:
        result = ObjectiveCImporter.importSources([ImportSource(path: "fuzz.m", bytes: bytes)])
    case 1:
        result = PlistImporter.importSources([ImportSource(path: "fuzz.plist", bytes: bytes)])
    default:
        let (tables, diagnostics) = LocalizationTables.reading(
            [
                ImportSource(path: "en.lproj/Localizable.strings", bytes: bytes),
                ImportSource(path: "Localizable.xcstrings", bytes: bytes),
            ], developmentLanguage: "en")
        for diagnostic in diagnostics {
            precondition(
                diagnostic.location.file.hasSuffix("strings") && diagnostic.location.line >= 1
                    && diagnostic.location.column >= 1, "a diagnostic out of place: \(diagnostic)")
        }
        result = Harness.sample.resolvingTranslations(with: tables, developmentLanguage: "en")
    }
    for diagnostic in result.diagnostics where selector % 3 != 2 {
        precondition(
            diagnostic.location.file == (selector % 3 == 0 ? "fuzz.m" : "fuzz.plist"),
            "a diagnostic names another file: \(diagnostic)")
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "not 1-based: \(diagnostic)")
    }
    // Every construction and registration site the reader saw is accounted for: imported, or a note with its reason.
    let finished = result.notingTextsWithoutValue().accountingForSites()
    for site in finished.sites {
        precondition(finished.outcome(of: site) != nil, "a site neither imported nor listed: \(site)")
        precondition(site.location.line >= 1 && site.location.column >= 1, "a site out of place: \(site)")
    }
    let yaml = ImportYAMLWriter(command: "actionable-import fuzz").write(finished)
    let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
    // The one type mismatch allowed: a value the writer leaves empty on purpose (actions it could not follow).
    let placeholders = ImportYAMLWriter.placeholderLines(in: yaml)
    for diagnostic in loaded.diagnostics
    where [.yamlSyntax, .typeMismatch, .unknownKey, .notUTF8, .duplicateKey].contains(diagnostic.code)
        && !(diagnostic.code == .typeMismatch && placeholders.contains(diagnostic.location.line))
    {
        preconditionFailure("the written YAML does not read back: \(diagnostic)\n\(yaml)")
    }
    return 0
}

enum Harness {
    /// A category whose texts are looked up in the fuzzed strings (built once, on first use).
    static let sample = ImportResult.probing(keys: ImportResult.probedKeys)
}
