import Crypto
public import Foundation

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

    private let secret: [UInt8]

    /// - Parameter secret: the shared secret, as bytes (at least 32 are recommended).
    public init(secret: some DataProtocol) {
        self.secret = Array(secret)
    }

    private var key: SymmetricKey { SymmetricKey(data: secret) }

    /// The signature header value for `body` sent at `timestamp` (seconds since 1970).
    public func signature(for body: some DataProtocol, timestamp: Int) -> String {
        var hmac = HMAC<SHA256>(key: key)
        hmac.update(data: Array("\(Self.version):\(timestamp):".utf8))
        hmac.update(data: Data(body))
        return "\(Self.version)=" + Data(hmac.finalize()).map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `signature` (a header value) signs `body` at `timestamp`, compared in constant time.
    public func isValid(signature: String, for body: some DataProtocol, timestamp: Int) -> Bool {
        guard signature.hasPrefix("\(Self.version)="),
            let mac = Self.bytes(fromHex: signature.dropFirst(Self.version.count + 1))
        else { return false }
        var message = Data("\(Self.version):\(timestamp):".utf8)
        message.append(contentsOf: body)
        return HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: message, using: key)
    }

    static func bytes(fromHex hex: Substring) -> [UInt8]? {
        guard hex.utf8.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
