public import CoreMetrics
public import Logging

extension ActionDispatcher {
    /// Collects handler registrations and builds an immutable dispatcher, checking every registration against the
    /// registry. Registration ends when ``build(requireCompleteCoverage:)`` returns.
    public struct Builder: Sendable {
        /// How long a handler may take when its registration names no deadline of its own.
        ///
        /// 25 seconds: iOS gives an app about 30 seconds of background time to handle an action before it suspends
        /// it, and an app that forwards a response to its backend has to hear back within that budget.
        public var deadline: Duration = .seconds(25)
        /// The clock deadlines are measured on, and handlers see in ``ActionContext/clock``: the same one the
        /// endpoint and the idempotency store are given; tests inject a `ManualClock`.
        public var clock: any ActionableClock = ContinuousClock()
        /// Where counters and timers go: `MetricsSystem.factory` by default, `nil` for none. With the no-op factory
        /// the dispatcher skips timing altogether.
        public var metricsFactory: (any MetricsFactory)? = MetricsSystem.factory
        /// Called for every completion that arrives after its dispatch timed out, besides the log and counter.
        public var onLateCompletion: (@Sendable (ActionResponse, DispatchOutcome) -> Void)?
        /// The app file's declarations (``/Actionable/LoadResult/app``): responses with a `target-content-id` reach their
        /// handler with ``ActionResponse/experienceMatch`` set from its App Clip experiences.
        public var app: AppDeclaration = .none

        /// The categories handlers are registered for; every registration is checked against it.
        public let registry: CategoryRegistry
        let logger: Logger
        private var registrations: [Registration] = []

        private struct Registration: Sendable {
            /// `nil` for a category fallback.
            let action: String?
            let category: String
            let deadline: Duration?
            let handler: ActionHandler
        }

        /// A builder for handlers of `registry`'s categories, logging to `logger`.
        public init(registry: CategoryRegistry, logger: Logger) {
            self.registry = registry
            self.logger = logger
        }

        /// Registers `handler` for `action` of `category`. `action` may also be
        /// ``ActionResponse/defaultActionIdentifier`` (a tap on the notification) or
        /// ``ActionResponse/dismissActionIdentifier`` (a dismissal, for categories with `custom-dismiss-action`).
        public mutating func on(
            _ category: String, _ action: String, deadline: Duration? = nil, _ handler: ActionHandler
        ) {
            registrations.append(Registration(action: action, category: category, deadline: deadline, handler: handler))
        }

        /// Registers a callback handler, which must call its completion exactly once.
        public mutating func on(
            _ category: String,
            _ action: String,
            deadline: Duration? = nil,
            callback: @escaping @Sendable (ActionResponse, Completion) -> Void
        ) {
            on(category, action, deadline: deadline, .callback(callback))
        }

        /// Registers an async handler: returning completes, throwing fails.
        public mutating func on(
            _ category: String,
            _ action: String,
            deadline: Duration? = nil,
            _ handler: @escaping @Sendable (ActionResponse) async throws -> HandlerResult
        ) {
            on(category, action, deadline: deadline, .async(handler))
        }

        /// Registers a callback handler that gets the dispatch's ``ActionContext``; it must call its completion
        /// exactly once.
        public mutating func on(
            _ category: String,
            _ action: String,
            deadline: Duration? = nil,
            callback: @escaping @Sendable (ActionResponse, ActionContext, Completion) -> Void
        ) {
            on(category, action, deadline: deadline, .callback(callback))
        }

        /// Registers an async handler that gets the dispatch's ``ActionContext``: returning completes, throwing
        /// fails, and its task is cancelled at the deadline.
        public mutating func on(
            _ category: String,
            _ action: String,
            deadline: Duration? = nil,
            _ handler: @escaping @Sendable (ActionResponse, ActionContext) async throws -> HandlerResult
        ) {
            on(category, action, deadline: deadline, .async(handler))
        }

        /// Registers `handler` for every response of `category` without a handler of its own.
        public mutating func fallback(for category: String, deadline: Duration? = nil, _ handler: ActionHandler) {
            registrations.append(Registration(action: nil, category: category, deadline: deadline, handler: handler))
        }

        /// Which declared actions have no handler of their own, as registered so far.
        public func coverage() -> CoverageReport {
            var handled = Set<CoverageReport.Route>()
            var fallbacks = Set<String>()
            for registration in registrations {
                if let action = registration.action {
                    handled.insert(.init(category: registration.category, action: action))
                } else {
                    fallbacks.insert(registration.category)
                }
            }
            var unhandled: [CoverageReport.Route] = []
            var byFallback: [CoverageReport.Route] = []
            var retired: [CoverageReport.RetiredRoute] = []
            for category in registry.retiredCategories {
                retired.append(.init(category: category.identifier, action: nil, replacement: category.replacement))
            }
            for category in registry.categories {
                for action in category.retiredActions {
                    retired.append(
                        .init(category: category.identifier, action: action.identifier, replacement: action.replacement)
                    )
                }
                for action in category.actions {
                    let route = CoverageReport.Route(category: category.identifier, action: action.identifier)
                    if handled.contains(route) { continue }
                    if fallbacks.contains(category.identifier) {
                        byFallback.append(route)
                    } else {
                        unhandled.append(route)
                    }
                }
            }
            return CoverageReport(unhandled: unhandled, handledByFallback: byFallback, retired: retired)
        }

