/// One input file: its path as the user gave it (or as found under a directory they gave) and its bytes.
public struct ImportSource: Sendable, Hashable {
    /// The file's path, as the user gave it or as found under a directory they gave.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// A source read from `path`, holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A source read from `path`, holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file's text, or `nil` when it is not UTF-8.
    public var text: String? { String(validUTF8: bytes) }
}
