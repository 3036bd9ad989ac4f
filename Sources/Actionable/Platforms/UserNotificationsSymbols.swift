/// Every UserNotifications symbol that generated code, ActionableApp or the Linux stand-in uses, with its
/// availability as Apple's headers declare it.
///
/// Headers: phracker/MacOSX-SDKs, `MacOSX12.x.sdk/System/Library/Frameworks/UserNotifications.framework/Headers/`
/// (one header set for every platform; the SDK, commit and line of each are in its row's `source`). A member the header
/// annotates not inherits its class's availability, which the row writes out. visionOS and Mac Catalyst follow iOS
/// (the headers name neither; Apple's documentation lists visionOS 1.0 and Mac Catalyst 13.1 for every row here).
///
/// Three rows are Swift's, not a header's: the `async` forms Swift imports from completion-handler methods need the
/// concurrency runtime, which back-deploys to iOS 13, macOS 10.15, tvOS 13 and watchOS 6.
public enum UserNotificationsSymbols {
    /// Every row, by Swift name.
    public static let all: [AppleSymbol] = (options + actions + categories + content + responses + center).map {
        $0.cited(line: headerLines[$0.name])
    }

    /// The row named `name`, or `nil`.
    public static func named(_ name: String) -> AppleSymbol? { index[name] }

    /// The row named `name`, for the generator and the rules, which name rows by constants: a name without a row
    /// is this package's mistake, never a user's, so it stops the program.
    public static func row(_ name: String) -> AppleSymbol {
        guard let symbol = index[name] else { preconditionFailure("no availability row for \(name)") }
        return symbol
    }

    private static let index: [String: AppleSymbol] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    // MARK: - Sources

    private static func header(_ sdk: String, _ file: String, commit: String) -> String {
        "phracker/MacOSX-SDKs@\(commit) MacOSX\(sdk).sdk/System/Library/Frameworks/UserNotifications.framework/"
            + "Headers/\(file)"
    }
    static let actionHeader = header("12.0", "UNNotificationAction.h", commit: "8702ce61")
    static let iconHeader = header("12.0", "UNNotificationActionIcon.h", commit: "a2c2d0b8")
    static let categoryHeader = header("12.0", "UNNotificationCategory.h", commit: "a2c2d0b8")
    static let contentHeader = header("12.0", "UNNotificationContent.h", commit: "8702ce61")
    static let requestHeader = header("12.0", "UNNotificationRequest.h", commit: "8702ce61")
    static let triggerHeader = header("12.3", "UNNotificationTrigger.h", commit: "67b7e101")
    static let notificationHeader = header("12.1", "UNNotification.h", commit: "a2c2d0b8")
    static let responseHeader = header("12.0", "UNNotificationResponse.h", commit: "8702ce61")
    static let centerHeader = header("12.3", "UNUserNotificationCenter.h", commit: "67b7e101")
    static let concurrency =
        "Swift's concurrency back-deployment (Swift 5.5 release notes: iOS 13, macOS 10.15, tvOS 13, watchOS 6); "
        + "the async form Swift imports from "

    // MARK: - Availability shorthands

    /// iOS 10, macOS 10.14, watchOS 3, not tvOS: what most of the framework's notification-action API has.
    private static func actionAPI(_ name: String, _ declaration: String, _ source: String) -> AppleSymbol {
        AppleSymbol(
            name, declaration, source: source, iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable,
            watchOS: .from(3))
    }

    /// iOS 10, macOS 10.14, tvOS 10, watchOS 3: the framework's first release on every platform.
    private static func everywhere(_ name: String, _ declaration: String, _ source: String) -> AppleSymbol {
        AppleSymbol(
            name, declaration, source: source, iOS: .from(10), macOS: .from(10, 14), tvOS: .from(10),
            watchOS: .from(3))
    }

