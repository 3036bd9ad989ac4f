import Actionable
import ArgumentParser

/// The `actionable` command: the root holds only configuration; each subcommand lives in its own file.
///
/// It links the core (with libyaml, swift-log and swift-metrics' CoreMetrics), the generators (ActionableCodegen) and
/// ArgumentParser only, so a CI job that validates category files builds in about a minute; the HTTP side (`serve`,
/// `sign`) is the `actionable-example-server` executable.
@main
struct ActionableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actionable",
        abstract: "Validate and use the actionable-notification categories of your apps.",
        version: ActionableInfo.version,
        subcommands: [Validate.self, Payload.self, Diff.self, Generate.self, Rules.self, Preview.self]
    )
}
