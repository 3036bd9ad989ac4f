import Foundation

/// Reads one String Catalog (`.xcstrings`, JSON): for each key its comment and, per locale, the `stringUnit`'s value.
///
/// What is taken: every `stringUnit`, whatever its `state` (`translated`, `needs_review`, `new`, `stale`: Xcode
/// compiles them all into the app). A key whose source language has no entry is its own source-language text (Xcode
/// writes no entry for a string extracted from code whose key is its English text). Not taken: `variations` (plural
/// and device forms: a category text has one form), reported as a note per key and locale.
struct StringCatalogReader {
    /// A key's comment and its text per locale.
    struct Entry: Sendable, Hashable {
        var comment: String?
        var texts: [String: String]
        /// Whether the source language's text is the key itself (no entry of its own): a text any file that gives
        /// one explicitly overrides.
        var sourceIsKey = false
    }

    struct Catalog: Sendable, Hashable {
        var sourceLanguage: String?
        var entries: [String: Entry]
    }

    /// Something taken out, with where the key is in the file.
    struct Skipped: Sendable, Hashable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Why the file does not read, 1-based.
    struct Failure: Error, Sendable, Hashable {
        var message: String
        var line: Int
        var column: Int
    }

    static func read(_ bytes: [UInt8]) -> Result<(catalog: Catalog, skipped: [Skipped]), Failure> {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let (line, column) = position(in: description, bytes: bytes)
            var reason = description
            if let range = reason.range(of: " around ") { reason = String(reason[..<range.lowerBound]) }
            return .failure(
                Failure(message: "not valid JSON (\(reason))", line: line, column: column))
        }
        guard let root = json as? [String: Any] else {
            return .failure(Failure(message: "the top level is not a JSON object", line: 1, column: 1))
        }
        guard let strings = root["strings"] as? [String: Any] else {
            return .failure(Failure(message: "no \"strings\" object", line: 1, column: 1))
        }
        let sourceLanguage = root["sourceLanguage"] as? String
        let text = String(decoding: bytes, as: UTF8.self)
        var entries: [String: Entry] = [:]
        var skipped: [Skipped] = []
        for key in strings.keys.sorted() {
            let definition = strings[key] as? [String: Any] ?? [:]
            var entry = Entry(comment: definition["comment"] as? String, texts: [:])
            let localizations = definition["localizations"] as? [String: Any] ?? [:]
            for locale in localizations.keys.sorted() {
                let localization = localizations[locale] as? [String: Any] ?? [:]
                if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                    entry.texts[locale] = value
                } else if localization["variations"] != nil {
                    let place = position(ofKey: key, in: text)
                    skipped.append(
                        Skipped(
                            message: "\"\(key)\" has variations (plural or device forms) in \(locale); a category"
                                + " text has one form, so that translation is not imported",
                            line: place.line, column: place.column))
                }
            }
            if let sourceLanguage, entry.texts[sourceLanguage] == nil, localizations[sourceLanguage] == nil {
                entry.texts[sourceLanguage] = key
                entry.sourceIsKey = true
            }
            entries[key] = entry
        }
        return .success((Catalog(sourceLanguage: sourceLanguage, entries: entries), skipped))
    }

    /// The line and column of the place Foundation's JSON error names ("around character 42", a 0-based UTF-8
    /// offset; or "around line 3, column 5"), else the file's start. Columns count Unicode scalars.
    private static func position(in description: String, bytes: [UInt8]) -> (Int, Int) {
        func number(after marker: String) -> Int? {
            guard let range = description.range(of: marker) else { return nil }
            return Int(description[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
        }
        if let offset = number(after: "around character ") {
            var line = 1
            var column = 1
            for byte in bytes.prefix(max(0, offset)) {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return (line, column)
        }
        return (max(number(after: "line ") ?? 1, 1), max(number(after: "column ") ?? 1, 1))
    }

    /// Where `"key"` first appears as a JSON string, (1, 1) when it cannot be found (an escaped key).
    private static func position(ofKey key: String, in text: String) -> (line: Int, column: Int) {
        guard let range = text.range(of: "\"\(key)\"") else { return (1, 1) }
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars[..<range.lowerBound] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
