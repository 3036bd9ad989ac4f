#if HTTP && Vapor
    import Actionable
    import ActionableEndpointHarness
    import ActionableHummingbird
    import ActionableTesting
    import HTTPTypes
    import Hummingbird
    import Testing

    /// Adds a header naming itself to every response and records each request it saw.
    struct StampMiddleware<Context: RequestContext>: RouterMiddleware {
        static var header: HTTPField.Name { HTTPField.Name("X-Stamp")! }
        let name: String
        let seen: LockedValue<[String]>

        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            seen.withLock { $0.append("\(name) \(request.method) \(request.uri.path)") }
            var response = try await next(request, context)
            response.headers[Self.header] = name
            return response
        }
    }

    /// The endpoint mounted the ways only Hummingbird has: a `RouterGroup` under middleware, a `RouteCollection` at any
    /// path. Vapor's ways are VaporCompositionTests'.
    @Suite struct HummingbirdCompositionTests {
        typealias Stamp = StampMiddleware<BasicRequestContext>

        @Test("on a route group, the endpoint answers under the group's path and runs under its middleware")
        func routeGroup() async throws {
            let service = try CompositionService()
            let endpoint = service.endpoint()
            let seen = LockedValue<[String]>([])
            try await HummingbirdHarness.withApplication { router in
                let api = router.group("api").add(middleware: Stamp(name: "api", seen: seen))
                endpoint.addRoutes(to: api)
            } _: { client in
                let response = try await client.postJSON(
                    TestService.body(id: "n-group"), to: "/api/v1/action-responses")
                #expect(response.status == .ok)
                #expect(answerMessage(response) == "accepted n-group")
                #expect(response.headers[Stamp.header] == "api")

                let health = try await client.execute(uri: "/api/health", method: .get)
                #expect(health.status == .ok)
                #expect(health.headers[Stamp.header] == "api")

                let outside = try await client.postJSON(TestService.body(id: "n-outside"))
                #expect(outside.status == .notFound, "nothing is mounted at the root")
            }
            #expect(seen.withLock { $0 } == ["api POST /api/v1/action-responses", "api GET /api/health"])
            #expect(service.accepted == 1)
        }

        @Test("as a route collection, at any path, with the collection's own middleware")
        func routeCollection() async throws {
            let service = try CompositionService()
            let endpoint = service.endpoint()
            let seen = LockedValue<[String]>([])
            try await HummingbirdHarness.withApplication { router in
                router.addRoutes(endpoint.routes(), atPath: "/notifications")
                let stamped = RouteCollection(context: BasicRequestContext.self)
                    .add(middleware: Stamp(name: "collection", seen: seen))
                endpoint.addRoutes(to: stamped)
                router.addRoutes(stamped, atPath: "/stamped")
            } _: { client in
                let plain = try await client.postJSON(
                    TestService.body(id: "n-plain"), to: "/notifications/v1/action-responses")
                #expect(plain.status == .ok)
                #expect(answerMessage(plain) == "accepted n-plain")
                #expect(plain.headers[Stamp.header] == nil)
                #expect(try await client.execute(uri: "/notifications/health", method: .get).status == .ok)

                let stamped = try await client.postJSON(
                    TestService.body(id: "n-stamped"), to: "/stamped/v1/action-responses")
                #expect(stamped.status == .ok)
                #expect(stamped.headers[Stamp.header] == "collection")

                #expect(try await client.postJSON(TestService.body(id: "n-root")).status == .notFound)
            }
            #expect(seen.withLock { $0 } == ["collection POST /stamped/v1/action-responses"])
            #expect(service.accepted == 2)
        }
    }
#endif
