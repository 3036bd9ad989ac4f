import Actionable
import ActionableImportSwift
import ActionableTesting
import Foundation
import Testing

@testable import ActionableImport

/// The importer on notification code written the way large shipping apps write it (`Fixtures/field/`, one app slice
/// per directory, each with a hand-written `expected.yaml` of what the app registers). For each fixture and overall it
/// counts the fields the import got right, the ones it flagged for a human, and the ones it got silently wrong, which
/// must be none; and it checks that every construction and registration site in the files is accounted for.
@Suite struct FieldFixtureTests {
    static let root = SwiftImporterTests.packageRoot
    static let directory = "Tests/ActionableImportTests/Fixtures/field"
    static let goldens = "Tests/ActionableImportTests/Golden/field"

    static var fixtures: [String] {
        let url = root.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The fixture's source files, relative to the package, sorted.
    static func files(of fixture: String) -> [String] {
        let base = root.appendingPathComponent(directory + "/" + fixture)
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if [".swift", ".m", ".mm", ".h"].contains(where: { path.hasSuffix($0) }) {
                files.append(directory + "/" + fixture + "/" + path)
            }
        }
        return files.sorted()
    }

    /// What `actionable-import swift` and `objc` on the fixture give together, finished as the command finishes it.
    static func importFixture(_ fixture: String) throws -> ImportResult {
        let files = files(of: fixture)
        func read(_ paths: [String]) throws -> [ImportSource] {
            try paths.map { path in
                ImportSource(path: path, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(path))))
            }
        }
        let swift = try read(files.filter { $0.hasSuffix(".swift") })
        let objectiveC = try read(files.filter { !$0.hasSuffix(".swift") })
        var results: [ImportResult] = []
        if !objectiveC.isEmpty { results.append(ObjectiveCImporter.importSources(objectiveC)) }
        if !swift.isEmpty { results.append(SwiftImporter.importSources(swift)) }
        // A fixture with strings files is imported as `--strings <fixture>` imports it.
        let base = root.appendingPathComponent(directory + "/" + fixture).path
        guard hasStrings(base) else { return ImportResult.finishing(results) }
        let language = developmentLanguage(of: fixture)
        let strings = LocalizationTables.load(directory: base, developmentLanguage: language)
        return ImportResult.finishing(results, strings: strings, developmentLanguage: language)
    }

    /// The development language the fixture's files say, as `actionable-import` reads it; `en` when none does.
    static func developmentLanguage(of fixture: String) -> String {
        DevelopmentLanguage.detect(in: [root.appendingPathComponent(directory + "/" + fixture).path]).language ?? "en"
    }

    /// Whether `directory` holds an `.lproj` folder or a String Catalog.
    static func hasStrings(_ directory: String) -> Bool {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".lproj") || path.hasSuffix(".xcstrings") { return true }
        }
        return false
    }

    /// Every site the readers report is imported or listed for a human; and the readers report as many sites as a
    /// plain text search finds, so a call they do not see cannot go unnoticed either.
    @Test(arguments: fixtures) func everySiteIsAccountedFor(_ fixture: String) throws {
        let result = try Self.importFixture(fixture)
        for site in result.sites {
            #expect(
                result.outcome(of: site) != nil,
                "\(site.location): \(site.kind.rawValue) `\(site.excerpt)` is neither imported nor listed for a human")
        }
        var searched = 0
        for file in Self.files(of: fixture) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            searched += Self.textualSites(in: text, objectiveC: !file.hasSuffix(".swift"))
        }
        #expect(
            result.sites.count == searched, "the readers saw \(result.sites.count) sites, a text search \(searched)")
        #expect(!result.sites.isEmpty)
    }

    /// The older fixtures too: the round-trip app (Swift) and its Objective-C twin, whose every site is imported.
    @Test(arguments: [
        ("Tests/GeneratedCodeTests/ImportedApp", false), ("Tests/ActionableImportTests/Fixtures/objc", true),
    ])
    func theRoundTripAppsSitesAreAllImported(_ directory: String, _ objectiveC: Bool) throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent(directory).path
        )
        .filter { objectiveC ? $0.hasSuffix(".m") || $0.hasSuffix(".h") : $0.hasSuffix(".swift") }.sorted()
        let sources = try SwiftImporterTests.sources(names, in: directory)
        let result = ImportResult.finishing([
            objectiveC ? ObjectiveCImporter.importSources(sources) : SwiftImporter.importSources(sources)
        ])
        var searched = 0
        for source in sources { searched += Self.textualSites(in: source.text ?? "", objectiveC: objectiveC) }
        #expect(result.sites.count == searched)
        for site in result.sites {
            let outcome = result.outcome(of: site)
            #expect(outcome == .imported, "\(site.location): `\(site.excerpt)` is \(String(describing: outcome))")
        }
        #expect(result.looseNotes.isEmpty)
    }

    /// The sites a text search finds, outside comments: `UNNotificationCategory(`, `UNNotificationAction(`,
    /// `UNTextInputNotificationAction(`, `.setNotificationCategories(`, and their Objective-C sends.
    static func textualSites(in text: String, objectiveC: Bool) -> Int {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let comment = line.range(of: "//") else { return line }
            return line[..<comment.lowerBound]
        }.joined(separator: "\n")
        let patterns =
            objectiveC
            ? [
                "[UNNotificationCategory categoryWithIdentifier", "[UNNotificationAction actionWithIdentifier",
                "[UNTextInputNotificationAction actionWithIdentifier", "setNotificationCategories:",
            ]
            : [
                "UNNotificationCategory(", "UNNotificationAction(", "UNTextInputNotificationAction(",
                "setNotificationCategories(",
            ]
        return patterns.reduce(0) { $0 + code.components(separatedBy: $1).count - 1 }
    }

    /// Each fixture's output is committed (`UPDATE_GOLDEN=1` rewrites it), and reads back with no error.
    @Test(arguments: fixtures) func theFixtureImportsToItsGolden(_ fixture: String) throws {
        let result = try Self.importFixture(fixture)
        let yaml = ImportYAMLWriter(
            command: "actionable-import swift|objc \(Self.directory)/\(fixture)",
            developmentLanguage: Self.developmentLanguage(of: fixture)
        ).write(result)
        let path = Self.root.appendingPathComponent("\(Self.goldens)/\(fixture).yaml")
        if GoldenFiles.updating {
            try FileManager.default.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: path)
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == yaml)
        let loaded = CategoryLoader().load(yaml: yaml, file: fixture)
        // The one error the output may have: an `actions:` left empty because the importer could not follow them,
        // under the note that says so, which `validate` reports until someone writes them.
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(Set(errors.map(\.location.line)) == ImportYAMLWriter.placeholderLines(in: yaml), "\(errors)")
        #expect(errors.allSatisfy { $0.code == .typeMismatch }, "\(errors)")
    }

    /// The score of every fixture against its `expected.yaml`, committed as the table of `Golden/field/SCORE.md`
    /// (between its `score` markers; what follows them is written by hand): no field is silently wrong, and no
    /// fixture imports fewer categories or fields right than its floor in `Golden/field/FLOOR.txt`.
    @Test func nothingIsSilentlyWrong() throws {
        var table = [
            "| fixture | categories expected | imported | fields right | flagged for a human | silently wrong | sites"
                + " | floor (categories, fields) |",
            "|---|---|---|---|---|---|---|---|",
        ]
        var total = FieldScore()
        let floorPath = Self.root.appendingPathComponent("\(Self.goldens)/FLOOR.txt")
        var floors = try ImportFloor(text: String(contentsOf: floorPath, encoding: .utf8))
        for fixture in Self.fixtures {
            let result = try Self.importFixture(fixture)
            let expectedPath = Self.root.appendingPathComponent("\(Self.directory)/\(fixture)/expected.yaml")
            let expected = CategoryLoader().load(
                yaml: try String(contentsOf: expectedPath, encoding: .utf8), file: "expected.yaml")
            #expect(!expected.diagnostics.contains { $0.severity == .error }, "\(fixture): \(expected.diagnostics)")
            let yaml = ImportYAMLWriter(command: "import").write(result)
            let imported = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
            var score = FieldScore()
            score.compare(expected: expected.registry.categories, imported: imported.registry.categories, result)
            #expect(score.wrong.isEmpty, "\(fixture) is silently wrong in: \(score.wrong.joined(separator: "; "))")
            let floor = floors.floor(of: fixture)
            if let floor {
                let fewer =
                    "\(fixture) imports \(score.importedCategories) categories, fewer than its floor of"
                    + " \(floor.categories): a change to the importer must not import fewer from an app, unless"
                    + " the old output was wrong (then lower its line in FLOOR.txt by hand and say why)"
                #expect(score.importedCategories >= floor.categories, "\(fewer)")
                #expect(
                    score.right >= floor.fields,
                    "\(fixture) gets \(score.right) fields right, fewer than its floor of \(floor.fields) (FLOOR.txt)")
            } else {
                let missing =
                    "\(fixture) has no line in Golden/field/FLOOR.txt: add `\(fixture) CATEGORIES FIELDS` with its"
                    + " score, the least it may import from now on (UPDATE_GOLDEN=1 writes it)"
                Issue.record("\(missing)")
            }
            if GoldenFiles.updating { floors.raise(fixture, to: (score.importedCategories, score.right)) }
            let shown = floors.floor(of: fixture).map { "\($0.categories), \($0.fields)" } ?? "none"
            table.append(
                "| \(fixture) | \(score.expectedCategories) | \(score.importedCategories) | \(score.right) |"
                    + " \(score.flagged) | \(score.wrong.count) | \(result.sites.count) | \(shown) |")
            total.add(score)
            total.sites += result.sites.count
        }
        table.append(
            "| **all \(Self.fixtures.count)** | \(total.expectedCategories) | \(total.importedCategories) |"
                + " \(total.right) | \(total.flagged) | \(total.wrong.count) | \(total.sites) | |")
        let report = table.joined(separator: "\n") + "\n"
        let path = Self.root.appendingPathComponent("\(Self.goldens)/SCORE.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let begin = try #require(committed.range(of: "<!-- score:begin -->\n"))
        let end = try #require(committed.range(of: "<!-- score:end -->"))
        if GoldenFiles.updating {
            try Data(committed.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: report).utf8)
                .write(to: path)
            try Data(floors.text.utf8).write(to: floorPath)
        }
        #expect(String(committed[begin.upperBound..<end.lowerBound]) == report, "UPDATE_GOLDEN=1 rewrites it")
        #expect(Self.fixtures.count >= 12)
    }

    @Test("a floor is read, raised and never lowered; its comments are kept")
    func floorFile() throws {
        var floor = try ImportFloor(
            text: "# why\napp-a 3 40\napp-b 1 10  # lowered by hand: the old output was wrong\n")
        #expect(floor.floor(of: "app-a")?.categories == 3)
        #expect(floor.floor(of: "app-b")?.fields == 10)
        #expect(floor.floor(of: "app-c") == nil)
        floor.raise("app-a", to: (2, 45))
        floor.raise("app-b", to: (0, 5))
        floor.raise("app-c", to: (4, 4))
        #expect(
            floor.text
                == "# why\napp-a 3 45\napp-b 1 10  # lowered by hand: the old output was wrong\napp-c 4 4\n")
        #expect(throws: (any Error).self) { try ImportFloor(text: "app-a three 40\n") }
    }
}

