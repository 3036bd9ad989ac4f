#if WebPush
    public import Crypto
    public import Foundation

    /// Where and for whom a push goes: what the browser's `PushSubscription.toJSON()` gives the page, which the page
    /// sends to the service to store.
    ///
    /// ```json
    /// {"endpoint": "https://fcm.googleapis.com/fcm/send/…", "expirationTime": null,
    ///  "keys": {"p256dh": "BCVxsr7N_eNgVRqv…", "auth": "BTBZMqHH6r4Tts7J_aSIgg"}}
    /// ```
    public struct WebPushSubscription: @unchecked Sendable {
        // swift-crypto 3 does not mark its key types Sendable (4 does); they are immutable once made, and BoringSSL
        // allows concurrent use of one key, so sharing this value across tasks is safe.

        /// The push service URL the message is POSTed to.
        public let endpoint: URL
        /// The user agent's P-256 public key (`keys.p256dh`), the other half of each message's key agreement.
        public let userAgentPublicKey: P256.KeyAgreement.PublicKey
        /// The same key as the 65-byte uncompressed point it was given as: it enters the key derivation as bytes.
        public let userAgentPublicKeyBytes: [UInt8]
        /// The 16-byte authentication secret (`keys.auth`).
        public let authSecret: [UInt8]

        /// A subscription from its parts.
        /// - Parameters:
        ///   - endpoint: the push service URL, absolute `https` (or `http` for a local stand-in).
        ///   - p256dh: the user agent's public key, an uncompressed P-256 point in base64url.
        ///   - auth: the 16-byte authentication secret in base64url.
        /// - Throws: ``WebPushInputError`` naming the part that is wrong.
        public init(endpoint: String, p256dh: String, auth: String) throws(WebPushInputError) {
            guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(),
                scheme == "https" || scheme == "http", url.host?.isEmpty == false
            else {
                throw WebPushInputError(
                    what: "the subscription's endpoint '\(endpoint)'", problem: "is not an absolute https URL")
            }
            guard let keyBytes = Base64URL.decode(p256dh.trimmingWhitespace) else {
                throw WebPushInputError(what: "the subscription's keys.p256dh", problem: "is not base64url text")
            }
            guard keyBytes.count == 65, keyBytes.first == 0x04 else {
                throw WebPushInputError(
                    what: "the subscription's keys.p256dh",
                    problem:
                        "is \(keyBytes.count) bytes; it must be an uncompressed P-256 point (65 bytes starting with 0x04)"
                )
            }
            let key: P256.KeyAgreement.PublicKey
            do {
                key = try P256.KeyAgreement.PublicKey(x963Representation: keyBytes)
            } catch {
                throw WebPushInputError(
                    what: "the subscription's keys.p256dh", problem: "is not a point on the P-256 curve")
            }
            guard let secret = Base64URL.decode(auth.trimmingWhitespace) else {
                throw WebPushInputError(what: "the subscription's keys.auth", problem: "is not base64url text")
            }
            guard secret.count == 16 else {
                throw WebPushInputError(
                    what: "the subscription's keys.auth",
                    problem: "is \(secret.count) bytes; it must be 16 (RFC 8291 section 3.2)")
            }
            self.endpoint = url
            userAgentPublicKey = key
            userAgentPublicKeyBytes = keyBytes
            authSecret = secret
        }

        /// The subscription in `json`, the object `PushSubscription.toJSON()` returns (other members, such as
        /// `expirationTime`, are ignored).
        /// - Throws: ``WebPushInputError`` saying what is missing or malformed.
        public init(json: some DataProtocol) throws(WebPushInputError) {
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(json))
            } catch {
                throw WebPushInputError(
                    what: "the subscription",
                    problem:
                        "is not JSON; it must be PushSubscription.toJSON() as the page sent it: {\"endpoint\": …, \"keys\": {\"p256dh\": …, \"auth\": …}}"
                )
            }
            guard let members = object as? [String: Any] else {
                throw WebPushInputError(what: "the subscription", problem: "is not a JSON object")
            }
            guard let endpoint = members["endpoint"] as? String else {
                throw WebPushInputError(what: "the subscription", problem: "has no \"endpoint\" string")
            }
            guard let keys = members["keys"] as? [String: Any] else {
                throw WebPushInputError(
                    what: "the subscription", problem: "has no \"keys\" object (with \"p256dh\" and \"auth\")")
            }
            guard let p256dh = keys["p256dh"] as? String else {
                throw WebPushInputError(what: "the subscription", problem: "has no \"keys.p256dh\" string")
            }
            guard let auth = keys["auth"] as? String else {
                throw WebPushInputError(what: "the subscription", problem: "has no \"keys.auth\" string")
            }
            try self.init(endpoint: endpoint, p256dh: p256dh, auth: auth)
        }
    }
#endif
