/// Something in a YAML stream that the reader refuses or cannot read, with where it is.
public struct YAMLProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// libyaml could not parse the stream; the location is libyaml's own.
        case syntax
        /// The bytes are not valid UTF-8.
        case notUTF8
        /// Collections nest deeper than ``YAMLReader/Limits/maxDepth``; reading stopped there.
        case nestingTooDeep
        /// A second document (`---`) follows the first; only the first is read.
        case multipleDocuments
        /// An anchor (`&name`), alias (`*name`) or merge key (`<<`).
        case aliasNotAllowed
    }

    public let kind: Kind
    /// A sentence that says what is wrong and what to do.
    public let message: String
    public let location: SourceLocation
}

/// What ``YAMLReader`` made of one stream: the first document's root (or `nil` when the stream holds no
/// document or could not be read) and every problem it found.
public struct YAMLReadResult: Sendable {
    public let root: YAMLNode?
    public let problems: [YAMLProblem]
    /// Whether the stream holds no document at all (an empty file, or only comments).
    public let isEmpty: Bool
}
