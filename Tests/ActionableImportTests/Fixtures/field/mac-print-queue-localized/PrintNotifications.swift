import Foundation
import UserNotifications

enum PrintNotifications {
    enum Action {
        static let retry = "RETRY"
        static let cancelJob = "CANCEL_JOB"
        static let printAgain = "PRINT_AGAIN"
        static let showInFinder = "SHOW_IN_FINDER"
    }

    // Text the system localizes when it shows the notification, as Apple's own API for notification text.
    private static let retry = UNNotificationAction(
        identifier: Action.retry,
        title: NSString.localizedUserNotificationString(forKey: "action.retry", arguments: nil),
        options: [])
    private static let cancelJob = UNNotificationAction(
        identifier: Action.cancelJob, title: NSLocalizedString("Cancel Job", comment: "Cancels a print job"),
        options: [.destructive])
    private static let printAgain = UNNotificationAction(
        identifier: Action.printAgain, title: NSLocalizedString("Print Again", comment: ""), options: [])
    private static let showInFinder = UNNotificationAction(
        identifier: Action.showInFinder, title: NSLocalizedString("Show in Finder", comment: ""), options: .foreground)

    static func registerCategories(center: UNUserNotificationCenter = .current()) {
        center.setNotificationCategories([
            .init(identifier: "PRINT_JOB_FAILED", actions: [retry, cancelJob], intentIdentifiers: [], options: []),
            .init(identifier: "PRINT_JOB_DONE", actions: [printAgain, showInFinder], intentIdentifiers: []),
            .init(
                identifier: "SUPPLY_LOW", actions: SupplyCatalog.shared.reorderActions(), intentIdentifiers: [],
                options: []),
        ])
    }
}

/// The vendors the user set up for ink and paper, read at launch from the app's settings.
final class SupplyCatalog {
    static let shared = SupplyCatalog()

    struct Vendor: Decodable {
        var id: String
        var name: String
    }

    private(set) var vendors: [Vendor] = []

    func reorderActions() -> [UNNotificationAction] {
        vendors.map { vendor in
            UNNotificationAction(
                identifier: "REORDER_" + vendor.id,
                title: String(format: NSLocalizedString("Order from %@", comment: ""), vendor.name),
                options: .foreground)
        }
    }
}
