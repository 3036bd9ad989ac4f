#if HTTP && Postgres && Vapor
    import ActionableVapor
    import Logging
    import ServiceLifecycle
    import Vapor

    extension ExampleServerCommand.Serve {
        /// `--adapter vapor` is available: the package trait Vapor is on.
        static let vaporIncluded = true

        /// `serve --adapter vapor`: the endpoint on Vapor, with everything else as on Hummingbird: the same address,
        /// `Server: actionable`, idle timeout and log handler, the idempotency store (PostgreSQL's pool runs as a
        /// service beside the server and stops after it), `beforeServing` before the server listens, and a graceful
        /// shutdown on SIGINT or SIGTERM that lets requests in flight finish.
        func serveOnVapor(
            _ endpoint: ActionResponseEndpoint, services: [any Service],
            beforeServing: (@Sendable () async throws -> Void)?, logger: Logger
        ) async throws {
            // `serve`'s flags are parsed already: Vapor's own command line (`serve --port`) is not used, nor its
            // signal handling, which ServiceLifecycle's takes over as on Hummingbird.
            let app = try await Application.make(
                Environment(name: "production", arguments: [CommandLine.arguments[0]]), logger: logger)
            do {
                app.http.server.configuration.hostname = host
                app.http.server.configuration.port = port
                app.http.server.configuration.serverName = "actionable"
                app.http.server.configuration.idleTimeout = .milliseconds(Int64(idleTimeout * 1000))
                app.http.server.configuration.logger = logger
                // Vapor's per-request counters and timer (a label and dimensions built for each request) feed no
                // metrics backend here, and Hummingbird's server keeps none.
                app.http.server.configuration.reportMetrics = false
                // Vapor's default middleware logs a line per request, which the Hummingbird server does not; its error
                // middleware stays, so an unknown path is still answered (404) rather than the connection closed.
                app.middleware = Middlewares()
                app.middleware.use(ErrorMiddleware.default(environment: app.environment))
                endpoint.addRoutes(to: app)
                // The contract, for clients in other languages and for schemathesis in CI.
                ActionResponseEndpoint.addOpenAPIRoute(to: app)
                // Shut down in reverse: the server first, letting requests in flight finish, then the store's pool.
                var configurations = services.map { ServiceGroupConfiguration.ServiceConfiguration(service: $0) }
                configurations.append(.init(service: VaporServer(app: app, beforeServing: beforeServing)))
                try await ServiceGroup(
                    configuration: .init(
                        services: configurations, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
                ).run()
            } catch {
                try? await app.asyncShutdown()
                throw error
            }
            try await app.asyncShutdown()
        }
    }

    /// A Vapor application's HTTP server as a ServiceLifecycle service: it listens until the group shuts down
    /// gracefully, then stops taking connections and waits for the requests in flight (up to Vapor's
    /// `shutdownTimeout`, 10 s by default).
    private struct VaporServer: Service {
        let app: Application
        let beforeServing: (@Sendable () async throws -> Void)?

        func run() async throws {
            try await beforeServing?()
            try await app.asyncBoot()
            try await app.server.start(address: nil)
            try? await gracefulShutdown()
            await app.server.shutdown()
        }
    }
#elseif HTTP && Postgres
    import ActionableHummingbird
    import ArgumentParser
    import Logging
    import ServiceLifecycle

    extension ExampleServerCommand.Serve {
        /// `--adapter vapor` is refused by `validate()`: the package trait Vapor is off.
        static let vaporIncluded = false

        /// Never called: `validate()` refuses `--adapter vapor` without the package trait Vapor.
        func serveOnVapor(
            _ endpoint: ActionResponseEndpoint, services: [any Service],
            beforeServing: (@Sendable () async throws -> Void)?, logger: Logger
        ) async throws {
            throw ValidationError("--adapter vapor needs the package trait Vapor")
        }
    }
#endif
