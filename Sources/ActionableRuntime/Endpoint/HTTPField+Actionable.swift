#if HTTP || Vapor
    import HTTPTypes

    extension HTTPField.Name {
        // Header names valid by construction (letters and dashes); `HTTPField.Name(_:)` only fails on invalid tokens,
        // so these fall back to a name that can never be sent rather than force-unwrapping.
        static let actionableTimestamp = HTTPField.Name(RequestSigner.timestampHeader) ?? .invalidPlaceholder
        static let actionableSignature = HTTPField.Name(RequestSigner.signatureHeader) ?? .invalidPlaceholder
        static let idempotencyKey = HTTPField.Name(ActionResponseEndpoint.idempotencyHeader) ?? .invalidPlaceholder
        static let requestID = HTTPField.Name(ActionResponseEndpoint.requestIDHeader) ?? .invalidPlaceholder
        static let idempotentReplayed = HTTPField.Name(ActionResponseEndpoint.replayedHeader) ?? .invalidPlaceholder
        static let timeRemaining = HTTPField.Name(ActionResponseEndpoint.timeRemainingHeader) ?? .invalidPlaceholder

        private static let invalidPlaceholder = HTTPField.Name("X-Actionable-Unused") ?? .contentType
    }

    extension HTTPFields {
        /// `self[name]`: the field's value, or the values of a repeated field joined as that subscript joins them. A field
        /// that appears once (nearly every request) is returned as it is, without the subscript's lazy join building a
        /// new string.
        func value(_ name: HTTPField.Name) -> String? {
            var found: String?
            for field in self where field.name == name {
                if found != nil { return self[name] }
                found = field.value
            }
            return found
        }
    }
#endif
