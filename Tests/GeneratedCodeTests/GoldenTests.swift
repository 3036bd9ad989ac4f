import Actionable
import ActionableCodegen
import ActionableTesting
import Foundation
import Testing

/// The committed files under `Generated/` are exactly what the generator writes today (they are this target's
/// sources, so the other tests run the generator's real output). `UPDATE_GOLDEN=1` rewrites them.
@Suite struct GoldenTests {
    @Test(arguments: Generated.all)
    func theCommittedGeneratedCodeIsTheGeneratorsOutput(configuration: Generated.Configuration) async throws {
        let result = try await configuration.load()
        #expect(!result.hasErrors)
        let generator = try SwiftGenerator(options: configuration.options)
        let files = generator.generate(result, paths: configuration.absolutePaths)
        #expect(
            files.map(\.name)
                == SwiftGenerator.fileNames(
                    namespace: configuration.options.namespace,
                    actionableConformances: configuration.options.actionableConformances,
                    appResponses: configuration.options.appResponses))
        for file in files {
            let path = Generated.outputDirectory + "/" + file.name
            if GoldenFiles.updating {
                _ = try file.write(to: Generated.outputDirectory)
            }
            let committed = try String(contentsOfFile: path, encoding: .utf8)
            #expect(committed == file.contents, "\(file.name) differs from the generator's output")
        }
    }

    @Test func generatingTwiceGivesTheSameBytes() async throws {
        let result = try await Generated.everything.load()
        let generator = try SwiftGenerator(options: Generated.everything.options)
        #expect(
            generator.generate(result, paths: ["a/everything"]) == generator.generate(result, paths: ["a/everything"]))
    }
}
