import Actionable
import ActionableCodegen
public import ArgumentParser
import Foundation

extension SwiftGenerator.AccessLevel: ExpressibleByArgument {}
extension SwiftGenerator.BundleChoice: ExpressibleByArgument {}

extension ActionableCommand.Generate {
    /// `actionable generate swift [PATH ...] --output DIR`.
    struct SwiftCode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write the app's categories and typed identifiers as plain Swift.",
            discussion: """
                Writes <namespace>.swift (identifiers, every platform) and <namespace>+UserNotifications.swift \
                (the UNNotificationCategory set: \(SwiftGenerator.describe(SwiftGenerator.categoriesFloor)) and \
                later; register(in:): \(SwiftGenerator.describe(SwiftGenerator.registerFloor)); nothing on tvOS) \
                into DIR; with --actionable-conformances also <namespace>+Actionable.swift, for services; with \
                --app-responses also <namespace>+Responses.swift, the app's side of a tap (typed responses, handler \
                protocols, the notification delegate) over the ActionableApp library \
                (\(SwiftGenerator.describe(SwiftGenerator.responsesFloor)) and later). Files whose contents \
                are unchanged are not rewritten. Exit status 1, and no file written, when the category files have \
                errors.
                """
        )

        @OptionGroup var registry: ActionableCommand.RegistryPaths

        @Option(name: .shortAndLong, help: "The directory to write the Swift files into.")
        var output: String

        @Option(help: "The enum that holds the generated names.")
        var namespace = "ActionableCategories"

        @Option(help: "Access level of the generated declarations: public, package or internal.")
        var accessLevel: SwiftGenerator.AccessLevel = .internal

        @Option(help: "The strings table texts are looked up in (default: Localizable).")
        var table: String?

        @Option(help: "The bundle holding the strings: main (an app) or module (a package target with resources).")
        var bundle: SwiftGenerator.BundleChoice = .main

        @Option(help: "The locale whose text is NSLocalizedString's value (default: each text's first locale).")
        var developmentLanguage: String?

        @Flag(help: "Also conform each Action enum to Actionable's CategoryActions (for services).")
        var actionableConformances = false

        @Flag(
            help:
                "Also write the app's side of a tap: typed responses, handlers and the delegate (needs ActionableApp).")
        var appResponses = false

        func run() async throws {
            let generator: SwiftGenerator
            do {
                generator = try SwiftGenerator(
                    options: .init(
                        namespace: namespace, accessLevel: accessLevel, tableName: table, bundle: bundle,
                        developmentLanguage: developmentLanguage, actionableConformances: actionableConformances,
                        appResponses: appResponses))
            } catch {
                throw ValidationError(error.description)
            }
            let result = try await ActionableCommand.Generate.load(registry.paths)
            let files = generator.generate(result, paths: registry.paths)
            try ActionableCommand.Generate.write(files, to: output)
        }
    }

    /// Writes `files` into `directory` and says what it did in one line on standard output (naming `single` for a
    /// one-file generator).
    static func write(_ files: [GeneratedFile], to directory: String, single: String? = nil) throws {
        var written = 0
        for file in files {
            do {
                if try file.write(to: directory) == .written { written += 1 }
            } catch {
                var standardError = StandardError()
                print(
                    "error: cannot write \(directory)/\(file.name): \(error.localizedDescription)", to: &standardError)
                throw ExitCode(74)
            }
        }
        let unchanged = files.count - written
        if let single {
            print("\(written == 0 ? "Unchanged" : "Wrote") \(single).")
            return
        }
        print(
            "Generated \(files.count) file\(files.count == 1 ? "" : "s") in \(directory) (\(written) written, \(unchanged) unchanged)."
        )
    }
}
