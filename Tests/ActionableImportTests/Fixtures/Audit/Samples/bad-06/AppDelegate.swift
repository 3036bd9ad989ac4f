import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let shiftService = ShiftMarketplaceService.shared
    private let router = ScheduleRouter.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        Notifications.registerCategories()

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .list])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        guard let offerID = userInfo["offer_id"] as? String else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case Notifications.Action.accept.rawValue:
            shiftService.claim(offerID: offerID) { result in
                if case .failure(let error) = result {
                    NSLog("[Shifts] claim from notification failed: \(error)")
                }
                completionHandler()
            }
        case Notifications.Action.decline.rawValue, UNNotificationDismissActionIdentifier:
            shiftService.decline(offerID: offerID) { _ in
                completionHandler()
            }
        case UNNotificationDefaultActionIdentifier:
            router.showShiftOffer(id: offerID)
            completionHandler()
        default:
            completionHandler()
        }
    }
}
