import Actionable
import Foundation

/// Paths of the fixtures beside this file (read from the source tree, so no bundle is needed).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The entries (files and directories) directly in `Fixtures/<folder>`, sorted.
    static func entries(_ folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0).path }
    }
}

/// What a fixture says it must produce: `# expect: LINE:COLUMN code` lines, and `# option: name=value` lines.
struct FixtureExpectation: Hashable, CustomStringConvertible, Comparable {
    let file: String
    let line: Int
    let column: Int
    let code: String

    var description: String { "\((file as NSString).lastPathComponent):\(line):\(column) \(code)" }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

    /// The expectations written in `file` (or every `*.yaml` file under it, for a directory fixture).
    static func read(from path: String) -> (expectations: Set<Self>, options: [String: String]) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let files =
            isDirectory.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 }
            : [path]
        var expectations = Set<Self>()
        var options: [String: String] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            // Fixtures may hold invalid UTF-8 on purpose; the directives are ASCII, so decode leniently.
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n") {
                if line.hasPrefix("# expect: ") {
                    if let expectation = parse(line.dropFirst("# expect: ".count), file: file) {
                        expectations.insert(expectation)
                    }
                } else if line.hasPrefix("# option: ") {
                    let pair = line.dropFirst("# option: ".count).split(separator: "=", maxSplits: 1)
                    options[String(pair[0])] = String(pair[1])
                }
            }
        }
        return (expectations, options)
    }

    /// The expectations of a payload fixture (JSON has no comments): `LINE:COLUMN code` lines in the `.expect` file
    /// beside it.
    static func readPayloadExpectations(for path: String) -> Set<Self> {
        let expectPath = String(path.dropLast(".json".count)) + ".expect"
        guard let data = FileManager.default.contents(atPath: expectPath) else { return [] }
        var expectations = Set<Self>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            if let expectation = parse(line, file: path) { expectations.insert(expectation) }
        }
        return expectations
    }

    /// `LINE:COLUMN code`, optionally followed by a comment; `headers LINE:COLUMN code` for a finding in the
    /// payload's headers file (``PushHeadersFile/path(forPayload:)``); `nil` for anything else.
    private static func parse(_ text: Substring, file: String) -> Self? {
        var fields = text.split(separator: " ")
        var file = file
        if fields.first == "headers" {
            fields.removeFirst()
            file = PushHeadersFile.path(forPayload: file)
        }
        guard fields.count >= 2 else { return nil }
        let position = fields[0].split(separator: ":").compactMap { Int($0) }
        guard position.count == 2 else { return nil }
        return Self(file: file, line: position[0], column: position[1], code: String(fields[1]))
    }
}
