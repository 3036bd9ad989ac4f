#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One entry of `excluded` in `.actionable.yml`: a path or a glob, relative to the configuration's directory.
///
/// Paths are compared as text, never looked up on disk, so a pattern can exclude files that do not exist yet and
/// matching costs no system call per file. The grammar is a small subset of `.gitignore`'s, so it reads familiar:
///
/// - Components are separated by `/`. A leading `/` or `./` anchors at the configuration's directory, as every
///   pattern is anchored anyway; a trailing `/` is ignored. `.` and `..` are resolved lexically.
/// - `*` matches any characters within one component (none of them a `/`), `?` exactly one character, and a whole
///   component `**` any number of components, none included. There is no escaping and no `[…]` class.
/// - A pattern matches a path when it matches the path or a directory above it, so `Categories/Legacy` (or
///   `**/Legacy`) excludes everything under such a directory.
/// - Names are compared case-sensitively, as on Linux; symbolic links are not resolved.
///
/// A pattern without a `/` (`*.generated.yaml`) matches only directly in the configuration's directory, unlike
/// `.gitignore`: write `**/*.generated.yaml` for any depth. One rule for every pattern is easier to review.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written in the configuration.
    public let pattern: String
    let segments: [Segment]

    /// One component of a pattern.
    enum Segment: Sendable, Hashable {
        /// A name without glob characters, compared as a string.
        case literal(String)
        /// A name with `*` or `?`, matched scalar by scalar.
        case glob([Unicode.Scalar])
        /// `**`: any number of components.
        case anyDirectories
        /// `..`: removes the component before it when anchored.
        case parent
    }

    /// Parses `pattern` as written in the configuration; every string is a valid pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).compactMap { component in
            switch component {
            case ".": nil
            case "..": .parent
            case "**": .anyDirectories
            default:
                component.contains(where: { $0 == "*" || $0 == "?" })
                    ? .glob(Array(component.unicodeScalars)) : .literal(String(component))
            }
        }
    }

    public var description: String { pattern }

    /// Whether the pattern has a glob character (`*`, `?`); a pattern without one names a path and what is under it.
    public var isGlob: Bool {
        segments.contains {
            switch $0 {
            case .glob, .anyDirectories: true
            case .literal, .parent: false
            }
        }
    }

    /// Whether `path` (absolute, or relative to the current directory) is matched by this pattern anchored at
    /// `directory` (likewise absolute or relative).
    public func matches(_ path: String, relativeTo directory: String) -> Bool {
        var currentDirectory = PathName.CurrentDirectory()
        return matches(
            components: PathName.standardized(path, current: &currentDirectory),
            base: PathName.standardized(directory, current: &currentDirectory))
    }

    /// Whether the pattern, anchored at the standardized `base`, matches the standardized `components` or a
    /// prefix of them (a directory above the path).
    func matches(components: [Substring], base: [Substring]) -> Bool {
        var anchored: [Segment] = base.map { .literal(String($0)) }
        anchored.reserveCapacity(base.count + segments.count)
        for segment in segments {
            if segment == .parent {
                if !anchored.isEmpty { anchored.removeLast() }
            } else {
                anchored.append(segment)
            }
        }
        // reachable[j]: the segments so far match components[0..<j] exactly. Dynamic programming keeps patterns
        // with many `**` linear in their length instead of exponential.
        var reachable = [Bool](repeating: false, count: components.count + 1)
        reachable[0] = true
        var next = reachable
        for segment in anchored {
            switch segment {
            case .anyDirectories:
                var any = false
                for j in reachable.indices {
                    any = any || reachable[j]
                    next[j] = any
                }
            case .literal(let name):
                next[0] = false
                for j in components.indices {
                    next[j + 1] = reachable[j] && components[j] == name
                }
            case .glob(let scalars):
                next[0] = false
                for j in components.indices {
                    next[j + 1] = reachable[j] && Self.wildcard(scalars, matches: components[j])
                }
            case .parent:
                continue
            }
            swap(&reachable, &next)
            if !reachable.contains(true) { return false }
        }
        // Matching any prefix is enough: the path is then the matched directory or under it.
        return reachable.contains(true)
    }

    /// `*` and `?` within one component; the classic single-backtrack algorithm, O(n·m) at worst.
    static func wildcard(_ pattern: [Unicode.Scalar], matches name: Substring) -> Bool {
        let name = Array(name.unicodeScalars)
        var p = 0
        var n = 0
        var star = -1
        var resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// Lexical path arithmetic: absolute, standardized component lists, without touching the file system.
enum PathName {
    /// The current directory, read once and only if a relative path needs it.
    struct CurrentDirectory {
        private var cached: [Substring]?

        mutating func components() -> [Substring] {
            if let cached { return cached }
            let value = PathName.standardized(PathName.currentDirectory(), base: [])
            cached = value
            return value
        }
    }

    /// `path` made absolute (against the current directory when relative) with `.`, `..` and empty components
    /// removed; `..` at the root stays at the root.
    static func standardized(_ path: String, current currentDirectory: inout CurrentDirectory) -> [Substring] {
        standardized(path, base: path.hasPrefix("/") ? [] : currentDirectory.components())
    }

    /// `path` standardized against `base` (ignored when `path` is absolute).
    static func standardized(_ path: String, base: [Substring]) -> [Substring] {
        let base = path.hasPrefix("/") ? [] : base
        var result = base
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(component)
            }
        }
        return result
    }

    /// The absolute path of components.
    static func joined(_ components: [Substring]) -> String {
        "/" + components.joined(separator: "/")
    }

    /// The directory part of `path` as written: `.` for a bare name, `/` for a name at the root.
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The process's current directory; `/` in the unlikely case it cannot be read (it was removed, say).
    static func currentDirectory() -> String {
        guard let buffer = getcwd(nil, 0) else { return "/" }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
