import UserNotifications

@MainActor
final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    let invites = InviteService()
    let reminders = ReminderStore()

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        defer { completionHandler() }
        let id = response.notification.request.identifier
        switch NotificationAction(rawValue: response.actionIdentifier) {
        case .accept:
            Task { await invites.accept(id) }
        case .decline:
            Task { await invites.decline(id) }
        case .snooze:
            Task { await reminders.snooze(id) }
        case .reply:
            Task { await reminders.reply(id, text: (response as? UNTextInputNotificationResponse)?.userText ?? "") }
        case nil:
            break
        }
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        if notification.request.content.categoryIdentifier == NotificationCategory.invite.rawValue {
            completionHandler([.banner, .sound])
        } else if notification.request.content.categoryIdentifier == NotificationCategory.reminder.rawValue {
            completionHandler([.list])
        }
    }
}
