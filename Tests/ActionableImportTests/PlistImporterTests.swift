import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableImport

@Suite struct PlistImporterTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = here.appendingPathComponent("Fixtures")

    /// A fixture as a source named relative to `Fixtures/`, so goldens and messages hold no machine's path.
    static func source(_ name: String) throws -> ImportSource {
        let data = try #require(FileManager.default.contents(atPath: fixtures.appendingPathComponent(name).path))
        return ImportSource(path: name, bytes: Array(data))
    }

    static func importing(_ text: String, path: String = "t.plist") -> ImportResult {
        PlistImporter.importSources([ImportSource(path: path, text: text)])
    }

    static func wrapped(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    static let file = "plist/NotificationCategories.plist"

    static func at(_ line: Int, _ column: Int, _ file: String = file) -> ImportLocation {
        ImportLocation(file: file, line: line, column: column)
    }

    // MARK: - The realistic file

    @Test func categoriesAndActionsComeInDocumentOrderWithTheirPlaces() throws {
        let result = PlistImporter.importSources([try Self.source(Self.file)])
        #expect(result.diagnostics == [])
        #expect(result.files == [Self.file])
        #expect(result.categories.map(\.identifier) == ["invite", "order_update", "chat_message"])
        #expect(result.categories.map(\.location) == [Self.at(6, 2), Self.at(39, 2), Self.at(70, 2)])
        #expect(
            result.categories.map { $0.actions.map(\.identifier) } == [
                ["accept", "decline", "maybe"], ["track", "cancel", "archive"], ["reply", "mute"],
            ])
        #expect(
            result.categories.flatMap { $0.actions.map(\.location) } == [
                Self.at(8, 3), Self.at(18, 3), Self.at(30, 3), Self.at(41, 3), Self.at(51, 3), Self.at(61, 3),
                Self.at(72, 3), Self.at(86, 3),
            ])
        let invite = result.categories[0]
        #expect(
            invite.actions.map(\.title) == [
                ImportedText(value: "Accept", key: "ua_invite_accept", table: "UrbanAirship"),
                ImportedText(value: "Decline", key: "ua_invite_decline", table: "UrbanAirship"),
                ImportedText(value: "Maybe & later", key: "ua_invite_maybe", table: "UrbanAirship"),
            ])
        #expect(invite.actions.map(\.foreground) == [true, false, false])
        #expect(invite.actions.map(\.destructive) == [false, true, false])
        let order = result.categories[1]
        #expect(order.actions.map(\.title) == [.literal("Track"), .literal("Cancel Order"), .literal("Archive")])
        #expect(order.actions.map(\.foreground) == [true, false, false])
        #expect(order.actions.map(\.destructive) == [false, true, false])
        #expect(order.actions.map(\.authenticationRequired) == [true, true, false])
        let chat = result.categories[2]
        #expect(chat.actions[0].title == ImportedText(value: "Reply", key: "ua_chat_reply", table: "UrbanAirship"))
        #expect(
            chat.actions[0].textInput
                == ImportedAction.TextInput(buttonTitle: .literal("Send"), placeholder: .literal("Type a message…")))
        #expect(chat.actions[1].title == .literal("Mute <1 hour>"))  // CDATA
        #expect(chat.actions[1].textInput == nil)
        #expect(result.categories.allSatisfy { $0.options.isEmpty && $0.intentIdentifiers.isEmpty && $0.registered })
        #expect(result.notes.isEmpty)
    }

    /// The YAML loads without errors and says what the plist says, read independently with Foundation.
    @Test func theYAMLSaysWhatThePlistSays() throws {
        let source = try Self.source(Self.file)
        let yaml = ImportYAMLWriter(command: "actionable-import plist \(Self.file)").write(
            PlistImporter.importSources([source]))
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0, "\(loaded.diagnostics)")
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil)
                as? [String: [[String: Any]]])
        let categories = loaded.registry.categories
        #expect(Set(categories.map(\.identifier)) == Set(plist.keys))
        for category in categories {
            let actions = try #require(plist[category.identifier])
            #expect(category.actions.map(\.identifier) == actions.map { $0["identifier"] as? String })
            for (action, definition) in zip(category.actions, actions) {
                #expect(action.title.defaultValue == definition["title"] as? String)
                #expect(action.title.localizationKey == definition["title_resource"] as? String)
                let foreground = definition["foreground"] as? Bool == true
                #expect(action.activation == (foreground ? .foreground : .background))
                #expect(action.isDestructive == (definition["destructive"] as? Bool == true))
                #expect(
                    (action.declaredAuthenticationRequired ?? false)
                        == (definition["authenticationRequired"] as? Bool == true))
                let textInput = definition["action_type"] as? String == "text_input"
                #expect(action.isTextInput == textInput)
                if textInput {
                    #expect(
                        action.textInput?.buttonTitle?.defaultValue == definition["text_input_button_title"] as? String)
                    #expect(
                        action.textInput?.placeholder?.defaultValue == definition["text_input_placeholder"] as? String)
                }
            }
        }
    }

    @Test func theYAMLWithTranslationsSaysWhatTheStringsSay() throws {
        let source = try Self.source(Self.file)
        let tables = LocalizationTables.load(
            directory: Self.fixtures.appendingPathComponent("strings").path, developmentLanguage: "en")
        let result = PlistImporter.importSources([source]).resolvingTranslations(
            with: tables.tables, developmentLanguage: "en")
        #expect(
            result.diagnostics.map(\.description) == [
                "plist/NotificationCategories.plist:30:3: warning: action invite.maybe: title key \"ua_invite_maybe\""
                    + " is in no strings file of table UrbanAirship [missing-translation]"
            ])
        let yaml = ImportYAMLWriter(command: "actionable-import plist --strings strings \(Self.file)").write(result)
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0, "\(loaded.diagnostics)")
        let titles = loaded.registry.categories.flatMap(\.actions).map(\.title)
        #expect(titles[0].translations.map { "\($0.locale)=\($0.value)" } == ["en=Accept", "fr=Accepter"])
        #expect(titles[1].translations.map { "\($0.locale)=\($0.value)" } == ["en=Decline", "fr=Refuser"])
        #expect(titles[2].translations.isEmpty && titles[2].defaultValue == "Maybe & later")
        #expect(titles[6].translations.map { "\($0.locale)=\($0.value)" } == ["en=Reply", "fr=Répondre"])
    }

    @Test(arguments: [false, true])
    func goldenYAML(withStrings: Bool) throws {
        var result = PlistImporter.importSources([try Self.source(Self.file)])
        var command = "actionable-import plist \(Self.file)"
        if withStrings {
            let tables = LocalizationTables.load(
                directory: Self.fixtures.appendingPathComponent("strings").path, developmentLanguage: "en")
            result = result.resolvingTranslations(with: tables.tables, developmentLanguage: "en")
            command = "actionable-import plist --strings strings \(Self.file)"
        }
        let yaml = ImportYAMLWriter(command: command).write(result)
        let golden = Self.here.appendingPathComponent("Golden").appendingPathComponent(
            withStrings ? "plist-strings.yaml" : "plist.yaml")
        if GoldenFiles.updating {
            try yaml.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: golden.path), "missing \(golden.path): run with UPDATE_GOLDEN=1")
        #expect(Array(yaml.utf8) == Array(expected), "\(yaml)")
    }

    // MARK: - Problems

    @Test func wrongTypesAreLocatedAndWhatCanBeImportedIs() throws {
        let file = "plist/WrongTypes.plist"
        let result = PlistImporter.importSources([try Self.source(file)])
        let prefix = "\(file):"
        #expect(
            result.diagnostics.map(\.description) == [
                prefix + "13:4: warning: action \"open\" of category \"alerts\": \"foreground\" is the string \"YES\","
                    + " not <true/> or <false/>: Airship reads it as false [does-not-parse]",
                prefix + "15:4: warning: action \"open\" of category \"alerts\": \"destructive\" is the integer 1;"
                    + " Airship reads it as true, write <true/> [does-not-parse]",
                prefix + "16:4: warning: action 1 of category \"alerts\" has the key \"icon\", which Airship does not"
                    + " read: ignored [does-not-parse]",
                prefix + "19:3: error: action 2 of category \"alerts\" has no \"identifier\": not imported"
                    + " [does-not-parse]",
                prefix + "25:4: error: action 3 of category \"alerts\": \"identifier\" is the integer 7, not a string:"
                    + " not imported [does-not-parse]",
                prefix + "29:3: warning: action \"reply\" of category \"alerts\" has \"title_resource\" but no"
                    + " \"title\", which Airship requires [does-not-parse]",
                prefix + "29:3: warning: action \"reply\" of category \"alerts\" is a text input without a string"
                    + " \"text_input_placeholder\", which Airship requires [does-not-parse]",
                prefix + "41:2: error: category \"not_an_array\" is a string, not an array of actions: Airship skips"
                    + " it; not imported [does-not-parse]",
                prefix + "42:2: warning: category \"empty\" has no actions: Airship skips it; not imported"
                    + " [does-not-parse]",
                prefix + "44:2: warning: category \"twice\" is defined again at line 53; Airship reads only the last"
                    + " definition, so this one is not imported [duplicate-identifier]",
                prefix + "61:4: warning: action \"second\" of category \"twice\": \"authenticationRequired\" is the"
                    + " real 2.5, not <true/> or <false/>: Airship reads it as false [does-not-parse]",
                prefix + "63:3: error: action 2 of category \"twice\" is a string, not a dictionary: not imported"
                    + " [does-not-parse]",
            ])
        #expect(result.categories.map(\.identifier) == ["alerts", "twice"])
        #expect(result.categories.map(\.location) == [Self.at(5, 2, file), Self.at(53, 2, file)])
        let alerts = result.categories[0]
        #expect(alerts.actions.map(\.identifier) == ["open", "reply"])
        #expect(alerts.actions[0].foreground == false && alerts.actions[0].destructive == true)
        #expect(
            alerts.actions[0].notes.map(\.message) == ["the plist's key \"icon\" is ignored (Airship does not read it)"]
        )
        #expect(alerts.actions[1].title == ImportedText(key: "ua_reply", table: "UrbanAirship"))
        #expect(alerts.actions[1].textInput == ImportedAction.TextInput(buttonTitle: .literal("Send")))
        #expect(
            alerts.notes.map { "\($0.location.line): \($0.message)" } == [
                "19: Airship does not register this category as the plist stands (action 2 has no identifier); the"
                    + " YAML registers it",
                "25: Airship does not register this category as the plist stands (action 3's identifier is not a"
                    + " string); the YAML registers it",
                "29: Airship does not register this category as the plist stands (action \"reply\" has no \"title\""
                    + " (Airship requires it beside title_resource)); the YAML registers it",
                "29: Airship does not register this category as the plist stands (text input \"reply\" has no"
                    + " \"text_input_placeholder\"); the YAML registers it",
            ])
        #expect(result.categories[1].actions.map(\.identifier) == ["second"])
        // What was imported still makes a file the loader reads.
        let yaml = ImportYAMLWriter(command: "test").write(result)
        #expect(CategoryLoader().load(yaml: yaml, file: "imported.yaml").errorCount == 0, "\(yaml)")
    }

    @Test func brokenXMLIsOneLocatedError() throws {
        let result = PlistImporter.importSources([try Self.source("plist/Broken.plist")])
        #expect(
            result.diagnostics.map(\.description) == [
                "plist/Broken.plist:11:18: error: the plist does not read: </strin> closes <string> opened at line 11"
                    + " [does-not-parse]"
            ])
        #expect(result.categories.isEmpty)
        #expect(result.files == ["plist/Broken.plist"])
    }

    @Test func nonUTF8IsLocated() {
        let bytes = Array("<plist>\n<dict><key>caf".utf8) + [0xE9] + Array("</key><array/></dict></plist>".utf8)
        let result = PlistImporter.importSources([ImportSource(path: "latin1.plist", bytes: bytes)])
        #expect(
            result.diagnostics.map(\.description) == [
                "latin1.plist:2:15: error: the plist does not read: the file is not UTF-8 (an XML plist is UTF-8;"
                    + " convert it with `plutil -convert xml1`) [does-not-parse]"
            ])
    }

    @Test(arguments: [
        ("<dict><key>a</key></dict>", "3:7", "<key>a</key> has no value"),
        ("<dict><string>a</string></dict>", "3:7", "expected <key> in <dict>, found <string>"),
        ("<dict><key>a</key><array><foo/></array></dict>", "3:26", "<foo> is not a plist element"),
        ("<dict><key>a</key><array>", "4:1", "</plist> closes <array> opened at line 3"),
        ("<dict><key>a &bogus; b</key><array/></dict>", "3:14", "unknown entity &bogus;"),
        ("<dict><key>a & b</key><array/></dict>", "3:14", "'&' starts no entity (write &amp;)"),
        ("<array/>", "3:1", "the plist holds an array; Airship reads a dictionary of category identifier to actions"),
        ("<dict/><dict/>", "3:8", "expected </plist>"),
        (
            "<dict><key>a</key><array><dict><key>x</key><integer>1.5</integer></dict></array></dict>", "3:44",
            "<integer> holds \"1.5\", not an integer"
        ),
    ])
    func malformedPlistsPointAtTheProblem(body: String, position: String, message: String) {
        let result = Self.importing(Self.wrapped(body))
        let prefix = message.hasPrefix("the plist holds") ? "" : "the plist does not read: "
        #expect(
            result.diagnostics.map(\.description) == [
                "t.plist:\(position): error: \(prefix)\(message) [does-not-parse]"
            ])
    }

    @Test func textReadsAsXMLSaysWithCRLFLineEnds() throws {
        let body =
            "<!-- c --><dict><key>c&#233;</key><array><dict><key>identifier</key><string>a</string>"
            + "<key>title</key><string>&lt;&#x41;&gt; &quot;q&quot; &apos;s\nx<![CDATA[&amp;]]><!-- no --></string>"
            + "</dict></array></dict>"
        let text = Self.wrapped(body).replacingOccurrences(of: "\n", with: "\r\n")
        let result = Self.importing(text)
        #expect(result.diagnostics == [])
        let category = try #require(result.categories.first)
        #expect(category.identifier == "cé")
        #expect(category.location == ImportLocation(file: "t.plist", line: 3, column: 17))
        #expect(category.actions.first?.title == .literal("<A> \"q\" 's\nx&amp;"))
    }

    @Test func emptyFileAndNoCategories() {
        #expect(
            Self.importing("").diagnostics.map(\.description) == [
                "t.plist:1:1: error: the plist does not read: the file is empty [does-not-parse]"
            ])
        #expect(
            Self.importing(Self.wrapped("<dict/>")).diagnostics.map(\.description) == [
                "t.plist:1:1: warning: no category found [no-categories]"
            ])
    }

    @Test func aCategoryInTwoFilesIsImportedOnce() {
        let body = Self.wrapped(
            "<dict><key>c</key><array><dict><key>identifier</key><string>a</string><key>title</key><string>A</string>"
                + "</dict></array></dict>")
        let result = PlistImporter.importSources([
            ImportSource(path: "one.plist", text: body), ImportSource(path: "two.plist", text: body),
        ])
        #expect(result.categories.map(\.location.file) == ["one.plist"])
        #expect(
            result.diagnostics.map(\.description) == [
                "two.plist:3:7: warning: category \"c\" is already defined at one.plist:3:7: not imported again"
                    + " [duplicate-identifier]"
            ])
    }

    @Test func binaryPlistsAreSortedWithANote() throws {
        let source = try Self.source(Self.file)
        let object = try PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let result = PlistImporter.importSources([ImportSource(path: "binary.plist", bytes: Array(binary))])
        #expect(result.categories.map(\.identifier) == ["chat_message", "invite", "order_update"])
        #expect(result.categories[1].actions.map(\.identifier) == ["accept", "decline", "maybe"])
        #expect(
            result.categories[1].actions[0].title
                == ImportedText(value: "Accept", key: "ua_invite_accept", table: "UrbanAirship"))
        #expect(result.categories[1].actions[0].foreground)
        #expect(result.categories[2].actions.map(\.authenticationRequired) == [true, true, false])
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(result.categories.allSatisfy { $0.notes.first?.message.hasPrefix("read from a binary plist") == true })
    }

    // MARK: - Untrusted input

    @Test func deepNestingIsBounded() {
        let depth = 10_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let result = Self.importing(text)
        #expect(
            result.diagnostics.map(\.description) == [
                "t.plist:1:\(8 + 7 * XMLPlistReader.maximumDepth): error: the plist does not read: the plist nests"
                    + " deeper than \(XMLPlistReader.maximumDepth) levels [does-not-parse]"
            ])
    }

    /// Every prefix and random mutations of the fixture: no trap, and every diagnostic inside the file.
    @Test func truncatedAndMutatedInputNeverCrashes() throws {
        let bytes = try Self.source(Self.file).bytes
        func check(_ input: [UInt8]) {
            let lines = input.count { $0 == UInt8(ascii: "\n") } + 1
            let result = PlistImporter.importSources([ImportSource(path: "f.plist", bytes: input)])
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines)
                #expect(diagnostic.location.column >= 1)
            }
        }
        for length in stride(from: 0, through: bytes.count, by: 7) { check(Array(bytes.prefix(length))) }
        var random = SplitMix64(state: 20_261_126)
        let alphabet = Array("<>/&;![]-?\"'x \n".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<300 {
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[index] = alphabet.randomElement(using: &random) ?? 0
                case 1: mutated.remove(at: index)
                default: mutated.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                }
            }
            check(mutated)
        }
    }
}
