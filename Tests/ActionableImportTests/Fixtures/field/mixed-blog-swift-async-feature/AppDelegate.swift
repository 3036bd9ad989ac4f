//
//  AppDelegate.swift
//  Inkwell
//

import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CrashLogging.start(dsn: BuildSettings.crashLoggingDSN)
        IWAnalytics.track(.applicationOpened)

        UNUserNotificationCenter.current().delegate = self

        // Objective-C first: it sets the whole set, and the Swift features add theirs to it.
        IWPushNotificationsManager.shared.registerNotificationCategories()
        Task {
            await BloggingRemindersScheduler.shared.registerCategory()
            WeeklyRoundupNotifier.shared.registerCategory()
        }

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewCoordinator.shared.rootViewController
        window?.makeKeyAndVisible()
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        if IWPushNotificationsManager.shared.handleNotificationResponse(response) {
            return
        }
        await NotificationRouter.shared.route(response)
    }
}
