/// A user-visible text as the app's code gives it: a literal, or a localized string's key with its table, default
/// value and translator comment; with `--strings`, its translations.
public struct ImportedText: Sendable, Hashable {
    /// A translation of the text, from the app's `.strings` or `.xcstrings`.
    public struct Translation: Sendable, Hashable {
        /// The locale, as the `.lproj` folder or String Catalog names it (`de`, `pt-BR`).
        public var locale: String
        /// The translated text.
        public var text: String

        /// The translation `text` for `locale`.
        public init(locale: String, text: String) {
            self.locale = locale
            self.text = text
        }
    }

    /// What the development language shows: the literal, or the localized string's `value:`. `nil` when the code
    /// gives only a key (`NSLocalizedString("ACCEPT", comment: "")`), whose text is in the app's strings files.
    public var value: String?
    /// The localization key; `nil` for a literal.
    public var key: String?
    /// The strings table (`tableName:`); `nil` for the default, `Localizable`.
    public var table: String?
    /// The comment for translators.
    public var comment: String?
    /// The translations found with `--strings`, the development language first.
    public var translations: [Translation]

    /// A text with the given value, key, table, comment and translations; what is not given is `nil` or empty.
    public init(
        value: String? = nil, key: String? = nil, table: String? = nil, comment: String? = nil,
        translations: [Translation] = []
    ) {
        self.value = value
        self.key = key
        self.table = table
        self.comment = comment
        self.translations = translations
    }

    /// A text written as a literal.
    public static func literal(_ text: String) -> ImportedText { ImportedText(value: text) }

    /// Whether the text is looked up by a key.
    public var isLocalized: Bool { key != nil }
}
