public import Actionable

/// What the dispatch benchmarks share, so `DispatchThroughput` (ordo-one's harness) and `DispatchProfile` (a plain
/// loop for a profiler) measure the same thing.
public enum DispatchFixtures {
    /// A registry of 1,000 categories, `CATEGORY_0` to `CATEGORY_999`, each with the actions `ACCEPT`, `DECLINE` and
    /// `LATER` (the size of a large app).
    public static func registry() -> CategoryRegistry {
        var yaml = "categories:\n"
        for index in 0..<1000 {
            yaml += "  - identifier: CATEGORY_\(index)\n    actions:\n"
            for action in ["ACCEPT", "DECLINE", "LATER"] {
                yaml += "      - {identifier: \(action), title: \(action.capitalized)}\n"
            }
        }
        return (try? CategoryLoader().load(yaml: yaml, file: "bench.yaml").validRegistry()) ?? .empty
    }

    /// The response every dispatch of the benchmarks routes: an action of a category in the middle of the registry.
    public static let response = ActionResponse(
        category: "CATEGORY_500", action: "ACCEPT", notificationIdentifier: "n-1")

    /// A task as the dispatcher starts one for an async handler: `Task.immediate` where it exists. Inlinable, so the
    /// reference rows pay no unspecialized generic call the dispatcher does not.
    @inlinable
    public static func startTask<Value: Sendable>(
        _ operation: sending @escaping @isolated(any) () async -> Value
    ) -> Task<Value, Never> {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }
}
