import ActionableCodegen
import ArgumentParser
import Foundation

extension ActionableCommand.Generate {
    /// `actionable generate json-schema [--output FILE]`.
    struct JSONSchema: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "json-schema",
            abstract: "Write the JSON Schema (draft-07) of category files, for editors and CI.",
            discussion: """
                The repository keeps it at Schemas/actionable.schema.json. In a category file, \
                '# yaml-language-server: $schema=<path or URL>' makes VS Code and other yaml-language-server \
                editors complete and check keys.
                """
        )

        @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
        var output: String?

        func run() async throws {
            let schema = try JSONSchemaGenerator().generate()
            guard let output else {
                print(schema, terminator: "")
                return
            }
            let url = URL(fileURLWithPath: output)
            let file = GeneratedFile(name: url.lastPathComponent, contents: schema)
            try ActionableCommand.Generate.write([file], to: url.deletingLastPathComponent().path, single: output)
        }
    }
}
