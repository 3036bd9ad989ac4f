import CoreMetrics
public import Logging

/// Routes each ``ActionResponse`` to the Swift handler registered for its (category, action), and makes sure every
/// dispatch ends with exactly one ``DispatchOutcome``: the handler's completion, a deadline, an abandoned
/// completion, a failure, or a response that cannot be routed.
///
/// Build one with ``Builder``; once built it is immutable and `Sendable`, and `dispatch` may be called from any
/// number of tasks at once. No lock is held while a handler runs.
public struct ActionDispatcher: Sendable {
    /// One registered handler with what it needs at dispatch time, resolved when the dispatcher is built.
    struct Route: Sendable {
        let handler: ActionHandler
        let deadline: Duration
        let timer: Timer?
    }

    /// The routable actions of one category, precomputed: identifiers and entries side by side, so finding an
    /// action is a scan of a few short strings (most categories have two to four actions) with no closure and no
    /// model access; categories with many actions get a dictionary.
    final class CategoryTable: Sendable {
        let identifiers: [String]
        let entries: [Entry]
        let index: [String: Entry]?

        init(_ pairs: [(String, Entry)]) {
            identifiers = pairs.map(\.0)
            entries = pairs.map(\.1)
            index = pairs.count > 8 ? Dictionary(pairs, uniquingKeysWith: { first, _ in first }) : nil
        }

        func entry(_ action: String) -> Entry? {
            if let index { return index[action] }
            for position in identifiers.indices where identifiers[position] == action {
                return entries[position]
            }
            return nil
        }
    }

    /// Everything a routable (category, action) needs at dispatch time, precomputed when the dispatcher is built:
    /// its handler (own or the category's fallback), whether it takes text, and the declarations for the context.
    /// A class, so a lookup hands out one reference rather than copying five.
    final class Entry: Sendable {
        let route: Route
        let expectsText: Bool
        let category: NotificationCategory
        /// `nil` for the default and dismiss actions.
        let action: NotificationAction?

        init(route: Route, expectsText: Bool, category: NotificationCategory, action: NotificationAction?) {
            self.route = route
            self.expectsText = expectsText
            self.category = category
            self.action = action
        }
    }

    /// Every routable pair by category: declared actions, the default action, and the dismiss action of categories
    /// with the custom-dismiss option, each with a handler. A response found here with the right text needs nothing
    /// else. One hash (of the category) per dispatch.
    let table: [String: CategoryTable]
    let registry: CategoryRegistry
    /// The clock deadlines are measured on (the builder's ``Builder/clock``); the endpoint and the stores default to it.
    public let clock: any ActionableClock
    /// The deadlines of this dispatcher's waiting dispatches, all served by one sleep on ``clock``.
    let deadlines: DeadlineScheduler
    let monitor: DispatchMonitor
    /// Routes `target-content-id`s to App Clip experiences for handlers (``ActionResponse/experienceMatch``).
    let app: AppDeclaration
    /// Declared actions without a handler of their own; see ``coverage``.
    public let coverage: CoverageReport

