import Crypto
import Foundation
import HTTPTypes

/// How the endpoint authenticates senders. Secrets are never logged: this type's description hides them.
public enum Authentication: Sendable, CustomStringConvertible {
    /// HMAC-SHA256 signatures over timestamp and body (see ``RequestSigner``), accepted within `replayWindow` of the
    /// server's clock in both directions.
    case hmac(secret: [UInt8], replayWindow: Duration = .seconds(300))
    /// `Authorization: Bearer <token>`, compared in constant time. Simpler, but a captured request can be replayed.
    case bearer(token: String)
    /// No authentication: for local trials only.
    case none

    public var description: String {
        switch self {
        case .hmac(_, let window): "HMAC-SHA256 signatures (replay window ±\(window))"
        case .bearer: "bearer token"
        case .none: "none"
        }
    }

    /// Why a request is refused, in words safe to send back (no secret, no expected value).
    enum Failure: Error, Equatable {
        case missingCredentials(String)
        case badSignature
        case staleTimestamp
        case futureTimestamp
        case badToken

        var message: String {
            switch self {
            case .missingCredentials(let what): "missing \(what)"
            case .badSignature: "the signature does not match the body and timestamp"
            case .staleTimestamp: "the timestamp is older than the replay window; sign the request again"
            case .futureTimestamp: "the timestamp is ahead of the server's clock by more than the replay window"
            case .badToken: "the bearer token is not valid"
            }
        }
    }

    /// Checks `headers` and `body` at `now` (seconds since 1970).
    func verify(headers: HTTPFields, body: some DataProtocol, now: Int) -> Failure? {
        switch self {
        case .none:
            return nil
        case .bearer(let token):
            guard let value = headers[.authorization], value.hasPrefix("Bearer ") else {
                return .missingCredentials("Authorization: Bearer header")
            }
            return Self.constantTimeEquals(Array(value.dropFirst(7).utf8), Array(token.utf8)) ? nil : .badToken
        case .hmac(let secret, let window):
            guard let timestampText = headers[.actionableTimestamp],
                let timestamp = Int(timestampText)
            else { return .missingCredentials("\(RequestSigner.timestampHeader) header (seconds since 1970)") }
            guard let signature = headers[.actionableSignature] else {
                return .missingCredentials("\(RequestSigner.signatureHeader) header")
            }
            let windowSeconds = Int(window.components.seconds)
            if timestamp < now - windowSeconds { return .staleTimestamp }
            if timestamp > now + windowSeconds { return .futureTimestamp }
            let signer = RequestSigner(secret: secret)
            return signer.isValid(signature: signature, for: body, timestamp: timestamp) ? nil : .badSignature
        }
    }

    /// Compares without returning early, so timing tells nothing about how much matched.
    static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var difference = UInt8(lhs.count == rhs.count ? 0 : 1)
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}
