/// Which text of a category or action a ``LocalizedText`` is: the YAML key it is written under, and the
/// localization key it is known by when the file names none.
public enum LocalizedTextRole: String, Sendable, Hashable, CaseIterable {
    /// An action's `title`.
    case title
    /// The send-button title of an action's text input (`text-input: button-title`).
    case buttonTitle = "button-title"
    /// The placeholder of an action's text input (`text-input: placeholder`).
    case placeholder
    /// A category's `hidden-previews-body-placeholder`, the body shown when previews are hidden.
    case hiddenPreviewsBodyPlaceholder = "hidden-previews-body-placeholder"
    /// A category's `summary-format`, the summary of a group of its notifications.
    case summaryFormat = "summary-format"

    /// The key beside the text that names its localization key (`title-key`, …).
    public var keyKey: String { rawValue + "-key" }

    /// Whether the text belongs to an action (rather than to the category).
    public var isActionText: Bool {
        switch self {
        case .title, .buttonTitle, .placeholder: true
        case .hiddenPreviewsBodyPlaceholder, .summaryFormat: false
        }
    }

    /// The key a text is known by when its file names none: `CATEGORY.ACTION.title`,
    /// `CATEGORY.ACTION.button-title`, `CATEGORY.ACTION.placeholder`, `CATEGORY.hidden-previews-body-placeholder`,
    /// `CATEGORY.summary-format` — identifiers as written, then the YAML key.
    public func derivedKey(category: String, action: String?) -> String {
        // Appended in one buffer of the right size: the loader derives a key for every text of a registry, and
        // interpolation grows its buffer as it goes.
        let action = isActionText ? action : nil
        var key = ""
        key.reserveCapacity(category.utf8.count + (action.map { $0.utf8.count + 1 } ?? 0) + rawValue.utf8.count + 1)
        key += category
        if let action {
            key += "."
            key += action
        }
        key += "."
        key += rawValue
        return key
    }
}

/// One user-visible text of a category, with what it is and the key it is localized by.
public struct CategoryText: Sendable, Hashable {
    /// Which text of the category or action this is.
    public let role: LocalizedTextRole
    /// The category's identifier.
    public let category: String
    /// The action's identifier, for an action's texts.
    public let action: String?
    /// The text itself, as the file writes it.
    public let text: LocalizedText

    /// The text `text` in `role`, of the category `category` and, for an action's text, the action `action`.
    public init(role: LocalizedTextRole, category: String, action: String?, text: LocalizedText) {
        self.role = role
        self.category = category
        self.action = action
        self.text = text
    }

    /// The key the app's strings know the text by: the one written beside it, or the derived one.
    public var key: String { text.localizationKey ?? role.derivedKey(category: category, action: action) }

    /// A sentence for translators (a catalog's `comment`, the generated code's `comment:`).
    public var comment: String {
        switch role {
        case .title: "Title of the '\(action ?? "")' action of notification category '\(category)'"
        case .buttonTitle:
            "Send button of the '\(action ?? "")' text-input action of notification category '\(category)'"
        case .placeholder:
            "Placeholder of the '\(action ?? "")' text-input action of notification category '\(category)'"
        case .hiddenPreviewsBodyPlaceholder:
            "Body of notification category '\(category)' when previews are hidden (%u: the number of notifications)"
        case .summaryFormat:
            "Summary of a group of notification category '\(category)' (%u: the number of notifications, %@: the summary argument)"
        }
    }
}

extension NotificationCategory {
    /// Every user-visible text of the category and its actions, in file order: the category's placeholder and
    /// summary, then each action's title, button title and placeholder. A title set at run time is no text of the
    /// file; an unregistered category has none (iOS never shows what it declares).
    public var texts: [CategoryText] {
        var texts: [CategoryText] = []
        guard isRegistered else { return texts }
        if let hiddenPreviewsBodyPlaceholder {
            texts.append(
                CategoryText(
                    role: .hiddenPreviewsBodyPlaceholder, category: identifier, action: nil,
                    text: hiddenPreviewsBodyPlaceholder))
        }
        if let summaryFormat {
            texts.append(CategoryText(role: .summaryFormat, category: identifier, action: nil, text: summaryFormat))
        }
        for action in actions { action.appendTexts(category: identifier, to: &texts) }
        return texts
    }

    /// Calls `body` with each text of ``texts``, in the same order, its role and its action's identifier, without
    /// building the list: the registry-wide checks visit every text of every category.
    func forEachText(_ body: (_ role: LocalizedTextRole, _ action: String?, _ text: LocalizedText) -> Void) {
        guard isRegistered else { return }
        if let hiddenPreviewsBodyPlaceholder {
            body(.hiddenPreviewsBodyPlaceholder, nil, hiddenPreviewsBodyPlaceholder)
        }
        if let summaryFormat { body(.summaryFormat, nil, summaryFormat) }
        for action in actions {
            if !action.isTitleSetAtRunTime { body(.title, action.identifier, action.title) }
            guard let input = action.textInput else { continue }
            if let buttonTitle = input.buttonTitle { body(.buttonTitle, action.identifier, buttonTitle) }
            if let placeholder = input.placeholder { body(.placeholder, action.identifier, placeholder) }
        }
    }
}

extension NotificationAction {
    /// The action's texts — title, then the text field's button title and placeholder — as texts of `category`;
    /// no title when it is set at run time.
    public func texts(category: String) -> (
        title: CategoryText?, buttonTitle: CategoryText?, placeholder: CategoryText?
    ) {
        let title =
            isTitleSetAtRunTime ? nil : CategoryText(role: .title, category: category, action: identifier, text: title)
        guard let input = textInput else { return (title, nil, nil) }
        return (
            title,
            input.buttonTitle.map {
                CategoryText(role: .buttonTitle, category: category, action: identifier, text: $0)
            },
            input.placeholder.map { CategoryText(role: .placeholder, category: category, action: identifier, text: $0) }
        )
    }

    func appendTexts(category: String, to texts: inout [CategoryText]) {
        let (title, buttonTitle, placeholder) = self.texts(category: category)
        if let title { texts.append(title) }
        if let buttonTitle { texts.append(buttonTitle) }
        if let placeholder { texts.append(placeholder) }
    }
}
