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
