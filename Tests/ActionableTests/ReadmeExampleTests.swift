import ActionableRuntime
import ActionableTesting
import Foundation
import Logging
import Testing

/// A stand-in for a service's own code, so the README example compiles and runs as written.
final class Invitations: Sendable {
    func accept(_ invite: JSONValue?) async throws {}
    func decline(_ notification: String, then done: @escaping @Sendable () -> Void) { done() }
}

@Suite struct ReadmeExampleTests {
    /// The code between the markers is README.md's dispatch example, character for character
    /// (`readmeShowsThisCode` checks it).
    func readmeExample(_ response: ActionResponse, invitations: Invitations) async throws -> DispatchOutcome {
        // doc:dispatch-example:begin
        let registry = try await CategoryLoader().load(paths: ["Categories"]).validRegistry()
        var builder = ActionDispatcher.Builder(registry: registry, logger: Logger(label: "invites"))

        // Async style: returning completes, throwing fails.
        builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { response in
            try await invitations.accept(response.userInfo["invite-id"])
            return .handled
        }
        // Callback style: call the completion exactly once, now or later, from anywhere.
        builder.on("INVITE_CATEGORY", "DECLINE_IDENTIFIER") { response, completion in
            invitations.decline(response.notificationIdentifier) { completion() }
        }
        builder.on("CHAT_MESSAGE", "REPLY") { response in
            HandlerResult(message: "sent: \(response.userText ?? "")")
        }
        print(builder.coverage())  // declared actions that have no handler yet
        let dispatcher = try builder.build()  // throws DispatcherBuildError, listing every problem

        let outcome = await dispatcher.dispatch(response)
        // doc:dispatch-example:end
        return outcome
    }

    @Test("the README's dispatch example runs: it routes a reply and an acceptance")
    func exampleRuns() async throws {
        // `swift test` runs in the package root, where the example's relative "Categories" is.
        let invitations = Invitations()
        let reply = ActionResponse(
            category: "CHAT_MESSAGE", action: "REPLY", notificationIdentifier: "n-1", userText: "On my way")
        guard case .completed(let result) = try await readmeExample(reply, invitations: invitations) else {
            Issue.record("the reply was not completed")
            return
        }
        #expect(result.message == "sent: On my way")
        let accept = ActionResponse(
            category: "INVITE_CATEGORY", action: "ACCEPT_IDENTIFIER", notificationIdentifier: "n-2")
        #expect(try await readmeExample(accept, invitations: invitations).kind == .completed)
        let decline = ActionResponse(
            category: "INVITE_CATEGORY", action: "DECLINE_IDENTIFIER", notificationIdentifier: "n-3")
        #expect(try await readmeExample(decline, invitations: invitations).kind == .completed)
    }

    /// The lines between two marker lines, without their common indentation.
    static func lines(of text: String, between start: String, and end: String) -> [String]? {
        let all = text.components(separatedBy: "\n")
        guard let first = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == start }),
            let last = all[first...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == end })
        else { return nil }
        let body = all[(first + 1)..<last]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }
}

@Suite struct ReadmeHarnessExampleTests {
    @Test("the README's ActionableTesting example works as shown")
    func harnessExample() async throws {
        let registry = try await CategoryLoader().load(paths: [
            Fixtures.packageRoot.appendingPathComponent("Categories").path
        ])
        .validRegistry()
        let store = CompletionBox()
        // doc:harness-example:begin
        let harness = try DispatchHarness(registry: registry) { builder in
            builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { _, completion in store.keep(completion) }
        }
        let pending = harness.start(category: "INVITE_CATEGORY", action: "ACCEPT_IDENTIFIER")
        let outcome = await harness.advancePastDeadline(of: pending)  // moves the manual clock, no sleeping
        #expect(outcome.kind == .timedOut)
        #expect(harness.logs.entries.contains { $0.metadata["outcome"] == "timed-out" })
        // doc:harness-example:end
    }
}

@Suite struct ReadmePayloadExampleTests {
    func builderExample() async throws -> [UInt8] {
        // doc:builder-example:begin
        let result = try await CategoryLoader().load(paths: ["Categories"])
        var builder = PayloadBuilder(category: "ORDER_RATING", registry: try result.validRegistry(), app: result.app)
        builder.title = "Order 1234"
        builder.interruptionLevel = .active  // refused: ORDER_RATING declares `interruption-level: passive`
        let payload: [UInt8] = try builder.build()  // throws PayloadBuildError with the diagnostics
        // doc:builder-example:end
        return payload
    }

