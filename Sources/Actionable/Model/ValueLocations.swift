/// Where each key written in a category's or action's mapping has its value. Keys the file does not write have
/// no location.
public struct ValueLocations<Key: SchemaKey>: Sendable, Hashable {
    public let file: String
    let slots: KeySlots

    /// The location of `key`'s value, or `nil` when the file does not write the key.
    public subscript(key: Key) -> SourceLocation? {
        slots[key.ordinal].map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }

    /// The location of the value of the key written `name` (`"title"`, `"activation"`, …), or `nil` when the file
    /// does not write it or the schema has no such key.
    public subscript(name: String) -> SourceLocation? {
        guard let key = Key.allCases.first(where: { $0.name == name }) else { return nil }
        return self[key]
    }

    /// The keys written, in schema order.
    public var writtenKeys: [Key] { Key.allCases.filter { slots[$0.ordinal] != nil } }
}

/// The line and column of each written key's value, indexed by the key's ``SchemaKey/ordinal``.
///
/// Models keep these for every category and action, so they are small: the first eight keys of a table — the
/// ones files write — have a slot each holding the line relative to the model's first line and the column, in 16
/// bits each, inline (32 bytes). A later key (the rarely written localization keys and `retired-actions`), or a
/// value beyond the inline reach (a line more than 65,534 lines below, or a column past 65,535 — only in hostile
/// files), goes to an overflow table allocated for that case alone. Slot value 0 means the key is not written.
struct KeySlots: Sendable, Hashable {
    static let inlineCapacity = 8
    private static let overflowMarker: UInt32 = .max
    /// The line relative lines count from: the model's own first line.
    let baseLine: Int
    /// Eight 32-bit slots in four words (no `InlineArray`, which needs Swift 6.2 and macOS 26).
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var overflow: [Int: SourceLocation]?

    init(baseLine: Int) {
        self.baseLine = baseLine
    }

    /// Slots for `locations`, by key name; names that are not keys of `Key` are ignored.
    init<Key: SchemaKey>(_ locations: [String: SourceLocation], keys: Key.Type, baseLine: Int) {
        self.baseLine = baseLine
        for (name, location) in locations {
            guard let key = Key.allCases.first(where: { $0.name == name }) else { continue }
            self[key.ordinal] = (location.line, location.column)
        }
    }

    subscript(index: Int) -> (line: Int, column: Int)? {
        get {
            let value = index < Self.inlineCapacity ? slot(index) : Self.overflowMarker
            if value == 0 { return nil }
            if value == Self.overflowMarker {
                return overflow?[index].map { ($0.line, $0.column) }
            }
            return (baseLine + Int(value >> 16) - 1, Int(value & 0xFFFF))
        }
        set {
            guard let (line, column) = newValue else {
                if index < Self.inlineCapacity { setSlot(index, 0) }
                overflow?[index] = nil
                return
            }
            let delta = line - baseLine + 1
            if index < Self.inlineCapacity, delta >= 1 && delta < 0xFFFF && column >= 0 && column <= 0xFFFF {
                setSlot(index, UInt32(delta) << 16 | UInt32(column))
            } else {
                if index < Self.inlineCapacity { setSlot(index, Self.overflowMarker) }
                overflow = overflow ?? [:]
                overflow?[index] = SourceLocation(file: "", line: line, column: column)
            }
        }
    }

    /// The ordinals that have a location, in order.
    private var writtenOrdinals: [Int] {
        (0..<Self.inlineCapacity).filter { slot($0) != 0 }
            + (overflow?.keys.filter { $0 >= Self.inlineCapacity }.sorted() ?? [])
    }

    private func slot(_ index: Int) -> UInt32 {
        withUnsafeBytes(of: words) { $0.load(fromByteOffset: index * 4, as: UInt32.self) }
    }

    private mutating func setSlot(_ index: Int, _ value: UInt32) {
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: index * 4, as: UInt32.self) }
    }

    static func == (lhs: KeySlots, rhs: KeySlots) -> Bool {
        let ordinals = lhs.writtenOrdinals
        return ordinals == rhs.writtenOrdinals
            && ordinals.allSatisfy { lhs[$0]?.line == rhs[$0]?.line && lhs[$0]?.column == rhs[$0]?.column }
    }

    func hash(into hasher: inout Hasher) {
        for index in writtenOrdinals {
            hasher.combine(index)
            hasher.combine(self[index]?.line)
            hasher.combine(self[index]?.column)
        }
    }
}
