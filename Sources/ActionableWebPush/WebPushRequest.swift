#if WebPush
    public import Foundation

    /// One push, encrypted and signed: what is POSTed to the subscription's endpoint.
    public struct WebPushRequest: Sendable {
        /// The subscription's endpoint.
        public let endpoint: URL
        /// `Authorization`, `Content-Encoding`, `Content-Type`, `TTL`, `Urgency` and `Topic` when there is one.
        public let headers: [(name: String, value: String)]
        /// The `aes128gcm` body.
        public let body: [UInt8]

        /// A request of its parts.
        public init(endpoint: URL, headers: [(name: String, value: String)], body: [UInt8]) {
            self.endpoint = endpoint
            self.headers = headers
            self.body = body
        }
    }
#endif