/// `Golden/field/FLOOR.txt`: the least each field fixture may import, `fixture categories fields-right` a line, with
/// `#` comments. `UPDATE_GOLDEN=1` raises a line to the current score and never lowers one; lowering is done by hand,
/// with the reason after a `#`, when the old output was wrong.
struct ImportFloor {
    struct Line {
        var fixture: String?
        var categories = 0
        var fields = 0
        var comment: String
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var lines: [Line] = []

    init(text: String) throws {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            let hash = raw.firstIndex(of: "#")
            let code = hash.map { raw[..<$0] } ?? raw[...]
            let comment = hash.map { String(raw[$0...]) } ?? ""
            let words = code.split(separator: " ")
            if words.isEmpty {
                lines.append(Line(comment: String(raw)))
                continue
            }
            guard words.count == 3, let categories = Int(words[1]), let fields = Int(words[2]) else {
                throw Malformed(description: "FLOOR.txt: `\(raw)` is not `fixture categories fields`")
            }
            lines.append(
                Line(fixture: String(words[0]), categories: categories, fields: fields, comment: comment))
        }
    }

    func floor(of fixture: String) -> (categories: Int, fields: Int)? {
        lines.first { $0.fixture == fixture }.map { ($0.categories, $0.fields) }
    }

    mutating func raise(_ fixture: String, to score: (categories: Int, fields: Int)) {
        if let index = lines.firstIndex(where: { $0.fixture == fixture }) {
            lines[index].categories = max(lines[index].categories, score.categories)
            lines[index].fields = max(lines[index].fields, score.fields)
        } else {
            lines.append(Line(fixture: fixture, categories: score.categories, fields: score.fields, comment: ""))
        }
    }

