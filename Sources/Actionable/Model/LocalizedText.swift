/// A user-visible text: one string for every locale, or a map of locale → string.
///
/// In a map, the first entry is the fallback for a device whose language is not listed, so write the
/// development language first.
public struct LocalizedText: Sendable, Hashable {
    /// One locale's text.
    public struct Translation: Sendable, Hashable {
        /// A locale identifier such as `en`, `ja` or `pt-BR`.
        public let locale: String
        /// The text in ``locale``.
        public let value: String
        /// Where the text is written in the file.
        public let location: SourceLocation

        /// The text `value` for `locale`, written at `location`.
        public init(locale: String, value: String, location: SourceLocation) {
            self.locale = locale
            self.value = value
            self.location = location
        }
    }

    /// The translations and the localization key, which most texts (one string, a derived key) do without: boxed
    /// together, they cost such a text one pointer instead of three words.
    final class Localization: Sendable, Hashable {
        let translations: [Translation]
        let key: String?

        init(translations: [Translation], key: String?) {
            self.translations = translations
            self.key = key
        }

        static func == (lhs: Localization, rhs: Localization) -> Bool {
            lhs === rhs || (lhs.translations == rhs.translations && lhs.key == rhs.key)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(translations)
            hasher.combine(key)
        }
    }

    let localization: Localization?
    /// The single string, or the first translation.
    public let defaultValue: String
    /// Where the text starts in the file.
    public let location: SourceLocation

    /// The translations in file order; empty when the text is a single string.
    public var translations: [Translation] { localization?.translations ?? [] }
    /// The key the app's strings file or catalog knows the text by, as written beside it (`title-key`, …); `nil`
    /// when the file names none and the generators derive one (``LocalizedTextRole/derivedKey(category:action:)``).
    public var localizationKey: String? { localization?.key }

    private static func localization(_ translations: [Translation], key: String?) -> Localization? {
        translations.isEmpty && key == nil ? nil : Localization(translations: translations, key: key)
    }

    /// A text that is the same in every locale.
    public init(_ value: String, location: SourceLocation, localizationKey: String? = nil) {
        localization = Self.localization([], key: localizationKey)
        defaultValue = value
        self.location = location
    }

    /// A text with one string per locale. The first translation is the fallback.
    public init?(translations: [Translation], location: SourceLocation, localizationKey: String? = nil) {
        guard let first = translations.first else { return nil }
        localization = Self.localization(translations, key: localizationKey)
        defaultValue = first.value
        self.location = location
    }

    /// A text from the parts another text was stored as (see ``NotificationAction``).
    init(defaultValue: String, localization: Localization?, location: SourceLocation) {
        self.localization = localization
        self.defaultValue = defaultValue
        self.location = location
    }

    private init(_ text: LocalizedText, localizationKey: String?) {
        localization = Self.localization(text.translations, key: localizationKey)
        defaultValue = text.defaultValue
        location = text.location
    }

    /// The same text known by `key`.
    func withLocalizationKey(_ key: String?) -> LocalizedText {
        key == localizationKey ? self : LocalizedText(self, localizationKey: key)
    }

    /// The text in `locale`: its translation for exactly that locale (case-insensitively), or the single string;
    /// `nil` when the text is a map without that locale.
    public func exactValue(for locale: String) -> String? {
        guard isLocalized else { return defaultValue }
        return translations.first { $0.locale.caseInsensitiveEquals(locale) }?.value
    }

    /// Whether two texts say the same thing in every locale, wherever they are written.
    public func hasSameContent(as other: LocalizedText) -> Bool {
        guard isLocalized == other.isLocalized else { return false }
        guard isLocalized else { return defaultValue == other.defaultValue }
        return translations.count == other.translations.count
            && translations.allSatisfy { other.exactValue(for: $0.locale) == $0.value }
    }

    /// Whether the text is given per locale.
    public var isLocalized: Bool { localization.map { !$0.translations.isEmpty } ?? false }

    /// The locales the text names, in file order.
    public var locales: [String] { translations.map(\.locale) }

    /// The text for the first of `preferredLocales` it has — an exact match first, then the language alone
    /// (`pt-BR` falls back to `pt`) — or ``defaultValue``.
    public func value(for preferredLocales: [String]) -> String {
        guard isLocalized else { return defaultValue }
        for preferred in preferredLocales {
            if let exact = translations.first(where: { $0.locale.caseInsensitiveEquals(preferred) }) {
                return exact.value
            }
            let language =
                preferred.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? preferred
            if let match = translations.first(where: { $0.locale.caseInsensitiveEquals(language) }) {
                return match.value
            }
        }
        return defaultValue
    }
}

extension String {
    /// `lowercased() == other.lowercased()`; two ASCII strings (every locale identifier) are compared in place,
    /// without the two lowercased copies.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let lhs = utf8
        let rhs = other.utf8
        guard lhs.allSatisfy({ $0 < 0x80 }), rhs.allSatisfy({ $0 < 0x80 }) else {
            return lowercased() == other.lowercased()
        }
        @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { folded($0) == folded($1) }
    }
}

extension LocalizedText {
    /// A placeholder or summary format written as `""` on purpose (Apple's default): nothing to translate.
    public var isEmptyPlaceholder: Bool { !isLocalized && defaultValue.isEmpty }
}
