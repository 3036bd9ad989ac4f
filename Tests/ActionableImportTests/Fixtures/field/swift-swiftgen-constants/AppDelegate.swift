//
//  AppDelegate.swift
//  Gatherly
//

import UIKit
import UserNotifications
import FirebaseCore
import ChatSDK

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let categoryRegistrar = NotificationCategoryRegistrar()
    private lazy var router = DeepLinkRouter(window: window)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        Analytics.shared.start(environment: .production)
        ChatSDK.configure(apiKey: Secrets.chatKey)

        UNUserNotificationCenter.current().delegate = self
        categoryRegistrar.register()

        if !UserDefaults.standard.bool(forKey: Constants.UserDefaultsKeys.onboardingDone) {
            window?.rootViewController = OnboardingViewController()
        }
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = deviceToken.map { String(format: "%02.2hhx", $0) }.joined()
        UserDefaults.standard.set(token, forKey: Constants.UserDefaultsKeys.pushToken)
        APIClient.shared.registerPushToken(token)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        Analytics.shared.track("push_registration_failed", properties: ["error": error.localizedDescription])
    }
}

extension AppDelegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        let userInfo = response.notification.request.content.userInfo
        switch response.actionIdentifier {
        case Constants.ActionID.accept:
            await EventService.shared.respond(to: userInfo, going: true)
        case Constants.ActionID.decline:
            await EventService.shared.respond(to: userInfo, going: false)
        case Constants.ActionID.reply:
            if let text = (response as? UNTextInputNotificationResponse)?.userText {
                await ChatService.shared.messageHost(text, about: userInfo)
            }
        default:
            await router.open(userInfo: userInfo)
        }
    }
}
