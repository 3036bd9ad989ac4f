import Actionable
import ActionableHummingbird
import ActionableTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// Stand-ins for a service's own code, so README's endpoint example compiles and runs as written.
final class Sessions: Sendable {
    let valid: Set<String>
    init(valid: Set<String>) { self.valid = valid }
    /// The user a valid token belongs to (its suffix after `s-`), `nil` when it is not valid.
    func user(token: Substring, at now: Date) async throws -> String? {
        valid.contains(String(token)) ? String(token.dropFirst(2)) : nil
    }
}

final class Invites: Sendable {
    let accepted = LockedValue<[JSONValue?]>([])
    func accept(_ invite: JSONValue?, within budget: Duration) async throws {
        accepted.withLock { $0.append(invite) }
    }
}

// doc:endpoint-example:begin
/// The service's own check: the app sends the signed-in user's session token.
struct SessionAuthenticator: RequestAuthenticator {
    let sessions: Sessions

    func authenticate(head: HTTPRequest, at now: Date) async throws -> Principal {
        guard let value = head.headerFields[.authorization], value.hasPrefix("Bearer ") else {
            throw AuthenticationFailure("missing Authorization: Bearer header")
        }
        guard let user = try await sessions.user(token: value.dropFirst(7), at: now) else {
            throw AuthenticationFailure("the session has expired; sign in again")
        }
        return Principal("user:\(user)")
    }
}

func makeRouter(registry: CategoryRegistry, sessions: Sessions, invites: Invites) throws -> Router<BasicRequestContext>
{
    var builder = ActionDispatcher.Builder(registry: registry, logger: Logger(label: "invites"))
    builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { response, context in
        let logger = context.logger  // request-id, category, action and notification-id as metadata
        try await invites.accept(response.userInfo["invite-id"], within: context.timeRemaining)
        logger.info("Invitation accepted")
        return .handled
    }
    let endpoint = ActionResponseEndpoint(
        dispatcher: try builder.build(),
        authenticator: SessionAuthenticator(sessions: sessions)  // or HMACAuthenticator, BearerAuthenticator
    )  // the clock and the in-memory idempotency store follow the dispatcher's clock

    let router = Router()
    let api = router.group("api").add(middleware: LogRequestsMiddleware(.info))  // the service's own middleware
    endpoint.addRoutes(to: api)  // POST /api/v1/action-responses, GET /api/health
    return router
}
// doc:endpoint-example:end

@Suite struct ReadmeEndpointExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("README's endpoint example runs: a route group, the service's middleware, its own authenticator")
    func exampleRuns() async throws {
        let registry = try await CategoryLoader().load(paths: [
            Self.packageRoot.appendingPathComponent("Categories").path
        ])
        .validRegistry()
        let invites = Invites()
        let router = try makeRouter(registry: registry, sessions: Sessions(valid: ["s-1"]), invites: invites)
        let app = Application(router: router, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let body = ByteBuffer(
            string:
                #"{"category":"INVITE_CATEGORY","action":"ACCEPT_IDENTIFIER","notification-id":"n-1","user-info":{"invite-id":42}}"#
        )
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/action-responses", method: .post, headers: [.authorization: "Bearer s-1"], body: body
            ) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(
                uri: "/api/v1/action-responses", method: .post, headers: [.authorization: "Bearer s-2"], body: body
            ) { response in
                #expect(response.status == .unauthorized)
                #expect(String(buffer: response.body).contains("the session has expired"))
            }
            try await client.execute(uri: "/v1/action-responses", method: .post, body: body) { response in
                #expect(response.status == .notFound, "mounted under the group's path only")
            }
            try await client.execute(uri: "/api/health", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
        #expect(invites.accepted.withLock { $0 } == [.number(42)])
    }
}
