import UserNotifications

@MainActor
final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    let invites = InviteService()
    let reminders = ReminderStore()

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let id = response.notification.request.identifier
        let text = (response as? UNTextInputNotificationResponse)?.userText ?? ""
        Task { @MainActor in
            switch NotificationAction(rawValue: response.actionIdentifier) {
            case .accept: await invites.accept(id)
            case .decline: await invites.decline(id)
            case .snooze: await reminders.snooze(id)
            case .reply: await reminders.reply(id, text: text)
            case nil: break
            }
            completionHandler()
        }
    }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        notification.request.content.categoryIdentifier == NotificationCategory.invite.rawValue ? [.banner, .sound] : [.list]
    }
}
