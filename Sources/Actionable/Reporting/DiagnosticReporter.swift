/// Renders a ``LoadResult`` for one audience. One type per format, one file per type (SwiftLint's Reporters).
public protocol DiagnosticReporter: Sendable {
    /// The whole report, ending with a newline.
    func report(_ report: DiagnosticReport) -> String

    /// Writes the report to `output` in pieces of about 64 KiB, as it is rendered, so a report of tens of thousands
    /// of diagnostics is never held whole: what `actionable validate` writes to standard output. The pieces joined
    /// are exactly what `report(_:)` returns.
    func write(_ report: DiagnosticReport, to output: inout some TextOutputStream)
}

/// About how many bytes a streaming reporter renders before it hands them to its output.
let streamingChunkSize = 1 << 16

extension DiagnosticReporter {
    /// The report of a load (`actionable validate`).
    public func report(_ result: LoadResult) -> String { report(DiagnosticReport(result)) }

    /// The whole report in one piece: for formats that are one document written at the end (SARIF).
    public func write(_ report: DiagnosticReport, to output: inout some TextOutputStream) {
        output.write(self.report(report))
    }
}

/// What a report shows: the diagnostics, sorted, and the counts.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, in the order they are reported.
    public let diagnostics: [Diagnostic]
    /// The counts the report ends with.
    public let summary: ReportSummary

    /// A report of `diagnostics`, given in the order to report them, ending with `summary`.
    public init(diagnostics: [Diagnostic], summary: ReportSummary) {
        self.diagnostics = diagnostics
        self.summary = summary
    }

    /// The report of a load: its diagnostics, sorted by file, line and column, and its counts.
    public init(_ result: LoadResult) {
        self.init(diagnostics: result.diagnostics, summary: ReportSummary(result))
    }
}

/// The formats `actionable validate --format` offers.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: severity: message [code]` lines and a summary, for people and editors.
    case text
    /// One JSON object with `diagnostics` and `summary`, keys sorted, for tools.
    case json
    /// GitHub Actions workflow commands, which annotate the pull request's files.
    case github
    /// One SARIF 2.1.0 log with every rule and a result per diagnostic, for GitHub code scanning
    /// (`github/codeql-action/upload-sarif`) and SARIF viewers; paths are relative to the working directory.
    case sarif

    /// The reporter that renders this format.
    public var reporter: any DiagnosticReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .sarif: SARIFReporter()
        }
    }
}
