#if WebPush
    public import Actionable
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
            let keys: WebPushSubscriptionKeys
            do {
                keys = try WebPushSubscriptionKeys(endpoint: endpoint, p256dh: p256dh, auth: auth)
            } catch {
                throw WebPushInputError(what: error.what, problem: error.problem)
            }
            try self.init(keys: keys)
        }

        /// The subscription in `json`, the object `PushSubscription.toJSON()` returns (other members, such as
        /// `expirationTime`, are ignored), read by the registry module's ``/Actionable/WebPushSubscriptionKeys``.
        /// - Throws: ``WebPushInputError`` saying what is missing or malformed.
        public init(json: some Sequence<UInt8>) throws(WebPushInputError) {
            let keys: WebPushSubscriptionKeys
            do {
                keys = try WebPushSubscriptionKeys(json: json)
            } catch {
                throw WebPushInputError(what: error.what, problem: error.problem)
            }
            try self.init(keys: keys)
        }

        /// The subscription whose parts `keys` holds, once its key is found to be a point on the curve.
        /// - Throws: ``WebPushInputError`` when it is not.
        public init(keys: WebPushSubscriptionKeys) throws(WebPushInputError) {
            let key: P256.KeyAgreement.PublicKey
            do {
                key = try P256.KeyAgreement.PublicKey(x963Representation: keys.p256dh)
            } catch {
                throw WebPushInputError(
                    what: "the subscription's keys.p256dh", problem: "is not a point on the P-256 curve")
            }
            endpoint = keys.endpoint
            userAgentPublicKey = key
            userAgentPublicKeyBytes = keys.p256dh
            authSecret = keys.auth
        }
    }
#endif
