import UIKit
import UserNotifications

/// Reminds the customer shortly before the driver arrives, and answers the reminder's buttons.
final class DeliveryTracker: NSObject, UNUserNotificationCenterDelegate {

    static let shared = DeliveryTracker()

    private let api = DeliveryAPI.shared
    private var orderObserver: NSObjectProtocol?

    func start() {
        orderObserver = NotificationCenter.default.addObserver(forName: .orderPlaced,
                                                               object: nil,
                                                               queue: .main) { [weak self] note in
            guard let order = note.object as? Order else { return }
            self?.scheduleArrivalReminder(for: order)
        }
    }

    private func scheduleArrivalReminder(for order: Order) {
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Your groceries are almost there"
        content.body = "\(order.driverName) arrives in about 10 minutes."
        content.categoryIdentifier = DeliveryNotification.arrivingCategory
        content.userInfo = ["order_id": order.id]
        let lead = max(60, order.estimatedArrival.timeIntervalSinceNow - 600)
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: lead, repeats: false)
        let request = UNNotificationRequest(identifier: "arrival-\(order.id)", content: content, trigger: trigger)
        center.add(request) { error in
            if let error {
                NSLog("could not schedule the arrival reminder: \(error)")
            }
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        guard let orderID = response.notification.request.content.userInfo["order_id"] as? String else {
            completionHandler()
            return
        }
        switch response.actionIdentifier {
        case DeliveryNotification.leaveAtDoorAction:
            api.setDropOff(.door, orderID: orderID) { _ in
                completionHandler()
            }
        case DeliveryNotification.callDriverAction:
            api.driverPhoneNumber(orderID: orderID) { number in
                if let number, let url = URL(string: "tel://\(number)") {
                    UIApplication.shared.open(url)
                }
                completionHandler()
            }
        default:
            completionHandler()
        }
    }
}
