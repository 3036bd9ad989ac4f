/// The deadlines of every waiting dispatch of one dispatcher, kept in one min-heap and served by one sleep on the
/// clock: the earliest deadline's.
///
/// A dispatch whose handler has not finished when it first returns registers its deadline here instead of starting
/// a timer task of its own. One task sleeps until the earliest registered deadline, resolves every dispatch whose
/// deadline has come (``DispatchOutcome/timedOut(after:)``, cancelling an async handler's task) and sleeps again
/// until the next. A deadline earlier than the one being slept on replaces the sleep (a new task; the old one is
/// cancelled); a dispatch that ends first takes its deadline out, and when none is left the sleep is cancelled, so
/// nothing waits on the clock for a dispatch that has ended.
final class DeadlineScheduler: Sendable {
    /// One registered deadline: when, on the scheduler's time line (time since ``origin``), and what it ends.
    struct Item {
        let deadline: Duration
        let waiter: DispatchWaiter
        let after: Duration
        let handlerTask: Task<Void, Never>?
    }

    private struct State {
        var heap: [Item] = []
        /// The task sleeping until ``sleepingUntil``, once it is stored (it may be starting).
        var sleeper: Task<Void, Never>?
        /// What the current sleeper sleeps until; `nil` when none is armed.
        var sleepingUntil: Duration?
        /// Counts sleepers started or stopped; a sleeper whose generation is not the current one has been replaced.
        var generation = 0
    }

    private let state = LockedValue(State())
    /// Time since the scheduler was made, on its clock.
    private let elapsed: @Sendable () -> Duration
    /// Sleeps until the given time since the scheduler was made, on its clock.
    private let sleepUntil: @Sendable (Duration) async throws -> Void

    init(clock: any ActionableClock) {
        func make<C: ActionableClock>(_ clock: C) -> (
            @Sendable () -> Duration, @Sendable (Duration) async throws -> Void
        ) {
            let origin = clock.now
            return (
                { origin.duration(to: clock.now) },
                { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
            )
        }
        (elapsed, sleepUntil) = make(clock)
    }

    /// Time since the scheduler was made, on its clock: what a dispatch reads when its handler starts.
    func now() -> Duration { elapsed() }

    /// Ends `waiter` with ``DispatchOutcome/timedOut(after:)`` once `after` has passed from now, unless it is resolved
    /// (and ``remove(_:)`` called) before; at the deadline `handlerTask` is cancelled.
    /// - Parameter startedAt: when the deadline starts counting (``now()`` read earlier); now when `nil`.
    func insert(
        _ waiter: DispatchWaiter, after: Duration, startedAt: Duration? = nil, handlerTask: Task<Void, Never>?
    ) {
        let item = Item(
            deadline: (startedAt ?? elapsed()) + after, waiter: waiter, after: after, handlerTask: handlerTask)
        let start = state.withLock { state -> (generation: Int, replaced: Task<Void, Never>?)? in
            guard waiter.heapIndex == DispatchWaiter.notScheduled else { return nil }
            Self.push(item, into: &state.heap)
            // A sleeper is armed for this deadline or an earlier one: it will come to this one.
            if let current = state.sleepingUntil, current <= item.deadline { return nil }
            state.generation += 1
            state.sleepingUntil = item.deadline
            let replaced = state.sleeper
            state.sleeper = nil
            return (state.generation, replaced)
        }
        guard let start else { return }
        start.replaced?.cancel()
        let task = Task.detached { await self.run(generation: start.generation) }
        let stale = state.withLock { state -> Bool in
            guard state.generation == start.generation else { return true }
            state.sleeper = task
            return false
        }
        if stale { task.cancel() }
    }

    /// Takes `waiter`'s deadline out, if it is still registered; cancels the sleep when no deadline is left.
    func remove(_ waiter: DispatchWaiter) {
        let stopped = state.withLock { state -> Task<Void, Never>? in
            let index = waiter.heapIndex
            guard index >= 0 else { return nil }
            Self.remove(at: index, from: &state.heap)
            guard state.heap.isEmpty else { return nil }
            state.generation += 1
            state.sleepingUntil = nil
            defer { state.sleeper = nil }
            return state.sleeper
        }
        stopped?.cancel()
    }

    /// Sleeps until the earliest deadline, ends the dispatches whose deadline has come, and again, until no deadline
    /// is left or a newer sleeper replaces this one.
    private func run(generation: Int) async {
        while true {
            let next = state.withLock { state -> Duration? in
                guard state.generation == generation else { return nil }
                guard let first = state.heap.first else {
                    state.generation += 1
                    state.sleeper = nil
                    state.sleepingUntil = nil
                    return nil
                }
                state.sleepingUntil = first.deadline
                return first.deadline
            }
            guard let next else { return }
            do {
                try await sleepUntil(next)
            } catch {
                return  // Cancelled: replaced by an earlier deadline, or no deadline is left.
            }
            let now = elapsed()
            let due = state.withLock { state -> [Item] in
                guard state.generation == generation else { return [] }
                var due: [Item] = []
                while let first = state.heap.first, first.deadline <= now {
                    due.append(first)
                    Self.remove(at: 0, from: &state.heap)
                }
                return due
            }
            for item in due where item.waiter.resolve(.timedOut(after: item.after)) {
                item.handlerTask?.cancel()
            }
        }
    }

    // MARK: The heap. Each waiter knows its index (``DispatchWaiter/heapIndex``), so an early end takes it out in
    // O(log n); every access is under ``state``'s lock.

    private static func push(_ item: Item, into heap: inout [Item]) {
        heap.append(item)
        item.waiter.heapIndex = heap.count - 1
        siftUp(heap.count - 1, in: &heap)
    }

    private static func remove(at index: Int, from heap: inout [Item]) {
        heap[index].waiter.heapIndex = DispatchWaiter.notScheduled
        let last = heap.count - 1
        if index != last {
            heap.swapAt(index, last)
            heap[index].waiter.heapIndex = index
        }
        heap.removeLast()
        guard index < heap.count else { return }
        siftDown(index, in: &heap)
        siftUp(index, in: &heap)
    }

    private static func siftUp(_ start: Int, in heap: inout [Item]) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].deadline < heap[parent].deadline else { return }
            swap(child, parent, in: &heap)
            child = parent
        }
    }

    private static func siftDown(_ start: Int, in heap: inout [Item]) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var smallest = left
            if left + 1 < heap.count, heap[left + 1].deadline < heap[left].deadline { smallest = left + 1 }
            guard heap[smallest].deadline < heap[parent].deadline else { return }
            swap(smallest, parent, in: &heap)
            parent = smallest
        }
    }

    private static func swap(_ first: Int, _ second: Int, in heap: inout [Item]) {
        heap.swapAt(first, second)
        heap[first].waiter.heapIndex = first
        heap[second].waiter.heapIndex = second
    }
}
