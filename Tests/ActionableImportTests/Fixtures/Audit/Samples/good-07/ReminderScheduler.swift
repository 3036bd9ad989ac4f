import UserNotifications

final class ReminderScheduler {

    private let center = UNUserNotificationCenter.current()

    /// Enqueues a one-off repeat of `content`. Adding the request is a fire-and-forget
    /// call into usernotificationsd; nothing here needs to finish before returning.
    func scheduleSnooze(of content: UNNotificationContent, doseID: String, after interval: TimeInterval) {
        guard let copy = content.mutableCopy() as? UNMutableNotificationContent else { return }
        copy.userInfo["snoozed"] = true

        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false)
        let request = UNNotificationRequest(identifier: "snooze-\(doseID)", content: copy, trigger: trigger)
        center.add(request) { error in
            if let error {
                NSLog("[Reminders] failed to schedule snooze for \(doseID): \(error)")
            }
        }
    }
}
