import UIKit
import UserNotifications
import os

enum MarketplaceNotification {
    static let listingCategory = "MARKET_LISTING_UPDATE"
    static let saveListingAction = "MARKET_SAVE_LISTING"
    static let messageSellerAction = "MARKET_MESSAGE_SELLER"
    static let hideListingAction = "MARKET_HIDE_LISTING"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let logger = Logger(subsystem: "com.example.marketplace", category: "push")
    private let listings = ListingService.shared
    private let router = MarketplaceRouter.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        let save = UNNotificationAction(identifier: MarketplaceNotification.saveListingAction,
                                        title: "Save", options: [])
        let message = UNNotificationAction(identifier: MarketplaceNotification.messageSellerAction,
                                           title: "Message Seller", options: [.foreground])
        let hide = UNNotificationAction(identifier: MarketplaceNotification.hideListingAction,
                                        title: "Hide", options: [.destructive])
        let listing = UNNotificationCategory(identifier: MarketplaceNotification.listingCategory,
                                             actions: [save, message, hide],
                                             intentIdentifiers: [],
                                             options: [])
        center.setNotificationCategories([listing])

        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if let error {
                self.logger.error("authorization error: \(error.localizedDescription, privacy: .public)")
            }
            guard granted else { return }
            DispatchQueue.main.async {
                application.registerForRemoteNotifications()
            }
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let payload: PushPayload
        do {
            payload = try PushPayload(userInfo: response.notification.request.content.userInfo)
        } catch {
            logger.error("Could not decode push payload: \(String(describing: error), privacy: .public)")
            return
        }

        switch response.actionIdentifier {
        case MarketplaceNotification.saveListingAction:
            listings.save(listingID: payload.listingID)
        case MarketplaceNotification.messageSellerAction:
            router.openChat(listingID: payload.listingID, conversationID: payload.conversationID)
        case MarketplaceNotification.hideListingAction:
            listings.hide(listingID: payload.listingID)
        case UNNotificationDefaultActionIdentifier:
            router.openListing(id: payload.listingID)
        default:
            break
        }
        completionHandler()
    }
}
