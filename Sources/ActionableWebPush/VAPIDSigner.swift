#if WebPush
    public import ActionableRuntime
    import Crypto
    public import Foundation

    /// Signs VAPID (RFC 8292) `Authorization` headers: one ES256 JWT per push service origin, reused until it is near
    /// its expiry rather than signed for every push, so sending to a million subscriptions of one push service costs
    /// one signature.
    ///
    /// ```swift
    /// let signer = try VAPIDSigner(key: key, subject: "mailto:push@example.com")
    /// let header = try signer.authorization(forEndpoint: subscription.endpoint)
    /// // "vapid t=eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9.eyJhdWQiOi…, k=BP4z9KsN6nGRTbVYI_c7…"
    /// ```
    ///
    /// The token's claims are `aud` (the push service's origin), `exp` (now plus ``validity``, at most 24 hours as
    /// RFC 8292 section 2 allows) and `sub` (a `mailto:` or `https:` contact the push service may use).
    public final class VAPIDSigner: Sendable {
        /// RFC 8292 section 2: a push service must reject an `exp` more than 24 hours away.
        public static let maxValidity: Duration = .seconds(24 * 3600)

        /// The application server's key.
        public let key: VAPIDKey
        /// The contact in every token's `sub` claim.
        public let subject: String
        /// How far each token's `exp` is from when it is signed.
        public let validity: Duration
        /// How long before its `exp` a token is replaced, so no push leaves with a token about to expire (and a push
        /// service whose clock runs ahead still takes it).
        public let renewalMargin: Duration
        private let clock: any ActionableClock
        private let publicKey: String
        private let tokens = LockedValue([String: Token]())

        private struct Token {
            let header: String
            let expiry: Int
        }

        /// A signer for `key`.
        /// - Parameters:
        ///   - key: the application server's key (its public half is each subscription's `applicationServerKey`).
        ///   - subject: a `mailto:` or `https:` URI the push service can reach the sender at.
        ///   - validity: how long each token is valid, at most ``maxValidity``; 12 hours by default.
        ///   - renewalMargin: how long before its expiry a token is replaced; one hour by default, less than
        ///     `validity`.
        ///   - clock: where the current time comes from (a test passes a manual clock).
        /// - Throws: ``WebPushInputError`` for a subject that is not `mailto:` or `https:`, or a validity or margin
        ///   out of range.
        public init(
            key: VAPIDKey, subject: String, validity: Duration = .seconds(12 * 3600),
            renewalMargin: Duration = .seconds(3600), clock: any ActionableClock = ContinuousClock()
        ) throws(WebPushInputError) {
            guard subject.hasPrefix("mailto:") || subject.hasPrefix("https:"), subject.utf8.count > 7 else {
                throw WebPushInputError(
                    what: "the VAPID subject '\(subject)'",
                    problem:
                        "must be a mailto: or https: URI the push service can contact (RFC 8292 section 2.1), e.g. mailto:push@example.com"
                )
            }
            guard validity > .zero, validity <= Self.maxValidity else {
                throw WebPushInputError(
                    what: "the VAPID token validity",
                    problem: "must be more than 0 and at most 24 hours (RFC 8292 section 2)")
            }
            guard renewalMargin >= .zero, renewalMargin < validity else {
                throw WebPushInputError(
                    what: "the VAPID renewal margin", problem: "must be at least 0 and less than the validity")
            }
            self.key = key
            self.subject = subject
            self.validity = validity
            self.renewalMargin = renewalMargin
            self.clock = clock
            publicKey = key.publicKeyBase64URL
        }

        /// The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`.
        /// - Parameter endpoint: the subscription's endpoint URL; its origin is the token's audience.
        /// - Throws: ``WebPushInputError`` when the endpoint is not an absolute http(s) URL.
        public func authorization(forEndpoint endpoint: URL) throws(WebPushInputError) -> String {
            authorization(audience: try Self.origin(of: endpoint))
        }

        /// The `Authorization` header for a push service whose origin is `audience` (`https://fcm.googleapis.com`):
        /// the cached token while it has more than ``renewalMargin`` left, else a new one.
        public func authorization(audience: String) -> String {
            let now = clock.secondsSince1970
            let margin = Int(renewalMargin.components.seconds)
            if let token = tokens.withLock({ $0[audience] }), now < token.expiry - margin {
                return token.header
            }
            let expiry = now + Int(validity.components.seconds)
            let header = "vapid t=\(token(audience: audience, expiry: expiry)), k=\(publicKey)"
            tokens.withLock { $0[audience] = Token(header: header, expiry: expiry) }
            return header
        }

        /// A signed JWT for `audience` that expires at `expiry` (seconds since 1970).
        func token(audience: String, expiry: Int) -> String {
            var claims = JSONWriter()
            claims.append(raw: #"{"aud":"#)
            claims.writeString(audience)
            claims.append(raw: #","exp":"#)
            claims.append(rawText: String(expiry))
            claims.append(raw: #","sub":"#)
            claims.writeString(subject)
            claims.append(raw: "}")
            let signingInput = Self.encodedHeader + "." + Base64URL.encode(claims.bytes)
            // ECDSA over SHA-256; JWS wants the signature as r | s, 32 bytes each (RFC 7518 section 3.4).
            let signature: Data
            do {
                signature = try key.privateKey.signature(for: Data(signingInput.utf8)).rawRepresentation
            } catch {
                // Signing with a valid key does not fail; should it, the push service refuses the token and says so.
                signature = Data()
            }
            return signingInput + "." + Base64URL.encode(signature)
        }

        private static let encodedHeader = Base64URL.encode(#"{"typ":"JWT","alg":"ES256"}"#.utf8)

        /// `scheme://host[:port]` of `url`, the port only when it is not the scheme's default: the `aud` a push
        /// service compares with its own origin.
        static func origin(of url: URL) throws(WebPushInputError) -> String {
            guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
                let host = url.host, !host.isEmpty
            else {
                throw WebPushInputError(
                    what: "the endpoint '\(url.absoluteString)'", problem: "is not an absolute https URL")
            }
            let hostPart = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            if let port = url.port, port != (scheme == "https" ? 443 : 80) {
                return "\(scheme)://\(hostPart.lowercased()):\(port)"
            }
            return "\(scheme)://\(hostPart.lowercased())"
        }
    }
#endif
