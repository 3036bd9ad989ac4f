/// A user-visible text: one string for every locale, or a map of locale → string.
///
/// In a map, the first entry is the fallback for a device whose language is not listed, so write the
/// development language first.
public struct LocalizedText: Sendable, Hashable {
    /// One locale's text.
    public struct Translation: Sendable, Hashable {
        /// A locale identifier such as `en`, `ja` or `pt-BR`.
        public let locale: String
        public let value: String
        public let location: SourceLocation

        public init(locale: String, value: String, location: SourceLocation) {
            self.locale = locale
            self.value = value
            self.location = location
        }
    }

    /// The translations in file order; empty when the text is a single string.
    public let translations: [Translation]
    /// The single string, or the first translation.
    public let defaultValue: String
    /// Where the text starts in the file.
    public let location: SourceLocation

    /// A text that is the same in every locale.
    public init(_ value: String, location: SourceLocation) {
        translations = []
        defaultValue = value
        self.location = location
    }

    /// A text with one string per locale. The first translation is the fallback.
    public init?(translations: [Translation], location: SourceLocation) {
        guard let first = translations.first else { return nil }
        self.translations = translations
        defaultValue = first.value
        self.location = location
    }

    /// Whether the text is given per locale.
    public var isLocalized: Bool { !translations.isEmpty }

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
    func caseInsensitiveEquals(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}
