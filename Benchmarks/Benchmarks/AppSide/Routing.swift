import ActionableApp
import Benchmark
import Foundation

// Routing a tap in the app: what the generated `BenchCategories.Handlers.route(_:context:)` does (the typed
// `Response(tap)`, then the switch into the category's `Handler` method) next to what an app writes without the
// generated code: a switch on the category identifier, then on the action identifier, calling the same handler
// methods directly. Both route the same taps to the same handler values, whose methods do the same trivial work.

/// The handlers both routers call. Each method hands one value to ordo-one's `blackHole` and returns; `@inline(never)`
/// keeps that body a call of its own in both routers (a real handler is not folded into the switch), so the rows
/// differ only in how they reach it.
struct ChatHandler: BenchCategories.ChatMessage.Handler {
    @inline(never) func reply(text: String, context: TapContext) async throws { blackHole(text) }
    @inline(never) func markAsRead(context: TapContext) async throws { blackHole(1) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(2) }
}

struct DeliveryHandler: BenchCategories.DeliveryArriving.Handler {
    @inline(never) func confirmReceipt(context: TapContext) async throws { blackHole(3) }
    @inline(never) func reschedule(context: TapContext) async throws { blackHole(4) }
    @inline(never) func leaveNote(text: String, context: TapContext) async throws { blackHole(text) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(5) }
}

struct InvitationHandler: BenchCategories.InviteCategory.Handler {
    @inline(never) func acceptIdentifier(context: TapContext) async throws { blackHole(6) }
    @inline(never) func declineIdentifier(context: TapContext) async throws { blackHole(7) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(8) }
    @inline(never) func dismissAction(context: TapContext) async throws { blackHole(9) }
}

struct OrderStatusHandler: BenchCategories.OrderStatus.Handler {
    @inline(never) func trackOrder(context: TapContext) async throws { blackHole(10) }
    @inline(never) func contactRestaurant(context: TapContext) async throws { blackHole(11) }
    @inline(never) func cancelOrder(context: TapContext) async throws { blackHole(12) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(13) }
}

struct OrderRatingHandler: BenchCategories.OrderRating.Handler {
    @inline(never) func rateOrder(context: TapContext) async throws { blackHole(14) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(15) }
}

struct RentalHandler: BenchCategories.RentalReturnReminder.Handler {
    @inline(never) func extendRental(context: TapContext) async throws { blackHole(16) }
    @inline(never) func directionsToReturn(context: TapContext) async throws { blackHole(17) }
    @inline(never) func alreadyReturned(context: TapContext) async throws { blackHole(18) }
    @inline(never) func defaultAction(context: TapContext) async throws { blackHole(19) }
    @inline(never) func dismissAction(context: TapContext) async throws { blackHole(20) }
}

@inline(never)
func undeclaredTap(_ tap: NotificationTap, _ context: TapContext) async throws { blackHole(tap.actionIdentifier) }

/// The reference row's callee: what the benchmark loop costs around any router (each tap is copied out of the array
/// for the call, the call is awaited), with no routing and no handler.
@inline(never)
func emptyRoute(_ tap: NotificationTap, _ context: TapContext) async throws { blackHole(1) }

/// The baseline: the router an app writes by hand, with the identifiers as string literals and the handlers as
/// concrete values.
struct HandWrittenRouter: Sendable {
    let chat = ChatHandler()
    let delivery = DeliveryHandler()
    let invitation = InvitationHandler()
    let orderStatus = OrderStatusHandler()
    let orderRating = OrderRatingHandler()
    let rental = RentalHandler()

