import Testing

@testable import ActionableRuntime

@Suite struct RequestExcerptTests {
    @Test("a short, plain value comes through unchanged")
    func plain() {
        #expect(requestExcerpt("INVITE_CATEGORY") == "INVITE_CATEGORY")
        #expect(requestExcerpt("Café ☕️ 東京") == "Café ☕️ 東京")
        #expect(requestExcerpt("") == "")
    }

    @Test(
        "newlines, quotes, backslashes, controls, bidi overrides and odd spaces are escaped, so a line cannot be forged"
    )
    func escapes() {
        #expect(requestExcerpt("a\nb\r\tc") == #"a\nb\r\tc"#)
        #expect(requestExcerpt(#"it's "x" \ y"#) == #"it\'s \"x\" \\ y"#)
        #expect(requestExcerpt("\u{1B}[31mred") == #"\u{1B}[31mred"#)
        #expect(requestExcerpt("abc\u{202E}fed") == #"abc\u{202E}fed"#)
        #expect(requestExcerpt("zero\u{200B}width") == #"zero\u{200B}width"#)
        #expect(requestExcerpt("no\u{00A0}break\u{2028}line") == #"no\u{A0}break\u{2028}line"#)
    }

    @Test("a long value is cut at the limit and the rest is counted in bytes")
    func bounded() {
        let value = "ACCEPT\n" + String(repeating: "x", count: 10_000)
        let excerpt = requestExcerpt(value)
        #expect(excerpt == #"ACCEPT\n"# + String(repeating: "x", count: 57) + "… (+9943 bytes)")
        #expect(requestExcerpt("abcdef", limit: 3) == "abc… (+3 bytes)")
    }

    @Test("one character of 10,000 combining marks is bounded too: the limit counts scalars")
    func combiningMarks() {
        let value = "a" + String(repeating: "\u{0301}", count: 10_000)
        #expect(value.count == 1)
        let excerpt = requestExcerpt(value)
        #expect(excerpt.unicodeScalars.count < 64 + 20)
        #expect(excerpt.hasSuffix("… (+\(value.utf8.count - 1 - 63 * 2) bytes)"))
    }

    @Test("an outcome message built from hostile identifiers stays short and on one line")
    func outcomeMessages() {
        let hostile = "\r\n[error] forged line " + String(repeating: "é", count: 50_000)
        let message = UnroutableReason.unknownAction(category: hostile, action: hostile, suggestion: nil).description
        #expect(message.utf8.count < 400)
        #expect(!message.utf8.contains(0x0A) && !message.utf8.contains(0x0D))
        #expect(message.hasPrefix(#"category '\r\n[error] forged line "#))
    }
}
