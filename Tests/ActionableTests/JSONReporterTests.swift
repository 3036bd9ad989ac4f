import Actionable
import Foundation
import Testing

/// The JSON report is written by hand (no `JSONEncoder` on the way out of `validate --format json`); it must stay
/// byte for byte what the encoder wrote, which scripts and golden files rely on.
@Suite struct JSONReporterTests {
    /// The report's shape as `Encodable`, encoded the way the reporter used to.
    private struct Document: Encodable {
        struct Entry: Encodable {
            let file: String
            let line: Int
            let column: Int
            let severity: Severity
            let code: DiagnosticCode
            let message: String
        }

        let diagnostics: [Entry]
        let summary: ReportSummary
    }

    static func encoded(_ report: DiagnosticReport) throws -> String {
        let document = Document(
            diagnostics: report.diagnostics.map {
                .init(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity, code: $0.code, message: $0.message)
            },
            summary: report.summary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    static let awkward: [String] = [
        "plain", "", "quote \" and backslash \\ and slash /", "tab\tnew line\ncarriage\rform\u{C}back\u{8}",
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "DEL \u{7F}", "é, 会議 🍱, \u{2028}\u{2029}\u{FEFF}",
        "\u{0}", "'single' <angle> &amp; \u{1F}x",
    ]

    static let summaries: [ReportSummary] = [
        ReportSummary(files: 3, categories: 5, actions: 11, errors: 1, warnings: 2),
        ReportSummary(files: 1, categories: 6, actions: 14, errors: 0, warnings: 0, payloads: 2),
        ReportSummary(files: 2, categories: 4, actions: 9, errors: 3, warnings: 0, comparedCategories: 5),
    ]

    @Test("a report without diagnostics, and each summary shape, is what JSONEncoder writes", arguments: summaries)
    func emptyReports(summary: ReportSummary) throws {
        let report = DiagnosticReport(diagnostics: [], summary: summary)
        #expect(JSONReporter().report(report) == (try Self.encoded(report)))
    }

    @Test("every awkward string, in every field, is escaped as JSONEncoder escapes it")
    func awkwardStrings() throws {
        var diagnostics: [Diagnostic] = []
        for (index, text) in Self.awkward.enumerated() {
            diagnostics.append(
                Diagnostic(
                    code: DiagnosticCode.allCases[index % DiagnosticCode.allCases.count], message: text,
                    location: SourceLocation(file: "dir/\(text).yaml", line: index + 1, column: 100_000 + index),
                    severity: [.note, .warning, .error][index % 3]))
        }
        let report = DiagnosticReport(diagnostics: diagnostics, summary: Self.summaries[0])
        let written = JSONReporter().report(report)
        #expect(written == (try Self.encoded(report)))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let messages = (parsed["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
        #expect(messages == Self.awkward)
    }
}
