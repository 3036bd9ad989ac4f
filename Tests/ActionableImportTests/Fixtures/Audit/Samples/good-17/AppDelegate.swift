import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    let router = AppRouter()
    let payments = PaymentsService()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        registerNotificationCategories(center)
        return true
    }

    func registerNotificationCategories(_ center: UNUserNotificationCenter) {
        let review = UNNotificationAction(identifier: REVIEW_CLOSING, title: "Review Request", options: [.foreground])
        let call = UNNotificationAction(identifier: CALL_BRANCH, title: "Call My Branch", options: [.foreground])
        let closing = UNNotificationCategory(identifier: CLOSE, actions: [review, call], intentIdentifiers: [],
                                             options: [])

        let payNow = UNNotificationAction(identifier: PAY_NOW, title: "Pay Now",
                                          options: [.foreground, .authenticationRequired])
        let remind = UNNotificationAction(identifier: REMIND_TOMORROW, title: "Remind Me Tomorrow", options: [])
        let paymentDue = UNNotificationCategory(identifier: PAYMENT_DUE, actions: [payNow, remind],
                                                intentIdentifiers: [], options: [])

        center.setNotificationCategories([closing, paymentDue])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo

        // Both buttons of a closing request open the request; the screen has the branch's number.
        if response.notification.request.content.categoryIdentifier == CLOSE {
            router.showAccountClosing(requestID: userInfo["request_id"] as? String)
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case PAY_NOW:
            router.showPayment(billID: userInfo["bill_id"] as? String)
        case REMIND_TOMORROW:
            payments.scheduleReminder(billID: userInfo["bill_id"] as? String, after: 24 * 60 * 60)
        default:
            break
        }
        completionHandler()
    }
}
