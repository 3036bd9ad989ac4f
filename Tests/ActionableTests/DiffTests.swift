import Foundation
import Testing

@testable import Actionable

/// `actionable diff` over pairs of fixture registries: `Fixtures/diff/CASE/old` and `new`, and an `expect` file
/// with every change the pair must produce (`SIDE/FILE:LINE:COLUMN code`), no more, no fewer.
@Suite struct DiffTests {
    static let cases = Fixtures.entries("diff")

    static func changes(in folder: String) async throws -> (changes: [Diagnostic], old: LoadResult, new: LoadResult) {
        let old = try await CategoryLoader().load(paths: [folder + "/old"])
        let new = try await CategoryLoader().load(paths: [folder + "/new"])
        let changes = RegistryDiff.changes(from: old.registry, to: new.registry)
        return (new.resolving(changes, configuration: Configuration()), old, new)
    }

    static func expectations(in folder: String) throws -> Set<String> {
        let text = try String(contentsOfFile: folder + "/expect", encoding: .utf8)
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }

    @Test("each pair produces exactly the changes its expect file lists", arguments: cases)
    func pair(folder: String) async throws {
        let (changes, old, new) = try await Self.changes(in: folder)
        #expect(!old.hasErrors && !new.hasErrors, "\(old.diagnostics + new.diagnostics)")
        let actual = Set(
            changes.map {
                let file =
                    $0.location.file.hasPrefix(folder + "/")
                    ? String($0.location.file.dropFirst(folder.count + 1)) : $0.location.file
                return "\(file):\($0.location.line):\($0.location.column) \($0.code.rawValue)"
            })
        #expect(
            actual == (try Self.expectations(in: folder)), "\n\(changes.map(\.description).joined(separator: "\n"))")
        try MessageGolden.check(changes, fixture: folder + "/changes")
    }

    @Test("a suppression of a diff rule in NEW accepts the change, and is not unused when validating")
    func suppressionAcceptsAChange() async throws {
        let old = CategoryLoader().load(
            yaml:
                "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title: Open, activation: foreground}\n",
            file: "old.yaml")
        let newText = """
            categories:
              - identifier: C
                actions:
                  # actionable:disable activation-changed, authentication-removed — opening the app was never needed
                  - {identifier: X, title: Open}
            """
        let new = CategoryLoader().load(yaml: newText, file: "new.yaml")
        #expect(new.diagnostics.isEmpty, "validating alone: the suppression is for diff, not unused")
        let changes = new.resolving(
            RegistryDiff.changes(from: old.registry, to: new.registry), configuration: Configuration())
        #expect(changes.isEmpty, "\(changes)")
    }

    @Test(
        "a suppression naming a diff rule and a validate rule is judged unused by validate for its validate rule only")
    func mixedSuppression() {
        let text = """
            categories:
              - identifier: C
                actions:
                  # actionable:disable activation-changed, long-title — both on purpose
                  - {identifier: X, title: Open}
            """
        let result = CategoryLoader().load(yaml: text, file: "mixed.yaml")
        #expect(
            result.diagnostics.map(\.description) == [
                "mixed.yaml:4:7: note: '# actionable:disable long-title' silenced nothing on line 5; remove it [unused-suppression]"
            ])
    }

    @Test("a configuration can lower a breaking change to a warning")
    func configurationChangesSeverity() async throws {
        let (changes, _, new) = try await Self.changes(in: Fixtures.root.appendingPathComponent("diff/breaking").path)
        var configuration = Configuration()
        configuration.severities[.titleChanged] = .error
        configuration.disabled.insert(.actionsReordered)
        let configured = configuration.apply(to: changes)
        #expect(configured.first { $0.code == .titleChanged }?.severity == .error)
        #expect(!configured.contains { $0.code == .actionsReordered })
        #expect(!new.hasErrors)
    }
}
