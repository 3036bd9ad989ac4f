import AppNotifications
import Foundation

#if canImport(UserNotifications)
    import ActionableApp
    import UserNotifications
#endif

// On Linux this prints the typed identifiers and, given a service URL, forwards one simulated tap (a reply to a chat
// message, delivered by the UserNotifications stand-in on a background thread as iOS would) to it with the token in
// $ACTIONABLE_TOKEN, then prints what became of it. On iOS the same calls run in the app delegate at launch.
print("categories: \(AppNotifications.categoryIdentifiers.joined(separator: ", "))")
for line in AppNotifications.summary { print(line) }

#if canImport(UserNotifications) && !canImport(Darwin)
    let arguments = CommandLine.arguments.dropFirst()
    if let service = arguments.first.flatMap(URL.init(string:)) {
        let token = ProcessInfo.processInfo.environment["ACTIONABLE_TOKEN"]
        let outbox = FileManager.default.temporaryDirectory.appendingPathComponent("notification-app-outbox")
        let delegate = AppNotifications.startTaps(
            service: service, token: { _ in token }, outboxDirectory: outbox,
            events: { print("tap: \($0)") })
        delegate.install(.app())
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = AppNotifications.ChatMessage.identifier
        let request = UNNotificationRequest(identifier: "example-\(UUID().uuidString)", content: content, trigger: nil)
        let response = UNTextInputNotificationResponse(
            standInNotification: UNNotification(standInRequest: request, date: Date()),
            actionIdentifier: AppNotifications.ChatMessage.Action.reply.rawValue, userText: "On my way")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            UNUserNotificationCenter.current().standInDeliver(response) { done.resume() }
        }
        print("iOS's completion handler was called")
    }
#endif
