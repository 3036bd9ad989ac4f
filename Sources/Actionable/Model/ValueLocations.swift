/// Where each key written in a category's or action's mapping has its value, by YAML key (`"title"`,
/// `"activation"`, …). Keys the file does not write have no location.
///
/// Stored as one small array rather than a dictionary: a mapping has at most a handful of keys, and loading ten
/// thousand categories should not hash every key twice.
public struct ValueLocations: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        let key: String
        let line: Int32
        let column: Int32
    }

    public let file: String
    private(set) var entries: [Entry]

    init(file: String, capacity: Int = 0) {
        self.file = file
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// Locations from explicit values, for models built in code.
    public init(_ locations: [String: SourceLocation]) {
        file = locations.values.first?.file ?? ""
        entries = locations.sorted { $0.key < $1.key }.map {
            Entry(key: $0.key, line: Int32(clamping: $0.value.line), column: Int32(clamping: $0.value.column))
        }
    }

    mutating func append(_ key: String, line: Int32, column: Int32) {
        entries.append(Entry(key: key, line: line, column: column))
    }

    /// The location of `key`'s value, or `nil` when the file does not write the key.
    public subscript(key: String) -> SourceLocation? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        return SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column))
    }

    /// The keys written, in file order.
    public var keys: [String] { entries.map(\.key) }
}
