public import Foundation

/// A browser's push subscription as bytes: what `PushSubscription.toJSON()` gives the page, which the page sends to
/// the service to store — the push service URL, the browser's P-256 public key and its authentication secret.
///
/// ```json
/// {"endpoint": "https://fcm.googleapis.com/fcm/send/…", "expirationTime": null,
///  "keys": {"p256dh": "BCVxsr7N_eNgVRqv…", "auth": "BTBZMqHH6r4Tts7J_aSIgg"}}
/// ```
///
/// The JSON comes from browsers, so from anyone: it is read with the package's strict JSON reader (the one the
/// endpoint and the payload checker use, and their fuzz harnesses exercise), and each part is checked for its form
/// and length. Whether the key is a point on the curve is for the sender, which has the cryptography
/// (`ActionableWebPush`'s `WebPushSubscription`).
public struct WebPushSubscriptionKeys: Sendable, Hashable {
    /// The push service URL a message is POSTed to: absolute `https` with a host and no user info (`http` only to
    /// this machine, for a local stand-in of a push service).
    public let endpoint: URL
    /// The browser's public key (`keys.p256dh`): an uncompressed P-256 point, 65 bytes starting with 0x04.
    public let p256dh: [UInt8]
    /// The browser's authentication secret (`keys.auth`): 16 bytes (RFC 8291 section 3.2).
    public let auth: [UInt8]

    /// The parts of a subscription, each checked.
    /// - Parameters:
    ///   - endpoint: the push service URL.
    ///   - p256dh: the browser's public key in base64url (standard base64 and padding are accepted too).
    ///   - auth: the authentication secret in base64url.
    /// - Throws: ``WebPushSubscriptionError`` naming the part that is wrong.
    public init(endpoint: String, p256dh: String, auth: String) throws(WebPushSubscriptionError) {
        guard let url = URL(string: endpoint), let scheme = url.scheme?.lowercased(), let host = url.host,
            !host.isEmpty, url.user == nil, url.password == nil
        else {
            throw WebPushSubscriptionError(
                what: "the subscription's endpoint '\(endpoint.forMessage)'", problem: "is not an absolute https URL")
        }
        // The endpoint comes from a browser, so from anyone, and the service POSTs to it: plain http only to this
        // machine (a local stand-in of a push service), never to another host in the clear.
        guard scheme == "https" || (scheme == "http" && Self.isLoopback(host)) else {
            throw WebPushSubscriptionError(
                what: "the subscription's endpoint '\(endpoint.forMessage)'",
                problem:
                    "is not an https URL (push services are reached over https; http is allowed to this machine only)")
        }
        guard let key = Base64URL.decode(p256dh.trimmingWhitespace) else {
            throw WebPushSubscriptionError(what: "the subscription's keys.p256dh", problem: "is not base64url text")
        }
        guard key.count == 65, key.first == 0x04 else {
            throw WebPushSubscriptionError(
                what: "the subscription's keys.p256dh",
                problem: "is \(key.count) bytes; it must be an uncompressed P-256 point (65 bytes starting with 0x04)")
        }
        guard let secret = Base64URL.decode(auth.trimmingWhitespace) else {
            throw WebPushSubscriptionError(what: "the subscription's keys.auth", problem: "is not base64url text")
        }
        guard secret.count == 16 else {
            throw WebPushSubscriptionError(
                what: "the subscription's keys.auth",
                problem: "is \(secret.count) bytes; it must be 16 (RFC 8291 section 3.2)")
        }
        self.endpoint = url
        self.p256dh = key
        self.auth = secret
    }

    /// Whether `host` is this machine: `localhost`, `127.0.0.0/8` or `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name == "::1" || name.hasPrefix("127.") && name.split(separator: ".").count == 4
    }

    /// The subscription in `json`, the object `PushSubscription.toJSON()` returns (other members, such as
    /// `expirationTime`, are ignored; a member given twice is refused, so no reader can take the other one).
    /// - Throws: ``WebPushSubscriptionError`` saying what is missing or malformed.
    public init(json: some Sequence<UInt8>) throws(WebPushSubscriptionError) {
        let shape =
            "it must be PushSubscription.toJSON() as the page sent it: {\"endpoint\": …, \"keys\": {\"p256dh\": …, \"auth\": …}}"
        let document: JSONNode
        do {
            document = try JSONReader.read(Array(json), maxDepth: 8)
        } catch {
            throw WebPushSubscriptionError(
                what: "the subscription", problem: "is not JSON (\(error.description)); \(shape)")
        }
        guard case .object = document.value else {
            throw WebPushSubscriptionError(what: "the subscription", problem: "is not a JSON object; \(shape)")
        }
        func member(_ name: String, of node: JSONNode, in owner: String) throws(WebPushSubscriptionError) -> JSONNode? {
            guard case .object(let members) = node.value else { return nil }
            let named = members.filter { $0.key == name }
            guard named.count <= 1 else {
                throw WebPushSubscriptionError(what: owner, problem: "has \"\(name)\" more than once")
            }
            return named.first?.value
        }
        func string(_ node: JSONNode?) -> String? {
            guard case .string(let text)? = node?.value else { return nil }
            return text
        }
        guard let endpoint = string(try member("endpoint", of: document, in: "the subscription")) else {
            throw WebPushSubscriptionError(what: "the subscription", problem: "has no \"endpoint\" string")
        }
        guard let keys = try member("keys", of: document, in: "the subscription"), case .object = keys.value else {
            throw WebPushSubscriptionError(
                what: "the subscription", problem: "has no \"keys\" object (with \"p256dh\" and \"auth\")")
        }
        guard let p256dh = string(try member("p256dh", of: keys, in: "the subscription's keys")) else {
            throw WebPushSubscriptionError(what: "the subscription", problem: "has no \"keys.p256dh\" string")
        }
        guard let auth = string(try member("auth", of: keys, in: "the subscription's keys")) else {
            throw WebPushSubscriptionError(what: "the subscription", problem: "has no \"keys.auth\" string")
        }
        try self.init(endpoint: endpoint, p256dh: p256dh, auth: auth)
    }
}

/// A subscription that cannot be used: which part, and why.
public struct WebPushSubscriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which part: "the subscription", "the subscription's keys.p256dh".
    public let what: String
    /// What is wrong with it.
    public let problem: String

    /// An error about `what`.
    public init(what: String, problem: String) {
        self.what = what
        self.problem = problem
    }

    /// "`what` `problem`".
    public var description: String { "\(what) \(problem)" }
}
