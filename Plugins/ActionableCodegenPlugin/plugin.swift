import Foundation
import PackagePlugin

/// Generates a target's notification categories as Swift at build time: `actionable generate swift` over the
/// target's category files (its `*.yaml`, or the `categories` of its `actionable-codegen.json`), into the plugin's
/// work directory, compiled with the target. Runs only the `actionable` validator executable, which links the core
/// and ArgumentParser, never the HTTP stack.
@main struct ActionableCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PluginFailure("ActionableCodegenPlugin applies to source targets; '\(target.name)' is not one")
        }
        let inputs = try CodegenInputs(
            targetName: target.name, targetDirectory: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url),
            outputDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources"))
        return [
            .buildCommand(
                displayName: "Generating notification categories for \(target.name)",
                executable: try context.tool(named: "ActionableCLI").url,
                arguments: inputs.arguments,
                inputFiles: inputs.inputFiles,
                outputFiles: inputs.outputFiles
            )
        ]
    }
}
