/// What a handler reports when it completes: nothing more than "handled", or a message and data for the caller
/// (the HTTP layer returns them in its response).
public struct HandlerResult: Sendable, Hashable, Codable {
    /// A short human-readable note on what the handler did, if any.
    public var message: String?
    /// Structured data for the caller, if any.
    public var data: JSONValue?

    /// A result with an optional message and data; with neither, it is ``handled``.
    public init(message: String? = nil, data: JSONValue? = nil) {
        self.message = message
        self.data = data
    }

    /// The plain "handled" result.
    public static let handled = HandlerResult()
}
