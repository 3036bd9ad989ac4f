import ActionableRuntime
import ActionableTesting
import Foundation
import Logging
import Testing

/// The registry of the context tests: an invitation with a dismissal, a text reply and a retired action replaced by
/// DECLINE, a retired category replaced by INVITE, and a chat message.
enum ContextFixtures {
    static let yaml = """
        retired-categories:
          - {identifier: OLD_INVITE, retired: "4.2", replaced-by: INVITE}
        categories:
          - identifier: INVITE
            options: [custom-dismiss-action]
            actions:
              - {identifier: ACCEPT, title: Accept}
              - {identifier: DECLINE, title: Decline, destructive: true}
              - {identifier: REPLY, title: Reply, text-input: {button-title: Send}}
            retired-actions:
              - {identifier: MAYBE, retired: 2026-03-01, replaced-by: DECLINE}
          - identifier: CHAT
            actions:
              - {identifier: READ, title: Mark as Read}
        """

    static let registry: CategoryRegistry = {
        let result = CategoryLoader().load(yaml: yaml, file: "context.yaml")
        // Valid by construction; a broken fixture fails every test through an empty registry.
        return (try? result.validRegistry()) ?? .empty
    }()

    static var invite: NotificationCategory? { registry.category("INVITE") }
    static func action(_ identifier: String) -> NotificationAction? { invite?.action(identifier) }
}

/// The INVITE actions as `actionable generate swift` writes them, with the conformance a service adds.
enum InviteActions: String, CategoryActions {
    static let categoryIdentifier = "INVITE"
    case accept = "ACCEPT"
    case decline = "DECLINE"
    case reply = "REPLY"
}

/// Every context handlers were given, in the order they ran.
final class ContextRecorder: Sendable {
    private let contexts = LockedValue<[ActionContext]>([])

    func record(_ context: ActionContext) { contexts.withLock { $0.append(context) } }
    var all: [ActionContext] { contexts.withLock { $0 } }
    var last: ActionContext? { all.last }
}

/// The four ways to register a handler that takes a context: async or callback, by name or by generated action.
enum ContextForm: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case asyncByName, callbackByName, asyncByType, callbackByType

    var testDescription: String { rawValue }

    /// Registers a handler of this form for `action` that records its context and answers with the action it got.
    func register(
        _ action: InviteActions, deadline: Duration? = nil, in builder: inout ActionDispatcher.Builder,
        recorder: ContextRecorder
    ) {
        switch self {
        case .asyncByName:
            builder.on(InviteActions.categoryIdentifier, action.rawValue, deadline: deadline) { response, context in
                recorder.record(context)
                return HandlerResult(message: response.actionIdentifier)
            }
        case .callbackByName:
            builder.on(InviteActions.categoryIdentifier, action.rawValue, deadline: deadline) {
                response, context, completion in
                recorder.record(context)
                completion(HandlerResult(message: response.actionIdentifier))
            }
        case .asyncByType:
            builder.on(action, deadline: deadline) { response, context in
                recorder.record(context)
                return HandlerResult(message: response.actionIdentifier)
            }
        case .callbackByType:
            builder.on(
                action, deadline: deadline,
                callback: { response, context, completion in
                    recorder.record(context)
                    completion(HandlerResult(message: response.actionIdentifier))
                })
        }
    }

    /// Registers a handler of this form's style (async or callback) for an identifier no generated enum names.
    func register(
        system identifier: String, in builder: inout ActionDispatcher.Builder, recorder: ContextRecorder
    ) {
        switch self {
        case .asyncByName, .asyncByType:
            builder.on("INVITE", identifier) { response, context in
                recorder.record(context)
                return HandlerResult(message: response.actionIdentifier)
            }
        case .callbackByName, .callbackByType:
            builder.on("INVITE", identifier) { response, context, completion in
                recorder.record(context)
                completion(HandlerResult(message: response.actionIdentifier))
            }
        }
    }
}

@Suite struct ActionContextTests {
    static func message(_ outcome: DispatchOutcome) -> String? {
        guard case .completed(let result) = outcome else { return nil }
        return result.message
    }

    // MARK: - What the context says

