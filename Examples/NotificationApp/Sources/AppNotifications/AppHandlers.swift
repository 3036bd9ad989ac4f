// tvOS has UserNotifications but no notification actions: the generated handlers and delegate are not there.
#if canImport(UserNotifications) && !os(tvOS)
    public import ActionableApp
    import Foundation

    /// What the app does when someone taps a chat notification. Main-actor isolated because opening a conversation
    /// touches UI; the delegate hops here on its own.
    @MainActor
    public final class ChatHandler: AppNotifications.ChatMessage.Handler {
        /// Opens a conversation (the app's navigation); called on the main actor.
        private let open: @MainActor (String) -> Void
        /// Tells the person that a reply did not go out, with their text (a local notification, say).
        private let replyFailed: @MainActor (String) -> Void

        public init(
            open: @escaping @MainActor (String) -> Void = { _ in },
            replyFailed: @escaping @MainActor (String) -> Void = { _ in }
        ) {
            self.open = open
            self.replyFailed = replyFailed
        }

        public func reply(text: String, context: TapContext) async throws {
            switch await context.forward() {
            case .delivered, .duplicate, .queued:
                // Queued replies are in the outbox and go out later with the same key.
                break
            case .rejected, .retired, .lost:
                replyFailed(text)
            }
        }

        public func markAsRead(context: TapContext) async throws {
            _ = await context.forward()
        }

        public func defaultAction(context: TapContext) async throws {
            open(context.tap.notificationIdentifier)
        }
    }

    /// Invitations: both answers and the dismissal go to the service.
    public struct InviteHandler: AppNotifications.InviteCategory.Handler {
        public init() {}

        public func acceptIdentifier(context: TapContext) async throws { _ = await context.forward() }
        public func declineIdentifier(context: TapContext) async throws { _ = await context.forward() }
        public func defaultAction(context: TapContext) async throws {}
        public func dismissAction(context: TapContext) async throws { _ = await context.forward() }
    }

    /// The other categories' actions all go to the service as they are.
    public struct ServiceHandler: AppNotifications.DeliveryArriving.Handler, AppNotifications.OrderStatus.Handler,
        AppNotifications.OrderRating.Handler, AppNotifications.RentalReturnReminder.Handler
    {
        public init() {}

        private func forward(_ context: TapContext) async { _ = await context.forward() }

        public func confirmReceipt(context: TapContext) async throws { await forward(context) }
        public func reschedule(context: TapContext) async throws { await forward(context) }
        public func leaveNote(text: String, context: TapContext) async throws { await forward(context) }
        public func trackOrder(context: TapContext) async throws { await forward(context) }
        public func contactRestaurant(context: TapContext) async throws { await forward(context) }
        public func cancelOrder(context: TapContext) async throws { await forward(context) }
        public func rateOrder(context: TapContext) async throws { await forward(context) }
        public func extendRental(context: TapContext) async throws { await forward(context) }
        public func directionsToReturn(context: TapContext) async throws { await forward(context) }
        public func alreadyReturned(context: TapContext) async throws { await forward(context) }
        public func dismissAction(context: TapContext) async throws { await forward(context) }
        public func defaultAction(context: TapContext) async throws {}
    }

    extension AppNotifications.Handlers {
        /// The app's handlers for every category; a category added to the YAML is a missing argument here.
        @MainActor
        public static func app(chat: ChatHandler = ChatHandler()) -> AppNotifications.Handlers {
            AppNotifications.Handlers(
                chatMessage: chat, deliveryArriving: ServiceHandler(), inviteCategory: InviteHandler(),
                orderStatus: ServiceHandler(), orderRating: ServiceHandler(), rentalReturnReminder: ServiceHandler())
        }
    }
#endif
