import Actionable
import ActionableImport
import ActionableImportSwift

// `actionable-import audit`'s entry point: the bytes are an app's Swift and Objective-C (the first byte chooses:
// Swift only, Objective-C only, or both, split at the first NUL byte), read by both auditors and judged by the rules
// that look across files. Whatever the input: no crash and no hang (the interpreter's budget bounds it), every
// finding and every place not followed is located in a file it read with 1-based lines, and the report renders in
// every format. No top-level state: this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAuditor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let fuzzed = AppAudit.fuzzInput(input) else { return 0 }
    let sources = fuzzed.sources
    let paths = Set(sources.map(\.path))
    let (imported, facts) = AppAudit.read(sources, languageMode: fuzzed.languageMode)
    let report = AppAudit.audit(facts, imported: imported, sources: sources)
    for diagnostic in report.diagnostics {
        precondition(paths.contains(diagnostic.location.file), "a finding names another file: \(diagnostic)")
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "not 1-based: \(diagnostic)")
        precondition(diagnostic.code.severity == .warning, "an app-code finding that is not a rule's: \(diagnostic)")
    }
    for note in report.skipped {
        precondition(paths.contains(note.location.file), "a place not followed names another file: \(note)")
        precondition(note.location.line >= 1 && note.location.column >= 1, "not 1-based: \(note)")
    }
    let summary = ReportSummary(
        files: report.files, categories: report.categories, actions: report.actions, errors: 0,
        warnings: report.diagnostics.count, delegateMethods: report.delegateMethods, notFollowed: report.skipped.count)
    for format in ReportFormat.allCases {
        let text = format.reporter.report(DiagnosticReport(diagnostics: report.diagnostics, summary: summary))
        precondition(text.hasSuffix("\n"), "\(format) report does not end with a newline")
    }
    return 0
}
