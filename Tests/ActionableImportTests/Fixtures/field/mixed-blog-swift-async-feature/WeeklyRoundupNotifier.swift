//
//  WeeklyRoundupNotifier.swift
//  Inkwell
//

import Foundation
import UserNotifications

/// The weekly stats roundup, a local notification built from the week's stats.
final class WeeklyRoundupNotifier {

    static let shared = WeeklyRoundupNotifier()

    private let center = UNUserNotificationCenter.current()
    private let remoteConfig: RemoteConfigStore

    init(remoteConfig: RemoteConfigStore = .shared) {
        self.remoteConfig = remoteConfig
    }

    /// An experiment may rename the category; "weekly-roundup" is what the app ships with.
    private var categoryIdentifier: String {
        remoteConfig.string(for: .weeklyRoundupCategory) ?? "weekly-roundup"
    }

    func registerCategory() {
        let title = NSLocalizedString("weeklyRoundup.action.viewStats", value: "View Stats",
                                      comment: "Button: open the stats of the week")
        let viewStats: UNNotificationAction
        if #available(iOS 15.0, *) {
            viewStats = UNNotificationAction(identifier: "weekly-roundup.view-stats", title: title, options: [.foreground],
                                             icon: UNNotificationActionIcon(templateImageName: "icon-stats"))
        } else {
            viewStats = UNNotificationAction(identifier: "weekly-roundup.view-stats", title: title, options: [.foreground])
        }
        let roundup = UNNotificationCategory(identifier: categoryIdentifier, actions: [viewStats],
                                             intentIdentifiers: [], options: [])

        center.getNotificationCategories { [weak self] existing in
            guard let self else { return }
            var categories = existing.filter { $0.identifier != roundup.identifier }
            categories.insert(roundup)
            if let campaign = self.campaignCategory() {
                categories.insert(campaign)
            }
            self.center.setNotificationCategories(categories)
        }
    }

    /// Promoted roundups: the server names their category for each campaign.
    private func campaignCategory() -> UNNotificationCategory? {
        guard let identifier = remoteConfig.string(for: .roundupCampaignCategory) else {
            return nil
        }
        let share = UNNotificationAction(
            identifier: "weekly-roundup.share",
            title: NSLocalizedString("weeklyRoundup.action.share", value: "Share", comment: "Button: share the roundup"),
            options: [.foreground])
        return UNNotificationCategory(identifier: identifier, actions: [share], intentIdentifiers: [], options: [])
    }
}
