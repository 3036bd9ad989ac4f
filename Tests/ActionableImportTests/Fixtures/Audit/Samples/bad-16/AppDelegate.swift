import UIKit
import UserNotifications

enum ShiftNotification {
    static let openShiftCategory = "rota.category.open-shift"
    static let claimAction = "rota.action.claim"
    static let declineAction = "rota.action.decline"
}

extension Notification.Name {
    static let sessionDidStart = Notification.Name("RotaSessionDidStart")
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let session = SessionStore.shared
    private let shifts = ShiftService.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Push is set up once somebody is signed in: the device token is tied to the account.
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(sessionDidStart(_:)),
                                               name: .sessionDidStart,
                                               object: nil)
        session.restore()
        return true
    }

    @objc private func sessionDidStart(_ notification: Notification) {
        configurePushNotifications()
    }

    private func configurePushNotifications() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        let claim = UNNotificationAction(identifier: ShiftNotification.claimAction,
                                         title: "Claim Shift",
                                         options: [.authenticationRequired])
        let decline = UNNotificationAction(identifier: ShiftNotification.declineAction,
                                           title: "Not Available",
                                           options: [.destructive])
        let openShift = UNNotificationCategory(identifier: ShiftNotification.openShiftCategory,
                                               actions: [claim, decline],
                                               intentIdentifiers: [],
                                               options: [])
        center.setNotificationCategories([openShift])

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async {
                UIApplication.shared.registerForRemoteNotifications()
            }
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        guard let shiftID = response.notification.request.content.userInfo["shift_id"] as? String else {
            completionHandler()
            return
        }
        switch response.actionIdentifier {
        case ShiftNotification.claimAction:
            shifts.claim(shiftID: shiftID) { _ in completionHandler() }
        case ShiftNotification.declineAction:
            shifts.decline(shiftID: shiftID) { _ in completionHandler() }
        default:
            completionHandler()
        }
    }
}
