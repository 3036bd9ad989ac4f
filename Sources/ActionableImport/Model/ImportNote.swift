/// Something the importer could not know from the source, written as a YAML comment at the place it belongs, with
/// the source file and line, and listed in the summary: what a person must decide.
public struct ImportNote: Sendable, Hashable {
    /// The YAML key the note belongs above (`title`, `options`, …); `nil` for the element as a whole.
    public var key: String?
    /// What was found and what to do, one or more sentences.
    public var message: String
    /// Where in the source.
    public var location: ImportLocation

    /// A note saying `message` at `location`, above `key`, or about the element as a whole when `key` is `nil`.
    public init(key: String? = nil, _ message: String, at location: ImportLocation) {
        self.key = key
        self.message = message
        self.location = location
    }
}
