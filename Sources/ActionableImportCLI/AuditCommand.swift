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

            @Option(
                help: """
                    The Swift language mode the app compiles in (5 or 6). By default it is read from the nearest \
                    Package.swift or *.xcodeproj above the paths; unknown, only explicit @MainActor delegates are \
                    reported by main-actor-delegate.
                    """)
            var swiftLanguageMode: Int?

            func run() throws {
                var output = ""
                let status = Self.audit(
                    paths: paths, format: format, strict: strict, languageMode: swiftLanguageMode, output: &output
                ) { text in
                    FileHandle.standardError.write(Data(text.utf8))
                }
                FileHandle.standardOutput.write(Data(output.utf8))
                if status != .success { throw status }
            }

            /// Audits `paths`: the report to `output`, what was not followed and what did not parse to `standardError`.
            static func audit(
                paths: [String], format: ReportFormat, strict: Bool, languageMode: Int? = nil, output: inout String,
                standardError: (String) -> Void
            ) -> ExitCode {
                if let languageMode, ![5, 6].contains(languageMode) {
                    standardError("error: --swift-language-mode is 5 or 6, not \(languageMode)\n")
                    return ExitCode(64)
                }
                let mode = languageMode ?? SwiftLanguageMode.detect(from: paths)
                let sources: [ImportSource]
                do {
                    sources = try ImportRunner.read(paths: paths, extensions: ["swift", "m", "mm", "h"])
                } catch {
                    standardError("error: \(error.message)\n")
                    return ExitCode(error.status)
                }
                let (imported, facts) = AppAudit.read(sources, languageMode: mode)
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
                if report.delegateMethods > 0 {
                    notes +=
                        mode.map { "Swift language mode \($0) (--swift-language-mode to change).\n" }
                        ?? "Swift language mode unknown (no Package.swift or *.xcodeproj above the paths): pass"
                        + " --swift-language-mode 6 if the app compiles in Swift 6 mode.\n"
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

    /// The Swift language mode of the app the paths are in, from the nearest `Package.swift` or Xcode project above
    /// them.
    enum SwiftLanguageMode {
        static func detect(from paths: [String]) -> Int? {
            let manager = FileManager.default
            for path in paths {
                var directory = URL(fileURLWithPath: path).standardizedFileURL
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    directory.deleteLastPathComponent()
                }
                for _ in 0..<12 {
                    if let mode = mode(in: directory) { return mode }
                    let parent = directory.deletingLastPathComponent()
                    if parent.path == directory.path { break }
                    directory = parent
                }
            }
            return nil
        }

        /// The mode a directory's `Package.swift` or `*.xcodeproj` sets, if it has one.
        static func mode(in directory: URL) -> Int? {
            let manager = FileManager.default
            let package = directory.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: package, encoding: .utf8) {
                if text.contains(".v5")
                    && (text.contains("swiftLanguageMode") || text.contains("swiftLanguageVersions"))
                {
                    return 5
                }
                guard let marker = text.range(of: "swift-tools-version:") else { return nil }
                let version = text[marker.upperBound...].prefix { $0.isNumber || $0 == " " }
                    .trimmingCharacters(in: .whitespaces)
                return (Int(version) ?? 0) >= 6 ? 6 : 5
            }
            let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
                let file = directory.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                if text.contains("SWIFT_VERSION = 6") { return 6 }
                if text.contains("SWIFT_VERSION = 5") { return 5 }
            }
            return nil
        }
    }

#endif
