import Actionable

/// The names a browser's tap uses on the wire, written once into the generated registry module (its `wire`), so the
/// worker and page modules never spell them: the same path, headers, fields and identifiers ActionableApp sends
/// (`ActionResponseWire`) and the service decodes (``ActionResponse``). `WebGeneratorTests` checks each against
/// the service's decoder.
enum WebWire {
    /// Where the endpoint listens, below the service's base URL.
    static let path = "/v1/action-responses"
    /// The header that makes every retry of one tap the same delivery.
    static let idempotencyKeyHeader = "Idempotency-Key"
    /// The header with the credential the page stored (`Bearer <token>`).
    static let authorizationHeader = "Authorization"
    /// How many milliseconds the client can still wait for the answer.
    static let timeRemainingHeader = "Actionable-Time-Remaining-Ms"
    /// Set to `true` when the answer is a stored one (an earlier delivery with the same key).
    static let replayedHeader = "Idempotent-Replayed"
    /// The service's wait before the next attempt (RFC 9110 §10.2.3).
    static let retryAfterHeader = "Retry-After"
    /// The action of a tap on the notification's body.
    static let defaultAction = SystemActionIdentifier.defaultAction
    /// The action of a dismissal, for categories with `custom-dismiss-action`.
    static let dismissAction = SystemActionIdentifier.dismissAction

    /// The JSON fields of a tap, by the names the worker uses for them.
    static let fields: [(name: String, wire: String)] = [
        ("category", "category"), ("action", "action"), ("notificationId", "notification-id"),
        ("userText", "user-text"), ("targetContentId", "target-content-id"), ("userInfo", "user-info"),
        ("receivedAt", "received-at"),
    ]

    /// The fields of a push message the worker reads, by the names the worker uses for them.
    static let messageFields: [(name: String, wire: String)] = [
        ("marker", "actionable"), ("category", "category"), ("notificationId", "notification-id"),
        ("title", "title"), ("body", "body"), ("userInfo", "user-info"), ("targetContentId", "target-content-id"),
        ("url", "url"),
    ]

    /// `wire` in the generated module.
    static var javaScript: WebJavaScript {
        .object([
            ("path", .string(path)),
            (
                "headers",
                .object([
                    ("idempotencyKey", .string(idempotencyKeyHeader)),
                    ("authorization", .string(authorizationHeader)),
                    ("timeRemaining", .string(timeRemainingHeader)),
                    ("replayed", .string(replayedHeader)),
                    ("retryAfter", .string(retryAfterHeader)),
                ])
            ),
            ("defaultAction", .string(defaultAction)),
            ("dismissAction", .string(dismissAction)),
            ("fields", .object(fields.map { ($0.name, .string($0.wire)) })),
            ("message", .object(messageFields.map { ($0.name, .string($0.wire)) })),
        ])
    }
}
