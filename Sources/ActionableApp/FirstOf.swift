/// Runs two operations in unstructured tasks and returns the first result, cancelling the other without waiting for
/// it: the caller's time is bounded by the faster one, whatever the slower one does with cancellation.
enum FirstOf {
    private final class Race<Value: Sendable>: Sendable {
        private let state = LockedValue<(continuation: CheckedContinuation<Value, Never>?, tasks: [Task<Void, Never>])>(
            (nil, []))

        func start(
            _ continuation: CheckedContinuation<Value, Never>, _ first: @escaping @Sendable () async -> Value,
            _ second: @escaping @Sendable () async -> Value
        ) {
            state.withLock { $0.continuation = continuation }
            let tasks = [Task { self.finish(await first()) }, Task { self.finish(await second()) }]
            let finished = state.withLock { state -> Bool in
                state.tasks = tasks
                return state.continuation == nil
            }
            if finished { tasks.forEach { $0.cancel() } }
        }

        func finish(_ value: Value) {
            let taken = state.withLock { state -> (CheckedContinuation<Value, Never>, [Task<Void, Never>])? in
                guard let continuation = state.continuation else { return nil }
                state.continuation = nil
                return (continuation, state.tasks)
            }
            guard let (continuation, tasks) = taken else { return }
            // The loser is cancelled before the caller goes on, so nothing it waits on outlives the race.
            tasks.forEach { $0.cancel() }
            continuation.resume(returning: value)
        }

        func cancel() {
            state.withLock { $0.tasks }.forEach { $0.cancel() }
        }
    }

    static func race<Value: Sendable>(
        _ first: @escaping @Sendable () async -> Value, or second: @escaping @Sendable () async -> Value
    ) async -> Value {
        let race = Race<Value>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in race.start(continuation, first, second) }
        } onCancel: {
            race.cancel()
        }
    }
}
