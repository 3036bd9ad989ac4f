import UIKit
import UserNotifications

struct ParcelNotification {
    static let deliveryCategory = "PARCEL_OUT_FOR_DELIVERY"
    static let safePlaceAction = "PARCEL_LEAVE_SAFE_PLACE"
    static let rescheduleAction = "PARCEL_RESCHEDULE"

    private init() {}
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let deliveryAPI = DeliveryPreferencesAPI.shared
    private let router = ParcelRouter.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerCategories()

        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error {
                NSLog("[Push] authorization failed: \(error.localizedDescription)")
            }
            guard granted else { return }
            DispatchQueue.main.async {
                center.delegate = self
                application.registerForRemoteNotifications()
            }
        }
        return true
    }

    private func registerCategories() {
        let safePlace = UNNotificationAction(identifier: ParcelNotification.safePlaceAction,
                                             title: "Leave in Safe Place",
                                             options: [])
        let reschedule = UNNotificationAction(identifier: ParcelNotification.rescheduleAction,
                                              title: "Reschedule",
                                              options: [.foreground])
        let delivery = UNNotificationCategory(identifier: ParcelNotification.deliveryCategory,
                                              actions: [safePlace, reschedule],
                                              intentIdentifiers: [],
                                              options: [])
        UNUserNotificationCenter.current().setNotificationCategories([delivery])
    }

    // MARK: UNUserNotificationCenterDelegate

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        guard let trackingNumber = response.notification.request.content.userInfo["tracking_number"] as? String else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case ParcelNotification.safePlaceAction:
            deliveryAPI.setSafePlace(trackingNumber: trackingNumber) { _ in
                completionHandler()
            }
        case ParcelNotification.rescheduleAction:
            router.showReschedule(trackingNumber: trackingNumber)
            completionHandler()
        case UNNotificationDefaultActionIdentifier:
            router.showTracking(trackingNumber: trackingNumber)
            completionHandler()
        default:
            completionHandler()
        }
    }
}
