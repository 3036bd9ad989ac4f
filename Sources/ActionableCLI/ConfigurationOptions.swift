import Actionable
import ArgumentParser
import Foundation

/// `--config`, shared by the commands that report diagnostics.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The configuration file (default: the nearest .actionable.yml at or above the first path).",
            valueName: "file"))
    var file: String?

    /// The configuration to use and its own problems, or the load error when `--config` names no file.
    static func resolve(file: String?, searchingFrom path: String?) -> Result<(Configuration, [Diagnostic]), LoadError>
    {
        if let file {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                return .failure(.notFound(path: file))
            }
            if isDirectory.boolValue { return .failure(.unreadable(path: file, reason: "it is a directory")) }
            return .success(Configuration.load(file: file))
        }
        guard let path, let found = Configuration.find(from: path) else { return .success((Configuration(), [])) }
        return .success(Configuration.load(file: found))
    }
}
