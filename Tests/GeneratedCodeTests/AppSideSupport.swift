import Actionable
import ActionableApp
import ActionableHummingbird
import ActionableTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import UserNotifications

/// The service of the end-to-end tests: the real `ActionResponseEndpoint` over a dispatcher of `Categories/`, behind
/// a middleware that can answer the next requests with a status of the test's choosing (a struggling service) and
/// an authenticator that accepts the tokens the test says are valid.
final class TapService: Sendable {
    /// Handler runs by notification id, and the texts received.
    let runs = LockedValue<[String: Int]>([:])
    let texts = LockedValue<[String: String]>([:])
    /// Statuses to answer the next requests with before they reach the endpoint.
    let script = LockedValue<[Int]>([])
    let requests = LockedValue<[HTTPFields]>([])
    let validTokens = LockedValue<Set<String>>(["valid"])

    func runs(of notification: String) -> Int { runs.withLock { $0[notification] ?? 0 } }

    func application() async throws -> some ApplicationProtocol {
        let result = try await CategoryLoader().load(paths: [
            Generated.packageRoot.appendingPathComponent("Categories").path
        ])
        var builder = ActionDispatcher.Builder(registry: try result.validRegistry(), logger: Logger(label: "test"))
        builder.app = result.app
        for (category, action) in [
            ("CHAT_MESSAGE", "REPLY"), ("CHAT_MESSAGE", "MARK_AS_READ"), ("INVITE_CATEGORY", "ACCEPT_IDENTIFIER"),
            ("INVITE_CATEGORY", "DECLINE_IDENTIFIER"),
        ] {
            builder.on(category, action) { [self] response in
                runs.withLock { $0[response.notificationIdentifier, default: 0] += 1 }
                if let text = response.userText { texts.withLock { $0[response.notificationIdentifier] = text } }
                return HandlerResult(message: "handled \(response.notificationIdentifier)")
            }
        }
        let endpoint = ActionResponseEndpoint(
            dispatcher: try builder.build(), authenticator: TokenAuthenticator(service: self))
        let router = Router()
        router.add(middleware: ScriptMiddleware(service: self))
        endpoint.addRoutes(to: router)
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    struct TokenAuthenticator: RequestAuthenticator {
        let service: TapService

        func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
            let header = head.headerFields[.authorization] ?? ""
            guard header.hasPrefix("Bearer "),
                service.validTokens.withLock({ $0.contains(String(header.dropFirst(7))) })
            else { throw AuthenticationFailure("the token is missing or expired") }
            // Every token the test mints is the one user's: a refreshed token is the same principal.
            return Principal("user:tester")
        }
    }

    struct ScriptMiddleware: RouterMiddleware {
        typealias Context = BasicRequestContext
        let service: TapService

        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            service.requests.withLock { $0.append(request.headers) }
            if let status = service.script.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                return Response(
                    status: .init(code: status), headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"{"message":"try again"}"#)))
            }
            return try await next(request, context)
        }
    }
}

/// The app's handlers in the tests: every tap is forwarded to the service, and its outcome recorded.
final class ForwardingHandlers: AppCategories.ChatMessage.Handler, AppCategories.DeliveryArriving.Handler,
    AppCategories.InviteCategory.Handler, AppCategories.OrderStatus.Handler, AppCategories.OrderRating.Handler,
    AppCategories.RentalReturnReminder.Handler
{
    let outcomes: LockedValue<[String: [ForwardOutcome]]>
    let gate: Gate?

    init(gate: Gate? = nil) {
        outcomes = LockedValue([:])
        self.gate = gate
    }

    func outcomes(of notification: String) -> [ForwardOutcome] { outcomes.withLock { $0[notification] ?? [] } }

    private func forward(_ context: TapContext) async {
        await gate?.wait()
        let outcome = await context.forward()
        outcomes.withLock { $0[context.tap.notificationIdentifier, default: []].append(outcome) }
    }

    func reply(text: String, context: TapContext) async throws { await forward(context) }
    func markAsRead(context: TapContext) async throws { await forward(context) }
    func defaultAction(context: TapContext) async throws { await forward(context) }
    func dismissAction(context: TapContext) async throws { await forward(context) }
    func confirmReceipt(context: TapContext) async throws { await forward(context) }
    func reschedule(context: TapContext) async throws { await forward(context) }
    func leaveNote(text: String, context: TapContext) async throws { await forward(context) }
    func acceptIdentifier(context: TapContext) async throws { await forward(context) }
    func declineIdentifier(context: TapContext) async throws { await forward(context) }
    func trackOrder(context: TapContext) async throws { await forward(context) }
    func contactRestaurant(context: TapContext) async throws { await forward(context) }
    func cancelOrder(context: TapContext) async throws { await forward(context) }
    func rateOrder(context: TapContext) async throws { await forward(context) }
    func extendRental(context: TapContext) async throws { await forward(context) }
    func directionsToReturn(context: TapContext) async throws { await forward(context) }
    func alreadyReturned(context: TapContext) async throws { await forward(context) }

    var all: AppCategories.Handlers {
        AppCategories.Handlers(
            chatMessage: self, deliveryArriving: self, inviteCategory: self, orderStatus: self, orderRating: self,
            rentalReturnReminder: self)
    }
}

/// A response as iOS hands it over: a notification of `category`, tapped on `action`, with `text` for a
/// text-input action.
func systemResponse(
    category: String = "CHAT_MESSAGE", action: String = "REPLY", notification: String, text: String? = nil
) -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    content.userInfo = ["chat-id": 7, "aps": ["alert": "New message"]]
    let request = UNNotificationRequest(identifier: notification, content: content, trigger: nil)
    let delivered = UNNotification(standInRequest: request, date: Date(timeIntervalSince1970: 1_795_253_400))
    if let text {
        return UNTextInputNotificationResponse(standInNotification: delivered, actionIdentifier: action, userText: text)
    }
    return UNNotificationResponse(standInNotification: delivered, actionIdentifier: action)
}

typealias EventLog = EventRecorder<TapEvent>

/// The runtime's clock on a test's manual clock.
func tapClock(_ clock: ManualClock) -> ClockAdapter<ManualClock> {
    ClockAdapter(clock, wallClock: { clock.wallClockNow })
}
typealias SystemCompletion = CallCounter

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-e2e-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
