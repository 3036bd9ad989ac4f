/// The pieces the app-code rules' examples are made of: each example is one Swift file an app could ship.
enum AppCodeExample {
    /// A Swift file named `AppDelegate.swift`.
    static func swift(_ text: String) -> RuleExample {
        RuleExample(files: [RuleExample.File(name: "AppDelegate.swift", bytes: Array(text.utf8))])
    }

    /// Several files, by name.
    static func files(_ files: KeyValuePairs<String, String>) -> RuleExample {
        RuleExample(files: files.map { RuleExample.File(name: $0.key, bytes: Array($0.value.utf8)) })
    }

    /// The registration every example shares: category INVITE with ACCEPT and DECLINE, registered at launch.
    static let registration = registration(marked: false)

    /// The registration, with a `↓` before its `setNotificationCategories` call when `marked`.
    static func registration(marked: Bool) -> String {
        """
        import UserNotifications

        func registerCategories() {
            let accept = UNNotificationAction(identifier: "ACCEPT", title: "Accept", options: [.foreground])
            let decline = UNNotificationAction(identifier: "DECLINE", title: "Decline", options: [.destructive])
            let invite = UNNotificationCategory(
                identifier: "INVITE", actions: [accept, decline], intentIdentifiers: [], options: [.customDismissAction])
            \(marked ? "↓" : "")UNUserNotificationCenter.current().setNotificationCategories([invite])
        }


        """
    }

    /// The three-argument delegate method around `body` (indented by eight spaces).
    static func delegate(
        _ body: String, attributes: String = "",
        type: String = "final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate"
    ) -> String {
        """
        \(type) {
            \(attributes)func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping () -> Void
            ) {
        \(body)
            }
        }

        """
    }
}
