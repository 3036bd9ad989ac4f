public import Actionable
import Logging

/// An example service for `actionable-example-server serve`: it accepts and declines invitations, stores chat replies, and keeps
/// what happened so a person trying the server can see each handler run once.
public actor InviteService {
    /// What the service has recorded, by notification id.
    public private(set) var accepted: [String] = []
    public private(set) var declined: [String] = []
    public private(set) var replies: [String: String] = [:]

    public init() {}

    /// Registers the service's handlers for the categories in `Categories/` it knows.
    public nonisolated func register(on builder: inout ActionDispatcher.Builder) {
        builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { [self] response, context in
            await record(accepted: true, response)
            // The context's logger carries the request id, category, action and notification id.
            context.logger.info("Handled action")
            return HandlerResult(
                message: "invitation accepted", data: ["invite-id": response.userInfo["invite-id"] ?? .null])
        }
        builder.on("INVITE_CATEGORY", "DECLINE_IDENTIFIER") { [self] response, context in
            await record(accepted: false, response)
            context.logger.info("Handled action")
            return HandlerResult(message: "invitation declined")
        }
        builder.on("CHAT_MESSAGE", "REPLY") { [self] response, context in
            await reply(response)
            context.logger.info("Stored reply", metadata: ["length": "\(response.userText?.count ?? 0)"])
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
    }

    private func reply(_ response: ActionResponse) {
        replies[response.notificationIdentifier] = response.userText ?? ""
    }
}
