import Actionable
import DispatchFixtures
import Logging

// Runs one kind of dispatch N times, for a profiler: `valgrind --tool=callgrind` (instructions per dispatch, the same
// whatever else runs) or `perf record`. The registry is DispatchThroughput's (DispatchFixtures): 1,000 categories of
// three actions.
//
//   DispatchProfile callback|context-callback|async|baseline|task [COUNT]     (COUNT: default 200,000)
//
// `baseline` awaits a closure from a `[String: closure]`; `task` also starts a task for it as the dispatcher starts
// one for an async handler (`Task.immediate` where it exists) and awaits its value: the async path's floor.
let arguments = CommandLine.arguments
let kind = arguments.count > 1 ? arguments[1] : "callback"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000

let registry = DispatchFixtures.registry()
var logger = Logger(label: "profile")
logger.logLevel = .critical
var builder = ActionDispatcher.Builder(registry: registry, logger: logger)
nonisolated(unsafe) var table: [String: @Sendable (ActionResponse) async -> HandlerResult] = [:]
for category in registry.categories {
    for action in category.actions {
        switch kind {
        case "async": builder.on(category.identifier, action.identifier) { _ in .handled }
        case "context-callback":
            builder.on(category.identifier, action.identifier) { _, _, completion in completion() }
        default: builder.on(category.identifier, action.identifier) { _, completion in completion() }
        }
        table[action.identifier] = { _ in .handled }
    }
}
let dispatcher = try builder.build()
let response = DispatchFixtures.response
// Off the main actor, as a service's request handler runs: top-level code is on the main actor, and each await of
// a nonisolated async function would hop to the cooperative pool and back.
@concurrent func run() async -> Int {
    var handled = 0
    for _ in 0..<count {
        if kind == "baseline" {
            if await table[response.actionIdentifier]?(response) == .handled { handled += 1 }
        } else if kind == "task", let handler = table[response.actionIdentifier] {
            let task = DispatchFixtures.startTask { await handler(response) }
            if await task.value == .handled { handled += 1 }
        } else if case .completed = await dispatcher.dispatch(response) {
            handled += 1
        }
    }
    return handled
}
let handled = await run()
print("\(kind): \(handled) of \(count) handled")
