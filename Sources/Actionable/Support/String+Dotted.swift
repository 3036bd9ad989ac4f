extension String {
    /// Whether the string has a `.`: read from its bytes in place (asked of every identifier of every load).
    var isDotted: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) } ?? utf8.contains(UInt8(ascii: "."))
    }
}
