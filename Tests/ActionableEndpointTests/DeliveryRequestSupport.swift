#if HTTP && Vapor
    import Actionable
    import NIOCore

    @testable import ActionableHummingbird
    @testable import ActionableRuntime

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

    /// What the endpoint claims for a delivery of `body` by `principal`: its key scoped to the principal (`key`, or
    /// `category/action/notification-id`) and its request, fingerprint included. For tests that claim a delivery "on
    /// another instance" first.
    func endpointClaim(_ body: [UInt8], principal: Principal, key: String? = nil) throws -> (
        key: String, request: DeliveryRequest
    ) {
        let response = try ActionResponse(jsonBody: body)
        let request = DeliveryRequest(
            principal: principal.id,
            fingerprint: ActionResponseEndpoint.fingerprint(of: response))
        let key =
            key ?? "\(response.categoryIdentifier)/\(response.actionIdentifier)/\(response.notificationIdentifier)"
        return (request.scopedKey(key), request)
    }

    extension InMemoryIdempotencyStore {
        /// Claims what the endpoint would claim for `body` from `principal`.
        func claim(delivery body: [UInt8], principal: Principal) throws -> IdempotencyClaim {
            let (key, request) = try endpointClaim(body, principal: principal)
            return claim(key: key, request: request)
        }
    }
#endif
