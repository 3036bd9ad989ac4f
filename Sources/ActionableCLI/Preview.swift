import Actionable
import ActionablePreview
import ArgumentParser
import Foundation

extension ActionableCommand {
    /// `actionable preview [PATH ...] --output DIR`: each category's notification as iOS draws it, per locale, light
    /// and dark, as a static site; with `--base REF`, each changed category before and after.
    struct Preview: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a static site that shows each category's notification as iOS draws it.",
            discussion: """
                For every category and locale (the development language first): the banner with its first two \
                actions, the expanded view with every action, the text field of text-input actions, the lock screen \
                with previews hidden and the group summary, in light and dark; right to left for Arabic and Hebrew. \
                The index page lists every category with search and a filter, and validate's findings beside the \
                category they concern. A file with errors still previews what loaded. With --base REF, the site shows \
                each category that differs from REF before and after, side by side, with diff's findings: the page a \
                reviewer opens from a pull request. The site is HTML and CSS with relative links: open index.html \
                from disk; it fetches nothing. Exit status: 0 when the site is written (whatever the findings); 64 \
                usage error; 66 a missing path, a REF that does not exist; 73 when --output exists and is not an \
                earlier preview (or is one and --force is not given); 74 when a file cannot be read or written.
                """
        )

        @Argument(help: "Category files or directories (default Categories).")
        var paths: [String] = []

        @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write the site to.", valueName: "dir"))
        var output: String

        @Flag(help: "Replace --output when an earlier preview wrote it (never another directory).")
        var force = false

        @Option(
            help: ArgumentHelp("Show each category that differs from this git ref, before and after.", valueName: "ref")
        )
        var base: String?

        @Option(
            help: ArgumentHelp(
                "The development language, drawn first (default: the first locale the files name, or en).",
                valueName: "locale"))
        var developmentLanguage: String?

        @Option(
            name: .customLong("locale"),
            help: ArgumentHelp(
                "Also draw this locale (repeatable), e.g. ar before it is translated.", valueName: "locale"))
        var locales: [String] = []

        @Option(help: "The app's name in each notification's header.")
        var appName = "App"

        @OptionGroup var config: ConfigurationOptions

        func validate() throws {
            for locale in locales + [developmentLanguage].compactMap({ $0 }) {
                guard !locale.isEmpty, locale.utf8.count <= 35,
                    locale.unicodeScalars.allSatisfy({
                        $0.isASCII && ($0.properties.isAlphabetic || "-_0123456789".unicodeScalars.contains($0))
                    })
                else {
                    throw ValidationError("'\(locale)' is not a locale identifier (such as en, de, ar or pt-BR)")
                }
            }
        }

        func run() async throws {
            var standardOutput = StandardOutput()
            var standardError = StandardError()
            let status = await Self.preview(
                paths: paths.isEmpty ? ["Categories"] : paths, output: output, force: force, base: base,
                options: PreviewOptions(
                    developmentLanguage: developmentLanguage, extraLocales: locales, appName: appName),
                configFile: config.file, messages: &standardOutput, errors: &standardError)
            if status != .success { throw status }
        }

        private static func counted(_ count: Int, _ noun: String) -> String {
            count == 1 ? "1 \(noun)" : "\(count) " + (noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s")
        }

        /// Loads, draws and writes the site; messages go to `messages`, problems to `errors`.
        static func preview(
            paths: [String], output: String, force: Bool, base: String?, options: PreviewOptions,
            configFile: String? = nil, messages: inout some TextOutputStream, errors: inout some TextOutputStream
        ) async -> ExitCode {
            let destination: PreviewDestination
            do {
                destination = try PreviewDestination(output, force: force)
            } catch {
                print("error: \(error)", to: &errors)
                return ExitCode(73)
            }
            var snapshot: GitSnapshot?
            defer { snapshot?.remove() }
            // Draws the site into the sink the destination gives, page by page.
            let produce: ((PreviewFile) throws -> Void) throws -> Void
            var summary: String
            do {
                let (configuration, problems) = try ConfigurationOptions.resolve(
                    file: configFile, searchingFrom: paths.first
                ).get()
                let after = try await CategoryLoader(options: .init(configuration: configuration)).load(paths: paths)
                    .adding(problems)
                let afterSource = PreviewSource(
                    categories: after.registry.categories, diagnostics: after.diagnostics, files: after.files)
                if let base {
                    let taken: GitSnapshot
                    do {
                        taken = try GitSnapshot(ref: base, paths: paths)
                    } catch {
                        print("error: \(error)", to: &errors)
                        return ExitCode(66)
                    }
                    snapshot = taken
                    let before =
                        taken.paths.isEmpty
                        ? LoadResult(files: [], registry: .empty, diagnostics: [])
                        : try await CategoryLoader(options: .init(configuration: taken.rebased(configuration)))
                            .load(paths: taken.paths)
                    // As `diff`: a side with errors has a partial registry, so its changes would be errors twice.
                    let changes =
                        before.hasErrors || after.hasErrors
                        ? []
                        : after.resolving(
                            RegistryDiff.changes(from: before.registry, to: after.registry),
                            configuration: configuration)
                    let beforeErrors = before.diagnostics.filter { $0.severity == .error }
                    let beforeSource = PreviewSource(
                        categories: before.registry.categories, diagnostics: beforeErrors, files: before.files)
                    produce = { sink in
                        try PreviewSite.writeComparison(
                            before: beforeSource, after: afterSource, changes: changes, beforeLabel: base,
                            options: options, relabel: { taken.relabel($0) }, relabelLocation: { taken.relabel($0) },
                            to: sink)
                    }
                    summary = "of \(after.registry.categories.count) categories differ from \(base)"
                } else {
                    produce = { sink in try PreviewSite.write(afterSource, options: options, to: sink) }
                    summary =
                        "\(counted(after.registry.categories.count, "category")), "
                        + "\(counted(after.registry.actionCount, "action")); "
                        + "\(counted(after.errorCount, "error")) and \(counted(after.warningCount, "warning")) shown beside "
                        + "their categories"
                }
            } catch {
                print("error: \(error)", to: &errors)
                return error.exitCode
            }
            var differing = 0
            do {
                try destination.write { sink in
                    try produce { file in
                        if file.path.hasPrefix("changes/") { differing += 1 }
                        try sink(file)
                    }
                }
            } catch {
                print("error: \(error)", to: &errors)
                return ExitCode(74)
            }
            if base != nil { summary = "\(differing) " + summary }
            print("Wrote the preview to \(destination.path)/index.html: \(summary).", to: &messages)
            return .success
        }
    }
}
