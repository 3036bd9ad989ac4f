/// The app-delegate methods `delegate-set-late` knows: where the notification center's delegate is set in time, and
/// the callbacks that run only after the app has finished launching.
///
/// Apple: "you must set the value of this property before your app finishes launching" (`UNUserNotificationCenter`'s
/// `delegate`). UIKit's `application(_:willFinishLaunchingWithOptions:)` and `…didFinishLaunchingWithOptions:` are the
/// places Apple names; AppKit's `applicationWillFinishLaunching(_:)` and `applicationDidFinishLaunching(_:)` are their
/// counterparts (the second runs "before it has processed any events", so before the response that launched the app).
public enum AppLifecycle {
    /// The callbacks of `UIApplicationDelegate`, `NSApplicationDelegate` and the scene delegates that run after launch,
    /// by base name (Swift) — a delegate first assigned in one misses the response that launched the app.
    public static let afterLaunch: Set<String> = [
        "applicationDidBecomeActive", "applicationWillBecomeActive", "applicationWillEnterForeground",
        "applicationDidEnterBackground", "applicationWillResignActive", "applicationDidResignActive",
        "applicationDidUnhide", "sceneDidBecomeActive", "sceneWillEnterForeground",
    ]

    /// The same callbacks as Objective-C selectors.
    public static var afterLaunchSelectors: Set<String> { Set(afterLaunch.map { $0 + ":" }) }

    /// The protocols whose callbacks ``afterLaunch`` names.
    public static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
    ]

    /// Where to assign the delegate instead: AppKit's launch methods for a Mac app, UIKit's otherwise, spelled as
    /// Objective-C selectors or Swift names.
    public static func launchMethods(appKit: Bool, objectiveC: Bool = false) -> String {
        switch (appKit, objectiveC) {
        case (true, false): "applicationWillFinishLaunching(_:) or applicationDidFinishLaunching(_:)"
        case (true, true): "applicationWillFinishLaunching: or applicationDidFinishLaunching:"
        case (false, false): "application(_:willFinishLaunchingWithOptions:) or didFinishLaunching"
        case (false, true): "application:willFinishLaunchingWithOptions: or didFinishLaunching"
        }
    }
}

extension AuditFacts {
    /// `delegate-set-late` for an assignment made `late` ("in requestAuthorization's completion handler, after launch
    /// and only if that runs"), with the launch methods of the app's platform.
    public mutating func reportDelegateSetLate(
        _ late: String, appKit: Bool, objectiveC: Bool = false, at location: ImportLocation
    ) {
        report(
            .delegateSetLate,
            "the notification center's delegate is set \(late), so the tap that launched the app is lost: assign it in"
                + " \(AppLifecycle.launchMethods(appKit: appKit, objectiveC: objectiveC)), before the app asks for"
                + " permission, observes or sends anything",
            at: location)
    }
}

// MARK: - Notifications posted during launch

extension AppLifecycle {
    /// The notifications the app posts while it launches, by their Objective-C names. An observer of one that is
    /// registered before launch ends (in the initializer of the app delegate or of the SwiftUI `App`, in
    /// `…willFinishLaunching…`) runs during launch, not after it.
    public static let launchNotifications: Set<String> = [
        "UIApplicationDidFinishLaunchingNotification", "NSApplicationWillFinishLaunchingNotification",
        "NSApplicationDidFinishLaunchingNotification",
    ]

    /// Whether the Swift expression `name` names one of ``launchNotifications``:
    /// `UIApplication.didFinishLaunchingNotification`, `NSApplication.willFinishLaunchingNotification`, Swift 4's
    /// `.UIApplicationDidFinishLaunching`, or `Notification.Name("UIApplicationDidFinishLaunchingNotification")`.
    public static func isLaunchNotification(swift name: String) -> Bool {
        let text = name.filter { !$0.isWhitespace }
        if let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") {
            return launchNotifications.contains(String(text[text.index(after: open)..<close]))
        }
        let parts = text.split(separator: ".")
        guard let last = parts.last else { return false }
        if parts.count >= 2, last.hasSuffix("Notification"), let first = last.first, first.isLowercase {
            // `UIApplication.didFinishLaunchingNotification` is `UIApplicationDidFinishLaunchingNotification`.
            let owner = parts[parts.count - 2]
            return launchNotifications.contains(owner + first.uppercased() + last.dropFirst())
        }
        return launchNotifications.contains(last + "Notification")
    }
}
