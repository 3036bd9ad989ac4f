#if HTTP && Vapor
    import HTTPTypes
    import HummingbirdTesting
    import NIOCore

    /// The client of ``Transport/live`` for both adapters: HummingbirdTesting's `TestClient` on one connection, sending
    /// what Hummingbird's `.live` sends (`Host: localhost`, `Connection: keep-alive`, `Content-Length` of the body).
    struct LiveConnection: Sendable {
        let client: TestClient

        /// Connects to 127.0.0.1:`port`, runs `body`, and closes the connection.
        static func with<Value>(port: Int, _ body: (LiveConnection) async throws -> Value) async throws -> Value {
            // Hummingbird's `.live` waits 20 s for an answer; so does this.
            let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(20)))
            client.connect()
            let value: Value
            do {
                value = try await body(LiveConnection(client: client))
            } catch {
                try? await client.shutdown()
                throw error
            }
            try await client.shutdown()
            return value
        }

        /// Sends one request and waits for its answer.
        func execute(
            uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?
        ) async throws -> TestAnswer {
            var headers = headers
            headers[.connection] = "keep-alive"
            let response = try await client.execute(
                TestClient.Request(uri, method: method, authority: "localhost", headers: headers, body: body))
            return TestAnswer(status: response.status, headers: response.headers, body: response.body ?? ByteBuffer())
        }
    }
#endif
