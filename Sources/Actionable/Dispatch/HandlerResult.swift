/// What a handler reports when it completes: nothing more than "handled", or a message and data for the caller
/// (the HTTP layer returns them in its response).
public struct HandlerResult: Sendable, Hashable, Codable {
    public var message: String?
    public var data: JSONValue?

    public init(message: String? = nil, data: JSONValue? = nil) {
        self.message = message
        self.data = data
    }

    /// The plain "handled" result.
    public static let handled = HandlerResult()
}
