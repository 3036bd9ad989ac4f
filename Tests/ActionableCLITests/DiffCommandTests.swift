import Actionable
import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI

/// `actionable diff`, in-process for OLD NEW and as the built executable in a temporary git repository for --base.
@Suite struct DiffCommandTests {
    static let before = """
        categories:
          - identifier: INVITE
            actions:
              - {identifier: ACCEPT, title: Accept}
              - {identifier: MAYBE, title: Maybe}
        """
    static let removed = """
        categories:
          - identifier: INVITE
            actions:
              - {identifier: ACCEPT, title: Accept}
        """
    static let retired = """
        categories:
          - identifier: INVITE
            actions:
              - {identifier: ACCEPT, title: Accept}
            retired-actions:
              - {identifier: MAYBE, retired: 2026-03-01}
        """

    /// A temporary directory with `files` (path → text).
    static func directory(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-diff-\(UUID())")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func diff(_ paths: [String], failOn: ActionableCommand.Diff.FailOn = .breaking) async -> (
        ExitCode, String, String
    ) {
        var output = CapturedOutput()
        var errors = CapturedOutput()
        let status = await ActionableCommand.Diff.diff(
            paths: paths, base: nil, format: .text, failOn: failOn, output: &output, errors: &errors)
        return (status, output.text, errors.text)
    }

    @Test("a removed action fails; the same removal, retired, is a note and passes")
    func removedAndRetired() async throws {
        let root = try Self.directory([
            "old/c.yaml": Self.before, "removed/c.yaml": Self.removed, "retired/c.yaml": Self.retired,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (status, output, _) = await Self.diff([
            root.appendingPathComponent("old").path, root.appendingPathComponent("removed").path,
        ])
        #expect(status == .failure)
        #expect(output.contains("error: action 'MAYBE'"), "\(output)")
        #expect(output.hasSuffix("Compared 1 category with 1 category: 1 error, 0 warnings.\n"), "\(output)")
        let (retiredStatus, retiredOutput, _) = await Self.diff([
            root.appendingPathComponent("old").path, root.appendingPathComponent("retired").path,
        ])
        #expect(retiredStatus == .success, "\(retiredOutput)")
        #expect(retiredOutput.contains("note: action 'MAYBE' of category 'INVITE' is retired (2026-03-01)"))
        let (infoStatus, _, _) = await Self.diff(
            [root.appendingPathComponent("old").path, root.appendingPathComponent("retired").path], failOn: .info)
        #expect(infoStatus == .failure, "--fail-on info fails on notes")
    }

    @Test("a side that does not validate is reported instead of compared, exit 1")
    func invalidSide() async throws {
        let root = try Self.directory(["old/c.yaml": Self.before, "new/c.yaml": "categories: [oops\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (status, output, errors) = await Self.diff([
            root.appendingPathComponent("old").path, root.appendingPathComponent("new").path,
        ])
        #expect(status == .failure)
        #expect(output.contains("[yaml-syntax]"), "\(output)")
        #expect(errors.contains("do not validate"))
    }

    @Test("a missing side exits 66; OLD NEW are both required without --base")
    func badInput() async throws {
        let (status, _, errors) = await Self.diff(["/nonexistent/old", "/nonexistent/new"])
        #expect(status == ExitCode(66))
        #expect(errors.contains("no such file or directory"))
        #expect(throws: (any Error).self) { try ActionableCommand.Diff.parse(["only-one"]) }
    }

    // MARK: - --base, in a real git repository

    static func run(_ arguments: [String], in directory: URL, executable: String = "/usr/bin/env") throws
        -> ValidateExecutableTests.Run
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("--base compares the paths at a git ref with the working tree; moving a file is no change")
    func base() throws {
        let repository = try Self.directory([
            "Categories/Team/invite.yaml": Self.before,
            // Excluded by the configuration on both sides: deleting it below is no change either.
            ".actionable.yml": "excluded:\n  - Categories/Legacy\n",
            "Categories/Legacy/old.yaml": "categories:\n  - {identifier: OLD, actions: []}\n",
        ])
        defer { try? FileManager.default.removeItem(at: repository) }
        let git = { (arguments: [String]) throws -> ValidateExecutableTests.Run in
            try Self.run(["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: repository)
        }
        #expect(try git(["init", "-q", "-b", "main"]).status == 0)
        #expect(try git(["add", "-A"]).status == 0)
        #expect(try git(["commit", "-q", "-m", "categories"]).status == 0)
        let actionable = ValidateExecutableTests.binary.path

        // Moved to another directory: no change; the excluded file deleted: none either.
        try FileManager.default.removeItem(at: repository.appendingPathComponent("Categories/Legacy"))
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("Categories/Shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: repository.appendingPathComponent("Categories/Team/invite.yaml"),
            to: repository.appendingPathComponent("Categories/Shared/invite.yaml"))
        let moved = try Self.run(["diff", "--base", "main"], in: repository, executable: actionable)
        #expect(moved.status == 0, "\(moved.stdout)\(moved.stderr)")
        #expect(moved.stdout == "Compared 1 category with 1 category: no problems.\n")

        // An action removed: reported in the working tree's file, with the old place as main:path.
        try Data(Self.removed.utf8).write(to: repository.appendingPathComponent("Categories/Shared/invite.yaml"))
        let removed = try Self.run(
            ["diff", "--base", "main", "Categories", "--format", "github"], in: repository, executable: actionable)
        #expect(removed.status == 1)
        #expect(
            removed.stdout.hasPrefix(
                "::error file=Categories/Shared/invite.yaml,line=2,col=5,title=action-removed::action 'MAYBE' (at main:Categories/Team/invite.yaml:5:9 before)"
            ),
            "\(removed.stdout)")

        // A ref that does not exist, and a path the ref does not have.
        let noRef = try Self.run(["diff", "--base", "no-such-branch"], in: repository, executable: actionable)
        #expect(noRef.status == 66)
        #expect(noRef.stderr.contains("'no-such-branch' is not a commit, branch or tag"))
        try Data(Self.before.utf8).write(to: repository.appendingPathComponent("More.yaml"))
        let newPath = try Self.run(["diff", "--base", "main", "More.yaml"], in: repository, executable: actionable)
        #expect(newPath.status == 0, "\(newPath.stderr)")
        #expect(newPath.stderr.contains("More.yaml does not exist at main"))
    }

    @Test("--base outside a git repository exits 66")
    func notARepository() throws {
        let directory = try Self.directory(["Categories/a.yaml": Self.before])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run(
            ["diff", "--base", "main"], in: directory, executable: ValidateExecutableTests.binary.path)
        #expect(run.status == 66)
        #expect(run.stderr.contains("needs a git repository"))
    }
}
