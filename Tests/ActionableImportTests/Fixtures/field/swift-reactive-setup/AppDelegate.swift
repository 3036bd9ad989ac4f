import UIKit
import Intents
import UserNotifications
import SwiftSignalKit
import AccountContext
import TelemetryKit

@objc(AppDelegate)
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    let episodeId = arc4random()
    private var contextValue: AuthorizedApplicationContext?
    private let contextDisposable = MetaDisposable()
    private let settingsDisposable = MetaDisposable()
    private let logoutDisposable = MetaDisposable()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        Logger.shared.log("App \(self.episodeId)", "didFinishLaunchingWithOptions state: \(application.applicationState.rawValue)")
        TelemetryKit.start(appId: BuildConfig.telemetryId)

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LaunchPlaceholderController()
        window.makeKeyAndVisible()
        self.window = window

        UNUserNotificationCenter.current().delegate = self

        self.contextDisposable.set((SharedContext.shared.authorizedContext()
        |> deliverOnMainQueue).start(next: { [weak self] context in
            guard let self else {
                return
            }
            self.contextValue = context
            if let context {
                self.registerForNotifications(context: context, authorize: false)
            }
        }))
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Logger.shared.log("App \(self.episodeId)", "applicationDidBecomeActive")
        SharedContext.shared.setApplicationInForeground(true)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        SharedContext.shared.setApplicationInForeground(false)
    }

    /// Reads the lock-screen preview setting, then registers the categories with it. Runs again
    /// each time the user changes the setting.
    func registerForNotifications(context: AuthorizedApplicationContext, authorize: Bool = true,
                                  completion: @escaping (Bool) -> Void = { _ in }) {
        self.settingsDisposable.set((context.accountManager.sharedData(key: .inAppNotificationSettings)
        |> map { entry -> Bool in
            let settings = entry as? InAppNotificationSettings ?? .defaultSettings
            return settings.displayNameOnLockscreen
        }
        |> distinctUntilChanged
        |> deliverOnMainQueue).start(next: { [weak self] displayNames in
            self?.registerForNotifications(
                replyString: NotificationStrings.reply,
                sendString: NotificationStrings.send,
                messagePlaceholderString: NotificationStrings.messagePlaceholder,
                hiddenContentString: NotificationStrings.hiddenContent,
                includeNames: displayNames,
                authorize: authorize,
                completion: completion
            )
        }))
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Logger.shared.log("App \(self.episodeId)", "register device token: \(deviceToken.count) bytes")
        SharedContext.shared.setApnsToken(deviceToken)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let _ = (SharedContext.shared.handleNotificationResponse(response)
        |> deliverOnMainQueue).start(completed: {
            completionHandler()
        })
    }
}
