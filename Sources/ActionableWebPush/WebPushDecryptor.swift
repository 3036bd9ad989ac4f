#if WebPush
    public import Crypto
    import Foundation

    /// The user agent's side of RFC 8291: opens what ``WebPushEncryption`` (or any Web Push library) sealed for a
    /// subscription whose private key and auth secret it holds. A browser does this itself; a service uses it to
    /// test what it sends, and a push-service stand-in to check it.
    public struct WebPushDecryptor: @unchecked Sendable {
        // swift-crypto 3 does not mark its key types Sendable (4 does); they are immutable once made, and BoringSSL
        // allows concurrent use of one key, so sharing this value across tasks is safe.

        /// The subscription's private key (the browser's half of `p256dh`).
        public let privateKey: P256.KeyAgreement.PrivateKey
        /// The subscription's 16-byte auth secret.
        public let authSecret: [UInt8]

        /// A decryptor for the subscription with `privateKey` and `authSecret`.
        public init(privateKey: P256.KeyAgreement.PrivateKey, authSecret: [UInt8]) {
            self.privateKey = privateKey
            self.authSecret = authSecret
        }

        /// The plaintext of `body`, an `aes128gcm` message whose key id is the sender's public key.
        /// - Throws: ``WebPushDecryptionError`` saying what is wrong: a short header, a key id that is not a P-256
        ///   point, a record that does not authenticate (tampered, or for another subscription), bad padding.
        public func decrypt(_ body: [UInt8]) throws(WebPushDecryptionError) -> [UInt8] {
            try ContentDecoding.decrypt(body) { keyID throws(WebPushDecryptionError) in
                guard keyID.count == 65 else { throw .keyIDLength(keyID.count) }
                let senderKey: P256.KeyAgreement.PublicKey
                do {
                    senderKey = try P256.KeyAgreement.PublicKey(x963Representation: keyID)
                } catch {
                    throw .invalidSenderKey
                }
                let secret: SharedSecret
                do {
                    secret = try privateKey.sharedSecretFromKeyAgreement(with: senderKey)
                } catch {
                    throw .invalidSenderKey
                }
                return WebPushKeyDerivation.inputKey(
                    secret: SymmetricKey(data: secret), authSecret: authSecret,
                    userAgentPublicKey: Array(privateKey.publicKey.x963Representation), senderPublicKey: keyID)
            }
        }
    }

    /// Why a message does not decrypt.
    public enum WebPushDecryptionError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The body is shorter than its header says (or than a header's 21 fixed bytes).
        case truncatedHeader(Int)
        /// The header's record size is under 18, too small for one byte of content.
        case recordSizeTooSmall(Int)
        /// The key id is not the 65-byte uncompressed point RFC 8291 requires.
        case keyIDLength(Int)
        /// The key id is not a point on P-256.
        case invalidSenderKey
        /// A record does not authenticate: the message was altered, or is for another subscription's keys.
        case authenticationFailed(record: Int)
        /// A record's padding lacks its delimiter (0x02 for the last record, 0x01 before).
        case badPadding(record: Int)
        /// The body ends inside a record, or a record is too short to hold a tag.
        case truncatedRecord(record: Int)

        /// What is wrong, in a sentence.
        public var description: String {
            switch self {
            case .truncatedHeader(let count):
                "the message is \(count) bytes, shorter than its aes128gcm header (salt, record size, key id)"
            case .recordSizeTooSmall(let size): "the header's record size is \(size); it must be at least 18"
            case .keyIDLength(let count):
                "the key id is \(count) bytes; Web Push (RFC 8291) needs the sender's 65-byte public key there"
            case .invalidSenderKey: "the key id is not a P-256 public key"
            case .authenticationFailed(let record):
                "record \(record) does not authenticate: the message was altered, or was encrypted for another subscription"
            case .badPadding(let record): "record \(record) has no padding delimiter"
            case .truncatedRecord(let record): "record \(record) is cut short"
            }
        }
    }

    /// RFC 8188 decoding: any record size, any number of records, a key id the caller turns into the input key.
    enum ContentDecoding {
        static func decrypt(
            _ body: [UInt8], inputKey: ([UInt8]) throws(WebPushDecryptionError) -> SymmetricKey
        ) throws(WebPushDecryptionError) -> [UInt8] {
            guard body.count >= 21 else { throw .truncatedHeader(body.count) }
            let salt = Array(body[0..<16])
            let recordSize = body[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let idLength = Int(body[20])
            guard body.count >= 21 + idLength else { throw .truncatedHeader(body.count) }
            guard recordSize >= 18 else { throw .recordSizeTooSmall(recordSize) }
            let keys = ContentKeys(inputKey: try inputKey(Array(body[21..<(21 + idLength)])), salt: salt)
            var plaintext: [UInt8] = []
            var offset = 21 + idLength
            var record = 0
            guard offset < body.count else { throw .truncatedRecord(record: 0) }
            while offset < body.count {
                let end = min(offset + recordSize, body.count)
                let isLast = end == body.count
                guard end - offset >= 17 else { throw .truncatedRecord(record: record) }
                let opened: Data
                do {
                    let box = try AES.GCM.SealedBox(
                        nonce: try keys.nonce(record: UInt64(record)), ciphertext: body[offset..<(end - 16)],
                        tag: body[(end - 16)..<end])
                    opened = try AES.GCM.open(box, using: keys.contentKey)
                } catch {
                    throw .authenticationFailed(record: record)
                }
                guard let delimiter = opened.lastIndex(where: { $0 != 0 }),
                    opened[delimiter] == (isLast ? 0x02 : 0x01)
                else { throw .badPadding(record: record) }
                plaintext.append(contentsOf: opened[opened.startIndex..<delimiter])
                offset = end
                record += 1
            }
            return plaintext
        }
    }
#endif
