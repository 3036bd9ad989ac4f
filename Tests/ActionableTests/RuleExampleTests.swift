import Foundation
import Testing

@testable import Actionable

/// Every rule's examples, run as tests (SwiftLint's `verifyRule`): each triggering example produces at least one
/// finding of the rule, each non-triggering example none. The same examples are what `actionable rules --format json`
/// shows.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleDescription
        let example: RuleExample
        let triggers: Bool
        let index: Int

        var testDescription: String {
            "\(rule.identifier.rawValue) \(triggers ? "triggering" : "non-triggering") #\(index + 1)"
        }
    }

    /// The app-code rules read Swift and Objective-C with `actionable-import audit`'s readers: their examples run in
    /// `AuditRuleExampleTests` (ActionableImportTests), which links swift-syntax.
    static let cases: [Case] = RuleCatalog.descriptions.filter { $0.scope != .appCode }.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(rule: rule, example: $1, triggers: true, index: $0) }
            + rule.nonTriggeringExamples.enumerated().map {
                Case(rule: rule, example: $1, triggers: false, index: $0)
            }
    }

    @Test("each example triggers its rule or not, as declared", arguments: cases)
    func example(_ test: Case) async throws {
        let diagnostics = try await Self.run(test.example)
        let found = diagnostics.filter { $0.code == test.rule.identifier }
        let shown = "\n" + test.example.description + "\n→\n" + diagnostics.map(\.description).joined(separator: "\n")
        if test.triggers {
            #expect(!found.isEmpty, "expected \(test.rule.identifier.rawValue):\(shown)")
            if !test.example.markers.isEmpty {
                #expect(
                    Self.places(of: found) == Set(test.example.markers),
                    "\(test.rule.identifier.rawValue) must be reported exactly at the example's ↓ markers:\(shown)")
            }
        } else {
            #expect(found.isEmpty, "expected no \(test.rule.identifier.rawValue):\(shown)")
        }
        // Run against every rule: an example shows its rule and nothing else, unless it says what else it draws.
        let others = Set(diagnostics.map(\.code)).subtracting([test.rule.identifier])
        #expect(
            others == Set(test.example.alsoReports),
            "the example draws other rules' findings than it declares (alsoReports: \(test.example.alsoReports.map(\.rawValue))):\(shown)"
        )
    }

    @Test("a marker where the rule's finding is not, or a finding of another rule, is caught")
    func markersAndOtherRulesAreChecked() async throws {
        let misplaced = RuleExample("categories:\n  - identifier: A\n    ↓actions: []\n  - identifier: B\n")
        #expect(misplaced.markers == [RuleExample.Marker(file: "Example.yaml", line: 3, column: 5)])
        let found = try await Self.run(misplaced)
        #expect(found.map(\.code) == [.noActions])
        #expect(Self.places(of: found) != Set(misplaced.markers))
        #expect(Self.places(of: found) == [RuleExample.Marker(file: "Example.yaml", line: 4, column: 5)])
        // Markers count columns in characters and are not content: the text libyaml reads has none.
        let text = RuleExample("categories:\n  - {identifier: ↓\"é\", actions: ↓[]}\n")
        #expect(text.markers.map(\.column) == [18, 32])
        #expect(!text.description.contains("↓"))
    }

    /// Where `diagnostics` are, as markers.
    static func places(of diagnostics: [Diagnostic]) -> Set<RuleExample.Marker> {
        Set(
            diagnostics.map {
                RuleExample.Marker(
                    file: String($0.location.file.split(separator: "/").last ?? ""), line: $0.location.line,
                    column: $0.location.column)
            })
    }

    @Test("every rule has a triggering example, and every diagnostic code is one rule")
    func catalogIsComplete() {
        let identifiers = RuleCatalog.descriptions.map(\.identifier)
        #expect(Set(identifiers) == Set(DiagnosticCode.allCases))
        #expect(identifiers.count == DiagnosticCode.allCases.count, "a code is listed twice")
        for rule in RuleCatalog.descriptions {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.identifier.rawValue) has no triggering example")
            #expect(!rule.rationale.isEmpty && rule.summary.hasSuffix("."), "\(rule.identifier.rawValue)")
        }
    }

    /// Writes the example's files into a fresh directory and runs what `actionable validate` (and, for a payload,
    /// `actionable payload check`) runs there, configuration included.
    static func run(_ example: RuleExample) async throws -> [Diagnostic] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("actionable-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        if let oldFiles = example.oldFiles {
            return try await diff(old: oldFiles, new: example.files, in: directory)
        }
        for file in example.files {
            try Data(file.bytes).write(to: directory.appendingPathComponent(file.name))
        }
        var configuration = Configuration()
        var problems: [Diagnostic] = []
        if let found = Configuration.find(from: directory.path) {
            (configuration, problems) = Configuration.load(file: found)
        }
        var options = CategoryLoader.Options(configuration: configuration)
        if let size = example.maxFileSize { options.maxFileSize = size }
        let loaded = try await CategoryLoader(options: options).load(paths: [directory.path]).adding(problems)
        guard let payload = example.payload else { return loaded.diagnostics }
        if example.service == .fcm {
            return configuration.apply(
                to: FCMPayloadChecker(registry: loaded.registry).check(payload, file: RuleExample.payloadFile))
        }
        let checker = PayloadChecker(
            registry: loaded.registry, app: loaded.app, deploymentTarget: configuration.deploymentTarget)
        let headers = example.headers.map { PushHeadersFile(file: RuleExample.headersFile, bytes: $0) }
        return configuration.apply(
            to: checker.check(payload, file: RuleExample.payloadFile, pushType: example.pushType, headers: headers))
    }

    /// What `actionable diff old new` finds: both sides' own diagnostics, then the changes.
    static func diff(old: [RuleExample.File], new: [RuleExample.File], in directory: URL) async throws -> [Diagnostic] {
        var sides: [LoadResult] = []
        for (name, files) in [("old", old), ("new", new)] {
            let side = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
            for file in files { try Data(file.bytes).write(to: side.appendingPathComponent(file.name)) }
            sides.append(try await CategoryLoader().load(paths: [side.path]))
        }
        let changes = RegistryDiff.changes(from: sides[0].registry, to: sides[1].registry)
        return sides[0].diagnostics + sides[1].diagnostics + sides[1].resolving(changes, configuration: Configuration())
    }
}

@Suite struct SensitiveActionTermTests {
    @Test("the rules article lists exactly the words the sensitive-action rule matches")
    func readmeListsTheTerms() throws {
        let readme = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(
                "Sources/Actionable/Documentation.docc/RulesAndConfiguration.md"),
            encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- sensitive-terms:begin -->\n"))
        let end = try #require(readme.range(of: "<!-- sensitive-terms:end -->"))
        let rendered = UnauthenticatedSensitiveActionRule.terms.map { language, terms in
            "- \(language): " + terms.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }.joined()
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == rendered)
    }

    @Test(
        "identifiers and titles are split into words; only whole words count",
        arguments: [
            ("APPROVE_LOGIN", "approve"), ("payNow", "pay"), ("Sign in", "sign in"), ("Entsperren", "entsperren"),
            ("ロック解除する", "ロック解除"), ("Remind me on payday", nil), ("Accept", nil), ("PAYDAY", nil),
            ("Unlockable achievements", nil),
        ] as [(String, String?)])
    func matching(text: String, term: String?) {
        #expect(UnauthenticatedSensitiveActionRule.sensitiveTerm(in: text) == term)
    }
}
