import Foundation

/// The app's side of a tap, behind the generated delegate: routes each tap of the registry's categories to the
/// app's handler, calls iOS's completion handler exactly once, and forwards taps to the service through an outbox
/// that loses nothing.
///
/// Exactly once is a property of the types: a handler never sees iOS's completion handler. It returns (or throws),
/// and the responder calls the completion then — or at the deadline, ``Configuration/budget`` after the tap
/// arrived, whichever comes first. A handler still running at the deadline is cancelled, and its late return is
/// logged (``TapEvent/completionIgnored(tap:reason:)``), never passed on to iOS.
///
/// Taps that arrive before ``install(_:)`` (a cold launch from a tap) are held and run once handlers are installed;
/// their completion still comes at their deadline.
public final class NotificationResponder: Sendable {
    /// What the responder does with a tap's time and where taps go.
    public struct Configuration: Sendable {
        /// How long after a tap arrives iOS's completion handler is called at the latest. iOS gives a background
        /// action about 30 seconds before it may end the app; 25 leaves it room.
        public var budget: Duration
        /// The part of ``budget`` kept back from forwarding, so a handler can finish after ``TapContext/forward()``
        /// answers `.queued`.
        public var forwardingReserve: Duration
        /// How long one flush of the outbox may take, all its deliveries together.
        public var flushBudget: Duration
        /// Where taps go; `nil` for an app whose handlers only act locally.
        public var forwarder: ActionForwarder?
        /// Where taps wait for their definitive answer; `nil` keeps nothing across launches.
        public var outbox: Outbox?

        /// Creates a configuration; the defaults suit an app whose handlers only act locally.
        /// - Parameters:
        ///   - budget: how long after a tap arrives iOS's completion handler is called at the latest.
        ///   - forwardingReserve: the part of `budget` kept back from forwarding, for the handler to finish in.
        ///   - flushBudget: how long one flush of the outbox may take.
        ///   - forwarder: where taps go; `nil` for none.
        ///   - outbox: where taps wait for their definitive answer; `nil` keeps nothing across launches.
        public init(
            budget: Duration = .seconds(25), forwardingReserve: Duration = .milliseconds(500),
            flushBudget: Duration = .seconds(25), forwarder: ActionForwarder? = nil, outbox: Outbox? = nil
        ) {
            self.budget = budget
            self.forwardingReserve = forwardingReserve
            self.flushBudget = flushBudget
            self.forwarder = forwarder
            self.outbox = outbox
        }
    }

    /// A tap that will never reach the service, with what the person typed, so the app can tell them (a local
    /// notification that keeps the text, say).
    public struct Undelivered: Sendable, Hashable {
        /// The tap, with what the person typed.
        public var tap: NotificationTap
        /// Why it will not be delivered: the service's refusal, the outbox's age or size limit, or no outbox to keep
        /// it.
        public var reason: String
    }

    /// The app's routing: the generated code's `route`, calling the app's typed handlers.
    public typealias Route = @Sendable (NotificationTap, TapContext) async throws -> Void

    /// The budget, forwarder and outbox the responder was created with.
    public let configuration: Configuration
    let clock: any TapClock
    private let events: @Sendable (TapEvent) -> Void
    private let undelivered: @Sendable (Undelivered) -> Void

    private struct Held {
        let tap: NotificationTap
        let completion: CompletionOnce
        let deadline: Duration
    }

    private struct State {
        var route: Route?
        var held: [Held] = []
        var inFlight: Set<String> = []
        var flushing = false
    }

    private let state = LockedValue(State())

    /// - Parameters:
    ///   - configuration: budget, forwarder, outbox.
    ///   - clock: the monotonic and wall clock everything is measured on (the system's by default).
    ///   - events: what happened, for the app's log; never carries typed text.
    ///   - undelivered: told of each tap that will never be delivered (expired, dropped, refused on a later
    ///     delivery). A handler learns its own tap's fate from ``TapContext/forward()``.
    public init(
        configuration: Configuration,
        clock: any TapClock = ClockAdapter.system,
        events: @escaping @Sendable (TapEvent) -> Void = { _ in },
        undelivered: @escaping @Sendable (Undelivered) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.clock = clock
        self.events = events
        self.undelivered = undelivered
    }

