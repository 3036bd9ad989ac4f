/// `alias-not-allowed`: anchors, aliases and merge keys. The message is the reader's.
enum AliasNotAllowedRule: Rule {
    static let description = RuleDescription(
        identifier: .aliasNotAllowed,
        severity: .error,
        summary: "Anchors, aliases and merge keys are rejected.",
        rationale: """
            Aliases let a few hundred bytes expand to gigabytes (the "billion laughs" attack), and merge keys \
            (`<<`) are a YAML 1.1 extension that YAML 1.2 tools read differently. Category files spell every \
            value out, which also keeps each diagnostic pointing at the line to change.
            """,
        triggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    actions:
                      - &ok {identifier: OK, title: OK}
                  - identifier: B
                    actions: [*ok]
                """)
        ],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: A\n    actions: []\n")]
    )
}
