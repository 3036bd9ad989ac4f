import ArgumentParser

/// The `actionable` command: the root holds only configuration; each subcommand lives in its own file.
@main
struct ActionableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actionable",
        abstract: "Validate and use the actionable-notification categories of your apps.",
        version: "0.1.0",
        subcommands: [Validate.self, Payload.self, Serve.self, Sign.self]
    )
}
