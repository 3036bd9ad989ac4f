import Foundation
import UserNotifications

/// Keeps the "new episode" category registered beside the categories the downloads module registers on its own.
final class EpisodeCategoryRegistrar {

    private let center = UNUserNotificationCenter.current()

    /// Called at launch and whenever the user switches language (the titles are localized).
    func refresh() {
        center.getNotificationCategories(completionHandler: mergeCategories(_:))
    }

    private func mergeCategories(_ existing: Set<UNNotificationCategory>) {
        let play = UNNotificationAction(identifier: EpisodeNotification.playAction,
                                        title: NSLocalizedString("Play", comment: "notification action"),
                                        options: [.foreground])
        let queue = UNNotificationAction(identifier: EpisodeNotification.queueAction,
                                         title: NSLocalizedString("Add to Queue", comment: "notification action"),
                                         options: [])
        let newEpisode = UNNotificationCategory(identifier: EpisodeNotification.newEpisodeCategory,
                                                actions: [play, queue],
                                                intentIdentifiers: [],
                                                options: [])
        var all = existing
        all.insert(newEpisode)
        center.setNotificationCategories(all)
    }
}
