#if WebPush
    import Actionable
    import Crypto
    import Foundation
    import Testing

    @testable import ActionableWebPush

    /// What a browser or a network can hand the Web Push code, mutated at random from valid inputs with a fixed seed
    /// (so a failure replays): a subscription's JSON and keys, base64url text, an encrypted body. Each input is
    /// either accepted or refused with the module's typed error, and an altered body never decrypts to other bytes.
    @Suite struct HostileInputTests {
        /// SplitMix64: the same sequence on every machine.
        struct Seeded {
            var state: UInt64
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
            mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        }

        /// `input` with one to four random edits: a byte replaced, inserted or removed, a run duplicated, the end
        /// cut.
        static func mutate(_ input: [UInt8], with random: inout Seeded) -> [UInt8] {
            var bytes = input
            for _ in 0...random.below(4) {
                let position = random.below(bytes.count + 1)
                switch random.below(5) {
                case 0 where position < bytes.count: bytes[position] = random.byte()
                case 1: bytes.insert(random.byte(), at: position)
                case 2 where position < bytes.count: bytes.remove(at: position)
                case 3 where position < bytes.count:
                    let end = min(bytes.count, position + random.below(16) + 1)
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                default: bytes = Array(bytes.prefix(position))
                }
            }
            return bytes
        }

        static let validSubscription = Array(
            """
            {"endpoint":"https://push.example.net/push/JzLQ3raZ","expirationTime":null,\
            "keys":{"p256dh":"\(RFC8291.userAgentPublic)","auth":"\(RFC8291.auth)"}}
            """.utf8)

        @Test func aMutatedSubscriptionIsReadOrRefusedWithASentence() {
            var random = Seeded(state: 0x5EED_0001)
            var accepted = 0
            var refused = 0
            for _ in 0..<3_000 {
                let input = Self.mutate(Self.validSubscription, with: &random)
                do {
                    let subscription = try WebPushSubscription(json: input)
                    #expect(subscription.authSecret.count == 16 && subscription.userAgentPublicKeyBytes.count == 65)
                    accepted += 1
                } catch {
                    #expect(!error.description.isEmpty)
                    refused += 1
                }
            }
            // Both ways were exercised: the mutations are neither all harmless nor all fatal.
            #expect(accepted > 0 && refused > 1_000)
        }

        @Test func base64URLDecodesWhatItEncodesAndRefusesTheRestWithoutTrapping() {
            var random = Seeded(state: 0x5EED_0002)
            for _ in 0..<3_000 {
                let bytes = (0..<random.below(80)).map { _ in random.byte() }
                let text = Base64URL.encode(bytes)
                #expect(Base64URL.decode(text) == bytes)
                let mutated = String(decoding: Self.mutate(Array(text.utf8), with: &random), as: UTF8.self)
                if let decoded = Base64URL.decode(mutated) {
                    // What decodes is the canonical text's bytes: encoding them again gives text of the same length
                    // (less padding).
                    #expect(Base64URL.encode(decoded).count == mutated.filter { $0 != "=" }.count)
                }
            }
        }

        @Test func anAlteredBodyNeverDecryptsToOtherBytes() throws {
            var random = Seeded(state: 0x5EED_0003)
            let decryptor = try RFC8291.decryptor()
            let body = bytes(RFC8291.message)
            #expect(try decryptor.decrypt(body) == RFC8291.plaintext)
            var refused = 0
            for _ in 0..<2_000 {
                let altered = Self.mutate(body, with: &random)
                guard altered != body else { continue }
                do {
                    // Only an edit that leaves the record and its tag intact (a cut padding byte, say) may still
                    // decrypt, and then to the same plaintext.
                    #expect(try decryptor.decrypt(altered) == RFC8291.plaintext)
                } catch {
                    #expect(!error.description.isEmpty)
                    refused += 1
                }
            }
            #expect(refused > 1_500)
        }
    }
#endif
