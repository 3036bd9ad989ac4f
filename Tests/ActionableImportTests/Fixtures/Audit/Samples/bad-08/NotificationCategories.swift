import Foundation
import UserNotifications

/// The categories each feature module contributes, merged into what is already registered.
enum NotificationCategories {

    static let orderShipped = "shop.category.order-shipped"
    static let trackAction = "shop.action.track"
    static let returnAction = "shop.action.start-return"

    static func install(on center: UNUserNotificationCenter = .current()) {
        Task {
            let registered = await center.notificationCategories()
            merge(registered, into: center)
        }
    }

    private static func merge(_ registered: Set<UNNotificationCategory>, into center: UNUserNotificationCenter) {
        let shipping = UNNotificationCategory(identifier: orderShipped,
                                              actions: [
                                                UNNotificationAction(identifier: trackAction,
                                                                     title: String(localized: "Track Package"),
                                                                     options: [.foreground]),
                                                UNNotificationAction(identifier: returnAction,
                                                                     title: String(localized: "Start a Return"),
                                                                     options: [.foreground]),
                                              ],
                                              intentIdentifiers: [],
                                              options: [])
        apply(registered, adding: [shipping], to: center)
    }

    private static func apply(_ registered: Set<UNNotificationCategory>,
                              adding modules: Set<UNNotificationCategory>,
                              to center: UNUserNotificationCenter) {
        let all = registered.union(modules)
        center.setNotificationCategories(all)
    }
}
