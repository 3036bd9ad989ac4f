import ActionableYAML

/// `long-title`: titles iOS truncates.
enum LongTitleRule: CategoryRule {
    /// Titles longer than this many characters are truncated on the narrowest iPhones (Actionable's heuristic:
    /// an action row holds about 32 characters of the system font at the default text size).
    static let maxTitleLength = 32
    /// The send button beside a text field holds about 16 characters before iOS truncates it.
    static let maxButtonTitleLength = 16

    static let description = RuleDescription(
        identifier: .longTitle,
        severity: .warning,
        summary: "Action titles over 32 characters and send-button titles over 16 are truncated.",
        rationale: """
            An action row holds about 32 characters of the system font at the default text size on the narrowest \
            iPhones, and the send button beside a text field about 16; longer titles end in "…". Every locale is \
            measured, since translations are often longer.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: ↓Accept this invitation and add it to my calendar}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: {en: Accept, de: ↓Diese Einladung annehmen und eintragen}}\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: Accept}\n")
        ]
    )

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        // iOS shows no text of an unregistered category (`ignored-setting` reports them).
        guard category.isRegistered else { return }
        func check(_ value: String, at location: SourceLocation, limit: Int, what: @autoclosure () -> String) {
            // A string of no more UTF-8 bytes than the limit cannot have more characters: skip the counting.
            guard value.utf8.count > limit, value.count > limit else { return }
            diagnostics.append(
                Diagnostic(
                    code: .longTitle,
                    message:
                        "\(what()) is \(value.count) characters long; iOS truncates it beyond about \(limit): shorten it",
                    location: location
                ))
        }
        func check(_ text: LocalizedText, limit: Int, what: @autoclosure () -> String) {
            if text.isLocalized {
                for translation in text.translations {
                    check(translation.value, at: translation.location, limit: limit, what: what())
                }
            } else {
                check(text.defaultValue, at: text.location, limit: limit, what: what())
            }
        }
        for action in category.actions {
            check(action.title, limit: maxTitleLength, what: "the title of action '\(action.identifier.forMessage)'")
            if let buttonTitle = action.textInput?.buttonTitle {
                check(
                    buttonTitle, limit: maxButtonTitleLength,
                    what: "the button title of action '\(action.identifier.forMessage)'")
            }
        }
    }
}
