/// Runs `operation` in a task of its own and returns its result, or `nil` once `limit` has passed on `clock`.
///
/// At the limit the operation is cancelled but not awaited, so one that ignores cancellation (a query queued behind a
/// connection pool that cannot connect) cannot hold the caller; what it returns later goes to `late`. Cancelling the
/// caller cancels the operation.
package func withTimeLimit<Value: Sendable>(
    _ limit: Duration,
    on clock: any ActionableClock,
    late: @escaping @Sendable (Result<Value, any Error>) -> Void = { _ in },
    _ operation: @escaping @Sendable () async throws -> Value
) async -> Result<Value, any Error>? {
    let race = TimeLimitRace<Value>()
    return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            race.start(continuation)
            let work = Task {
                let result: Result<Value, any Error>
                do {
                    result = .success(try await operation())
                } catch {
                    result = .failure(error)
                }
                if !race.resolve(result) { late(result) }
            }
            let timer = Task {
                do {
                    try await clock.sleep(for: limit)
                } catch {
                    return  // Cancelled: the operation answered first.
                }
                if race.resolve(nil) { work.cancel() }
            }
            race.set(work: work, timer: timer)
        }
    } onCancel: {
        race.cancelWork()
    }
}

/// The one resolution of a ``withTimeLimit(_:on:late:_:)``: the operation's result or the limit, whichever is first.
private final class TimeLimitRace<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<Value, any Error>?, Never>?
        var resolved = false
        var work: Task<Void, Never>?
        var timer: Task<Void, Never>?
        var cancelled = false
    }

    private let state = LockedValue(State())

    func start(_ continuation: CheckedContinuation<Result<Value, any Error>?, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Cancels the timer once the race is decided; cancels the work when the caller was cancelled meanwhile.
    func set(work: Task<Void, Never>, timer: Task<Void, Never>) {
        let (resolved, cancelled) = state.withLock { state -> (Bool, Bool) in
            state.work = work
            state.timer = timer
            return (state.resolved, state.cancelled)
        }
        if resolved { timer.cancel() }
        if cancelled { work.cancel() }
    }

    /// `true` for the first resolution, which resumes the caller; later ones are refused.
    func resolve(_ result: Result<Value, any Error>?) -> Bool {
        let (continuation, timer) = state.withLock {
            state -> (CheckedContinuation<Result<Value, any Error>?, Never>?, Task<Void, Never>?) in
            guard !state.resolved else { return (nil, nil) }
            state.resolved = true
            defer { state.continuation = nil }
            return (state.continuation, state.timer)
        }
        guard let continuation else { return false }
        timer?.cancel()
        continuation.resume(returning: result)
        return true
    }

    func cancelWork() {
        let work = state.withLock { state -> Task<Void, Never>? in
            state.cancelled = true
            return state.work
        }
        work?.cancel()
    }
}
