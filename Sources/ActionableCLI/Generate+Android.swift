import Actionable
import ActionableCodegen
import ArgumentParser
import Foundation

extension ActionableCommand.Generate {
    /// `actionable generate android [PATH ...] --output DIR --namespace PACKAGE`.
    struct Android: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "android",
            abstract:
                "Write an Android app's side: string resources, the registry as Kotlin, the tap side, the manifest.",
            discussion: """
                DIR is the app's source set (app/src/main). Writes res/values/\(AndroidGenerator.stringsFileName) \
                (titles and placeholders in the development language) and res/values-<qualifier>/\
                \(AndroidGenerator.stringsFileName) per locale (en-GB -> values-en-rGB, zh-Hans -> \
                values-b+zh+Hans); java/<namespace>/actionable/ActionableRegistry.kt (identifiers as constants and \
                every category's actions); java/actionable/android/*.kt (the notification builder, the tap \
                receiver, the outbox and its delivery job: framework API only, no androidx); and \
                \(AndroidGenerator.manifestPath) (the receiver, the job service and the permissions, for the \
                manifest merger). A strings file of a locale the registry no longer has is removed. Files whose \
                contents are unchanged are not rewritten. Exit status 1, and no file written, when the category \
                files or the configuration have errors.
                """
        )

        @OptionGroup var registry: ActionableCommand.RegistryPaths

        @Option(name: .shortAndLong, help: "The app's source set to write into (e.g. app/src/main).")
        var output: String

        @Option(help: "The app's package (its Gradle namespace), where its R class is; e.g. com.example.app.")
        var namespace: String

        @Option(
            name: .customLong("min-sdk"),
            help: ArgumentHelp(
                "The app's minSdkVersion (default: the configuration's deployment-target android min-sdk, or \(AndroidGenerator.defaultMinSDK)).",
                valueName: "level"))
        var minSDK: Int?

        @Option(
            help:
                "The locale res/values holds (default: the first locale of the first localized text, or en)."
        )
        var developmentLanguage: String?

        @OptionGroup var config: ConfigurationOptions

        func run() async throws {
            var standardError = StandardError()
            let settings: Configuration
            let problems: [Diagnostic]
            switch ConfigurationOptions.resolve(file: config.file, searchingFrom: registry.paths.first) {
            case .success(let resolved): (settings, problems) = resolved
            case .failure(let error):
                print("error: \(error)", to: &standardError)
                throw error.exitCode
            }
            let generator: AndroidGenerator
            do {
                generator = try AndroidGenerator(
                    options: .init(
                        namespace: namespace,
                        minSDK: minSDK ?? settings.androidMinSDK ?? AndroidGenerator.defaultMinSDK,
                        developmentLanguage: developmentLanguage))
            } catch {
                throw ValidationError(error.description)
            }
            let result = try await Self.load(registry.paths, configuration: settings, problems: problems)
            for warning in generator.warnings(for: result.registry) {
                print("warning: \(warning)", to: &standardError)
            }
            let files = generator.generate(result, paths: registry.paths)
            try Self.write(files, to: output)
        }

        /// Loads `paths` with the configuration (so `ignored-on-platform` says what Android drops), and stops as
        /// ``ActionableCommand/Generate/load(_:)`` does when the files or the configuration have errors.
        static func load(_ paths: [String], configuration: Configuration, problems: [Diagnostic]) async throws
            -> LoadResult
        {
            var standardError = StandardError()
            let result: LoadResult
            do {
                result = try await CategoryLoader(options: .init(configuration: configuration)).load(paths: paths)
                    .adding(problems)
            } catch {
                print("error: \(error)", to: &standardError)
                throw error.exitCode
            }
            if result.hasErrors || result.warningCount > 0 {
                standardError.write(TextReporter().report(DiagnosticReport(result)))
            }
            if result.hasErrors {
                print("error: the category files have errors; nothing was generated", to: &standardError)
                throw ExitCode.failure
            }
            return result
        }

        /// Writes `files` (named by their paths below `directory`) and removes the strings files of locales the
        /// registry no longer has; says what it did in one line on standard output.
        static func write(_ files: [GeneratedFile], to directory: String) throws {
            var standardError = StandardError()
            var written = 0
            for file in files {
                let components = file.name.split(separator: "/", omittingEmptySubsequences: false)
                guard let name = components.last,
                    !file.name.hasPrefix("/"), components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
                else {
                    // Never reached: the generator builds every path from checked parts.
                    print("error: refusing to write \(file.name) outside \(directory)", to: &standardError)
                    throw ExitCode(70)
                }
                let subdirectory = ([directory] + components.dropLast().map(String.init)).joined(separator: "/")
                do {
                    if try GeneratedFile(name: String(name), contents: file.contents).write(to: subdirectory)
                        == .written
                    {
                        written += 1
                    }
                } catch {
                    print(
                        "error: cannot write \(directory)/\(file.name): \(error.localizedDescription)",
                        to: &standardError)
                    throw ExitCode(74)
                }
            }
            let removed = removeStaleStrings(in: directory, keeping: Set(files.map(\.name)))
            print(
                "Generated \(files.count) files in \(directory) (\(written) written, \(files.count - written) unchanged"
                    + (removed.isEmpty ? "" : ", \(removed.count) stale removed: \(removed.joined(separator: ", "))")
                    + ")."
            )
        }

        /// Removes `res/values-*/actionable_strings.xml` files that are not in `keeping` and that this command
        /// wrote (their first comment says so), and their directory when nothing else is left in it: a locale the
        /// registry dropped would otherwise keep translations of strings that are gone. Returns their paths below
        /// `directory`.
        static func removeStaleStrings(in directory: String, keeping: Set<String>) -> [String] {
            let manager = FileManager.default
            let resources = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("res")
            guard let entries = try? manager.contentsOfDirectory(atPath: resources.path) else { return [] }
            var removed: [String] = []
            for entry in entries.sorted() where entry.hasPrefix("values-") {
                let path = "res/" + entry + "/" + AndroidGenerator.stringsFileName
                let url = resources.appendingPathComponent(entry).appendingPathComponent(
                    AndroidGenerator.stringsFileName)
                guard !keeping.contains(path), let data = try? Data(contentsOf: url),
                    AndroidGenerator.isGeneratedStrings(String(decoding: data, as: UTF8.self)),
                    (try? manager.removeItem(at: url)) != nil
                else { continue }
                removed.append(path)
                let folder = resources.appendingPathComponent(entry)
                if (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                    try? manager.removeItem(at: folder)
                }
            }
            return removed
        }
    }
}
