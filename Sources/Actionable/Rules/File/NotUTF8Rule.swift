/// `not-utf8`: category files and payloads are UTF-8. The message is the reader's.
enum NotUTF8Rule: Rule {
    static let description = RuleDescription(
        identifier: .notUTF8,
        severity: .error,
        summary: "The file is not valid UTF-8 (UTF-16 included).",
        rationale: """
            Category files are read as UTF-8, as YAML 1.2 and every editor default expect; a stray Latin-1 byte \
            would otherwise become a wrong title on people's screens. APNs payloads must be UTF-8 JSON (RFC 8259). \
            The position is the first bad byte.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample(files: [
                .init(name: "Latin1.yaml", bytes: Array("categories:\n  - identifier: CAF".utf8) + [0xC9, 0x0A])
            ]),
            RuleExample(payloadBytes: Array(#"{"aps": {"alert": "caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)),
        ],
        nonTriggeringExamples: [
            RuleExample("categories:\n  - identifier: CAFÉ\n    actions: []\n"),
            RuleExample(payload: #"{"aps": {"alert": "café"}}"#),
        ]
    )
}
