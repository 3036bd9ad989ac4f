#if Import
    public import Actionable
    import ActionableImport
    import ActionableImportSwift
    public import ArgumentParser
    import Foundation

    extension ReportFormat: ExpressibleByArgument {}

    extension ImportCommand {
        /// `actionable-import audit`: the bugs in an app's registration and delegate code that no category file shows.
        ///
        /// A subcommand of `actionable-import` because it reads the same code the same way (swift-syntax and the
        /// importer's interpreter for Swift, its lexer for Objective-C) and compares it with the categories the import
        /// finds: `actionable validate` never links swift-syntax.
        struct Audit: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "audit",
                abstract: "Find the bugs in an app's notification registration and delegate code.",
                discussion: """
                    Reads *.swift with swift-syntax and *.m, *.mm, *.h with Actionable's Objective-C reader: the \
                    UNUserNotificationCenterDelegate methods (userNotificationCenter(_:didReceive:withCompletionHandler:), \
                    its async form, -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:, and \
                    willPresent), setNotificationCategories and getNotificationCategories, and where the delegate is \
                    assigned. Findings are located and coded like `actionable validate`'s (`actionable rules` lists the \
                    app-code rules); silence one with `// actionable:disable CODE — reason` on its line or the line \
                    above. What the audit cannot follow is left out and listed on standard error, never guessed at.

                    Exit status: 0 when there is no finding of error severity (and, with --strict, no warning); 1 \
                    otherwise, or when a file does not parse; 64 for a usage error; 66 when a path does not exist or \
                    holds no source; 74 when a file cannot be read.
                    """
            )

            @Argument(
                help: "Source files or directories (the app, its extensions, and the code that registers categories).")
            var paths: [String]

            @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
            var format: ReportFormat = .text

            @Flag(help: "Fail on warnings too (what CI wants).")
            var strict = false

            func run() throws {
                var output = ""
                let status = Self.audit(paths: paths, format: format, strict: strict, output: &output) { text in
                    FileHandle.standardError.write(Data(text.utf8))
                }
                FileHandle.standardOutput.write(Data(output.utf8))
                if status != .success { throw status }
            }

            /// Audits `paths`: the report to `output`, what was not followed and what did not parse to `standardError`.
            static func audit(
                paths: [String], format: ReportFormat, strict: Bool, output: inout String,
                standardError: (String) -> Void
            ) -> ExitCode {
                let sources: [ImportSource]
                do {
                    sources = try ImportRunner.read(paths: paths, extensions: ["swift", "m", "mm", "h"])
                } catch {
                    standardError("error: \(error.message)\n")
                    return ExitCode(error.status)
                }
                let (imported, facts) = AppAudit.read(sources)
                let report = AppAudit.audit(facts, imported: imported, sources: sources)
                let summary = ReportSummary(
                    files: report.files, categories: report.categories, actions: report.actions,
                    errors: report.diagnostics.filter { $0.severity == .error }.count,
                    warnings: report.diagnostics.filter { $0.severity == .warning }.count,
                    delegateMethods: report.delegateMethods, notFollowed: report.skipped.count)
                format.reporter.write(DiagnosticReport(diagnostics: report.diagnostics, summary: summary), to: &output)
                var notes = ""
                let unreadable = imported.diagnostics.filter { $0.code == .doesNotParse }
                for diagnostic in unreadable { notes += "\(diagnostic)\n" }
                if !report.skipped.isEmpty {
                    notes += "Not followed (\(report.skipped.count)), so not judged:\n"
                    for note in report.skipped { notes += "  \(note.location): \(note.message)\n" }
                }
                if report.silenced > 0 {
                    notes +=
                        "\(report.silenced) finding\(report.silenced == 1 ? "" : "s") silenced by actionable:disable comments.\n"
                }
                if report.delegateMethods == 0 {
                    notes +=
                        "No UNUserNotificationCenterDelegate method was found in the given files: pass the files that"
                        + " declare the delegate, or the app's source directory.\n"
                }
                if !notes.isEmpty { standardError(notes) }
                let failed =
                    !unreadable.isEmpty || summary.errors > 0 || (strict && summary.warnings > 0)
                return failed ? .failure : .success
            }
        }
    }

    extension AppAudit {
        /// Reads `sources` with the Swift and Objective-C auditors, and joins what they found.
        static func read(_ sources: [ImportSource]) -> (ImportResult, AuditFacts) {
            let swift = sources.filter { $0.path.lowercased().hasSuffix(".swift") }
            let objectiveC = sources.filter { !$0.path.lowercased().hasSuffix(".swift") }
            var results: [ImportResult] = []
            var facts = AuditFacts()
            if !swift.isEmpty {
                let (imported, found) = SwiftAuditor.audit(swift)
                results.append(imported)
                facts.add(found)
            }
            if !objectiveC.isEmpty {
                let (imported, found) = ObjectiveCAuditor.audit(objectiveC)
                results.append(imported)
                facts.add(found)
            }
            return (ImportResult.finishing(results), facts)
        }
    }
#endif
