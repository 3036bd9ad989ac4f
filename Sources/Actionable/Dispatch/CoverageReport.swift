/// Which declared actions have a handler: CI can fail a build on ``isComplete``.
public struct CoverageReport: Sendable, Hashable, CustomStringConvertible {
    /// A declared (category, action) pair.
    public struct Route: Sendable, Hashable, CustomStringConvertible {
        public let category: String
        public let action: String

        public var description: String { "\(category)/\(action)" }
    }

    /// Declared actions with neither a handler nor a category fallback: their responses are unroutable.
    public let unhandled: [Route]
    /// Declared actions without a handler of their own, served by their category's fallback.
    public let handledByFallback: [Route]

    /// Whether every declared action has a handler of its own.
    public var isComplete: Bool { unhandled.isEmpty && handledByFallback.isEmpty }

    public var description: String {
        if isComplete { return "every declared action has a handler" }
        var lines: [String] = []
        if !unhandled.isEmpty {
            lines.append(
                "\(unhandled.count) declared actions have no handler: "
                    + unhandled.map(\.description).joined(separator: ", "))
        }
        if !handledByFallback.isEmpty {
            lines.append(
                "\(handledByFallback.count) are served by a fallback: "
                    + handledByFallback.map(\.description).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
