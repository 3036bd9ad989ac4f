import UIKit
import UserNotifications

enum DeliveryNotification {
    static let arrivingCategory = "grocer.category.driver-arriving"
    static let leaveAtDoorAction = "grocer.action.leave-at-door"
    static let callDriverAction = "grocer.action.call-driver"
}

extension Notification.Name {
    static let orderPlaced = Notification.Name("GrocerOrderPlaced")
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let leaveAtDoor = UNNotificationAction(identifier: DeliveryNotification.leaveAtDoorAction,
                                               title: "Leave at Door",
                                               options: [])
        let callDriver = UNNotificationAction(identifier: DeliveryNotification.callDriverAction,
                                              title: "Call Driver",
                                              options: [.foreground])
        let arriving = UNNotificationCategory(identifier: DeliveryNotification.arrivingCategory,
                                              actions: [leaveAtDoor, callDriver],
                                              intentIdentifiers: [],
                                              options: [])
        UNUserNotificationCenter.current().setNotificationCategories([arriving])
        DeliveryTracker.shared.start()
        return true
    }
}
