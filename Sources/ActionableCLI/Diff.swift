import Actionable
import ArgumentParser
import Foundation

extension ActionableCommand {
    /// `actionable diff OLD NEW` and `actionable diff --base REF [PATH ...]`: what a change to the category files
    /// breaks for notifications already on devices and for old app versions.
    struct Diff: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report changes between two versions of the category files that break delivered notifications.",
            discussion: """
                Without --base, compares the registry at OLD with the one at NEW (files or directories). With \
                --base REF, compares the PATHs (default Categories) as they are at git REF with the working tree: \
                the pull-request check. Exit status: 0 when no change reaches --fail-on; 1 when one does, or when \
                either side does not validate; 64 usage error; 66 a missing path, a REF that does not exist, or no \
                git repository.
                """
        )

        enum FailOn: String, ExpressibleByArgument, CaseIterable {
            case breaking, warning, info

            var severity: Severity {
                switch self {
                case .breaking: .error
                case .warning: .warning
                case .info: .note
                }
            }
        }

        @Argument(help: "OLD NEW; with --base, the paths to compare (default Categories).")
        var paths: [String] = []

        @Option(help: ArgumentHelp("Compare with the paths as they are at this git ref.", valueName: "ref"))
        var base: String?

        @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        var format: ReportFormat = .text

        @Option(help: "The least severe change that fails: breaking (errors), warning, info (notes too).")
        var failOn: FailOn = .breaking

        @OptionGroup var config: ConfigurationOptions

        func validate() throws {
            if base == nil, paths.count != 2 {
                throw ValidationError("give OLD and NEW, or --base REF with the paths to compare")
            }
        }

        func run() async throws {
            var output = StandardOutput()
            var standardError = StandardError()
            let status = await Self.diff(
                paths: paths, base: base, format: format, failOn: failOn, configFile: config.file, output: &output,
                errors: &standardError)
            if status != .success { throw status }
        }

        /// Compares, writes the report to `output` (problems with the inputs to `errors`) and returns the status.
        static func diff(
            paths: [String], base: String?, format: ReportFormat, failOn: FailOn, configFile: String? = nil,
            output: inout some TextOutputStream, errors: inout some TextOutputStream
        ) async -> ExitCode {
            let newPaths = base == nil ? [paths[1]] : (paths.isEmpty ? ["Categories"] : paths)
            var snapshot: GitSnapshot?
            defer { snapshot?.remove() }
            let oldPaths: [String]
            if let base {
                do {
                    let taken = try GitSnapshot(ref: base, paths: newPaths)
                    snapshot = taken
                    for missing in taken.missing {
                        print("note: \(missing) does not exist at \(base): everything in it is new", to: &errors)
                    }
                    oldPaths = taken.paths
                } catch {
                    print("error: \(error)", to: &errors)
                    return ExitCode(66)
                }
            } else {
                oldPaths = [paths[0]]
            }
            let configuration: Configuration
            let old: LoadResult
            let new: LoadResult
            do {
                let problems: [Diagnostic]
                (configuration, problems) = try ConfigurationOptions.resolve(
                    file: configFile, searchingFrom: newPaths.first
                ).get()
                let loader = CategoryLoader(options: .init(configuration: configuration))
                // The snapshot mirrors the working directory: excluded paths apply to it from the same place.
                let oldLoader = CategoryLoader(
                    options: .init(configuration: snapshot?.rebased(configuration) ?? configuration))
                old =
                    oldPaths.isEmpty
                    ? LoadResult(files: [], registry: .empty, diagnostics: [])
                    : try await oldLoader.load(paths: oldPaths)
                new = try await loader.load(paths: newPaths).adding(problems)
            } catch {
                print("error: \(error)", to: &errors)
                return error.exitCode
            }
            let shown = { (diagnostic: Diagnostic) in snapshot?.relabel(diagnostic) ?? diagnostic }
            // A side that does not validate has a partial registry: comparing it would report removals that are
            // only errors. Its errors are the report.
            let failing =
                (old.diagnostics.filter { $0.severity == .error }.map(shown)
                    + new.diagnostics.filter { $0.severity == .error })
            let diagnostics: [Diagnostic]
            if failing.isEmpty {
                let changes = RegistryDiff.changes(from: old.registry, to: new.registry)
                diagnostics = new.resolving(changes, configuration: configuration).map(shown)
            } else {
                diagnostics = failing
                print(
                    "error: the category files do not validate (\(failing.count) errors); fix them, then compare",
                    to: &errors)
            }
            let summary = ReportSummary(
                files: new.files.count, categories: new.registry.categories.count, actions: new.registry.actionCount,
                errors: diagnostics.count { $0.severity == .error },
                warnings: diagnostics.count { $0.severity == .warning },
                comparedCategories: old.registry.categories.count)
            format.reporter.write(DiagnosticReport(diagnostics: diagnostics, summary: summary), to: &output)
            if !failing.isEmpty { return .failure }
            return diagnostics.contains { $0.severity >= failOn.severity } ? .failure : .success
        }
    }
}
