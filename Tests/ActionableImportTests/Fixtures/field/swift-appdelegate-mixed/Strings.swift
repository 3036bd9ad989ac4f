// Beacon for iOS
// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The app's localization helper: every string has a key, its English text and a comment.
public func BCLocalizedString(key: String, tableName: String? = nil, value: String, comment: String) -> String {
    return NSLocalizedString(key, tableName: tableName, bundle: .main, value: value, comment: comment)
}

// MARK: - Notification actions
extension String {
    public static let DeviceLinkViewActionTitle = BCLocalizedString(
        key: "DeviceLink.ViewAction.Title",
        value: "View",
        comment: "Button of the notification sent when a device was added to the home")
    public static let ReminderDoneActionTitle = BCLocalizedString(
        key: "Reminder.DoneAction.Title",
        value: "Done",
        comment: "Button of a reminder notification: mark the task done")
    public static let OpenCameraActionTitle = BCLocalizedString(
        key: "Alarm.OpenCameraAction.Title",
        value: "Open Camera",
        comment: "Button of an alarm notification: show the camera that saw the intruder")
    public static let ViewLiveActionTitle = BCLocalizedString(
        key: "Alarm.ViewLiveAction.Title",
        value: "View Live",
        comment: "Button of an alarm notification: open the live view in a Live Activity")
}

// MARK: - Settings
extension String {
    public static let SettingsNotificationsTitle = BCLocalizedString(
        key: "Settings.Notifications.Title",
        value: "Notifications",
        comment: "Title of the notification settings screen")
}
