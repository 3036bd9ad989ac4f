/// One string per distinct text of a file: a title or identifier written many times in a file (a German file's
/// "Zahlung freigeben" on every payment category) is stored once, and each model keeps a reference to it.
///
/// Only texts longer than 15 UTF-8 bytes are interned: shorter ones are stored inside the `String` value itself
/// and cost no allocation. The table is keyed by a hash of the bytes, so a repeated text costs a hash and a
/// comparison instead of an allocation; on the rare hash collision the newer text takes the slot.
struct StringInterner {
    private static let inlineLimit = 15
    private var table: [Int: String] = [:]

    /// The string of `bytes` (UTF-8, repaired as `String(decoding:as:)` does), shared with earlier calls for the
    /// same bytes.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineLimit else { return String(decoding: bytes, as: UTF8.self) }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        let hash = hasher.finalize()
        if let existing = table[hash], Self.equals(existing, bytes) { return existing }
        let string = String(decoding: bytes, as: UTF8.self)
        table[hash] = string
        return string
    }

    private static func equals(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) }
            ?? string.utf8.elementsEqual(bytes)
    }
}
