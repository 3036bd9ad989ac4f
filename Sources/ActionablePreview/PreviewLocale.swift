import Actionable

/// One locale a preview draws: its identifier, whether it is the development language, and its writing direction.
public struct PreviewLocale: Sendable, Hashable {
    public let identifier: String
    /// The language iOS falls back to for a text without this locale's translation.
    public let isDevelopmentLanguage: Bool

    public init(_ identifier: String, isDevelopmentLanguage: Bool = false) {
        self.identifier = identifier
        self.isDevelopmentLanguage = isDevelopmentLanguage
    }

    /// The language subtag: `pt` of `pt-BR`, `zh` of `zh_Hant`.
    public var language: String {
        identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() }
            ?? identifier.lowercased()
    }

    /// Whether iOS lays the locale out right to left: Arabic, Hebrew, Persian, Urdu and the other languages written
    /// in Arabic or Hebrew script (CLDR's character direction for each language).
    public var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(language) }

    /// The identifier as a BCP 47 language tag, for `lang` (`pt-BR` for `pt_BR`).
    var languageTag: String { identifier.replacingOccurrences(of: "_", with: "-") }

    /// `rtl` or `ltr`, for the `dir` attribute.
    var direction: String { isRightToLeft ? "rtl" : "ltr" }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]

    /// The English name of common languages, for headings; other identifiers are shown as they are.
    var englishName: String? { Self.names[language] }

    private static let names: [String: String] = [
        "ar": "Arabic", "ca": "Catalan", "cs": "Czech", "da": "Danish", "de": "German", "el": "Greek",
        "en": "English", "es": "Spanish", "fa": "Persian", "fi": "Finnish", "fr": "French", "he": "Hebrew",
        "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "id": "Indonesian", "it": "Italian", "ja": "Japanese",
        "ko": "Korean", "ms": "Malay", "nb": "Norwegian Bokmål", "nl": "Dutch", "pl": "Polish", "pt": "Portuguese",
        "ro": "Romanian", "ru": "Russian", "sk": "Slovak", "sv": "Swedish", "th": "Thai", "tr": "Turkish",
        "uk": "Ukrainian", "ur": "Urdu", "vi": "Vietnamese", "zh": "Chinese",
    ]
}

/// A text as one locale sees it on the device.
struct ShownText {
    /// What the device shows.
    let value: String
    /// The locale whose translation the device shows instead of the missing one; `nil` when the text has this
    /// locale's translation, or is one string for every locale.
    let fallbackLocale: String?
    /// Whether the text is a sample standing for one the app gives at run time.
    var isSample = false

    /// How iOS picks `text` for `locale`: the exact translation; else the language alone (`pt` for `pt-BR`); else the
    /// text's first translation, which the string catalog holds as the development language's (the file format
    /// writes the development language first; `--development-language` orders the preview, not the catalog).
    init(_ text: LocalizedText, locale: PreviewLocale) {
        guard text.isLocalized else {
            value = text.defaultValue
            fallbackLocale = nil
            return
        }
        if let exact = text.exactValue(for: locale.identifier) {
            value = exact
            fallbackLocale = nil
            return
        }
        let translations = text.translations
        if let match = translations.first(where: { $0.locale.caseInsensitiveEqualsASCII(locale.language) }) {
            value = match.value
            fallbackLocale = match.locale
        } else {
            value = text.defaultValue
            fallbackLocale = translations.first?.locale
        }
    }
}

extension String {
    func caseInsensitiveEqualsASCII(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}
