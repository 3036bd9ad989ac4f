import UIKit
import UserNotifications

enum EpisodeNotification {
    static let newEpisodeCategory = "podcast.category.new-episode"
    static let playAction = "podcast.action.play"
    static let queueAction = "podcast.action.add-to-queue"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let categories = EpisodeCategoryRegistrar()
    private let player = PlayerController.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        categories.refresh()
        NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification,
                                               object: nil,
                                               queue: .main) { [categories] _ in
            categories.refresh()
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let episodeID = response.notification.request.content.userInfo["episode_id"] as? String
        switch response.actionIdentifier {
        case EpisodeNotification.playAction:
            if let episodeID {
                player.play(episodeID: episodeID)
            }
        case EpisodeNotification.queueAction:
            if let episodeID {
                player.enqueue(episodeID: episodeID)
            }
        default:
            break
        }
        completionHandler()
    }
}
