/// What an Android notification has of a category, as data: the rules (`ignored-on-platform` with
/// `deployment-target: {android: {min-sdk: N}}`) and `actionable generate android` read the same facts.
///
/// Android registers no categories: the app attaches up to three `Notification.Action`s to each notification it
/// builds (`Notification.Builder.addAction`; the system shows at most three). An action has a title, an icon (a
/// drawable), a `PendingIntent`, optionally a `RemoteInput` for text, a semantic action (API 28) and
/// `setAuthenticationRequired` (API 31). There are no destructive styles, SiriKit intents, hidden-previews texts or
/// CarPlay; a notification's lock-screen content is the app's `setVisibility`/`setPublicVersion`, not the category's.
public enum AndroidPlatform {
    /// The name messages use for the platform.
    public static let name = "Android"

    /// How many actions a notification shows: "A notification can offer up to three action buttons" (Android's
    /// notification guide); `addAction` past the third is kept but never shown. The generated builder adds the
    /// first three with titles, in the registry's order.
    public static let maxActions = 3

    /// The API level of `Notification.Action.Builder.setAuthenticationRequired`: below it the system shows the
    /// action on the lock screen without asking to unlock, so the generated code opens the app to confirm instead.
    public static let authenticationRequiredSDK = 31

    /// The API level of `Notification.Action.Builder.setSemanticAction` and the `SEMANTIC_ACTION_*` constants.
    public static let semanticActionSDK = 28

    /// The API levels `deployment-target.android.min-sdk` accepts: from 24 (Android 7.0: the generated builder uses
    /// the inline reply of a `RemoteInput` action and `Icon` action icons, API 23, without a version check; CI proves
    /// every use above 24 is guarded) to 36 (Android 16).
    public static let supportedMinSDK = 24...36

    /// Whether an Android notification has a category option: only `custom-dismiss-action`, which the generated
    /// builder carries out with `setDeleteIntent`.
    public static func supports(_ option: CategoryOptions) -> Bool {
        option == .customDismissAction
    }
}
