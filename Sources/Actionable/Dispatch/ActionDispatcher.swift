import CoreMetrics
import Logging

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

    /// A category's routes, in the order of its declared actions, so one dictionary lookup finds them all.
    struct CategoryRoutes: Sendable {
        let category: NotificationCategory
        let actions: [Route?]
        let defaultAction: Route?
        let dismissAction: Route?
        let fallback: Route?
    }

    let routes: [String: CategoryRoutes]
    let registry: CategoryRegistry
    let clock: any Clock<Duration>
    let monitor: DispatchMonitor
    /// Routes `target-content-id`s to App Clip experiences for handlers (``ActionResponse/experienceMatch``).
    let app: AppDeclaration
    /// Declared actions without a handler of their own; see ``coverage``.
    public let coverage: CoverageReport

    /// Dispatches `response` to its handler and returns the one outcome.
    public func dispatch(_ response: ActionResponse) async -> DispatchOutcome {
        let outcome: DispatchOutcome
        switch route(response) {
        case .failure(let refusal):
            outcome = refusal.outcome
        case .success(let route):
            var response = response
            if let target = response.targetContentIdentifier {
                response.experienceMatch = app.route(target)
            }
            if let timer = route.timer {
                let start = ContinuousClock.now
                outcome = await run(route, response)
                let elapsed = ContinuousClock.now - start
                timer.recordNanoseconds(
                    elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
            } else if case .callback(let handler) = route.handler {
                // The common case, kept free of further async calls: a callback handler that completes (or drops its
                // completion) before it returns ends the dispatch without suspending.
                switch start(handler, response) {
                case .finished(let finished): outcome = finished
                case .waiting(let waiter): outcome = await wait(for: waiter, route: route, handlerTask: nil)
                }
            } else {
                outcome = await run(route, response)
            }
        }
        if monitor.isRecording || !outcome.isCompleted {
            monitor.record(outcome, of: response)
        }
        return outcome
    }

    struct Refusal: Error {
        let outcome: DispatchOutcome
    }

    /// The route for `response`, or the outcome that refuses it (unknown category or action, no handler, text that
    /// contradicts the declaration, a dismissal iOS would never send).
    func route(_ response: ActionResponse) -> Result<Route, Refusal> {
        let categoryID = response.categoryIdentifier
        guard let routes = routes[categoryID] else {
            if let retired = registry.retiredCategory(categoryID) {
                return retiredRoute(
                    retired.replacement.flatMap { routes[$0] }, action: response.actionIdentifier, retired: retired,
                    category: categoryID, retiredAction: nil)
            }
            let suggestion = Suggestions.closest(to: categoryID, in: registry.categories.lazy.map(\.identifier))
            return .failure(Refusal(outcome: .unroutable(.unknownCategory(categoryID, suggestion: suggestion))))
        }
        let category = routes.category
        let actionID = response.actionIdentifier
        let route: Route?
        let expectsText: Bool
        // Declared actions first: they are what nearly every response names.
        if let index = category.actions.firstIndex(where: { $0.identifier == actionID }) {
            route = routes.actions[index] ?? routes.fallback
            expectsText = category.actions[index].isTextInput
        } else if actionID == ActionResponse.defaultActionIdentifier {
            route = routes.defaultAction ?? routes.fallback
            expectsText = false
        } else if actionID == ActionResponse.dismissActionIdentifier {
            guard category.options.contains(.customDismissAction) else {
                return .failure(Refusal(outcome: .rejected(.dismissNotEnabled(category: categoryID))))
            }
            route = routes.dismissAction ?? routes.fallback
            expectsText = false
        } else if let retired = category.retiredAction(actionID) {
            // Old app versions still send it: the replacement's handler when there is one, else its own outcome.
            return retiredRoute(
                routes, action: retired.replacement ?? actionID, retired: retired, category: categoryID,
                retiredAction: actionID)
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
        guard let route else {
            return .failure(Refusal(outcome: .unroutable(.noHandler(category: categoryID, action: actionID))))
        }
        return .success(route)
    }

    /// A response for a retired identifier: the handler of `action` in `routes` (the replacement action of the
    /// same category, or the same action of the replacement category) when there is one, else the retired outcome.
    private func retiredRoute(
        _ routes: CategoryRoutes?, action: String, retired: RetiredIdentifier, category: String, retiredAction: String?
    ) -> Result<Route, Refusal> {
        if retired.replacement != nil, let routes,
            let index = routes.category.actions.firstIndex(where: { $0.identifier == action }),
            let route = routes.actions[index] ?? routes.fallback
        {
            return .success(route)
        }
        return .failure(
            Refusal(
                outcome: .retired(
                    RetiredResponse(
                        category: category, action: retiredAction, retired: retired.retired,
                        replacement: retired.replacement))))
    }

    private func run(_ route: Route, _ response: ActionResponse) async -> DispatchOutcome {
        switch route.handler {
        case .callback(let handler):
            switch start(handler, response) {
            case .finished(let outcome): return outcome
            case .waiting(let waiter): return await wait(for: waiter, route: route, handlerTask: nil)
            }
        case .async(let handler):
            let waiter = DispatchWaiter()
            let monitor = monitor
            let handlerTask = Task {
                let outcome: DispatchOutcome
                do {
                    outcome = .completed(try await handler(response))
                } catch {
                    outcome = .failed(error)
                }
                if !waiter.resolve(outcome) { monitor.recordLateCompletion(of: response, outcome: outcome) }
            }
            return await wait(for: waiter, route: route, handlerTask: handlerTask)
        }
    }

    /// Waits for the first of the handler's outcome and the deadline (measured on ``clock``); at the deadline an
    /// async handler's task is cancelled.
    private func wait(for waiter: DispatchWaiter, route: Route, handlerTask: Task<Void, Never>?) async
        -> DispatchOutcome
    {
        guard !waiter.isResolved else { return await waiter.outcome() }
        let deadline = route.deadline
        let clock = clock
        let timerTask = Task {
            // Cancelled when the handler wins; a cancelled sleep throws and the deadline never fires.
            guard (try? await clock.sleep(for: deadline)) != nil else { return }
            if waiter.resolve(.timedOut(after: deadline)) { handlerTask?.cancel() }
        }
        let outcome = await waiter.outcome()
        timerTask.cancel()
        return outcome
    }

    /// Runs a callback handler with a fresh completion and settles it. Kept apart so the dispatcher's own reference
    /// to the completion ends when this returns: if the handler kept none, the completion is freed right here and
    /// the dispatch ends as abandoned.
    private func start(
        _ handler: @Sendable (ActionResponse, Completion) -> Void,
        _ response: ActionResponse
    ) -> DispatchWaiter.Start {
        let completion = Completion(response: response, monitor: monitor)
        handler(response, completion)
        return completion.settle()
    }
}
