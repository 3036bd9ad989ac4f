import Actionable
import ActionableApp
import ActionableTesting
import Foundation
import Testing
import UserNotifications

/// Stand-ins for an app's own code, so README's example of the app's side compiles and runs as written.
@MainActor let log = AppLog()
@MainActor let session = Session()
let outboxDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-app-\(UUID().uuidString)")

final class AppLog: Sendable {
    let lines = LockedValue<[String]>([])
    func info(_ line: String) { lines.withLock { $0.append(line) } }
}

final class Session: Sendable {
    func accessToken(refresh: Bool) async throws -> String? { refresh ? "fresh" : "current" }
}

@MainActor func open(chat notification: String) {}
func showReplyFailed(_ text: String?, _ reason: String) {}

struct DeliveryHandler: AppCategories.DeliveryArriving.Handler {
    func confirmReceipt(context: TapContext) async throws { _ = await context.forward() }
    func reschedule(context: TapContext) async throws { _ = await context.forward() }
    func leaveNote(text: String, context: TapContext) async throws { _ = await context.forward() }
    func defaultAction(context: TapContext) async throws {}
}

struct InviteHandler: AppCategories.InviteCategory.Handler {
    func acceptIdentifier(context: TapContext) async throws { _ = await context.forward() }
    func declineIdentifier(context: TapContext) async throws { _ = await context.forward() }
    func defaultAction(context: TapContext) async throws {}
    func dismissAction(context: TapContext) async throws { _ = await context.forward() }
}

struct OrderHandler: AppCategories.OrderStatus.Handler, AppCategories.OrderRating.Handler {
    func trackOrder(context: TapContext) async throws {}
    func contactRestaurant(context: TapContext) async throws {}
    func cancelOrder(context: TapContext) async throws { _ = await context.forward() }
    func rateOrder(context: TapContext) async throws { _ = await context.forward() }
    func defaultAction(context: TapContext) async throws {}
}

struct RentalHandler: AppCategories.RentalReturnReminder.Handler {
    func extendRental(context: TapContext) async throws { _ = await context.forward() }
    func directionsToReturn(context: TapContext) async throws {}
    func alreadyReturned(context: TapContext) async throws { _ = await context.forward() }
    func defaultAction(context: TapContext) async throws {}
    func dismissAction(context: TapContext) async throws {}
}

// doc:app-example:begin
/// What the app does when someone taps a chat notification. `@MainActor` because opening a chat touches UI; the
/// delegate hops here itself, whatever thread iOS calls it on.
@MainActor
final class ChatHandler: AppCategories.ChatMessage.Handler {
    func reply(text: String, context: TapContext) async throws {
        switch await context.forward() {
        case .delivered, .duplicate, .queued:  // queued: kept in the outbox, sent later with the same key
            break
        case .rejected(_, let reason), .retired(let reason), .lost(let reason):
            showReplyFailed(text, reason)  // the text is kept for the person, never logged
        }
    }

    func markAsRead(context: TapContext) async throws {
        _ = await context.forward()
    }

    func defaultAction(context: TapContext) async throws {
        open(chat: context.tap.notificationIdentifier)
    }
}

@MainActor
final class AppDelegate: NSObject {  // : UIApplicationDelegate
    private(set) var notifications: AppCategories.NotificationDelegate?

    func applicationDidFinishLaunching() async {
        let forwarder = ActionForwarder(
            baseURL: URL(string: "https://api.example.com")!,
            // The signed-in user's token, fresh after a 401. Never an HMAC signing secret: an app keeps none.
            credential: CredentialProvider { refresh in
                try await session.accessToken(refresh: refresh).map(Credential.bearer)
            }
        )
        let responder = NotificationResponder(
            configuration: .init(forwarder: forwarder, outbox: Outbox(directory: outboxDirectory)),
            events: { event in Task { @MainActor in log.info("\(event)") } },  // identifiers only, never typed text
            undelivered: { failed in showReplyFailed(failed.tap.userText, failed.reason) }
        )
        let notifications = AppCategories.NotificationDelegate(responder: responder)
        notifications.install(on: .current())  // before launch ends; keeps another SDK's delegate for its taps
        await AppCategories.register()
        // Every category is an argument and every action a requirement: new YAML fails this build until handled.
        notifications.install(
            AppCategories.Handlers(
                chatMessage: ChatHandler(), deliveryArriving: DeliveryHandler(), inviteCategory: InviteHandler(),
                orderStatus: OrderHandler(), orderRating: OrderHandler(), rentalReturnReminder: RentalHandler()))
        self.notifications = notifications
    }
}
// doc:app-example:end

@Suite struct ReadmeAppExampleTests {
    @Test("README's app example installs its delegate over the one there and registers the categories")
    @MainActor func exampleRuns() async throws {
        let delegate = AppDelegate()
        await delegate.applicationDidFinishLaunching()
        let installed = try #require(delegate.notifications)
        #expect(UNUserNotificationCenter.current().delegate === installed)
        let registered = await UNUserNotificationCenter.current().notificationCategories()
        #expect(Set(registered.map(\.identifier)) == Set(AppCategories.categoryIdentifiers))
    }
}
