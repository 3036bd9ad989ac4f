/// `invalid-configuration`: `.actionable.yml` itself.
enum InvalidConfigurationRule: Rule {
    static let description = RuleDescription(
        identifier: .invalidConfiguration,
        severity: .error,
        summary: "`.actionable.yml` is malformed or names an unknown rule or severity.",
        rationale: """
            A configuration that silently fails to apply is worse than none: a misspelled rule id would leave the \
            rule on (or a typo in `excluded` would validate the wrong files) while the team believes otherwise. \
            It cannot be turned off.
            """,
        scope: .configuration,
        triggeringExamples: [
            RuleExample(files: [
                .init(name: ".actionable.yml", bytes: Array("rules:\n  ↓no-action: off\n".utf8)),
                .init(name: "Example.yaml", bytes: Array("categories:\n  - identifier: A\n    actions: []\n".utf8)),
            ])
        ],
        nonTriggeringExamples: [
            RuleExample(files: [
                .init(name: ".actionable.yml", bytes: Array("rules:\n  no-actions: off\n".utf8)),
                .init(name: "Example.yaml", bytes: Array("categories:\n  - identifier: A\n".utf8)),
            ])
        ]
    )
}
