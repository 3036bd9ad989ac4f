import Foundation

struct NotificationIdentifiers {
    static let orderStatusCategory = "ORDER_STATUS"
    static let trackOrderAction = "ORDER_TRACK"
    static let contactCourierAction = "ORDER_CONTACT_COURIER"

    static let orderDeliveredCategory = "ORDER_DELIVERED"
    static let rateOrderAction = "ORDER_RATE"
    static let reportProblemAction = "ORDER_REPORT_PROBLEM"

    private init() {}
}

struct OrderPayload {
    let orderID: String
    let restaurantName: String?
    let courierPhone: String?

    init?(userInfo: [AnyHashable: Any]) {
        guard let order = userInfo["order"] as? [String: Any],
              let orderID = order["id"] as? String else {
            return nil
        }
        self.orderID = orderID
        self.restaurantName = order["restaurant_name"] as? String
        self.courierPhone = order["courier_phone"] as? String
    }
}
