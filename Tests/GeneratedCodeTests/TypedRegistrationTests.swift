import ActionableRuntime
import Logging
import Testing

/// Services register handlers by generated name (`EverythingCategories+Actionable.swift` conforms each `Action`
/// to `CategoryActions`), and the dispatcher routes to them.
@Suite struct TypedRegistrationTests {
    @Test func aHandlerRegisteredByGeneratedNameReceivesItsAction() async throws {
        let registry = try await Generated.everything.load().validRegistry()
        var builder = ActionDispatcher.Builder(registry: registry, logger: Logger(label: "test"))
        builder.on(EverythingCategories.Everything.Action.reply) { response in
            #expect(response.userText == "On my way")
            return .handled
        }
        builder.fallback(for: EverythingCategories.Everything.Action.self, .async { _ in .handled })
        let dispatcher = try builder.build()
        let outcome = await dispatcher.dispatch(
            ActionResponse(
                category: EverythingCategories.Everything.identifier,
                action: EverythingCategories.Everything.Action.reply.rawValue,
                notificationIdentifier: "n-1", userText: "On my way"))
        #expect(outcome.isCompleted)
    }

    @Test func everyGeneratedActionIsADeclaredRoute() async throws {
        let registry = try await Generated.everything.load().validRegistry()
        var builder = ActionDispatcher.Builder(registry: registry, logger: Logger(label: "test"))
        for action in EverythingCategories.Everything.Action.allCases {
            builder.on(action) { _ in .handled }
        }
        for action in EverythingCategories.Announced.Action.allCases { builder.on(action) { _ in .handled } }
        for action in EverythingCategories.Promotion.Action.allCases { builder.on(action) { _ in .handled } }
        #expect(builder.coverage().unhandled.isEmpty)
        _ = try builder.build(requireCompleteCoverage: true)
    }
}