        /// The dispatcher, or every problem with the registrations.
        /// - Parameter requireCompleteCoverage: also fail when a declared action has no handler of its own.
        /// - Throws: ``DispatcherBuildError`` listing every problem, not just the first.
        public func build(requireCompleteCoverage: Bool = false) throws(DispatcherBuildError) -> ActionDispatcher {
            var problems: [DispatcherBuildError.Problem] = []
            let factory = metricsFactory.flatMap { $0 is NOOPMetricsHandler ? nil : $0 }
            let monitor = DispatchMonitor(logger: logger, factory: factory, onLateCompletion: onLateCompletion)
            var handlers: [String: [String: Route]] = [:]
            var fallbacks: [String: Route] = [:]
            let categoryNames = registry.categories.map(\.identifier)
            for registration in registrations {
                guard let category = registry.category(registration.category) else {
                    problems.append(
                        .undeclaredCategory(
                            registration.category,
                            suggestion: Suggestions.closest(to: registration.category, in: categoryNames)
                        ))
                    continue
                }
                let route = Route(
                    handler: registration.handler,
                    deadline: registration.deadline ?? deadline,
                    timer: monitor.timer(category: category.identifier, action: registration.action ?? "fallback")
                )
                guard let action = registration.action else {
                    if fallbacks[category.identifier] != nil {
                        problems.append(.duplicateFallback(category: category.identifier))
                    }
                    fallbacks[category.identifier] = route
                    continue
                }
                switch action {
                case ActionResponse.defaultActionIdentifier:
                    break
                case ActionResponse.dismissActionIdentifier:
                    if !category.reportsDismissals {
                        problems.append(.dismissWithoutOption(category: category.identifier))
                        continue
                    }
                default:
                    if category.action(action) == nil {
                        problems.append(
                            .undeclaredAction(
                                category: category.identifier,
                                action: action,
                                suggestion: Suggestions.closest(to: action, in: category.actions.map(\.identifier))
                            ))
                        continue
                    }
                }
                if handlers[category.identifier]?[action] != nil {
                    problems.append(.duplicateHandler(category: category.identifier, action: action))
                    continue
                }
                handlers[category.identifier, default: [:]][action] = route
            }
            let report = coverage()
            if requireCompleteCoverage {
                problems += (report.unhandled + report.handledByFallback).map {
                    .missingHandler(category: $0.category, action: $0.action)
                }
            }
            guard problems.isEmpty else { throw DispatcherBuildError(problems: problems) }

            var table: [String: CategoryTable] = [:]
            table.reserveCapacity(registry.categories.count)
            for category in registry.categories {
                let own = handlers[category.identifier] ?? [:]
                let fallback = fallbacks[category.identifier]
                var pairs: [(String, Entry)] = []
                for action in category.actions {
                    guard let route = own[action.identifier] ?? fallback else { continue }
                    pairs.append(
                        (
                            action.identifier,
                            Entry(route: route, expectsText: action.isTextInput, category: category, action: action)
                        ))
                }
                var system = [ActionResponse.defaultActionIdentifier]
                if category.reportsDismissals {
                    system.append(ActionResponse.dismissActionIdentifier)
                }
                for identifier in system {
                    guard let route = own[identifier] ?? fallback else { continue }
                    pairs.append(
                        (identifier, Entry(route: route, expectsText: false, category: category, action: nil)))
                }
                if !pairs.isEmpty { table[category.identifier] = CategoryTable(pairs) }
            }
            return ActionDispatcher(
                table: table, registry: registry, clock: clock, deadlines: DeadlineScheduler(clock: clock),
                monitor: monitor, app: app, coverage: report)
        }
    }
}

/// Handler registrations that do not fit the registry; every problem is listed.
public struct DispatcherBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One registration that does not fit the registry.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A handler or fallback is registered for a category no category file declares; `suggestion` is the
        /// closest declared category, when one is close.
        case undeclaredCategory(String, suggestion: String?)
        /// A handler is registered for an action the category does not declare; `suggestion` is the closest
        /// declared action, when one is close.
        case undeclaredAction(category: String, action: String, suggestion: String?)
        /// A dismiss handler is registered for a category without the `custom-dismiss-action` option, so iOS never
        /// delivers a dismissal.
        case dismissWithoutOption(category: String)
        /// Two handlers are registered for the same action of a category.
        case duplicateHandler(category: String, action: String)
        /// Two fallbacks are registered for the same category.
        case duplicateFallback(category: String)
        /// A declared action has no handler of its own (a fallback does not count); reported only when
        /// ``ActionDispatcher/Builder/build(requireCompleteCoverage:)`` requires complete coverage.
        case missingHandler(category: String, action: String)

        public var description: String {
            switch self {
            case .undeclaredCategory(let category, let suggestion):
                "a handler is registered for category '\(category)', which no category file declares"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .undeclaredAction(let category, let action, let suggestion):
                "a handler is registered for action '\(action)', which category '\(category)' does not declare"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .dismissWithoutOption(let category):
                "a dismiss handler is registered for category '\(category)', which lacks the custom-dismiss-action option, so iOS never delivers a dismissal; add the option or remove the handler"
            case .duplicateHandler(let category, let action):
                "two handlers are registered for action '\(action)' of category '\(category)'; keep one"
            case .duplicateFallback(let category):
                "two fallbacks are registered for category '\(category)'; keep one"
            case .missingHandler(let category, let action):
                "declared action '\(action)' of category '\(category)' has no handler of its own"
            }
        }
    }

    /// Every problem found, in registration order; missing handlers come last.
    public let problems: [Problem]

    public var description: String {
        (["the dispatcher cannot be built (\(problems.count) problems):"] + problems.map { "- \($0)" })
            .joined(separator: "\n")
    }
}
