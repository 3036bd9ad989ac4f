/// Something in a YAML stream that the reader refuses or cannot read, with where it is.
package struct YAMLProblem: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// libyaml could not parse the stream; the location is libyaml's own.
        case syntax
        /// The bytes are not valid UTF-8.
        case notUTF8
        /// Collections nest deeper than ``YAMLLimits/maxDepth``; reading stopped there.
        case nestingTooDeep
        /// A second document (`---`) follows the first; only the first is read.
        case multipleDocuments
        /// An anchor (`&name`), alias (`*name`) or merge key (`<<`).
        case aliasNotAllowed
    }

    package let kind: Kind
    /// A sentence that says what is wrong and what to do.
    package let message: String
    package let location: SourceLocation
}
