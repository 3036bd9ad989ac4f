// Beacon for iOS
// SPDX-License-Identifier: MPL-2.0

import UIKit
import UserNotifications
import BeaconShared
import BeaconStorage

/// The notification another device sends when it joins the home. The Notification Service
/// Extension sets this category on the APNS notification, so the app only registers it.
enum DeviceLinkAction: String {
    case view = "DeviceLinkViewAction"

    static var notificationCategory: UNNotificationCategory {
        let viewAction = UNNotificationAction(identifier: DeviceLinkAction.view.rawValue,
                                              title: .DeviceLinkViewActionTitle,
                                              options: .foreground)
        return UNNotificationCategory(
            identifier: "org.beacon.ios.DeviceLink.placeholder",
            actions: [viewAction],
            intentIdentifiers: [],
            options: UNNotificationCategoryOptions(rawValue: 0))
    }
}

/// How long a reminder can be put off.
enum SnoozeOption: String, CaseIterable {
    case fifteenMinutes = "SNOOZE_15_MIN"
    case oneHour = "SNOOZE_1_HOUR"
    case tomorrow = "SNOOZE_TOMORROW"

    var title: String {
        switch self {
        case .fifteenMinutes:
            return NSLocalizedString("Reminder.Snooze.15m", value: "15 Minutes", comment: "Snooze a reminder for 15 minutes")
        case .oneHour:
            return NSLocalizedString("Reminder.Snooze.1h", value: "1 Hour", comment: "Snooze a reminder for an hour")
        case .tomorrow:
            return NSLocalizedString("Reminder.Snooze.Tomorrow", value: "Tomorrow…", comment: "Opens the app to pick a time")
        }
    }

    var options: UNNotificationActionOptions {
        self == .tomorrow ? [.foreground] : []
    }

    var interval: TimeInterval? {
        switch self {
        case .fifteenMinutes: return 15 * 60
        case .oneHour: return 60 * 60
        case .tomorrow: return nil
        }
    }
}

enum AlarmZone: CaseIterable {
    case perimeter
    case interior
    case garage

    var disarmIdentifier: String {
        switch self {
        case .perimeter: return "DISARM_PERIMETER"
        case .interior: return "DISARM_INTERIOR"
        case .garage: return "DISARM_GARAGE"
        }
    }

    var disarmTitle: String {
        switch self {
        case .perimeter: return "Disarm Perimeter"
        case .interior: return "Disarm Inside"
        case .garage: return "Disarm Garage"
        }
    }
}

extension AppDelegate: UNUserNotificationCenterDelegate {

    private static let doneAction = UNNotificationAction(identifier: "REMINDER_DONE",
                                                         title: .ReminderDoneActionTitle,
                                                         options: [])

    static var reminderCategory: UNNotificationCategory {
        UNNotificationCategory(
            identifier: "REMINDER",
            actions: [doneAction] + SnoozeOption.allCases.map {
                UNNotificationAction(identifier: $0.rawValue, title: $0.title, options: $0.options)
            },
            intentIdentifiers: [],
            options: [.customDismissAction])
    }

    /// The garage has no sensor that can be disarmed from a notification.
    private func alarmActions() -> [UNNotificationAction] {
        var actions: [UNNotificationAction] = []
        for zone in [AlarmZone.perimeter, .interior] {
            actions.append(UNNotificationAction(identifier: zone.disarmIdentifier,
                                                title: zone.disarmTitle,
                                                options: [.destructive, .authenticationRequired]))
        }
        if UserDefaults.standard.bool(forKey: PrefsKeys.showOpenCameraOnAlarms) {
            actions.append(UNNotificationAction(identifier: "OPEN_CAMERA", title: .OpenCameraActionTitle, options: [.foreground]))
        }
        if #available(iOS 16.1, *) {
            actions.append(UNNotificationAction(identifier: "VIEW_LIVE", title: .ViewLiveActionTitle, options: [.foreground]))
        }
        return actions
    }

    private func alarmCategory() -> UNNotificationCategory {
        var options: UNNotificationCategoryOptions = [.customDismissAction]
        if #available(iOS 15.0, *) {
            options.insert(.hiddenPreviewsShowTitle)
        }
        return UNNotificationCategory(identifier: "ALARM", actions: alarmActions(), intentIdentifiers: [], options: options)
    }

    func pushNotificationSetup() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        var categories: Set<UNNotificationCategory> = [
            DeviceLinkAction.notificationCategory,
            alarmCategory(),
            Self.reminderCategory,
        ]
        // The categories the user defined on the hub, synced into the local database: their
        // identifiers are whatever the user typed in the hub's web interface.
        categories.formUnion(database.hubCategories().map { $0.category })
        center.setNotificationCategories(categories)
        Logger.info("Registered \(categories.count) notification categories")
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let content = response.notification.request.content
        defer { completionHandler() }

        if let snooze = SnoozeOption(rawValue: response.actionIdentifier) {
            ReminderStore.shared.snooze(content.userInfo, by: snooze.interval)
            return
        }
        switch response.actionIdentifier {
        case DeviceLinkAction.view.rawValue:
            Router.shared.open(.devices)
        case "REMINDER_DONE":
            ReminderStore.shared.complete(content.userInfo)
        case "OPEN_CAMERA", "VIEW_LIVE":
            Router.shared.open(.camera(id: content.userInfo["camera_id"] as? String))
        default:
            HubActionForwarder.shared.forward(response)
        }
    }
}
