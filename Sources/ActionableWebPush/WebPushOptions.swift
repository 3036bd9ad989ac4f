#if WebPush
    import Actionable

    /// The RFC 8030 headers of one push: how long the push service keeps it, how urgent it is, what it replaces.
    public struct WebPushOptions: Sendable, Hashable {
        /// `TTL` (RFC 8030 section 5.2, required): seconds the push service keeps the message while the device is
        /// offline; 0 delivers it now or never.
        public var timeToLive: Int
        /// `Urgency` (section 5.3): a device saving its battery may hold back all but `high`.
        public var urgency: WebPushUrgency
        /// `Topic` (section 5.4): a message with the same topic replaces one still waiting.
        public var topic: WebPushTopic?

        /// Options for one push; by default kept for 4 weeks, `normal`, no topic.
        public init(timeToLive: Int = 2_419_200, urgency: WebPushUrgency = .normal, topic: WebPushTopic? = nil) {
            self.timeToLive = max(0, timeToLive)
            self.urgency = urgency
            self.topic = topic
        }

        /// The headers as name and value, in the order they are sent.
        public var headers: [(name: String, value: String)] {
            var headers = [("TTL", String(timeToLive)), ("Urgency", urgency.rawValue)]
            if let topic { headers.append(("Topic", topic.value)) }
            return headers
        }
    }

    /// RFC 8030 section 5.3's urgencies.
    public enum WebPushUrgency: String, Sendable, Hashable, CaseIterable {
        /// Delivered when the device is on power and Wi-Fi.
        case veryLow = "very-low"
        /// Delivered on power or Wi-Fi.
        case low
        /// Delivered unless the battery is low.
        case normal
        /// Delivered at once, even on a low battery: what a notification someone acts on usually is.
        case high
    }

    /// A `Topic`: at most 32 characters of the base64url alphabet (RFC 8030 section 5.4).
    public struct WebPushTopic: Sendable, Hashable {
        /// The topic as sent.
        public let value: String

        /// The topic `value`.
        /// - Throws: ``WebPushInputError`` when it is empty, longer than 32 characters or holds a character outside
        ///   `A-Z a-z 0-9 - _`.
        public init(_ value: String) throws(WebPushInputError) {
            guard value.utf8.count <= 32, Base64URL.isBase64URL(value) else {
                throw WebPushInputError(
                    what: "the topic '\(value)'",
                    problem:
                        "must be 1 to 32 characters of A-Z, a-z, 0-9, '-' and '_' (RFC 8030 section 5.4); hash a longer key and encode it in base64url"
                )
            }
            self.value = value
        }
    }
#endif