    var text: String {
        lines.map { line in
            guard let fixture = line.fixture else { return line.comment }
            return "\(fixture) \(line.categories) \(line.fields)" + (line.comment.isEmpty ? "" : "  " + line.comment)
        }.joined(separator: "\n") + "\n"
    }
}

/// One fixture's import compared with what the app registers, field by field: a field that differs is flagged when a
/// note or diagnostic of the import is about it, and silently wrong otherwise.
struct FieldScore {
    var expectedCategories = 0
    var importedCategories = 0
    var right = 0
    var flagged = 0
    var wrong: [String] = []
    var sites = 0

    mutating func add(_ other: FieldScore) {
        expectedCategories += other.expectedCategories
        importedCategories += other.importedCategories
        right += other.right
        flagged += other.flagged
        wrong += other.wrong
    }

    private mutating func field(_ equal: Bool, _ name: String, noted: Bool) {
        if equal {
            right += 1
        } else if noted {
            flagged += 1
        } else {
            wrong.append(name)
        }
    }

    private static func text(_ text: LocalizedText?) -> [String?] {
        [text?.defaultValue, text?.localizationKey]
    }

    mutating func compare(
        expected: [NotificationCategory], imported: [NotificationCategory], _ result: ImportResult
    ) {
        expectedCategories = expected.count
        importedCategories = imported.count
        // What the import says outside any category: sites it could not follow, categories built at run time.
        let looseNoted =
            !result.looseNotes.isEmpty || result.diagnostics.contains { $0.code == .categoryAtRunTime }
        for want in expected {
            guard let got = imported.first(where: { $0.identifier == want.identifier }) else {
                field(false, "category \(want.identifier) is missing", noted: looseNoted)
                continue
            }
            right += 1
            let source = result.categories.first { $0.identifier == want.identifier }
            let notes = source?.notes ?? []
            func noted(_ key: String) -> Bool { notes.contains { $0.key == key || $0.key == nil } }
            field(got.options == want.options, "\(want.identifier).options", noted: noted("options"))
            field(
                got.intentIdentifiers == want.intentIdentifiers, "\(want.identifier).intent-identifiers",
                noted: noted("intent-identifiers"))
            field(
                Self.text(got.hiddenPreviewsBodyPlaceholder) == Self.text(want.hiddenPreviewsBodyPlaceholder),
                "\(want.identifier).hidden-previews-body-placeholder",
                noted: noted("hidden-previews-body-placeholder"))
            field(
                Self.text(got.summaryFormat) == Self.text(want.summaryFormat), "\(want.identifier).summary-format",
                noted: noted("summary-format"))
            for action in want.actions {
                let name = "\(want.identifier).\(action.identifier)"
                guard let other = got.actions.first(where: { $0.identifier == action.identifier }) else {
                    field(false, "\(name) is missing", noted: noted("actions") || looseNoted)
                    continue
                }
                right += 1
                let actionNotes = source?.actions.first { $0.identifier == action.identifier }?.notes ?? []
                func actionNoted(_ keys: String...) -> Bool {
                    actionNotes.contains { $0.key == nil || keys.contains($0.key ?? "") } || noted("actions")
                }
                let sameTitle =
                    other.isTitleSetAtRunTime || action.isTitleSetAtRunTime
                    ? other.isTitleSetAtRunTime == action.isTitleSetAtRunTime
                    : Self.text(other.title) == Self.text(action.title)
                field(sameTitle, "\(name).title", noted: actionNoted("title", "title-at-run-time"))
                field(other.activation == action.activation, "\(name).activation", noted: actionNoted("activation"))
                field(
                    other.isDestructive == action.isDestructive, "\(name).destructive",
                    noted: actionNoted("activation", "destructive"))
                field(
                    other.requiresAuthentication == action.requiresAuthentication, "\(name).authentication-required",
                    noted: actionNoted("activation", "authentication-required"))
                field(
                    Self.text(other.textInput?.buttonTitle) == Self.text(action.textInput?.buttonTitle)
                        && Self.text(other.textInput?.placeholder) == Self.text(action.textInput?.placeholder)
                        && other.isTextInput == action.isTextInput,
                    "\(name).text-input", noted: actionNoted("text-input", "button-title", "placeholder"))
                field(other.icon == action.icon, "\(name).icon", noted: actionNoted("icon"))
            }
            for action in got.actions where !want.actions.contains(where: { $0.identifier == action.identifier }) {
                field(false, "\(want.identifier).\(action.identifier) is not the app's", noted: noted("actions"))
            }
            field(
                got.actions.map(\.identifier)
                    == want.actions.map(\.identifier).filter { id in
                        got.actions.contains { $0.identifier == id }
                    }, "\(want.identifier): the order of the actions", noted: noted("actions"))
        }
        for category in imported where !expected.contains(where: { $0.identifier == category.identifier }) {
            let notes = result.categories.first { $0.identifier == category.identifier }?.notes ?? []
            field(false, "category \(category.identifier) is not the app's", noted: !notes.isEmpty)
        }
    }
}
