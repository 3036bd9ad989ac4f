import Actionable
import ActionableTesting
import Foundation
import Testing

@Suite struct LoaderTests {
    @Test("every file in Categories/ loads with no error or warning, only the note on the overlapping experiences")
    func shippedCategoriesValidate() async throws {
        let directory = Fixtures.packageRoot.appendingPathComponent("Categories").path
        let result = try await CategoryLoader().load(paths: [directory])
        #expect(result.diagnostics.map(\.code) == [.overlappingExperience])
        #expect(result.app.entitlements == [.timeSensitive])
        #expect(result.app.experiences.count == 3)
        #expect(result.files.count >= 5)
        let identifiers = Set(result.registry.categories.map(\.identifier))
        #expect(
            identifiers.isSuperset(of: [
                "INVITE_CATEGORY", "CHAT_MESSAGE", "ORDER_STATUS", "RENTAL_RETURN_REMINDER", "DELIVERY_ARRIVING",
            ]))
    }

    @Test("a category decodes into models with defaults, locations and O(1) lookups")
    func decodesModels() throws {
        let yaml = """
            categories:
              - identifier: CHAT
                options: [custom-dismiss-action]
                actions:
                  - identifier: REPLY
                    title: {en: Reply, ja: 返信}
                    text-input: {button-title: Send, placeholder: Type}
                  - identifier: OPEN
                    title: Open
                    activation: foreground
                    icon: {template: bubble}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "chat.yaml")
        #expect(result.diagnostics.isEmpty)
        let registry = try result.validRegistry()
        let chat = try #require(registry.category("CHAT"))
        #expect(chat.options == [.customDismissAction])
        #expect(chat.location == SourceLocation(file: "chat.yaml", line: 2, column: 5))
        let reply = try #require(registry.action("REPLY", in: "CHAT"))
        #expect(reply.activation == .background)
        #expect(reply.isDestructive == false)
        #expect(reply.requiresAuthentication == false)
        #expect(reply.declaredAuthenticationRequired == nil)
        #expect(reply.title.value(for: ["ja-JP"]) == "返信")
        #expect(reply.title.value(for: ["fr"]) == "Reply")
        #expect(reply.title.locales == ["en", "ja"])
        #expect(reply.textInput?.buttonTitle?.defaultValue == "Send")
        #expect(reply.textInput?.placeholder?.defaultValue == "Type")
        #expect(reply.valueLocations["title"] == SourceLocation(file: "chat.yaml", line: 6, column: 16))
        let open = try #require(chat.action("OPEN"))
        #expect(open.requiresAuthentication, "foreground actions always need an unlocked device")
        #expect(open.icon == .template("bubble"))
        #expect(registry.action("OPEN", in: "OTHER") == nil)
        #expect(registry.category("chat") == nil, "lookups are case-sensitive, as iOS matches aps.category")
    }

    @Test("messages say what is wrong and what to do, with a suggestion when a known word is close")
    func renderedMessages() {
        let yaml = """
            categories:
              - identifier: INVITE
                actions:
                  - identifier: ACCEPT
                    title: Accept
                    destrutive: true
                    activation: Foreground
                    authentication-required: "true"
            """
        let rendered = CategoryLoader().load(yaml: yaml, file: "invite.yaml").diagnostics.map(\.description)
        #expect(
            rendered == [
                "invite.yaml:6:9: error: unknown key 'destrutive' in an action. Did you mean 'destructive'? Known keys: identifier, title, activation, destructive, authentication-required, text-input, icon, title-key, available-from, title-at-run-time, android [unknown-key]",
                "invite.yaml:7:21: error: 'Foreground' is not a valid 'activation'. Did you mean 'foreground'? Write one of: foreground, background [invalid-value]",
                "invite.yaml:8:34: error: 'authentication-required' expects true or false, found a quoted string, not a boolean; remove the quotes: authentication-required: true [type-mismatch]",
            ])
    }

    @Test("value locations stay exact past 65,535 columns (one long flow-style line)")
    func valueLocationsBeyondSixteenBits() throws {
        let padding = String(repeating: "x", count: 70_000)
        let yaml =
            "categories: [{identifier: C, actions: [{identifier: A, title: \"\(padding)\", activation: foreground, authentication-required: false}]}]"
        let result = CategoryLoader().load(yaml: yaml, file: "long.yaml")
        let ignored = try #require(result.diagnostics.first { $0.code == .ignoredSetting })
        let column = yaml.utf8.count - "false}]}]".utf8.count + 1
        #expect(ignored.location == SourceLocation(file: "long.yaml", line: 1, column: column))
        let action = try #require(result.registry.action("A", in: "C"))
        #expect(action.valueLocations["authentication-required"]?.column == column)
        #expect(
            action.valueLocations["activation"]?.column == column - "foreground, authentication-required: ".utf8.count)
        #expect(action.valueLocations["icon"] == nil)
    }

    @Test("a key written hundreds of lines below its category's first line keeps its exact location")
    func valueLocationsFarBelowTheModel() throws {
        // 100 actions of three lines each put `options` about 300 lines below the category's first line, past what a
        // key slot holds inline (253 lines); the title and the action's own keys stay close to theirs.
        var yaml = "categories:\n  - identifier: MANY\n    actions:\n"
        for index in 0..<100 {
            yaml += "      - identifier: A\(index)\n        title: Action \(index)\n        activation: foreground\n"
        }
        yaml += "    options: [custom-dismiss-action]\n"
        let result = CategoryLoader().load(yaml: yaml, file: "many.yaml")
        let category = try #require(result.registry.category("MANY"))
        #expect(category.options == [.customDismissAction])
        #expect(category.valueLocations[.options] == SourceLocation(file: "many.yaml", line: 304, column: 14))
        #expect(category.valueLocations[.actions] == SourceLocation(file: "many.yaml", line: 4, column: 7))
        let last = try #require(result.registry.action("A99", in: "MANY"))
        #expect(last.valueLocations[.title] == SourceLocation(file: "many.yaml", line: 302, column: 16))
        #expect(last.title.location == SourceLocation(file: "many.yaml", line: 302, column: 16))
        #expect(last.valueLocations[.activation] == SourceLocation(file: "many.yaml", line: 303, column: 21))
    }

    @Test("every written key keeps its value's location, the rarely written ones past the first eight too")
    func everyKeyKeepsItsLocation() throws {
        let yaml = """
            categories:
              - identifier: CHAT
                actions: []
                summary-format: "%u more"
                summary-format-key: CHAT_SUMMARY
                hidden-previews-body-placeholder: New message
                hidden-previews-body-placeholder-key: CHAT_HIDDEN
                retired-actions:
                  - {identifier: OLD, retired: 2026-03-01}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "chat.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let locations = try #require(result.registry.category("CHAT")).valueLocations
        #expect(locations[.identifier] == SourceLocation(file: "chat.yaml", line: 2, column: 17))
        #expect(locations[.summaryFormatKey] == SourceLocation(file: "chat.yaml", line: 5, column: 25))
        #expect(locations[.hiddenPreviewsBodyPlaceholderKey] == SourceLocation(file: "chat.yaml", line: 7, column: 43))
        #expect(locations[.retiredActions] == SourceLocation(file: "chat.yaml", line: 9, column: 7))
        #expect(locations["retired-actions"] == locations[.retiredActions])
        #expect(locations[.options] == nil && locations["no-such-key"] == nil)
        #expect(
            locations.writtenKeys == [
                .identifier, .actions, .hiddenPreviewsBodyPlaceholder, .summaryFormat,
                .hiddenPreviewsBodyPlaceholderKey, .summaryFormatKey, .retiredActions,
            ])
    }

    @Test("every schema table fits the key tracker, and each key's ordinal is its place")
    func schemaTablesAreSmall() {
        func check<Key: SchemaKey>(_: Key.Type) {
            #expect(Key.allCases.count <= 16)
            #expect(Key.allCases.map(\.ordinal) == Array(0..<Key.allCases.count))
            #expect(Set(Key.names).count == Key.names.count)
        }
        check(FileKey.self)
        check(CategoryKey.self)
        check(ActionKey.self)
        check(TextInputKey.self)
        check(IconKey.self)
        check(RetiredKey.self)
        check(AppKey.self)
        check(ConfigurationKey.self)
    }

    @Test("duplicate categories across files name both places, in path order")
    func duplicateAcrossFiles() async throws {
        let path = Fixtures.root.appendingPathComponent("invalid/duplicate-category-across-files").path
        let result = try await CategoryLoader().load(paths: [path])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location.file.hasSuffix("b.yaml"))
        #expect(
            diagnostic.message
                == "category 'SHARED' is declared twice: here and at \(path)/a.yaml:2:17; iOS keeps only one, so rename or remove one of them"
        )
        #expect(result.registry.categories.count == 1)
    }

    @Test("derived keys of dotted identifiers meet only each other's: one conflict, none for the same text")
    func dottedDerivedKeys() {
        let yaml = """
            categories:
              - identifier: A.B
                actions:
                  - {identifier: C, title: One}
                  - {identifier: D, title: Same}
              - identifier: A
                actions:
                  - {identifier: B.C, title: Two}
                  - {identifier: B.D, title: Same}
              - identifier: X
                actions:
                  - {identifier: Y, title: Three}
              - identifier: X.Y
                summary-format: Four
                actions: []
            """
        let result = CategoryLoader().load(yaml: yaml, file: "keys.yaml")
        let conflicts = result.diagnostics.filter { $0.code == .localizationKeyConflict }
        #expect(conflicts.map(\.location) == [SourceLocation(file: "keys.yaml", line: 8, column: 34)])
        #expect(conflicts.first?.message.contains("derived key 'A.B.C.title'") == true)
        #expect(conflicts.first?.message.contains("keys.yaml:4:32") == true)
    }

    @Test("validRegistry refuses a registry with errors and lists them all")
    func validRegistryThrows() {
        let result = CategoryLoader().load(
            yaml: "categories:\n  - identifier: A\n    actions: 3\n  - actions: []\n", file: "x.yaml")
        #expect(throws: ValidationFailure.self) { try result.validRegistry() }
        do {
            _ = try result.validRegistry()
        } catch {
            #expect(error.diagnostics.map(\.code) == [.typeMismatch, .missingKey])
        }
    }

    @Test("a generated 10,000-category corpus loads clean")
    func generatedCorpusLoads() async throws {
        let corpus = CategoryCorpus(categories: 10_000, files: 100)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actionable-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try corpus.write(to: directory)
        let result = try await CategoryLoader().load(paths: [directory.path])
        #expect(result.files.count == 100)
        #expect(result.registry.categories.count == 10_000)
        #expect(result.errorCount == 0, "\(result.diagnostics.filter { $0.severity == .error }.prefix(5))")
        #expect(result.registry.actionCount == corpus.actionCount)
        // Realistic means varied: every identifier convention and both ways of writing a text occur.
        let identifiers = result.registry.categories.map(\.identifier)
        #expect(identifiers.contains { $0.hasPrefix("com.") })
        #expect(identifiers.contains { $0.contains("_") && $0 == $0.uppercased() })
        #expect(identifiers.contains { $0.first?.isLowercase == true && !$0.contains(".") })
        #expect(result.warningCount < result.registry.categories.count / 10)
    }

    @Test("the corpus is the same for the same seed and differs for another")
    func corpusIsDeterministic() {
        let first = CategoryCorpus(categories: 300, files: 7, seed: 42)
        #expect(first.files == CategoryCorpus(categories: 300, files: 7, seed: 42).files)
        #expect(first.files != CategoryCorpus(categories: 300, files: 7, seed: 43).files)
        #expect(first.files.count == 7)
        #expect(Set(first.files.map(\.name)).count == 7)
    }
}

