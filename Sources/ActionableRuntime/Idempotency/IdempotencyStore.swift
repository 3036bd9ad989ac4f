public import Foundation

/// The outcome of a delivery as the endpoint answered it, kept so a repeated delivery gets the same answer.
public struct StoredResponse: Sendable, Hashable, Codable {
    /// The HTTP status code the endpoint answered with.
    public let status: Int
    /// The response body the endpoint answered with, as sent.
    public let body: [UInt8]

    /// A stored answer with `status` and `body`.
    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

/// A claim an earlier delivery of the same key made and never finished: its instance died or froze, after running
/// the handler or before. A delivery that takes it over (``IdempotencyClaim/tookOver(_:)``) runs the handler, which
/// sees it as ``ActionContext/abandonedClaim`` and may find its own side effects already made.
public struct AbandonedClaim: Sendable, Hashable {
    /// When the abandoned claim was made, on the store's wall clock (the database server's for PostgreSQL).
    public let claimedAt: Date

    /// An abandoned claim made at `claimedAt`.
    public init(claimedAt: Date) {
        self.claimedAt = claimedAt
    }
}

/// Who asks for a key and what they ask: a store keeps both with the record, so a key is one delivery of one request
/// for one caller.
///
/// The endpoint scopes each key to the caller (``scopedKey(_:)``), so no caller can read, wait on or pre-empt
/// another's record, and a key reused with another request (another ``fingerprint``) is refused
/// (``IdempotencyClaim/differentRequest``) instead of answered with the first request's answer (Stripe's behaviour).
public struct DeliveryRequest: Sendable, Hashable {
    /// The authenticated caller: a user id, or the key id of a shared secret. Stores may count records per principal
    /// to bound what one caller can fill.
    public var principal: String
    /// A digest of what the delivery asks: what the tap is (the endpoint's is SHA-256 of its category, action,
    /// notification id, text, target content id and user info; not when it was handed over).
    public var fingerprint: [UInt8]

    /// A request by `principal` whose content digests to `fingerprint`.
    public init(principal: String, fingerprint: [UInt8]) {
        self.principal = principal
        self.fingerprint = fingerprint
    }

    /// `key` as the store keeps it for this principal: the principal's length in bytes, the principal, and the key
    /// (`5:alicetap:42:accept`), so two principals' keys can never meet and no choice of key can pass for another
    /// principal's.
    public func scopedKey(_ key: String) -> String {
        "\(principal.utf8.count):\(principal)\(key)"
    }
}

/// What a store says when a delivery arrives.
public enum IdempotencyClaim: Sendable, Hashable {
    /// The key is new (or its earlier claim was released or forgotten): this delivery runs the handler and must call
    /// ``IdempotencyStore/finish(key:response:)``.
    case claimed
    /// The key was held by a claim whose lease ran out: this delivery holds it now and runs the handler, as for
    /// ``claimed``. The earlier delivery may have run the handler before its instance went away.
    case tookOver(AbandonedClaim)
    /// An earlier delivery already finished; answer with its response.
    case finished(StoredResponse)
    /// An earlier delivery is still running. Wait for it (``IdempotencyStore/waitForResponse(key:timeout:)``), and
    /// claim again when the wait ends without an answer: a claim whose lease has run out is then taken over.
    /// `leaseRemaining` is how long until that can happen (`nil` when the store cannot say).
    case inProgress(leaseRemaining: Duration?)
    /// The key is held or was answered for another request (another ``DeliveryRequest/fingerprint``): refuse the
    /// delivery; neither the stored answer nor the handler is for it.
    case differentRequest
    /// The store will not take a new key now: it holds as many records as it may (`perPrincipal: false`), or this
    /// principal does (`true`). No record younger than its time to live is dropped to make room; `retryAfter` is
    /// when the oldest one that counts expires.
    case overQuota(retryAfter: Duration, perPrincipal: Bool)

