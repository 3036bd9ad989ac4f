import Actionable
public import ArgumentParser

extension ReportFormat: ExpressibleByArgument {}

extension ActionableCommand {
    /// `actionable validate [PATH ...]`: the command CI runs over the category files.
    struct Validate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate category files and report every problem.",
            discussion: """
                Exit status: 0 when no file has an error; 1 when at least one has (or a warning, with --strict); \
                64 for a usage error; 66 when a path does not exist or a directory holds no *.yaml or *.yml file; \
                74 when a file cannot be read.
                """
        )

        @Argument(help: "Category files or directories (searched recursively for *.yaml and *.yml).")
        var paths: [String] = ["Categories"]

        @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        var format: ReportFormat = .text

        @Flag(help: "Fail on warnings too.")
        var strict = false

        @OptionGroup var config: ConfigurationOptions

        func run() async throws {
            var output = StandardOutput()
            let status = await Self.validate(
                paths: paths, format: format, strict: strict, configFile: config.file, output: &output)
            if status != .success { throw status }
        }

        /// Validates `paths`, writes the report to `output` (problems with the paths themselves to standard error),
        /// and returns the exit status.
        static func validate(
            paths: [String],
            format: ReportFormat,
            strict: Bool,
            configFile: String? = nil,
            output: inout some TextOutputStream
        ) async -> ExitCode {
            let report: DiagnosticReport
            do {
                report = try await Self.load(paths: paths, configFile: configFile)
            } catch {
                var standardError = StandardError()
                print("error: \(error)", to: &standardError)
                return error.exitCode
            }
            // The models are gone by now: the report is written in pieces, with only the diagnostics in memory.
            format.reporter.write(report, to: &output)
            let failed = report.summary.errors > 0 || (strict && report.summary.warnings > 0)
            return failed ? .failure : .success
        }

        /// The diagnostics and counts of loading `paths`. The loaded models and registry are released when this
        /// returns, before the report is written, so they and the rendered report never share the peak.
        private static func load(paths: [String], configFile: String?) async throws(LoadError) -> DiagnosticReport {
            let (settings, problems) = try ConfigurationOptions.resolve(file: configFile, searchingFrom: paths.first)
                .get()
            let result = try await CategoryLoader(options: .init(configuration: settings)).load(paths: paths)
            return DiagnosticReport(result.adding(problems))
        }
    }
}

extension LoadError {
    /// See ``LoadError/sysexitsCode``.
    var exitCode: ExitCode { ExitCode(sysexitsCode) }
}
