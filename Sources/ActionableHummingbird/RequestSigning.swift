#if HTTP
    import Actionable
    import Crypto
    public import Foundation
    import NIOCore

    /// HMAC-SHA256 request signing: the sender signs `v1:<timestamp>:<body>` with a shared secret and sends
    ///
    /// ```
    /// X-Actionable-Timestamp: 1795253400
    /// X-Actionable-Signature: v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
    /// ```
    ///
    /// The receiver recomputes the signature, compares in constant time, and accepts timestamps within a replay window
    /// in both directions (a clock that runs ahead is as suspicious as a replayed request).
    public struct RequestSigner: Sendable {
        /// The header with the time the request was signed, in whole seconds since 1970.
        public static let timestampHeader = "X-Actionable-Timestamp"
        /// The header with the signature: `v1=` and the MAC in 64 hex digits.
        public static let signatureHeader = "X-Actionable-Signature"
        static let version = "v1"
        /// `v1:`, what every signed message starts with.
        private static let prefix = Array("\(version):".utf8)

        /// HMAC-SHA256 (RFC 2104) as its two SHA-256 states already keyed with the secret: the inner one has hashed the
        /// key XOR ipad, the outer one the key XOR opad. Each request copies them (the hash state's copy-on-write gives
        /// the copy storage of its own at the first update) and feeds them through `SHA256`'s non-generic
        /// `update(bufferPointer:)`; `HMAC<SHA256>` computes the same, but its `update(data:)` is generic over
        /// `DataProtocol` and unspecialized from another module. swift-crypto does not mark `SHA256` `Sendable` on
        /// Linux (its state lives in a class), but these two are never mutated after `init`.
        private nonisolated(unsafe) let inner: SHA256
        private nonisolated(unsafe) let outer: SHA256

        /// - Parameter secret: the shared secret, as bytes (at least 32 are recommended).
        public init(secret: some DataProtocol) {
            // As HMAC does: a key longer than a block is hashed first, and every key is padded with zeros to a block.
            var key = Array(secret)
            if key.count > SHA256.blockByteCount { key = Array(SHA256.hash(data: key)) }
            key += repeatElement(0, count: SHA256.blockByteCount - key.count)
            var inner = SHA256()
            inner.update(data: key.map { $0 ^ 0x36 })
            var outer = SHA256()
            outer.update(data: key.map { $0 ^ 0x5C })
            self.inner = inner
            self.outer = outer
        }

        /// The signature header value for `body` sent at `timestamp` (seconds since 1970).
        public func signature(for body: some DataProtocol, timestamp: Int) -> String {
            var text = "\(Self.version)="
            let digits = Array("0123456789abcdef".utf8)
            let mac = code(timestamp: timestamp) { hash in
                for region in body.regions { region.withUnsafeBytes { hash.update(bufferPointer: $0) } }
            }
            for byte in mac {
                text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
            }
            return text
        }

        /// Whether `signature` (a header value) signs `body` at `timestamp`, compared in constant time.
        public func isValid(signature: String, for body: some DataProtocol, timestamp: Int) -> Bool {
            guard let mac = Self.mac(fromHeader: signature) else { return false }
            let code = code(timestamp: timestamp) { hash in
                for region in body.regions { region.withUnsafeBytes { hash.update(bufferPointer: $0) } }
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// Whether `mac` (from ``mac(fromHeader:)``) signs the readable bytes of `body` at `timestamp`, without copying
        /// the body; compared in constant time.
        func isValid(mac: [UInt8], for body: ByteBuffer, timestamp: Int) -> Bool {
            let code = code(timestamp: timestamp) { hash in
                body.withUnsafeReadableBytes { hash.update(bufferPointer: $0) }
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// The HMAC of `v1:<timestamp>:` followed by what `body` feeds it.
        private func code(timestamp: Int, _ body: (inout SHA256) -> Void) -> SHA256.Digest {
            var hash = inner
            Self.withPrefix(timestamp: timestamp) { hash.update(bufferPointer: $0) }
            body(&hash)
            let innerDigest = hash.finalize()
            var outerHash = outer
            innerDigest.withUnsafeBytes { outerHash.update(bufferPointer: $0) }
            return outerHash.finalize()
        }

        /// Calls `body` with the bytes of `v1:<timestamp>:` (the timestamp in decimal, `-` first when negative), written
        /// on the stack: no string to interpolate and no array per request.
        private static func withPrefix(timestamp: Int, _ body: (UnsafeRawBufferPointer) -> Void) {
            // "v1:" + a sign + at most 20 digits + ":".
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                var end = buffer.count
                end -= 1
                buffer[end] = UInt8(ascii: ":")
                var magnitude = timestamp.magnitude
                repeat {
                    end -= 1
                    buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                if timestamp < 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: "-")
                }
                for byte in prefix.reversed() {
                    end -= 1
                    buffer[end] = byte
                }
                body(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[end...])))
            }
        }

        /// Compares all 32 bytes whatever differs, so timing tells nothing about how much matched.
        private static func constantTimeEquals(_ code: SHA256.Digest, _ mac: [UInt8]) -> Bool {
            code.withUnsafeBytes { code in
                guard code.count == mac.count else { return false }
                var difference: UInt8 = 0
                for index in 0..<code.count { difference |= code[index] ^ mac[index] }
                return difference == 0
            }
        }

        /// The 32 bytes of a `v1=<64 hex digits>` header value, or `nil` when it has another form.
        static func mac(fromHeader value: String) -> [UInt8]? {
            var value = value
            return value.withUTF8 { utf8 -> [UInt8]? in
                guard utf8.count == 3 + 64, utf8[0] == UInt8(ascii: "v"), utf8[1] == UInt8(ascii: "1"),
                    utf8[2] == UInt8(ascii: "=")
                else { return nil }
                var bytes = [UInt8](repeating: 0, count: 32)
                for index in 0..<32 {
                    guard let high = utf8[3 + 2 * index].hexDigitValue, let low = utf8[4 + 2 * index].hexDigitValue
                    else {
                        return nil
                    }
                    bytes[index] = high << 4 | low
                }
                return bytes
            }
        }
    }
#endif
