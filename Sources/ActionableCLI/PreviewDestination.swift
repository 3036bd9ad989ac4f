import ActionablePreview
import Foundation

/// Where `actionable preview` writes its site, and the rule that keeps it from overwriting anything by accident: the
/// directory must not exist, or be empty, or hold an earlier preview (the marker file says so) and `--force` be given.
/// A directory the command did not write is never replaced, `--force` or not. The site is written beside it first and
/// moved into place only when complete, so a failed write leaves the earlier preview as it was.
struct PreviewDestination {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The file that marks a directory as a preview this command wrote.
    static let marker = ".actionable-preview"

    let path: String
    private let replacing: Bool

    init(_ path: String, force: Bool) throws(Refusal) {
        let manager = FileManager.default
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: trimmed, isDirectory: &isDirectory) else {
            replacing = false
            return
        }
        guard isDirectory.boolValue else {
            throw Refusal(description: "\(trimmed) exists and is a file; choose another --output")
        }
        let contents: [String]
        do {
            contents = try manager.contentsOfDirectory(atPath: trimmed)
        } catch {
            throw Refusal(description: "\(trimmed) cannot be listed, so it is not replaced; choose another --output")
        }
        if contents.isEmpty {
            replacing = true
            return
        }
        guard contents.contains(Self.marker) else {
            throw Refusal(
                description:
                    "\(trimmed) exists and is not a preview this command wrote; choose another --output (--force only replaces an earlier preview)"
            )
        }
        guard force else {
            throw Refusal(description: "\(trimmed) holds an earlier preview; pass --force to replace it")
        }
        replacing = true
    }

    /// Writes the files `produce` hands its sink, one by one as they are drawn, into a new directory beside
    /// ``path``, then puts it in ``path``'s place.
    func write(_ produce: ((PreviewFile) throws -> Void) throws -> Void) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path)
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).partial-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            var made: Set<String> = [""]
            try produce { file in
                let url = staging.appendingPathComponent(file.path)
                let directory = (file.path as NSString).deletingLastPathComponent
                if made.insert(directory).inserted {
                    try manager.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                try Data(file.contents.utf8).write(to: url)
            }
            try Data("Written by actionable preview; `actionable preview --force` may replace this directory.\n".utf8)
                .write(to: staging.appendingPathComponent(Self.marker))
            if replacing {
                let previous = parent.appendingPathComponent(
                    ".\(target.lastPathComponent).previous-\(UUID().uuidString)")
                try manager.moveItem(at: target, to: previous)
                do {
                    try manager.moveItem(at: staging, to: target)
                } catch {
                    try? manager.moveItem(at: previous, to: target)
                    throw error
                }
                try? manager.removeItem(at: previous)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }
}
