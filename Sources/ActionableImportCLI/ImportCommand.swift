#if Import
    import ActionableImport
    import ActionableImportSwift
    import ArgumentParser

    /// The `actionable-import` command: an app's existing categories into category YAML.
    ///
    /// Its own executable, because reading Swift means linking swift-syntax: `swift run actionable validate` never
    /// compiles it (the documentation's "Adopting an existing app").
    @main
    struct ImportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "actionable-import",
            abstract: "Bring an app's existing notification categories into category YAML.",
            discussion: """
                Exit status: 0 when everything found was imported (comments in the output may still ask for a review); \
                1 when an input has an error (a file that does not parse, a category built at run time, an identifier \
                defined twice); 64 for a usage error; 66 when a path does not exist or holds no input; 73 when the \
                output exists (use --force); 74 when a file cannot be read or written.
                """,
            subcommands: [SwiftSources.self, Plist.self, Audit.self]
        )
    }

    /// The options both subcommands share.
    struct OutputOptions: ParsableArguments {
        @Option(
            name: .customLong("strings"),
            help: "A directory with the app's *.lproj/*.strings and *.xcstrings, to resolve localization keys.")
        var stringsDirectory: String?

        @Option(
            help: ArgumentHelp(
                "The development language: the first locale of each text's translations.",
                discussion:
                    "By default, the one the inputs and --strings say: CFBundleDevelopmentRegion of an Info.plist, developmentRegion of an Xcode project file, or sourceLanguage of a String Catalog; en when none does."
            ))
        var developmentLanguage: String?

        @Option(name: .shortAndLong, help: "Write the YAML to this file instead of standard output.")
        var output: String?

        @Flag(help: "Overwrite the output file if it exists.")
        var force = false
    }

    extension ImportCommand {
        struct SwiftSources: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "swift",
                abstract: "Import the categories that Swift and Objective-C sources build.",
                discussion: """
                    Reads *.swift with swift-syntax and *.m, *.mm, *.h with Actionable's Objective-C reader, following \
                    string constants, enums, computed properties, localization helpers and SwiftGen's L10n accessors \
                    defined in the given files. Directories are searched recursively (hidden entries, .build, Pods, \
                    Carthage and DerivedData are skipped).
                    """
            )

            @Argument(help: "Source files or directories.")
            var paths: [String]

            @OptionGroup var options: OutputOptions

            func run() throws {
                let command = (["actionable-import", "swift"] + CommandLine.arguments.dropFirst(2)).joined(
                    separator: " ")
                // The delegates are read as `audit` reads them, so the output says which identifiers they compare
                // that no category declares, and which declared actions none handles.
                var facts = AuditFacts()
                let status = ImportRunner(command: command, options: options).run(
                    paths: paths, extensions: ["swift", "m", "mm", "h"],
                    importing: { sources in
                        let (results, found) = AppAudit.readSeparately(sources)
                        facts = found
                        return results
                    },
                    linking: { AppAudit.importNotes(facts, imported: $0) })
                if status != .success { throw status }
            }
        }

        struct Plist: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "plist",
                abstract: "Import Airship-style category plists (an array of actions per category identifier)."
            )

            @Argument(help: "Plist files, or directories searched for *.plist.")
            var paths: [String]

            @OptionGroup var options: OutputOptions

            func run() throws {
                let command = (["actionable-import", "plist"] + CommandLine.arguments.dropFirst(2)).joined(
                    separator: " ")
                let status = ImportRunner(command: command, options: options).run(paths: paths, extensions: ["plist"]) {
                    [PlistImporter.importSources($0)]
                }
                if status != .success { throw status }
            }
        }
    }
#endif
