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
