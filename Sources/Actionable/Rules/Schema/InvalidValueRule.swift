import ActionableYAML

/// `invalid-value`: a value of the right type that is not one of the allowed values.
enum InvalidValueRule: CategoryRule {
    static let description = RuleDescription(
        identifier: .invalidValue,
        severity: .error,
        summary: "A value of the right type but not one of the allowed values.",
        rationale: """
            An activation, option, interruption level, locale or icon iOS does not know is dropped or rejected at \
            run time, far from the line that caused it. In payloads, APNs and iOS clamp or ignore values out of \
            range (a negative badge, a relevance score of 5).
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, activation: ↓sideways}\n"
            ),
            RuleExample("categories:\n  - identifier: A\n    options: [↓custom-dismiss]\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"alert": "Hi", "interruption-level": ↓"urgent"}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    options: [custom-dismiss-action]\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"alert": "Hi", "interruption-level": "passive"}}"#),
        ]
    )

    /// A value that is not among `allowed`.
    static func notOneOf(_ value: String, key: String, allowed: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message:
                "'\(value.forMessage)' is not a valid '\(key)'.\(Suggestions.didYouMean(value, in: allowed)) Write one of: \(allowed.joined(separator: ", "))",
            location: location
        )
    }

    static func unknownOption(_ name: String, options: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message:
                "'\(name.forMessage)' is not a category option.\(Suggestions.didYouMean(name, in: options)) The options are: \(options.joined(separator: ", "))",
            location: location
        )
    }

    /// A version of `available-from` that is not `MAJOR[.MINOR[.PATCH]]`.
    static func notAVersion(_ value: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message: "'\(value.forMessage)' is not a version for '\(key)'; write \(OSVersion.syntax)",
            location: location
        )
    }

    static func iconBothKinds(first: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message: "an icon is either 'system' or 'template', not both ('\(first)' is already given); keep one",
            location: location
        )
    }

    static func emptyIconName(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message:
                "the icon's '\(name)' name is empty; write an SF Symbol name (system) or an asset catalog image name (template)",
            location: location
        )
    }

    /// An `android.icon` that is not a drawable resource name.
    static func notADrawable(_ name: String, at location: SourceLocation) -> Diagnostic {
        let suggestion = String(
            name.lowercased().map { ($0.isLetter && $0.isASCII) || ($0.isNumber && $0.isASCII) ? $0 : "_" })
        let hint =
            AndroidActionSettings.isDrawableName(suggestion) && suggestion != name
            ? " such as '\(suggestion.forMessage)'" : ""
        return Diagnostic(
            code: .invalidValue,
            message:
                "'\(name.forMessage)' is not an Android drawable name for 'android.icon': resource names are lowercase letters, digits and underscores, starting with a letter, and name a file of res/drawable without its extension (R.drawable.<name>); write one\(hint)",
            location: location
        )
    }

    static func notALocale(_ locale: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message:
                "'\(locale.forMessage)' is not a locale identifier; '\(key)' maps locales such as en, ja or pt-BR to text",
            location: location
        )
    }

    static func badLocalizationKey(_ key: String, isBlank: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidValue,
            message:
                "'\(key)' is \(isBlank ? "empty" : "not one line of text"); write the key the app's strings file or catalog knows the text by (e.g. PUSH_MANAGER_REPLY), or remove it to use the derived key",
            location: location
        )
    }

    /// A payload value out of its range; `problem` ends the sentence.
    static func json(_ path: String, is shown: String, _ problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: .invalidValue, message: "'\(path)' is \(shown); \(problem)", location: location)
    }

    /// `replaced-by` names no action of the category (or no category).
    static func unknownReplacement(
        _ replacement: String, kind: String, of retired: String, known: [String], at location: SourceLocation
    ) -> Diagnostic {
        let owner = kind == "action" ? "this category" : "the registry"
        return Diagnostic(
            code: .invalidValue,
            message:
                "'\(retired.forMessage)' is replaced by '\(replacement.forMessage)', which \(owner) does not declare.\(Suggestions.didYouMean(replacement, in: known)) Name a declared \(kind), or remove 'replaced-by'",
            location: location
        )
    }

    static func interruptionLevel(_ name: String, at location: SourceLocation) -> Diagnostic {
        let levels = Schema.interruptionLevels
        return Diagnostic(
            code: .invalidValue,
            message:
                "'aps.interruption-level' is '\(name.forMessage)', which is not an interruption level.\(Suggestions.didYouMean(name, in: levels)) Write one of: \(levels.joined(separator: ", "))",
            location: location
        )
    }

    /// Most values are judged while decoding (a value outside its key's choices cannot be decoded); what replaces
    /// a retired action can only be judged once every action of the category is known.
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        for entry in category.retiredActions {
            guard let replacement = entry.replacement,
                !category.actions.contains(where: { $0.identifier == replacement })
            else { continue }
            diagnostics.append(
                unknownReplacement(
                    replacement, kind: "action", of: entry.identifier, known: category.actions.map(\.identifier),
                    at: entry.location))
        }
    }
}
