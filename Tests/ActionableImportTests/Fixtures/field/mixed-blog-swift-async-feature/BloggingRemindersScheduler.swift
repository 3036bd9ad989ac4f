//
//  BloggingRemindersScheduler.swift
//  Inkwell
//
//  Weekly reminders to write, scheduled on the device (Inkwell 18, Swift only).
//

import Foundation
import UserNotifications

final class BloggingRemindersScheduler {

    static let shared = BloggingRemindersScheduler()
    static let categoryIdentifier = "blogging-reminder"

    enum Action: String, CaseIterable {
        case startPost = "blogging-reminder.start-post"
        case snoozeDay = "blogging-reminder.snooze"
        case turnOff = "blogging-reminder.turn-off"

        var title: String {
            switch self {
            case .startPost:
                return NSLocalizedString("bloggingReminders.action.startPost", value: "Start a Post",
                                         comment: "Button: open the editor from a blogging reminder")
            case .snoozeDay:
                return NSLocalizedString("bloggingReminders.action.snooze", value: "Tomorrow",
                                         comment: "Button: remind again tomorrow")
            case .turnOff:
                return NSLocalizedString("bloggingReminders.action.turnOff", value: "Turn Off Reminders",
                                         comment: "Button: stop blogging reminders")
            }
        }

        var options: UNNotificationActionOptions {
            switch self {
            case .startPost: return [.foreground]
            case .snoozeDay: return []
            case .turnOff: return [.destructive, .authenticationRequired]
            }
        }

        var systemImageName: String {
            switch self {
            case .startPost: return "square.and.pencil"
            case .snoozeDay: return "moon.zzz"
            case .turnOff: return "bell.slash"
            }
        }

        var notificationAction: UNNotificationAction {
            if #available(iOS 15.0, *) {
                return UNNotificationAction(identifier: rawValue, title: title, options: options,
                                            icon: UNNotificationActionIcon(systemImageName: systemImageName))
            }
            return UNNotificationAction(identifier: rawValue, title: title, options: options)
        }
    }

    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    /// Adds the reminder category to those the rest of the app registered, replacing an older version of it.
    func registerCategory() async {
        let category = UNNotificationCategory(
            identifier: Self.categoryIdentifier,
            actions: Action.allCases.map(\.notificationAction),
            intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: NSLocalizedString("bloggingReminders.hiddenPreview", value: "Time to write",
                                                             comment: "Shown when previews are hidden"),
            categorySummaryFormat: NSLocalizedString("bloggingReminders.summary", value: "%u more reminders",
                                                     comment: "Summary of grouped blogging reminders"),
            options: [.customDismissAction])

        let existing = await center.notificationCategories()
        let others = existing.filter { $0.identifier != category.identifier }
        center.setNotificationCategories(others.union([category]))
    }

    func schedule(weekdays: [Int], hour: Int, siteID: Int) async throws {
        let content = UNMutableNotificationContent()
        content.title = NSLocalizedString("bloggingReminders.title", value: "Time to write!", comment: "")
        content.categoryIdentifier = Self.categoryIdentifier
        content.threadIdentifier = "blogging-reminders-\(siteID)"
        for weekday in weekdays {
            var components = DateComponents()
            components.weekday = weekday
            components.hour = hour
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
            let request = UNNotificationRequest(identifier: "reminder-\(siteID)-\(weekday)", content: content, trigger: trigger)
            try await center.add(request)
        }
    }
}
