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
            let result: LoadResult
            do {
                let (settings, problems) = try ConfigurationOptions.resolve(
                    file: configFile, searchingFrom: paths.first
                ).get()
                result = try await CategoryLoader(options: .init(configuration: settings)).load(paths: paths)
                    .adding(problems)
            } catch {
                var standardError = StandardError()
                print("error: \(error)", to: &standardError)
                return error.exitCode
            }
            output.write(format.reporter.report(result))
            let failed = result.hasErrors || (strict && result.warningCount > 0)
            return failed ? .failure : .success
        }
    }
}

extension LoadError {
    /// See ``LoadError/sysexitsCode``.
    var exitCode: ExitCode { ExitCode(sysexitsCode) }
}