    /// Dispatches `response` to its handler and returns the one outcome.
    ///
    /// - Parameters:
    ///   - response: the response to route by its category and action.
    ///   - requestID: the delivery's identifier for ``ActionContext/requestID`` and its logger; the notification
    ///     identifier when `nil`.
    ///   - abandonedClaim: the claim an earlier delivery of the same response left unfinished, when this delivery
    ///     took it over (``IdempotencyClaim/tookOver(_:)``): ``ActionContext/abandonedClaim``.
    ///   - logger: the logger ``ActionContext/logger`` adds its metadata to; the dispatcher's own when `nil`.
    public func dispatch(
        _ response: ActionResponse, requestID: String? = nil, abandonedClaim: AbandonedClaim? = nil,
        logger: Logger? = nil
    ) async -> DispatchOutcome {
        let entry: Entry
        switch dispatchAtOnce(response) {
        case .finished(let outcome):
            return outcome
        case .waiting(let waiter, let route):
            let outcome = await wait(for: waiter, route: route, handlerTask: nil)
            if monitor.isRecording || !outcome.isCompleted {
                monitor.record(outcome, of: response)
            }
            return outcome
        case .entry(let found):
            entry = found
        }
        let outcome: DispatchOutcome
        if let target = response.targetContentIdentifier {
            var matched = response
            matched.experienceMatch = app.route(target)
            outcome = await timed(entry, matched, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
        } else {
            outcome = await timed(entry, response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
        }
        if monitor.isRecording || !outcome.isCompleted {
            monitor.record(outcome, of: response)
        }
        return outcome
    }

    /// How far ``dispatch(_:requestID:abandonedClaim:logger:)`` gets without an `await`.
    private enum AtOnce {
        /// Refused, or a callback handler that completed (or dropped its completion) before it returned.
        case finished(DispatchOutcome)
        /// A callback handler that returned without completing: the dispatch waits for it.
        case waiting(DispatchWaiter, Route)
        /// Any other handler, which runs from the async path.
        case entry(Entry)
    }

    /// The common case, a declared pair whose callback handler completes before it returns, kept synchronous: an
    /// async function's values live in its task-allocated frame, where every one it keeps costs a retain and a
    /// release, and this path needs none of them (issue 50's profile).
    private func dispatchAtOnce(_ response: ActionResponse) -> AtOnce {
        let entry: Entry
        // One hash and a short scan for what nearly every response is: a declared pair with a handler.
        if let found = table[response.categoryIdentifier]?.entry(response.actionIdentifier),
            found.expectsText == response.hasUserText
        {
            entry = found
        } else {
            switch refuse(response) {
            case .failure(let refusal):
                monitor.record(refusal.outcome, of: response)
                return .finished(refusal.outcome)
            case .success(let found):
                entry = found
            }
        }
        guard entry.route.timer == nil, !response.hasTargetContentIdentifier,
            case .callback(let handler) = entry.route.handler.kind
        else { return .entry(entry) }
        // A callback handler that completes (or drops its completion) before it returns ends the dispatch here.
        switch start(response, { handler(response, $0) }) {
        case .finished(let outcome):
            if monitor.isRecording || !outcome.isCompleted {
                monitor.record(outcome, of: response)
            }
            return .finished(outcome)
        case .waiting(let waiter):
            return .waiting(waiter, entry.route)
        }
    }

    struct Refusal: Error {
        let outcome: DispatchOutcome
    }

    /// Why `response` is not in the table (unknown category or action, no handler, text that contradicts the
    /// declaration, a dismissal iOS would never send, a retired identifier), or the entry a retired identifier's
    /// replacement has.
    private func refuse(_ response: ActionResponse) -> Result<Entry, Refusal> {
        let categoryID = response.categoryIdentifier
        let actionID = response.actionIdentifier
        guard let category = registry.category(categoryID) else {
            if let retired = registry.retiredCategory(categoryID) {
                return retiredRoute(
                    category: retired.replacement, action: actionID, retired: retired, retiredCategory: categoryID,
                    retiredAction: nil)
            }
            let suggestion = Suggestions.closest(to: categoryID, in: registry.categories.lazy.map(\.identifier))
            return .failure(Refusal(outcome: .unroutable(.unknownCategory(categoryID, suggestion: suggestion))))
        }
        let expectsText: Bool
        if let action = category.action(actionID) {
            expectsText = action.isTextInput
        } else if actionID == ActionResponse.defaultActionIdentifier {
            expectsText = false
        } else if actionID == ActionResponse.dismissActionIdentifier {
            guard category.reportsDismissals else {
                return .failure(Refusal(outcome: .rejected(.dismissNotEnabled(category: categoryID))))
            }
            expectsText = false
        } else if let retired = category.retiredAction(actionID) {
            // Old app versions still send it: the replacement's handler when there is one, else its own outcome.
            return retiredRoute(
                category: categoryID, action: retired.replacement ?? actionID, retired: retired,
                retiredCategory: categoryID, retiredAction: actionID)
        } else {
            let suggestion = Suggestions.closest(to: actionID, in: category.actions.map(\.identifier))
            return .failure(
                Refusal(
                    outcome: .unroutable(
                        .unknownAction(category: categoryID, action: actionID, suggestion: suggestion)
                    )))
        }
        if expectsText, response.userText == nil {
            return .failure(Refusal(outcome: .rejected(.missingText(category: categoryID, action: actionID))))
        }
        if !expectsText, response.userText != nil {
            return .failure(Refusal(outcome: .rejected(.unexpectedText(category: categoryID, action: actionID))))
        }
        return .failure(Refusal(outcome: .unroutable(.noHandler(category: categoryID, action: actionID))))
    }

    /// A response for a retired identifier: the handler of declared `action` in `category` (the replacement action
    /// of the same category, or the same action of the replacement category) when there is one, else the retired
    /// outcome.
    private func retiredRoute(
        category: String?, action: String, retired: RetiredIdentifier, retiredCategory: String,
        retiredAction: String?
    ) -> Result<Entry, Refusal> {
        if retired.replacement != nil, let category,
            let entry = table[category]?.entry(action), entry.action != nil
        {
            return .success(entry)
        }
        return .failure(
            Refusal(
                outcome: .retired(
                    RetiredResponse(
                        category: retiredCategory, action: retiredAction, retired: retired.retired,
                        replacement: retired.replacement))))
    }

    /// Runs the handler, timing it when metrics are on.
    private func timed(
        _ entry: Entry, _ response: ActionResponse, requestID: String?, abandonedClaim: AbandonedClaim?,
        logger: Logger?
    ) async -> DispatchOutcome {
        guard let timer = entry.route.timer else {
            return await run(entry, response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
        }
        let start = ContinuousClock.now
        let outcome = await run(entry, response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
        let elapsed = ContinuousClock.now - start
        timer.recordNanoseconds(
            elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
        return outcome
    }

    private func run(
        _ entry: Entry, _ response: ActionResponse, requestID: String?, abandonedClaim: AbandonedClaim?,
        logger: Logger?
    ) async -> DispatchOutcome {
        let route = entry.route
        switch route.handler.kind {
        case .callback(let handler):
            // The common case, kept free of further async calls: a callback handler that completes (or drops its
            // completion) before it returns ends the dispatch without suspending.
            switch start(response, { handler(response, $0) }) {
            case .finished(let outcome): return outcome
            case .waiting(let waiter): return await wait(for: waiter, route: route, handlerTask: nil)
            }
        case .contextCallback(let handler):
            let context = context(
                entry, response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
            switch start(response, { handler(response, context, $0) }) {
            case .finished(let outcome): return outcome
            case .waiting(let waiter): return await wait(for: waiter, route: route, handlerTask: nil)
            }
        case .async(let handler):
            // One closure context for the task (handler, response, waiter, monitor); the body is not escaping.
            let waiter = DispatchWaiter()
            let monitor = monitor
            let started = deadlines.now()
            let task = Self.startHandlerTask {
                await Self.run(waiter, monitor, response) { try await handler(response) }
            }
            return await wait(for: waiter, route: route, handlerTask: task, startedAt: started, response: response)
        case .contextAsync(let handler):
            let context = context(
                entry, response, requestID: requestID, abandonedClaim: abandonedClaim, logger: logger)
            let waiter = DispatchWaiter()
            let monitor = monitor
            let started = deadlines.now()
            let task = Self.startHandlerTask {
                await Self.run(waiter, monitor, response) { try await handler(response, context) }
            }
            return await wait(for: waiter, route: route, handlerTask: task, startedAt: started, response: response)
        }
    }

    private func context(
        _ entry: Entry, _ response: ActionResponse, requestID: String?, abandonedClaim: AbandonedClaim?,
        logger: Logger?
    ) -> ActionContext {
        ActionContext(
            requestID: requestID, abandonedClaim: abandonedClaim,
            category: entry.category, action: entry.action,
            deadline: entry.route.deadline, clock: clock, start: clock.now, logger: logger ?? monitor.logger,
            response: response)
    }

    /// Starts an async handler's task, so the deadline can end the dispatch while it still runs. The task starts at
    /// once in the caller's thread (`Task.immediate`): a handler that returns without suspending has ended the
    /// dispatch before the task would otherwise have been scheduled, and the caller never suspends.
    private static func startHandlerTask(
        _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// Runs an async handler's body in its task and resolves the dispatch with what it returns or throws; a result
    /// after the deadline is late.
    private static func run(
        _ waiter: DispatchWaiter, _ monitor: DispatchMonitor, _ response: ActionResponse,
        _ body: () async throws -> HandlerResult
    ) async {
        let outcome: DispatchOutcome
        do {
            outcome = .completed(try await body())
        } catch {
            outcome = .failed(error)
        }
        if !waiter.resolve(outcome) { monitor.recordLateCompletion(of: response, outcome: outcome) }
    }

    /// Waits for the first of the handler's outcome and the deadline (measured on ``clock`` by the dispatcher's
    /// ``DeadlineScheduler``, with no task of this dispatch's own); at the deadline an async handler's task is
    /// cancelled, and a callback handler's completion reports ``Completion/isCancelled``.
    ///
    /// An async handler starts in the caller's thread (`startedAt`, on the scheduler's clock): its deadline counts
    /// from then, not from its first suspension, and one that returned without suspending but after its deadline
    /// (blocking work) ends the dispatch timed out, its result recorded as a late completion, as when it ran on a
    /// task of its own.
    private func wait(
        for waiter: DispatchWaiter, route: Route, handlerTask: Task<Void, Never>?, startedAt: Duration? = nil,
        response: ActionResponse? = nil
    ) async -> DispatchOutcome {
        let deadline = route.deadline
        let spent = startedAt.map { deadlines.now() - $0 } ?? .zero
        if let outcome = waiter.resolvedOutcome {
            guard spent >= deadline, let response else { return outcome }
            monitor.recordLateCompletion(of: response, outcome: outcome)
            return .timedOut(after: deadline)
        }
        deadlines.insert(waiter, after: deadline, startedAt: startedAt, handlerTask: handlerTask)
        let outcome = await waiter.outcome()
        deadlines.remove(waiter)
        return outcome
    }

    /// Runs a callback handler with a fresh completion and settles it. Kept apart so the dispatcher's own reference
    /// to the completion ends when this returns: if the handler kept none, the completion is freed right here and
    /// the dispatch ends as abandoned.
    private func start(_ response: ActionResponse, _ call: (Completion) -> Void) -> DispatchWaiter.Start {
        let completion = Completion(response: response, monitor: monitor)
        call(completion)
        return completion.settle()
    }
}
