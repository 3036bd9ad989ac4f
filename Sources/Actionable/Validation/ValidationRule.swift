/// A check over one decoded category, as data: an identifier, a sentence for the docs, and the check itself.
/// The structural checks (types, keys) happen while decoding; these judge what iOS will do with a valid category.
public struct ValidationRule: Sendable {
    public let code: DiagnosticCode
    /// What the rule checks and why, in one sentence.
    public let description: String
    let check: @Sendable (NotificationCategory, inout [Diagnostic]) -> Void

    /// Runs the rule over `category`, appending what it finds.
    public func callAsFunction(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        check(category, &diagnostics)
    }
}

extension ValidationRule {
    /// Titles longer than this many characters are truncated on the narrowest iPhones (Actionable's heuristic:
    /// an action row holds about 32 characters of the system font at the default text size).
    public static let maxTitleLength = 32
    /// The send button beside a text field holds about 16 characters before iOS truncates it.
    public static let maxButtonTitleLength = 16
    /// The expanded notification shows at most this many actions; banners show the first two.
    public static let maxVisibleActions = 4

    /// The rules every loaded category is checked against, in the order their findings are listed.
    public static let all: [ValidationRule] = [ignoredSetting, tooManyActions, longTitle, marketingInterruption]

    public static let marketingInterruption = ValidationRule(
        code: .marketingInterruption,
        description:
            "Apple's guidelines forbid Time Sensitive and critical notifications for marketing, so a `marketing` category may use at most `active`."
    ) { category, diagnostics in
        guard category.isMarketing, !category.interruptionLevel.allowsMarketing else { return }
        diagnostics.append(
            Diagnostic(
                code: .marketingInterruption,
                message:
                    "category '\(category.identifier.forMessage)' is marked 'marketing: true' but allows '\(category.interruptionLevel.rawValue)'; Apple's guidelines forbid Time Sensitive and critical notifications for promotions: use 'interruption-level: active' (or passive), or split the non-promotional pushes into their own category",
                location: category.valueLocations["interruption-level"] ?? category.location
            ))
    }

    public static let ignoredSetting = ValidationRule(
        code: .ignoredSetting,
        description:
            "iOS always asks for an unlocked device before a foreground action, so `authentication-required: false` there is ignored."
    ) { category, diagnostics in
        for action in category.actions
        where action.activation == .foreground && action.declaredAuthenticationRequired == false {
            diagnostics.append(
                Diagnostic(
                    code: .ignoredSetting,
                    message:
                        "foreground action '\(action.identifier.forMessage)' ignores 'authentication-required: false': iOS always asks to unlock before opening the app; remove the line, or make the action background",
                    location: action.valueLocations["authentication-required"] ?? action.location
                ))
        }
    }

    public static let tooManyActions = ValidationRule(
        code: .tooManyActions,
        description:
            "Banners show only the first two actions and the expanded view about four; later actions may never be seen."
    ) { category, diagnostics in
        guard category.actions.count > maxVisibleActions else { return }
        let hiddenActions = category.actions[maxVisibleActions...]
        var hidden = hiddenActions.prefix(5).map(\.identifier.forMessage).joined(separator: ", ")
        if hiddenActions.count > 5 { hidden += " and \(hiddenActions.count - 5) more" }
        diagnostics.append(
            Diagnostic(
                code: .tooManyActions,
                message:
                    "category '\(category.identifier.forMessage)' has \(category.actions.count) actions; banners show only the first 2 and the expanded notification about \(maxVisibleActions), so \(hidden) may never be seen: keep the most important actions first and at most \(maxVisibleActions)",
                location: category.actions[maxVisibleActions].location
            ))
    }

    public static let longTitle = ValidationRule(
        code: .longTitle,
        description: "Action titles over 32 characters and send-button titles over 16 are truncated."
    ) { category, diagnostics in
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
            if let input = action.textInput {
                check(
                    input.buttonTitle, limit: maxButtonTitleLength,
                    what: "the button title of action '\(action.identifier.forMessage)'")
            }
        }
    }
}
