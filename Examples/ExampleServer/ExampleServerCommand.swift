#if HTTP && Postgres
    import ArgumentParser

    /// `actionable-example-server`: the HTTP side of Actionable, tried out with the example InviteService.
    ///
    /// It is an example, built apart from the `actionable` validator so that validating category files never compiles
    /// SwiftNIO, Hummingbird, Crypto or PostgresNIO. A real service mounts ``ActionResponseEndpoint`` in its own
    /// Hummingbird application with its own handlers; this executable shows how, and `sign` prints the headers a
    /// signed request needs.
    @main
    struct ExampleServerCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "actionable-example-server",
            abstract: "Serve action responses over HTTP to the example InviteService, and sign requests for it.",
            version: "0.1.0",
            subcommands: [Serve.self, Sign.self]
        )
    }
#endif
