/// Which declared actions have a handler: CI can fail a build on ``isComplete``.
public struct CoverageReport: Sendable, Hashable, CustomStringConvertible {
    /// A declared (category, action) pair.
    public struct Route: Sendable, Hashable, CustomStringConvertible {
        /// The category's identifier.
        public let category: String
        /// The action's identifier.
        public let action: String

        public var description: String { "\(category)/\(action)" }
    }

    /// A retired category or action, and what its responses get: the replacement's handler, or the `retired`
    /// outcome.
    public struct RetiredRoute: Sendable, Hashable, CustomStringConvertible {
        /// The category's identifier: the retired category, or the category of the retired action.
        public let category: String
        /// `nil` for a retired category.
        public let action: String?
        /// The identifier whose handler serves its responses (an action of the same category, or a category);
        /// `nil` when they get the `retired` outcome.
        public let replacement: String?

        public var description: String {
            (action.map { "\(category)/\($0)" } ?? category) + (replacement.map { " → \($0)" } ?? " (retired outcome)")
        }
    }

    /// Declared actions with neither a handler nor a category fallback: their responses are unroutable.
    public let unhandled: [Route]
    /// Declared actions without a handler of their own, served by their category's fallback.
    public let handledByFallback: [Route]
    /// Retired identifiers, shown apart: they need no handler of their own.
    public let retired: [RetiredRoute]

    /// A report with the given routes; ``ActionDispatcher/Builder/coverage()`` makes the real one.
    public init(unhandled: [Route], handledByFallback: [Route], retired: [RetiredRoute] = []) {
        self.unhandled = unhandled
        self.handledByFallback = handledByFallback
        self.retired = retired
    }

    /// Whether every declared action has a handler of its own.
    public var isComplete: Bool { unhandled.isEmpty && handledByFallback.isEmpty }

    public var description: String {
        var lines: [String] = []
        if isComplete { lines.append("every declared action has a handler") }
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
        if !retired.isEmpty {
            lines.append(
                "\(retired.count) retired identifiers (no handler needed): "
                    + retired.map(\.description).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
