import Actionable

/// What a preview draws beyond the category files: the locales, and the samples that stand for what the payload
/// and the app give at run time.
public struct PreviewOptions: Sendable {
    /// The development language: drawn first, and the one a missing translation falls back to. `nil`: the first
    /// locale the files name, or `en` when no text is given per locale.
    public var developmentLanguage: String?
    /// Locales to draw besides those the files name (`ar` to see a right-to-left layout before it is translated).
    public var extraLocales: [String]
    /// The number of notifications `%u` stands for.
    public var sampleCount: Int
    /// What `%@` of a summary format stands for (the payload's summary argument).
    public var sampleArgument: String
    /// The app's name, shown in each notification's header.
    public var appName: String

    public init(
        developmentLanguage: String? = nil, extraLocales: [String] = [], sampleCount: Int = 3,
        sampleArgument: String = "Anna", appName: String = "App"
    ) {
        self.developmentLanguage = developmentLanguage
        self.extraLocales = extraLocales
        self.sampleCount = sampleCount
        self.sampleArgument = sampleArgument
        self.appName = appName
    }

    /// The locales to draw for `categories`: the development language first, then every other locale a text names
    /// (in the order the files first name them), then ``extraLocales``.
    func locales(of categories: [NotificationCategory]) -> [PreviewLocale] {
        var seen: Set<String> = []
        var named: [String] = []
        func note(_ text: LocalizedText?) {
            guard let text, text.isLocalized else { return }
            for translation in text.translations where seen.insert(translation.locale.lowercased()).inserted {
                named.append(translation.locale)
            }
        }
        for category in categories {
            note(category.summaryFormat)
            note(category.hiddenPreviewsBodyPlaceholder)
            for action in category.actions {
                if !action.isTitleSetAtRunTime { note(action.title) }
                note(action.textInput?.buttonTitle)
                note(action.textInput?.placeholder)
            }
        }
        let development = developmentLanguage ?? named.first ?? "en"
        var result = [PreviewLocale(development, isDevelopmentLanguage: true)]
        var taken: Set<String> = [development.lowercased()]
        for locale in named + extraLocales where taken.insert(locale.lowercased()).inserted {
            result.append(PreviewLocale(locale))
        }
        return result
    }
}
