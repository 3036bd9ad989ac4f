import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI

/// `actionable generate android` as a user runs it: the tree it writes, the configuration's min-sdk, files left
/// untouched when unchanged, stale locales removed, and nothing written from a broken registry or bad options.
@Suite struct GenerateAndroidCommandTests {
    private static let everyKey = CLIFixtures.packageRoot.appendingPathComponent(
        "Tests/ActionableCodegenTests/Fixtures/AndroidEveryKey")
    private static let golden = CLIFixtures.packageRoot.appendingPathComponent(
        "Tests/ActionableCodegenTests/Golden/android/AndroidEveryKey")

    private func run(_ arguments: [String]) async throws {
        var command = try ActionableCommand.parseAsRoot(arguments)
        guard var asyncCommand = command as? any AsyncParsableCommand else {
            try command.run()
            return
        }
        try await asyncCommand.run()
    }

    private func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-android-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func read(_ url: URL, _ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the fixture's tree is the golden tree, with the tap side beside it")
    func writesTheTree() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        try await run([
            "generate", "android", Self.everyKey.path, "--output", output.path, "--namespace", "com.example.app",
        ])
        for path in [
            "res/values/actionable_strings.xml", "res/values-de/actionable_strings.xml",
            "res/values-b+zh+Hans/actionable_strings.xml", "res/values-en-rGB/actionable_strings.xml",
            "java/com/example/app/actionable/ActionableRegistry.kt", "AndroidManifest.actionable.xml",
        ] {
            #expect(try read(output, path) == read(Self.golden, path), "\(path)")
        }
        let tapSide = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("java/actionable/android").path)
        #expect(tapSide.count == 7)
    }

    @Test("--min-sdk defaults to the configuration's android min-sdk, then 24; the option wins")
    func minSDK() async throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let categories = directory.appendingPathComponent("Categories")
        try FileManager.default.createDirectory(at: categories, withIntermediateDirectories: true)
        try "categories:\n  - identifier: C\n    actions: [{identifier: A, title: Go}]\n".write(
            to: categories.appendingPathComponent("c.yaml"), atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        let registry = "java/app/actionable/ActionableRegistry.kt"
        let arguments = ["generate", "android", categories.path, "-o", output.path, "--namespace", "app"]
        try await run(arguments)
        #expect(try read(output, registry).contains("const val MIN_SDK: Int = 24\n"))
        try "deployment-target:\n  android: {min-sdk: 26}\n".write(
            to: directory.appendingPathComponent(".actionable.yml"), atomically: true, encoding: .utf8)
        try await run(arguments)
        #expect(try read(output, registry).contains("const val MIN_SDK: Int = 26\n"))
        try await run(arguments + ["--min-sdk", "31"])
        #expect(try read(output, registry).contains("const val MIN_SDK: Int = 31\n"))
    }

    @Test("generating again leaves unchanged files untouched and removes only its own strings of dropped locales")
    func unchangedAndStale() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = [
            "generate", "android", Self.everyKey.path, "--output", output.path, "--namespace", "com.example.app",
        ]
        try await run(arguments)
        let registry = output.appendingPathComponent("java/com/example/app/actionable/ActionableRegistry.kt")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: registry.path)
        // A locale an earlier registry had, and a team's own file in a strings directory.
        let french = output.appendingPathComponent("res/values-fr")
        let italian = output.appendingPathComponent("res/values-it")
        for folder in [french, italian] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try read(output, "res/values-de/actionable_strings.xml").write(
            to: french.appendingPathComponent("actionable_strings.xml"), atomically: true, encoding: .utf8)
        try "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources/>\n".write(
            to: italian.appendingPathComponent("actionable_strings.xml"), atomically: true, encoding: .utf8)
        try await run(arguments)
        let modified = try FileManager.default.attributesOfItem(atPath: registry.path)[.modificationDate] as? Date
        #expect(modified == old)
        #expect(!FileManager.default.fileExists(atPath: french.path))
        #expect(FileManager.default.fileExists(atPath: italian.appendingPathComponent("actionable_strings.xml").path))
    }

    @Test("a registry with errors, a bad namespace or an unsupported level generates nothing")
    func refusals() async throws {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let broken = CLIFixtures.packageRoot.appendingPathComponent(
            "Tests/ActionableTests/Fixtures/invalid/missing-key.yaml")
        await #expect(throws: ExitCode.failure) {
            try await run(["generate", "android", broken.path, "--output", output.path, "--namespace", "com.example"])
        }
        await #expect(throws: (any Error).self) {
            try await run([
                "generate", "android", Self.everyKey.path, "--output", output.path, "--namespace", "../../etc",
            ])
        }
        await #expect(throws: (any Error).self) {
            try await run([
                "generate", "android", Self.everyKey.path, "--output", output.path, "--namespace", "com.example",
                "--min-sdk", "19",
            ])
        }
        await #expect(throws: ExitCode(66)) {
            try await run([
                "generate", "android", Self.everyKey.path, "--output", output.path, "--namespace", "com.example",
                "--config", output.appendingPathComponent("missing.yml").path,
            ])
        }
        #expect(throws: (any Error).self) {
            try ActionableCommand.parseAsRoot(["generate", "android", "--output", "/tmp/x"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }
}
