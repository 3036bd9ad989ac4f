import ActionableYAML

/// `localization-key-conflict`: one key, two texts.
enum LocalizationKeyConflictRule: Rule {
    static let description = RuleDescription(
        identifier: .localizationKeyConflict,
        severity: .error,
        summary: "One localization key names two texts that differ, so an app can show only one.",
        rationale: """
            The generated Swift and string catalog look every text up by its key (`title-key`, or one derived \
            from the identifiers); a strings file holds one text per key, so one of the two buttons would show \
            the other's words. Texts that say the same in every locale may share a key.
            """,
        triggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    actions:
                      - {identifier: YES_BUTTON, title: Accept, title-key: PUSH_OK}
                      - {identifier: NO_BUTTON, title: Decline, title-key: PUSH_OK}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    actions:
                      - {identifier: X, title: Accept, title-key: PUSH_ACCEPT}
                  - identifier: B
                    actions:
                      - {identifier: X, title: Accept, title-key: PUSH_ACCEPT}
                """)
        ]
    )

    static func diagnostic(key: String, derived: Bool, text: CategoryText, earlier: LocalizedText) -> Diagnostic {
        Diagnostic(
            code: .localizationKeyConflict,
            message:
                "the \(derived ? "derived key" : "localization key") '\(key.forMessage)' of this text ('\(text.text.defaultValue.forMessage)') also names a different text at \(earlier.location) ('\(earlier.defaultValue.forMessage)'), and the app's strings hold one text per key: give this text its own '\(text.role.keyKey)', or write the same text in both places",
            location: text.text.location
        )
    }
}
