#if HTTP && Vapor
    import ActionableTesting
    import ActionableVapor
    import Foundation
    import NIOCore
    import Testing
    import Vapor
    import VaporTesting

    /// README's "Receive the taps": the Vapor set-up, as written there.
    func readmeVaporService(dispatcher: ActionDispatcher, token: String) async throws -> Application {
        // doc:vapor-service:begin
        let endpoint = try ActionResponseEndpoint(dispatcher: dispatcher, authentication: .bearer(token: token))
        let app = try await Application.make(.production)
        endpoint.addRoutes(to: app.grouped("api"))  // POST /api/v1/action-responses, GET /api/health, /api/ready
        // doc:vapor-service:end
        return app
    }

    @Suite struct ReadmeVaporServiceTests {
        @Test("README's Vapor set-up serves the endpoint under /api, bearer token checked, as Hummingbird's does")
        func setUpServes() async throws {
            let dispatcher = try await ReadmeServiceFixture.dispatcher()
            let app = try await readmeVaporService(dispatcher: dispatcher, token: ReadmeServiceFixture.token)
            do {
                let tester = try app.testing()
                try await tester.test(
                    .POST, "api/v1/action-responses",
                    headers: ["Authorization": "Bearer \(ReadmeServiceFixture.token)"],
                    body: ByteBuffer(string: ReadmeServiceFixture.body)
                ) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == ReadmeServiceFixture.answer)
                }
                try await tester.test(
                    .POST, "api/v1/action-responses", headers: ["Authorization": "Bearer wrong"],
                    body: ByteBuffer(string: ReadmeServiceFixture.body)
                ) { response in
                    #expect(response.status == .unauthorized)
                }
                try await tester.test(.GET, "api/ready") { response in
                    #expect(response.status == .ok)
                }
            } catch {
                try await app.asyncShutdown()
                throw error
            }
            try await app.asyncShutdown()
        }
    }
#endif
