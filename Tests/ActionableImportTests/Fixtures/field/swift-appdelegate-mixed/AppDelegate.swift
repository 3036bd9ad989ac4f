// Beacon for iOS
// SPDX-License-Identifier: MPL-2.0

import UIKit
import UserNotifications
import BeaconShared
import BeaconStorage
import CrashReporting

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    lazy var profile: Profile = BrowserProfile(localName: "profile")
    lazy var database: HubDatabase = HubDatabase(path: profile.files.rootPath)
    private let themeManager = ThemeManager.shared
    private var shutdownWebServer: DispatchSourceTimer?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CrashReporter.start(dsn: AppConstants.crashReporterDSN, release: AppInfo.appVersion)
        Logger.setup(level: AppConstants.isDebug ? .debug : .info)
        themeManager.applyStoredTheme()
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        do {
            try database.migrateIfNeeded()
        } catch {
            Logger.error("Database migration failed: \(error)")
            CrashReporter.capture(error)
        }

        if #available(iOS 16.0, *) {
            UIApplication.shared.shortcutItems = QuickActions.items(for: profile)
        }

        pushNotificationSetup()
        NotificationCenter.default.addObserver(forName: .HubCategoriesDidChange, object: nil, queue: .main) { [weak self] _ in
            // The user changed a category on the hub: register the whole set again.
            self?.pushNotificationSetup()
        }
        BackgroundRefresh.register(identifier: "org.beacon.ios.refresh")

        if let url = launchOptions?[.url] as? URL {
            Router.shared.open(url)
        }
        Logger.info("didFinishLaunching done in \(AppStartup.elapsed)s")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        profile.syncManager.applicationDidEnterBackground()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 2)
        timer.setEventHandler { [weak self] in
            WebServer.shared.stop()
            self?.shutdownWebServer = nil
        }
        timer.resume()
        shutdownWebServer = timer
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        shutdownWebServer?.cancel()
        shutdownWebServer = nil
        profile.syncManager.applicationDidBecomeActive()
    }
}
