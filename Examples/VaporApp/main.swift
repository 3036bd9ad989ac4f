// README's Vapor service, whole: the app's categories, a handler for each action, the endpoint and a route of the team's
// own behind the same bearer token. Run it from the repository's root:
//
//     ACTIONABLE_TOKEN=secret-token swift run --traits Vapor actionable-vapor-example serve --port 8080
#if Vapor
    import ActionableVapor
    import InviteService
    import Vapor

    guard let token = Environment.get("ACTIONABLE_TOKEN"), !token.isEmpty else {
        print("error: set ACTIONABLE_TOKEN to the bearer token callers send")
        exit(1)
    }
    var environment = try Environment.detect()
    try LoggingSystem.bootstrap(from: &environment)
    let app = try await Application.make(environment)
    do {
        let loaded = try await CategoryLoader().load(paths: ["Categories"])
        var builder = ActionDispatcher.Builder(registry: try loaded.validRegistry(), logger: app.logger)
        builder.app = loaded.app
        let invites = InviteService()
        invites.register(on: &builder)
        let authenticator = try Authentication.bearer(token: token).authenticator()
        let endpoint = ActionResponseEndpoint(dispatcher: try builder.build(), authenticator: authenticator)
        endpoint.addRoutes(to: app)  // POST /v1/action-responses, GET /health, GET /ready
        app.grouped("team").grouped(RequestAuthenticationMiddleware(authenticator: authenticator))
            .get("accepted") { [invites] _ in invites.accepted.joined(separator: "\n") }
        try await app.execute()
    } catch {
        app.logger.report(error: error)
        try? await app.asyncShutdown()
        exit(1)
    }
    try await app.asyncShutdown()
#else
    import Foundation

    FileHandle.standardError.write(
        Data(
            "error: actionable-vapor-example was built without the package trait Vapor: swift run --traits Vapor\n".utf8
        ))
    exit(1)
#endif
