import Actionable
import Benchmark
import Foundation

/// Payload checking next to its baseline, measured in the same run: Foundation's `JSONSerialization` parsing the
/// same bytes (no positions, no checks). 1,000 checks per iteration; times are per payload.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )
    let fixture = PayloadFixture()
    let batch = Benchmark.Configuration(scalingFactor: .kilo)

    Benchmark("baseline - JSONSerialization.jsonObject, 3.5 KB payload", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONSerialization.jsonObject(with: fixture.data))
        }
    }
    Benchmark("PayloadChecker.check, 3.5 KB payload", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.checker.check(fixture.bytes, file: "bench.json"))
        }
    }
    Benchmark("PayloadBuilder.build (serialize + check)", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? fixture.builder.build())
        }
    }
    Benchmark("baseline - [String: Int] lookup of the host", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.hosts["orders.example.com"])
        }
    }
    Benchmark("ExperienceMatcher.match among 10,000 experiences", configuration: batch) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.app.route(fixture.target))
        }
    }
}

/// A registry of 1,000 categories and an app file with 10,000 App Clip experiences (a large delivery platform),
/// and a 3.5 KB payload with Japanese text that passes every check.
final class PayloadFixture: Sendable {
    let checker: PayloadChecker
    let builder: PayloadBuilder
    let app: AppDeclaration
    let bytes: [UInt8]
    let data: Data
    let hosts = ["orders.example.com": 1]
    let target = "https://orders.example.com/restaurants/restaurant_4242/order/1234?utm_source=push"

    init() {
        var yaml = "app:\n  app-clip-experiences:\n    - https://orders.example.com/restaurants\n"
        for index in 0..<10_000 { yaml += "    - https://orders.example.com/restaurants/restaurant_\(index)\n" }
        yaml += "categories:\n"
        for index in 0..<1000 {
            yaml += "  - identifier: CATEGORY_\(index)\n    actions:\n"
            for action in ["ACCEPT", "DECLINE", "LATER"] {
                yaml += "      - {identifier: \(action), title: \(action.capitalized)}\n"
            }
        }
        let result = CategoryLoader().load(yaml: yaml, file: "bench.yaml")
        let registry = (try? result.validRegistry()) ?? .empty
        app = result.app
        checker = PayloadChecker(registry: registry, app: app)
        var builder = PayloadBuilder(category: "CATEGORY_500", registry: registry, app: app)
        builder.title = "ご注文 1234 の配達状況"
        builder.body = String(repeating: "配達員が向かっています。", count: 90)
        builder.badge = 3
        builder.sound = .named("default")
        builder.threadIdentifier = "order-1234"
        builder.targetContentIdentifier = target
        builder.relevanceScore = 0.8
        builder.customData = ["order-id": .number(1234), "restaurant": .string("restaurant_4242")]
        self.builder = builder
        bytes = (try? builder.build()) ?? []
        data = Data(bytes)
    }
}
