import UIKit
import UserNotifications

final class NotificationSetup {
    static let shared = NotificationSetup()

    private let center = UNUserNotificationCenter.current()

    func registerCategories() {
        let categories: Set<UNNotificationCategory> = [
            UNNotificationCategory(.orderUpdate, actions: [.track, .callCourier, .cancel]),
            UNNotificationCategory(.delivered, actions: [.rate, .reorder], options: [.customDismissAction]),
            UNNotificationCategory("PROMO_WEEKEND", actions: [.reorder]),
            courierMessageCategory(),
            scheduledCategory,
        ]
        center.setNotificationCategories(categories)
    }

    private func courierMessageCategory() -> UNNotificationCategory {
        UNNotificationCategory(
            identifier: OrderCategory.courierMessage.rawValue,
            actions: [OrderAction.reply.action, UNNotificationAction(order: .callCourier)],
            intentIdentifiers: [],
            options: [])
    }

    private var scheduledCategory: UNNotificationCategory {
        let buttons: [OrderAction] = [.snooze, .cancel]
        return UNNotificationCategory(
            identifier: OrderCategory.scheduled.rawValue,
            actions: buttons.map { UNNotificationAction(order: $0) },
            intentIdentifiers: [],
            options: [])
    }
}
