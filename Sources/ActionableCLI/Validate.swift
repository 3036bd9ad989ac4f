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
                paths: paths, format: format, strict: strict, configFile: config.file, output: &output,
                keepingModels: { ModelsKeptUntilExit.keep($0) })
            if status != .success { throw status }
        }

        /// Validates `paths`, writes the report to `output` (problems with the paths themselves to standard error),
        /// and returns the exit status.
        static func validate(
            paths: [String],
            format: ReportFormat,
            strict: Bool,
            configFile: String? = nil,
            output: inout some TextOutputStream,
            keepingModels keep: (LoadResult) -> Void = { _ in }
        ) async -> ExitCode {
            let report: DiagnosticReport
            do {
                report = try await Self.load(paths: paths, configFile: configFile, keepingModels: keep)
            } catch {
                var standardError = StandardError()
                print("error: \(error)", to: &standardError)
                return error.exitCode
            }
            // The report is written in pieces of 64 KB, so it adds no more than that to the peak.
            format.reporter.write(report, to: &output)
            let failed = report.summary.errors > 0 || (strict && report.summary.warnings > 0)
            return failed ? .failure : .success
        }

        /// The diagnostics and counts of loading `paths`. The loaded models and registry go to `keep`, and are
        /// released when it lets them go.
        private static func load(
            paths: [String], configFile: String?, keepingModels keep: (LoadResult) -> Void
        ) async throws(LoadError) -> DiagnosticReport {
            let (settings, problems) = try ConfigurationOptions.resolve(file: configFile, searchingFrom: paths.first)
                .get()
            var options = CategoryLoader.Options(configuration: settings)
            // Only the diagnostics and counts are reported: the registry need not keep every model.
            options.keepsModels = false
            let result = try await CategoryLoader(options: options).load(paths: paths)
            keep(result)
            return DiagnosticReport(result.adding(problems))
        }
    }
}

/// The models of the load `actionable validate` reports on, kept until the process exits: releasing hundreds of
/// thousands of objects one by one, on one core, after the report is written is work the operating system does at
/// once when it takes back the process's memory (compilers skip it the same way, clang with `-disable-free`). Only
/// the command line's own entry point keeps them; `validate` called in-process (tests) releases them as usual.
enum ModelsKeptUntilExit {
    private static let kept = LockedValue<LoadResult?>(nil)

    static func keep(_ result: LoadResult) {
        kept.withLock { $0 = result }
    }
}

extension LoadError {
    /// See ``LoadError/sysexitsCode``.
    var exitCode: ExitCode { ExitCode(sysexitsCode) }
}
