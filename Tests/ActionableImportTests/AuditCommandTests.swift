import Actionable
import ActionableImport
import ArgumentParser
import Foundation
import Testing

@testable import ActionableImportCLI

/// `actionable-import audit` on the fixtures of `Fixtures/Audit/` (one app per language with every pattern, and its
/// corrected counterpart), on the field apps (no finding a reviewer would dismiss), and as a command: formats, exit
/// statuses, suppressions, bad input.
@Suite struct AuditCommandTests {
    static let root = SwiftImporterTests.packageRoot
    static let fixtures = root.appendingPathComponent("Tests/ActionableImportTests/Fixtures")

    /// The findings of auditing `directory` (under Fixtures/), as `code file:line:column` with the file's name.
    static func findings(_ directory: String, languageMode: Int? = nil) throws -> [String] {
        let sources = try ImportRunner.read(
            paths: [fixtures.appendingPathComponent(directory).path], extensions: ["swift", "m", "mm", "h"])
        let (imported, facts) = AppAudit.read(sources, languageMode: languageMode)
        let report = AppAudit.audit(facts, imported: imported, sources: sources)
        return report.diagnostics.map {
            "\($0.code.rawValue) \(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column)"
        }
    }

    @Test("each pattern of the Swift fixture app is reported at its line")
    func swiftPatterns() throws {
        #expect(
            try Self.findings("Audit/Swift/Bad", languageMode: 6) == [
                "delegate-set-late AppDelegate.swift:17:17",
                "completion-not-called LegacyHandler.swift:10:16",
                "unregistered-action-handled LegacyHandler.swift:11:41",
                "dismiss-as-action LegacyHandler.swift:11:89",
                "completion-called-twice LegacyHandler.swift:18:9",
                "duplicate-after-merge LegacyHandler.swift:25:35",
                "main-actor-delegate NotificationHandler.swift:8:10",
                "completion-before-work NotificationHandler.swift:12:9",
                "main-actor-delegate NotificationHandler.swift:28:10",
                "completion-not-called NotificationHandler.swift:32:9",
            ])
    }

    @Test("the corrected Swift app is silent: awaited work, dismiss on purpose, remove then insert, nonisolated")
    func swiftCounterparts() throws {
        #expect(try Self.findings("Audit/Swift/Good", languageMode: 6) == [])
    }

    @Test("each pattern of the Objective-C fixture app is reported at its line")
    func objectiveCPatterns() throws {
        #expect(
            try Self.findings("Audit/ObjectiveC/Bad") == [
                "registered-action-unhandled AlarmScheduler.m:7:36",
                "categories-replaced AlarmScheduler.m:9:5",
                "duplicate-after-merge AlarmScheduler.m:16:9",
                "registered-action-unhandled AppDelegate.m:13:37",
                "categories-replaced AppDelegate.m:15:5",
                "delegate-set-late AppDelegate.m:18:13",
                "completion-not-called AppDelegate.m:27:9",
                "unregistered-action-handled AppDelegate.m:31:59",
                "dismiss-as-action AppDelegate.m:31:123",
                "completion-called-twice AppDelegate.m:41:5",
            ])
        #expect(try Self.findings("Audit/ObjectiveC/Good") == [])
    }

    /// The field apps (modelled on how shipping apps write this code) compiled in Swift 5 mode: only the findings a
    /// reviewer acts on — a dismissal that opens the app, two merges that keep stale categories.
    @Test("the field apps draw only findings a reviewer would act on")
    func fieldApps() throws {
        let field = try FileManager.default.contentsOfDirectory(
            atPath: Self.fixtures.appendingPathComponent("field").path)
        var all: [String] = []
        for app in field.sorted() { all += try Self.findings("field/\(app)", languageMode: 5) }
        #expect(
            all == [
                "duplicate-after-merge AppDelegate+Push.m:79:43",
                "dismiss-as-action AppDelegate.swift:58:9",
                "duplicate-after-merge NotificationCategoryRegistrar.swift:94:46",
            ])
        // In Swift 6 mode, an app delegate that inherits main-actor isolation from UIResponder traps.
        #expect(
            try Self.findings("field/swift-swiftgen-constants", languageMode: 6).contains(
                "main-actor-delegate AppDelegate.swift:46:10"))
    }

    /// Eighteen more small apps (`Fixtures/Audit/Samples/`, written the way shipping apps write this code, in both
    /// languages): twelve correct ones in as many styles draw nothing, six with one bug each (described in their
    /// EXPECTED.txt) draw that bug at its line.
    @Test("the sample apps: correct code is silent, each bug is found at its line")
    func samples() throws {
        for index in 1...12 {
            let name = String(format: "good-%02d", index)
            #expect(try Self.findings("Audit/Samples/\(name)", languageMode: 5) == [], "\(name)")
        }
        let bugs: [String: [String]] = [
            "bad-01": ["completion-not-called AppDelegate.swift:63:9"],
            "bad-02": ["completion-not-called AppDelegate.swift:63:13"],
            "bad-03": ["completion-before-work AppDelegate.swift:55:9"],
            "bad-04": ["delegate-set-late AppDelegate.swift:30:17"],
            // The same typo from both sides: the registered action nothing handles, the comparison nothing registers.
            "bad-05": [
                "registered-action-unhandled AppDelegate.m:18:37", "unregistered-action-handled AppDelegate.m:67:59",
            ],
            "bad-06": ["dismiss-as-action AppDelegate.swift:49:53"],
        ]
        for (name, expected) in bugs {
            #expect(try Self.findings("Audit/Samples/\(name)", languageMode: 5) == expected, "\(name)")
        }
    }

    @Test("the language mode is read from the nearest Package.swift or Xcode project")
    func languageMode() throws {
        let scratch = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sources = scratch.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        #expect(SwiftLanguageMode.detect(from: [sources.path]) == nil)
        let project = scratch.appendingPathComponent("App/App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("SWIFT_VERSION = 5.0;\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(SwiftLanguageMode.detect(from: [sources.path]) == 5)
        try Data("// swift-tools-version:6.0\nlet package = 1\n".utf8).write(
            to: scratch.appendingPathComponent("App/Package.swift"))
        #expect(SwiftLanguageMode.detect(from: [sources.path]) == 6)
        try Data("// swift-tools-version:6.0\n.swiftLanguageMode(.v5)\n".utf8).write(
            to: scratch.appendingPathComponent("App/Package.swift"))
        #expect(SwiftLanguageMode.detect(from: [sources.path]) == 5)
    }

    @Test("a comment on the line or the line above silences a finding, and the silenced are counted")
    func suppression() throws {
        let text = """
            import UserNotifications

            final class D: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                    if response.actionIdentifier == "A" {
                        completionHandler()
                        // actionable:disable completion-called-twice — the wrapper ignores a second call
                        completionHandler()
                    }
                }
            }
            """
        let sources = [ImportSource(path: "D.swift", text: text)]
        let (imported, facts) = AppAudit.read(sources)
        let report = AppAudit.audit(facts, imported: imported, sources: sources)
        #expect(report.diagnostics.map(\.code) == [.completionNotCalled])
        #expect(report.silenced == 1)
    }

    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        var command: ImportCommand.Audit
        do {
            command = try ImportCommand.Audit.parse(arguments)
        } catch {
            return (ExitCode(ImportCommand.exitCode(for: error).rawValue), "", "\(error)")
        }
        let status = ImportCommand.Audit.audit(
            paths: command.paths, format: command.format, strict: command.strict,
            languageMode: command.swiftLanguageMode, output: &output
        ) { errors += $0 }
        return (status, output, errors)
    }

    @Test("formats, exit statuses and what goes to standard error")
    func command() throws {
        let bad = Self.fixtures.appendingPathComponent("Audit/Swift/Bad").path
        let text = Self.run([bad, "--swift-language-mode", "6"])
        #expect(text.status == .success)
        #expect(
            text.output.hasSuffix(
                "Audited 4 files, 2 categories, 4 actions, 3 delegate methods: 0 errors, 10 warnings.\n"))
        #expect(text.errors.contains("Swift language mode 6"))
        #expect(Self.run([bad, "--strict"]).status == .failure)
        let json = Self.run([bad, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let summary = object?["summary"] as? [String: Any]
        #expect(summary?["delegateMethods"] as? Int == 3)
        // This repository's Package.swift says Swift 6: the mode the fixtures are read in by default.
        #expect((object?["diagnostics"] as? [Any])?.count == 10)
        let github = Self.run([bad, "--format", "github"])
        #expect(github.output.contains("::warning file=\(bad)/LegacyHandler.swift,line=18,col=9"))
        let sarif = Self.run([bad, "--format", "sarif"])
        #expect(sarif.output.contains("\"ruleId\" : \"completion-before-work\""))
        #expect(Self.run([Self.fixtures.appendingPathComponent("nope").path]).status == ExitCode(66))
        #expect(Self.run([bad, "--swift-language-mode", "7"]).status == ExitCode(64))
    }

    @Test("bad input: a located error and exit 1 for a file that does not parse, nothing lost for the others")
    func badInput() throws {
        let scratch = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("func f( {\n".utf8).write(to: scratch.appendingPathComponent("Broken.swift"))
        try Data([0x66, 0x75, 0x6E, 0x63, 0xFF, 0xFE]).write(to: scratch.appendingPathComponent("Latin1.swift"))
        try Data(String(repeating: "[", count: 5_000).utf8).write(to: scratch.appendingPathComponent("Deep.swift"))
        try Data(String(repeating: "(", count: 5_000).utf8).write(to: scratch.appendingPathComponent("Deep.m"))
        let good = Self.fixtures.appendingPathComponent("Audit/Swift/Bad/LegacyHandler.swift")
        try FileManager.default.copyItem(at: good, to: scratch.appendingPathComponent("LegacyHandler.swift"))
        let result = Self.run([scratch.path])
        #expect(result.status == .failure)
        #expect(result.errors.contains("Broken.swift:1:"))
        #expect(result.errors.contains("Latin1.swift:1:1: error"))
        #expect(result.errors.contains("Deep.swift:1:"))
        #expect(result.errors.contains("Deep.m:1:"))
        // The file that parses is still audited.
        #expect(result.output.contains("LegacyHandler.swift:18:9: warning"))
    }

    @Test("import notes the identifiers a delegate compares that no category declares")
    func importLinksUp() throws {
        let scratch = try ImportCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("imported.yaml").path
        try ImportCommandTests.runImport([
            "swift", Self.fixtures.appendingPathComponent("Audit/Swift/Bad").path, "--output", output,
        ])
        let yaml = try String(contentsOfFile: output, encoding: .utf8)
        #expect(yaml.contains("the delegate compares the action identifier with \"REJECT_ACTION\", which no imported"))
        let objectiveC = scratch.appendingPathComponent("objc.yaml").path
        try ImportCommandTests.runImport([
            "swift", Self.fixtures.appendingPathComponent("Audit/ObjectiveC/Bad").path, "--output", objectiveC,
        ])
        let notes = try String(contentsOfFile: objectiveC, encoding: .utf8)
        #expect(notes.contains("no delegate compares the action identifier with \"DECLINE_ACTION\""))
    }
}
