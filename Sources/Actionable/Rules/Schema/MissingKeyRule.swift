import ActionableYAML

/// `missing-key`: a required key is absent.
enum MissingKeyRule: Rule {
    static let description = RuleDescription(
        identifier: .missingKey,
        severity: .error,
        summary: "A required key (`categories`, `identifier`, `title`, …) is missing.",
        rationale: """
            iOS needs an identifier for every category and action (it is what a push names and what the app gets \
            back) and a title for every button. A payload needs `aps` (Apple: "Generating a remote notification"), \
            and a background push `content-available: 1` ("Pushing background updates to your app").
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - ↓identifier: OK\n"),
            RuleExample("categories:\n  - ↓actions:\n      - identifier: OK\n        title: OK\n"),
            RuleExample(payload: #"↓{"alert": "Hello"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - identifier: OK\n        title: OK\n"),
            RuleExample(payload: #"{"aps": {"alert": "Hello"}}"#),
        ]
    )

    static func diagnostic(_ key: String, owner: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: .missingKey, message: "\(owner) has no '\(key)'; add '\(key):' (\(hint))", location: location)
    }

    /// `title-key` without `title`.
    static func keyWithoutText(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .missingKey,
            message:
                "'\(name)-key' names the localization key of '\(name)', which is missing; add '\(name)' or remove '\(name)-key'",
            location: location
        )
    }

    static func noAPS(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .missingKey,
            message:
                "the payload has no 'aps' dictionary, which APNs requires; add \"aps\": {\"alert\": {…}, \"category\": …} (custom data goes beside it)",
            location: location
        )
    }

    static func noContentAvailable(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .missingKey,
            message:
                "a background push needs 'aps.content-available': 1; without it iOS does not wake the app: add it",
            location: location, severity: .error
        )
    }
}
