#if WebPush
    import Actionable
    import ActionableTesting
    import Crypto
    import Foundation
    import Testing

    @testable import ActionableWebPush

    @Suite struct VAPIDTests {
        /// The parts of `vapid t=<jwt>, k=<key>`, the JWT's header and claims decoded.
        struct Parsed {
            let header: [String: Any]
            let claims: [String: Any]
            let signingInput: String
            let signature: [UInt8]
            let key: String
        }

        func parse(_ authorization: String) throws -> Parsed {
            let prefix = "vapid t="
            #expect(authorization.hasPrefix(prefix))
            let parts = authorization.dropFirst(prefix.count).split(separator: ", k=")
            try #require(parts.count == 2)
            let jwt = parts[0].split(separator: ".").map(String.init)
            try #require(jwt.count == 3)
            let header = try JSONSerialization.jsonObject(with: Data(bytes(jwt[0]))) as? [String: Any]
            let claims = try JSONSerialization.jsonObject(with: Data(bytes(jwt[1]))) as? [String: Any]
            return Parsed(
                header: try #require(header), claims: try #require(claims), signingInput: jwt[0] + "." + jwt[1],
                signature: bytes(jwt[2]), key: String(parts[1]))
        }

        @Test func aKeyReadsBackFromItsBase64URLPrivateScalar() throws {
            let key = VAPIDKey()
            let again = try VAPIDKey(base64URLPrivateKey: key.privateKeyBase64URL + "\n")
            #expect(again.publicKeyBase64URL == key.publicKeyBase64URL)
            #expect(key.publicKeyBytes.count == 65)
            #expect(key.publicKeyBytes.first == 0x04)
            #expect(key.privateKeyBase64URL.count == 43)
        }

        @Test func theRFCsSenderKeyHasTheRFCsPublicKey() throws {
            let key = try VAPIDKey(base64URLPrivateKey: RFC8291.senderPrivate)
            #expect(key.publicKeyBase64URL == RFC8291.senderPublic)
        }

        @Test(arguments: ["", "not base64!", "AAAA", String(repeating: "A", count: 43)])
        func aMalformedPrivateKeyIsAClearError(text: String) {
            #expect(throws: WebPushInputError.self) { try VAPIDKey(base64URLPrivateKey: text) }
        }

        @Test func theTokenIsAnES256JWTForThePushServicesOrigin() throws {
            let clock = ManualClock()
            let key = VAPIDKey()
            let signer = try VAPIDSigner(key: key, subject: "mailto:push@example.com", clock: clock)
            let header = try signer.authorization(
                forEndpoint: try #require(URL(string: "https://Push.Example.net/wpush/v2/abc?x=1")))
            let parsed = try parse(header)
            #expect(parsed.header["alg"] as? String == "ES256")
            #expect(parsed.header["typ"] as? String == "JWT")
            #expect(parsed.claims["aud"] as? String == "https://push.example.net")
            #expect(parsed.claims["sub"] as? String == "mailto:push@example.com")
            let now = clock.secondsSince1970
            #expect(parsed.claims["exp"] as? Int == now + 12 * 3600)
            #expect(parsed.key == key.publicKeyBase64URL)
            let signature = try P256.Signing.ECDSASignature(rawRepresentation: parsed.signature)
            #expect(key.privateKey.publicKey.isValidSignature(signature, for: Data(parsed.signingInput.utf8)))
        }

        @Test func anOriginKeepsAPortThatIsNotTheDefault() throws {
            #expect(
                try VAPIDSigner.origin(of: #require(URL(string: "http://127.0.0.1:8123/push/1")))
                    == "http://127.0.0.1:8123")
            #expect(
                try VAPIDSigner.origin(of: #require(URL(string: "https://fcm.googleapis.com:443/fcm/send/x")))
                    == "https://fcm.googleapis.com")
            #expect(throws: WebPushInputError.self) {
                try VAPIDSigner.origin(of: #require(URL(string: "mailto:someone@example.com")))
            }
        }

        @Test func aTokenIsReusedForOneOriginUntilNearItsExpiryThenRenewed() throws {
            let clock = ManualClock()
            let signer = try VAPIDSigner(
                key: VAPIDKey(), subject: "https://example.com/contact", validity: .seconds(12 * 3600),
                renewalMargin: .seconds(3600), clock: clock)
            let first = signer.authorization(audience: "https://push.example.net")
            clock.advance(by: .seconds(5 * 3600))
            #expect(signer.authorization(audience: "https://push.example.net") == first)
            let other = signer.authorization(audience: "https://fcm.googleapis.com")
            #expect(other != first)
            #expect(try parse(other).claims["aud"] as? String == "https://fcm.googleapis.com")
            // 11 hours in, one hour before the expiry: still the first token until the margin is reached.
            clock.advance(by: .seconds(6 * 3600 - 1))
            #expect(signer.authorization(audience: "https://push.example.net") == first)
            clock.advance(by: .seconds(1))
            let renewed = signer.authorization(audience: "https://push.example.net")
            #expect(renewed != first)
            let expiry = try parse(renewed).claims["exp"] as? Int
            #expect(expiry == clock.secondsSince1970 + 12 * 3600)
            #expect(signer.authorization(audience: "https://push.example.net") == renewed)
        }

        @Test(arguments: ["push@example.com", "http://example.com", "mailto:", ""])
        func aSubjectThatIsNotMailtoOrHttpsIsRefused(subject: String) {
            #expect(throws: WebPushInputError.self) { try VAPIDSigner(key: VAPIDKey(), subject: subject) }
        }

        @Test func aValidityOver24HoursIsRefused() {
            #expect(throws: WebPushInputError.self) {
                try VAPIDSigner(key: VAPIDKey(), subject: "mailto:a@example.com", validity: .seconds(24 * 3600 + 1))
            }
            #expect(throws: WebPushInputError.self) {
                try VAPIDSigner(
                    key: VAPIDKey(), subject: "mailto:a@example.com", validity: .seconds(3600),
                    renewalMargin: .seconds(3600))
            }
        }
    }
#endif
