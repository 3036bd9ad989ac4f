import ActionableYAML

/// Tracks which known keys of one mapping were seen, and where, without allocating (a schema table has at
/// most sixteen keys); unknown keys, rare, go to a ``FirstSeen``.
struct KeyTracker<Key: SchemaKey> {
    private var seen: UInt32 = 0
    private var marks:
        (
            YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark,
            YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark
        ) = (
            .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
            .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
        )
    var unknown = FirstSeen()
    var lastKey = YAMLMark.zero

    func contains(_ key: Key) -> Bool { seen & (1 << key.ordinal) != 0 }

    /// Whether no known key was seen.
    var isEmpty: Bool { seen == 0 }

    func mark(of key: Key) -> YAMLMark {
        withUnsafeBytes(of: marks) {
            $0.load(fromByteOffset: key.ordinal * MemoryLayout<YAMLMark>.stride, as: YAMLMark.self)
        }
    }

    mutating func insert(_ key: Key, at mark: YAMLMark) {
        let index = key.ordinal
        precondition(index < 16, "schema tables have at most sixteen keys")
        seen |= 1 << index
        withUnsafeMutableBytes(of: &marks) {
            $0.storeBytes(of: mark, toByteOffset: index * MemoryLayout<YAMLMark>.stride, as: YAMLMark.self)
        }
    }

    func lastKeyLocation(in file: SourceLocation.FilePath) -> SourceLocation { lastKey.location(in: file) }
}
