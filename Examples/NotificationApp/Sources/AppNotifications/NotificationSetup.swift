// tvOS has UserNotifications but no notification actions: the generated handlers and delegate are not there.
#if canImport(UserNotifications) && !os(tvOS)
    public import ActionableApp
    public import Foundation
    public import UserNotifications

    extension AppNotifications {
        /// Everything the app sets up at launch for taps: the forwarder to the service, the outbox, the responder
        /// and the delegate, installed over whatever delegate was there.
        ///
        /// - Parameters:
        ///   - service: the service's base URL.
        ///   - token: the signed-in user's access token, asked for before each delivery (`refresh: true` after a
        ///     401). Never an HMAC signing secret: an app binary keeps no secret.
        ///   - outboxDirectory: where taps wait for their answer (Application Support, or an app group's container).
        ///   - events: the runtime's log lines (identifiers and statuses only, never typed text).
        @MainActor
        public static func startTaps(
            service: URL,
            token: @escaping @Sendable (_ refresh: Bool) async throws -> String?,
            outboxDirectory: URL,
            center: UNUserNotificationCenter = .current(),
            events: @escaping @Sendable (TapEvent) -> Void = { _ in },
            undelivered: @escaping @Sendable (NotificationResponder.Undelivered) -> Void = { _ in }
        ) -> NotificationDelegate {
            let forwarder = ActionForwarder(
                baseURL: service,
                credential: CredentialProvider { refresh in try await token(refresh).map(Credential.bearer) })
            let responder = NotificationResponder(
                configuration: .init(forwarder: forwarder, outbox: Outbox(directory: outboxDirectory)),
                events: events, undelivered: undelivered)
            let delegate = NotificationDelegate(responder: responder)
            delegate.install(on: center)
            return delegate
        }
    }
#endif
