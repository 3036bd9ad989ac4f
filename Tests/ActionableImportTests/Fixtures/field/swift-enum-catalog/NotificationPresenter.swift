//
//  NotificationPresenter.swift
//  Courier
//

import Foundation
import UserNotifications

final class NotificationPresenter {
    private static var center: UNUserNotificationCenter { .current() }

    /// Holds incoming-message notifications back this long while a linked desktop is active.
    let delayForLinkedDevices: TimeInterval = 20

    private let accountManager: AccountManager

    init(accountManager: AccountManager) {
        self.accountManager = accountManager
    }

    /// Asks for permission, then registers every category (with or without permission: the
    /// categories are needed as soon as the user turns notifications on in Settings).
    func registerNotificationSettings() async {
        do {
            let granted = try await Self.center.requestAuthorization(options: [.badge, .sound, .alert])
            Logger.info("Notification permission granted: \(granted)")
        } catch {
            Logger.error("Notification permission request failed: \(error)")
        }
        Self.center.setNotificationCategories(UserNotificationConfig.allNotificationCategories)
    }

    func notify(category: AppNotificationCategory, title: String?, body: String, threadID: String?,
                userInfo: [AnyHashable: Any], isAppActive: Bool) async {
        guard accountManager.isRegistered else {
            Logger.info("Not registered yet: suppressing the notification")
            return
        }
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = category.identifier
        content.userInfo = userInfo
        content.body = body
        if let title {
            content.title = title
        }
        if let threadID {
            content.threadIdentifier = threadID
        }
        let trigger: UNNotificationTrigger?
        if category.shouldDelayForLinkedDevices, !isAppActive, accountManager.hasRecentDesktopActivity {
            trigger = UNTimeIntervalNotificationTrigger(timeInterval: delayForLinkedDevices, repeats: false)
        } else {
            trigger = nil
        }
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        do {
            try await Self.center.add(request)
        } catch {
            Logger.error("Could not present notification: \(error)")
        }
    }

    func cancelNotifications(threadID: String) async {
        let delivered = await Self.center.deliveredNotifications()
        let identifiers = delivered
            .filter { $0.request.content.threadIdentifier == threadID }
            .map(\.request.identifier)
        Self.center.removeDeliveredNotifications(withIdentifiers: identifiers)
    }

    func clearAll() {
        Logger.info("Clearing all notifications")
        Self.center.removeAllPendingNotificationRequests()
        Self.center.removeAllDeliveredNotifications()
    }
}
