import ActionableRuntime
import ActionableTesting
import Foundation
import Testing

/// Retired identifiers in the dispatcher and the coverage report: old app versions keep sending them.
@Suite struct RetiredIdentifierTests {
    static let yaml = """
        retired-categories:
          - {identifier: OLD_INVITE, retired: "4.2", replaced-by: INVITE}
          - {identifier: LEGACY, retired: "3.0"}
        categories:
          - identifier: INVITE
            actions:
              - {identifier: ACCEPT, title: Accept}
              - {identifier: DECLINE, title: Decline}
            retired-actions:
              - {identifier: MAYBE, retired: 2026-03-01, replaced-by: DECLINE}
              - {identifier: TENTATIVE, retired: 2025-11-01}
        """

    static func registry() throws -> CategoryRegistry {
        try CategoryLoader().load(yaml: yaml, file: "retired.yaml").validRegistry(strict: true)
    }

    static func harness() throws -> DispatchHarness {
        try DispatchHarness(registry: registry()) { builder in
            builder.on("INVITE", "ACCEPT") { _ in HandlerResult(message: "accepted") }
            builder.on("INVITE", "DECLINE") { response in
                HandlerResult(message: "declined (\(response.actionIdentifier))")
            }
        }
    }

    @Test("a retired action with a replacement reaches the replacement's handler, with its own identifier")
    func replacementHandles() async throws {
        let harness = try Self.harness()
        let outcome = await harness.dispatch(category: "INVITE", action: "MAYBE")
        guard case .completed(let result) = outcome else {
            Issue.record("expected completed, got \(outcome)")
            return
        }
        #expect(result.message == "declined (MAYBE)")
    }

    @Test("a retired action without a replacement gets the retired outcome, not unroutable")
    func retiredOutcome() async throws {
        let harness = try Self.harness()
        let outcome = await harness.dispatch(category: "INVITE", action: "TENTATIVE")
        #expect(outcome.kind == .retired)
        guard case .retired(let retired) = outcome else { return }
        #expect(
            retired == RetiredResponse(category: "INVITE", action: "TENTATIVE", retired: "2025-11-01", replacement: nil)
        )
        #expect(outcome.description == "retired: action 'TENTATIVE' of category 'INVITE' was retired (2025-11-01)")
        #expect(harness.logs.entries.last?.level == .info, "expected, not a warning")
    }

    @Test("a retired category reaches the replacement category's handler for the same action, or is retired")
    func retiredCategory() async throws {
        let harness = try Self.harness()
        guard case .completed(let result) = await harness.dispatch(category: "OLD_INVITE", action: "ACCEPT") else {
            Issue.record("expected the replacement's handler")
            return
        }
        #expect(result.message == "accepted")
        #expect((await harness.dispatch(category: "LEGACY", action: "ANY")).kind == .retired)
        #expect((await harness.dispatch(category: "OLD_INVITE", action: "GONE")).kind == .retired)
    }

    @Test("the coverage report lists retired identifiers apart; they need no handler")
    func coverage() throws {
        var builder = ActionDispatcher.Builder(registry: try Self.registry(), logger: .init(label: "test"))
        builder.on("INVITE", "ACCEPT") { _ in .handled }
        builder.on("INVITE", "DECLINE") { _ in .handled }
        let report = builder.coverage()
        #expect(report.isComplete)
        #expect(
            report.retired.map(\.description) == [
                "OLD_INVITE → INVITE", "LEGACY (retired outcome)", "INVITE/MAYBE → DECLINE",
                "INVITE/TENTATIVE (retired outcome)",
            ])
        #expect(report.description.contains("4 retired identifiers (no handler needed)"))
    }
}
