#if Postgres
    import ActionableRuntime
    import Logging
    import PostgresNIO

    /// A client of its own that the store checks the database with, so a busy pool never looks like an outage. A check
    /// that fails is repeated on a fresh probe: a pool that failed to connect waits out a back-off before it tries again.
    struct Probe {
        private let client: PostgresClient
        private let running: Task<Void, Never>
        private let logger: Logger

        init(_ configuration: PostgresClient.Configuration, logger: Logger) {
            var configuration = configuration
            configuration.options.minimumConnections = 0
            configuration.options.maximumConnections = 1
            let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
            self.client = client
            self.logger = logger
            running = Task { await client.run() }
        }

        /// Whether `SELECT 1` is answered within `timeout` on `clock`.
        func check(within timeout: Duration, on clock: any ActionableClock) async -> Bool {
            let client = client
            let logger = logger
            let answered = await withTimeLimit(timeout, on: clock) {
                try await client.query("SELECT 1", logger: logger)
            }
            if case .success = answered { return true }
            return false
        }

        /// Stops the probe's client; its queued check, if any, fails.
        func stop() {
            running.cancel()
        }
    }

    /// Wakes the store's watch early, when a query failed in a way that may mean the database went away. Signals that
    /// arrive while nobody waits are kept (one), so a failure during a check is not lost.
    final class Wakeup: Sendable {
        private struct State {
            var pending = false
            var waiter: CheckedContinuation<Void, Never>?
        }

        private let state = LockedValue(State())

        func signal() {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let waiter = state.waiter else {
                    state.pending = true
                    return nil
                }
                state.waiter = nil
                return waiter
            }
            waiter?.resume()
        }

        /// Returns at the next signal (at once when one is pending), or when the task is cancelled.
        func wait() async {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let ready = state.withLock { state -> Bool in
                        if state.pending || Task.isCancelled {
                            state.pending = false
                            return true
                        }
                        state.waiter = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    defer { state.waiter = nil }
                    return state.waiter
                }
                waiter?.resume()
            }
        }
    }

    /// Opens once, for good: queries of a store that owns its pool wait for `run()` to have started it.
    final class StartGate: Sendable {
        private let isOpen = LockedValue(false)
        private let waiters = LockedValue<[CheckedContinuation<Void, Never>]?>([])

        func open() {
            isOpen.withLock { $0 = true }
            let waiting = waiters.withLock { waiters in
                defer { waiters = nil }
                return waiters ?? []
            }
            for waiter in waiting { waiter.resume() }
        }

        /// Returns once the gate is open (at once when it is).
        func pass() async {
            if isOpen.withLock({ $0 }) { return }
            await withCheckedContinuation { continuation in
                let queued = waiters.withLock { waiters -> Bool in
                    guard waiters != nil else { return false }
                    waiters?.append(continuation)
                    return true
                }
                if !queued { continuation.resume() }
            }
        }
    }
#endif