@Suite struct DeclaredCountTests {
    @Test("the summary counts every category the files declare, one with an invalid identifier included")
    func summaryCountsWhatWasDeclared() {
        let yaml = """
            categories:
              - {identifier: A, actions: [{identifier: OK, title: OK}]}
              - {identifier: "B C", actions: [{identifier: OK, title: OK}, {identifier: LATER, title: Later}]}
              - {identifier: D, actions: []}
              - {identifier: E, actions: []}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "four.yaml")
        #expect(result.diagnostics.map(\.code) == [.invalidIdentifier])
        #expect(result.registry.categories.count == 3)
        #expect(result.declaredCategories == 4)
        #expect(result.declaredActions == 3)
        let summary = ReportSummary(
            result.adding([
                Diagnostic(
                    code: .invalidConfiguration, message: "m", location: SourceLocation(file: "c", line: 1, column: 1))
            ]))
        #expect(summary.categories == 4 && summary.actions == 3)
        #expect(summary.line.hasPrefix("Validated 1 file, 4 categories, 3 actions"))
    }

    /// Files a load that is only reported drops models from, then the files every check across files reads:
    /// duplicates across files, a retired category declared again, an entitlement, translations, dotted
    /// identifiers, and (in the last file, when `keyed`) a written key equal to a key derived in the first file.
    static func reportedCorpus(keyed: Bool) -> [(name: String, yaml: String)] {
        var files: [(name: String, yaml: String)] = (0..<6).map { index in
            (
                "\(index)-plain.yaml",
                """
                categories:
                  - identifier: PLAIN_\(index)
                    actions:
                      - {identifier: SHIP, title: Ship}
                      - {identifier: PAY, title: Pay now}
                  - identifier: \(index == 3 ? "ORDER" : "ORDER_\(index)")
                    interruption-level: critical
                    actions:
                      - {identifier: OPEN, title: Open}

                """
            )
        }
        files[0].yaml += "retired-categories:\n  - {identifier: PLAIN_4, retired: \"1.0\"}\n"
        files.append(
            (
                "7-dotted.yaml",
                """
                categories:
                  - identifier: ORDER
                    actions:
                      - {identifier: OPEN, title: Open}
                  - identifier: com.example.order
                    actions:
                      - {identifier: ship, title: Ship}
                  - identifier: com.example
                    actions:
                      - {identifier: order.ship, title: Send}
                  - identifier: PLAIN_DOTTED
                    actions:
                      - {identifier: SHIP, title: Ship}

                """
            ))
        files.append(
            (
                "8-localized.yaml",
                """
                categories:
                  - identifier: LOCALIZED
                    actions:
                      - {identifier: OK, title: {en: OK, ja: はい}}
                      - {identifier: LATER, title: {en: Later}}

                """
            ))
        if keyed {
            files.append(
                (
                    "9-keyed.yaml",
                    """
                    categories:
                      - identifier: KEYED
                        actions:
                          - {identifier: SHIP, title: Send it, title-key: PLAIN_0.SHIP.title}

                    """
                ))
        }
        return files
    }

    @Test(
        "a load that is only reported finds what a full load finds, and keeps no actions where no check needs them",
        arguments: [false, true])
    func reportedLoadMatchesFullLoad(keyed: Bool) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LoaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in Self.reportedCorpus(keyed: keyed) {
            try file.yaml.write(to: directory.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let full = try await CategoryLoader().load(paths: [directory.path])
        var options = CategoryLoader.Options()
        options.keepsModels = false
        let reported = try await CategoryLoader(options: options).load(paths: [directory.path])
        #expect(reported.diagnostics == full.diagnostics)
        #expect(reported.declaredCategories == full.declaredCategories)
        #expect(reported.declaredActions == full.declaredActions)
        #expect(reported.registry.categories.map(\.identifier) == full.registry.categories.map(\.identifier))
        let codes = Set(full.diagnostics.map(\.code))
        #expect(
            codes.isSuperset(of: [
                .duplicateCategory, .retiredReused, .missingEntitlement, .missingTranslation,
                .localizationKeyConflict,
            ]))
        // The translation and key checks read these whole; without a written key, the others lose their actions.
        // With one, the file of the category it names (PLAIN_0.SHIP.title) is read whole again.
        #expect(reported.registry.category("LOCALIZED")?.actions.count == 2)
        #expect(reported.registry.category("com.example")?.actions.count == 1)
        #expect(reported.registry.category("PLAIN_0")?.actions.count == (keyed ? 2 : 0))
        if !keyed {
            #expect(reported.registry.category("PLAIN_DOTTED")?.actions.isEmpty == true)
        }
    }

    @Test("options wider than 32 bits survive the category's box")
    func wideOptions() {
        let location = SourceLocation(file: "f", line: 1, column: 1)
        for raw in [0, 5, Int(UInt32.max), 1 << 40, -1] {
            let options = CategoryOptions(rawValue: raw)
            #expect(
                NotificationCategory(identifier: "A", actions: [], options: options, location: location).options
                    == options)
        }
    }
}

@Suite struct EmptyRegistryTests {
    @Test("'categories: []' declares an app with no categories: valid, silent, and payloads can be checked against it")
    func explicitlyEmptyRegistry() {
        let result = CategoryLoader().load(yaml: "categories: []\n", file: "none.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.registry.categories.isEmpty)
        let payload = PayloadChecker(registry: result.registry, app: result.app)
            .check(Array(#"{"aps": {"alert": "Hi"}}"#.utf8), file: "p.json", pushType: .alert)
        #expect(payload.isEmpty, "\(payload)")
        // A file with no document at all is still reported: its content was lost or never written.
        #expect(CategoryLoader().load(yaml: "# nothing\n").diagnostics.map(\.code) == [.emptyFile])
    }
}
