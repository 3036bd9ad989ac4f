import ActionableYAML

/// `unknown-key`: a key the schema does not know, with the closest known key or, for keys pasted from another
/// format (Apple's API, Home Assistant, Airship), where that setting lives here.
enum UnknownKeyRule: Rule {
    static let description = RuleDescription(
        identifier: .unknownKey,
        severity: .error,
        summary: "A key the schema does not know; a close known key, or the place of a foreign key, is suggested.",
        rationale: """
            An unknown key is almost always a typo or a key from another format, and ignoring it would drop the \
            setting without a word (a mistyped `destructive` leaves a Delete button plain). Keys written the way \
            Apple's UNNotificationAction API, Home Assistant's or Airship's category files spell them are \
            recognised and pointed at their place here, e.g. `textInputButtonTitle` → `text-input.button-title`.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, ↓destrutive: true}\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, ↓textInputButtonTitle: Send}\n"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, destructive: true}\n")
        ]
    )

    /// Where the settings of other formats live in an action, by their key in lowercase without `-` and `_`.
    static let foreignActionKeys: [String: String] = [
        "textinputbuttontitle":
            "the send button's title is 'button-title' inside 'text-input': text-input: {button-title: Send}",
        "buttontitle":
            "the send button's title is 'button-title' inside 'text-input': text-input: {button-title: Send}",
        "textinputplaceholder":
            "the placeholder is 'placeholder' inside 'text-input': text-input: {placeholder: Message}",
        "placeholder": "the placeholder is 'placeholder' inside 'text-input': text-input: {placeholder: Message}",
        "authenticationrequired": "write 'authentication-required: true'",
        "authrequired": "write 'authentication-required: true'",
        "requiresauthentication": "write 'authentication-required: true'",
        "activationmode": "write 'activation: foreground' or 'activation: background'",
        "foreground": "write 'activation: foreground'",
        "background": "write 'activation: background'",
        "behavior":
            "a text reply is 'text-input', a mapping with 'button-title' and 'placeholder' (both optional): text-input: {}",
        "behaviour":
            "a text reply is 'text-input', a mapping with 'button-title' and 'placeholder' (both optional): text-input: {}",
        "textinput": "write 'text-input' (a mapping with 'button-title' and 'placeholder', both optional)",
        "options":
            "UNNotificationActionOptions are keys of their own here: 'activation: foreground', 'destructive: true', 'authentication-required: true'",
        "isdestructive": "write 'destructive: true'",
        "action": "the action's identifier is 'identifier'",
        "id": "the action's identifier is 'identifier'",
        "actionidentifier": "the action's identifier is 'identifier'",
        "label": "the button's text is 'title'",
        "titleresource": "the key of the title in the app's strings is 'title-key'",
        "titlelockey": "the key of the title in the app's strings is 'title-key'",
        "uri":
            "opening a URL is the app's job when it handles the action; declare the button here and open the URL in the handler",
        "url":
            "opening a URL is the app's job when it handles the action; declare the button here and open the URL in the handler",
    ]

    /// Where the settings of other formats live in a category.
    static let foreignCategoryKeys: [String: String] = [
        "categorysummaryformat": "write 'summary-format'",
        "intentidentifiers": "write 'intent-identifiers'",
        "hiddenpreviewplaceholder": "write 'hidden-previews-body-placeholder'",
        "id": "the category's identifier is 'identifier'",
        "categoryidentifier": "the category's identifier is 'identifier'",
        "name":
            "iOS shows no name for a category; the identifier is what pushes name ('aps.category'), so remove it",
        "customdismissaction": "category options are a list: options: [custom-dismiss-action]",
        "allowincarplay": "category options are a list: options: [allow-in-car-play]",
        "hiddenpreviewsshowtitle": "category options are a list: options: [hidden-previews-show-title]",
        "hiddenpreviewsshowsubtitle": "category options are a list: options: [hidden-previews-show-subtitle]",
        "interruptionlevel": "write 'interruption-level'",
    ]

    /// Where the settings of other formats live in `text-input`.
    static let foreignTextInputKeys: [String: String] = [
        "textinputbuttontitle": "write 'button-title'",
        "buttontitle": "write 'button-title'",
        "title": "the send button's title is 'button-title'",
        "textinputplaceholder": "write 'placeholder'",
    ]

    static func diagnostic(_ key: String, owner: String, known: [String], at location: SourceLocation) -> Diagnostic {
        let advice: String
        if let foreign = foreignAdvice(for: key, owner: owner) {
            advice = " \(foreign.prefix(1).uppercased())\(foreign.dropFirst())."
        } else {
            advice = Suggestions.didYouMean(key, in: known)
        }
        return Diagnostic(
            code: .unknownKey,
            message:
                "unknown key '\(key.forMessage)' in \(owner).\(advice) Known keys: \(known.joined(separator: ", "))",
            location: location
        )
    }

    static func foreignAdvice(for key: String, owner: String) -> String? {
        guard key.utf8.count <= 64 else { return nil }
        let folded = String(key.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
        switch owner {
        case "an action": return foreignActionKeys[folded]
        case "a category": return foreignCategoryKeys[folded]
        case "'text-input'": return foreignTextInputKeys[folded]
        default: return nil
        }
    }
}
