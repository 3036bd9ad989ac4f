import Dispatch
import Foundation

/// A task executor with threads of its own, one per core, for the code under measurement.
///
/// ordo-one/benchmark runs each benchmark from a task on Swift's cooperative pool and, for an `async` benchmark,
/// blocks that thread on a semaphore until the closure returns (`Benchmark.runAsync`). On a 2-core machine the pool
/// has 2 threads, so the loader's task group would get 1 of them and decode on one core, unlike in a real process.
/// Running the load here, with `Task(executorPreference:)` (which its child tasks inherit), gives it as many
/// workers as there are cores again.
final class WorkerThreadsExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "bench-worker-\(index)"
            thread.start()
        }
    }

    static var onlineCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs `operation` on these threads and blocks the calling thread until it returns.
    func runBlocking<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task(executorPreference: self) {
            box.value = await operation()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Carries a result from the task to the blocked thread; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
