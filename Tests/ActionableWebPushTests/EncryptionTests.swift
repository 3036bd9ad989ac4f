#if WebPush
    import Actionable
    import Crypto
    import Testing

    @testable import ActionableWebPush

    /// RFC 8291 section 5 and Appendix A: the example's keys, secret and salt.
    enum RFC8291 {
        static let plaintext = Array("When I grow up, I want to be a watermelon".utf8)
        static let senderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
        static let senderPublic =
            "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
        static let userAgentPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
        static let userAgentPublic =
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
        static let auth = "BTBZMqHH6r4Tts7J_aSIgg"
        static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
        static let message =
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml"
            + "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT"
            + "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"

        static func subscription() throws -> WebPushSubscription {
            try WebPushSubscription(
                endpoint: "https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV", p256dh: userAgentPublic,
                auth: auth)
        }

        static func decryptor() throws -> WebPushDecryptor {
            WebPushDecryptor(
                privateKey: try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(userAgentPrivate)),
                authSecret: bytes(auth))
        }
    }

    @Suite struct EncryptionTests {
        @Test func theRFC8291ExampleIsReproducedByteForByte() throws {
            let subscription = try RFC8291.subscription()
            let ephemeral = try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(RFC8291.senderPrivate))
            #expect(Base64URL.encode(ephemeral.publicKey.x963Representation) == RFC8291.senderPublic)
            let body = try WebPushEncryption.encrypt(
                RFC8291.plaintext, userAgentPublicKey: subscription.userAgentPublicKey,
                userAgentPublicKeyBytes: subscription.userAgentPublicKeyBytes, authSecret: subscription.authSecret,
                salt: bytes(RFC8291.salt), ephemeralKey: ephemeral)
            #expect(Base64URL.encode(body) == RFC8291.message)
            #expect(body.count == 86 + RFC8291.plaintext.count + 1 + 16)
        }

        @Test func everyIntermediateValueOfRFC8291AppendixAMatches() throws {
            let subscription = try RFC8291.subscription()
            let sender = try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(RFC8291.senderPrivate))
            let secret = try sender.sharedSecretFromKeyAgreement(with: subscription.userAgentPublicKey)
            #expect(secret.withUnsafeBytes { Base64URL.encode($0) } == "kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs")
            let inputKey = WebPushKeyDerivation.inputKey(
                secret: SymmetricKey(data: secret), authSecret: subscription.authSecret,
                userAgentPublicKey: subscription.userAgentPublicKeyBytes, senderPublicKey: bytes(RFC8291.senderPublic))
            #expect(inputKey.withUnsafeBytes { Base64URL.encode($0) } == "S4lYMb_L0FxCeq0WhDx813KgSYqU26kOyzWUdsXYyrg")
            let keys = ContentKeys(inputKey: inputKey, salt: bytes(RFC8291.salt))
            #expect(keys.contentKey.withUnsafeBytes { Base64URL.encode($0) } == "oIhVW04MRdy2XN9CiKLxTg")
            #expect(Base64URL.encode(keys.nonceBase) == "4h_95klXJ5E_qnoN")
        }

        @Test func theRFC8291ExampleDecryptsWithTheUserAgentsKey() throws {
            let plaintext = try RFC8291.decryptor().decrypt(bytes(RFC8291.message))
            #expect(plaintext == RFC8291.plaintext)
        }

        @Test func theRFC8188Section31ExampleDecrypts() throws {
            let key = SymmetricKey(data: bytes("yqdlZ-tYemfogSmv7Ws5PQ"))
            let plaintext = try ContentDecoding.decrypt(
                bytes("I1BsxtFttlv3u_Oo94xnmwAAEAAA-NAVub2qFgBEuQKRapoZu-IxkIva3MEB1PD-ly8Thjg")
            ) { keyID throws(WebPushDecryptionError) in
                #expect(keyID.isEmpty)
                return key
            }
            #expect(plaintext == Array("I am the walrus".utf8))
        }

        @Test func theRFC8188Section32ExampleOfTwoRecordsDecrypts() throws {
            let key = SymmetricKey(data: bytes("BO3ZVPxUlnLORbVGMpbT1Q"))
            let plaintext = try ContentDecoding.decrypt(
                bytes(
                    "uNCkWiNYzKTnBN9ji3-qWAAAABkCYTHOG8chz_gnvgOqdGYovxyjuqRyJFjEDyoF1Fvkj6hQPdPHI51OEUKEpgz3SsLWIqS_uA"
                )
            ) { keyID throws(WebPushDecryptionError) in
                #expect(keyID == Array("a1".utf8))
                return key
            }
            #expect(plaintext == Array("I am the walrus".utf8))
        }

        @Test func aMessageEncryptedWithFreshKeysRoundTrips() throws {
            let browser = P256.KeyAgreement.PrivateKey()
            let auth = (0..<16).map { UInt8($0 * 7) }
            let subscription = try WebPushSubscription(
                endpoint: "https://push.example.net/x", p256dh: Base64URL.encode(browser.publicKey.x963Representation),
                auth: Base64URL.encode(auth))
            let plaintext = Array(#"{"actionable":1,"title":"Dînér à 8? 🍽"}"#.utf8)
            let first = try WebPushEncryption.encrypt(plaintext, for: subscription)
            let second = try WebPushEncryption.encrypt(plaintext, for: subscription)
            #expect(first != second)
            let decryptor = WebPushDecryptor(privateKey: browser, authSecret: auth)
            #expect(try decryptor.decrypt(first) == plaintext)
            #expect(try decryptor.decrypt(second) == plaintext)
            #expect(first[16..<21] == [0, 0, 0x10, 0, 65])
        }

        /// Yields `words` in turn, then ones.
        struct ScriptedGenerator: RandomNumberGenerator {
            var words: [UInt64]
            mutating func next() -> UInt64 { words.isEmpty ? 1 : words.removeFirst() }
        }

        @Test func anEphemeralScalarOutOfRangeIsDrawnAgain() {
            // 2^256 - 1 is above P-256's order; the second draw (four words of 1) is the key.
            var generator = ScriptedGenerator(words: [.max, .max, .max, .max])
            let key = WebPushEncryption.ephemeralKey(using: &generator)
            let one = withUnsafeBytes(of: UInt64(1)) { Array($0) }
            #expect(Array(key.rawRepresentation) == one + one + one + one)
            #expect(generator.words.isEmpty)
        }

        @Test func theLargestPlaintextMakesARecordOfExactly4096Bytes() throws {
            let subscription = try RFC8291.subscription()
            let body = try WebPushEncryption.encrypt([UInt8](repeating: 0x61, count: 3993), for: subscription)
            #expect(body.count == 4096)
            #expect(throws: WebPushInputError.self) {
                try WebPushEncryption.encrypt([UInt8](repeating: 0x61, count: 3994), for: subscription)
            }
        }

        @Test func aTamperedTagIsAnAuthenticationError() throws {
            var body = bytes(RFC8291.message)
            body[body.count - 1] ^= 0x01
            #expect(throws: WebPushDecryptionError.authenticationFailed(record: 0)) {
                try RFC8291.decryptor().decrypt(body)
            }
        }

        @Test func aTamperedCiphertextIsAnAuthenticationError() throws {
            var body = bytes(RFC8291.message)
            body[90] ^= 0x80
            #expect(throws: WebPushDecryptionError.authenticationFailed(record: 0)) {
                try RFC8291.decryptor().decrypt(body)
            }
        }

        @Test(arguments: [0, 1, 20, 21, 50, 86])
        func aShortMessageIsAHeaderOrRecordError(length: Int) throws {
            let body = Array(bytes(RFC8291.message).prefix(length))
            #expect(throws: WebPushDecryptionError.self) { try RFC8291.decryptor().decrypt(body) }
            let error = try #require(throws: WebPushDecryptionError.self) { try RFC8291.decryptor().decrypt(body) }
            switch error {
            case .truncatedHeader, .truncatedRecord: break
            default: Issue.record("unexpected \(error)")
            }
        }

        @Test func aMessageForAnotherSubscriptionDoesNotAuthenticate() throws {
            let stranger = WebPushDecryptor(privateKey: P256.KeyAgreement.PrivateKey(), authSecret: bytes(RFC8291.auth))
            #expect(throws: WebPushDecryptionError.authenticationFailed(record: 0)) {
                try stranger.decrypt(bytes(RFC8291.message))
            }
            let wrongAuth = WebPushDecryptor(
                privateKey: try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(RFC8291.userAgentPrivate)),
                authSecret: [UInt8](repeating: 0, count: 16))
            #expect(throws: WebPushDecryptionError.authenticationFailed(record: 0)) {
                try wrongAuth.decrypt(bytes(RFC8291.message))
            }
        }

        @Test func aKeyIDThatIsNotAPointIsRefused() throws {
            var body = bytes(RFC8291.message)
            body[22] ^= 0xFF
            #expect(throws: WebPushDecryptionError.invalidSenderKey) { try RFC8291.decryptor().decrypt(body) }
            var shortID = bytes(RFC8291.message)
            shortID[20] = 10
            #expect(throws: WebPushDecryptionError.keyIDLength(10)) { try RFC8291.decryptor().decrypt(shortID) }
        }

        @Test func everyDecryptionErrorSaysWhatIsWrong() {
            #expect(
                WebPushDecryptionError.authenticationFailed(record: 0).description
                    == "record 0 does not authenticate: the message was altered, or was encrypted for another subscription"
            )
            #expect(
                WebPushDecryptionError.truncatedHeader(3).description
                    == "the message is 3 bytes, shorter than its aes128gcm header (salt, record size, key id)")
        }
    }
#endif
