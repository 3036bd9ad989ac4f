#if HTTP && Vapor
    import Crypto
    import NIOCore
    import Testing

    @testable import ActionableHummingbird
    @testable import ActionableRuntime

    /// `RequestSigner` computes HMAC-SHA256 from two pre-keyed SHA-256 states rather than through swift-crypto's
    /// `HMAC`: these tests hold it to swift-crypto's `HMAC<SHA256>` over `v1:<timestamp>:<body>`, for keys shorter
    /// than, as long as and longer than SHA-256's 64-byte block (a longer key is hashed first), so a signer and a
    /// verifier that agreed with each other but not with HMAC would fail here.
    @Suite struct RequestSigningTests {
        static let keyLengths = [0, 1, 3, 32, 63, 64, 65, 100, 200]
        static let bodies: [[UInt8]] = [
            [], Array(#"{"category":"INVITE","action":"ACCEPT","notification-id":"n-1"}"#.utf8),
            Array(repeating: 0xFF, count: 1000), Array("日本語のテキスト".utf8),
        ]
        static let timestamps = [0, 1, 1_764_139_200, -5, Int.max, Int.min]

        static func expected(key: [UInt8], body: [UInt8], timestamp: Int) -> String {
            let message = Array("v1:\(timestamp):".utf8) + body
            let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
            return "v1="
                + code.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
                .joined()
        }

        @Test("signatures are swift-crypto's HMAC-SHA256 of v1:<timestamp>:<body>, for every key length")
        func signaturesAreHMAC() {
            for length in Self.keyLengths {
                let key = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let signer = RequestSigner(secret: key)
                for body in Self.bodies {
                    for timestamp in Self.timestamps {
                        let expected = Self.expected(key: key, body: body, timestamp: timestamp)
                        #expect(signer.signature(for: body, timestamp: timestamp) == expected, "key \(length) bytes")
                        #expect(signer.isValid(signature: expected, for: body, timestamp: timestamp))
                        #expect(
                            signer.isValid(
                                signature: expected.uppercased().replacing("V1=", with: "v1="), for: body,
                                timestamp: timestamp))
                        var buffer = ByteBuffer()
                        buffer.writeBytes(body)
                        let mac = RequestSigner.mac(fromHeader: expected)
                        #expect(mac?.0 == .v1)
                        #expect(mac.map { signer.isValid(mac: $0.1, for: buffer, timestamp: timestamp) } == true)
                    }
                }
            }
        }

        @Test("a signature of another body, timestamp or key, or in another form, is refused")
        func mismatchesAreRefused() {
            let key = Array("a shared secret of thirty-two b!".utf8)
            let signer = RequestSigner(secret: key)
            let body = Self.bodies[1]
            let good = Self.expected(key: key, body: body, timestamp: 100)
            #expect(signer.isValid(signature: good, for: body, timestamp: 100))
            #expect(!signer.isValid(signature: good, for: body + [0x20], timestamp: 100))
            #expect(!signer.isValid(signature: good, for: body, timestamp: 101))
            #expect(!RequestSigner(secret: key + [1]).isValid(signature: good, for: body, timestamp: 100))
            // One hex digit changed, at the start and at the end.
            for index in [3, good.utf8.count - 1] {
                var bytes = Array(good.utf8)
                bytes[index] = bytes[index] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
                #expect(!signer.isValid(signature: String(decoding: bytes, as: UTF8.self), for: body, timestamp: 100))
            }
            for malformed in [
                "", "v1=", String(good.dropLast()), good + "0", "v2" + good.dropFirst(2),
                "v1=" + String(repeating: "g", count: 64),
            ] {
                #expect(!signer.isValid(signature: malformed, for: body, timestamp: 100), "\(malformed)")
            }
        }

        static func expectedV2(
            key: [UInt8], method: String, path: String, idempotencyKey: String?, body: [UInt8], timestamp: Int
        ) -> String {
            let message = Array("v2\n\(timestamp)\n\(method)\n\(path)\n\(idempotencyKey ?? "")\n".utf8) + body
            let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
            return "v2=" + code.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }

        @Test("version 2 signatures are swift-crypto's HMAC-SHA256 of the method, path, key and body lines")
        func versionTwoIsHMAC() {
            for length in Self.keyLengths {
                let key = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let signer = RequestSigner(secret: key)
                for body in Self.bodies {
                    for (path, idempotencyKey) in [("/v1/action-responses", nil), ("/api/v1/x?y=1", "tap:n-1:ACCEPT")] {
                        let expected = Self.expectedV2(
                            key: key, method: "POST", path: path, idempotencyKey: idempotencyKey, body: body,
                            timestamp: 1_764_139_200)
                        let signed = signer.signature(
                            method: "POST", path: path, idempotencyKey: idempotencyKey, body: body,
                            timestamp: 1_764_139_200)
                        #expect(signed == expected, "key \(length) bytes")
                        #expect(
                            signer.isValid(
                                signature: signed, method: "POST", path: path, idempotencyKey: idempotencyKey,
                                body: body,
                                timestamp: 1_764_139_200))
                        #expect(RequestSigner.mac(fromHeader: signed)?.0 == .v2)
                        #expect(!signer.isValid(signature: signed, for: body, timestamp: 1_764_139_200), "not a v1")
                    }
                }
            }
        }

        @Test("a version 2 signature names one method, path and key: any other is refused, and fields cannot shift")
        func versionTwoBindsTheRequest() {
            let signer = RequestSigner(secret: Array("a shared secret of thirty-two b!".utf8))
            let body = Self.bodies[1]
            let good = signer.signature(method: "POST", path: "/a", idempotencyKey: "b:c", body: body, timestamp: 5)
            func valid(_ method: String, _ path: String, _ key: String?, _ body: [UInt8] = Self.bodies[1]) -> Bool {
                signer.isValid(
                    signature: good, method: method, path: path, idempotencyKey: key, body: body, timestamp: 5)
            }
            #expect(valid("POST", "/a", "b:c"))
            #expect(!valid("PUT", "/a", "b:c"))
            #expect(!valid("POST", "/other", "b:c"))
            #expect(!valid("POST", "/a", "b:d"))
            #expect(!valid("POST", "/a", nil))
            #expect(!valid("POST", "/a:b", "c"), "a colon moved between path and key")
            #expect(!valid("POST", "/a", "b:c", body + [0x20]))
        }
    }
#endif
