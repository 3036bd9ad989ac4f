import Foundation
import PackagePlugin

/// `swift package generate-notification-categories [--target NAME …]`: for teams who commit the generated Swift.
/// Writes exactly what ``ActionableCodegenPlugin`` generates at build time into `<target>/Generated/` of each target
/// that has category files (or an `actionable-codegen.json`). Use one plugin or the other for a target, not both.
@main struct GenerateNotificationCategories: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "ActionableCLI").url
        var generated = 0
        for case let target as SourceModuleTarget in context.package.targets {
            guard names.isEmpty || names.contains(target.name) else { continue }
            let hasConfiguration = FileManager.default.fileExists(
                atPath: target.directoryURL.appendingPathComponent(CodegenInputs.configurationFileName).path)
            let hasCategories = target.sourceFiles.contains { CodegenInputs.isCategoryFile($0.url) }
            guard hasConfiguration || hasCategories || names.contains(target.name) else { continue }
            let inputs = try CodegenInputs(
                targetName: target.name, targetDirectory: target.directoryURL,
                sourceFiles: target.sourceFiles.map(\.url),
                outputDirectory: target.directoryURL.appendingPathComponent("Generated"))
            let process = try Process.run(tool, arguments: inputs.arguments)
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw PluginFailure("generating the categories of '\(target.name)' failed (see the diagnostics above)")
            }
            generated += 1
        }
        if generated == 0 {
            throw PluginFailure(
                "no target has category files or an \(CodegenInputs.configurationFileName); name one with --target")
        }
    }
}
