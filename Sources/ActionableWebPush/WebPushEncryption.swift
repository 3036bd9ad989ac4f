#if WebPush
    import Actionable
    import Crypto
    import Foundation

    /// The `aes128gcm` content coding of Web Push (RFC 8291 over RFC 8188): what the application server does to a
    /// message so only the subscribed browser can read it, and the push service in between cannot.
    ///
    /// Each message gets a new P-256 key pair and salt. The key agreement with the subscription's `p256dh` key, mixed
    /// with its auth secret, gives the content key; the message is one record, padded with the delimiter 0x02 only:
    ///
    /// ```
    /// salt (16) | rs = 4096 (4) | idlen = 65 (1) | keyid = the message's public key (65) | ciphertext + tag
    /// ```
    public enum WebPushEncryption {
        /// The record size written in the header. One record holds the whole message, so it only has to exceed it.
        public static let recordSize = 4096

        /// `plaintext` encrypted for `subscription`, ready to be the body of the POST.
        /// - Throws: ``WebPushInputError`` when the plaintext is over
        ///   ``/Actionable/WebPushPayloadChecker/maxPlaintextSize`` bytes (the record would exceed 4,096).
        public static func encrypt(_ plaintext: [UInt8], for subscription: WebPushSubscription)
            throws(WebPushInputError)
            -> [UInt8]
        {
            var generator = SystemRandomNumberGenerator()
            return try encrypt(
                plaintext, userAgentPublicKey: subscription.userAgentPublicKey,
                userAgentPublicKeyBytes: subscription.userAgentPublicKeyBytes, authSecret: subscription.authSecret,
                salt: randomBytes(16, using: &generator), ephemeralKey: ephemeralKey(using: &generator))
        }

        /// A new P-256 key for one message: a uniformly random scalar in [1, n - 1], drawn as BoringSSL's
        /// `EC_KEY_generate_key` draws it (32 random bytes, again when out of range).
        ///
        /// Not `P256.KeyAgreement.PrivateKey()`: on Linux, swift-crypto follows each generated key with FIPS 140's
        /// pairwise consistency test (`EC_KEY_check_fips`: the public key recomputed, an ECDSA signature made and
        /// verified), which costs more than the message's key agreement and adds nothing for a key used once.
        static func ephemeralKey(using generator: inout some RandomNumberGenerator) -> P256.KeyAgreement.PrivateKey {
            // A scalar is out of range with a probability below 2^-32; 64 draws never all are unless the generator
            // is broken, and then swift-crypto's own generation decides.
            for _ in 0..<64 {
                if let key = try? P256.KeyAgreement.PrivateKey(rawRepresentation: randomBytes(32, using: &generator)) {
                    return key
                }
            }
            return P256.KeyAgreement.PrivateKey()
        }

        static func randomBytes(_ count: Int, using generator: inout some RandomNumberGenerator) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            bytes.withUnsafeMutableBytes { buffer in
                for offset in stride(from: 0, to: count, by: 8) {
                    withUnsafeBytes(of: generator.next()) { word in
                        for index in 0..<min(8, count - offset) { buffer[offset + index] = word[index] }
                    }
                }
            }
            return bytes
        }

        /// The encryption with the salt and the message's key pair given: RFC 8291's example reproduced, and nothing
        /// else (reusing either for a second message breaks its confidentiality).
        static func encrypt(
            _ plaintext: [UInt8], userAgentPublicKey: P256.KeyAgreement.PublicKey, userAgentPublicKeyBytes: [UInt8],
            authSecret: [UInt8], salt: [UInt8], ephemeralKey: P256.KeyAgreement.PrivateKey
        ) throws(WebPushInputError) -> [UInt8] {
            guard plaintext.count <= WebPushPayloadChecker.maxPlaintextSize else {
                throw WebPushInputError(
                    what: "the message",
                    problem:
                        "is \(plaintext.count) bytes; encrypted it would be \(plaintext.count + WebPushPayloadChecker.recordOverhead), over the 4096 push services accept"
                )
            }
            let senderPublicKey = Array(ephemeralKey.publicKey.x963Representation)
            let secret: SharedSecret
            do {
                secret = try ephemeralKey.sharedSecretFromKeyAgreement(with: userAgentPublicKey)
            } catch {
                throw WebPushInputError(what: "the subscription's keys.p256dh", problem: "cannot be agreed with")
            }
            let keys = ContentKeys(
                inputKey: WebPushKeyDerivation.inputKey(
                    secret: SymmetricKey(data: secret), authSecret: authSecret,
                    userAgentPublicKey: userAgentPublicKeyBytes, senderPublicKey: senderPublicKey),
                salt: salt)
            var body: [UInt8] = []
            body.reserveCapacity(86 + plaintext.count + 17)
            body.append(contentsOf: salt)
            withUnsafeBytes(of: UInt32(recordSize).bigEndian) { body.append(contentsOf: $0) }
            body.append(UInt8(senderPublicKey.count))
            body.append(contentsOf: senderPublicKey)
            var padded = plaintext
            padded.append(0x02)
            do {
                let sealed = try AES.GCM.seal(padded, using: keys.contentKey, nonce: keys.nonce(record: 0))
                body.append(contentsOf: sealed.ciphertext)
                body.append(contentsOf: sealed.tag)
            } catch {
                throw WebPushInputError(what: "the message", problem: "could not be encrypted (\(error))")
            }
            return body
        }
    }

    /// RFC 8291 section 3.4: the input key of RFC 8188 from the key agreement and the auth secret.
    enum WebPushKeyDerivation {
        static let infoPrefix = Array("WebPush: info\0".utf8)

        static func inputKey(
            secret: SymmetricKey, authSecret: [UInt8], userAgentPublicKey: [UInt8], senderPublicKey: [UInt8]
        ) -> SymmetricKey {
            let prk = HKDF<SHA256>.extract(inputKeyMaterial: secret, salt: authSecret)
            var info = infoPrefix
            info.reserveCapacity(infoPrefix.count + 130)
            info.append(contentsOf: userAgentPublicKey)
            info.append(contentsOf: senderPublicKey)
            return HKDF<SHA256>.expand(pseudoRandomKey: prk, info: info, outputByteCount: 32)
        }
    }

    /// RFC 8188 section 2.2 and 2.3: the content-encryption key and the nonce base of one salt.
    struct ContentKeys {
        static let keyInfo = Array("Content-Encoding: aes128gcm\0".utf8)
        static let nonceInfo = Array("Content-Encoding: nonce\0".utf8)

        let contentKey: SymmetricKey
        let nonceBase: [UInt8]

        init(inputKey: SymmetricKey, salt: [UInt8]) {
            let prk = HKDF<SHA256>.extract(inputKeyMaterial: inputKey, salt: salt)
            contentKey = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Self.keyInfo, outputByteCount: 16)
            nonceBase = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Self.nonceInfo, outputByteCount: 12)
                .withUnsafeBytes { Array($0) }
        }

        /// The nonce of record `record` (counted from 0): the base XOR the record's number, big-endian.
        func nonce(record: UInt64) throws -> AES.GCM.Nonce {
            var nonce = nonceBase
            for index in 0..<8 {
                nonce[11 - index] ^= UInt8(truncatingIfNeeded: record >> (8 * UInt64(index)))
            }
            return try AES.GCM.Nonce(data: nonce)
        }
    }
#endif
