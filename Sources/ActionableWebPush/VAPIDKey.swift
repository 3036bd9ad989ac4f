#if WebPush
    import Actionable
    public import Crypto

    /// The application server's identity for VAPID (RFC 8292): a P-256 signing key. Its private half stays in the
    /// service's secret store; its public half is what the page passes to `pushManager.subscribe` as
    /// `applicationServerKey`, which binds every subscription to this key.
    ///
    /// ```swift
    /// let key = try VAPIDKey(base64URLPrivateKey: secrets["VAPID_PRIVATE_KEY"])
    /// print(key.publicKeyBase64URL)   // for the page: applicationServerKey
    /// ```
    public struct VAPIDKey: @unchecked Sendable {
        // swift-crypto 3 does not mark its key types Sendable (4 does); they are immutable once made, and BoringSSL
        // allows concurrent use of one key, so sharing this value across tasks is safe.

        /// The signing key.
        public let privateKey: P256.Signing.PrivateKey

        /// A new random key; store ``privateKeyBase64URL`` and hand ``publicKeyBase64URL`` to the page.
        public init() {
            privateKey = P256.Signing.PrivateKey()
        }

        /// The key `privateKey`.
        public init(privateKey: P256.Signing.PrivateKey) {
            self.privateKey = privateKey
        }

        /// The key whose private scalar is `text`: 32 bytes in base64url, as ``privateKeyBase64URL`` writes it
        /// (and as `web-push generate-vapid-keys` and py_vapid's raw form write it).
        /// - Throws: ``WebPushInputError`` when the text is not base64url or not a valid P-256 scalar.
        public init(base64URLPrivateKey text: String) throws(WebPushInputError) {
            let trimmed = text.trimmingWhitespace
            guard let bytes = Base64URL.decode(trimmed) else {
                throw WebPushInputError(what: "the VAPID private key", problem: "is not base64url text")
            }
            guard bytes.count == 32 else {
                throw WebPushInputError(
                    what: "the VAPID private key",
                    problem:
                        "is \(bytes.count) bytes; it must be the 32-byte private scalar in base64url (43 characters), as `actionable-webpush vapid-keys` prints it"
                )
            }
            do {
                privateKey = try P256.Signing.PrivateKey(rawRepresentation: bytes)
            } catch {
                throw WebPushInputError(what: "the VAPID private key", problem: "is not a valid P-256 private key")
            }
        }

        /// The private scalar, 32 bytes in base64url: the secret to store.
        public var privateKeyBase64URL: String { Base64URL.encode(privateKey.rawRepresentation) }

        /// The public key as an uncompressed point (65 bytes, `0x04 | x | y`): `applicationServerKey`'s form.
        public var publicKeyBytes: [UInt8] { Array(privateKey.publicKey.x963Representation) }

        /// ``publicKeyBytes`` in base64url: what the page passes to `subscribe` and what the `k=` parameter of the
        /// `Authorization` header carries.
        public var publicKeyBase64URL: String { Base64URL.encode(privateKey.publicKey.x963Representation) }
    }

    /// An input that cannot be used (a key, a secret, a subscription, a subject, a topic): which one, and why.
    public struct WebPushInputError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which input: "the VAPID private key", "the subscription's p256dh key", "the topic".
        public let what: String
        /// What is wrong with it.
        public let problem: String

        /// An error about `what`.
        public init(what: String, problem: String) {
            self.what = what
            self.problem = problem
        }

        /// "`what` `problem`".
        public var description: String { "\(what) \(problem)" }
    }
#endif
