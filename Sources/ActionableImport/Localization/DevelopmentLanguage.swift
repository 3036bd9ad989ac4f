import Foundation

/// The language an app is developed in, as its own files say it: what iOS falls back to, and the locale whose text a
/// key with no entry of its own shows as itself.
///
/// Read from, in this order (the first that says it wins; the others are named when they disagree):
/// 1. `CFBundleDevelopmentRegion` of an `Info.plist`, when it is a language, not a build setting such as
///    `$(DEVELOPMENT_LANGUAGE)`: what the bundle falls back to at run time;
/// 2. `developmentRegion` of an Xcode project file (`*.xcodeproj/project.pbxproj`): what `$(DEVELOPMENT_LANGUAGE)`
///    stands for;
/// 3. `sourceLanguage` of a String Catalog (`*.xcstrings`).
public struct DevelopmentLanguage: Sendable, Hashable {
    /// One file's statement of the language.
    public struct Statement: Sendable, Hashable, CustomStringConvertible {
        /// The language, as the file writes it (`en`, `de`, `pt-BR`).
        public var language: String
        /// What says it: `CFBundleDevelopmentRegion`, `developmentRegion` or `sourceLanguage`.
        public var key: String
        /// The file, as found under the directories given.
        public var file: String

        public var description: String { "\(key) of \(file)" }
    }

    /// What the files say, most authoritative first.
    public var statements: [Statement]

    /// The language the first statement gives, `nil` when no file says one.
    public var language: String? { statements.first?.language }

    /// The statements that name another language than the one chosen.
    public var disagreements: [Statement] {
        statements.filter { $0.language != statements.first?.language }
    }

    /// What the files under `paths` (files or directories, searched recursively, hidden folders and build products
    /// skipped) say.
    public static func detect(in paths: [String], skippingDirectories skipped: Set<String> = []) -> DevelopmentLanguage
    {
        var plists: [Statement] = []
        var projects: [Statement] = []
        var catalogs: [Statement] = []
        for path in candidates(in: paths, skipping: skipped) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            if path.hasSuffix(".pbxproj") {
                if let language = projectRegion(bytes).map(normalized) {
                    projects.append(Statement(language: language, key: "developmentRegion", file: path))
                }
            } else if path.hasSuffix(".xcstrings") {
                if case .success(let read) = StringCatalogReader.read(bytes),
                    let language = read.catalog.sourceLanguage,
                    isLanguage(language)
                {
                    catalogs.append(Statement(language: language, key: "sourceLanguage", file: path))
                }
            } else if let language = bundleRegion(bytes, file: path).map(normalized) {
                plists.append(Statement(language: language, key: "CFBundleDevelopmentRegion", file: path))
            }
        }
        return DevelopmentLanguage(statements: plists + projects + catalogs)
    }

    /// `Info.plist`, `*.xcodeproj/project.pbxproj` and `*.xcstrings` under `paths`, sorted.
    private static func candidates(in paths: [String], skipping skipped: Set<String>) -> [String] {
        func wanted(_ path: String) -> Bool {
            let name = (path as NSString).lastPathComponent
            return name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasSuffix(".xcstrings")
                || (name == "project.pbxproj" && (path as NSString).deletingLastPathComponent.hasSuffix(".xcodeproj"))
        }
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if wanted(path) { found.insert(path) }
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || skipped.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                if wanted(full) { found.insert(full) }
            }
        }
        return found.sorted()
    }

    /// `developmentRegion = en;` of the project object.
    static func projectRegion(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self),
            let range = text.range(of: "developmentRegion = ")
        else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        var value = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
            value = String(value.dropFirst().dropLast())
        }
        return isLanguage(value) ? value : nil
    }

    /// `CFBundleDevelopmentRegion` of an XML or binary property list, when it is a language.
    static func bundleRegion(_ bytes: [UInt8], file: String) -> String? {
        let node: PlistNode?
        if bytes.starts(with: Array("bplist".utf8)) {
            node = PlistNode.binary(bytes, file: file)
        } else if case .success(let read) = XMLPlistReader.read(bytes, file: file) {
            node = read
        } else {
            node = nil
        }
        guard case .dictionary(let entries)? = node?.value,
            case .string(let value)? = entries.first(where: { $0.key == "CFBundleDevelopmentRegion" })?.value.value,
            isLanguage(value)
        else { return nil }
        return value
    }

    /// The language code for the English names older projects write (`English`, `German`).
    static func normalized(_ value: String) -> String {
        let legacy = [
            "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
            "Dutch": "nl",
        ]
        return legacy[value] ?? value
    }

    /// A language code (`en`, `de`, `pt-BR`, `zh-Hans`, `English` as old projects write it), not a build setting.
    static func isLanguage(_ value: String) -> Bool {
        !value.isEmpty && value.count <= 16
            && value.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") }
    }
}
