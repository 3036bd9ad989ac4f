/// Where each key written in a category's or action's mapping has its value. Keys the file does not write have
/// no location.
public struct ValueLocations<Key: SchemaKey>: Sendable, Hashable {
    let filePath: SourceLocation.FilePath
    let slots: KeySlots
    /// The model's first line, which the slots count from.
    let baseLine: Int

    /// The model's location and its key slots.
    init(_ location: SourceLocation, slots: KeySlots) {
        filePath = location.filePath
        self.slots = slots
        baseLine = location.line
    }

    /// The path of the file the model is written in, as the user named it.
    public var file: String { filePath.path }

    /// The location of `key`'s value, or `nil` when the file does not write the key.
    public subscript(key: Key) -> SourceLocation? {
        slots.position(key.ordinal, baseLine: baseLine).map {
            SourceLocation(file: filePath, line: $0.line, column: $0.column)
        }
    }

    /// The location of the value of the key written `name` (`"title"`, `"activation"`, …), or `nil` when the file
    /// does not write it or the schema has no such key.
    public subscript(name: String) -> SourceLocation? {
        guard let key = Key.allCases.first(where: { $0.name == name }) else { return nil }
        return self[key]
    }

    /// The keys written, in schema order.
    public var writtenKeys: [Key] { Key.allCases.filter { slots.isWritten($0.ordinal) } }

    public static func == (lhs: ValueLocations, rhs: ValueLocations) -> Bool {
        lhs.baseLine == rhs.baseLine && lhs.file == rhs.file && lhs.slots == rhs.slots
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(baseLine)
        hasher.combine(slots)
    }
}

/// The line and column of each written key's value, indexed by the key's ``SchemaKey/ordinal``.
///
/// Models keep these for every category and action, so they are small: the first eight keys of a table — the
/// ones files write — have a 24-bit slot each, inline (24 bytes), holding the line relative to the model's first
/// line in 8 bits (the line of its location, which the model keeps anyway and passes in as `baseLine`) and the
/// column in 16. A later key (the rarely written localization keys and `retired-actions`), or a value beyond the
/// inline reach (more than 253 lines below the model's first, as a key after a long list of actions can be, or a
/// column past 65,535), goes to an overflow table allocated for that case alone. Slot value 0 means the key is not
/// written. Two slot sets are equal when they hold the same positions for the same base line, which models check
/// beside their locations.
struct KeySlots: Sendable, Hashable {
    static let inlineCapacity = 8
    private static let overflowMarker: UInt32 = 0xFF_FFFF

    /// An absolute position, for the overflow table.
    private struct Position: Sendable, Hashable {
        let line: Int
        let column: Int
    }

    /// Eight 24-bit slots in three words (no `InlineArray`, which needs Swift 6.2 and macOS 26).
    private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var overflow: [Int: Position]?

    init() {}

    /// Slots for `locations`, by key name, relative to `baseLine`; names that are not keys of `Key` are ignored.
    init<Key: SchemaKey>(_ locations: [String: SourceLocation], keys: Key.Type, baseLine: Int) {
        for (name, location) in locations {
            guard let key = Key.allCases.first(where: { $0.name == name }) else { continue }
            set(key.ordinal, line: location.line, column: location.column, baseLine: baseLine)
        }
    }

    /// Whether slot `index` holds a position.
    func isWritten(_ index: Int) -> Bool {
        index < Self.inlineCapacity ? slot(index) != 0 : overflow?[index] != nil
    }

    /// The position in slot `index`, with lines counted from `baseLine`; `nil` when the key is not written.
    func position(_ index: Int, baseLine: Int) -> (line: Int, column: Int)? {
        let value = index < Self.inlineCapacity ? slot(index) : Self.overflowMarker
        if value == 0 { return nil }
        if value == Self.overflowMarker {
            return overflow?[index].map { ($0.line, $0.column) }
        }
        return (baseLine + Int(value >> 16) - 1, Int(value & 0xFFFF))
    }

    /// Puts `line` and `column` in slot `index`, the line counted from `baseLine`.
    mutating func set(_ index: Int, line: Int, column: Int, baseLine: Int) {
        let delta = line - baseLine + 1
        if index < Self.inlineCapacity, delta >= 1 && delta < 0xFF && column >= 0 && column <= 0xFFFF {
            setSlot(index, UInt32(delta) << 16 | UInt32(column))
        } else {
            if index < Self.inlineCapacity { setSlot(index, Self.overflowMarker) }
            overflow = overflow ?? [:]
            overflow?[index] = Position(line: line, column: column)
        }
    }

    private func slot(_ index: Int) -> UInt32 {
        withUnsafeBytes(of: words) { bytes in
            let offset = index * 3
            return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        }
    }

    private mutating func setSlot(_ index: Int, _ value: UInt32) {
        withUnsafeMutableBytes(of: &words) { bytes in
            let offset = index * 3
            bytes[offset] = UInt8(truncatingIfNeeded: value)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[offset + 2] = UInt8(truncatingIfNeeded: value >> 16)
        }
    }

    static func == (lhs: KeySlots, rhs: KeySlots) -> Bool {
        lhs.words == rhs.words && (lhs.overflow ?? [:]) == (rhs.overflow ?? [:])
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(overflow ?? [:])
    }
}
