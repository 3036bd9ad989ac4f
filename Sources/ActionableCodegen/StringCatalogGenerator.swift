public import Actionable
import Foundation

/// Writes an Xcode String Catalog (`.xcstrings`) with every text of the registry under the key the generated
/// Swift looks it up by, in every locale the files give.
///
/// A text written as one string is meant for every language: it appears once, in the development language,
/// marked `shouldTranslate: false`. Entries are `extractionState: manual` (they come from the category files, not
/// from code) and `state: translated`.
public struct StringCatalogGenerator: Sendable {
    /// The catalog's `sourceLanguage`; `nil`: the first locale of the first text given per locale, or `en`.
    public var developmentLanguage: String?

    public init(developmentLanguage: String? = nil) {
        self.developmentLanguage = developmentLanguage
    }

    /// The development language the catalog of `registry` uses.
    public func sourceLanguage(of registry: CategoryRegistry) -> String {
        if let developmentLanguage { return Self.catalogLocale(developmentLanguage) }
        for category in registry.categories {
            for text in category.texts {
                if let first = text.text.translations.first { return Self.catalogLocale(first.locale) }
            }
        }
        return "en"
    }

    /// The catalog for `registry`, byte for byte as Xcode writes it: Foundation's `JSONSerialization` with
    /// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` is the writer Xcode uses (two-space indent,
    /// `"key" : value`, keys in Foundation's numeric, case-insensitive order, UTF-8 unescaped, no final line
    /// break); 24 catalogs saved by Xcode 15 to 26 round-trip through it unchanged.
    /// - Throws: Foundation's serialization error (not expected for strings).
    public func generate(_ registry: CategoryRegistry) throws -> String {
        let source = sourceLanguage(of: registry)
        var strings: [String: Any] = [:]
        for category in registry.categories {
            // An empty placeholder written on purpose has nothing to translate (the generated Swift writes "").
            for text in category.texts where strings[text.key] == nil && !text.text.isEmptyPlaceholder {
                strings[text.key] = entry(text, source: source)
            }
        }
        let catalog: [String: Any] = ["sourceLanguage": source, "strings": strings, "version": "1.0"]
        let data = try JSONSerialization.data(
            withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    private func entry(_ text: CategoryText, source: String) -> [String: Any] {
        var entry: [String: Any] = ["comment": text.comment, "extractionState": "manual"]
        if text.text.isLocalized {
            var localizations: [String: Any] = [:]
            for translation in text.text.translations {
                let locale = Self.catalogLocale(translation.locale)
                if localizations[locale] == nil { localizations[locale] = unit(translation.value) }
            }
            entry["localizations"] = localizations
        } else {
            entry["localizations"] = [source: unit(text.text.defaultValue)]
            entry["shouldTranslate"] = false
        }
        return entry
    }

    private func unit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
    }

    /// A locale as catalogs write it: `-` between subtags, language in lowercase, script capitalized, region in
    /// uppercase (`pt_br` → `pt-BR`, `zh_hant` → `zh-Hant`).
    static func catalogLocale(_ locale: String) -> String {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return locale }
        let rest = parts.dropFirst().map { part -> String in
            if part.count == 4, part.allSatisfy(\.isLetter) {
                return part.prefix(1).uppercased() + part.dropFirst().lowercased()
            }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return part
        }
        return ([language.lowercased()] + rest).joined(separator: "-")
    }
}
