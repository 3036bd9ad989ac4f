import ActionableApp
import Benchmark

/// The app side of a tap (issue 21), each next to its baseline, measured in the same run:
///
/// - routing (1–4): the generated `Handlers.route` (typed `Response(tap)`, then the category's handler method) vs a
///   hand-written switch on identifier strings calling the same handler methods. 1,000 taps per iteration, the 22
///   declared taps of `Categories/` in turn; times are per tap. Target: typed ≤ 1.5× hand-written.
/// - forwarding (5–7): `ActionForwarder.deliver` over `URLSessionTransport` vs a bare URLSession POST of the same
///   body with the same headers, to the same in-process Hummingbird server on 127.0.0.1. One delivery per iteration.
///   Target: forwarder ≤ 1.2× the bare POST.
///
/// Benchmark names start with a number: `app/run.sh`'s summary finds the rows by it.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 100,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )
    let batch = Benchmark.Configuration(scalingFactor: .kilo)
    let request = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 50,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    Benchmark(
        "1 routing - baseline - hand-written switch on identifier strings",
        configuration: batch,
        closure: { (benchmark: Benchmark, fixture: RoutingFixture) async throws in
            for tap in fixture.taps {
                try await fixture.handWritten.route(tap, context: fixture.context)
            }
        },
        setup: { await RoutingFixture.make() }
    )
    Benchmark(
        "2 routing - generated Handlers.route - typed Response, then the handler method",
        configuration: batch,
        closure: { (benchmark: Benchmark, fixture: RoutingFixture) async throws in
            for tap in fixture.taps {
                try await fixture.handlers.route(tap, context: fixture.context)
            }
        },
        setup: { await RoutingFixture.make() }
    )
    // Detail: the typed value alone, no handler called.
    Benchmark(
        "3 routing detail - generated Response(tap) alone",
        configuration: batch,
        closure: { (benchmark: Benchmark, fixture: RoutingFixture) in
            for tap in fixture.taps {
                blackHole(BenchCategories.Response(tap))
            }
        },
        setup: { await RoutingFixture.make() }
    )
    // Reference: the same loop awaiting an empty function of the tap and the context. Rows 1 and 2 both include
    // this much; the summary also shows their ratio without it.
    Benchmark(
        "4 routing reference - the loop, await of an empty function",
        configuration: batch,
        closure: { (benchmark: Benchmark, fixture: RoutingFixture) async throws in
            for tap in fixture.taps {
                try await emptyRoute(tap, fixture.context)
            }
        },
        setup: { await RoutingFixture.make() }
    )

    let bareServer = LocalServer()
    Benchmark(
        "5 forwarding - baseline - bare URLSession POST, same body and headers",
        configuration: request,
        closure: { (benchmark: Benchmark, fixture: ForwardingFixture) async in
            if !(await fixture.post()) { benchmark.error("the bare POST was not answered 200") }
        },
        setup: { try await ForwardingFixture.start(bareServer) { await $0.post() } },
        teardown: { bareServer.stop() }
    )
    let forwarderServer = LocalServer()
    Benchmark(
        "6 forwarding - ActionForwarder.deliver over URLSessionTransport",
        configuration: request,
        closure: { (benchmark: Benchmark, fixture: ForwardingFixture) async in
            if !(await fixture.forward()) { benchmark.error("the delivery was not .delivered") }
        },
        setup: { try await ForwardingFixture.start(forwarderServer) { await $0.forward() } },
        teardown: { forwarderServer.stop() }
    )
    // Detail: what the forwarder does per delivery that the bare POST's body (made once) does not.
    Benchmark(
        "7 forwarding detail - NotificationTap.jsonBody()",
        configuration: request,
        closure: { (benchmark: Benchmark, fixture: ForwardingFixture) in
            blackHole(fixture.entry.tap.jsonBody())
        },
        setup: { ForwardingFixture(port: 1) }
    )
}
