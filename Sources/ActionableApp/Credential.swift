/// The header that authenticates a delivery: a user's bearer token or the app's own session header.
///
/// Only credentials the app may hold belong here. An HMAC signing secret does not: anything in an app binary can be
/// read out of it, so a secret there signs for everyone.
public struct Credential: Sendable, Hashable {
    /// The header's name, e.g. `Authorization`.
    public var headerName: String
    /// The header's value, e.g. `Bearer eyJ…`.
    public var value: String

    /// Creates a credential sent as the header `headerName: value`.
    public init(headerName: String, value: String) {
        self.headerName = headerName
        self.value = value
    }

    /// `Authorization: Bearer <token>`.
    public static func bearer(_ token: String) -> Credential {
        Credential(headerName: "Authorization", value: "Bearer \(token)")
    }
}

/// Where the forwarder gets its credential, at run time, before each delivery.
///
/// Called with `refresh: false` before a delivery, and once more with `refresh: true` when the service answers 401,
/// for a fresh credential (a new access token); a second 401 is final. Return `nil` when there is no signed-in
/// user: the tap stays in the outbox.
public struct CredentialProvider: Sendable {
    private let fetch: @Sendable (_ refresh: Bool) async throws -> Credential?
    /// Whether a delivery may go without a credential (``none``).
    let isOptional: Bool

    /// Creates a provider that calls `fetch` before each delivery, with `refresh` set to `true` only after a 401.
    ///
    /// A `fetch` that throws, or does not answer before the delivery's deadline, keeps the tap in the outbox.
    public init(_ fetch: @escaping @Sendable (_ refresh: Bool) async throws -> Credential?) {
        self.fetch = fetch
        isOptional = false
    }

    private init(optional fetch: @escaping @Sendable (_ refresh: Bool) async throws -> Credential?) {
        self.fetch = fetch
        isOptional = true
    }

    /// For a service that authenticates otherwise (or not at all): deliveries go without a credential.
    public static let none = CredentialProvider(optional: { _ in nil })

    func credential(refresh: Bool) async throws -> Credential? {
        try await fetch(refresh)
    }
}
