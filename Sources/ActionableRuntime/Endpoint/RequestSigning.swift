#if HTTP || Vapor
    import Actionable
    import Crypto
    public import Foundation
    import NIOCore

    /// HMAC-SHA256 request signing with a shared secret. The sender signs, in version 2 (the default),
    ///
    /// ```
    /// v2\n<timestamp>\n<METHOD>\n<path>\n<Idempotency-Key>\n<body>
    /// ```
    ///
    /// (the lines joined by a newline: the method, the path with its query as the request line carries it, the
    /// `Idempotency-Key` header or nothing, then the body exactly as sent), and sends
    ///
    /// ```
    /// X-Actionable-Timestamp: 1795253400
    /// X-Actionable-Signature: v2=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
    /// ```
    ///
    /// The receiver recomputes the signature, compares in constant time, and accepts timestamps within a replay window
    /// in both directions (a clock that runs ahead is as suspicious as a replayed request). Because the key is signed, a
    /// captured request sent again within the window is the same delivery (its first answer, replayed) and cannot be
    /// made a new one under a fresh key; because method and path are, it cannot be sent to another route behind the same
    /// secret. No header, method, path or key contains a newline, so the fields cannot run into each other.
    ///
    /// Version 1 signed `v1:<timestamp>:<body>` only. ``HMACAuthenticator`` refuses it unless `acceptingV1` is set,
    /// for the transition: turn it on, move every sender to version 2, then turn it off.
    public struct RequestSigner: Sendable {
        /// The header with the time the request was signed, in whole seconds since 1970.
        public static let timestampHeader = "X-Actionable-Timestamp"
        /// The header with the signature: `v2=` and the MAC in 64 hex digits.
        public static let signatureHeader = "X-Actionable-Signature"
        /// The fewest bytes a secret may have: as many as the hash's output (RFC 2104 §3).
        public static let minimumSecretLength = 32

        /// What a signature covers.
        public enum Scheme: String, Sendable, Hashable, CaseIterable {
            /// `v1:<timestamp>:<body>`: accepted only during a transition.
            case v1
            /// Timestamp, method, path, `Idempotency-Key` and body.
            case v2
        }

        /// `v1:`, what every version 1 message starts with.
        private static let prefixV1 = Array("v1:".utf8)
        /// `v2\n`, what every version 2 message starts with.
        private static let prefixV2 = Array("v2\n".utf8)

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

        /// The version 2 signature header value for a request: its method, path (with the query, as the request line
        /// carries it), `Idempotency-Key` (`nil` when it sends none) and `body`, sent at `timestamp`.
        public func signature(
            method: String, path: String, idempotencyKey: String?, body: some DataProtocol, timestamp: Int
        ) -> String {
            let mac = code(timestamp: timestamp, scheme: .v2) { hash in
                Self.feedV2Fields(method: method, path: path, idempotencyKey: idempotencyKey, into: &hash)
                Self.feed(body, into: &hash)
            }
            return Self.header(.v2, mac)
        }

        /// The version 1 signature header value for `body` sent at `timestamp`: for a service that still accepts
        /// version 1 during a transition.
        public func signature(for body: some DataProtocol, timestamp: Int) -> String {
            let mac = code(timestamp: timestamp, scheme: .v1) { hash in
                Self.feed(body, into: &hash)
            }
            return Self.header(.v1, mac)
        }

        /// `v1=` or `v2=` and the MAC in hex.
        private static func header(_ scheme: Scheme, _ mac: SHA256.Digest) -> String {
            var text = "\(scheme.rawValue)="
            let digits = Array("0123456789abcdef".utf8)
            for byte in mac {
                text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
            }
            return text
        }

        /// Whether `signature` (a header value, version 1 or 2) signs the request at `timestamp`, compared in
        /// constant time.
        public func isValid(
            signature: String, method: String, path: String, idempotencyKey: String?, body: some DataProtocol,
            timestamp: Int
        ) -> Bool {
            guard let (scheme, mac) = Self.mac(fromHeader: signature) else { return false }
            let code = code(timestamp: timestamp, scheme: scheme) { hash in
                if scheme == .v2 {
                    Self.feedV2Fields(method: method, path: path, idempotencyKey: idempotencyKey, into: &hash)
                }
                Self.feed(body, into: &hash)
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// Whether `signature` (a version 1 header value, `v1=…`) signs `body` at `timestamp`, compared in constant
        /// time: for a service that checks version 1 itself during a transition.
        public func isValid(signature: String, for body: some DataProtocol, timestamp: Int) -> Bool {
            guard let (scheme, mac) = Self.mac(fromHeader: signature), scheme == .v1 else { return false }
            let code = code(timestamp: timestamp, scheme: .v1) { hash in
                Self.feed(body, into: &hash)
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// Whether `mac` (a version 1 MAC from ``mac(fromHeader:)``) signs the readable bytes of `body` at
        /// `timestamp`, without copying the body; compared in constant time.
        func isValid(mac: [UInt8], for body: ByteBuffer, timestamp: Int) -> Bool {
            let code = code(timestamp: timestamp, scheme: .v1) { hash in
                body.withUnsafeReadableBytes { hash.update(bufferPointer: $0) }
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// Whether `mac` (a version 2 MAC) signs the request, without copying the body; compared in constant time.
        func isValid(
            mac: [UInt8], method: String, path: String, idempotencyKey: String?, body: ByteBuffer, timestamp: Int
        ) -> Bool {
            let code = code(timestamp: timestamp, scheme: .v2) { hash in
                Self.feedV2Fields(method: method, path: path, idempotencyKey: idempotencyKey, into: &hash)
                body.withUnsafeReadableBytes { hash.update(bufferPointer: $0) }
            }
            return Self.constantTimeEquals(code, mac)
        }

        /// Every region of `body`, in order, through the non-generic `update(bufferPointer:)`.
        private static func feed(_ body: some DataProtocol, into hash: inout SHA256) {
            for region in body.regions { region.withUnsafeBytes { hash.update(bufferPointer: $0) } }
        }

        /// `<METHOD>\n<path>\n<key>\n`, after the version 2 prefix and timestamp.
        private static func feedV2Fields(method: String, path: String, idempotencyKey: String?, into hash: inout SHA256)
        {
            let newline: UInt8 = 0x0A
            for field in [method, path, idempotencyKey ?? ""] {
                var field = field
                field.withUTF8 { hash.update(bufferPointer: UnsafeRawBufferPointer($0)) }
                withUnsafeBytes(of: newline) { hash.update(bufferPointer: $0) }
            }
        }

        /// The HMAC of `v1:<timestamp>:` (or `v2\n<timestamp>\n`) followed by what `body` feeds it.
        private func code(timestamp: Int, scheme: Scheme, _ body: (inout SHA256) -> Void) -> SHA256.Digest {
            var hash = inner
            Self.withPrefix(timestamp: timestamp, scheme: scheme) { hash.update(bufferPointer: $0) }
            body(&hash)
            let innerDigest = hash.finalize()
            var outerHash = outer
            innerDigest.withUnsafeBytes { outerHash.update(bufferPointer: $0) }
            return outerHash.finalize()
        }

        /// Calls `body` with the bytes of `v1:<timestamp>:` or `v2\n<timestamp>\n` (the timestamp in decimal, `-` first
        /// when negative), written on the stack: no string to interpolate and no array per request.
        private static func withPrefix(timestamp: Int, scheme: Scheme, _ body: (UnsafeRawBufferPointer) -> Void) {
            // "v1:" + a sign + at most 20 digits + ":".
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                let prefix = scheme == .v1 ? prefixV1 : prefixV2
                var end = buffer.count
                end -= 1
                buffer[end] = scheme == .v1 ? UInt8(ascii: ":") : 0x0A
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

        /// The scheme and 32 bytes of a `v1=` or `v2=<64 hex digits>` header value, or `nil` when it has another form.
        static func mac(fromHeader value: String) -> (Scheme, [UInt8])? {
            var value = value
            return value.withUTF8 { utf8 -> (Scheme, [UInt8])? in
                guard utf8.count == 3 + 64, utf8[0] == UInt8(ascii: "v"), utf8[2] == UInt8(ascii: "=") else {
                    return nil
                }
                let scheme: Scheme
                switch utf8[1] {
                case UInt8(ascii: "1"): scheme = .v1
                case UInt8(ascii: "2"): scheme = .v2
                default: return nil
                }
                var bytes = [UInt8](repeating: 0, count: 32)
                for index in 0..<32 {
                    guard let high = utf8[3 + 2 * index].hexDigitValue, let low = utf8[4 + 2 * index].hexDigitValue
                    else {
                        return nil
                    }
                    bytes[index] = high << 4 | low
                }
                return (scheme, bytes)
            }
        }
    }
#endif
