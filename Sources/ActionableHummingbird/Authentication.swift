#if HTTP
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
    /// line and headers, before a byte of the body is read, and refuses what they alone condemn (no credentials, a
    /// malformed or stale timestamp, a wrong token); ``authenticate(head:body:at:)`` runs once the body is read, for
    /// what needs it (a signature).
    ///
    /// Throw ``AuthenticationFailure`` to refuse with 401 and its message (which is sent back: no secrets, no expected
    /// values). Any other error means the check itself could not run (its store is down): the endpoint answers 503 and
    /// logs it.
    ///
    /// ```swift
    /// struct UserTokenAuthenticator: RequestAuthenticator {
    ///     let sessions: SessionStore
    ///     func authenticate(head: HTTPRequest, at now: Date) async throws {
    ///         guard let token = head.headerFields.value(.authorization)?.bearerToken else {
    ///             throw AuthenticationFailure("missing Authorization: Bearer header")
    ///         }
    ///         guard try await sessions.isValid(token, at: now) else {
    ///             throw AuthenticationFailure("the session has expired; sign in again")
    ///         }
    ///     }
    /// }
    /// ```
    public protocol RequestAuthenticator: Sendable {
        /// Checks the request line and headers, before the body is read. `now` is the endpoint clock's wall-clock time.
        func authenticate(head: HTTPRequest, at now: Date) async throws
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

    /// HMAC-SHA256 signatures over timestamp and body (see ``RequestSigner``), accepted within `replayWindow` of the
    /// endpoint's clock in both directions. Headers are checked before the body is read; the key is built once.
    public struct HMACAuthenticator: RequestAuthenticator, CustomStringConvertible {
        /// How far a request's timestamp may be from the endpoint's clock, earlier or later; 5 minutes by default.
        public let replayWindow: Duration
        private let signer: RequestSigner

        /// Creates an authenticator that checks signatures made with `secret`, the key the senders sign with.
        public init(secret: some DataProtocol, replayWindow: Duration = .seconds(300)) {
            signer = RequestSigner(secret: secret)
            self.replayWindow = replayWindow
        }

        public var description: String { "HMAC-SHA256 signatures (replay window ±\(replayWindow))" }
        public var hasBackend: Bool { false }

        public func authenticate(head: HTTPRequest, at now: Date) throws {
            _ = try credentials(head.headerFields, at: now)
        }

        public func authenticate(head: HTTPRequest, body: ByteBuffer, at now: Date) throws {
            let (timestamp, mac) = try credentials(head.headerFields, at: now)
            guard signer.isValid(mac: mac, for: body, timestamp: timestamp) else {
                throw AuthenticationFailure("the signature does not match the body and timestamp")
            }
        }

        /// The timestamp and the MAC the headers carry, each checked for presence, form and (the timestamp) the window.
        func credentials(_ headers: HTTPFields, at now: Date) throws(AuthenticationFailure) -> (Int, [UInt8]) {
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
            guard let mac = RequestSigner.mac(fromHeader: signature) else {
                throw AuthenticationFailure(
                    "invalid signature in \(RequestSigner.signatureHeader): expected \(RequestSigner.version)= and 64 hex digits"
                )
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
            return (timestamp, mac)
        }
    }

    /// `Authorization: Bearer <token>`, compared in constant time, before the body is read. Simpler than signing, but a
    /// captured request can be replayed.
    public struct BearerAuthenticator: RequestAuthenticator, CustomStringConvertible {
        private let token: [UInt8]

        /// Creates an authenticator that accepts `Authorization: Bearer <token>` with exactly this `token`.
        public init(token: String) {
            self.token = Array(token.utf8)
        }

        public var description: String { "bearer token" }
        public var hasBackend: Bool { false }

        public func authenticate(head: HTTPRequest, at now: Date) throws {
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
        public func authenticate(head: HTTPRequest, at now: Date) {}
        public var hasBackend: Bool { false }
    }

    /// The built-in authenticators by name, for configuration code. Secrets are never logged: the description hides
    /// them.
    public enum Authentication: Sendable, CustomStringConvertible {
        /// ``HMACAuthenticator``.
        case hmac(secret: [UInt8], replayWindow: Duration = .seconds(300))
        /// ``BearerAuthenticator``.
        case bearer(token: String)
        /// ``NoAuthentication``: for local trials only.
        case none

        /// The authenticator, built once (the HMAC key included).
        public var authenticator: any RequestAuthenticator {
            switch self {
            case .hmac(let secret, let window): HMACAuthenticator(secret: secret, replayWindow: window)
            case .bearer(let token): BearerAuthenticator(token: token)
            case .none: NoAuthentication()
            }
        }

        public var description: String {
            switch self {
            case .hmac(_, let window): "HMAC-SHA256 signatures (replay window ±\(window))"
            case .bearer: "bearer token"
            case .none: "none"
            }
        }
    }
#endif
