import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI

/// `actionable generate …` as a user runs it.
@Suite struct GenerateCommandTests {
    private func run(_ arguments: [String]) async throws {
        var command = try ActionableCommand.parseAsRoot(arguments)
        guard var asyncCommand = command as? any AsyncParsableCommand else {
            try command.run()
            return
        }
        try await asyncCommand.run()
    }

    private func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-generate-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a registry with errors generates nothing and exits 1")
    func errorsGenerateNothing() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let broken = CLIFixtures.packageRoot.appendingPathComponent(
            "Tests/ActionableTests/Fixtures/invalid/missing-key.yaml")
        await #expect(throws: ExitCode.failure) {
            try await run(["generate", "swift", broken.path, "--output", output.path])
        }
        await #expect(throws: ExitCode.failure) {
            try await run([
                "generate", "strings-catalog", broken.path, "--output",
                output.appendingPathComponent("L.xcstrings").path,
            ])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test("generating again leaves unchanged files untouched")
    func unchangedFilesAreNotRewritten() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let categories = CLIFixtures.packageRoot.appendingPathComponent("Categories").path
        try await run(["generate", "swift", categories, "--output", output.path, "--namespace", "AppCategories"])
        let file = output.appendingPathComponent("AppCategories.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        try await run(["generate", "swift", categories, "--output", output.path, "--namespace", "AppCategories"])
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == old)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
                == ["AppCategories.swift", "AppCategories+UserNotifications.swift"])
    }

    @Test("a namespace that is not a Swift type name is a usage error")
    func badNamespace() async throws {
        await #expect(throws: (any Error).self) {
            try await run(["generate", "swift", "Categories", "--output", "/tmp/x", "--namespace", "1 Bad"])
        }
        #expect(throws: (any Error).self) {
            try ActionableCommand.parseAsRoot(["generate", "swift", "--output", "/tmp/x", "--access-level", "open"])
        }
    }

    @Test("the JSON Schema command writes the committed schema")
    func jsonSchema() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let file = output.appendingPathComponent("schema.json")
        try await run(["generate", "json-schema", "--output", file.path])
        let committed = CLIFixtures.packageRoot.appendingPathComponent("Schemas/actionable.schema.json")
        #expect(try Data(contentsOf: file) == Data(contentsOf: committed))
    }
}
