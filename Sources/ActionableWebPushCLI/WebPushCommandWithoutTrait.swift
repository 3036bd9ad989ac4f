#if !WebPush
    import Foundation

    /// `actionable-webpush` built without the package trait `WebPush`: says how to build it.
    ///
    /// The trait is off by default so that an app adding Actionable, and `swift run actionable validate`, never
    /// resolve async-http-client or SwiftNIO.
    @main
    struct WebPushCommandWithoutTrait {
        static func main() {
            let message = """
                error: actionable-webpush was built without the package trait WebPush.
                Run it as: swift run --traits WebPush actionable-webpush \(CommandLine.arguments.dropFirst().joined(separator: " "))

                """
            FileHandle.standardError.write(Data(message.utf8))
            exit(64)
        }
    }
#endif
