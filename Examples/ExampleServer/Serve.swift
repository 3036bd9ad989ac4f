#if HTTP && Postgres
    import Actionable
    import ActionableHummingbird
    import ActionablePostgres
    import ArgumentParser
    import Foundation
    import Hummingbird
    import InviteService
    import Logging
    import PostgresNIO
    import ServiceLifecycle

    extension ExampleServerCommand {
        /// `actionable-example-server serve`: receives action responses over HTTP and dispatches them to the example
        /// service's handlers.
        struct Serve: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Run an HTTP server that dispatches action responses to the example InviteService.",
                discussion: """
                    POST /v1/action-responses takes the ActionResponse JSON; GET /health (liveness) answers \
                    {"status":"ok"}; GET /ready (readiness) answers 200 while the idempotency store answers, else 503. \
                    With --auth hmac (the default) requests are signed with the secret in $ACTIONABLE_SECRET, at \
                    least 32 bytes (see `actionable-example-server sign`); with --auth bearer the token is \
                    $ACTIONABLE_TOKEN; with --auth tokens each user has a token of their own, \
                    $ACTIONABLE_TOKENS="alice=token-a,bob=token-b", and deliveries are kept per user. SIGINT or \
                    SIGTERM shut the server down gracefully, letting requests in flight finish. --adapter vapor serves \
                    the same endpoint, with the same flags and answers, on Vapor instead of Hummingbird (built with \
                    the package trait Vapor).
                    """
            )

            enum AuthMode: String, ExpressibleByArgument, CaseIterable {
                case hmac, bearer, tokens, none
            }

            enum IdempotencyMode: String, ExpressibleByArgument, CaseIterable {
                case memory, postgres
            }

            enum Adapter: String, ExpressibleByArgument, CaseIterable {
                case hummingbird, vapor
            }

            @Option(
                help:
                    "The web framework that serves the endpoint: hummingbird, or vapor (built with the package trait Vapor). The answers are the same."
            )
            var adapter: Adapter = .hummingbird

            @Option(help: "The category files or directories.")
            var categories: [String] = ["Categories"]

            @Option(help: "The address to listen on.")
            var host = "127.0.0.1"

            @Option(help: "The port to listen on.")
            var port = 8080

            @Option(help: "How requests authenticate: hmac, bearer or none.")
            var auth: AuthMode = .hmac

            @Option(help: "The handler deadline, in seconds.")
            var deadline = 25

            @Option(
                help:
                    "Where deliveries are remembered: memory (one instance) or postgres (shared by instances; $ACTIONABLE_POSTGRES_HOST, _PORT, _USER, _PASSWORD, _DATABASE, default 127.0.0.1, 5432, actionable, actionable, actionable)."
            )
            var idempotency: IdempotencyMode = .memory

            @Flag(
                help:
                    "The handlers write their effects to PostgreSQL (table actionable_example_effects) in the transaction that records each delivery's answer: exactly once, crashes included. Needs --idempotency postgres."
            )
            var transactional = false

            @Option(
                help:
                    "The longest a duplicate delivery waits for the first one's answer, in seconds (less when the client says so)."
            )
            var duplicateWait: Double = 20

            @Option(
                help:
                    "The longest a call to the idempotency store may take before the request is answered 503, in seconds."
            )
            var backendTimeout: Double = 1

            @Flag(help: "Accept version 1 signatures too, during a transition (--auth hmac).")
            var acceptV1 = false

            @Option(help: "The most deliveries the idempotency store keeps (refused with 503 past it).")
            var capacity: Int?

            @Option(help: "The most deliveries one caller may have on record (refused with 429 past it).")
            var principalQuota: Int?

            @Option(help: "Close a connection that sends nothing for this many seconds (a stalled request head too).")
            var idleTimeout: Double = 30

            @Option(help: "Answer 408 to a body that takes longer than this many seconds to arrive.")
            var readTimeout: Double = 10

            @Option(
                name: .customLong("cors-origin"),
                help: ArgumentHelp(
                    "A web origin whose pages may deliver taps from a browser (CORS), as scheme://host[:port]; repeat it for each origin. None by default.",
                    discussion:
                        "It decides which pages may read the answers, not who may deliver: every request is still authenticated.",
                    valueName: "origin"))
            var corsOrigins: [String] = []

            /// `--cors-origin`, each checked: `validate()` refuses a mistyped one before the server starts.
            var allowedOrigins: [WebOrigin] {
                get throws(InvalidOriginError) {
                    try corsOrigins.map { origin throws(InvalidOriginError) in try WebOrigin(origin) }
                }
            }

            func validate() throws {
                guard duplicateWait >= 0, duplicateWait.isFinite else {
                    throw ValidationError("--duplicate-wait must be zero or more seconds")
                }
                guard backendTimeout > 0, backendTimeout.isFinite else {
                    throw ValidationError("--backend-timeout must be more than zero seconds")
                }
                guard deadline > 0 else { throw ValidationError("--deadline must be at least one second") }
                guard idleTimeout > 0, idleTimeout.isFinite, readTimeout > 0, readTimeout.isFinite else {
                    throw ValidationError("--idle-timeout and --read-timeout must be more than zero seconds")
                }
                guard (capacity ?? 1) > 0, (principalQuota ?? 1) > 0 else {
                    throw ValidationError("--capacity and --principal-quota must be at least 1")
                }
                do {
                    _ = try allowedOrigins
                } catch {
                    throw ValidationError("--cors-origin \(error)")
                }
                guard adapter == .hummingbird || Self.vaporIncluded else {
                    throw ValidationError(
                        "--adapter vapor needs the package trait Vapor: swift build --traits HTTP,Postgres,Vapor")
                }
                guard !transactional || idempotency == .postgres else {
                    throw ValidationError(
                        "--transactional needs --idempotency postgres: the effects and answers share its database")
                }
            }

            func run() async throws {
                // StreamLogHandler's lines, written for a server that logs one per request (see LineLogHandler).
                LoggingSystem.bootstrap { label in LineLogHandler(label: label) }
                var logger = Logger(label: "actionable.serve")
                logger.logLevel = .info
                let authenticator: any RequestAuthenticator
                switch auth {
                case .hmac:
                    guard let secret = ProcessInfo.processInfo.environment["ACTIONABLE_SECRET"], !secret.isEmpty else {
                        throw ValidationError(
                            "set ACTIONABLE_SECRET to the shared signing secret (or use --auth none to try it locally)")
                    }
                    do {
                        authenticator = try HMACAuthenticator(secret: Array(secret.utf8), acceptingV1: acceptV1)
                    } catch {
                        throw ValidationError("ACTIONABLE_SECRET: \(error)")
                    }
                case .bearer:
                    guard let token = ProcessInfo.processInfo.environment["ACTIONABLE_TOKEN"], !token.isEmpty else {
                        throw ValidationError("set ACTIONABLE_TOKEN to the bearer token")
                    }
                    authenticator = BearerAuthenticator(token: token)
                case .tokens:
                    guard let text = ProcessInfo.processInfo.environment["ACTIONABLE_TOKENS"],
                        let tokens = UserTokenAuthenticator(parsing: text)
                    else {
                        throw ValidationError(
                            "set ACTIONABLE_TOKENS to user=token pairs separated by commas (alice=token-a,bob=token-b)")
                    }
                    authenticator = tokens
                case .none:
                    authenticator = NoAuthentication()
                }
                let result: LoadResult
                do {
                    result = try await CategoryLoader().load(paths: categories)
                } catch {
                    var standardError = StandardError()
                    print("error: \(error)", to: &standardError)
                    throw ExitCode(error.sysexitsCode)
                }
                let registry: CategoryRegistry
                do {
                    registry = try result.validRegistry()
                } catch {
                    var standardError = StandardError()
                    print(TextReporter().report(result), terminator: "", to: &standardError)
                    throw ExitCode.failure
                }
                var services: [any Service] = []
                let store: any IdempotencyStore
                switch idempotency {
                case .memory:
                    // The lease must outlast the deadline, or a retry would take over a claim whose handler still runs.
                    store = InMemoryIdempotencyStore(
                        capacity: capacity ?? 100_000, principalQuota: principalQuota, lease: .seconds(deadline) * 2)
                case .postgres:
                    let environment = ProcessInfo.processInfo.environment
                    // The store owns its pool: it answers at once while the database is down and replaces the pool as
                    // soon as the database is back. It runs as a service, stopped after the HTTP server.
                    let postgres = try PostgresIdempotencyStore(
                        configuration: .init(
                            host: environment["ACTIONABLE_POSTGRES_HOST"] ?? "127.0.0.1",
                            port: environment["ACTIONABLE_POSTGRES_PORT"].flatMap(Int.init) ?? 5432,
                            username: environment["ACTIONABLE_POSTGRES_USER"] ?? "actionable",
                            password: environment["ACTIONABLE_POSTGRES_PASSWORD"] ?? "actionable",
                            database: environment["ACTIONABLE_POSTGRES_DATABASE"] ?? "actionable",
                            tls: .disable
                        ),
                        lease: .seconds(deadline) * 2, capacity: capacity ?? 2_000_000, principalQuota: principalQuota,
                        logger: logger)
                    services.append(postgres)
                    store = postgres
                }
                var builder = ActionDispatcher.Builder(registry: registry, logger: logger)
                builder.deadline = .seconds(deadline)
                builder.app = result.app
                if transactional, let postgres = store as? PostgresIdempotencyStore {
                    TransactionalInvites(store: postgres).register(on: &builder)
                } else {
                    InviteService().register(on: &builder)
                }
                let dispatcher = try builder.build()
                if !dispatcher.coverage.isComplete {
                    logger.notice(
                        "Some declared actions have no handler", metadata: ["coverage": "\(dispatcher.coverage)"])
                }
                var endpoint = ActionResponseEndpoint(
                    dispatcher: dispatcher, authenticator: authenticator, idempotency: store,
                    duplicateWait: .milliseconds(Int64(duplicateWait * 1000)),
                    backendTimeout: .milliseconds(Int64(backendTimeout * 1000)))
                endpoint.readTimeout = .milliseconds(Int64(readTimeout * 1000))
                endpoint.allowedOrigins = try allowedOrigins
                // A missing permission or a wrong table is found at start-up, not at the first request. A database that
                // is not reachable yet is not a reason to stay down: the server starts, `/health` answers, `/ready` and
                // deliveries answer 503 until the database does, and the table is made on first use.
                var beforeServing: (@Sendable () async throws -> Void)?
                if let postgres = store as? PostgresIdempotencyStore {
                    beforeServing = { [logger, transactional] in
                        let created = await withTimeLimit(.seconds(5), on: ContinuousClock()) {
                            try await postgres.createTableIfNeeded()
                            if transactional { try await TransactionalInvites(store: postgres).createTableIfNeeded() }
                        }
                        switch created {
                        case .success: break
                        case .failure(let error as PostgresIdempotencyStoreError) where error.sqlState != nil:
                            throw error
                        case .failure(let error):
                            logger.warning(
                                "PostgreSQL is not reachable yet: deliveries are answered 503 until it is",
                                metadata: ["error": "\(error)"])
                        case nil:
                            logger.warning("PostgreSQL is not reachable yet: deliveries are answered 503 until it is")
                        }
                    }
                }
                logger.info(
                    "Serving action responses",
                    metadata: [
                        "address": "http://\(host):\(port)\(ActionResponseEndpoint.path)",
                        "authentication": "\(authenticator)", "categories": "\(registry.categories.count)",
                        "idempotency": "\(idempotency.rawValue)", "transactional": "\(transactional)",
                        "cors-origins":
                            "\(endpoint.allowedOrigins.isEmpty ? "none" : endpoint.allowedOrigins.map(\.description).joined(separator: " "))",
                        "adapter": "\(adapter.rawValue)",
                    ]
                )
                if adapter == .vapor {
                    return try await serveOnVapor(
                        endpoint, services: services, beforeServing: beforeServing, logger: logger)
                }
                let router = Router()
                endpoint.addRoutes(to: router)
                // The contract, for clients in other languages and for schemathesis in CI.
                ActionResponseEndpoint.addOpenAPIRoute(to: router)
                // A connection that sends nothing (a request head left half-sent) is closed after the idle timeout; a
                // body that trickles in is answered 408 after the read timeout.
                var app = Application(
                    router: router,
                    server: .http1(configuration: .init(idleTimeout: .milliseconds(Int64(idleTimeout * 1000)))),
                    configuration: .init(address: .hostname(host, port: port), serverName: "actionable"),
                    services: services,
                    logger: logger
                )
                if let beforeServing { app.beforeServerStarts(perform: beforeServing) }
                try await app.runService()
            }
        }
    }
#endif
