import Testing

@testable import Actionable

/// What `unknown-category` advises: a case difference, a deliberate variant, a real typo — and nothing that would
/// send a notification to the wrong category.
@Suite struct UnknownCategoryHintTests {
    static func hint(_ identifier: String, registered: [String]) -> String {
        let yaml =
            "categories:\n" + registered.map { "  - {identifier: \"\($0)\", actions: []}\n" }.joined()
        return UnknownCategoryRule.hint(for: identifier, in: CategoryLoader().load(yaml: yaml).registry)
    }

    @Test(
        "a registered name plus a separated affix is a variant to register, not a typo to rename",
        arguments: [
            ("X_NOREPLY", "X"), ("CHAT-READONLY", "CHAT"), ("MUTED.CHAT", "CHAT"), ("com.app.x:silent", "com.app.x"),
        ])
    func variants(identifier: String, base: String) {
        let hint = Self.hint(identifier, registered: [base, "INVITE"])
        #expect(hint.contains("variant of the registered '\(base)'"), "\(hint)")
        #expect(hint.contains("actions: []"))
        #expect(!hint.contains("did you mean"))
    }

    @Test("short, unrelated names are not offered as one another")
    func noSuggestionBetweenShortNames() {
        #expect(!Self.hint("AB", registered: ["A", "B"]).contains("did you mean"))
        #expect(!Self.hint("CHAT", registered: ["CAT"]).contains("did you mean"))
        #expect(!Self.hint("XNOREPLY", registered: ["X"]).contains("did you mean"))
    }

    @Test("a real typo of a long name is still suggested, and case comes first")
    func typos() {
        #expect(Self.hint("INVTE", registered: ["INVITE", "CHAT"]) == "did you mean 'INVITE'?")
        #expect(Self.hint("ORDER_STATSU", registered: ["ORDER_STATUS"]) == "did you mean 'ORDER_STATUS'?")
        #expect(Self.hint("invite", registered: ["INVITE"]).contains("differs only in case"))
    }
}