    func route(_ tap: NotificationTap, context: TapContext) async throws {
        let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
        let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"
        switch tap.categoryIdentifier {
        case "CHAT_MESSAGE":
            switch tap.actionIdentifier {
            case "REPLY": try await chat.reply(text: tap.userText ?? "", context: context)
            case "MARK_AS_READ": try await chat.markAsRead(context: context)
            case defaultAction: try await chat.defaultAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        case "DELIVERY_ARRIVING":
            switch tap.actionIdentifier {
            case "CONFIRM_RECEIPT": try await delivery.confirmReceipt(context: context)
            case "RESCHEDULE": try await delivery.reschedule(context: context)
            case "LEAVE_NOTE": try await delivery.leaveNote(text: tap.userText ?? "", context: context)
            case defaultAction: try await delivery.defaultAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        case "INVITE_CATEGORY":
            switch tap.actionIdentifier {
            case "ACCEPT_IDENTIFIER": try await invitation.acceptIdentifier(context: context)
            case "DECLINE_IDENTIFIER": try await invitation.declineIdentifier(context: context)
            case defaultAction: try await invitation.defaultAction(context: context)
            case dismissAction: try await invitation.dismissAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        case "ORDER_STATUS":
            switch tap.actionIdentifier {
            case "TRACK_ORDER": try await orderStatus.trackOrder(context: context)
            case "CONTACT_RESTAURANT": try await orderStatus.contactRestaurant(context: context)
            case "CANCEL_ORDER": try await orderStatus.cancelOrder(context: context)
            case defaultAction: try await orderStatus.defaultAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        case "ORDER_RATING":
            switch tap.actionIdentifier {
            case "RATE_ORDER": try await orderRating.rateOrder(context: context)
            case defaultAction: try await orderRating.defaultAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        case "RENTAL_RETURN_REMINDER":
            switch tap.actionIdentifier {
            case "EXTEND_RENTAL": try await rental.extendRental(context: context)
            case "DIRECTIONS_TO_RETURN": try await rental.directionsToReturn(context: context)
            case "ALREADY_RETURNED": try await rental.alreadyReturned(context: context)
            case defaultAction: try await rental.defaultAction(context: context)
            case dismissAction: try await rental.dismissAction(context: context)
            default: try await undeclaredTap(tap, context)
            }
        default:
            try await undeclaredTap(tap, context)
        }
    }
}

/// What both routing benchmarks route: every declared tap of `Categories/` (each action, the tap on the notification,
/// the dismissal where the category asks for it; 22 in all), repeated in declaration order to `tapsPerIteration`, with
/// the generated handlers, the hand-written router over the same handler values, and one `TapContext`.
struct RoutingFixture: Sendable {
    static let tapsPerIteration = 1000

    let taps: [NotificationTap]
    let handlers: BenchCategories.Handlers
    let handWritten = HandWrittenRouter()
    let context: TapContext

    static func make() async -> RoutingFixture {
        let defaultAction = ActionResponseWire.defaultActionIdentifier
        let dismissAction = ActionResponseWire.dismissActionIdentifier
        let declared: [(String, [String])] = [
            (BenchCategories.ChatMessage.identifier, ["REPLY", "MARK_AS_READ", defaultAction]),
            (
                BenchCategories.DeliveryArriving.identifier,
                ["CONFIRM_RECEIPT", "RESCHEDULE", "LEAVE_NOTE", defaultAction]
            ),
            (
                BenchCategories.InviteCategory.identifier,
                ["ACCEPT_IDENTIFIER", "DECLINE_IDENTIFIER", defaultAction, dismissAction]
            ),
            (
                BenchCategories.OrderStatus.identifier,
                ["TRACK_ORDER", "CONTACT_RESTAURANT", "CANCEL_ORDER", defaultAction]
            ),
            (BenchCategories.OrderRating.identifier, ["RATE_ORDER", defaultAction]),
            (
                BenchCategories.RentalReturnReminder.identifier,
                ["EXTEND_RENTAL", "DIRECTIONS_TO_RETURN", "ALREADY_RETURNED", defaultAction, dismissAction]
            ),
        ]
        let receivedAt = Date(timeIntervalSince1970: 1_700_000_000)
        var distinct: [NotificationTap] = []
        for (category, actions) in declared {
            for action in actions {
                let text = action == "REPLY" || action == "LEAVE_NOTE" ? "On my way" : nil
                distinct.append(
                    NotificationTap(
                        categoryIdentifier: category, actionIdentifier: action,
                        notificationIdentifier: "n-\(distinct.count)", userText: text, receivedAt: receivedAt))
            }
        }
        // Every tap must reach a declared handler in the typed router too: a typo here would measure `.undeclared`.
        for tap in distinct {
            if case .undeclared = BenchCategories.Response(tap) {
                fatalError("the benchmark's tap \(tap) is not declared by the generated code")
            }
        }
        let taps = (0..<tapsPerIteration).map { distinct[$0 % distinct.count] }
        let handlers = BenchCategories.Handlers(
            chatMessage: ChatHandler(), deliveryArriving: DeliveryHandler(), inviteCategory: InvitationHandler(),
            orderStatus: OrderStatusHandler(), orderRating: OrderRatingHandler(), rentalReturnReminder: RentalHandler(),
            undeclared: undeclaredTap)
        return RoutingFixture(taps: taps, handlers: handlers, context: await makeContext(for: distinct[0]))
    }

    /// A `TapContext` as handlers get one. Only `NotificationResponder` makes them: it routes one tap and keeps the
    /// context it handed out. Handlers here never read it; it is the argument every handler method takes.
    private static func makeContext(for tap: NotificationTap) async -> TapContext {
        let responder = NotificationResponder(configuration: .init())
        return await withCheckedContinuation { continuation in
            responder.install { _, context in continuation.resume(returning: context) }
            responder.receive(tap) {}
        }
    }
}