    /// iOS 15, macOS 12, watchOS 8 (tvOS as given): action icons.
    private static func iconAPI(
        _ name: String, _ declaration: String, _ source: String, tvOS: PlatformAvailability = .unavailable
    ) -> AppleSymbol {
        AppleSymbol(
            name, declaration, source: source, iOS: .from(15), macOS: .from(12), tvOS: tvOS, watchOS: .from(8))
    }

    // MARK: - Options

    static let options: [AppleSymbol] = [
        actionAPI(
            "UNNotificationActionOptions", "typedef NS_OPTIONS(NSUInteger, UNNotificationActionOptions)",
            actionHeader),
        actionAPI(
            "UNNotificationActionOptions.authenticationRequired", "UNNotificationActionOptionAuthenticationRequired",
            actionHeader),
        actionAPI("UNNotificationActionOptions.destructive", "UNNotificationActionOptionDestructive", actionHeader),
        actionAPI("UNNotificationActionOptions.foreground", "UNNotificationActionOptionForeground", actionHeader),
        actionAPI(
            "UNNotificationCategoryOptions", "typedef NS_OPTIONS(NSUInteger, UNNotificationCategoryOptions)",
            categoryHeader),
        actionAPI(
            "UNNotificationCategoryOptions.customDismissAction", "UNNotificationCategoryOptionCustomDismissAction",
            categoryHeader),
        AppleSymbol(
            "UNNotificationCategoryOptions.allowInCarPlay",
            "UNNotificationCategoryOptionAllowInCarPlay API_UNAVAILABLE(macos)", source: categoryHeader,
            iOS: .from(10), macOS: .unavailable, tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationCategoryOptions.hiddenPreviewsShowTitle",
            "UNNotificationCategoryOptionHiddenPreviewsShowTitle API_AVAILABLE(macos(10.14), ios(11.0)) "
                + "API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(11), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
        AppleSymbol(
            "UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle",
            "UNNotificationCategoryOptionHiddenPreviewsShowSubtitle API_AVAILABLE(macos(10.14), ios(11.0)) "
                + "API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(11), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
        AppleSymbol(
            "UNNotificationCategoryOptions.allowAnnouncement",
            "UNNotificationCategoryOptionAllowAnnouncement API_DEPRECATED(\"Announcement option is ignored\", "
                + "ios(13.0, 15.0), watchos(6.0, 7.0)) API_UNAVAILABLE(macos, tvos)", source: categoryHeader,
            iOS: .available(introduced: OSVersion(major: 13), deprecated: OSVersion(major: 15)),
            macOS: .unavailable, tvOS: .unavailable,
            watchOS: .available(introduced: OSVersion(major: 6), deprecated: OSVersion(major: 7))),
        everywhere(
            "UNNotificationPresentationOptions", "typedef NS_OPTIONS(NSUInteger, UNNotificationPresentationOptions)",
            centerHeader),
        everywhere("UNNotificationPresentationOptions.badge", "UNNotificationPresentationOptionBadge", centerHeader),
        everywhere("UNNotificationPresentationOptions.sound", "UNNotificationPresentationOptionSound", centerHeader),
        AppleSymbol(
            "UNNotificationPresentationOptions.alert",
            "UNNotificationPresentationOptionAlert API_DEPRECATED(\"Use UNNotificationPresentationOptionList | "
                + "UNNotificationPresentationOptionBanner\", macos(10.14, 11.0), ios(10.0, 14.0), "
                + "watchos(3.0, 7.0), tvos(10.0, 14.0))", source: centerHeader,
            iOS: .available(introduced: OSVersion(major: 10), deprecated: OSVersion(major: 14)),
            macOS: .available(introduced: OSVersion(major: 10, minor: 14), deprecated: OSVersion(major: 11)),
            tvOS: .available(introduced: OSVersion(major: 10), deprecated: OSVersion(major: 14)),
            watchOS: .available(introduced: OSVersion(major: 3), deprecated: OSVersion(major: 7))),
        AppleSymbol(
            "UNNotificationPresentationOptions.list",
            "UNNotificationPresentationOptionList API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0), tvos(14.0))",
            source: centerHeader, iOS: .from(14), macOS: .from(11), tvOS: .from(14), watchOS: .from(7)),
        AppleSymbol(
            "UNNotificationPresentationOptions.banner",
            "UNNotificationPresentationOptionBanner API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0), tvos(14.0))",
            source: centerHeader, iOS: .from(14), macOS: .from(11), tvOS: .from(14), watchOS: .from(7)),
    ]

    // MARK: - Actions and icons

    static let actions: [AppleSymbol] = [
        iconAPI(
            "UNNotificationActionIcon",
            "@interface UNNotificationActionIcon API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0), tvos(15.0))",
            iconHeader, tvOS: .from(15)),
        iconAPI(
            "UNNotificationActionIcon.init(templateImageName:)", "+iconWithTemplateImageName:", iconHeader,
            tvOS: .from(15)),
        iconAPI(
            "UNNotificationActionIcon.init(systemImageName:)", "+iconWithSystemImageName:", iconHeader,
            tvOS: .from(15)),
        actionAPI(
            "UNNotificationAction",
            "@interface UNNotificationAction API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0)) API_UNAVAILABLE(tvos)", actionHeader),
        actionAPI("UNNotificationAction.identifier", "@property (readonly, copy) NSString *identifier", actionHeader),
        actionAPI("UNNotificationAction.title", "@property (readonly, copy) NSString *title", actionHeader),
        actionAPI(
            "UNNotificationAction.options", "@property (readonly) UNNotificationActionOptions options", actionHeader),
        iconAPI(
            "UNNotificationAction.icon",
            "@property (readonly, copy, nullable) UNNotificationActionIcon *icon API_AVAILABLE(macos(12.0), "
                + "ios(15.0), watchos(8.0), tvos(15.0))", actionHeader),
        actionAPI(
            "UNNotificationAction.init(identifier:title:options:)", "+actionWithIdentifier:title:options:",
            actionHeader),
        iconAPI(
            "UNNotificationAction.init(identifier:title:options:icon:)",
            "+actionWithIdentifier:title:options:icon: API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0), "
                + "tvos(15.0))", actionHeader),
        actionAPI(
            "UNTextInputNotificationAction",
            "@interface UNTextInputNotificationAction : UNNotificationAction "
                + "API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0)) API_UNAVAILABLE(tvos)", actionHeader),
        actionAPI(
            "UNTextInputNotificationAction.textInputButtonTitle",
            "@property (readonly, copy) NSString *textInputButtonTitle", actionHeader),
        actionAPI(
            "UNTextInputNotificationAction.textInputPlaceholder",
            "@property (readonly, copy) NSString *textInputPlaceholder", actionHeader),
        actionAPI(
            "UNTextInputNotificationAction.init(identifier:title:options:textInputButtonTitle:textInputPlaceholder:)",
            "+actionWithIdentifier:title:options:textInputButtonTitle:textInputPlaceholder:", actionHeader),
        iconAPI(
            "UNTextInputNotificationAction.init(identifier:title:options:icon:textInputButtonTitle:"
                + "textInputPlaceholder:)",
            "+actionWithIdentifier:title:options:icon:textInputButtonTitle:textInputPlaceholder: "
                + "API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0), tvos(15.0))", actionHeader),
    ]

    // MARK: - Categories

    static let categories: [AppleSymbol] = [
        actionAPI(
            "UNNotificationCategory",
            "@interface UNNotificationCategory API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0)) API_UNAVAILABLE(tvos)", categoryHeader),
        actionAPI(
            "UNNotificationCategory.identifier", "@property (readonly, copy) NSString *identifier", categoryHeader),
        actionAPI(
            "UNNotificationCategory.actions", "@property (readonly, copy) NSArray<UNNotificationAction *> *actions",
            categoryHeader),
        actionAPI(
            "UNNotificationCategory.intentIdentifiers",
            "@property (readonly, copy) NSArray<NSString *> *intentIdentifiers", categoryHeader),
        actionAPI(
            "UNNotificationCategory.options", "@property (readonly) UNNotificationCategoryOptions options",
            categoryHeader),
        AppleSymbol(
            "UNNotificationCategory.hiddenPreviewsBodyPlaceholder",
            "@property (readonly, copy) NSString *hiddenPreviewsBodyPlaceholder API_AVAILABLE(ios(11.0)) "
                + "API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(11), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
        AppleSymbol(
            "UNNotificationCategory.categorySummaryFormat",
            "@property (readonly, copy) NSString *categorySummaryFormat API_AVAILABLE(ios(12.0)) "
                + "API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(12), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
        actionAPI(
            "UNNotificationCategory.init(identifier:actions:intentIdentifiers:options:)",
            "+categoryWithIdentifier:actions:intentIdentifiers:options:", categoryHeader),
        AppleSymbol(
            "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:)",
            "+categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options: "
                + "API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(11), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
        AppleSymbol(
            "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:"
                + "categorySummaryFormat:options:)",
            "+categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:"
                + "options: API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos, tvos)", source: categoryHeader,
            iOS: .from(12), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
    ]

    // MARK: - Content, requests, notifications

    static let content: [AppleSymbol] = [
        everywhere(
            "UNNotificationContent",
            "@interface UNNotificationContent API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0), tvos(10.0))", contentHeader),
        everywhere("UNNotificationContent.init()", "-init (NSObject)", contentHeader),
        AppleSymbol(
            "UNNotificationContent.title", "@property (readonly, copy) NSString *title API_UNAVAILABLE(tvos)",
            source: contentHeader, iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationContent.subtitle", "@property (readonly, copy) NSString *subtitle API_UNAVAILABLE(tvos)",
            source: contentHeader, iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationContent.body", "@property (readonly, copy) NSString *body API_UNAVAILABLE(tvos)",
            source: contentHeader, iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        everywhere(
            "UNNotificationContent.badge", "@property (readonly, copy, nullable) NSNumber *badge", contentHeader),
        AppleSymbol(
            "UNNotificationContent.categoryIdentifier",
            "@property (readonly, copy) NSString *categoryIdentifier API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationContent.threadIdentifier",
            "@property (readonly, copy) NSString *threadIdentifier API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationContent.userInfo", "@property (readonly, copy) NSDictionary *userInfo API_UNAVAILABLE(tvos)",
            source: contentHeader, iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNNotificationContent.targetContentIdentifier",
            "@property (readonly, copy, nullable) NSString *targetContentIdentifier API_AVAILABLE(ios(13.0)); absent "
                + "from MacOSX10.14.sdk, so the iOS 13 generation's versions", source: contentHeader,
            iOS: .from(13), macOS: .from(10, 15), tvOS: .from(13), watchOS: .from(6)),
        everywhere(
            "UNNotificationContent.copy(with:)", "NSCopying (UNNotificationContent <NSCopying, NSMutableCopying>)",
            contentHeader),
        everywhere(
            "UNNotificationContent.mutableCopy(with:)",
            "NSMutableCopying (UNNotificationContent <NSCopying, "
                + "NSMutableCopying>)", contentHeader),
        everywhere(
            "UNMutableNotificationContent",
            "@interface UNMutableNotificationContent : UNNotificationContent "
                + "API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0), tvos(10.0))", contentHeader),
        AppleSymbol(
            "UNMutableNotificationContent.title",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSString *title "
                + "API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNMutableNotificationContent.subtitle",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSString *subtitle "
                + "API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNMutableNotificationContent.body",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSString *body "
                + "API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        everywhere(
            "UNMutableNotificationContent.badge", "@property (NS_NONATOMIC_IOSONLY, copy, nullable) NSNumber *badge",
            contentHeader),
        AppleSymbol(
            "UNMutableNotificationContent.categoryIdentifier",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSString "
                + "*categoryIdentifier API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNMutableNotificationContent.threadIdentifier",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSString "
                + "*threadIdentifier API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNMutableNotificationContent.userInfo",
            "@property (NS_NONATOMIC_IOSONLY, copy) NSDictionary *userInfo "
                + "API_UNAVAILABLE(tvos)", source: contentHeader,
            iOS: .from(10), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .from(3)),
        AppleSymbol(
            "UNMutableNotificationContent.targetContentIdentifier",
            "@property (NS_NONATOMIC_IOSONLY, copy, "
                + "nullable) NSString *targetContentIdentifier API_AVAILABLE(ios(13.0)); absent from "
                + "MacOSX10.14.sdk, so the iOS 13 generation's versions", source: contentHeader,
            iOS: .from(13), macOS: .from(10, 15), tvOS: .from(13), watchOS: .from(6)),
        everywhere(
            "UNNotificationTrigger",
            "@interface UNNotificationTrigger API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0), tvos(10.0))", triggerHeader),
        everywhere("UNNotificationTrigger.repeats", "@property (readonly) BOOL repeats", triggerHeader),
        everywhere(
            "UNNotificationRequest",
            "@interface UNNotificationRequest API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0), tvos(10.0))", requestHeader),
        everywhere(
            "UNNotificationRequest.identifier", "@property (readonly, copy) NSString *identifier", requestHeader),
        everywhere(
            "UNNotificationRequest.content", "@property (readonly, copy) UNNotificationContent *content",
            requestHeader),
        everywhere(
            "UNNotificationRequest.trigger", "@property (readonly, copy, nullable) UNNotificationTrigger *trigger",
            requestHeader),
        everywhere(
            "UNNotificationRequest.init(identifier:content:trigger:)", "+requestWithIdentifier:content:trigger:",
            requestHeader),
        everywhere(
            "UNNotification",
            "@interface UNNotification API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0), "
                + "tvos(10.0))", notificationHeader),
        everywhere("UNNotification.date", "@property (readonly, copy) NSDate *date", notificationHeader),
        everywhere(
            "UNNotification.request", "@property (readonly, copy) UNNotificationRequest *request", notificationHeader),
    ]

    // MARK: - Responses

    static let responses: [AppleSymbol] = [
        actionAPI(
            "UNNotificationDefaultActionIdentifier",
            "extern NSString *const UNNotificationDefaultActionIdentifier "
                + "API_UNAVAILABLE(tvos)", responseHeader),
        actionAPI(
            "UNNotificationDismissActionIdentifier",
            "extern NSString *const UNNotificationDismissActionIdentifier "
                + "API_UNAVAILABLE(tvos)", responseHeader),
        actionAPI(
            "UNNotificationResponse",
            "@interface UNNotificationResponse API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0)) API_UNAVAILABLE(tvos)", responseHeader),
        actionAPI(
            "UNNotificationResponse.notification", "@property (readonly, copy) UNNotification *notification",
            responseHeader),
        actionAPI(
            "UNNotificationResponse.actionIdentifier", "@property (readonly, copy) NSString *actionIdentifier",
            responseHeader),
        actionAPI(
            "UNTextInputNotificationResponse",
            "@interface UNTextInputNotificationResponse : UNNotificationResponse "
                + "API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0)) API_UNAVAILABLE(tvos)", responseHeader),
        actionAPI(
            "UNTextInputNotificationResponse.userText", "@property (readonly, copy) NSString *userText",
            responseHeader),
    ]

    // MARK: - The notification center and its delegate

    static let center: [AppleSymbol] = [
        everywhere(
            "UNUserNotificationCenter",
            "@interface UNUserNotificationCenter API_AVAILABLE(macos(10.14), ios(10.0), "
                + "watchos(3.0), tvos(10.0))", centerHeader),
        AppleSymbol(
            "UNUserNotificationCenter.init()", "- (instancetype)init NS_UNAVAILABLE", source: centerHeader,
            iOS: .unavailable, macOS: .unavailable, tvOS: .unavailable, watchOS: .unavailable),
        everywhere("UNUserNotificationCenter.current()", "+currentNotificationCenter", centerHeader),
        everywhere(
            "UNUserNotificationCenter.delegate",
            "@property (NS_NONATOMIC_IOSONLY, nullable, weak) id <UNUserNotificationCenterDelegate> delegate",
            centerHeader),
        actionAPI(
            "UNUserNotificationCenter.setNotificationCategories(_:)",
            "-setNotificationCategories: "
                + "API_UNAVAILABLE(tvos)", centerHeader),
        actionAPI(
            "UNUserNotificationCenter.getNotificationCategories(completionHandler:)",
            "-getNotificationCategoriesWithCompletionHandler: API_UNAVAILABLE(tvos)", centerHeader),
        AppleSymbol(
            "UNUserNotificationCenter.notificationCategories()",
            "-getNotificationCategoriesWithCompletionHandler: API_UNAVAILABLE(tvos), imported async",
            source: concurrency + centerHeader, iOS: .from(13), macOS: .from(10, 15), tvOS: .unavailable,
            watchOS: .from(6)),
        everywhere(
            "UNUserNotificationCenterDelegate",
            "@protocol UNUserNotificationCenterDelegate <NSObject> "
                + "API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0), tvos(10.0))", centerHeader),
        everywhere(
            "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:withCompletionHandler:)",
            "-userNotificationCenter:willPresentNotification:withCompletionHandler:", centerHeader),
        AppleSymbol(
            "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:)",
            "-userNotificationCenter:willPresentNotification:withCompletionHandler:, imported async",
            source: concurrency + centerHeader, iOS: .from(13), macOS: .from(10, 15), tvOS: .from(13),
            watchOS: .from(6)),
        actionAPI(
            "UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)",
            "-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: API_UNAVAILABLE(tvos)",
            centerHeader),
        AppleSymbol(
            "UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:)",
            "-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: API_UNAVAILABLE(tvos), "
                + "imported async", source: concurrency + centerHeader,
            iOS: .from(13), macOS: .from(10, 15), tvOS: .unavailable, watchOS: .from(6)),
        AppleSymbol(
            "UNUserNotificationCenterDelegate.userNotificationCenter(_:openSettingsFor:)",
            "-userNotificationCenter:openSettingsForNotification: API_AVAILABLE(macos(10.14), ios(12.0)) "
                + "API_UNAVAILABLE(watchos, tvos)", source: centerHeader,
            iOS: .from(12), macOS: .from(10, 14), tvOS: .unavailable, watchOS: .unavailable),
    ]

    // MARK: - Citations

    /// The line of each row's declaration in its header (the copy read by ``source``).
    static let headerLines: [String: String] = [
        "UNMutableNotificationContent": "96-97",
        "UNMutableNotificationContent.badge": "103",
        "UNMutableNotificationContent.body": "106",
        "UNMutableNotificationContent.categoryIdentifier": "109",
        "UNMutableNotificationContent.subtitle": "118",
        "UNMutableNotificationContent.targetContentIdentifier": "139",
        "UNMutableNotificationContent.threadIdentifier": "121",
        "UNMutableNotificationContent.title": "124",
        "UNMutableNotificationContent.userInfo": "127",
        "UNNotification": "14-15",
        "UNNotification.date": "18",
        "UNNotification.request": "21",
        "UNNotificationAction": "28-29",
        "UNNotificationAction.icon": "41",
        "UNNotificationAction.identifier": "32",
        "UNNotificationAction.init(identifier:title:options:)": "44",
        "UNNotificationAction.init(identifier:title:options:icon:)": "46",
        "UNNotificationAction.options": "38",
        "UNNotificationAction.title": "35",
        "UNNotificationActionIcon": "12-13",
        "UNNotificationActionIcon.init(systemImageName:)": "17",
        "UNNotificationActionIcon.init(templateImageName:)": "15",
        "UNNotificationActionOptions": "14-24",
        "UNNotificationActionOptions.authenticationRequired": "17",
        "UNNotificationActionOptions.destructive": "20",
        "UNNotificationActionOptions.foreground": "23",
        "UNNotificationCategory": "35-36",
        "UNNotificationCategory.actions": "42",
        "UNNotificationCategory.categorySummaryFormat": "58",
        "UNNotificationCategory.hiddenPreviewsBodyPlaceholder": "50",
        "UNNotificationCategory.identifier": "39",
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)":
            "71-76",
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:)":
            "65-69",
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:options:)": "60-63",
        "UNNotificationCategory.intentIdentifiers": "45",
        "UNNotificationCategory.options": "47",
        "UNNotificationCategoryOptions": "14-31",
        "UNNotificationCategoryOptions.allowAnnouncement": "29",
        "UNNotificationCategoryOptions.allowInCarPlay": "20",
        "UNNotificationCategoryOptions.customDismissAction": "17",
        "UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle": "26",
        "UNNotificationCategoryOptions.hiddenPreviewsShowTitle": "23",
        "UNNotificationContent": "36-37",
        "UNNotificationContent.badge": "43",
        "UNNotificationContent.body": "46",
        "UNNotificationContent.categoryIdentifier": "49",
        "UNNotificationContent.copy(with:)": "37",
        "UNNotificationContent.init()": "36-37",
        "UNNotificationContent.mutableCopy(with:)": "37",
        "UNNotificationContent.subtitle": "58",
        "UNNotificationContent.targetContentIdentifier": "79",
        "UNNotificationContent.threadIdentifier": "61",
        "UNNotificationContent.title": "64",
        "UNNotificationContent.userInfo": "67",
        "UNNotificationDefaultActionIdentifier": "14",
        "UNNotificationDismissActionIdentifier": "15",
        "UNNotificationPresentationOptions": "79-85",
        "UNNotificationPresentationOptions.alert": "82",
        "UNNotificationPresentationOptions.badge": "80",
        "UNNotificationPresentationOptions.banner": "84",
        "UNNotificationPresentationOptions.list": "83",
        "UNNotificationPresentationOptions.sound": "81",
        "UNNotificationRequest": "15-16",
        "UNNotificationRequest.content": "22",
        "UNNotificationRequest.identifier": "19",
        "UNNotificationRequest.init(identifier:content:trigger:)": "28",
        "UNNotificationRequest.trigger": "25",
        "UNNotificationResponse": "17-18",
        "UNNotificationResponse.actionIdentifier": "27",
        "UNNotificationResponse.notification": "21",
        "UNNotificationTrigger": "14-15",
        "UNNotificationTrigger.repeats": "17",
        "UNTextInputNotificationAction": "53-54",
        "UNTextInputNotificationAction.init(identifier:title:options:icon:textInputButtonTitle:textInputPlaceholder:)":
            "59",
        "UNTextInputNotificationAction.init(identifier:title:options:textInputButtonTitle:textInputPlaceholder:)": "57",
        "UNTextInputNotificationAction.textInputButtonTitle": "62",
        "UNTextInputNotificationAction.textInputPlaceholder": "65",
        "UNTextInputNotificationResponse": "33-34",
        "UNTextInputNotificationResponse.userText": "37",
        "UNUserNotificationCenter": "38-39",
        "UNUserNotificationCenter.current()": "48",
        "UNUserNotificationCenter.delegate": "42",
        "UNUserNotificationCenter.getNotificationCategories(completionHandler:)": "57",
        "UNUserNotificationCenter.init()": "45",
        "UNUserNotificationCenter.notificationCategories()": "57",
        "UNUserNotificationCenter.setNotificationCategories(_:)": "56",
        "UNUserNotificationCenterDelegate": "89-90",
        "UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:)": "98",
        "UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)": "98",
        "UNUserNotificationCenterDelegate.userNotificationCenter(_:openSettingsFor:)": "101",
        "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:)": "95",
        "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:withCompletionHandler:)": "95",
    ]
}
