import Foundation

/// One generated file: a name inside the output directory and its contents.
public struct GeneratedFile: Sendable, Hashable {
    public let name: String
    public let contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// What ``write(to:)`` did.
    public enum WriteOutcome: String, Sendable {
        case written, unchanged
    }

    /// Writes the file into `directory` (created if needed) unless it already holds exactly these bytes, so an
    /// unchanged file keeps its modification date and builds that depend on it do not rerun.
    /// - Throws: Foundation's file errors.
    public func write(to directory: String) throws -> WriteOutcome {
        let url = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(name)
        let bytes = Data(contents.utf8)
        if let existing = try? Data(contentsOf: url), existing == bytes { return .unchanged }
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: directory, isDirectory: true), withIntermediateDirectories: true)
        try bytes.write(to: url, options: .atomic)
        return .written
    }
}

/// How generated files name the category files: relative to the paths the user gave, starting with the last
/// component of each (`Categories/chat.yaml` whether `Categories` was given as `Categories`, `./Categories/` or an
/// absolute path), so output does not depend on the machine or the working directory.
public struct SourcePaths: Sendable {
    private let inputs: [(path: String, base: String)]

    public init(inputs: [String]) {
        self.inputs = inputs.map { input in
            var path = input
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            let base = path.split(separator: "/").last.map(String.init) ?? path
            return (path, base)
        }
        .sorted { $0.path.count > $1.path.count }
    }

    /// `file` as generated files show it.
    public func display(_ file: String) -> String {
        for input in inputs {
            if file == input.path { return input.base }
            let prefix = input.path == "/" ? "/" : input.path + "/"
            if file.hasPrefix(prefix) { return input.base + "/" + file.dropFirst(prefix.count) }
        }
        return file
    }
}
