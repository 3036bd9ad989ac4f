import ActionableRuntime
import ActionableTesting
import Foundation
import Testing

/// Issue 24, item 11: a category an app extension sets without the app registering it (`registered: false`), and an
/// action title the app gives at run time (`title-at-run-time: true`).
@Suite struct UnregisteredAndRunTimeTitleTests {
    static let yaml = """
        categories:
          - identifier: INVITE
            options: [custom-dismiss-action]
            actions:
              - {identifier: ACCEPT, title: {en: Accept, ja: 参加}}
          - identifier: CALL_LOG
            actions:
              - {identifier: CALL_BACK, title-at-run-time: true, activation: foreground}
          - identifier: ENRICHED_MESSAGE
            registered: false
        """

    static let loaded = CategoryLoader().load(yaml: yaml, file: "item11.yaml")

    @Test("both forms load without a finding: no missing title, no missing translation, no 'no-actions'")
    func loadsClean() throws {
        #expect(Self.loaded.diagnostics.isEmpty, "\(Self.loaded.diagnostics)")
        let registry = try Self.loaded.validRegistry()
        let enriched = try #require(registry.category("ENRICHED_MESSAGE"))
        #expect(!enriched.isRegistered)
        #expect(!enriched.reportsDismissals)
        #expect(registry.category("INVITE")?.isRegistered == true)
        let callBack = try #require(registry.action("CALL_BACK", in: "CALL_LOG"))
        #expect(callBack.isTitleSetAtRunTime)
        #expect(registry.action("ACCEPT", in: "INVITE")?.isTitleSetAtRunTime == false)
        // No text of the file for the run-time title.
        #expect(registry.category("CALL_LOG")?.texts.isEmpty == true)
    }

    @Test("an action without 'title' and without 'title-at-run-time: true' is still missing its title")
    func titleStillRequired() {
        let result = CategoryLoader().load(
            yaml: "categories:\n  - identifier: C\n    actions:\n      - {identifier: X, title-at-run-time: false}\n",
            file: "c.yaml")
        #expect(result.diagnostics.map(\.code) == [.missingKey])
    }

    @Test("a payload naming an unregistered category passes payload check")
    func payloadAccepted() throws {
        let checker = PayloadChecker(registry: Self.loaded.registry, app: Self.loaded.app)
        let known = checker.check(json: #"{"aps": {"alert": "Photo from Anna", "category": "ENRICHED_MESSAGE"}}"#)
        #expect(known.isEmpty, "\(known)")
        let unknown = checker.check(json: #"{"aps": {"alert": "Hi", "category": "ENRICHED"}}"#)
        #expect(unknown.map(\.code) == [.unknownCategory])
    }

    @Test("the dispatcher routes a default tap of an unregistered category; dismissals it never gets are refused")
    func dispatcherRoutes() async throws {
        let registry = try Self.loaded.validRegistry()
        let harness = try DispatchHarness(registry: registry) { builder in
            builder.on("ENRICHED_MESSAGE", ActionResponse.defaultActionIdentifier) { _, completion in
                completion(HandlerResult(message: "opened"))
            }
        }
        let tap = await harness.dispatch(
            category: "ENRICHED_MESSAGE", action: ActionResponse.defaultActionIdentifier)
        guard case .completed(let result) = tap else {
            Issue.record("expected completed, got \(tap)")
            return
        }
        #expect(result.message == "opened")
        let dismissal = await harness.dispatch(
            category: "ENRICHED_MESSAGE", action: ActionResponse.dismissActionIdentifier)
        #expect(dismissal.kind == .rejected)
    }

    @Test("an unregistered category with buttons, options or texts is warned, each where it is written")
    func unregisteredSettingsWarned() {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: E
                    registered: false
                    options: [custom-dismiss-action]
                    intent-identifiers: [INSendMessageIntent]
                    actions:
                      - {identifier: OPEN, title: Open}
                """, file: "e.yaml")
        #expect(result.diagnostics.map(\.code) == [.ignoredSetting, .ignoredSetting, .ignoredSetting])
        #expect(result.diagnostics.map(\.location.line) == [4, 5, 7])
    }

    @Test("diff: registered to unregistered is breaking, the reverse is not; two run-time titles never differ")
    func diff() throws {
        let old = try CategoryLoader().load(
            yaml: """
                categories:
                  - {identifier: A, actions: []}
                  - {identifier: B, registered: false, actions: []}
                  - identifier: C
                    actions: [{identifier: X, title-at-run-time: true}, {identifier: Y, title-at-run-time: true}]
                """, file: "old.yaml"
        ).validRegistry()
        let new = try CategoryLoader().load(
            yaml: """
                categories:
                  - {identifier: A, registered: false, actions: []}
                  - {identifier: B, actions: []}
                  - identifier: C
                    actions: [{identifier: X, title-at-run-time: true}, {identifier: Z, title-at-run-time: true}]
                """, file: "new.yaml"
        ).validRegistry()
        let changes = RegistryDiff.changes(from: old, to: new)
        #expect(changes.map(\.code) == [.categoryUnregistered, .actionRemoved])
        // Y is removed; Z is not called its rename just because neither has a title in the files.
        #expect(changes.last?.message.contains("'Z'") == false, "\(changes)")
    }
}
