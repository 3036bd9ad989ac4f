/// The position of each category in a registry's list, found by identifier: an open-addressing hash table of
/// 8-byte slots, each the position and 32 bits of the identifier's hash, that reads the identifiers from the list
/// itself rather than keeping copies.
///
/// A `[String: Int]` of 100,000 identifiers, sized for its load factor, is 6 MB of buckets beside the categories
/// that already hold every identifier; this table is 2 MB and compares a candidate's identifier only when its hash
/// bits match. Lookups cost what a dictionary's do: one hash of the identifier and, nearly always, one probe.
struct IdentifierTable: Sendable {
    /// Each slot: 0 when empty, otherwise `position + 1` in the low 32 bits and the hash's low 32 bits above.
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0

    /// A table with room for `capacity` identifiers before it grows.
    init(capacity: Int) {
        var size = 8
        while size * 3 < max(capacity, 1) * 4 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func hashBits(_ identifier: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(identifier)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    /// The position of `identifier` in `categories`, the list the table was filled from.
    func position(of identifier: String, in categories: [NotificationCategory]) -> Int? {
        probe(identifier, hash: Self.hashBits(identifier), in: categories).existing
    }

    /// Records `position` for its category's identifier, or returns the position already recorded for it (and
    /// records nothing).
    mutating func insert(_ position: Int, in categories: [NotificationCategory]) -> Int? {
        let identifier = categories[position].identifier
        let hash = Self.hashBits(identifier)
        let (slot, existing) = probe(identifier, hash: hash, in: categories)
        if let existing { return existing }
        slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(position + 1))
        count += 1
        if count * 4 > slots.count * 3 { grow() }
        return nil
    }

    /// Walks the slots from `hash`'s until it finds `identifier`'s position, or an empty slot (where it would go).
    private func probe(
        _ identifier: String, hash: UInt32, in categories: [NotificationCategory]
    ) -> (slot: Int, existing: Int?) {
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return (index, nil) }
            if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                let position = Int(UInt32(truncatingIfNeeded: slot)) - 1
                if categories[position].identifier == identifier { return (index, position) }
            }
            index = (index + 1) & mask
        }
    }

    /// Doubles the slots, placing each entry again by the hash bits it keeps.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            var index = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
