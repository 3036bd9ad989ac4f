import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    private let router = OrderRouter.shared

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        NotificationCategories.install()
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        guard let orderID = response.notification.request.content.userInfo["order_id"] as? String else { return }
        switch response.actionIdentifier {
        case NotificationCategories.trackAction:
            await router.showTracking(orderID: orderID)
        case NotificationCategories.returnAction:
            await router.startReturn(orderID: orderID)
        default:
            break
        }
    }
}
