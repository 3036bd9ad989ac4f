import UIKit
import UserNotifications

final class PushRegistrar {
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`, before the app asks for authorization.
    func registerCategories() {
        var categories: Set<UNNotificationCategory> = [.message, .call]
        categories.insert(.missedCall)
        categories.formUnion(Self.groupCategories())
        center.setNotificationCategories(categories.union([.securityAlert]))
    }

    private static func groupCategories() -> [UNNotificationCategory] {
        [.groupInvite, .mention]
    }
}
