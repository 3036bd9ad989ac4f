import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private let orderRouter = OrderRouter()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        registerNotificationCategories()
        requestNotificationAuthorization(application)
        return true
    }

    private func registerNotificationCategories() {
        let track = UNNotificationAction(identifier: NotificationIdentifiers.trackOrderAction,
                                         title: NSLocalizedString("Track Order", comment: ""),
                                         options: [.foreground])
        let contact = UNNotificationAction(identifier: NotificationIdentifiers.contactCourierAction,
                                           title: NSLocalizedString("Call Courier", comment: ""),
                                           options: [.foreground])
        let status = UNNotificationCategory(identifier: NotificationIdentifiers.orderStatusCategory,
                                            actions: [track, contact],
                                            intentIdentifiers: [],
                                            options: [])

        let rate = UNNotificationAction(identifier: NotificationIdentifiers.rateOrderAction,
                                        title: NSLocalizedString("Rate", comment: ""),
                                        options: [.foreground])
        let problem = UNNotificationAction(identifier: NotificationIdentifiers.reportProblemAction,
                                           title: NSLocalizedString("Report a Problem", comment: ""),
                                           options: [.foreground])
        let delivered = UNNotificationCategory(identifier: NotificationIdentifiers.orderDeliveredCategory,
                                               actions: [rate, problem],
                                               intentIdentifiers: [],
                                               options: [])

        UNUserNotificationCenter.current().setNotificationCategories([status, delivered])
    }

    private func requestNotificationAuthorization(_ application: UIApplication) {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }
    }
}

// MARK: - UNUserNotificationCenterDelegate

extension AppDelegate: UNUserNotificationCenterDelegate {

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        // The live order screen already shows status changes in-app.
        if orderRouter.isShowingLiveOrder {
            completionHandler([.list])
        } else {
            completionHandler([.banner, .sound, .list])
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        guard let payload = OrderPayload(userInfo: response.notification.request.content.userInfo) else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case NotificationIdentifiers.trackOrderAction:
            orderRouter.showTracking(orderID: payload.orderID)
        case NotificationIdentifiers.contactCourierAction:
            orderRouter.callCourier(phone: payload.courierPhone, orderID: payload.orderID)
        case NotificationIdentifiers.rateOrderAction:
            orderRouter.showRating(orderID: payload.orderID)
        case NotificationIdentifiers.reportProblemAction:
            orderRouter.showHelp(orderID: payload.orderID)
        case UNNotificationDefaultActionIdentifier:
            orderRouter.showOrder(orderID: payload.orderID)
        default:
            break
        }
        completionHandler()
    }
}
