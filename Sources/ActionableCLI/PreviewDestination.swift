import ActionablePreview
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
                try Self.write(file.contents, to: url.path)
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

    /// Writes `text` to a new file with `open` and `write`. Not `Data.write(to:)`: Foundation syncs every file it writes
    /// to the disk, which made writing 1,000 pages take a second of waiting; a preview is regenerated, not kept, and
    /// the staging directory is moved into place only when every file is written.
    private static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteFailure(path: path, code: errno) }
        var failure: Int32?
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    failure = written < 0 ? errno : EIO
                    return
                }
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw WriteFailure(path: path, code: failure) }
    }

    struct WriteFailure: Error, CustomStringConvertible {
        let path: String
        let code: Int32

        var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
    }
}

/// `write(2)`, named apart from ``PreviewDestination/write(_:)``, which hides it inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
