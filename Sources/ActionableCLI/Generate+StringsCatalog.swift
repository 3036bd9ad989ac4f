import Actionable
import ActionableCodegen
import ArgumentParser
import Foundation

extension ActionableCommand.Generate {
    /// `actionable generate strings-catalog [PATH ...] --output FILE.xcstrings`.
    struct StringsCatalog: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "strings-catalog",
            abstract: "Write an Xcode String Catalog (.xcstrings) with every text and locale of the registry.",
            discussion: """
                Keys are the texts' localization keys ('title-key', …, or the derived CATEGORY.ACTION.title), the \
                same the generated Swift looks up. Name the file after the table the generated Swift uses \
                (--table; Localizable.xcstrings by default). Exit status 1, and no file written, when the category \
                files have errors.
                """
        )

        @OptionGroup var registry: ActionableCommand.RegistryPaths

        @Option(name: .shortAndLong, help: "The .xcstrings file to write.")
        var output: String

        @Option(help: "The catalog's source language (default: the first locale of the first localized text, or en).")
        var developmentLanguage: String?

        func run() async throws {
            let result = try await ActionableCommand.Generate.load(registry.paths)
            let catalog = try StringCatalogGenerator(developmentLanguage: developmentLanguage).generate(result.registry)
            let url = URL(fileURLWithPath: output)
            let file = GeneratedFile(name: url.lastPathComponent, contents: catalog)
            try ActionableCommand.Generate.write([file], to: url.deletingLastPathComponent().path, single: output)
        }
    }
}
