import UIKit
import UserNotifications

enum TransactionAlert {
    enum Category: String {
        case cardTransaction = "bank.category.card-transaction"
    }
    enum Action: String {
        case confirm = "bank.action.confirm-transaction"
        case reportFraud = "bank.action.report-fraud"
        case freezeCard = "bank.action.freeze-card"
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    private let alertsAPI = TransactionAlertsAPI.shared
    private let deepLinks = DeepLinkHandler.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        registerCategories(on: center)
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            DispatchQueue.main.async { application.registerForRemoteNotifications() }
        }
        return true
    }

    private func registerCategories(on center: UNUserNotificationCenter) {
        let confirm = UNNotificationAction(identifier: TransactionAlert.Action.confirm.rawValue,
                                           title: "Yes, this was me",
                                           options: [.authenticationRequired])
        let fraud = UNNotificationAction(identifier: TransactionAlert.Action.reportFraud.rawValue,
                                         title: "No, report fraud",
                                         options: [.foreground, .destructive, .authenticationRequired])
        let freeze = UNNotificationAction(identifier: TransactionAlert.Action.freezeCard.rawValue,
                                          title: "Freeze Card",
                                          options: [.destructive, .authenticationRequired])
        let category = UNNotificationCategory(identifier: TransactionAlert.Category.cardTransaction.rawValue,
                                              actions: [confirm, fraud, freeze],
                                              intentIdentifiers: [],
                                              options: [.hiddenPreviewsShowTitle])
        center.setNotificationCategories([category])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .badge])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        let transactionID = userInfo["transaction_id"] as? String
        let cardID = userInfo["card_id"] as? String

        switch response.actionIdentifier {
        case TransactionAlert.Action.confirm.rawValue:
            guard let transactionID else { completionHandler(); return }
            alertsAPI.confirm(transactionID: transactionID) { _ in
                completionHandler()
            }
        case TransactionAlert.Action.reportFraud.rawValue:
            deepLinks.open(.reportFraud(transactionID: transactionID))
            completionHandler()
        case TransactionAlert.Action.freezeCard.rawValue:
            guard let cardID else { completionHandler(); return }
            alertsAPI.freeze(cardID: cardID) { _ in
                completionHandler()
            }
        case UNNotificationDefaultActionIdentifier:
            deepLinks.open(.transaction(id: transactionID))
            completionHandler()
        default:
            completionHandler()
        }
    }
}
