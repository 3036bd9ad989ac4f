import Actionable
import Testing

@testable import ActionableImport

@Suite struct ImportYAMLWriterTests {
    static let here = ImportLocation(file: "App/Setup.swift", line: 3, column: 5)

    /// Titles that YAML would read as something else, or that need escapes, come back from the loader unchanged.
    @Test(arguments: [
        "Accept", "yes", "No", "null", "~", "3", "-1", ".5", "1_000", "%u more messages", "Reply: now", "a #b",
        "#1", "- x", "[x]", "x, y", "{x}", "\"quoted\"", "it's", "back\\slash", " padded ", "tab\there",
        "line\nbreak", "@home", "*star", "&amp", "!bang", "|pipe", ">gt", "?q", "`tick`", "日本語", "é", "x:",
        "control\u{7}", "\u{FEFF}bom", "Ends with colon:", "ok-dash", "non\u{FFFF}character", "\u{FFFE}", "nel\u{85}",
        "line\u{2028}separator", "emoji 😀",
    ])
    func scalarsReadBackAsWritten(title: String) {
        let category = ImportedCategory(
            identifier: "C",
            actions: [ImportedAction(identifier: "A", title: .literal(title), location: Self.here)],
            location: Self.here)
        let yaml = ImportYAMLWriter(command: "test").write(ImportResult(categories: [category], files: ["x"]))
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.registry.categories.first?.actions.first?.title.defaultValue == title, "\(yaml)")
        #expect(
            !loaded.diagnostics.contains {
                $0.code == .yamlSyntax || $0.code == .typeMismatch || $0.code == .invalidValue
            }, "\(yaml)")
    }

    @Test func notesSitAboveTheirKeysWithTheSourceLine() {
        var action = ImportedAction(identifier: "CALL_BACK", title: nil, foreground: true, location: Self.here)
        action.notes = [
            ImportNote(key: "title", "the title is computed at run time: `name(for: contact)`", at: Self.here)
        ]
        let category = ImportedCategory(identifier: "CALLS", actions: [action], location: Self.here)
        let yaml = ImportYAMLWriter(command: "actionable-import swift App").write(
            ImportResult(categories: [category], files: ["App/Setup.swift"]))
        let lines = yaml.split(separator: "\n").map(String.init)
        let note = lines.firstIndex { $0.contains("# import: the title is computed at run time") }
        let title = lines.firstIndex { $0.contains("title-at-run-time: true") }
        #expect(note != nil && title == note.map { $0 + 1 }, "\(yaml)")
        #expect(lines[note ?? 0].hasSuffix("(App/Setup.swift:3)"))
        #expect(lines.first == "# Imported by `actionable-import swift App` from:")
        #expect(lines.contains("  - identifier: CALLS   # App/Setup.swift:3"))
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0)
        #expect(loaded.registry.categories.first?.actions.first?.isTitleSetAtRunTime == true)
    }

    /// A comment (a translator's, a note, a path in the header) with characters YAML refuses still reads back:
    /// found by `FuzzImporter` (a .strings comment holding U+FFFF).
    @Test func commentsHoldOnlyWhatYAMLAccepts() {
        let odd = "a\u{FFFF}b\u{FFFE}c\u{7}d\u{2028}e\u{FEFF}f\u{85}g"
        var action = ImportedAction(
            identifier: "A", title: ImportedText(value: "T", key: "k", comment: odd), location: Self.here)
        action.notes = [ImportNote(key: "title", odd, at: ImportLocation(file: odd, line: 1, column: 1))]
        let category = ImportedCategory(identifier: "C", actions: [action], location: Self.here)
        let yaml = ImportYAMLWriter(command: odd).write(ImportResult(categories: [category], files: [odd]))
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0, "\(loaded.diagnostics)")
        #expect(loaded.registry.categories.first?.actions.first?.title.defaultValue == "T")
    }
}
