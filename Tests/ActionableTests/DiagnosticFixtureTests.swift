import Actionable
import ActionableTesting
import Foundation
import Testing

/// Every diagnostic code has a fixture in `Fixtures/invalid` whose `# expect:` lines name every diagnostic the
/// file must produce — no more, no fewer — with its exact line and column.
@Suite struct DiagnosticFixtureTests {
    static let invalidFixtures = Fixtures.entries("invalid").filter { !$0.hasSuffix(".messages") }

    @Test("each invalid fixture produces exactly the diagnostics it declares", arguments: invalidFixtures)
    func fixtureProducesDeclaredDiagnostics(path: String) async throws {
        let (expected, options) = FixtureExpectation.read(from: path)
        #expect(!expected.isEmpty, "fixture \(path) declares no expectation")
        var loaderOptions = CategoryLoader.Options()
        if let size = options["max-file-size"].flatMap(Int.init) { loaderOptions.maxFileSize = size }
        // A directory fixture may hold its own configuration file.
        var problems: [Diagnostic] = []
        let configurationPath = path + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: configurationPath) {
            (loaderOptions.configuration, problems) = Configuration.load(file: configurationPath)
        }
        let result = try await CategoryLoader(options: loaderOptions).load(paths: [path]).adding(problems)
        let actual = Set(
            result.diagnostics.map {
                FixtureExpectation(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column, code: $0.code.rawValue)
            })
        #expect(
            actual.sorted() == expected.sorted(), "\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        try MessageGolden.check(result.diagnostics, fixture: path)
    }

    static let payloadFixtures = Fixtures.entries("payload").filter { $0.hasSuffix(".json") }

    @Test("each payload fixture produces exactly the diagnostics its .expect file declares", arguments: payloadFixtures)
    func payloadFixtureProducesDeclaredDiagnostics(path: String) async throws {
        let expected = FixtureExpectation.readPayloadExpectations(for: path)
        #expect(!expected.isEmpty, "payload fixture \(path) declares no expectation")
        let loaded = try await CategoryLoader().load(paths: [
            Fixtures.root.appendingPathComponent("payload-registry").path
        ])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let diagnostics = try PayloadChecker(registry: loaded.registry, app: loaded.app).check(file: path)
        let actual = Set(
            diagnostics.map {
                FixtureExpectation(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column, code: $0.code.rawValue)
            })
        #expect(actual.sorted() == expected.sorted(), "\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        try MessageGolden.check(diagnostics, fixture: String(path.dropLast(".json".count)))
    }

    static let fcmFixtures = Fixtures.entries("fcm").filter { $0.hasSuffix(".json") }

    /// FCM messages to the Android app, checked by ``FCMPayloadChecker`` against the payload fixtures' registry; a
    /// fixture whose `.expect` lists nothing must draw nothing (`valid-message`, what the builder writes).
    @Test("each FCM fixture produces exactly the diagnostics its .expect file declares", arguments: fcmFixtures)
    func fcmFixtureProducesDeclaredDiagnostics(path: String) async throws {
        let expected = FixtureExpectation.readPayloadExpectations(for: path)
        #expect(FileManager.default.fileExists(atPath: String(path.dropLast(".json".count)) + ".expect"))
        let loaded = try await CategoryLoader().load(paths: [
            Fixtures.root.appendingPathComponent("payload-registry").path
        ])
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let diagnostics = FCMPayloadChecker(registry: loaded.registry).check(Array(bytes), file: path)
        let actual = Set(
            diagnostics.map {
                FixtureExpectation(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column, code: $0.code.rawValue)
            })
        #expect(actual.sorted() == expected.sorted(), "\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        try MessageGolden.check(diagnostics, fixture: String(path.dropLast(".json".count)))
    }

    @Test("every diagnostic code has a fixture that expects it")
    func everyCodeHasAFixture() {
        // Diff rules are covered by the pairs of Fixtures/diff (DiffTests), one `expect` file each.
        let diffCodes = Fixtures.entries("diff").flatMap { folder in
            ((try? String(contentsOfFile: folder + "/expect", encoding: .utf8)) ?? "").split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: " ").last.map(String.init) }
        }
        let covered = Set(
            Self.invalidFixtures.flatMap { FixtureExpectation.read(from: $0).expectations.map(\.code) }
                + Self.payloadFixtures.flatMap { FixtureExpectation.readPayloadExpectations(for: $0).map(\.code) }
                + Self.fcmFixtures.flatMap { FixtureExpectation.readPayloadExpectations(for: $0).map(\.code) }
                + diffCodes + Self.appCodeCodes())
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "codes without a fixture: \(missing)")
    }

    /// App-code rules are covered by the audit's fixture apps (`Tests/ActionableImportTests/Fixtures/Audit`): the
    /// codes `AuditCommandTests` expects there (`"code File.swift:line:column"`).
    static func appCodeCodes() -> [String] {
        let tests = Fixtures.packageRoot.appendingPathComponent("Tests/ActionableImportTests/AuditCommandTests.swift")
        let text = (try? String(contentsOf: tests, encoding: .utf8)) ?? ""
        return RuleCatalog.descriptions.filter { $0.scope == .appCode }.map(\.identifier.rawValue).filter {
            text.contains("\"\($0) ")
        }
    }

    @Test("every diagnostic code is in the rule table and has a section in the Rules article")
    func everyCodeIsDocumented() throws {
        let catalog = Fixtures.packageRoot.appendingPathComponent("Sources/Actionable/Documentation.docc")
        let table = try String(
            contentsOf: catalog.appendingPathComponent("RulesAndConfiguration.md"), encoding: .utf8)
        let reference = try String(contentsOf: catalog.appendingPathComponent("Rules.md"), encoding: .utf8)
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter {
            !table.contains("<doc:Rules#\($0)>") || !reference.contains("## `\($0)`")
        }
        #expect(missing.isEmpty, "codes the documentation does not document: \(missing)")
    }

    @Test("valid fixtures load with no diagnostic", arguments: Fixtures.entries("valid"))
    func validFixtureLoadsClean(path: String) async throws {
        let result = try await CategoryLoader().load(paths: [path])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(!result.registry.categories.isEmpty)
    }

    @Test("one changed word or severity fails a fixture's golden, so wording changes show in review")
    func messageGoldenCatchesWordingChanges() async throws {
        let fixture = try #require(Self.invalidFixtures.first { $0.hasSuffix("/no-actions.yaml") })
        let golden = try String(contentsOfFile: fixture + ".messages", encoding: .utf8)
        let diagnostics = try await CategoryLoader().load(paths: [fixture]).diagnostics
        let found = try #require(diagnostics.first)
        #expect(MessageGolden.render(diagnostics, fixture: fixture) == golden)
        // The smallest edits a reviewer must see: one word of the message, the severity.
        let reworded = found.message.replacingOccurrences(of: "buttons", with: "button")
        try #require(reworded != found.message)
        let edits = [
            Diagnostic(code: found.code, message: reworded, location: found.location, severity: found.severity),
            Diagnostic(code: found.code, message: found.message, location: found.location, severity: .error),
        ]
        for edit in edits {
            let changed = diagnostics.map { $0 == found ? edit : $0 }
            #expect(MessageGolden.render(changed, fixture: fixture) != golden, "\(edit)")
        }
    }

    @Test("every finding carries its rule's severity from the catalog unless configured")
    func severitiesComeFromTheCatalog() async throws {
        var checked = 0
        for fixture in Self.invalidFixtures
        where !FileManager.default.fileExists(atPath: fixture + "/" + Configuration.fileName) {
            let (_, options) = FixtureExpectation.read(from: fixture)
            var loaderOptions = CategoryLoader.Options()
            if let size = options["max-file-size"].flatMap(Int.init) { loaderOptions.maxFileSize = size }
            for diagnostic in try await CategoryLoader(options: loaderOptions).load(paths: [fixture]).diagnostics
            where diagnostic.code != .tooManyProblems {
                let rule = try #require(RuleCatalog.description(of: diagnostic.code))
                #expect(diagnostic.severity == rule.severity, "\(diagnostic)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }
}

/// The full text of every diagnostic a fixture produces — position, severity, message, code — kept in
/// `<fixture>.messages` beside it, so a change of wording is a visible diff in review. `UPDATE_GOLDEN=1` rewrites
/// the files from the current output.
enum MessageGolden {
    static func render(_ diagnostics: [Diagnostic], fixture: String) -> String {
        let directory = (fixture as NSString).deletingLastPathComponent + "/"
        return diagnostics.sorted().map { diagnostic in
            let file =
                diagnostic.location.file.hasPrefix(directory)
                ? String(diagnostic.location.file.dropFirst(directory.count)) : diagnostic.location.file
            // Messages may name other places by path (an app file, a first declaration): made independent of
            // where the package is checked out.
            let message = diagnostic.message.replacingOccurrences(of: Fixtures.root.path + "/", with: "<fixtures>/")
            return
                "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(message) [\(diagnostic.code.rawValue)]\n"
        }.joined()
    }

    static func check(_ diagnostics: [Diagnostic], fixture: String) throws {
        let rendered = render(diagnostics, fixture: fixture)
        let goldenPath = fixture + ".messages"
        if GoldenFiles.updating {
            try rendered.write(toFile: goldenPath, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(
            rendered == golden,
            "messages of \(fixture) differ from \(goldenPath) (\(GoldenFiles.variable)=1 rewrites it)")
    }
}
