import Actionable
import ActionableImport
import Testing

@testable import ActionableImportCLI

/// The app-code rules' examples, run through `actionable-import audit`'s readers (as `RuleExampleTests` runs the
/// others through the loader): each triggering example is reported exactly at its `↓` markers, each non-triggering
/// one draws nothing, and no example draws another rule's findings unless it says so.
@Suite struct AuditRuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleDescription
        let example: RuleExample
        let triggers: Bool
        let index: Int

        var testDescription: String {
            "\(rule.identifier.rawValue) \(triggers ? "triggering" : "non-triggering") #\(index + 1)"
        }
    }

    static let cases: [Case] = RuleCatalog.descriptions.filter { $0.scope == .appCode }.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(rule: rule, example: $1, triggers: true, index: $0) }
            + rule.nonTriggeringExamples.enumerated().map {
                Case(rule: rule, example: $1, triggers: false, index: $0)
            }
    }

    @Test("each app-code example triggers its rule or not, as declared", arguments: cases)
    func example(_ test: Case) {
        let report = Self.run(test.example)
        let diagnostics = report.diagnostics
        let found = diagnostics.filter { $0.code == test.rule.identifier }
        let shown =
            "\n" + test.example.description + "\n→\n" + diagnostics.map(\.description).joined(separator: "\n")
            + "\nnot followed:\n" + report.skipped.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
        if test.triggers {
            #expect(!found.isEmpty, "expected \(test.rule.identifier.rawValue):\(shown)")
            let places = Set(found.map { "\($0.location)" })
            #expect(
                places == Set(test.example.markers.map(\.description)),
                "\(test.rule.identifier.rawValue) must be reported exactly at the example's ↓ markers:\(shown)")
        } else {
            #expect(found.isEmpty, "expected no \(test.rule.identifier.rawValue):\(shown)")
        }
        let others = Set(diagnostics.map(\.code)).subtracting([test.rule.identifier])
        #expect(
            others == Set(test.example.alsoReports),
            "the example draws other rules' findings than it declares:\(shown)")
    }

    @Test("every app-code rule has examples both ways")
    func examplesBothWays() {
        let rules = RuleCatalog.descriptions.filter { $0.scope == .appCode }
        #expect(rules.count == 10)
        for rule in rules {
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.identifier)")
        }
    }

    /// Audits the example's files as they are named (the markers name them so).
    static func run(_ example: RuleExample) -> AppAudit.Report {
        let sources = example.files.map { ImportSource(path: $0.name, bytes: $0.bytes) }
        let (imported, facts) = AppAudit.read(sources)
        return AppAudit.audit(facts, imported: imported, sources: sources)
    }
}
