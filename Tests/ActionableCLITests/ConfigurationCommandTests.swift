import Actionable
import ArgumentParser
import Foundation
import Testing

@testable import ActionableCLI

/// `.actionable.yml` and inline suppressions through `actionable validate` and `payload check`, in a project laid
/// out in a temporary directory.
@Suite struct ConfigurationCommandTests {
    /// A project with `files` (path → text) in a fresh temporary directory.
    struct Project {
        let root: URL

        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-config-\(UUID())")
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func remove() { try? FileManager.default.removeItem(at: root) }

        func validate(_ paths: [String], config: String? = nil, strict: Bool = true) async -> (ExitCode, String) {
            var output = CapturedOutput()
            let status = await ActionableCommand.Validate.validate(
                paths: paths.map(path), format: .text, strict: strict, configFile: config.map(path), output: &output)
            return (status, output.text)
        }
    }

    static let forgotten = "categories:\n  - identifier: ROUTING\n"

    @Test("the nearest .actionable.yml above the validated path turns a rule off")
    func foundUpward() async throws {
        let project = try Project([
            ".actionable.yml": "rules:\n  no-actions: off\n",
            "Categories/Team/routing.yaml": Self.forgotten,
        ])
        defer { project.remove() }
        let (status, output) = await project.validate(["Categories/Team"])
        #expect(status == .success, "\(output)")
        #expect(!output.contains("no-actions"))
    }

    @Test("--config names the file; a severity raised to error fails without --strict")
    func explicitConfigRaisesSeverity() async throws {
        let project = try Project([
            "ci/strict.yml": "rules:\n  no-actions: error\n",
            "Categories/routing.yaml": Self.forgotten,
        ])
        defer { project.remove() }
        let (status, output) = await project.validate(["Categories"], config: "ci/strict.yml", strict: false)
        #expect(status == .failure)
        #expect(output.contains(": error: category 'ROUTING' has no 'actions'"), "\(output)")
        let (plain, _) = await project.validate(["Categories"], strict: false)
        #expect(plain == .success, "without the file the rule is a warning")
    }

    @Test("excluded paths are not validated when found in a directory, but are when named")
    func excludedPaths() async throws {
        let project = try Project([
            ".actionable.yml": "excluded:\n  - Categories/Legacy\n",
            "Categories/Legacy/old.yaml": "categories: [oops\n",
            "Categories/new.yaml": "categories:\n  - identifier: A\n    actions: []\n",
        ])
        defer { project.remove() }
        let (status, output) = await project.validate(["Categories"])
        #expect(status == .success, "\(output)")
        #expect(output.hasSuffix("Validated 1 file, 1 category, 0 actions: no problems.\n"), "\(output)")
        let (named, _) = await project.validate(["Categories/Legacy/old.yaml"])
        #expect(named == .failure)
    }

    @Test("a broken configuration is reported at its line and fails the run")
    func brokenConfiguration() async throws {
        let project = try Project([
            ".actionable.yml": "rules:\n  no-action: off\n",
            "Categories/a.yaml": "categories:\n  - identifier: A\n    actions: []\n",
        ])
        defer { project.remove() }
        let (status, output) = await project.validate(["Categories"])
        #expect(status == .failure)
        #expect(output.contains(".actionable.yml:2:3: error: unknown rule 'no-action'"), "\(output)")
    }

    @Test("--config naming a missing file exits 66")
    func missingConfig() async throws {
        let project = try Project(["Categories/a.yaml": "categories:\n  - identifier: A\n    actions: []\n"])
        defer { project.remove() }
        let (status, _) = await project.validate(["Categories"], config: "nope.yml")
        #expect(status == ExitCode(66))
    }

    @Test("a suppression on a category's first line silences its rule there, and nowhere else")
    func categorySuppression() async throws {
        let project = try Project([
            "Categories/a.yaml": """
            categories:
              # actionable:disable no-actions — routing only: the content extension draws the buttons
              - identifier: ROUTING
                intent-identifiers: [INSendMessageIntent]
              - identifier: FORGOTTEN
            """
        ])
        defer { project.remove() }
        let (status, output) = await project.validate(["Categories"])
        #expect(status == .failure)
        #expect(!output.contains("'ROUTING'"), "\(output)")
        #expect(output.contains("a.yaml:5:5: warning: category 'FORGOTTEN' has no 'actions'"), "\(output)")
    }

    @Test("payload check applies the configuration to payload rules too")
    func payloadCheckUsesConfiguration() async throws {
        let project = try Project([
            ".actionable.yml": "rules:\n  unknown-aps-key: error\n",
            "Categories/a.yaml": "categories:\n  - identifier: A\n    actions: []\n",
            "push.json": #"{"aps": {"alert": "Hi", "category": "A", "thread_id": "t"}}"#,
        ])
        defer { project.remove() }
        var output = CapturedOutput()
        let status = await ActionableCommand.Payload.Check.check(
            files: [project.path("push.json")], categories: [project.path("Categories")], pushType: .alert,
            format: .text, strict: false, output: &output, standardInput: { .init(bytes: [], size: 0) })
        #expect(status == .failure)
        #expect(output.text.contains(": error: unknown key 'thread_id' in aps"), "\(output.text)")
    }
}
