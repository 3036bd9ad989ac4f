import UIKit
import UserNotifications

enum TripNotification {
    enum Category: String {
        case checkInOpen = "trip.category.check-in-open"
    }
    enum Action: String {
        case checkIn = "trip.action.check-in"
        case boardingPass = "trip.action.boarding-pass"
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?
    private let checkInService = CheckInService.shared
    private let router = TripRouter.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self

        let checkIn = UNNotificationAction(identifier: TripNotification.Action.checkIn.rawValue,
                                           title: "Check In",
                                           options: [.authenticationRequired])
        let boardingPass = UNNotificationAction(identifier: TripNotification.Action.boardingPass.rawValue,
                                                title: "Show Boarding Pass",
                                                options: [.foreground])
        let category = UNNotificationCategory(identifier: TripNotification.Category.checkInOpen.rawValue,
                                              actions: [checkIn, boardingPass],
                                              intentIdentifiers: [],
                                              options: [.customDismissAction])
        center.setNotificationCategories([category])

        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
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
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        guard let bookingRef = userInfo["booking_ref"] as? String else {
            completionHandler()
            return
        }

        let actionIdentifier = response.actionIdentifier
        if actionIdentifier == TripNotification.Action.checkIn.rawValue {
            checkInService.checkIn(bookingRef: bookingRef) { result in
                if case .failure(let error) = result {
                    NSLog("[Trips] check-in from notification failed: \(error)")
                }
                completionHandler()
            }
        } else if actionIdentifier == TripNotification.Action.boardingPass.rawValue {
            router.showBoardingPass(bookingRef: bookingRef)
            completionHandler()
        } else if actionIdentifier == UNNotificationDefaultActionIdentifier {
            router.showTrip(bookingRef: bookingRef)
            completionHandler()
        }
    }
}
