import UserNotifications

extension UNNotificationCategory {
    /// A category whose buttons are the app's own actions, in the order the banner shows them.
    ///
    /// Same labels as Apple's initializer: Swift takes this one whenever `actions` is an `[AppAction]`.
    convenience init(
        identifier: String,
        actions: [AppAction],
        intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier,
            actions: actions.map(\.action),
            intentIdentifiers: intentIdentifiers,
            options: options)
    }

    /// The short form for categories that Siri never sees.
    convenience init(identifier: String, actions: [AppAction], options: UNNotificationCategoryOptions = []) {
        self.init(
            identifier: identifier,
            actions: actions.map { $0.action },
            intentIdentifiers: [],
            options: options)
    }
}

extension UNNotificationAction {
    /// Opens the lab report in the app; shared with the web portal's deep link.
    static let viewResults = UNNotificationAction(
        identifier: "lab.view-results",
        title: L10n.Action.viewResults,
        options: [.foreground, .authenticationRequired])
}
