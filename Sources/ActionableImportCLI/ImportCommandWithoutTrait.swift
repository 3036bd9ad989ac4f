#if !Import
    import Foundation

    /// `actionable-import` built without the package trait `Import`, which brings swift-syntax: says how to build it.
    ///
    /// The trait is off by default so that an app adding Actionable, and `swift run actionable validate`, never
    /// resolve swift-syntax.
    @main
    struct ImportCommandWithoutTrait {
        static func main() {
            let message = """
                error: actionable-import was built without the package trait Import (it reads Swift with swift-syntax).
                Run it as: swift run --traits Import actionable-import \(CommandLine.arguments.dropFirst().joined(separator: " "))

                """
            FileHandle.standardError.write(Data(message.utf8))
            exit(64)
        }
    }
#endif
