/// `yaml-syntax`: the file is not YAML libyaml can read. The message is libyaml's own, with its position.
enum YAMLSyntaxRule: Rule {
    static let description = RuleDescription(
        identifier: .yamlSyntax,
        severity: .error,
        summary: "libyaml cannot parse the file; the position is libyaml's.",
        rationale: """
            A file that does not parse declares nothing, and whatever part of it was read before the error is \
            dropped so that one clear problem is reported instead of a cascade. The message and position are \
            libyaml's (the system library every YAML tool on the machine uses).
            """,
        triggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: INVITE
                    actions: [
                """)
        ],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: INVITE\n    actions: []\n")]
    )
}
