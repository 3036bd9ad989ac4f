import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI
@testable import ActionableImportCLI

/// `actionable-import` as a user runs it: README's walkthrough, exit statuses, what it refuses to overwrite.
@Suite struct ImportCommandTests {
    static let root = SwiftImporterTests.packageRoot

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-import-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func runImport(_ arguments: [String]) throws {
        var command = try ImportCommand.parseAsRoot(arguments)
        try command.run()
    }

    static func runActionable(_ arguments: [String]) async throws {
        var command = try ActionableCommand.parseAsRoot(arguments)
        guard var asyncCommand = command as? any AsyncParsableCommand else {
            try command.run()
            return
        }
        try await asyncCommand.run()
    }

    /// The development language comes from the app's own files unless `--development-language` says it, and the
    /// summary names where it came from; the texts iOS shows in it are that language's, or the key itself.
    @Test func theDevelopmentLanguageIsTheApps() throws {
        let fixture = Self.root.appendingPathComponent(
            "Tests/ActionableImportTests/Fixtures/field/mac-print-queue-localized"
        ).path
        let project = "\(fixture)/PrintQueue.xcodeproj/project.pbxproj"
        #expect(
            ImportRunner.developmentLanguage(nil, paths: [fixture])
                == ("en", "Development language: en (developmentRegion of \(project))."))
        #expect(
            ImportRunner.developmentLanguage("de", paths: [fixture])
                == (
                    "de",
                    "Development language: de (--development-language); the sources say en (developmentRegion of \(project))."
                ))
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(ImportRunner.developmentLanguage(nil, paths: [scratch.path]).0 == "en")
        #expect(ImportRunner.developmentLanguage(nil, paths: [scratch.path]).1.contains("the default"))
        let output = scratch.appendingPathComponent("out.yaml").path
        try Self.runImport(["swift", fixture, "--strings", fixture, "-o", output])
        let yaml = try String(contentsOfFile: output, encoding: .utf8)
        #expect(yaml.contains("title: {en: Print Again, de: Erneut drucken}"))
        #expect(yaml.contains("title: {en: Try Again, de: Erneut versuchen}"))
    }

    /// A documented block of `swift run` lines: README's tour, and the adoption article's walkthrough.
    struct Walkthrough: CustomTestStringConvertible, Sendable {
        let document: String
        let marker: String
        let commands: Int
        var testDescription: String { "\(document) (\(marker))" }
    }

    static let walkthroughs = [
        Walkthrough(document: "README.md", marker: "<!-- tour", commands: 4),
        Walkthrough(
            document: "Sources/ActionableImport/Documentation.docc/AdoptingAnExistingApp.md",
            marker: "<!-- import-walkthrough", commands: 4),
    ]

    /// The `swift run` lines of a documented walkthrough, in order. Paths that exist in the repository are read from
    /// it; the others (what the commands write) go to a scratch directory.
    @Test(arguments: walkthroughs)
    func walkthroughsRun(_ walkthrough: Walkthrough) async throws {
        let readme = try String(
            contentsOf: Self.root.appendingPathComponent(walkthrough.document), encoding: .utf8)
        guard let marker = readme.range(of: walkthrough.marker),
            let block = readme[marker.upperBound...].range(of: "```sh\n"),
            let end = readme[block.upperBound...].range(of: "```\n")
        else {
            Issue.record("\(walkthrough.document) has no block after \(walkthrough.marker)")
            return
        }
        let commands = readme[block.upperBound..<end.lowerBound].split(separator: "\n").filter {
            $0.hasPrefix("swift run ")
        }
        #expect(commands.count == walkthrough.commands)
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in commands {
            var words = command.split(separator: " ").map(String.init).dropFirst(2)
            var traits: [String] = []
            while words.first == "--traits", words.count > 1 {
                words.removeFirst()
                traits.append(words.removeFirst())
            }
            let executable = words.removeFirst()
            let arguments = try zip([""] + words.dropLast(), words).map { previous, word -> String in
                guard word.contains("/") || previous == "--output" else { return word }
                if FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(word).path) {
                    return Self.root.appendingPathComponent(word).path
                }
                let written = scratch.appendingPathComponent(word)
                try FileManager.default.createDirectory(
                    at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
                return written.path
            }
            if executable == "actionable-import" {
                // Built without the trait, `actionable-import` only says how to build it.
                #expect(traits == ["Import"], "actionable-import runs with `--traits Import`: \(command)")
                try Self.runImport(Array(arguments))
            } else {
                #expect(executable == "actionable")
                #expect(traits.isEmpty, "the validator needs no trait: \(command)")
                try await Self.runActionable(Array(arguments))
            }
        }
        let generated = try FileManager.default.contentsOfDirectory(
            atPath: scratch.appendingPathComponent("App/Generated").path)
        if walkthrough.document == "README.md" {
            #expect(
                generated.sorted() == [
                    "AppNotifications+Responses.swift", "AppNotifications+UserNotifications.swift",
                    "AppNotifications.swift",
                ])
            #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("preview/index.html").path))
        } else {
            let imported = try String(
                contentsOf: scratch.appendingPathComponent("Categories/imported.yaml"), encoding: .utf8)
            #expect(imported.contains("title: {en: Accept, fr: Accepter}"))
            #expect(generated.sorted() == ["AppNotifications+UserNotifications.swift", "AppNotifications.swift"])
        }
    }

    @Test func exitStatuses() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out.yaml").path
        #expect(throws: ExitCode(66)) { try Self.runImport(["swift", scratch.appendingPathComponent("nope").path]) }
        // A directory without sources.
        #expect(throws: ExitCode(66)) { try Self.runImport(["plist", scratch.path]) }
        let broken = Self.root.appendingPathComponent("Tests/ActionableImportTests/Fixtures/objc/broken").path
        #expect(throws: ExitCode.failure) { try Self.runImport(["swift", broken, "--output", output]) }
        // The output was still written: what could be imported is not lost.
        #expect(FileManager.default.fileExists(atPath: output))
        // It exists now: not overwritten without --force.
        let app = Self.root.appendingPathComponent("Tests/GeneratedCodeTests/ImportedApp").path
        #expect(throws: ExitCode(73)) { try Self.runImport(["swift", app, "--output", output]) }
        try Self.runImport(["swift", app, "--output", output, "--force"])
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("identifier: INVITE_CATEGORY"))
        #expect(throws: (any Error).self) { try Self.runImport(["swift"]) }
    }

    @Test func plistsImportThroughTheCommand() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out.yaml").path
        let plist = Self.root.appendingPathComponent(
            "Tests/ActionableImportTests/Fixtures/plist/NotificationCategories.plist"
        ).path
        try Self.runImport(["plist", plist, "--output", output])
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("categories:\n  - identifier: "))
    }
}
