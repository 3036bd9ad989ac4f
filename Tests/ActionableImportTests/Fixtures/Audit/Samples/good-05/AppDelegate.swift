import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate {

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let coordinator = NotificationCoordinator.shared
        let center = UNUserNotificationCenter.current()
        center.delegate = coordinator
        coordinator.registerCategories()

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            Task { @MainActor in
                application.registerForRemoteNotifications()
            }
        }
        return true
    }
}
