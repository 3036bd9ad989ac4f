/// The names the app and the service agree on: the JSON fields of an action response and the HTTP headers of its
/// delivery. The service's decoder (`ActionResponse(jsonBody:)` in the Actionable module) reads the same names;
/// `WireFormatTests` encodes every field here and decodes it there, so a rename on either side fails a test.
public enum ActionResponseWire {
    /// The fields of the JSON body of `POST /v1/action-responses`.
    public enum Field: String, CaseIterable, Sendable {
        /// The notification's category identifier.
        case category
        /// The identifier of the action the user chose, or iOS's default or dismiss identifier.
        case action
        /// The identifier of the notification the user responded to.
        case notificationIdentifier = "notification-id"
        /// The text the user typed, for a text-input action.
        case userText = "user-text"
        /// The notification's target content identifier, when it has one.
        case targetContentIdentifier = "target-content-id"
        /// The notification's custom payload (its `userInfo` without `aps`), as a JSON object.
        case userInfo = "user-info"
        /// When the app received the tap, as an ISO 8601 date.
        case receivedAt = "received-at"
    }

    /// Where the endpoint listens, below the service's base URL.
    public static let path = "/v1/action-responses"
    /// The key that makes every retry of one tap the same delivery: the service runs its handler once per key.
    public static let idempotencyKeyHeader = "Idempotency-Key"
    /// How many milliseconds the app can still wait for this answer. A service can stop waiting for a concurrent
    /// duplicate, or give up on a slow handler, before the app has stopped listening.
    public static let timeRemainingHeader = "Actionable-Time-Remaining-Ms"
    /// Set to `true` by the service when the answer is the stored answer of an earlier delivery with the same key
    /// (Stripe's name for the same thing).
    public static let replayedHeader = "Idempotent-Replayed"
    /// iOS's identifier for a tap on the notification itself (`UNNotificationDefaultActionIdentifier`).
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// iOS's identifier for a dismissal (`UNNotificationDismissActionIdentifier`), sent only for categories with the
    /// custom-dismiss option.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}
