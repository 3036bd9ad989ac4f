import Foundation
import UIKit
import CocoaLumberjackSwift

/// Registers the device with the push service and routes the payloads it receives.
final class PushNotificationsManager: NSObject {

    static let shared = PushNotificationsManager()

    private let userDefaults = UserDefaults.standard
    private let deviceTokenKey = "apnsDeviceToken"

    var deviceToken: String? {
        get { userDefaults.string(forKey: deviceTokenKey) }
        set { userDefaults.set(newValue, forKey: deviceTokenKey) }
    }

    /// Called once the user is signed in.
    func setupRemoteNotifications() {
        guard !UIApplication.shared.isRunningTestSuite() else {
            return
        }
        InteractiveNotificationsManager.shared.requestAuthorization { allowed in
            guard allowed else {
                DDLogInfo("Push notifications not allowed")
                return
            }
            UIApplication.shared.registerForRemoteNotifications()
        }
    }

    func registerDeviceToken(_ tokenData: Data) {
        let newToken = tokenData.map { String(format: "%02x", $0) }.joined()
        if newToken != deviceToken {
            DDLogInfo("Device token changed: \(newToken)")
        }
        deviceToken = newToken
        NotificationSettingsService.shared.registerDevice(token: newToken) { result in
            switch result {
            case .success(let deviceID):
                DDLogInfo("Registered for push as device \(deviceID)")
            case .failure(let error):
                DDLogError("Could not register the device: \(error)")
            }
        }
    }

    func handleNotification(_ userInfo: NSDictionary, completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if let type = userInfo["type"] as? String, type == "support" {
            SupportCenter.shared.handlePush(userInfo)
            completionHandler(.newData)
            return
        }
        NotificationSyncMediator.shared?.sync { _, changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
