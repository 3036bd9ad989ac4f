#if HTTP || Vapor
    import Actionable
    import Crypto
    public import Foundation
    public import HTTPTypes
    public import NIOCore

    /// How the endpoint decides who may deliver action responses: ``HMACAuthenticator`` and ``BearerAuthenticator``
    /// come with the package; a service writes its own (a user token checked against its session store, say) by
    /// conforming to this protocol.
    ///
    /// Authentication runs in two steps so a bad request stays cheap: ``authenticate(head:at:)`` sees only the request
    /// line and headers, before a byte of the body is read, refuses what they alone condemn (no credentials, a
    /// malformed or stale timestamp, a wrong token) and says who is asking (a ``Principal``);
    /// ``authenticate(head:body:at:)`` runs once the body is read, for what needs it (a signature).
    ///
    /// The principal scopes idempotency: a key is the same delivery only for the same principal, so one caller can
    /// neither read another's answer nor claim a key first to suppress another's tap. Return the user's id when each
    /// user authenticates as themselves; every request that shares one credential shares one principal.
    ///
    /// Throw ``AuthenticationFailure`` to refuse with 401 and its message (which is sent back: no secrets, no expected
    /// values). Any other error means the check itself could not run (its store is down): the endpoint answers 503 and
    /// logs it.
    ///
    /// ```swift
    /// struct UserTokenAuthenticator: RequestAuthenticator {
    ///     let sessions: SessionStore
    ///     func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
    ///         guard let token = head.headerFields[.authorization]?.bearerToken else {
    ///             throw AuthenticationFailure("missing Authorization: Bearer header")
    ///         }
    ///         guard let user = try await sessions.user(for: token, at: now) else {
    ///             throw AuthenticationFailure("the session has expired; sign in again")
    ///         }
    ///         return Principal("user:\(user.id)")
    ///     }
    /// }
    /// ```
    public protocol RequestAuthenticator: Sendable {
        /// Checks the request line and headers, before the body is read, and says who is asking. `now` is the endpoint
        /// clock's wall-clock time.
        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal
        /// Checks the body once it is read (only when ``authenticate(head:at:)`` passed). Does nothing by default.
        func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) async throws
        /// Throws when the authenticator's backend (a session store, an identity service) cannot be reached, so the
        /// endpoint's readiness check (`GET /ready`) says the instance cannot serve. Does nothing by default.
        func checkReadiness() async throws
        /// Whether a check may wait on something outside the process. The endpoint bounds each such check by its
        /// `backendTimeout` and answers 503 past it; authenticators that only compute (HMAC, a fixed token) say `false`.
        /// `true` by default.
        var hasBackend: Bool { get }
    }

    extension RequestAuthenticator {
        public func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) async throws {}
        public func checkReadiness() async throws {}
        public var hasBackend: Bool { true }
    }

    /// Who a request comes from, as authentication established it: a user id when each user authenticates as
    /// themselves, the key id of a shared secret, or ``anonymous``. The endpoint keeps idempotency records per
    /// principal (and a store may bound how many each holds).
    public struct Principal: Sendable, Hashable, CustomStringConvertible {
        /// The principal's identifier, unique among the service's callers (`user:42`, `hmac:default`).
        public let id: String

        /// A principal with identifier `id`.
        public init(_ id: String) {
            self.id = id
        }

        /// Everyone, for ``NoAuthentication``: all requests share one scope.
        public static let anonymous = Principal("anonymous")

        public var description: String { id }
    }

    /// Why a request is refused with 401, in words safe to send back: never a secret or the value that was expected.
    public struct AuthenticationFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Why the request is refused, sent back in the 401's body.
        public let message: String

        /// Creates a failure that refuses the request with `message`.
        public init(_ message: String) {
            self.message = message
        }

        public var description: String { message }
    }

    /// HMAC-SHA256 signatures (see ``RequestSigner``), accepted within `replayWindow` of the endpoint's clock in both
    /// directions. Version 2 signs the method, the path, the `Idempotency-Key` and the body, so a captured request can
    /// be neither sent to another route nor run again under a fresh key; version 1 (timestamp and body only) is refused
    /// unless `acceptingV1` is set for a transition. Headers are checked before the body is read; the key is built once.
    ///
    /// Every request signed with the secret is one ``Principal``, `hmac:<keyID>`: whoever holds the secret is trusted
    /// as one caller.
    public struct HMACAuthenticator: RequestAuthenticator, CustomStringConvertible {
        /// How far a request's timestamp may be from the endpoint's clock, earlier or later; 5 minutes by default.
        public let replayWindow: Duration
        /// Whether `v1=` signatures, which cover only timestamp and body, are still accepted: during a transition
        /// from senders that sign version 1, and off once every sender signs version 2.
        public let acceptingV1: Bool
        /// Who every request signed with this secret is: `hmac:<keyID>`.
        public let principal: Principal
        private let signer: RequestSigner

        /// Creates an authenticator that checks signatures made with `secret`, the key the senders sign with.
        /// - Parameters:
        ///   - secret: at least ``RequestSigner/minimumSecretLength`` (32) bytes: 32 random bytes, hex or base64.
        ///   - keyID: names the secret in the principal (`hmac:<keyID>`), so records stay apart when a service
        ///     accepts several secrets; `default` by default.
        ///   - replayWindow: how far a timestamp may be from the endpoint's clock.
        ///   - acceptingV1: accept `v1=` signatures too (a transition; see ``RequestSigner``).
        /// - Throws: ``WeakSecretError`` when the secret is shorter than 32 bytes.
        public init(
            secret: some DataProtocol, keyID: String = "default", replayWindow: Duration = .seconds(300),
            acceptingV1: Bool = false
        ) throws(WeakSecretError) {
            guard secret.count >= RequestSigner.minimumSecretLength else { throw WeakSecretError(length: secret.count) }
            signer = RequestSigner(secret: secret)
            self.replayWindow = replayWindow
            self.acceptingV1 = acceptingV1
            principal = Principal("hmac:\(keyID)")
        }

        public var description: String {
            "HMAC-SHA256 signatures (replay window ±\(replayWindow)\(acceptingV1 ? ", v1 accepted" : ""))"
        }
        public var hasBackend: Bool { false }

        public func authenticate(head: HTTPRequest, at now: Date) throws -> Principal {
            _ = try credentials(head.headerFields, at: now)
            return principal
        }

        public func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) throws {
            let (timestamp, scheme, mac) = try credentials(head.headerFields, at: now)
            let valid =
                switch scheme {
                case .v1: signer.isValid(mac: mac, for: body, timestamp: timestamp)
                case .v2:
                    signer.isValid(
                        mac: mac, method: head.method.rawValue, path: head.path ?? "",
                        idempotencyKey: head.headerFields.value(.idempotencyKey), body: body, timestamp: timestamp)
                }
            guard valid else {
                throw AuthenticationFailure(
                    scheme == .v1
                        ? "the signature does not match the body and timestamp"
                        : "the signature does not match the method, path, Idempotency-Key, body and timestamp")
            }
        }

        /// The timestamp, scheme and MAC the headers carry, each checked for presence, form and (the timestamp) the
        /// window.
        func credentials(_ headers: HTTPFields, at now: Date) throws(AuthenticationFailure) -> (
            Int, RequestSigner.Scheme, [UInt8]
        ) {
            guard let timestampText = headers.value(.actionableTimestamp) else {
                throw AuthenticationFailure("missing \(RequestSigner.timestampHeader) header (seconds since 1970)")
            }
            guard let timestamp = Int(timestampText) else {
                throw AuthenticationFailure(
                    "invalid timestamp '\(requestExcerpt(timestampText, limit: 32))' in \(RequestSigner.timestampHeader): "
                        + "expected whole seconds since 1970")
            }
            guard let signature = headers.value(.actionableSignature) else {
                throw AuthenticationFailure("missing \(RequestSigner.signatureHeader) header")
            }
            guard let (scheme, mac) = RequestSigner.mac(fromHeader: signature) else {
                throw AuthenticationFailure(
                    "invalid signature in \(RequestSigner.signatureHeader): expected v2= and 64 hex digits")
            }
            if scheme == .v1, !acceptingV1 {
                throw AuthenticationFailure(
                    "v1 signatures are no longer accepted: sign method, path, Idempotency-Key and body with v2")
            }
            let seconds = Int(now.timeIntervalSince1970.rounded(.down))
            let window = Int(replayWindow.components.seconds)
            if timestamp < seconds - window {
                throw AuthenticationFailure("the timestamp is older than the replay window; sign the request again")
            }
            if timestamp > seconds + window {
                throw AuthenticationFailure(
                    "the timestamp is ahead of the server's clock by more than the replay window")
            }
            return (timestamp, scheme, mac)
        }
    }

    /// A signing secret too short to resist guessing: ``HMACAuthenticator`` refuses it at startup.
    public struct WeakSecretError: Error, Sendable, Hashable, CustomStringConvertible {
        /// How many bytes the secret had.
        public let length: Int

        public var description: String {
            "the HMAC secret is \(length) bytes; use at least \(RequestSigner.minimumSecretLength) random bytes "
                + "(e.g. `openssl rand -hex 32`)"
        }
    }

    /// `Authorization: Bearer <token>`, compared in constant time, before the body is read. Simpler than signing, but a
    /// captured request can be replayed, under a fresh `Idempotency-Key` too: only TLS keeps it from being captured.
    /// Every holder of the token is one ``Principal``, `bearer:<keyID>`.
    public struct BearerAuthenticator: RequestAuthenticator, CustomStringConvertible {
        private let token: [UInt8]
        /// Who every request with this token is: `bearer:<keyID>`.
        public let principal: Principal

        /// Creates an authenticator that accepts `Authorization: Bearer <token>` with exactly this `token`; `keyID`
        /// names it in the principal.
        public init(token: String, keyID: String = "default") {
            self.token = Array(token.utf8)
            principal = Principal("bearer:\(keyID)")
        }

        public var description: String { "bearer token" }
        public var hasBackend: Bool { false }

        public func authenticate(head: HTTPRequest, at now: Date) throws -> Principal {
            guard let value = head.headerFields.value(.authorization) else {
                throw AuthenticationFailure("missing Authorization: Bearer header")
            }
            // The scheme is case-insensitive (RFC 9110 §11.1).
            guard value.utf8.count > 7, value.prefix(7).lowercased() == "bearer " else {
                throw AuthenticationFailure("the Authorization header is not a Bearer token")
            }
            guard Self.constantTimeEquals(Array(value.utf8.dropFirst(7)), token) else {
                throw AuthenticationFailure("the bearer token is not valid")
            }
            return principal
        }

        /// Compares without returning early, so timing tells nothing about how much matched.
        static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
            var difference = UInt8(lhs.count == rhs.count ? 0 : 1)
            for index in 0..<max(lhs.count, rhs.count) {
                let left = index < lhs.count ? lhs[index] : 0
                let right = index < rhs.count ? rhs[index] : 0
                difference |= left ^ right
            }
            return difference == 0
        }
    }

    /// Accepts every request: for local trials only.
    public struct NoAuthentication: RequestAuthenticator, CustomStringConvertible {
        /// Creates an authenticator that accepts every request.
        public init() {}
        public var description: String { "none" }
        public func authenticate(head: HTTPRequest, at now: Date) -> Principal { .anonymous }
        public var hasBackend: Bool { false }
    }

    /// The built-in authenticators by name, for configuration code. Secrets are never logged: the description hides
    /// them.
    public enum Authentication: Sendable, CustomStringConvertible {
        /// ``HMACAuthenticator``: `acceptingV1` accepts version 1 signatures during a transition.
        case hmac(secret: [UInt8], replayWindow: Duration = .seconds(300), acceptingV1: Bool = false)
        /// ``BearerAuthenticator``.
        case bearer(token: String)
        /// ``NoAuthentication``: for local trials only.
        case none

        /// The authenticator, built once (the HMAC key included).
        /// - Throws: ``WeakSecretError`` for an HMAC secret shorter than 32 bytes.
        public func authenticator() throws(WeakSecretError) -> any RequestAuthenticator {
            switch self {
            case .hmac(let secret, let window, let acceptingV1):
                try HMACAuthenticator(secret: secret, replayWindow: window, acceptingV1: acceptingV1)
            case .bearer(let token): BearerAuthenticator(token: token)
            case .none: NoAuthentication()
            }
        }

        public var description: String {
            switch self {
            case .hmac(_, let window, let acceptingV1):
                "HMAC-SHA256 signatures (replay window ±\(window)\(acceptingV1 ? ", v1 accepted" : ""))"
            case .bearer: "bearer token"
            case .none: "none"
            }
        }
    }
#endif
