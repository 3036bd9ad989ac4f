extension String {
    /// Whether the string is empty or only whitespace; ASCII text is judged without Unicode tables.
    var isBlank: Bool {
        for byte in utf8 {
            if byte > 0x20 && byte < 0x7F { return false }
            if byte >= 0x80 { return unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            if byte != 0x20 && !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
