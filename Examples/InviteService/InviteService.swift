public import Actionable
public import Logging

/// An example service for `actionable-example-server serve`: it accepts and declines invitations, stores chat replies, and keeps
/// what happened so a person trying the server can see each handler run once.
public actor InviteService {
    /// What the service has recorded, by notification id.
    public private(set) var accepted: [String] = []
    public private(set) var declined: [String] = []
    public private(set) var replies: [String: String] = [:]
    private let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    /// Registers the service's handlers for the categories in `Categories/` it knows.
    public nonisolated func register(on builder: inout ActionDispatcher.Builder) {
        builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { [self] response in
            await record(accepted: true, response)
            return HandlerResult(
                message: "invitation accepted", data: ["invite-id": response.userInfo["invite-id"] ?? .null])
        }
        builder.on("INVITE_CATEGORY", "DECLINE_IDENTIFIER") { [self] response in
            await record(accepted: false, response)
            return HandlerResult(message: "invitation declined")
        }
        builder.on("CHAT_MESSAGE", "REPLY") { [self] response in
            await reply(response)
            return HandlerResult(message: "reply stored")
        }
        builder.on("CHAT_MESSAGE", "MARK_AS_READ") { _ in HandlerResult(message: "marked as read") }
    }

    private func record(accepted isAccepted: Bool, _ response: ActionResponse) {
        if isAccepted {
            accepted.append(response.notificationIdentifier)
        } else {
            declined.append(response.notificationIdentifier)
        }
        logger.info(
            "Handled action",
            metadata: [
                "category": "\(response.categoryIdentifier)", "action": "\(response.actionIdentifier)",
                "notification-id": "\(response.notificationIdentifier)",
            ]
        )
    }

    private func reply(_ response: ActionResponse) {
        replies[response.notificationIdentifier] = response.userText ?? ""
        logger.info(
            "Stored reply",
            metadata: [
                "notification-id": "\(response.notificationIdentifier)", "length": "\(response.userText?.count ?? 0)",
            ]
        )
    }
}
