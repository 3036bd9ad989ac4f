import UIKit
import UserNotifications
import os

struct NewsNotificationID {
    static let breakingNewsCategory = "news.breaking"
    static let dailyBriefCategory = "news.daily-brief"

    static let saveForLater = "news.action.save"
    static let notInterested = "news.action.not-interested"
    static let listen = "news.action.listen"
}

final class NewsNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {

    private let library: ReadingLibrary
    private let feedback: RecommendationFeedback
    private let router: ArticleRouter
    private let logger = Logger(subsystem: "com.example.news", category: "push")

    init(library: ReadingLibrary, feedback: RecommendationFeedback, router: ArticleRouter) {
        self.library = library
        self.feedback = feedback
        self.router = router
    }

    func registerCategories() {
        let save = UNNotificationAction(identifier: NewsNotificationID.saveForLater,
                                        title: "Save for Later",
                                        options: [])
        let notInterested = UNNotificationAction(identifier: NewsNotificationID.notInterested,
                                                 title: "Not Interested",
                                                 options: [.destructive])
        let listen = UNNotificationAction(identifier: NewsNotificationID.listen,
                                          title: "Listen",
                                          options: [.foreground])

        let breaking = UNNotificationCategory(identifier: NewsNotificationID.breakingNewsCategory,
                                              actions: [save, notInterested],
                                              intentIdentifiers: [],
                                              options: [])
        let brief = UNNotificationCategory(identifier: NewsNotificationID.dailyBriefCategory,
                                           actions: [listen, save],
                                           intentIdentifiers: [],
                                           options: [])
        UNUserNotificationCenter.current().setNotificationCategories([breaking, brief])
    }

    // MARK: UNUserNotificationCenterDelegate (async variants)

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        if notification.request.content.categoryIdentifier == NewsNotificationID.breakingNewsCategory {
            return [.banner, .sound, .list]
        }
        return [.list]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        let userInfo = response.notification.request.content.userInfo
        guard let articleID = userInfo["article_id"] as? String else {
            logger.error("Push without article_id, ignoring")
            return
        }

        switch response.actionIdentifier {
        case NewsNotificationID.saveForLater:
            do {
                try await library.save(articleID: articleID)
            } catch {
                logger.error("Save for later failed: \(error.localizedDescription, privacy: .public)")
            }
        case NewsNotificationID.notInterested:
            await feedback.markNotInterested(articleID: articleID)
        case NewsNotificationID.listen:
            await MainActor.run {
                router.playAudioBrief(articleID: articleID)
            }
        case UNNotificationDefaultActionIdentifier:
            await MainActor.run {
                router.openArticle(id: articleID)
            }
        default:
            break
        }
    }
}
