import ArgumentParser

/// The `actionable-import` command: an app's existing categories into category YAML.
@main
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actionable-import",
        abstract: "Bring an app's existing notification categories into category YAML.",
        subcommands: []
    )
}
