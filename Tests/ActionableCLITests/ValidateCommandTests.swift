import ActionableTesting
import ArgumentParser
import Foundation
import Testing

@testable import Actionable
@testable import ActionableCLI

/// A `TextOutputStream` that keeps what is written.
struct CapturedOutput: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
}

enum CLIFixtures {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let input = golden.appendingPathComponent("input").path
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// Output of every format, compared with golden files (`<INPUT>` stands for the input folder, which varies by
/// checkout). Run with `UPDATE_GOLDEN=1` to rewrite them after a deliberate change, then review the diff.
///
/// SARIF has no golden file: its log embeds the working directory and the whole rule catalog, so it would change
/// with every checkout and every rule's wording. `SARIFReporterTests` checks its structure and validates it against
/// the official schema; `sarifReportsTheSameDiagnostics` ties it to the command.
@Suite struct ValidateGoldenTests {
    @Test("each format's report matches its golden file", arguments: ReportFormat.allCases.filter { $0 != .sarif })
    func reportMatchesGolden(format: ReportFormat) async throws {
        var output = CapturedOutput()
        let status = await ActionableCommand.Validate.validate(
            paths: [CLIFixtures.input], format: format, strict: false, output: &output
        )
        #expect(status == .failure)
        let rendered = output.text.replacingOccurrences(of: CLIFixtures.input, with: "<INPUT>")
        let goldenFile = CLIFixtures.golden.appendingPathComponent("validate.\(format.rawValue).golden")
        if GoldenFiles.updating {
            try rendered.write(to: goldenFile, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: goldenFile, encoding: .utf8)
        #expect(rendered == golden)
    }

    @Test("the JSON report parses and its summary counts agree with its diagnostics")
    func jsonIsWellFormed() async throws {
        var output = CapturedOutput()
        _ = await ActionableCommand.Validate.validate(
            paths: [CLIFixtures.input], format: .json, strict: false, output: &output)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(
            Set(diagnostics.first?.keys.map { $0 } ?? []) == ["file", "line", "column", "severity", "code", "message"])
        #expect(summary["errors"] == diagnostics.filter { $0["severity"] as? String == "error" }.count)
        #expect(summary["warnings"] == diagnostics.filter { $0["severity"] as? String == "warning" }.count)
        #expect(summary["files"] == 2)
        #expect(summary["categories"] == 2)
        #expect(summary["actions"] == 3)
    }

    @Test("the sarif format reports the same diagnostics as the json format, one result each")
    func sarifReportsTheSameDiagnostics() async throws {
        var json = CapturedOutput()
        var sarif = CapturedOutput()
        _ = await ActionableCommand.Validate.validate(
            paths: [CLIFixtures.input], format: .json, strict: false, output: &json)
        let status = await ActionableCommand.Validate.validate(
            paths: [CLIFixtures.input], format: .sarif, strict: false, output: &sarif)
        #expect(status == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == diagnostics.map { $0["code"] as? String })
        #expect(results.map { $0["level"] as? String } == diagnostics.map { $0["severity"] as? String })
        let lines = results.map {
            let location = ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startLine"] as? Int
        }
        #expect(lines == diagnostics.map { $0["line"] as? Int })
    }

    @Test("--strict fails on warnings alone")
    func strictFailsOnWarnings() async {
        let file = CLIFixtures.packageRoot.appendingPathComponent(
            "Tests/ActionableTests/Fixtures/invalid/long-title.yaml"
        ).path
        var output = CapturedOutput()
        #expect(
            await ActionableCommand.Validate.validate(paths: [file], format: .text, strict: false, output: &output)
                == .success)
        #expect(
            await ActionableCommand.Validate.validate(paths: [file], format: .text, strict: true, output: &output)
                == .failure)
    }

    @Test("GitHub workflow commands escape what the runner would misread")
    func githubEscaping() {
        #expect(GitHubReporter.escapeData("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("notes are GitHub notices, never errors, and --strict does not fail on them")
    func notesAreNotices() async {
        let result = CategoryLoader().load(
            yaml: "app:\n  app-clip-experiences: [https://a.example.com/x, https://a.example.com/x/y]\n",
            file: "app.yaml")
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(
            GitHubReporter().report(result).hasPrefix(
                "::notice file=app.yaml,line=2,col=26,title=overlapping-experience::"))
        #expect(TextReporter().report(result).contains("app.yaml:2:26: note: "))
        #expect((try? result.validRegistry(strict: true)) != nil)
    }
}

/// The real `actionable` binary, for exit statuses and the streams they go to.
@Suite struct ValidateExecutableTests {
    static let binary: URL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("actionable")

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = CLIFixtures.packageRoot
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Small inputs fit the pipe's buffer, so writing before reading the output cannot deadlock.
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("the binary was built beside the tests")
    func binaryExists() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "no actionable binary at \(Self.binary.path)")
    }

    @Test("validating Categories/ with no argument exits 0 with a clean summary")
    func cleanExitsZero() throws {
        let run = try Self.run(["validate"])
        #expect(run.status == 0)
        // The example app file's platform experience contains the restaurants' ones: a note, never a failure.
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.contains(": note: ") && $0.hasSuffix("[overlapping-experience]") })
        #expect(lines.last?.hasPrefix("Validated ") == true)
        #expect(run.stdout.hasSuffix(": no problems.\n"))
    }

    @Test("a broken file exits 1 with its code, line and column")
    func brokenExitsOne() throws {
        let run = try Self.run(["validate", "Tests/ActionableCLITests/Golden/input/broken.yaml"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "Tests/ActionableCLITests/Golden/input/broken.yaml:6:9: error: unknown key 'destrutive'"))
    }

    @Test("a missing path exits 66 with a message on standard error")
    func missingPath() throws {
        let run = try Self.run(["validate", "NoSuchDirectory"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: no such file or directory: NoSuchDirectory\n")
    }

    @Test("an unknown format is a usage error (64), not a crash")
    func unknownFormat() throws {
        let run = try Self.run(["validate", "--format", "xml"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--format"))
    }
}