    func routingExample(_ response: ActionResponse) async throws -> DispatchOutcome {
        let result = try await CategoryLoader().load(paths: ["Categories"])
        var builder = ActionDispatcher.Builder(registry: try result.validRegistry(), logger: Logger(label: "orders"))
        // doc:routing-example:begin
        builder.app = result.app
        builder.on("ORDER_STATUS", "TRACK_ORDER") { response, completion in
            guard case .matched(_, let experience, let path) = response.experienceMatch else {
                return completion(HandlerResult(message: "not an App Clip order"))
            }
            // …/restaurants/restaurant_a/order/1234 → experience …/restaurants/restaurant_a, path ["order", "1234"]
            let restaurant = experience.pathComponents.last ?? ""
            completion(HandlerResult(message: "\(restaurant): \(path.joined(separator: "/"))"))
        }
        // doc:routing-example:end
        return try await builder.build().dispatch(response)
    }

    @Test("the README's builder example is refused for the reason its comment gives")
    func builderExampleIsRefused() async throws {
        do {
            _ = try await builderExample()
            Issue.record("the example built a payload")
        } catch let error as PayloadBuildError {
            #expect(error.diagnostics.map(\.code) == [.interruptionLevelTooHigh])
        }
    }

    @Test("the README's routing example sends restaurant A's order 1234 to restaurant A")
    func routingExampleRoutes() async throws {
        let response = ActionResponse(
            category: "ORDER_STATUS", action: "TRACK_ORDER", notificationIdentifier: "n-1",
            targetContentIdentifier: "https://orders.example.com/restaurants/restaurant_a/order/1234")
        guard case .completed(let result) = try await routingExample(response) else {
            Issue.record("not completed")
            return
        }
        #expect(result.message == "restaurant_a: order/1234")
        let plain = ActionResponse(category: "ORDER_STATUS", action: "TRACK_ORDER", notificationIdentifier: "n-2")
        guard case .completed(let other) = try await routingExample(plain) else {
            Issue.record("not completed")
            return
        }
        #expect(other.message == "not an App Clip order")
    }
}

/// A stand-in for a payment service's own client, so the abandoned-claim example compiles and runs as written.
final class Payments: Sendable {
    let approvals = CallCounter()
    func exists(reference: String) async throws -> Bool { approvals.calls > 0 }
    func approve(reference: String) async throws { approvals.handler() }
}

@Suite struct DocumentationLibraryExampleTests {
    @Test("the library example loads Categories/ and finds the reply action")
    func libraryExample() async throws {
        // `swift test` runs in the package root, where the example's relative "Categories" is.
        // doc:library-example:begin
        let result = try await CategoryLoader().load(paths: ["Categories"])
        for diagnostic in result.diagnostics { print(diagnostic) }  // path:line:column: error: … [code]
        let registry = try result.validRegistry()  // throws ValidationFailure listing every error
        if let reply = registry.action("REPLY", in: "CHAT_MESSAGE") {  // O(1)
            print(reply.title.value(for: ["ja-JP"]), reply.requiresAuthentication, reply.isTextInput)
        }
        // doc:library-example:end
        #expect(registry.action("REPLY", in: "CHAT_MESSAGE")?.isTextInput == true)
    }

    @Test("the abandoned-claim example skips the payment it finds already made")
    func abandonedClaimExample() async throws {
        let registry = try CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: PAYMENT
                    actions:
                      - {identifier: APPROVE, title: Approve, authentication-required: true}
                """
        ).validRegistry()
        let payments = Payments()
        let harness = try DispatchHarness(registry: registry) { builder in
            // doc:abandoned-claim-example:begin
            builder.on("PAYMENT", "APPROVE") { response, context in
                let reference = response.notificationIdentifier
                if context.abandonedClaim != nil, try await payments.exists(reference: reference) { return .handled }
                try await payments.approve(reference: reference)  // better still: a unique key on `reference`
                return .handled
            }
            // doc:abandoned-claim-example:end
        }
        #expect(await harness.dispatch(category: "PAYMENT", action: "APPROVE").kind == .completed)
        #expect(payments.approvals.calls == 1)
    }
}