    /// Whether this delivery holds the key and runs the handler (``claimed`` or ``tookOver(_:)``).
    public var isClaimed: Bool {
        switch self {
        case .claimed, .tookOver: true
        case .finished, .inProgress, .differentRequest, .overQuota: false
        }
    }
}

/// Remembers deliveries so the same action response runs its handler once. Keys are the `Idempotency-Key` header,
/// or `category/action/notification-id`, scoped to the caller (``DeliveryRequest/scopedKey(_:)``).
///
/// A claim holds its key for a lease; a claim still unfinished when its lease runs out is presumed abandoned (its
/// instance died) and the next delivery of the key takes it over. So a handler runs twice only when an instance dies
/// (or freezes past the lease) after running it and before ``finish(key:response:)`` recorded its answer.
public protocol IdempotencyStore: Sendable {
    /// Claims `key` for a delivery of `request`, takes over an abandoned claim, reports the earlier delivery, or
    /// refuses: the key was used for another request (``IdempotencyClaim/differentRequest``), or the store or the
    /// principal is full (``IdempotencyClaim/overQuota(retryAfter:perPrincipal:)``).
    func claim(key: String, request: DeliveryRequest) async throws -> IdempotencyClaim
    /// Records the response of a claimed key; later deliveries get it.
    func finish(key: String, response: StoredResponse) async throws
    /// Gives up a claim without a response, so a retry runs the handler instead of waiting out the lease: the endpoint
    /// calls it for a claim that answered after `backendTimeout`, when the request was already answered 503.
    func release(key: String) async throws
    /// Waits until the delivery that holds `key` finishes, up to `timeout`. `nil` when it did not: the wait timed
    /// out, or the claim was released, forgotten, or outlived its lease (claim again to take it over).
    func waitForResponse(key: String, timeout: Duration) async throws -> StoredResponse?
    /// Throws when the store cannot serve deliveries now (its database is unreachable). The endpoint's readiness
    /// check (`GET /ready`) calls it; a store that lives in memory is always ready (the default).
    func checkReadiness() async throws
    /// Whether calls may wait on something outside the process (a database server). The endpoint bounds each call of
    /// such a store by its `backendTimeout` and answers 503 past it; a store in memory says `false` and saves the
    /// timer. `true` by default.
    var hasBackend: Bool { get }
    /// Runs `handle` — the dispatch of a delivery whose key this instance holds (its claim was
    /// ``IdempotencyClaim/claimed`` or ``IdempotencyClaim/tookOver(_:)``) — and says what became of its answer.
    ///
    /// The default returns ``ClaimedRun/answered(_:)``: the caller records the answer with
    /// ``finish(key:response:)``. A store that can record the answer in the same database transaction as the
    /// handler's own writes (the PostgreSQL store, for handlers registered with `PostgresIdempotencyStore.transactional(_:)`)
    /// does so, and returns ``ClaimedRun/recorded(_:)``, ``ClaimedRun/notRecorded`` or
    /// ``ClaimedRun/claimTakenOver``.
    ///
    /// - Parameters:
    ///   - key: The claimed key.
    ///   - completedAnswer: The answer for a handler that completed with a result: what a transactional handler
    ///     records inside its transaction, before it commits.
    ///   - handle: Dispatches the delivery and returns its answer, whatever the outcome.
    func runClaimed(
        key: String, completedAnswer: @escaping @Sendable (HandlerResult) -> StoredResponse,
        _ handle: @Sendable () async -> StoredResponse
    ) async -> ClaimedRun
}

/// What became of a claimed delivery's answer (``IdempotencyStore/runClaimed(key:completedAnswer:_:)``).
public enum ClaimedRun: Sendable, Hashable {
    /// The handler ran; its answer is not recorded yet: record it with ``IdempotencyStore/finish(key:response:)``.
    case answered(StoredResponse)
    /// The answer is recorded: committed together with the handler's writes, or, when the handler failed or timed
    /// out and its writes were rolled back, recorded alone. It may differ from what `handle` returned: a handler
    /// whose transaction committed just as its deadline passed answers what it committed.
    case recorded(StoredResponse)
    /// Nothing of the handler committed and no answer was recorded (the database failed, or did not say whether the
    /// commit happened, which the store then settles): answer 503, and the retry runs the handler.
    case notRecorded
    /// Another delivery took the claim over while the handler ran (past the lease); nothing of this one committed.
    case claimTakenOver
}

extension IdempotencyStore {
    public func checkReadiness() async throws {}
    public var hasBackend: Bool { true }
    public func runClaimed(
        key: String, completedAnswer: @escaping @Sendable (HandlerResult) -> StoredResponse,
        _ handle: @Sendable () async -> StoredResponse
    ) async -> ClaimedRun {
        .answered(await handle())
    }
}
