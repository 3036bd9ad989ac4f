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
    public static let timestampHeader = "X-Actionable-Timestamp"
    public static let signatureHeader = "X-Actionable-Signature"
    static let version = "v1"

    /// An HMAC already keyed with the secret, built once and copied per request: keying hashes the padded key
    /// twice, which a request need not repeat. swift-crypto does not mark `HMAC` `Sendable` on Linux (its hash state
    /// lives in a class), but this one is never mutated after `init`; every use works on its own copy, which the
    /// hash state's copy-on-write gives storage of its own at the first update.
    private nonisolated(unsafe) let keyed: HMAC<SHA256>

    /// - Parameter secret: the shared secret, as bytes (at least 32 are recommended).
    public init(secret: some DataProtocol) {
        keyed = HMAC<SHA256>(key: SymmetricKey(data: Array(secret)))
    }

    /// The signature header value for `body` sent at `timestamp` (seconds since 1970).
    public func signature(for body: some DataProtocol, timestamp: Int) -> String {
        var text = "\(Self.version)="
        let digits = Array("0123456789abcdef".utf8)
        for byte in code(timestamp: timestamp, { $0.update(data: body) }) {
            text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
            text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
        }
        return text
    }

    /// Whether `signature` (a header value) signs `body` at `timestamp`, compared in constant time.
    public func isValid(signature: String, for body: some DataProtocol, timestamp: Int) -> Bool {
        guard let mac = Self.mac(fromHeader: signature) else { return false }
        return code(timestamp: timestamp, { $0.update(data: body) }) == mac
    }

    /// Whether `mac` (from ``mac(fromHeader:)``) signs the readable bytes of `body` at `timestamp`, without copying
    /// the body; compared in constant time.
    func isValid(mac: [UInt8], for body: ByteBuffer, timestamp: Int) -> Bool {
        code(timestamp: timestamp, { hmac in body.withUnsafeReadableBytes { hmac.update(data: $0) } }) == mac
    }

    /// The HMAC of `v1:<timestamp>:` followed by what `body` feeds it.
    private func code(
        timestamp: Int, _ body: (inout HMAC<SHA256>) -> Void
    ) -> HashedAuthenticationCode<SHA256> {
        var hmac = keyed
        hmac.update(data: Array("\(Self.version):\(timestamp):".utf8))
        body(&hmac)
        return hmac.finalize()
    }

    /// The 32 bytes of a `v1=<64 hex digits>` header value, or `nil` when it has another form.
    static func mac(fromHeader value: String) -> [UInt8]? {
        let utf8 = value.utf8
        guard utf8.count == 3 + 64, utf8.starts(with: "v1=".utf8) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        var high: UInt8?
        for character in utf8.dropFirst(3) {
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }
}
