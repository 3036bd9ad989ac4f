/// Bounds that keep hostile input cheap.
package struct YAMLLimits: Sendable {
    /// The deepest nesting of mappings and sequences read; a category file needs 6.
    package var maxDepth: Int
    /// At most this many anchor and alias problems are reported per stream; the rest are counted in one.
    package var maxAliasProblems: Int

    package init(maxDepth: Int = 64, maxAliasProblems: Int = 20) {
        self.maxDepth = maxDepth
        self.maxAliasProblems = maxAliasProblems
    }
}
