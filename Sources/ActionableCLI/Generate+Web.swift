import Actionable
import ActionableCodegen
import ArgumentParser

extension ActionableCommand.Generate {
    /// `actionable generate web [PATH ...] --output DIR`.
    struct Web: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "web",
            abstract: "Write the site's side of a tap: the registry, a service-worker module and a page module.",
            discussion: """
                Writes plain ES modules (no build step, no npm) into DIR: \(WebGenerator.registryFileName) (each \
                category's actions, titles per locale, activation, destructive and authentication flags, text \
                input, custom dismiss, and the wire's names), \(WebGenerator.workerFileName) (the site's service \
                worker imports it: push, notificationclick, notificationclose and an IndexedDB outbox) and \
                \(WebGenerator.pageFileName) (subscribe, store the credential, complete a tap the worker handed to \
                the page). Files whose contents are unchanged are not rewritten. Exit status 1, and no file \
                written, when the category files have errors.
                """
        )

        @OptionGroup var registry: ActionableCommand.RegistryPaths

        @Option(name: .shortAndLong, help: "The directory to write the JavaScript modules into.")
        var output: String

        @Option(
            help:
                "The locale a title falls back to when none of the browser's languages has one (default: the first locale of the first localized text, or en)."
        )
        var developmentLanguage: String?

        func run() async throws {
            let result = try await ActionableCommand.Generate.load(registry.paths)
            let files = WebGenerator(developmentLanguage: developmentLanguage).generate(result, paths: registry.paths)
            try ActionableCommand.Generate.write(files, to: output)
        }
    }
}
