#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableTesting
    import ActionableVapor
    import HTTPTypes
    import NIOCore
    import Testing
    import Vapor

    /// Adds a header naming itself to every response and records each request it saw.
    struct VaporStampMiddleware: AsyncMiddleware {
        static let header = "X-Stamp"
        let name: String
        let seen: LockedValue<[String]>

        func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
            seen.withLock { $0.append("\(name) \(request.method.rawValue) \(request.url.path)") }
            let response = try await next.respond(to: request)
            response.headers.replaceOrAdd(name: Self.header, value: name)
            return response
        }
    }

    /// The endpoint mounted the ways Vapor has: a group by path, by middleware or both, nested groups, and
    /// `RequestAuthenticationMiddleware` among other middleware in front of a service's own routes. Hummingbird's ways
    /// are HummingbirdCompositionTests'.
    @Suite struct VaporCompositionTests {
        typealias Stamp = VaporStampMiddleware

        @Test("on a group, the endpoint answers under the group's path and runs under its middleware")
        func grouped() async throws {
            let service = try CompositionService()
            let endpoint = service.endpoint()
            let seen = LockedValue<[String]>([])
            try await VaporHarness.withApplication { app in
                endpoint.addRoutes(to: app.grouped("api").grouped(Stamp(name: "api", seen: seen)))
            } _: { client in
                let response = try await client.postJSON(
                    TestService.body(id: "n-group"), to: "/api/v1/action-responses")
                #expect(response.status == .ok)
                #expect(answerMessage(response) == "accepted n-group")
                #expect(response.headers[HTTPField.Name(Stamp.header)!] == "api")

                let health = try await client.execute(uri: "/api/health", method: .get)
                #expect(health.status == .ok)
                #expect(health.headers[HTTPField.Name(Stamp.header)!] == "api")

                let outside = try await client.postJSON(TestService.body(id: "n-outside"))
                #expect(outside.status == .notFound, "nothing is mounted at the root")
            }
            #expect(seen.withLock { $0 } == ["api POST /api/v1/action-responses", "api GET /api/health"])
            #expect(service.accepted == 1)
        }

        @Test("in nested groups, and under middleware alone at the root")
        func nestedAndMiddlewareOnly() async throws {
            let service = try CompositionService()
            let endpoint = service.endpoint()
            let seen = LockedValue<[String]>([])
            try await VaporHarness.withApplication { app in
                app.group("notifications") { notifications in
                    notifications.group("v2") { endpoint.addRoutes(to: $0) }
                }
                endpoint.addRoutes(to: app.grouped(Stamp(name: "root", seen: seen)))
            } _: { client in
                let nested = try await client.postJSON(
                    TestService.body(id: "n-nested"), to: "/notifications/v2/v1/action-responses")
                #expect(nested.status == .ok)
                #expect(answerMessage(nested) == "accepted n-nested")
                #expect(nested.headers[HTTPField.Name(Stamp.header)!] == nil)
                #expect(try await client.execute(uri: "/notifications/v2/ready", method: .get).status == .ok)

                let root = try await client.postJSON(TestService.body(id: "n-root"))
                #expect(root.status == .ok)
                #expect(root.headers[HTTPField.Name(Stamp.header)!] == "root")
                let refused = try await client.execute(uri: "/health", method: .delete)
                #expect(refused.status == .methodNotAllowed)
                #expect(refused.headers[.allow] == "GET")
                #expect(refused.headers[HTTPField.Name(Stamp.header)!] == "root", "the 405 runs under it too")
            }
            #expect(seen.withLock { $0 } == ["root POST /v1/action-responses", "root DELETE /health"])
            #expect(service.accepted == 2)
        }

        @Test(
            "RequestAuthenticationMiddleware among other middleware: the outer runs on refusals too, the route gets the body"
        )
        func authenticationAmongMiddleware() async throws {
            let seen = LockedValue<[String]>([])
            let bodies = LockedValue<[String]>([])
            let authenticator = try Authentication.bearer(token: "team-token").authenticator()
            // Live: the middleware reads the body from Vapor's stream, and the route finds it collected.
            try await VaporHarness.withApplication(.live) { app in
                let team = app.grouped("team").grouped(Stamp(name: "outer", seen: seen))
                    .grouped(RequestAuthenticationMiddleware(authenticator: authenticator, clock: ManualClock()))
                    .grouped(Stamp(name: "inner", seen: seen))
                team.post("notes") { request in
                    bodies.withLock { $0.append(request.body.string ?? "") }
                    return "noted"
                }
                team.get("accepted") { _ in "accepted" }  // README's: a GET, no body, behind the same token
            } _: { client in
                let note = ByteBuffer(string: "a note")
                let refused = try await client.execute(uri: "/team/notes", method: .post, body: note)
                #expect(refused.status == .unauthorized)
                #expect(answerMessage(refused) == "missing Authorization: Bearer header")
                #expect(refused.headers[HTTPField.Name(Stamp.header)!] == "outer")

                let authorized: HTTPFields = [.authorization: "Bearer team-token"]
                let noted = try await client.execute(
                    uri: "/team/notes", method: .post, headers: authorized, body: note)
                #expect(noted.status == .ok)
                #expect(noted.text == "noted")
                #expect(noted.headers[HTTPField.Name(Stamp.header)!] == "outer", "the outer stamp is set last")
                let accepted = try await client.execute(uri: "/team/accepted", method: .get, headers: authorized)
                #expect(accepted.status == .ok)
                #expect(accepted.text == "accepted")
            }
            #expect(
                seen.withLock { $0 } == [
                    "outer POST /team/notes", "outer POST /team/notes", "inner POST /team/notes",
                    "outer GET /team/accepted", "inner GET /team/accepted",
                ])
            #expect(bodies.withLock { $0 } == ["a note"])
        }
    }
#endif
