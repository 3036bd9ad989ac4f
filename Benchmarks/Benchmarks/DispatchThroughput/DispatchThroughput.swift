import Actionable
import Benchmark
import DispatchFixtures
import Logging

/// Dispatch cost next to its baseline, measured in the same run: a bare `[String: closure]` lookup and call.
///
/// "throughput" benchmarks make 1,000 calls per iteration and report the time per call (`scalingFactor: .kilo`);
/// "latency" benchmarks make one call per iteration, so their percentiles are per call (clock reads included, the
/// same for every benchmark).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 100,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )
    let fixture = DispatchFixture()
    let batch = Benchmark.Configuration(scalingFactor: .kilo)

    Benchmark("baseline - [String: closure] lookup and call - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.table[fixture.response.actionIdentifier]?(fixture.response))
        }
    }
    // The baseline the dispatch targets are stated against: the handler an app would keep in a dictionary, as an async
    // closure, awaited.
    Benchmark("baseline - awaited async closure from a [String: closure] dictionary - throughput", configuration: batch)
    {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await fixture.asyncTable[fixture.response.actionIdentifier]?(fixture.response))
        }
    }
    // What any `await` of an async function costs here, dispatch or not: context for the figures below.
    Benchmark("reference - await of an empty async function - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await emptyAsync(fixture.response))
        }
    }
    // The floor of an async handler's dispatch: its deadline can end the dispatch while the handler still runs only
    // if the handler runs in a task of its own, so every async dispatch starts one (`Task.immediate` where the OS has
    // it, which runs the handler in the caller's thread until it suspends) and reads its outcome.
    Benchmark("reference - a task started and its value awaited - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            let task = DispatchFixtures.startTask { await emptyAsync(fixture.response) }
            blackHole(await task.value)
        }
    }
    Benchmark("callback dispatch, completes at once - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await fixture.callbackDispatcher.dispatch(fixture.response))
        }
    }
    Benchmark("callback dispatch with ActionContext, completes at once - throughput", configuration: batch) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await fixture.contextCallbackDispatcher.dispatch(fixture.response))
        }
    }
    Benchmark("async dispatch - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await fixture.asyncDispatcher.dispatch(fixture.response))
        }
    }
    Benchmark("async dispatch with ActionContext - throughput", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await fixture.contextAsyncDispatcher.dispatch(fixture.response))
        }
    }
    Benchmark("baseline - [String: closure] lookup and call - latency") { _ in
        blackHole(fixture.table[fixture.response.actionIdentifier]?(fixture.response))
    }
    Benchmark("callback dispatch, completes at once - latency") { _ in
        blackHole(await fixture.callbackDispatcher.dispatch(fixture.response))
    }
    Benchmark("async dispatch - latency") { _ in
        blackHole(await fixture.asyncDispatcher.dispatch(fixture.response))
    }
}

@inline(never)
func emptyAsync(_ response: ActionResponse) async -> Int {
    response.notificationIdentifier.utf8.count
}

/// A registry of 1,000 categories with three actions each (the size of a large app), a dispatcher with a callback
/// handler and one with an async handler for every action, and the baseline's table of closures. Every handler, the
/// baseline's included, ignores the response and reports `.handled`, so the figures compare what routing and the
/// completion contract cost, not what a handler does with the response.
final class DispatchFixture: Sendable {
    let response = DispatchFixtures.response
    let table: [String: @Sendable (ActionResponse) -> HandlerResult]
    let asyncTable: [String: @Sendable (ActionResponse) async -> HandlerResult]
    let callbackDispatcher: ActionDispatcher
    let asyncDispatcher: ActionDispatcher
    let contextCallbackDispatcher: ActionDispatcher
    let contextAsyncDispatcher: ActionDispatcher

    init() {
        let registry = DispatchFixtures.registry()
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        var callback = ActionDispatcher.Builder(registry: registry, logger: logger)
        var async = ActionDispatcher.Builder(registry: registry, logger: logger)
        var contextCallback = ActionDispatcher.Builder(registry: registry, logger: logger)
        var contextAsync = ActionDispatcher.Builder(registry: registry, logger: logger)
        var table: [String: @Sendable (ActionResponse) -> HandlerResult] = [:]
        var asyncTable: [String: @Sendable (ActionResponse) async -> HandlerResult] = [:]
        for category in registry.categories {
            for action in category.actions {
                callback.on(category.identifier, action.identifier) { _, completion in completion() }
                async.on(category.identifier, action.identifier) { _ in .handled }
                contextCallback.on(category.identifier, action.identifier) { _, _, completion in completion() }
                contextAsync.on(category.identifier, action.identifier) { _, _ in .handled }
                // The baseline's handlers do what the dispatchers' do: nothing, and say so.
                table[action.identifier] = { _ in .handled }
                asyncTable[action.identifier] = { _ in .handled }
            }
        }
        self.table = table
        self.asyncTable = asyncTable
        do {
            callbackDispatcher = try callback.build()
            asyncDispatcher = try async.build()
            contextCallbackDispatcher = try contextCallback.build()
            contextAsyncDispatcher = try contextAsync.build()
        } catch {
            // The fixture is generated above; a failure here is a bug in this benchmark, not an input to handle.
            fatalError("the benchmark's dispatchers cannot be built: \(error)")
        }
    }
}
