import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableImport

@Suite struct LocalizationTablesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let strings = fixtures.appendingPathComponent("strings").path
    static let broken = fixtures.appendingPathComponent("strings-broken").path

    static func loaded() -> (tables: LocalizationTables, diagnostics: [ImportDiagnostic]) {
        LocalizationTables.load(directory: strings, developmentLanguage: "en")
    }

    static func pairs(_ translations: [ImportedText.Translation]?) -> [String]? {
        translations?.map { "\($0.locale)=\($0.text)" }
    }

    @Test func translationsComeDevelopmentLanguageFirstThenSortedLocales() {
        let tables = Self.loaded().tables
        #expect(Self.pairs(tables.translations(forKey: "invite.accept", table: nil)) == ["en=Accept", "fr=Accepter"])
        #expect(
            Self.pairs(tables.translations(forKey: "invite.decline", table: "Localizable")) == [
                "en=Decline", "fr=Refuser",
            ])
        #expect(
            Self.pairs(tables.translations(forKey: "invite.summary", table: nil)) == [
                "en=%u more invitations", "fr=%u autres invitations",
            ])
        // en.lproj/Notifications.strings and Notifications.xcstrings make one table; de sorts before fr.
        #expect(
            Self.pairs(tables.translations(forKey: "order.track", table: "Notifications")) == [
                "en=Track Order", "de=Bestellung verfolgen", "fr=Suivre la commande",
            ])
        #expect(tables.translations(forKey: "order.track", table: nil) == nil)
        #expect(tables.translations(forKey: "nowhere", table: nil) == nil)
        #expect(
            Self.pairs(tables.translations(forKey: "ua_chat_reply", table: "UrbanAirship")) == [
                "en=Reply", "fr=Répondre",
            ])
    }

    @Test func baseCountsAsTheDevelopmentLanguageBehindItsOwnFolder() {
        let tables = Self.loaded().tables
        #expect(Self.pairs(tables.translations(forKey: "invite.later", table: nil)) == ["en=Later"])
        // en.lproj wins over Base.lproj.
        #expect(tables.translations(forKey: "invite.accept", table: nil)?.first?.text == "Accept")
    }

    @Test func utf16StringsReadWithEscapesAndComments() throws {
        let tables = Self.loaded().tables
        #expect(
            Self.pairs(tables.translations(forKey: "escapes", table: nil)) == [
                "en=Say \"hi\"\n\tthen étu00E9 \\ done", "fr=Dites « salut »",
            ])
        #expect(Self.pairs(tables.translations(forKey: "unquoted_key", table: nil)) == ["en=unquoted.value"])
        #expect(tables.comment(forKey: "invite.accept", table: nil) == "Button that accepts an invitation.")
        #expect(tables.comment(forKey: "escapes", table: nil) == nil)  // "No comment provided by engineer."
        let french = try #require(
            FileManager.default.contents(atPath: Self.strings + "/fr.lproj/Localizable.strings"))
        #expect(Array(french.prefix(2)) == [0xFF, 0xFE])
    }

    /// The reader and Foundation's `PropertyListSerialization` (what iOS uses) agree on every fixture.
    @Test(arguments: [
        "en.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "Base.lproj/Localizable.strings",
        "en.lproj/Notifications.strings", "en.lproj/UrbanAirship.strings", "fr.lproj/UrbanAirship.strings",
    ])
    func readerAgreesWithFoundation(file: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.strings + "/" + file))
        let entries = try StringsFileReader.read(Array(data)).get()
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String])
        var mine: [String: String] = [:]
        for entry in entries { mine[entry.key] = entry.value }
        #expect(mine == foundation)
    }

    @Test func catalogsGiveTheirUnitsAndNoteVariations() {
        let (tables, diagnostics) = Self.loaded()
        #expect(
            Self.pairs(tables.translations(forKey: "order.cancel", table: "Notifications")) == [
                "en=Cancel Order", "fr=Annuler la commande",
            ])
        // The English plural form is left out; the French string unit stays.
        #expect(Self.pairs(tables.translations(forKey: "order.count", table: "Notifications")) == ["fr=%lld commandes"])
        // A key with no source-language entry is its own text.
        #expect(Self.pairs(tables.translations(forKey: "Track later", table: "Notifications")) == ["en=Track later"])
        #expect(tables.comment(forKey: "order.cancel", table: "Notifications") == "Button that cancels the order.")
        #expect(
            diagnostics.map(\.description) == [
                "\(Self.strings)/Notifications.xcstrings:38:5: note: \"order.count\" has variations (plural or device"
                    + " forms) in en; a category text has one form, so that translation is not imported"
                    + " [missing-translation]"
            ])
    }

    @Test func brokenFilesAreErrorsAndTheRestLoads() {
        let (tables, diagnostics) = LocalizationTables.load(directory: Self.broken, developmentLanguage: "en")
        #expect(
            diagnostics.map(\.description) == [
                "\(Self.broken)/Broken.xcstrings:4:50: error: the String Catalog does not read: not valid JSON"
                    + " (Unescaped control character) [does-not-parse]",
                "\(Self.broken)/en.lproj/Localizable.strings:2:27: error: the strings file does not read: expected ';'"
                    + " after the entry \"invite.accept\" [does-not-parse]",
            ])
        #expect(Self.pairs(tables.translations(forKey: "invite.accept", table: nil)) == ["fr=Accepter"])
    }

    @Test(arguments: [
        ("\"a\" = \"x", 1, 7, "the string is not closed"),
        ("\"a\" = ;", 1, 7, "expected the value of \"a\", found ';'"),
        ("\n\n  \"a\" \"b\";", 3, 6, "expected ';' after the entry \"a\""),
        ("\"a\" = \"b\"; }", 1, 12, "expected a key, found '}'"),
        ("{ \"a\" = \"b\";", 1, 13, "the file ends before the closing brace"),
        ("\"a\" = \"b\";\n /* open", 2, 2, "the comment is not closed"),
    ])
    func strayInputPointsAtTheProblem(text: String, line: Int, column: Int, message: String) {
        #expect(
            StringsFileReader.read(Array(text.utf8))
                == .failure(StringsFileReader.Failure(message: message, line: line, column: column)))
    }

    @Test func hiddenFoldersAreSkippedAndTheFirstPathWins() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            ".build/App.bundle/en.lproj/Localizable.strings": "\"k\" = \"stale\";",
            "A/en.lproj/Localizable.strings": "\"k\" = \"from A\";",
            "B/en.lproj/Localizable.strings": "\"k\" = \"from B\"; \"only.b\" = \"B\";",
            "B/notes.strings": "\"only.outside.lproj\" = \"x\";",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let (tables, diagnostics) = LocalizationTables.load(directory: root.path, developmentLanguage: "en")
        #expect(diagnostics == [])
        #expect(Self.pairs(tables.translations(forKey: "k", table: nil)) == ["en=from A"])
        #expect(Self.pairs(tables.translations(forKey: "only.b", table: nil)) == ["en=B"])
        #expect(tables.translations(forKey: "only.outside.lproj", table: "notes") == nil)
    }

    /// Neither the files nor the source give the development-language text: iOS shows the key itself there, as
    /// `NSLocalizedString` returns it, so the key is that text; another locale's translation never is.
    @Test func aTextWithoutTheDevelopmentLanguageIsItsKeyThere() throws {
        let here = ImportLocation(file: "App/Setup.swift", line: 2, column: 1)
        let category = ImportedCategory(
            identifier: "ORDERS",
            hiddenPreviewsBodyPlaceholder: ImportedText(key: "order.count", table: "Notifications"),
            location: here)
        let result = ImportResult(categories: [category]).resolvingTranslations(
            with: Self.loaded().tables, developmentLanguage: "en")
        let resolved = try #require(result.categories.first)
        #expect(
            Self.pairs(resolved.hiddenPreviewsBodyPlaceholder?.translations) == ["en=order.count", "fr=%lld commandes"])
        #expect(
            resolved.notes.map { "\($0.key ?? "-"): \($0.message)" } == [
                "hidden-previews-body-placeholder: no strings file gives \"order.count\" in en, the development language"
                    + " (table Notifications): iOS shows the key itself there, so it is the en text; the other locales'"
                    + " entries are their translations"
            ])
        #expect(result.diagnostics == [])
        // With a default value in the source, that value is the development-language text, with no note.
        let valued = ImportedCategory(
            identifier: "ORDERS",
            hiddenPreviewsBodyPlaceholder: ImportedText(
                value: "%lld orders", key: "order.count", table: "Notifications"),
            location: here)
        let withValue = try #require(
            ImportResult(categories: [valued]).resolvingTranslations(
                with: Self.loaded().tables, developmentLanguage: "en"
            )
            .categories.first)
        #expect(
            Self.pairs(withValue.hiddenPreviewsBodyPlaceholder?.translations) == [
                "en=%lld orders", "fr=%lld commandes",
            ])
        #expect(withValue.notes.isEmpty)
    }

    /// The development language from the files that say it: an Info.plist's literal region first, then the project
    /// file (what `$(DEVELOPMENT_LANGUAGE)` stands for), then a String Catalog's source language.
    @Test func theDevelopmentLanguageIsReadFromTheApp() throws {
        let root = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let plist = { (region: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string></dict></plist>
            """
        }
        #expect(DevelopmentLanguage.detect(in: [root.path]).language == nil)
        try write("App/Localizable.xcstrings", #"{"sourceLanguage": "fr", "strings": {}, "version": "1.0"}"#)
        #expect(DevelopmentLanguage.detect(in: [root.path]).language == "fr")
        try write(
            "App.xcodeproj/project.pbxproj", "{ objects = { P = { isa = PBXProject; developmentRegion = de; }; }; }")
        #expect(DevelopmentLanguage.detect(in: [root.path]).language == "de")
        try write("App/Info.plist", plist("$(DEVELOPMENT_LANGUAGE)"))
        #expect(DevelopmentLanguage.detect(in: [root.path]).language == "de")
        try write("App/Info.plist", plist("English"))
        let found = DevelopmentLanguage.detect(in: [root.path])
        #expect(found.language == "en")
        #expect(
            found.disagreements.map(\.description) == [
                "developmentRegion of \(root.path)/App.xcodeproj/project.pbxproj",
                "sourceLanguage of \(root.path)/App/Localizable.xcstrings",
            ])
        // Build products and hidden folders are not the app's.
        try write(".build/x/Info.plist", plist("ja"))
        #expect(DevelopmentLanguage.detect(in: [root.path]).statements.count == 3)
    }

    @Test func aMissingDirectoryIsAnError() {
        let (_, diagnostics) = LocalizationTables.load(directory: "/nonexistent/strings", developmentLanguage: "en")
        #expect(
            diagnostics.map(\.description) == [
                "/nonexistent/strings:1:1: error: no such directory: the strings are looked for in a directory"
                    + " [does-not-parse]"
            ])
    }

    /// Every prefix of every fixture and random mutations: no trap, every problem located inside the file.
    @Test func truncatedAndMutatedStringsNeverCrash() throws {
        var random = SplitMix64(state: 20_261_127)
        let alphabet = Array("\"\\/*;={}Uu0 \n".utf8) + [0x00, 0x80, 0xC3, 0xFF, 0xFE]
        for file in ["en.lproj/Localizable.strings", "fr.lproj/Localizable.strings", "Notifications.xcstrings"] {
            let bytes = Array(try #require(FileManager.default.contents(atPath: Self.strings + "/" + file)))
            var inputs = stride(from: 0, through: bytes.count, by: 5).map { Array(bytes.prefix($0)) }
            for _ in 0..<150 {
                var mutated = bytes
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let index = Int.random(in: 0..<mutated.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: mutated[index] = alphabet.randomElement(using: &random) ?? 0
                    case 1: mutated.remove(at: index)
                    default: mutated.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                    }
                }
                inputs.append(mutated)
            }
            for input in inputs {
                var tables = LocalizationTables(developmentLanguage: "en")
                var diagnostics: [ImportDiagnostic] = []
                tables.add(path: "x/" + file, bytes: input, diagnostics: &diagnostics)
                let lines = input.count { $0 == UInt8(ascii: "\n") } + 1
                for diagnostic in diagnostics {
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines, "\(diagnostic)")
                    #expect(diagnostic.location.column >= 1)
                }
            }
        }
    }

    @Test func invalidUTF8IsLocated() {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        #expect(
            StringsFileReader.read(bytes)
                == .failure(
                    StringsFileReader.Failure(
                        message: "the file is not valid UTF-8 (a strings file is UTF-8, or UTF-16 with a byte order"
                            + " mark)", line: 2, column: 8)))
    }

    @Test func bigEndianUTF16AndSurrogatePairsRead() {
        let text = "\"smile\" = \"\\UD83D\\UDE00 ok\";"
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(
            (try? StringsFileReader.read(bytes).get())?.map(\.value) == ["😀 ok"])
    }

    @Test func loadingIsDeterministic() {
        let first = Self.loaded()
        let second = Self.loaded()
        #expect(first.diagnostics == second.diagnostics)
        for key in ["invite.accept", "order.track", "escapes"] {
            for table in [nil, "Notifications"] as [String?] {
                #expect(
                    first.tables.translations(forKey: key, table: table)
                        == second.tables.translations(forKey: key, table: table))
            }
        }
    }

    @Test func resolvingFillsTranslationsAndNotesMissingKeys() throws {
        let here = ImportLocation(file: "App/Setup.swift", line: 4, column: 9)
        let accept = ImportedAction(
            identifier: "ACCEPT", title: ImportedText(key: "invite.accept"), location: here)
        let track = ImportedAction(
            identifier: "TRACK", title: ImportedText(value: "Track", key: "order.track", table: "Notifications"),
            location: ImportLocation(file: "App/Setup.swift", line: 9, column: 9))
        let missing = ImportedAction(
            identifier: "LATER", title: ImportedText(value: "Later", key: "invite.snooze"),
            textInput: ImportedAction.TextInput(placeholder: ImportedText(key: "reply.placeholder")),
            location: ImportLocation(file: "App/Setup.swift", line: 12, column: 9))
        // A key whose development language no file gives: the source's value fills it.
        let count = ImportedText(value: "%u orders", key: "order.count", table: "Notifications")
        let category = ImportedCategory(
            identifier: "INVITE", actions: [accept, track, missing], summaryFormat: count, location: here)
        let result = ImportResult(categories: [category], files: ["App/Setup.swift"])
            .resolvingTranslations(with: Self.loaded().tables, developmentLanguage: "en")
        let resolved = try #require(result.categories.first)
        #expect(Self.pairs(resolved.actions[0].title?.translations) == ["en=Accept", "fr=Accepter"])
        #expect(resolved.actions[0].title?.comment == "Button that accepts an invitation.")
        #expect(
            Self.pairs(resolved.actions[1].title?.translations) == [
                "en=Track Order", "de=Bestellung verfolgen", "fr=Suivre la commande",
            ])
        #expect(Self.pairs(resolved.summaryFormat?.translations) == ["en=%u orders", "fr=%lld commandes"])
        #expect(resolved.actions[2].title?.translations == [])
        #expect(
            resolved.actions[2].notes.map { "\($0.key ?? "-"): \($0.message) @\($0.location)" } == [
                "title: no strings file has the key \"invite.snooze\" in table Localizable: iOS shows the default"
                    + " value \"Later\"; add its translations @App/Setup.swift:12:9",
                "placeholder: no strings file has the key \"reply.placeholder\" in table Localizable: iOS shows the"
                    + " key itself; add its translations @App/Setup.swift:12:9",
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "App/Setup.swift:12:9: warning: action INVITE.LATER: title key \"invite.snooze\" is in no strings file"
                    + " of table Localizable [missing-translation]",
                "App/Setup.swift:12:9: warning: action INVITE.LATER: placeholder key \"reply.placeholder\" is in no"
                    + " strings file of table Localizable [missing-translation]",
            ])
        let yaml = ImportYAMLWriter(command: "test").write(result)
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0, "\(yaml)\n\(loaded.diagnostics)")
        let title = loaded.registry.categories.first?.actions.first?.title
        #expect(title?.translations.map(\.locale) == ["en", "fr"])
        #expect(title?.localizationKey == "invite.accept")
    }
}
