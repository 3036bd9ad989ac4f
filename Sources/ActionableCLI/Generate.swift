import Actionable
import ActionableCodegen
import ArgumentParser

extension ActionableCommand {
    /// `actionable generate swift|strings-catalog|json-schema|web|android`: everything the app side, the site, the
    /// Android app and editors need, from the same files the validator reads.
    struct Generate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Generate the app's Swift, a string catalog, the JSON Schema, the site's JavaScript or the Android app's Kotlin from the category files.",
            subcommands: [SwiftCode.self, StringsCatalog.self, JSONSchema.self, Web.self, Android.self]
        )
    }

    /// The category files a generator reads.
    struct RegistryPaths: ParsableArguments {
        @Argument(help: "Category files or directories (searched recursively for *.yaml and *.yml).")
        var paths: [String] = ["Categories"]
    }
}

extension ActionableCommand.Generate {
    /// Loads `paths`; on errors prints every diagnostic to standard error and throws exit status 1 (66 or 74
    /// when the paths themselves cannot be read), so nothing is generated from a broken registry. Warnings are
    /// printed and generation goes on; notes are not.
    static func load(_ paths: [String]) async throws -> LoadResult {
        var standardError = StandardError()
        let result: LoadResult
        do {
            result = try await CategoryLoader().load(paths: paths)
        } catch {
            print("error: \(error)", to: &standardError)
            throw error.exitCode
        }
        if result.hasErrors || result.warningCount > 0 {
            standardError.write(TextReporter().report(result))
        }
        if result.hasErrors {
            print("error: the category files have errors; nothing was generated", to: &standardError)
            throw ExitCode.failure
        }
        return result
    }
}
