import UserNotifications

extension UNNotificationCategory {
    /// A category of the order service with its buttons, in the order a banner shows them.
    convenience init(
        _ category: OrderCategory, actions: [OrderAction], options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: category.rawValue, actions: actions.map(\.action), intentIdentifiers: [], options: options)
    }

    /// The same for a category the marketing service names with a raw identifier (differs only in its type).
    convenience init(_ identifier: String, actions: [OrderAction], options: UNNotificationCategoryOptions = []) {
        self.init(
            identifier: identifier, actions: actions.compactMap { $0.action }, intentIdentifiers: [],
            options: options)
    }
}

extension UNNotificationAction {
    /// One button of the order service, built the long way: a `switch` over the app's enum.
    convenience init(order action: OrderAction) {
        switch action {
        case .cancel:
            self.init(identifier: action.rawValue, title: action.title, options: [.destructive, .authenticationRequired])
        default:
            self.init(identifier: action.rawValue, title: action.title, options: action.options)
        }
    }
}
