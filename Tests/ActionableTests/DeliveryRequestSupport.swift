import ActionableRuntime

extension DeliveryRequest {
    /// One caller and one request, for tests about everything but scoping and fingerprints.
    static let test = DeliveryRequest(principal: "test", fingerprint: [1])
}

extension InMemoryIdempotencyStore {
    /// A claim by ``DeliveryRequest/test``, answered at once.
    func claim(key: String) -> IdempotencyClaim {
        claim(key: key, request: .test)
    }
}
