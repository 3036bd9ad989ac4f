import UserNotifications

final class LegacyHandler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        guard let payload = try? JSONDecoder().decode(
            InvitePayload.self, from: JSONSerialization.data(withJSONObject: response.notification.request.content.userInfo))
        else { return }
        if response.actionIdentifier == "REJECT_ACTION" || response.actionIdentifier == UNNotificationDismissActionIdentifier {
            InviteService.shared.remove(payload.inviteID)
            completionHandler()
        } else if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            Router.shared.open(payload)
            completionHandler()
        }
        completionHandler()
    }
}

extension UNUserNotificationCenter {
    func addCategory(_ category: UNNotificationCategory) async {
        let registered = await notificationCategories()
        setNotificationCategories(registered.union([category]))
    }
}
