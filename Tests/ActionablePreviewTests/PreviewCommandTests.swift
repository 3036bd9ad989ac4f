import Actionable
import ActionablePreview
import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI

/// `actionable preview` as a command: where it writes, what it refuses to overwrite, and --base in a git repository.
@Suite struct PreviewCommandTests {
    static let invite = """
        categories:
          - identifier: INVITE
            actions:
              - {identifier: ACCEPT, title: Accept}
              - {identifier: DECLINE, title: Decline, destructive: true}
        """

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("actionable-preview-\(name)-\(UUID())")
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func preview(_ paths: [String], output: String, force: Bool = false) async -> (ExitCode, String, String) {
        var messages = ""
        var errors = ""
        let status = await ActionableCommand.Preview.preview(
            paths: paths, output: output, force: force, base: nil, options: PreviewOptions(), messages: &messages,
            errors: &errors)
        return (status, messages, errors)
    }

    @Test("the output is never overwritten by accident: only an earlier preview, and only with --force")
    func overwriting() async throws {
        let root = Self.temporary("overwrite")
        defer { try? FileManager.default.removeItem(at: root) }
        let categories = root.appendingPathComponent("Categories/invite.yaml")
        try Self.write(Self.invite, to: categories)
        let site = root.appendingPathComponent("site").path

        var (status, messages, errors) = await Self.preview([categories.path], output: site)
        #expect(status == .success, "\(errors)")
        #expect(messages.contains("site/index.html: 1 category, 2 actions; 0 errors and 0 warnings"), "\(messages)")
        #expect(FileManager.default.fileExists(atPath: site + "/categories/INVITE.html"))
        #expect(FileManager.default.fileExists(atPath: site + "/.actionable-preview"))

        // An earlier preview: refused without --force, replaced with it.
        (status, _, errors) = await Self.preview([categories.path], output: site)
        #expect(status.rawValue == 73)
        #expect(errors.contains("holds an earlier preview; pass --force"))
        try Self.write(Self.invite.replacingOccurrences(of: "INVITE", with: "MEETING"), to: categories)
        (status, _, errors) = await Self.preview([categories.path], output: site, force: true)
        #expect(status == .success, "\(errors)")
        #expect(FileManager.default.fileExists(atPath: site + "/categories/MEETING.html"))
        #expect(!FileManager.default.fileExists(atPath: site + "/categories/INVITE.html"))

        // A directory the command did not write: refused, --force or not, and left as it was.
        let mine = root.appendingPathComponent("mine")
        try Self.write("keep me", to: mine.appendingPathComponent("notes.txt"))
        for force in [false, true] {
            (status, _, errors) = await Self.preview([categories.path], output: mine.path, force: force)
            #expect(status.rawValue == 73)
            #expect(errors.contains("is not a preview this command wrote"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
        // A file: refused.
        (status, _, errors) = await Self.preview(
            [categories.path], output: mine.appendingPathComponent("notes.txt").path)
        #expect(status.rawValue == 73)
        #expect(errors.contains("is a file"))
        // An empty directory is used; nothing is left beside it.
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        (status, _, errors) = await Self.preview([categories.path], output: empty.path)
        #expect(status == .success, "\(errors)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(beside == ["Categories", "empty", "mine", "site"])
    }

    @Test("a missing path is exit 66 and writes nothing")
    func missingPath() async {
        let site = Self.temporary("missing").path
        let (status, _, errors) = await Self.preview(["/nonexistent/Categories"], output: site)
        #expect(status.rawValue == 66)
        #expect(errors.contains("/nonexistent/Categories"))
        #expect(!FileManager.default.fileExists(atPath: site))
    }

    @Test("--base REF: each category that differs, before and after, in a real git repository")
    func base() throws {
        let repository = Self.temporary("base")
        defer { try? FileManager.default.removeItem(at: repository) }
        try Self.write(Self.invite, to: repository.appendingPathComponent("Categories/invite.yaml"))
        try Self.write(
            "categories:\n  - identifier: SAME\n    actions: [{identifier: A, title: A}]\n",
            to: repository.appendingPathComponent("Categories/same.yaml"))
        let git = { (arguments: [String]) throws -> Int32 in
            try ProcessRun.run(
                ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: repository
            ).status
        }
        #expect(try git(["init", "-q", "-b", "main"]) == 0)
        #expect(try git(["add", "-A"]) == 0)
        #expect(try git(["commit", "-q", "-m", "categories"]) == 0)
        try Self.write(
            Self.invite.replacingOccurrences(of: "title: Decline", with: "title: Refuse"),
            to: repository.appendingPathComponent("Categories/invite.yaml"))

        let actionable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("actionable").path
        let run = try ProcessRun.run(
            ["preview", "--base", "main", "--output", "site"], in: repository, executable: actionable)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 of 2 categories differ from main"))
        let page = try String(
            contentsOf: repository.appendingPathComponent("site/changes/INVITE.html"), encoding: .utf8)
        #expect(page.contains("Before (main)"))
        #expect(page.contains("Decline") && page.contains("Refuse"))
        // The diff rule's finding for the new title, beside the category.
        #expect(page.contains("title-changed"))
        #expect(
            !FileManager.default.fileExists(atPath: repository.appendingPathComponent("site/changes/SAME.html").path))

        let bad = try ProcessRun.run(
            ["preview", "--base", "no-such-ref", "--output", "other"], in: repository, executable: actionable)
        #expect(bad.status == 66)
        #expect(bad.stderr.contains("'no-such-ref' is not a commit"))
    }
}

/// Runs a process and collects its output.
enum ProcessRun {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, executable: String = "/usr/bin/env") throws -> Run {
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
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
