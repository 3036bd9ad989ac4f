/// What a browser notification has of a category, as data: the rules (`ignored-on-platform` with
/// `deployment-target: {web: true}`) and `actionable generate web` read the same facts.
///
/// A browser shows a notification with `ServiceWorkerRegistration.showNotification(title, options)`; its buttons are
/// `options.actions`, each an `action` identifier, a `title` and an optional `icon` URL (WHATWG Notifications API).
/// There is no lock-screen authentication, no standard text field, and none of `UNNotificationCategoryOptions`.
public enum WebPlatform {
    /// How many actions a browser shows: `Notification.maxActions`, 2 in Chromium (Firefox and Safari show none).
    /// Actions past it are not shown; the generated worker passes the first ones, in the registry's order.
    public static let maxActions = 2

    /// The name messages use for the platform.
    public static let name = "the web"

    /// Whether a browser has a category option: only `custom-dismiss-action`, which the generated worker carries
    /// out with the `notificationclose` event.
    public static func supports(_ option: CategoryOptions) -> Bool {
        option == .customDismissAction
    }
}