    /// Installs the app's routing (the generated `install(_:)` passes its typed handlers here) and runs the taps
    /// held until now, then delivers what the outbox kept from earlier launches.
    public func install(_ route: @escaping Route) {
        let held = state.withLock { state -> [Held] in
            state.route = route
            defer { state.held = [] }
            return state.held
        }
        for tap in held { run(tap.tap, route: route, completion: tap.completion, deadline: tap.deadline) }
        if configuration.outbox != nil, configuration.forwarder != nil {
            Task { await self.flushOutbox() }
        }
    }

    /// Takes one tap and iOS's completion handler, which is called exactly once from here on.
    /// - Parameters:
    ///   - tap: the tap, as plain values.
    ///   - completionHandler: iOS's; called when the handler returns or throws, or at the deadline.
    public func receive(_ tap: NotificationTap, completionHandler: @escaping @Sendable () -> Void) {
        let arrival = clock.now
        let deadline = arrival + configuration.budget
        let completion = CompletionOnce(tap: tap.description, completionHandler: completionHandler, events: events)
        events(.received(tap: tap.description))
        let timer = Task { [clock] in
            do {
                try await clock.sleep(until: deadline)
            } catch {
                return
            }
            completion.complete(.deadline)
        }
        completion.attach(timer: timer)
        let route = state.withLock { state -> Route? in
            if state.route == nil { state.held.append(Held(tap: tap, completion: completion, deadline: deadline)) }
            return state.route
        }
        guard let route else {
            events(.held(tap: tap.description))
            return
        }
        run(tap, route: route, completion: completion, deadline: deadline)
    }

    private func run(_ tap: NotificationTap, route: @escaping Route, completion: CompletionOnce, deadline: Duration) {
        // A tap held past its deadline still runs (its completion was called at the deadline); its handler gets a
        // fresh budget to forward in.
        let now = clock.now
        let contextDeadline = deadline > now ? deadline : now + configuration.budget
        let context = TapContext(tap: tap, deadline: contextDeadline, responder: self)
        let handler = Task {
            do {
                try await route(tap, context)
                completion.complete(.handled)
            } catch {
                events(.handlerFailed(tap: tap.description, error: String(describing: type(of: error))))
                completion.complete(.failed)
            }
        }
        completion.attach(handler: handler)
    }

    // MARK: - Forwarding

