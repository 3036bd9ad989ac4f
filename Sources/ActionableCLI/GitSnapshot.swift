import Actionable
import Foundation

/// The category files under some paths as they are at a git ref, written to a temporary directory so the loader
/// reads them like any others. Locations in them are shown as `REF:path`.
struct GitSnapshot {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let ref: String
    /// The temporary directory the files are written to.
    let directory: URL
    /// The paths, under ``directory``, that exist at the ref.
    let paths: [String]
    /// The paths given that do not exist at the ref.
    let missing: [String]

    init(ref: String, paths: [String]) throws(Failure) {
        self.ref = ref
        guard Self.git(["rev-parse", "--show-toplevel"]).status == 0 else {
            throw Failure(
                description:
                    "--base needs a git repository, and \(FileManager.default.currentDirectoryPath) is not in one")
        }
        guard !ref.hasPrefix("-"), Self.git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"]).status == 0 else {
            throw Failure(
                description:
                    "'\(ref)' is not a commit, branch or tag of this repository (fetch it first, e.g. git fetch origin main)"
            )
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actionable-base-\(UUID().uuidString)")
        var found: [String] = []
        var missing: [String] = []
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        for given in paths {
            // The snapshot mirrors the working directory: an absolute path under it is taken relative to it.
            let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
            let path =
                given.hasPrefix("/") && absolute.hasPrefix(workingDirectory + "/")
                ? String(absolute.dropFirst(workingDirectory.count + 1)) : given
            let listing = Self.git(["ls-tree", "-r", "-z", "--name-only", ref, "--", path])
            let names = String(decoding: listing.output, as: UTF8.self).split(separator: "\0").map(String.init)
            let files = names.filter { $0.lowercased().hasSuffix(".yaml") || $0.lowercased().hasSuffix(".yml") }
            guard listing.status == 0, !files.isEmpty else {
                missing.append(given)
                continue
            }
            for name in files {
                let blob = Self.git(["show", "\(ref):./\(name)"])
                guard blob.status == 0 else { continue }
                let target = directory.appendingPathComponent(name)
                do {
                    try FileManager.default.createDirectory(
                        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try blob.output.write(to: target)
                } catch {
                    throw Failure(description: "cannot write \(target.path): \(error.localizedDescription)")
                }
            }
            found.append(directory.appendingPathComponent(path).path)
        }
        self.paths = found
        self.missing = missing
    }

    /// `diagnostic` with the temporary directory in its location and message shown as `REF:`.
    /// `location` as `REF:path` when it is in the snapshot.
    func relabel(_ location: SourceLocation) -> SourceLocation {
        let prefix = directory.path + "/"
        guard location.file.hasPrefix(prefix) else { return location }
        return SourceLocation(
            file: "\(ref):" + location.file.dropFirst(prefix.count), line: location.line, column: location.column)
    }

    func relabel(_ diagnostic: Diagnostic) -> Diagnostic {
        let prefix = directory.path + "/"
        guard diagnostic.location.file.hasPrefix(prefix) || diagnostic.message.contains(prefix) else {
            return diagnostic
        }
        let file =
            diagnostic.location.file.hasPrefix(prefix)
            ? "\(ref):" + diagnostic.location.file.dropFirst(prefix.count) : diagnostic.location.file
        return Diagnostic(
            code: diagnostic.code, message: diagnostic.message.replacingOccurrences(of: prefix, with: "\(ref):"),
            location: SourceLocation(file: file, line: diagnostic.location.line, column: diagnostic.location.column),
            severity: diagnostic.severity)
    }

    /// `configuration` with its `excluded` patterns anchored in the snapshot where they were anchored in the
    /// working directory (when the configuration file is in it or below it).
    func rebased(_ configuration: Configuration) -> Configuration {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let anchor = URL(fileURLWithPath: configuration.directory).standardizedFileURL.path
        guard anchor == workingDirectory || anchor.hasPrefix(workingDirectory + "/") else { return configuration }
        var rebased = configuration
        rebased.directory = directory.path + anchor.dropFirst(workingDirectory.count)
        return rebased
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs git in the current directory; its standard output and exit status.
    static func git(_ arguments: [String]) -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, Data())
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
