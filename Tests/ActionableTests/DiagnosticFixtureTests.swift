import Actionable
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
                + diffCodes)
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "codes without a fixture: \(missing)")
    }

    @Test("every diagnostic code is documented in README.md")
    func everyCodeIsDocumented() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !readme.contains("`\($0)`") }
        #expect(missing.isEmpty, "codes README.md does not document: \(missing)")
    }

    @Test("valid fixtures load with no diagnostic", arguments: Fixtures.entries("valid"))
    func validFixtureLoadsClean(path: String) async throws {
        let result = try await CategoryLoader().load(paths: [path])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(!result.registry.categories.isEmpty)
    }

    @Test("a changed message fails its fixture's golden, so wording changes show in review")
    func messageGoldenCatchesWordingChanges() throws {
        let fixture = try #require(Self.invalidFixtures.first { $0.hasSuffix("/no-actions.yaml") })
        let golden = try String(contentsOfFile: fixture + ".messages", encoding: .utf8)
        let diagnostic = Diagnostic(
            code: .noActions, message: "reworded", location: SourceLocation(file: fixture, line: 4, column: 5))
        #expect(MessageGolden.render([diagnostic], fixture: fixture) != golden)
    }

    @Test("severities follow the codes: warnings for what iOS tolerates, errors for the rest")
    func severities() {
        // The diff rules have their own test (DiffTests).
        let codes = DiagnosticCode.allCases.filter { RuleCatalog.description(of: $0)?.scope != .diff }
        let warnings = codes.filter { $0.severity == .warning }.map(\.rawValue).sorted()
        #expect(
            warnings == [
                "ambiguous-boolean", "content-available-conflict", "deprecated-option", "empty-file", "ignored-setting",
                "long-title", "missing-translation", "no-actions", "too-many-actions",
                "unauthenticated-sensitive-action", "unknown-aps-key",
            ])
        let notes = codes.filter { $0.severity == .note }.map(\.rawValue)
        #expect(notes == ["overlapping-experience", "unused-suppression"])
    }
}

/// The full text of every diagnostic a fixture produces — position, severity, message, code — kept in
/// `<fixture>.messages` beside it, so a change of wording is a visible diff in review. `ACTIONABLE_UPDATE_GOLDEN=1`
/// rewrites the files from the current output.
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
        if ProcessInfo.processInfo.environment["ACTIONABLE_UPDATE_GOLDEN"] == "1" {
            try rendered.write(toFile: goldenPath, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(
            rendered == golden,
            "messages of \(fixture) differ from \(goldenPath) (ACTIONABLE_UPDATE_GOLDEN=1 rewrites it)")
    }
}