    /// Forwards `tap` with its key: written to the outbox first, removed on a definitive answer.
    func forward(_ tap: NotificationTap, until deadline: Duration) async -> ForwardOutcome {
        guard let forwarder = configuration.forwarder else { return .queued(.noForwarder) }
        let entry = Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: clock.wallClockNow)
        // Claimed before the file exists, so a flush that reads it meanwhile leaves it to this delivery.
        let claimed = state.withLock { $0.inFlight.insert(entry.idempotencyKey).inserted }
        defer { if claimed { state.withLock { _ = $0.inFlight.remove(entry.idempotencyKey) } } }
        var kept = false
        if let outbox = configuration.outbox {
            do {
                for dropped in try outbox.add(entry) { report(dropped, reason: "the outbox was full") }
                events(.stored(key: entry.idempotencyKey))
                kept = true
            } catch {
                events(.outboxUnavailable(reason: error.localizedDescription))
            }
        }
        let outcome = await forwarder.deliver(entry, until: deadline, clock: clock, events: events)
        guard outcome.isDefinitive else {
            guard kept else {
                // Nowhere to keep it: say so, rather than promise a later delivery that will not come.
                let reason = "not delivered (\(outcome)) and no outbox keeps it"
                report(entry, reason: reason)
                return .lost(reason: reason)
            }
            return outcome
        }
        if let outbox = configuration.outbox {
            outbox.remove(key: entry.idempotencyKey)
            events(.removed(key: entry.idempotencyKey, outcome: outcome.description))
            // The service answers again: a chance to deliver what earlier taps left behind.
            if outbox.count > 0 { Task { await self.flushOutbox() } }
        }
        return outcome
    }

    /// Delivers what the outbox holds, oldest first, each with the key it was first sent with; stops at the first
    /// tap that is still queued (the service is unreachable: the rest would wait too). Expired entries are dropped
    /// and reported, corrupt files set aside and reported. Called at ``install(_:)`` and after a tap the service
    /// answered; call it also when the app comes to the foreground or from a background task.
    /// - Returns: what became of each entry attempted; empty when a flush is already running.
    @discardableResult
    public func flushOutbox() async -> [ForwardOutcome] {
        guard let outbox = configuration.outbox, let forwarder = configuration.forwarder else { return [] }
        let start = state.withLock { state -> Bool in
            guard !state.flushing else { return false }
            state.flushing = true
            return true
        }
        guard start else { return [] }
        defer { state.withLock { $0.flushing = false } }
        let contents = outbox.read(now: clock.wallClockNow)
        for (name, reason) in contents.corrupt { events(.corruptOutboxFile(name: name, reason: reason)) }
        for entry in contents.expired { report(entry, reason: "older than the outbox's age limit") }
        var outcomes: [ForwardOutcome] = []
        let deadline = clock.now + configuration.flushBudget
        for entry in contents.pending {
            let taken = state.withLock { $0.inFlight.insert(entry.idempotencyKey).inserted }
            guard taken else { continue }
            let outcome = await forwarder.deliver(entry, until: deadline, clock: clock, events: events)
            state.withLock { _ = $0.inFlight.remove(entry.idempotencyKey) }
            outcomes.append(outcome)
            switch outcome {
            case .queued:
                return outcomes
            case .rejected, .retired:
                outbox.remove(key: entry.idempotencyKey)
                events(.removed(key: entry.idempotencyKey, outcome: outcome.description))
                undelivered(Undelivered(tap: entry.tap, reason: outcome.description))
            case .delivered, .duplicate, .lost:
                outbox.remove(key: entry.idempotencyKey)
                events(.removed(key: entry.idempotencyKey, outcome: outcome.description))
            }
        }
        return outcomes
    }

    private func report(_ entry: Outbox.Entry, reason: String) {
        events(.undeliverable(key: entry.idempotencyKey, reason: reason))
        undelivered(Undelivered(tap: entry.tap, reason: reason))
    }
}

/// iOS's completion handler behind a once-only door, with the tasks that race to open it.
final class CompletionOnce: Sendable {
    private struct State {
        var completionHandler: (@Sendable () -> Void)?
        var reason: CompletionReason?
        var timer: Task<Void, Never>?
        var handler: Task<Void, Never>?
    }

    private let tap: String
    private let events: @Sendable (TapEvent) -> Void
    private let state: LockedValue<State>

    init(tap: String, completionHandler: @escaping @Sendable () -> Void, events: @escaping @Sendable (TapEvent) -> Void)
    {
        self.tap = tap
        self.events = events
        state = LockedValue(State(completionHandler: completionHandler))
    }

    func attach(timer: Task<Void, Never>) {
        let done = state.withLock { state -> Bool in
            state.timer = timer
            return state.completionHandler == nil
        }
        if done { timer.cancel() }
    }

    func attach(handler: Task<Void, Never>) {
        state.withLock { $0.handler = handler }
    }

    /// Calls iOS's completion handler the first time; reports and ignores every later call.
    func complete(_ reason: CompletionReason) {
        let taken = state.withLock { state -> (@Sendable () -> Void, Task<Void, Never>?)? in
            guard let handler = state.completionHandler else { return nil }
            state.completionHandler = nil
            state.reason = reason
            // The deadline cancels a handler still running; a handler's end stops the timer.
            return (handler, reason == .deadline ? state.handler : state.timer)
        }
        guard let (completionHandler, other) = taken else {
            events(.completionIgnored(tap: tap, reason: reason))
            return
        }
        other?.cancel()
        events(.completed(tap: tap, reason: reason))
        completionHandler()
    }

    /// Whether iOS's completion handler has been called.
    var isCompleted: Bool { state.withLock { $0.completionHandler == nil } }
}
