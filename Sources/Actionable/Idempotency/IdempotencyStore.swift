/// The outcome of a delivery as the endpoint answered it, kept so a repeated delivery gets the same answer.
public struct StoredResponse: Sendable, Hashable, Codable {
    public let status: Int
    public let body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

/// What a store says when a delivery arrives.
public enum IdempotencyClaim: Sendable, Hashable {
    /// The key is new: this delivery runs the handler and must call ``IdempotencyStore/finish(key:response:)``.
    case claimed
    /// An earlier delivery already finished; answer with its response.
    case finished(StoredResponse)
    /// An earlier delivery is still running; ask again shortly (``IdempotencyStore/waitForResponse(key:timeout:)``).
    case inProgress
}

/// Remembers deliveries so the same action response runs its handler once. Keys are the `Idempotency-Key` header,
/// or `category/action/notification-id`.
public protocol IdempotencyStore: Sendable {
    /// Claims `key` for a delivery, or reports the earlier one.
    func claim(key: String) async throws -> IdempotencyClaim
    /// Records the response of a claimed key; later deliveries get it.
    func finish(key: String, response: StoredResponse) async throws
    /// Gives up a claim without a response (the request failed before dispatch), so a retry can run.
    func release(key: String) async throws
    /// Waits until the delivery that holds `key` finishes, up to `timeout`; `nil` when it did not.
    func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse?
}
