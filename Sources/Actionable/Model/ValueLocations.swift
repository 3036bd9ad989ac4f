/// Where each key written in a category's or action's mapping has its value, by YAML key (`"title"`,
/// `"activation"`, …). Keys the file does not write have no location.
public struct ValueLocations: Sendable, Hashable {
    public let file: String
    let keys: [String]
    let slots: KeySlots

    /// The location of `key`'s value, or `nil` when the file does not write the key.
    public subscript(key: String) -> SourceLocation? {
        guard let index = keys.firstIndex(of: key), let (line, column) = slots[index] else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The keys written, in schema order.
    public var writtenKeys: [String] { keys.indices.filter { slots[$0] != nil }.map { keys[$0] } }
}

/// The line and column of up to eight keys' values, indexed by the key's place in its schema table, stored
/// inline in 64 bytes: models keep these for every category and action, so they take no allocation and no file
/// name of their own (the model's location has it).
struct KeySlots: Sendable, Hashable {
    static let capacity = 8
    private var storage = InlineArray<8, UInt64>(repeating: 0)

    init() {}

    /// Slots for `locations`, placing each key where `keys` lists it; other keys are ignored.
    init(_ locations: [String: SourceLocation], keys: [String]) {
        for (key, location) in locations {
            guard let index = keys.firstIndex(of: key), index < Self.capacity else { continue }
            self[index] = (location.line, location.column)
        }
    }

    subscript(index: Int) -> (line: Int, column: Int)? {
        get {
            let value = storage[index]
            return value == 0 ? nil : (Int(value >> 32), Int(value & 0xFFFF_FFFF))
        }
        set {
            storage[index] =
                newValue.map { UInt64(UInt32(clamping: $0.line)) << 32 | UInt64(UInt32(clamping: $0.column)) } ?? 0
        }
    }

    static func == (lhs: KeySlots, rhs: KeySlots) -> Bool {
        (0..<capacity).allSatisfy { lhs.storage[$0] == rhs.storage[$0] }
    }

    func hash(into hasher: inout Hasher) {
        for index in 0..<Self.capacity { hasher.combine(storage[index]) }
    }
}
