import Actionable
import Foundation
import Testing

/// Every diagnostic code has a fixture in `Fixtures/invalid` whose `# expect:` lines name every diagnostic the
/// file must produce — no more, no fewer — with its exact line and column.
@Suite struct DiagnosticFixtureTests {
    static let invalidFixtures = Fixtures.entries("invalid")

    @Test("each invalid fixture produces exactly the diagnostics it declares", arguments: invalidFixtures)
    func fixtureProducesDeclaredDiagnostics(path: String) async throws {
        let (expected, options) = FixtureExpectation.read(from: path)
        #expect(!expected.isEmpty, "fixture \(path) declares no expectation")
        var loaderOptions = CategoryLoader.Options()
        if let size = options["max-file-size"].flatMap(Int.init) { loaderOptions.maxFileSize = size }
        let result = try await CategoryLoader(options: loaderOptions).load(paths: [path])
        let actual = Set(
            result.diagnostics.map {
                FixtureExpectation(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column, code: $0.code.rawValue)
            })
        #expect(
            actual.sorted() == expected.sorted(), "\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
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
    }

    @Test("every diagnostic code has a fixture that expects it")
    func everyCodeHasAFixture() {
        let covered = Set(
            Self.invalidFixtures.flatMap { FixtureExpectation.read(from: $0).expectations.map(\.code) }
                + Self.payloadFixtures.flatMap { FixtureExpectation.readPayloadExpectations(for: $0).map(\.code) })
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

    @Test("severities follow the codes: warnings for what iOS tolerates, errors for the rest")
    func severities() {
        let warnings = DiagnosticCode.allCases.filter { $0.severity == .warning }.map(\.rawValue).sorted()
        #expect(
            warnings == [
                "content-available-conflict", "deprecated-option", "empty-file", "ignored-setting", "long-title",
                "missing-translation", "no-actions", "too-many-actions", "unknown-aps-key",
            ])
        let notes = DiagnosticCode.allCases.filter { $0.severity == .note }.map(\.rawValue)
        #expect(notes == ["overlapping-experience"])
    }
}
