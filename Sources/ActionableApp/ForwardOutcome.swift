public import Foundation

/// What became of forwarding one tap to the service, so a handler can decide what to show.
public enum ForwardOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The service handled the tap (2xx).
    case delivered(ServiceAnswer)
    /// The service had already handled this tap (an earlier attempt got through, or iOS handed it over twice): its
    /// handler did not run again; the answer is the first one.
    case duplicate(ServiceAnswer)
    /// The service refused it for good (400, 401 after a fresh credential, 413, 422, …, or a 5xx it had already
    /// answered this key with, replayed): retrying will not help.
    case rejected(status: Int, reason: String)
    /// The service retired the category or action (410).
    case retired(reason: String)
    /// Not delivered within the time there was; kept in the outbox and delivered later with the same key.
    case queued(QueuedReason)
    /// Not delivered and not kept: there is no outbox, or it could not be written. The responder's `undelivered`
    /// is told too.
    case lost(reason: String)

    /// An answer after which the tap leaves the outbox.
    public var isDefinitive: Bool {
        if case .queued = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .delivered(let answer): "delivered (\(answer.status))"
        case .duplicate(let answer): "duplicate (\(answer.status))"
        case .rejected(let status, let reason): "rejected (\(status)): \(reason)"
        case .retired(let reason): "retired: \(reason)"
        case .queued(let reason): "queued: \(reason)"
        case .lost(let reason): "lost: \(reason)"
        }
    }
}

/// The service's answer to a delivery it accepted.
public struct ServiceAnswer: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The whole answer body.
    public var body: Data

    /// Creates an answer with the HTTP status and body the service sent.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }

    /// The handler's message (`message` of the endpoint's JSON answer), when it gave one. Read from ``body`` when
    /// asked, so a delivery nobody reads the message of does not parse it.
    public var message: String? { Self.message(in: body) }

    static func message(in body: Data) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return nil }
        return object["message"] as? String
    }
}

/// Why a tap was kept for later.
public enum QueuedReason: Sendable, Hashable, CustomStringConvertible {
    /// The time ran out with the service unreachable or answering "try again" (5xx, 408, 429, 409).
    case deadline(lastError: String)
    /// The credential provider had no credential or failed.
    case noCredential
    /// No forwarder is configured.
    case noForwarder
    /// The service's address answered with a redirect to another origin (another scheme, host or port: a captive
    /// portal, a misconfigured proxy). It was not followed, so the credential and headers went nowhere else; the tap
    /// stays in the outbox and is tried again later at the configured address.
    case crossOriginRedirect(status: Int, location: String)

    public var description: String {
        switch self {
        case .deadline(let lastError): "no definitive answer before the deadline (last: \(lastError))"
        case .noCredential: "no credential"
        case .noForwarder: "no forwarder configured"
        case .crossOriginRedirect(let status, let location): "redirected (\(status)) to another origin: \(location)"
        }
    }
}
