import Actionable

/// Records events as they happen (a `TapEvent` observer, a log sink) and lets a test wait for the n-th event of a
/// kind, so it moves on what happened, never on time.
///
/// ```swift
/// let events = EventRecorder<TapEvent>()
/// let responder = NotificationResponder(configuration: …, events: events.sink)
/// await events.first { if case .completed = $0 { true } else { false } }
/// ```
public final class EventRecorder<Event: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let predicate: @Sendable (Event) -> Bool
        let continuation: CheckedContinuation<Event, Never>
    }

    private let state = LockedValue<(events: [Event], waiters: [Waiter])>(([], []))

    /// Creates a recorder with no events.
    public init() {}

    /// Every event so far, in order.
    public var events: [Event] { state.withLock { $0.events } }

    /// A closure that records what it is given.
    public var sink: @Sendable (Event) -> Void { { [self] in record($0) } }

    /// Appends `event` and resumes the waits it satisfies.
    public func record(_ event: Event) {
        let ready = state.withLock { state -> [(CheckedContinuation<Event, Never>, Event)] in
            state.events.append(event)
            var ready: [(CheckedContinuation<Event, Never>, Event)] = []
            let events = state.events
            state.waiters.removeAll { waiter in
                let matches = events.filter(waiter.predicate)
                guard matches.count >= waiter.count else { return false }
                ready.append((waiter.continuation, matches[waiter.count - 1]))
                return true
            }
            return ready
        }
        ready.forEach { $0.0.resume(returning: $0.1) }
    }

    /// Returns the `count`-th event (already recorded or still to come) that matches.
    @discardableResult
    public func nth(_ count: Int, where predicate: @escaping @Sendable (Event) -> Bool) async -> Event {
        await withCheckedContinuation { continuation in
            let found = state.withLock { state -> Event? in
                let matches = state.events.filter(predicate)
                if matches.count >= count { return matches[count - 1] }
                state.waiters.append(Waiter(count: count, predicate: predicate, continuation: continuation))
                return nil
            }
            if let found { continuation.resume(returning: found) }
        }
    }

    /// Returns the first event (already recorded or still to come) that matches.
    @discardableResult
    public func first(where predicate: @escaping @Sendable (Event) -> Bool) async -> Event {
        await nth(1, where: predicate)
    }
}

/// A closure to hand to code under test (iOS's completion handler, say) that counts its calls and lets the test wait
/// for the first.
public final class CallCounter: Sendable {
    private let state = LockedValue<(calls: Int, waiters: [CheckedContinuation<Void, Never>])>((0, []))

    /// Creates a counter that has not been called.
    public init() {}

    /// How many times ``handler`` was called.
    public var calls: Int { state.withLock { $0.calls } }

    /// The closure to hand over.
    public var handler: @Sendable () -> Void {
        { [self] in
            let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.calls += 1
                defer { state.waiters = [] }
                return state.waiters
            }
            waiters.forEach { $0.resume() }
        }
    }

    /// Returns once ``handler`` has been called.
    public func called() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.calls > 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }
}

/// A gate code under test waits at until the test opens it: a handler that is slow exactly as long as the test says.
public final class Gate: Sendable {
    private let state = LockedValue<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Creates a closed gate.
    public init() {}

    /// Returns once the gate is open.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let open = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if open { continuation.resume() }
        }
    }

    /// Opens the gate: every wait returns, now and later.
    public func open() {
        state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }.forEach { $0.resume() }
    }
}
