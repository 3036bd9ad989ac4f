import Testing

@testable import Actionable

/// `# actionable:disable RULE — reason` comments: where they apply, their grammar, their problems with exact places,
/// and what ``Suppression/apply(_:to:spans:)`` silences and reports unused.
@Suite struct SuppressionTests {
    // MARK: - Where a comment applies

    @Test("a trailing comment applies to its own line")
    func trailingComment() {
        let yaml = """
            categories:
              - identifier: A # actionable:disable no-actions — routing only
            """
        let (suppressions, problems) = scan(yaml)
        #expect(problems.isEmpty)
        #expect(
            suppressions == [
                Suppression(
                    rules: [.noActions], reason: "routing only",
                    location: SourceLocation(file: "c.yaml", line: 2, column: 19), line: 2, isOwnLine: false)
            ])
    }

    @Test("a comment alone on its line applies to the next line that is neither blank nor a comment")
    func ownLineComment() {
        let yaml = """
            categories:
              # actionable:disable no-actions — routing only

              # Routing categories have no buttons.
                \t
              - identifier: A
            """
        let (suppressions, problems) = scan(yaml)
        #expect(problems.isEmpty)
        #expect(
            suppressions == [
                Suppression(
                    rules: [.noActions], reason: "routing only",
                    location: SourceLocation(file: "c.yaml", line: 2, column: 3), line: 6, isOwnLine: true)
            ])
    }

    @Test("a comment alone on the last lines applies to its own line")
    func ownLineCommentAtTheEnd() {
        let (suppressions, _) = scan("a: b\n# actionable:disable no-actions — r\n\n# more\n")
        #expect(suppressions.map(\.line) == [2])
        #expect(suppressions.map(\.isOwnLine) == [true])
    }

    @Test("several rules, with or without spaces after the commas, each once and in order")
    func multipleRules() {
        let (suppressions, problems) = scan(
            "# actionable:disable long-title,no-actions ,  too-many-actions, long-title — German titles are longer")
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.rules) == [[.longTitle, .noActions, .tooManyActions]])
        #expect(suppressions.map(\.reason) == ["German titles are longer"])
    }

    @Test(
        "the reason follows an em dash, an en dash, a colon, or ASCII dashes between spaces",
        arguments: [" — ", "—", " – ", "–", " -- ", " - ", ": ", ":", " : ", "\t—\t", " -\t"])
    func separators(separator: String) {
        let (suppressions, problems) = scan("# actionable:disable no-actions\(separator)routing only  ")
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.rules) == [[.noActions]])
        #expect(suppressions.map(\.reason) == ["routing only"])
    }

    @Test("spaces and tabs between '#' and 'actionable:' are allowed; CRLF lines are counted once")
    func blanksAndLineEndings() {
        let (suppressions, problems) = scan("a: b\r\n#\t  actionable:disable no-actions — r\r\n\r\nc: d\r\n")
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.line) == [4])
        #expect(suppressions.map(\.reason) == ["r"])
        let (lone, _) = scan("a: b\r# actionable:disable no-actions — r\rc: d")
        #expect(lone.map(\.location.line) == [2])
        #expect(lone.map(\.line) == [3])
    }

    @Test("a byte order mark is not a column, and does not make a comment trailing")
    func byteOrderMark() {
        let (suppressions, _) = scan("\u{FEFF}# actionable:disable no-actions — r\na: b\n")
        #expect(suppressions.map(\.isOwnLine) == [true])
        #expect(suppressions.map(\.line) == [2])
        #expect(suppressions.map(\.location.column) == [1])
        let (_, problems) = scan("\u{FEFF}# actionable:disable nope — r\n")
        #expect(
            problems.map(shown) == [
                "1:22: unknown rule 'nope' in '# actionable:disable'. `actionable rules` lists them"
            ])
    }

    // MARK: - What is not a suppression

    @Test(
        "a '#' inside a quoted scalar, inside a plain scalar or inside another comment is not a suppression",
        arguments: [
            #"title: "Ask # actionable:disable x — y""#,
            #"title: "Ask # actionable:disable no-actions — y""#,
            #"title: "say \"hi # actionable:disable no-actions — y""#,
            ##"title: "a\\" "# actionable:disable no-actions — y""##,
            "title: 'It''s # actionable:disable no-actions — y'",
            "title: ['a', 'b # actionable:disable no-actions — y']",
            #"- {"identifier":"A # actionable:disable no-actions — y"}"#,
            "url: https://example.com/#actionable:disable no-actions — y",
            "title: Ask # see # actionable:disable no-actions — y",
            "# actionable no-actions — y",
            "# actionable :disable no-actions — y",
            "# Actionable:disable no-actions — y",
            "title: Ask # note: actionable:disable no-actions — y",
        ])
    func notSuppressions(line: String) {
        let (suppressions, problems) = scan("a: b\n\(line)\nc: d\n")
        #expect(suppressions.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test(
        "quotes that do not open a scalar do not hide a comment",
        arguments: [
            "title: It's fine # actionable:disable long-title — r",
            "title: \"Ask\" # actionable:disable long-title — r",
            "title: 'Ask' # actionable:disable long-title — r",
            "title: \"a # b\" # actionable:disable long-title — r",
            "title: 5\" screen # actionable:disable long-title — r",
        ])
    func quotesInPlainScalars(line: String) {
        let (suppressions, problems) = scan(line)
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.rules) == [[.longTitle]])
        #expect(suppressions.map(\.isOwnLine) == [false])
    }

    @Test("files without suppressions give nothing", arguments: ["", "#", "a: b #", "# actionable:", "a: '#'\n# x\n"])
    func nothing(yaml: String) {
        let (suppressions, problems) = scan(yaml)
        #expect(suppressions.isEmpty)
        #expect(problems.count == (yaml == "# actionable:" ? 1 : 0))
    }

    // MARK: - Problems

    @Test(
        "a malformed comment is a problem at the rule or the '#', and is not a suppression",
        arguments: [
            (
                "# actionable:enable no-actions — r",
                ["2:1: unknown directive 'actionable:enable'; write '# actionable:disable RULE — reason'"]
            ),
            (
                "# actionable:disable-next-line no-actions — r",
                ["2:1: unknown directive 'actionable:disable-next-line'; write '# actionable:disable RULE — reason'"]
            ),
            (
                "# actionable:",
                ["2:1: unknown directive 'actionable:'; write '# actionable:disable RULE — reason'"]
            ),
            (
                "# actionable:disable",
                ["2:1: '# actionable:disable' names no rule; write '# actionable:disable RULE — reason'"]
            ),
            (
                "# actionable:disable — routing only",
                ["2:1: '# actionable:disable' names no rule; write '# actionable:disable RULE — reason'"]
            ),
            (
                "# actionable:disable no-actions",
                [
                    "2:1: '# actionable:disable no-actions' gives no reason; say why: '# actionable:disable no-actions — REASON'"
                ]
            ),
            (
                "# actionable:disable no-actions, long-title —  ",
                [
                    "2:1: '# actionable:disable no-actions, long-title' gives no reason; say why: '# actionable:disable no-actions, long-title — REASON'"
                ]
            ),
            (
                "# actionable:disable no-actions routing only",
                [
                    "2:33: '# actionable:disable' expects ',' between rules and '—' before the reason, found 'routing only'; write '# actionable:disable RULE[, RULE…] — reason'"
                ]
            ),
            (
                "# actionable:disable no-actions -routing",
                [
                    "2:33: '# actionable:disable' expects ',' between rules and '—' before the reason, found '-routing'; write '# actionable:disable RULE[, RULE…] — reason'"
                ]
            ),
            (
                "# actionable:disable no-actions,, long-title — r",
                [
                    "2:33: '# actionable:disable' expects ',' between rules and '—' before the reason, found ', long-title — r'; write '# actionable:disable RULE[, RULE…] — reason'"
                ]
            ),
            (
                "# actionable:disable no-action — r",
                [
                    "2:22: unknown rule 'no-action' in '# actionable:disable'. Did you mean 'no-actions'? `actionable rules` lists them"
                ]
            ),
            (
                "# actionable:disable invalid-suppression — r",
                [
                    "2:22: 'invalid-suppression' cannot be suppressed: it reports on suppressions and the configuration themselves; remove it from this comment"
                ]
            ),
            (
                "# actionable:disable invalid-configuration — r",
                [
                    "2:22: 'invalid-configuration' cannot be suppressed: it reports on suppressions and the configuration themselves; remove it from this comment"
                ]
            ),
            (
                "# actionable:disable unused-suppression — r",
                [
                    "2:22: 'unused-suppression' cannot be suppressed: it reports on suppressions and the configuration themselves; remove it from this comment; to stop these notes everywhere, set 'unused-suppression: off' in .actionable.yml"
                ]
            ),
            (
                "# actionable:disable no-action",
                [
                    "2:1: '# actionable:disable no-action' gives no reason; say why: '# actionable:disable no-action — REASON'",
                    "2:22: unknown rule 'no-action' in '# actionable:disable'. Did you mean 'no-actions'? `actionable rules` lists them",
                ]
            ),
        ])
    func problems(line: String, expected: [String]) {
        let (suppressions, problems) = scan("a: b\n\(line)\nc: d\n")
        #expect(problems.map(shown) == expected)
        #expect(problems.allSatisfy { $0.code == .invalidSuppression && $0.severity == .error })
        #expect(problems.allSatisfy { $0.location.file == "c.yaml" })
        #expect(suppressions.isEmpty)
    }

    @Test("a comment with some unknown rules keeps its valid rules")
    func partlyValid() {
        let (suppressions, problems) = scan("key: value  # actionable:disable no-actions, nope, unused-suppression — r")
        #expect(
            problems.map(shown) == [
                "1:46: unknown rule 'nope' in '# actionable:disable'. `actionable rules` lists them",
                "1:52: 'unused-suppression' cannot be suppressed: it reports on suppressions and the configuration themselves; remove it from this comment; to stop these notes everywhere, set 'unused-suppression: off' in .actionable.yml",
            ])
        #expect(suppressions.map(\.rules) == [[.noActions]])
        #expect(suppressions.map(\.location.column) == [13])
    }

    @Test("columns count characters, not bytes")
    func unicodeColumns() {
        let (suppressions, problems) = scan("title: 日本語 # actionable:disable nope, long-title — 長い")
        #expect(
            problems.map(shown) == [
                "1:33: unknown rule 'nope' in '# actionable:disable'. `actionable rules` lists them"
            ])
        #expect(suppressions.map(\.location.column) == [12])
        #expect(suppressions.map(\.reason) == ["長い"])
    }

    @Test("a hostile directive is escaped and shortened in the message")
    func hostileDirective() {
        let (_, problems) = scan("# actionable:" + String(repeating: "\u{7}", count: 500))
        #expect(problems.count == 1)
        #expect((problems.first?.message.count ?? 0) < 700)
        #expect(problems.first?.message.hasPrefix("unknown directive 'actionable:\\u{7}") == true)
    }

    @Test("a large file with many comments and one suppression at its end is scanned", .timeLimit(.minutes(1)))
    func largeFile() {
        var yaml = "categories:\n"
        for index in 0..<50_000 {
            yaml += "  - identifier: C\(index) # see #\(index), \"quoted # text\"\n"
        }
        yaml += "  # actionable:disable no-actions — last\n  - identifier: LAST\n"
        let (suppressions, problems) = scan(yaml)
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.line) == [50_003])
        #expect(suppressions.map(\.location.line) == [50_002])
    }

    // MARK: - apply

    @Test("a suppression on a span's first line covers the largest span; elsewhere only its own line")
    func applyWithSpans() {
        let yaml = """
            categories:
              # actionable:disable no-actions, long-title — routing only
              - identifier: A
                actions:
                  - identifier: X
                    title: A title that is very long
              - identifier: B   # actionable:disable long-title — German
                actions:
                  - identifier: Y
                    title: Lang
                    # actionable:disable too-many-actions — nothing to silence here
                    destructive: true
            """
        let (suppressions, problems) = scan(yaml)
        #expect(problems.isEmpty)
        #expect(suppressions.map(\.line) == [3, 7, 12])
        let spans = [3...6, 5...6, 7...12, 9...12]
        let diagnostics = [
            finding(.noActions, 3, 5),
            finding(.longTitle, 6, 16),
            finding(.longTitle, 10, 16),
            finding(.tooManyActions, 7, 5),
            finding(.emptyTitle, 6, 16),
        ]
        let (kept, unused) = Suppression.apply(suppressions, to: diagnostics, spans: spans)
        #expect(kept == [finding(.tooManyActions, 7, 5), finding(.emptyTitle, 6, 16)])
        #expect(
            unused.map(\.description) == [
                "c.yaml:11:9: note: '# actionable:disable too-many-actions' silenced nothing on line 12; remove it [unused-suppression]"
            ])
    }

    @Test("the largest span starting on the line wins, whatever the order of the spans")
    func largestSpan() {
        let suppression = Suppression(
            rules: [.longTitle], reason: "r", location: SourceLocation(file: "c.yaml", line: 4, column: 3), line: 5,
            isOwnLine: true)
        for spans in [[5...5, 5...9, 5...7], [5...9, 5...5], [5...7, 1...20, 5...9]] {
            let (kept, unused) = Suppression.apply([suppression], to: [finding(.longTitle, 8, 9)], spans: spans)
            #expect(kept.isEmpty)
            #expect(unused.isEmpty)
        }
        let (kept, unused) = Suppression.apply([suppression], to: [finding(.longTitle, 10, 9)], spans: [5...9])
        #expect(kept == [finding(.longTitle, 10, 9)])
        #expect(
            unused.map(\.message) == ["'# actionable:disable long-title' silenced nothing on lines 5-9; remove it"])
    }

    @Test("without a span a suppression covers its line only")
    func lineOnly() {
        let suppression = Suppression(
            rules: [.longTitle, .noActions], reason: "r", location: SourceLocation(file: "c.yaml", line: 6, column: 20),
            line: 6, isOwnLine: false)
        let diagnostics = [finding(.longTitle, 6, 12), finding(.longTitle, 7, 12), finding(.noActions, 5, 3)]
        let (kept, unused) = Suppression.apply([suppression], to: diagnostics, spans: [5...9])
        #expect(kept == [finding(.longTitle, 7, 12), finding(.noActions, 5, 3)])
        #expect(
            unused.map(\.description) == [
                "c.yaml:6:20: note: '# actionable:disable no-actions' silenced nothing on line 6; remove it [unused-suppression]"
            ])
    }

    @Test("two suppressions that cover one finding are both used")
    func overlappingSuppressions() {
        let (suppressions, _) = scan(
            "# actionable:disable long-title — a\n- title: x # actionable:disable long-title — b\n")
        #expect(suppressions.map(\.line) == [2, 2])
        let (kept, unused) = Suppression.apply(suppressions, to: [finding(.longTitle, 2, 10)], spans: [])
        #expect(kept.isEmpty)
        #expect(unused.isEmpty)
    }

    @Test("findings about the configuration and suppressions are never silenced")
    func neverSilenced() {
        let suppression = Suppression(
            rules: [.invalidSuppression, .unusedSuppression, .invalidConfiguration], reason: "r",
            location: SourceLocation(file: "c.yaml", line: 1, column: 1), line: 2, isOwnLine: true)
        let diagnostics = [
            finding(.invalidSuppression, 2, 1), finding(.unusedSuppression, 2, 1), finding(.invalidConfiguration, 2, 1),
        ]
        let (kept, unused) = Suppression.apply([suppression], to: diagnostics, spans: [])
        #expect(kept == diagnostics)
        #expect(unused.count == 3)
        #expect(unused.allSatisfy { $0.code == .unusedSuppression && $0.severity == .note })
    }

    @Test("no suppressions keep every finding")
    func noSuppressions() {
        let diagnostics = [finding(.longTitle, 1, 1)]
        let (kept, unused) = Suppression.apply([], to: diagnostics, spans: [1...3])
        #expect(kept == diagnostics)
        #expect(unused.isEmpty)
    }
}

// MARK: - Helpers

private func scan(_ yaml: String) -> (suppressions: [Suppression], problems: [Diagnostic]) {
    Suppression.scan(Array(yaml.utf8), file: "c.yaml")
}

/// `line:column: message`.
private func shown(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
}

private func finding(_ code: DiagnosticCode, _ line: Int, _ column: Int) -> Diagnostic {
    Diagnostic(code: code, message: "m", location: SourceLocation(file: "c.yaml", line: line, column: column))
}
