import ActionableRuntime

extension DeliveryRequest {
    /// One caller and one request, for tests about everything but scoping and fingerprints.
    static let test = DeliveryRequest(principal: "test", fingerprint: [1])
}

extension IdempotencyStore {
    /// A claim by ``DeliveryRequest/test``.
    func claim(key: String) async throws -> IdempotencyClaim {
        try await claim(key: key, request: .test)
    }
}
