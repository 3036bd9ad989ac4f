#if !(HTTP && Postgres)
    import Foundation

    /// `actionable-example-server` built without the package traits `HTTP` and `Postgres`: says how to build it.
    ///
    /// The traits are off by default so that an app adding Actionable, and `swift run actionable validate`, never
    /// resolve Hummingbird, SwiftNIO or PostgresNIO.
    @main
    struct ExampleServerWithoutTraits {
        static func main() {
            let message = """
                error: actionable-example-server was built without the package traits HTTP and Postgres.
                Run it as: swift run --traits HTTP,Postgres actionable-example-server \(CommandLine.arguments.dropFirst().joined(separator: " "))

                """
            FileHandle.standardError.write(Data(message.utf8))
            exit(64)
        }
    }
#endif
