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

    /// The small apps of `Fixtures/Audit/Samples/` (written the way shipping apps write this code, in both
    /// languages): each correct one (`good-NN`) draws nothing, each with a bug (`bad-NN`, described in its
    /// EXPECTED.txt) draws that bug at its line — the first line of EXPECTED.txt lists the findings, `FINDINGS: code
    /// File:line:column; …` (or `FINDINGS: none`). Among them a merge written in a function the registered set is
    /// handed to (bad-07, and its corrected twin good-13), one two calls deep (bad-08), the same in Objective-C
    /// (bad-09), a completion handler handed to a helper that calls it once (good-14) or not on every path (bad-10),
    /// a Task before the completion call in a `switch` case (bad-11), a Mac app's delegate set after launch (bad-12;
    /// good-15 sets it in applicationDidFinishLaunching(_:), as Apple allows), and issue 61's idioms: a method
    /// reference as the merge's completion handler, a delegate set late from an observer or a sending method, a
    /// branch on the category identifier, and their Objective-C forms with a helper that drops the completion and a
    /// completion called before the block's work (bad-13 to bad-20, good-16 to good-23).
    @Test("the sample apps: correct code is silent, each bug is found at its line")
    func samples() throws {
        let directory = Self.fixtures.appendingPathComponent("Audit/Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            !$0.hasPrefix(".")
        }.sorted()
        #expect(names.filter { $0.hasPrefix("good-") }.count >= 23)
        #expect(names.filter { $0.hasPrefix("bad-") }.count >= 20)
        for name in names {
            let expected = try Self.expectedFindings(of: directory.appendingPathComponent(name))
            if name.hasPrefix("good-") { #expect(expected == [], "\(name) is a corrected twin: it draws nothing") }
            if name.hasPrefix("bad-") { #expect(!expected.isEmpty, "\(name) names its findings") }
            #expect(try Self.findings("Audit/Samples/\(name)", languageMode: 5) == expected, "\(name)")
        }
    }

    /// The findings a sample's EXPECTED.txt names on its first line (`FINDINGS: a; b` or `FINDINGS: none`); none
    /// for a sample with no EXPECTED.txt.
    static func expectedFindings(of sample: URL) throws -> [String] {
        let file = sample.appendingPathComponent("EXPECTED.txt")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let first = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }
        guard first.hasPrefix("FINDINGS:") else {
            Issue.record("\(sample.lastPathComponent)/EXPECTED.txt does not start with `FINDINGS:`")
            return []
        }
        let list = first.dropFirst("FINDINGS:".count).trimmingCharacters(in: .whitespaces)
        if list == "none" { return [] }
        return list.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Audits `files` (name and text) as given: the report, with what was not followed.
    static func audit(_ files: KeyValuePairs<String, String>) -> AppAudit.Report {
        let sources = files.map { ImportSource(path: $0.key, text: $0.value) }
        let (imported, facts) = AppAudit.read(sources)
        return AppAudit.audit(facts, imported: imported, sources: sources)
    }

    /// The three-argument `didReceive` of a delegate class around `body`.
    static func delegate(_ body: String, more: String = "") -> String {
        """
        import UserNotifications

        final class D: NSObject, UNUserNotificationCenterDelegate {
            func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        \(body)
            }
        \(more)
        }
        """
    }

    @Test("the registered set is followed into the functions it is handed to, two calls deep and no further")
    func registeredSetThroughParameters() {
        let merge = """
            import UserNotifications

            final class Registrar {
                let center = UNUserNotificationCenter.current()
                func refresh(_ new: UNNotificationCategory) {
                    center.getNotificationCategories { existing in
                        self.first(existing, new)
                    }
                }
                func first(_ set: Set<UNNotificationCategory>, _ new: UNNotificationCategory) { second(set, new) }
                func second(_ set: Set<UNNotificationCategory>, _ new: UNNotificationCategory) { third(set, new) }
                func third(_ set: Set<UNNotificationCategory>, _ new: UNNotificationCategory) {
                    var all = set
                    all.insert(new)
                    center.setNotificationCategories(all)
                }
            }
            """
        // Three calls deep: not judged, and listed.
        let deep = Self.audit(["Registrar.swift": merge])
        #expect(deep.diagnostics.isEmpty)
        #expect(deep.skipped.map(\.message).contains { $0.contains("more than 2 calls deep") })
        // Two calls deep: the insert is found, where it is written.
        let two = Self.audit([
            "Registrar.swift": merge.replacingOccurrences(of: "{ second(set, new) }", with: "{ third(set, new) }")
        ])
        #expect(two.diagnostics.map { "\($0.code.rawValue) \($0.location.line)" } == ["duplicate-after-merge 14"])
        // Handed to code the files do not declare: not judged, and listed.
        let away = Self.audit([
            "Registrar.swift": """
            import UserNotifications

            func refresh() {
                UNUserNotificationCenter.current().getNotificationCategories { existing in
                    CategoryKit.shared.merge(existing)
                }
            }
            """
        ])
        #expect(away.diagnostics.isEmpty)
        #expect(away.skipped.map(\.message).contains { $0.contains("which is not in the given files") })
        // Objective-C, a method not in the files.
        let objectiveC = Self.audit([
            "Registrar.m": """
            @implementation Registrar
            - (void)refresh {
                [[UNUserNotificationCenter currentNotificationCenter] getNotificationCategoriesWithCompletionHandler:^(NSSet *existing) {
                    [self.store mergeRegistered:existing];
                }];
            }
            @end
            """
        ])
        #expect(objectiveC.diagnostics.isEmpty)
        #expect(objectiveC.skipped.map(\.message).contains { $0.contains("not in the given files") })
    }

    @Test(
        "delegate-set-late: app callbacks after launch are late in both languages, AppKit's didFinishLaunching is not")
    func delegateAfterLaunch() {
        func objectiveC(_ selector: String) -> AppAudit.Report {
            Self.audit([
                "AppDelegate.m": """
                #import <Cocoa/Cocoa.h>
                @interface AppDelegate : NSObject <NSApplicationDelegate>
                @end
                @implementation AppDelegate
                - (void)\(selector):(NSNotification *)notification {
                    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
                    center.delegate = self;
                }
                @end
                """
            ])
        }
        let late = objectiveC("applicationDidBecomeActive")
        #expect(
            late.diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" } == [
                "delegate-set-late 7:5"
            ])
        #expect(late.diagnostics.first?.message.contains("applicationWillFinishLaunching:") == true)
        #expect(objectiveC("applicationDidFinishLaunching").diagnostics.isEmpty)
        #expect(objectiveC("applicationWillFinishLaunching").diagnostics.isEmpty)
        // Swift, UIKit: the message names UIKit's launch methods.
        let uiKit = Self.audit([
            "AppDelegate.swift": """
            import UIKit
            import UserNotifications

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationWillEnterForeground(_ application: UIApplication) {
                    UNUserNotificationCenter.current().delegate = NotificationHandler.shared
                }
            }
            """
        ])
        #expect(uiKit.diagnostics.map(\.code) == [.delegateSetLate])
        #expect(uiKit.diagnostics.first?.message.contains("application(_:willFinishLaunchingWithOptions:)") == true)
        // The same method name on a type that is no app delegate: not a launch callback.
        let other = Self.audit([
            "Screen.swift": """
            import UIKit
            import UserNotifications

            final class Screen: UIViewController {
                func applicationWillEnterForeground(_ application: UIApplication) {
                    UNUserNotificationCenter.current().delegate = NotificationHandler.shared
                }
            }
            """
        ])
        #expect(other.diagnostics.isEmpty)
    }

    @Test(
        "a completion handler handed on is followed into the files' functions; elsewhere it is not followed, not judged"
    )
    func completionHandedOn() {
        // Handed to a function of the files that calls it twice on one path: reported there.
        let twice = Self.audit([
            "D.swift": Self.delegate(
                "        finish(response.notification, completion: completionHandler)",
                more: """
                        func finish(_ notification: UNNotification, completion: @escaping () -> Void) {
                            completion()
                            completion()
                        }
                    """)
        ])
        #expect(twice.diagnostics.map { "\($0.code.rawValue) \($0.location.line)" } == ["completion-called-twice 9"])
        // Handed to an SDK, on one path of two: neither path is judged, and the method is listed.
        let away = Self.audit([
            "D.swift": Self.delegate(
                """
                        if response.actionIdentifier == "OPEN" {
                            Router.shared.open(response, then: completionHandler)
                        }
                """)
        ])
        #expect(away.diagnostics.map(\.code).filter { $0 == .completionNotCalled }.isEmpty)
        #expect(away.skipped.map(\.message).contains { $0.contains("which is not in the given files") })
        // Kept by the helper for later: not followed.
        let kept = Self.audit([
            "D.swift": Self.delegate(
                "        keep(completionHandler)",
                more: """
                        var pending: (() -> Void)?
                        func keep(_ handler: @escaping () -> Void) { pending = handler }
                    """)
        ])
        #expect(kept.diagnostics.map(\.code).filter { $0 == .completionNotCalled }.isEmpty)
        #expect(kept.skipped.map(\.message).contains { $0.contains("is kept") })
        // Objective-C: handed to a method no file defines.
        let objectiveC = Self.audit([
            "D.m": """
            @implementation D
            - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
                if ([response.actionIdentifier isEqualToString:@"OPEN"]) {
                    [[SDKRouter shared] handleResponse:response completion:completionHandler];
                }
            }
            @end
            """
        ])
        #expect(objectiveC.diagnostics.map(\.code).filter { $0 == .completionNotCalled }.isEmpty)
        #expect(objectiveC.skipped.map(\.message).contains { $0.contains("not in the given files") })
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
