extension String {
    /// The text without leading and trailing spaces, tabs and line breaks: a key or a header value pasted from a
    /// file or sent by a peer. (Foundation's `trimmingCharacters(in:)` would bridge and trim every Unicode space.)
    package var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
