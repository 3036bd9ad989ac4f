#if Import
    import Actionable
    import ActionableImport
    import ArgumentParser
    import Foundation

    /// What both subcommands do around their importer: find and read the inputs, join the results, resolve
    /// translations, write the YAML, check it with the validator's own loader, and print the summary.
    struct ImportRunner {
        var command: String
        var options: OutputOptions

        /// Directories `import` does not search: build products and other people's code.
        static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

        func run(
            paths: [String], extensions: Set<String>, importing: ([ImportSource]) -> [ImportResult],
            linking: (ImportResult) -> [ImportNote] = { _ in [] }
        ) -> ExitCode {
            let sources: [ImportSource]
            do {
                sources = try Self.read(paths: paths, extensions: extensions)
            } catch {
                printError("error: \(error.message)")
                return ExitCode(error.status)
            }
            if let output = options.output, !options.force, FileManager.default.fileExists(atPath: output) {
                printError("error: \(output) exists; choose another --output, or pass --force to overwrite it")
                return ExitCode(73)
            }
            if let directory = options.stringsDirectory, !FileManager.default.fileExists(atPath: directory) {
                printError("error: no such directory: \(directory)")
                return ExitCode(66)
            }
            let (language, languageLine) = Self.developmentLanguage(
                options.developmentLanguage, paths: paths + (options.stringsDirectory.map { [$0] } ?? []))
            var strings: (tables: LocalizationTables, diagnostics: [ImportDiagnostic])?
            if let directory = options.stringsDirectory {
                strings = LocalizationTables.load(directory: directory, developmentLanguage: language)
            }
            var result = ImportResult.finishing(importing(sources), strings: strings, developmentLanguage: language)
            result.looseNotes += linking(result)
            let yaml = ImportYAMLWriter(command: command, developmentLanguage: language).write(result)
            if let output = options.output {
                do {
                    try Data(yaml.utf8).write(to: URL(fileURLWithPath: output))
                } catch {
                    printError("error: cannot write \(output): \(error.localizedDescription)")
                    return ExitCode(74)
                }
            } else {
                print(yaml, terminator: "")
            }
            var summary = ImportSummary(result).text + languageLine + "\n"
            // The output is checked by the loader `actionable validate` uses, so a problem shows here, not in CI.
            let check = CategoryLoader().load(yaml: yaml, file: options.output ?? "<output>")
            let errors = check.diagnostics.filter { $0.severity == .error }
            for diagnostic in errors { summary += "\(diagnostic)\n" }
            summary +=
                errors.isEmpty
                ? "The output loads without errors (\(check.warningCount) warnings): run `actionable validate` on it.\n"
                : "The output has \(errors.count == 1 ? "1 error" : "\(errors.count) errors") (above): fix them by hand, then"
                    + " run `actionable validate`.\n"
            printError(summary, terminator: "")
            return result.hasErrors ? .failure : .success
        }

        /// The development language and the summary's line naming where it comes from: `--development-language`
        /// when given, else what the inputs say (``DevelopmentLanguage``), else `en`.
        static func developmentLanguage(_ given: String?, paths: [String]) -> (String, String) {
            let found = DevelopmentLanguage.detect(in: paths, skippingDirectories: skippedDirectories)
            let others = found.disagreements.map { "\($0.language) in \($0)" }
            if let given {
                guard let said = found.statements.first, said.language != given else {
                    return (given, "Development language: \(given) (--development-language).")
                }
                return (
                    given,
                    "Development language: \(given) (--development-language); the sources say \(said.language) (\(said))."
                )
            }
            guard let said = found.statements.first else {
                return (
                    "en",
                    "Development language: en, the default (no Info.plist, project file or String Catalog given says"
                        + " it): pass --development-language if the app's is another."
                )
            }
            let disagreeing = others.isEmpty ? "" : "; not \(others.joined(separator: ", "))"
            return (said.language, "Development language: \(said.language) (\(said)\(disagreeing)).")
        }

        struct InputError: Error {
            var message: String
            var status: Int32
        }

        /// The input files: files as given, directories searched recursively for `extensions` in path order.
        static func read(paths: [String], extensions: Set<String>) throws(InputError) -> [ImportSource] {
            var files: [String] = []
            let manager = FileManager.default
            for path in paths {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw InputError(message: "no such file or directory: \(path)", status: 66)
                }
                guard isDirectory.boolValue else {
                    files.append(path)
                    continue
                }
                do {
                    files += try SourceFile.files(in: path, skippingDirectories: skippedDirectories) { name in
                        guard let dot = name.lastIndex(of: ".") else { return false }
                        return extensions.contains(name[name.index(after: dot)...].lowercased())
                    }
                } catch {
                    throw InputError(message: error.description, status: error.sysexitsCode)
                }
            }
            guard !files.isEmpty else {
                throw InputError(
                    message: "no \(extensions.sorted().map { "*.\($0)" }.joined(separator: ", ")) files in "
                        + paths.joined(separator: ", "), status: 66)
            }
            var sources: [ImportSource] = []
            for file in files {
                guard let data = manager.contents(atPath: file) else {
                    throw InputError(message: "cannot read \(file)", status: 74)
                }
                sources.append(ImportSource(path: file, bytes: [UInt8](data)))
            }
            return sources
        }
    }

    private func printError(_ text: String, terminator: String = "\n") {
        FileHandle.standardError.write(Data((text + terminator).utf8))
    }
#endif