    @Test(
        "a context handler gets the request id passed to dispatch, else the notification id",
        arguments: ContextForm.allCases)
    func requestID(form: ContextForm) async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            form.register(.accept, in: &builder, recorder: recorder)
        }
        let given = await harness.dispatcher.dispatch(
            .make(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-1"), requestID: "req-42")
        #expect(given.isCompleted)
        #expect(recorder.last?.requestID == "req-42")

        let defaulted = await harness.dispatcher.dispatch(
            .make(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-2"))
        #expect(defaulted.isCompleted)
        #expect(recorder.last?.requestID == "n-2")
        #expect(recorder.all.count == 2)
    }

    @Test("a context handler gets the declared category and action models", arguments: ContextForm.allCases)
    func declaredModels(form: ContextForm) async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            form.register(.accept, in: &builder, recorder: recorder)
            form.register(.reply, in: &builder, recorder: recorder)
        }
        #expect(await harness.dispatch(category: "INVITE", action: "ACCEPT").isCompleted)
        let accept = try #require(recorder.last)
        #expect(accept.category == ContextFixtures.invite)
        #expect(accept.category.identifier == "INVITE")
        #expect(accept.action == ContextFixtures.action("ACCEPT"))
        #expect(accept.action?.title.defaultValue == "Accept")

        #expect(await harness.dispatch(category: "INVITE", action: "REPLY", userText: "hi").isCompleted)
        let reply = try #require(recorder.last)
        #expect(reply.action == ContextFixtures.action("REPLY"))
        #expect(reply.action?.isTextInput == true)
    }

    @Test("the default action and the dismissal get the category and no action model", arguments: ContextForm.allCases)
    func defaultAndDismissHaveNoActionModel(form: ContextForm) async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            form.register(system: ActionResponse.defaultActionIdentifier, in: &builder, recorder: recorder)
            form.register(system: ActionResponse.dismissActionIdentifier, in: &builder, recorder: recorder)
        }
        for identifier in [ActionResponse.defaultActionIdentifier, ActionResponse.dismissActionIdentifier] {
            let outcome = await harness.dispatch(category: "INVITE", action: identifier)
            #expect(Self.message(outcome) == identifier)
            let context = try #require(recorder.last)
            #expect(context.category == ContextFixtures.invite)
            #expect(context.action == nil, "\(identifier) is not a declared action")
        }
        #expect(recorder.all.count == 2)
    }

    @Test("a retired action routed to its replacement gets the replacement's model", arguments: ContextForm.allCases)
    func retiredActionGetsTheReplacement(form: ContextForm) async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            form.register(.decline, in: &builder, recorder: recorder)
        }
        let outcome = await harness.dispatch(category: "INVITE", action: "MAYBE")
        #expect(Self.message(outcome) == "MAYBE", "the response keeps the identifier it was sent with")
        let context = try #require(recorder.last)
        #expect(context.action == ContextFixtures.action("DECLINE"))
        #expect(context.action?.isDestructive == true)
        #expect(context.category == ContextFixtures.invite)
    }

    @Test("a retired category routed to its replacement gets the replacement category's models")
    func retiredCategoryGetsTheReplacement() async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            ContextForm.asyncByName.register(.accept, in: &builder, recorder: recorder)
        }
        let outcome = await harness.dispatch(
            .make(category: "OLD_INVITE", action: "ACCEPT", notificationIdentifier: "n-old"))
        #expect(outcome.isCompleted)
        let context = try #require(recorder.last)
        #expect(context.category == ContextFixtures.invite)
        #expect(context.action == ContextFixtures.action("ACCEPT"))
        #expect(context.requestID == "n-old")
    }

    @Test("the deadline is the registration's, else the builder's default", arguments: ContextForm.allCases)
    func deadline(form: ContextForm) async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.deadline = .seconds(40)
            form.register(.accept, deadline: .seconds(3), in: &builder, recorder: recorder)
            form.register(.decline, in: &builder, recorder: recorder)
        }
        #expect(await harness.dispatch(category: "INVITE", action: "ACCEPT").isCompleted)
        let own = try #require(recorder.last)
        #expect(own.deadline == .seconds(3))
        #expect(own.timeRemaining == .seconds(3), "the clock has not moved")

        #expect(await harness.dispatch(category: "INVITE", action: "DECLINE").isCompleted)
        let defaulted = try #require(recorder.last)
        #expect(defaulted.deadline == .seconds(40))
        #expect(defaulted.deadline == harness.deadline)
        #expect(defaulted.clock as? ManualClock === harness.clock, "the context's clock is the dispatcher's")
    }

    @Test("timeRemaining goes down as the clock moves while the handler waits on it")
    func timeRemainingFollowsTheClock() async throws {
        let remaining = LockedValue<[Duration]>([])
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.deadline = .seconds(10)
            builder.on("INVITE", "ACCEPT") { _, context in
                remaining.withLock { $0.append(context.timeRemaining) }
                try await context.clock.sleep(for: .seconds(4))
                remaining.withLock { $0.append(context.timeRemaining) }
                try await context.clock.sleep(for: .seconds(5))
                remaining.withLock { $0.append(context.timeRemaining) }
                return .handled
            }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.advance(by: .seconds(4), afterSleepers: 2)  // the handler's first wait and the deadline
        await harness.advance(by: .seconds(5), afterSleepers: 2)  // its second wait and the deadline
        #expect(await pending.outcome.isCompleted)
        #expect(remaining.withLock { $0 } == [.seconds(10), .seconds(6), .seconds(1)])
    }

    // MARK: - The logger

    @Test(
        "the context's logger carries the request id, category, action and notification id",
        arguments: ContextForm.allCases)
    func loggerMetadata(form: ContextForm) async throws {
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            switch form {
            case .asyncByName:
                builder.on("INVITE", "ACCEPT") { _, context in
                    context.logger.info("accepting")
                    return .handled
                }
            case .callbackByName:
                builder.on("INVITE", "ACCEPT") { _, context, completion in
                    context.logger.info("accepting")
                    completion()
                }
            case .asyncByType:
                builder.on(InviteActions.accept) { _, context in
                    context.logger.info("accepting")
                    return .handled
                }
            case .callbackByType:
                builder.on(
                    InviteActions.accept,
                    callback: { _, context, completion in
                        context.logger.info("accepting")
                        completion()
                    })
            }
        }
        // Without a logger of its own, the dispatch logs through the dispatcher's.
        _ = await harness.dispatcher.dispatch(
            .make(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-7"), requestID: "req-7")
        let entry = try #require(harness.logs.entries.last)
        #expect(entry.message == "accepting")
        #expect(entry.level == .info)
        #expect(
            entry.metadata == [
                "request-id": "req-7", "category": "INVITE", "action": "ACCEPT", "notification-id": "n-7",
            ])

        // A caller's logger (Hummingbird's request logger, say) keeps its own metadata underneath.
        let callerLogs = LogRecorder()
        var callerLogger = callerLogs.logger()
        callerLogger[metadataKey: "trace-id"] = "t-1"
        _ = await harness.dispatcher.dispatch(
            .make(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-8"), logger: callerLogger)
        let callerEntry = try #require(callerLogs.entries.last)
        #expect(
            callerEntry.metadata == [
                "trace-id": "t-1", "request-id": "n-8", "category": "INVITE", "action": "ACCEPT",
                "notification-id": "n-8",
            ])
        #expect(harness.logs.entries.count == 1, "the caller's logger replaces the dispatcher's for the handler")
    }

    @Test("a hostile notification id appears bounded and escaped in the logger's metadata")
    func hostileNotificationIDInMetadata() async throws {
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { _, context in
                context.logger.warning("accepting")
                return .handled
            }
        }
        let hostile = "n\n" + String(repeating: "x", count: 10_000)
        _ = await harness.dispatch(.make(category: "INVITE", action: "ACCEPT", notificationIdentifier: hostile))
        let entry = try #require(harness.logs.entries.last)
        // The notification id's metadata: 64 scalars kept ("n", the newline and 62 x), escaped; the other 9,938
        // bytes counted. The request id (which defaults to the notification id) is an excerpt of 128 scalars, made
        // once.
        let expected = "n\\n" + String(repeating: "x", count: 62) + "… (+9938 bytes)"
        #expect(entry.metadata["notification-id"] == expected)
        let requestID = "n\\n" + String(repeating: "x", count: 126) + "… (+9874 bytes)"
        #expect(entry.metadata["request-id"] == requestID, "the request id defaults to the notification id")
        for key in ["notification-id", "request-id"] {
            let value = try #require(entry.metadata[key])
            #expect(!value.contains("\n"))
            #expect(value.utf8.count < 160)
        }
    }

    // MARK: - The deadline from inside the handler

    @Test("an async context handler sees isCancelled become true at its deadline", .timeLimit(.minutes(1)))
    func asyncHandlerSeesCancellation() async throws {
        struct Observation: Sendable, Equatable {
            let before: Bool
            let after: Bool
            let remaining: Duration
        }
        let (observations, observer) = AsyncStream.makeStream(of: Observation.self)
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.deadline = .seconds(10)
            builder.on("INVITE", "ACCEPT") { _, context in
                let before = context.isCancelled
                // Waits on the clock far beyond the deadline; the deadline cancels the task, which ends the wait.
                _ = try? await context.clock.sleep(for: .seconds(3600))
                observer.yield(
                    Observation(before: before, after: context.isCancelled, remaining: context.timeRemaining))
                observer.finish()
                return .handled
            }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.advance(by: .seconds(10), afterSleepers: 2)  // the handler's wait and the deadline
        #expect(await pending.outcome.kind == .timedOut)
        var seen: [Observation] = []
        for await observation in observations { seen.append(observation) }
        #expect(seen == [Observation(before: false, after: true, remaining: .zero)])
    }

    @Test("a callback handler's kept completion reports isCancelled after the deadline, and a call then is late")
    func callbackCompletionIsCancelledAfterTheDeadline() async throws {
        let kept = LockedValue<Completion?>(nil)
        let late = LockedValue<[DispatchOutcome.Kind]>([])
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.onLateCompletion = { _, outcome in late.withLock { $0.append(outcome.kind) } }
            builder.on("INVITE", "ACCEPT", deadline: .seconds(5)) { _, context, completion in
                recorder.record(context)
                kept.withLock { $0 = completion }
            }
        }
        let pending = harness.start(category: "INVITE", action: "ACCEPT")
        await harness.clock.sleepers(atLeast: 1)  // the dispatch waits on the deadline
        let completion = try #require(kept.withLock { $0 })
        #expect(!completion.isCancelled, "before the deadline")
        harness.clock.advance(by: .seconds(4))
        #expect(!completion.isCancelled, "one second before the deadline")
        #expect(recorder.last?.timeRemaining == .seconds(1))
        harness.clock.advance(by: .seconds(1))
        guard case .timedOut(let after) = await pending.outcome else {
            Issue.record("expected timedOut")
            return
        }
        #expect(after == .seconds(5))
        #expect(completion.isCancelled, "the deadline passed without a call")
        #expect(recorder.last?.timeRemaining == .zero)

        completion(HandlerResult(message: "too late"))
        #expect(late.withLock { $0 } == [.completed])
        #expect(harness.logs.entries.contains { $0.message.contains("completed after its deadline") })
        kept.withLock { $0 = nil }
    }

    // MARK: - Side by side

    @Test("handlers with and without a context work side by side in one builder")
    func oldAndNewFormsTogether() async throws {
        let recorder = ContextRecorder()
        let harness = try DispatchHarness(registry: ContextFixtures.registry) { builder in
            builder.on("INVITE", "ACCEPT") { response in
                HandlerResult(message: "plain async \(response.actionIdentifier)")
            }
            builder.on("INVITE", "DECLINE") { _, completion in completion(HandlerResult(message: "plain callback")) }
            builder.on(InviteActions.reply) { response, context in
                recorder.record(context)
                return HandlerResult(message: "context async \(response.userText ?? "")")
            }
            builder.on("INVITE", ActionResponse.defaultActionIdentifier) { _, context, completion in
                recorder.record(context)
                completion(HandlerResult(message: "context callback"))
            }
            builder.on(
                "INVITE", ActionResponse.dismissActionIdentifier,
                .callback { _, completion in completion(HandlerResult(message: "plain handler value")) })
            builder.fallback(
                for: "CHAT",
                .async { response, context in
                    recorder.record(context)
                    return HandlerResult(message: "context fallback \(response.actionIdentifier)")
                })
        }
        #expect(Self.message(await harness.dispatch(category: "INVITE", action: "ACCEPT")) == "plain async ACCEPT")
        #expect(Self.message(await harness.dispatch(category: "INVITE", action: "DECLINE")) == "plain callback")
        #expect(
            Self.message(await harness.dispatch(category: "INVITE", action: "REPLY", userText: "yes"))
                == "context async yes")
        #expect(
            Self.message(await harness.dispatch(category: "INVITE", action: ActionResponse.defaultActionIdentifier))
                == "context callback")
        #expect(
            Self.message(await harness.dispatch(category: "INVITE", action: ActionResponse.dismissActionIdentifier))
                == "plain handler value")
        #expect(Self.message(await harness.dispatch(category: "CHAT", action: "READ")) == "context fallback READ")
        #expect(recorder.all.map { $0.action?.identifier } == ["REPLY", nil, "READ"])
        #expect(recorder.all.map(\.category.identifier) == ["INVITE", "INVITE", "CHAT"])
        #expect(harness.logs.entries.isEmpty)
    }
}
