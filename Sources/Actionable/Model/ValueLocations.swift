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

/// The line and column of the first eight keys' values, indexed by the key's place in its schema table.
///
/// Models keep these for every category and action, so they are small: each slot holds the line relative to the
/// model's first line and the column, in 16 bits each, inline (32 bytes); a value beyond that reach (a line more
/// than 65,534 lines below, or a column past 65,535 — only in hostile files) goes to an overflow table allocated
/// for that case alone. Slot value 0 means the key is not written.
struct KeySlots: Sendable, Hashable {
    static let capacity = 8
    private static let overflowMarker: UInt32 = .max
    /// The line relative lines count from: the model's own first line.
    let baseLine: Int
    /// Eight 32-bit slots in four words (no `InlineArray`, which needs Swift 6.2 and macOS 26).
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var overflow: [Int: SourceLocation]?

    init(baseLine: Int) {
        self.baseLine = baseLine
    }

    /// Slots for `locations`, placing each key where `keys` lists it; other keys are ignored.
    init(_ locations: [String: SourceLocation], keys: [String], baseLine: Int) {
        self.baseLine = baseLine
        for (key, location) in locations {
            guard let index = keys.firstIndex(of: key), index < Self.capacity else { continue }
            self[index] = (location.line, location.column)
        }
    }

    /// Keys past ``capacity`` (the rarely written localization keys) have no slot: reading gives `nil`, writing
    /// does nothing.
    subscript(index: Int) -> (line: Int, column: Int)? {
        get {
            guard index < Self.capacity else { return nil }
            let value = slot(index)
            if value == 0 { return nil }
            if value == Self.overflowMarker, let location = overflow?[index] { return (location.line, location.column) }
            return (baseLine + Int(value >> 16) - 1, Int(value & 0xFFFF))
        }
        set {
            guard index < Self.capacity else { return }
            guard let (line, column) = newValue else {
                setSlot(index, 0)
                return
            }
            let delta = line - baseLine + 1
            if delta >= 1 && delta < 0xFFFF && column >= 0 && column <= 0xFFFF {
                setSlot(index, UInt32(delta) << 16 | UInt32(column))
            } else {
                setSlot(index, Self.overflowMarker)
                overflow = overflow ?? [:]
                overflow?[index] = SourceLocation(file: "", line: line, column: column)
            }
        }
    }

    private func slot(_ index: Int) -> UInt32 {
        precondition((0..<Self.capacity).contains(index), "a schema table has at most eight keys")
        return withUnsafeBytes(of: words) { $0.load(fromByteOffset: index * 4, as: UInt32.self) }
    }

    private mutating func setSlot(_ index: Int, _ value: UInt32) {
        precondition((0..<Self.capacity).contains(index), "a schema table has at most eight keys")
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: index * 4, as: UInt32.self) }
    }

    static func == (lhs: KeySlots, rhs: KeySlots) -> Bool {
        (0..<capacity).allSatisfy { lhs[$0]?.line == rhs[$0]?.line && lhs[$0]?.column == rhs[$0]?.column }
    }

    func hash(into hasher: inout Hasher) {
        for index in 0..<Self.capacity {
            hasher.combine(self[index]?.line)
            hasher.combine(self[index]?.column)
        }
    }
}
