import Foundation

/// Server sends the structured payload as a JSON string under "data" so it
/// survives APNs' 4 KB limit and FCM's flattening of nested dictionaries.
struct PushPayload: Decodable {
    let listingID: String
    let conversationID: String?
    let priceDrop: Decimal?

    enum CodingKeys: String, CodingKey {
        case listingID = "listing_id"
        case conversationID = "conversation_id"
        case priceDrop = "price_drop"
    }

    init(userInfo: [AnyHashable: Any]) throws {
        guard let json = userInfo["data"] as? String, let data = json.data(using: .utf8) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "missing data field"))
        }
        self = try JSONDecoder().decode(PushPayload.self, from: data)
    }
}
