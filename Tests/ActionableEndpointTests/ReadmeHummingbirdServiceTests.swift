#if HTTP
    import ActionableHummingbird
    import ActionableTesting
    import Foundation
    import Hummingbird
    import HummingbirdTesting
    import Logging
    import NIOCore
    import Testing

    /// README's "Receive the taps": the Hummingbird set-up, as written there.
    func readmeHummingbirdService(dispatcher: ActionDispatcher, token: String) throws -> some ApplicationProtocol {
        // doc:hummingbird-service:begin
        let endpoint = try ActionResponseEndpoint(dispatcher: dispatcher, authentication: .bearer(token: token))
        let router = Router()
        endpoint.addRoutes(to: router.group("api"))  // POST /api/v1/action-responses, GET /api/health, /api/ready
        let app = Application(router: router, configuration: .init(address: .hostname("0.0.0.0", port: 8080)))
        // doc:hummingbird-service:end
        return app
    }

    @Suite struct ReadmeHummingbirdServiceTests {
        @Test("README's Hummingbird set-up serves the endpoint under /api, bearer token checked")
        func setUpServes() async throws {
            let dispatcher = try await ReadmeServiceFixture.dispatcher()
            let app = try readmeHummingbirdService(dispatcher: dispatcher, token: ReadmeServiceFixture.token)
            try await app.test(.router) { client in
                try await client.execute(
                    uri: "/api/v1/action-responses", method: .post,
                    headers: [.authorization: "Bearer \(ReadmeServiceFixture.token)"],
                    body: ByteBuffer(string: ReadmeServiceFixture.body)
                ) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == ReadmeServiceFixture.answer)
                }
                try await client.execute(
                    uri: "/api/v1/action-responses", method: .post, headers: [.authorization: "Bearer wrong"],
                    body: ByteBuffer(string: ReadmeServiceFixture.body)
                ) { response in
                    #expect(response.status == .unauthorized)
                }
                try await client.execute(uri: "/api/ready", method: .get) { response in
                    #expect(response.status == .ok)
                }
            }
        }
    }

    /// What both README set-ups are run with: the repository's categories, one handler, one token.
    enum ReadmeServiceFixture {
        static let token = "readme-token-0123456789abcdef"
        static let body =
            #"{"category":"INVITE_CATEGORY","action":"ACCEPT_IDENTIFIER","notification-id":"n-1","user-info":{"invite-id":42}}"#
        static let answer =
            #"{"action":"ACCEPT_IDENTIFIER","category":"INVITE_CATEGORY","message":"accepted","notification-id":"n-1","outcome":"completed"}"#

        static func dispatcher() async throws -> ActionDispatcher {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let registry = try await CategoryLoader().load(paths: [root.appendingPathComponent("Categories").path])
                .validRegistry()
            var builder = ActionDispatcher.Builder(
                registry: registry, logger: Logger(label: "readme") { _ in SwiftLogNoOpLogHandler() })
            builder.on("INVITE_CATEGORY", "ACCEPT_IDENTIFIER") { _ in HandlerResult(message: "accepted") }
            return try builder.build()
        }
    }
#endif
