import Foundation

/// An app's strings, table by table and locale by locale, from its `*.lproj/*.strings` files and String Catalogs
/// (`*.xcstrings`): what `--strings` reads so the imported YAML carries every translation, not only the keys.
///
/// Which text wins when several files give one: files are read in path order (sorted, so the result does not depend on
/// the order the file system lists them in); within a `.strings` file the last entry of a key wins, as on iOS; across
/// files the first one read wins. A `.strings` in `Base.lproj` counts as the development language, behind a
/// `<development language>.lproj` of the same table (Xcode puts the development-language strings in the latter); so
/// does a String Catalog's key standing for its own source-language text.
public struct LocalizationTables: Sendable {
    /// One text of one locale, with the translator comment its file gives.
    struct Entry: Sendable, Hashable {
        var text: String
        var comment: String?
    }

    /// table → locale → key → entry.
    private var tables: [String: [String: [String: Entry]]]
    /// table → locale → key → entry, behind `tables`: `Base.lproj` and catalog keys that are their own source text.
    private var fallbacks: [String: [String: [String: Entry]]]
    /// The locale the app is developed in: first in every translation list.
    public let developmentLanguage: String

    init(developmentLanguage: String) {
        self.tables = [:]
        self.fallbacks = [:]
        self.developmentLanguage = developmentLanguage
    }

    /// The tables of every `*.lproj/*.strings` and `*.xcstrings` under `directory` (recursively); a file that does not
    /// read is an error diagnostic, and the others still load.
    public static func load(directory: String, developmentLanguage: String) -> (
        tables: LocalizationTables, diagnostics: [ImportDiagnostic]
    ) {
        var result = LocalizationTables(developmentLanguage: developmentLanguage)
        var diagnostics: [ImportDiagnostic] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            let problem = ImportDiagnostic(
                .error, .doesNotParse, "no such directory: the strings are looked for in a directory",
                at: ImportLocation(file: directory, line: 1, column: 1))
            return (result, [problem])
        }
        for path in files(under: directory) {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(
                    ImportDiagnostic(
                        .error, .doesNotParse, "the file cannot be read",
                        at: ImportLocation(file: path, line: 1, column: 1)))
                continue
            }
            result.add(path: path, bytes: Array(data), diagnostics: &diagnostics)
        }
        return (result, diagnostics)
    }

    /// The tables of files already read (their paths give locale and table, as under ``load(directory:developmentLanguage:)``),
    /// in the order given: what the fuzz harness and tests use, with no file system.
    public static func reading(_ sources: [ImportSource], developmentLanguage: String) -> (
        tables: LocalizationTables, diagnostics: [ImportDiagnostic]
    ) {
        var result = LocalizationTables(developmentLanguage: developmentLanguage)
        var diagnostics: [ImportDiagnostic] = []
        for source in sources { result.add(path: source.path, bytes: source.bytes, diagnostics: &diagnostics) }
        return (result, diagnostics)
    }

    /// Adds one file, by its path's shape: `….lproj/TABLE.strings` or `TABLE.xcstrings`; other paths are ignored.
    mutating func add(path: String, bytes: [UInt8], diagnostics: inout [ImportDiagnostic]) {
        let url = URL(fileURLWithPath: path)
        let table = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "strings":
            let folder = url.deletingLastPathComponent()
            guard folder.pathExtension == "lproj" else { return }
            let locale = folder.deletingPathExtension().lastPathComponent
            switch StringsFileReader.read(bytes) {
            case .success(let entries):
                var read: [String: Entry] = [:]
                for entry in entries { read[entry.key] = Entry(text: entry.value, comment: entry.comment) }
                if locale == "Base" {
                    fallbacks[table, default: [:]][developmentLanguage, default: [:]].merge(read) { first, _ in first }
                } else {
                    tables[table, default: [:]][locale, default: [:]].merge(read) { first, _ in first }
                }
            case .failure(let failure):
                diagnostics.append(
                    ImportDiagnostic(
                        .error, .doesNotParse, "the strings file does not read: \(failure.message)",
                        at: ImportLocation(file: path, line: failure.line, column: failure.column)))
            }
        case "xcstrings":
            switch StringCatalogReader.read(bytes) {
            case .success(let (catalog, skipped)):
                for (key, entry) in catalog.entries {
                    for (locale, text) in entry.texts {
                        let read = Entry(text: text, comment: entry.comment)
                        if entry.sourceIsKey && locale == catalog.sourceLanguage {
                            if fallbacks[table]?[locale]?[key] == nil {
                                fallbacks[table, default: [:]][locale, default: [:]][key] = read
                            }
                        } else if tables[table]?[locale]?[key] == nil {
                            tables[table, default: [:]][locale, default: [:]][key] = read
                        }
                    }
                }
                for skip in skipped {
                    diagnostics.append(
                        ImportDiagnostic(
                            .note, .missingTranslation, skip.message,
                            at: ImportLocation(file: path, line: skip.line, column: skip.column)))
                }
            case .failure(let failure):
                diagnostics.append(
                    ImportDiagnostic(
                        .error, .doesNotParse, "the String Catalog does not read: \(failure.message)",
                        at: ImportLocation(file: path, line: failure.line, column: failure.column)))
            }
        default:
            return
        }
    }

    /// The key's texts in `table` (`nil`: `Localizable`), the development language first and the other locales in
    /// sorted order; `nil` when no file has the key.
    public func translations(forKey key: String, table: String?) -> [ImportedText.Translation]? {
        let name = table ?? "Localizable"
        let locales = Set((tables[name] ?? [:]).keys).union((fallbacks[name] ?? [:]).keys)
        let ordered = [developmentLanguage] + locales.subtracting([developmentLanguage]).sorted()
        let result = ordered.compactMap { locale in
            entry(key, table: name, locale: locale).map { ImportedText.Translation(locale: locale, text: $0.text) }
        }
        return result.isEmpty ? nil : result
    }

    /// The translator comment of the key in `table` (`nil`: `Localizable`): the development language's, else the first
    /// locale's that has one.
    public func comment(forKey key: String, table: String?) -> String? {
        let name = table ?? "Localizable"
        let locales = Set((tables[name] ?? [:]).keys).union((fallbacks[name] ?? [:]).keys)
        let ordered = [developmentLanguage] + locales.subtracting([developmentLanguage]).sorted()
        return ordered.lazy.compactMap { self.entry(key, table: name, locale: $0)?.comment }.first
    }

    /// The explicit entry, else the fallback.
    private func entry(_ key: String, table: String, locale: String) -> Entry? {
        tables[table]?[locale]?[key] ?? fallbacks[table]?[locale]?[key]
    }

    /// Every `.strings` inside an `.lproj` folder and every `.xcstrings` under `directory`, sorted by path. Hidden
    /// folders are skipped: `.build` and `.git` hold copies that would otherwise win over the app's own files.
    private static func files(under directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            guard isFile else { continue }
            let name = url.lastPathComponent
            let inLproj = url.deletingLastPathComponent().pathExtension == "lproj"
            guard name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && inLproj) else { continue }
            // The path as the user would write it: their directory, then the part below it.
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(rootPath + "/") ? String(full.dropFirst(rootPath.count + 1)) : full
            paths.append(full.hasPrefix(rootPath + "/") ? prefix + relative : full)
        }
        return paths.sorted()
    }
}
