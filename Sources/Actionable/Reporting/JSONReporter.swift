import Foundation

/// `{"diagnostics": [{"file", "line", "column", "severity", "code", "message"}], "summary": {…}}`, pretty-printed
/// with sorted keys so the output is stable and diffs well.
public struct JSONReporter: DiagnosticReporter {
    public init() {}

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

    public func report(_ result: DiagnosticReport) -> String {
        let document = Document(
            diagnostics: result.diagnostics.map {
                .init(
                    file: $0.location.file,
                    line: $0.location.line,
                    column: $0.location.column,
                    severity: $0.severity,
                    code: $0.code,
                    message: $0.message
                )
            },
            summary: result.summary
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail; the fallback keeps the promise of valid JSON regardless.
        guard let data = try? encoder.encode(document) else {
            return #"{"diagnostics":[],"summary":null}"# + "\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
