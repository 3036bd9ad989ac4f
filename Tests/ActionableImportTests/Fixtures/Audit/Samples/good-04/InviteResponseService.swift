import UIKit
import UserNotifications

final class InviteResponseService {

    private let api: CalendarAPI
    private let router: AppRouter

    init(api: CalendarAPI = .shared, router: AppRouter = .shared) {
        self.api = api
        self.router = router
    }

    /// Calls `completion` exactly once, after the RSVP request has finished.
    func handle(_ actionIdentifier: String, eventID: String, completion: @escaping () -> Void) {
        let status: RSVPStatus
        switch actionIdentifier {
        case Notifications.Action.accept.rawValue:
            status = .accepted
        case Notifications.Action.tentative.rawValue:
            status = .tentative
        case Notifications.Action.decline.rawValue:
            status = .declined
        case UNNotificationDefaultActionIdentifier:
            DispatchQueue.main.async {
                self.router.showEvent(id: eventID)
                completion()
            }
            return
        default:
            completion()
            return
        }

        var backgroundTask = UIBackgroundTaskIdentifier.invalid
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "rsvp") {
            UIApplication.shared.endBackgroundTask(backgroundTask)
            backgroundTask = .invalid
        }

        api.respond(toEvent: eventID, status: status) { result in
            if case .failure(let error) = result {
                Log.calendar.error("RSVP \(status.rawValue) for \(eventID) failed: \(error)")
            }
            completion()
            if backgroundTask != .invalid {
                UIApplication.shared.endBackgroundTask(backgroundTask)
            }
        }
    }
}
