/// `nesting-too-deep`: reading stops past a fixed depth. The message is the reader's.
enum NestingTooDeepRule: Rule {
    static let description = RuleDescription(
        identifier: .nestingTooDeep,
        severity: .error,
        summary: "Mappings and lists nest deeper than 64 levels; reading stopped.",
        rationale: """
            A category file needs six levels; a payload a handful. Thousands of nested brackets are only ever \
            hostile, and following them would exhaust the stack, so the reader stops at 64 and reports where.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("nested: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"),
            RuleExample(
                payload: #"{"aps": {}, "data": "# + String(repeating: "[", count: 70)
                    + String(repeating: "]", count: 70)
                    + "}"),
        ],
        nonTriggeringExamples: [RuleExample("categories:\n  - identifier: INVITE\n    actions: []\n")]
    )
}
