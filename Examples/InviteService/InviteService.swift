public import ActionableRuntime
import Logging

/// An example service for `actionable-example-server serve`: it accepts and declines invitations, stores chat replies, and keeps
/// what happened so a person trying the server can see each handler run once.
///
/// A class guarded by one mutex rather than an actor: recording is an append or a dictionary write, so each handler
/// runs to its end on the request's own task, without a hop to another executor and back. A handler that never
/// suspends also keeps the dispatch on its fast path (no deadline to register, no task to resume).
public final class InviteService: Sendable {
    private struct Records {
        var accepted: [String] = []
        var declined: [String] = []
        var replies: [String: String] = [:]
    }

    private let records = LockedValue(Records())

    /// What the service has recorded, by notification id.
    public var accepted: [String] { records.withLock { $0.accepted } }
    public var declined: [String] { records.withLock { $0.declined } }
    public var replies: [String: String] { records.withLock { $0.replies } }

    public init() {}

    /// Registers the service's handlers for the categories in `Categories/` it knows.
    public func register(on builder: inout ActionDispatcher.Builder) {
        builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { [self] response, context in
            record(accepted: true, response)
            // The context's logger carries the request id, category, action and notification id.
            context.logger.info("Handled action")
            return HandlerResult(
                message: "invitation accepted", data: ["invite-id": response.userInfo["invite-id"] ?? .null])
        }
        builder.on("INVITE_CATEGORY", "DECLINE_IDENTIFIER") { [self] response, context in
            record(accepted: false, response)
            context.logger.info("Handled action")
            return HandlerResult(message: "invitation declined")
        }
        builder.on("CHAT_MESSAGE", "REPLY") { [self] response, context in
            reply(response)
            context.logger.info("Stored reply", metadata: ["length": "\(response.userText?.count ?? 0)"])
            return HandlerResult(message: "reply stored")
        }
        builder.on("CHAT_MESSAGE", "MARK_AS_READ") { _ in HandlerResult(message: "marked as read") }
    }

    private func record(accepted isAccepted: Bool, _ response: ActionResponse) {
        let identifier = response.notificationIdentifier
        records.withLock { records in
            if isAccepted {
                records.accepted.append(identifier)
            } else {
                records.declined.append(identifier)
            }
        }
    }

    private func reply(_ response: ActionResponse) {
        let identifier = response.notificationIdentifier
        let text = response.userText ?? ""
        records.withLock { $0.replies[identifier] = text }
    }
}
