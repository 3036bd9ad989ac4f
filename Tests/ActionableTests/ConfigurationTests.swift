import Foundation
import Testing

@testable import Actionable

/// `.actionable.yml`: every accepted setting, every problem with its exact message and place, hostile input, the
/// upward search and path exclusion.
@Suite struct ConfigurationTests {
    // MARK: - Severities

    @Test(
        "each severity is read into 'severities'",
        arguments: [("note", Severity.note), ("warning", .warning), ("error", .error)])
    func readsEverySeverity(written: String, severity: Severity) {
        let (configuration, diagnostics) = parse("rules:\n  no-actions: \(written)\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.severities == [.noActions: severity])
        #expect(configuration.disabled.isEmpty)
        #expect(configuration.severity(for: .noActions, default: .warning) == severity)
    }

    @Test(
        "off, 'off', \"off\" and a plain false turn a rule off",
        arguments: ["off", "'off'", "\"off\"", "false", "False"])
    func turnsARuleOff(written: String) {
        let (configuration, diagnostics) = parse("rules:\n  long-title: \(written)\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.disabled == [.longTitle])
        #expect(configuration.severities.isEmpty)
        #expect(configuration.severity(for: .longTitle, default: .warning) == nil)
        #expect(configuration.severity(for: .noActions, default: .warning) == .warning)
    }

    @Test("the example of the documentation reads as written")
    func readsTheDocumentedExample() {
        let yaml = """
            # .actionable.yml
            rules:
              no-actions: off            # off | note | warning | error
              long-title: error
            excluded:
              - Categories/Legacy        # a directory: everything under it
              - "**/*.generated.yaml"    # globs: *, ?, ** (any number of directories)
            """
        let (configuration, diagnostics) = parse(yaml)
        #expect(diagnostics.isEmpty)
        #expect(configuration.file == ".actionable.yml")
        #expect(configuration.directory == "/project")
        #expect(configuration.disabled == [.noActions])
        #expect(configuration.severities == [.longTitle: .error])
        #expect(configuration.excluded == [PathPattern("Categories/Legacy"), PathPattern("**/*.generated.yaml")])
        #expect(configuration.isExcluded("/project/Categories/Legacy/Old.yaml"))
        #expect(configuration.isExcluded("/project/Categories/Chat/chat.generated.yaml"))
        #expect(!configuration.isExcluded("/project/Categories/Chat/chat.yaml"))
    }

    @Test("the default configuration changes nothing")
    func defaultChangesNothing() {
        let configuration = Configuration()
        #expect(configuration.file == nil)
        #expect(configuration.directory == ".")
        #expect(configuration.severities.isEmpty && configuration.disabled.isEmpty && configuration.excluded.isEmpty)
        for code in DiagnosticCode.allCases {
            #expect(configuration.severity(for: code, default: code.severity) == code.severity)
        }
        #expect(!configuration.isExcluded("Categories/chat.yaml"))
    }

    @Test("the protected rules keep their severity even when a configuration built in code says otherwise")
    func protectedRulesKeepTheirSeverityInCode() {
        var configuration = Configuration()
        configuration.disabled = [.invalidConfiguration, .invalidSuppression, .unusedSuppression]
        #expect(configuration.severity(for: .invalidConfiguration, default: .error) == .error)
        #expect(configuration.severity(for: .invalidSuppression, default: .error) == .error)
        #expect(configuration.severity(for: .unusedSuppression, default: .note) == nil)
    }

    // MARK: - Empty files

    @Test(
        "an empty file, only comments, a null document or empty sections are the default",
        arguments: ["", "\n\n", "# nothing yet\n", "~\n", "---\n", "rules:\nexcluded:\n", "rules: {}\nexcluded: []\n"])
    func emptyIsTheDefault(yaml: String) {
        let (configuration, diagnostics) = parse(yaml)
        #expect(diagnostics.isEmpty)
        var expected = Configuration()
        expected.file = ".actionable.yml"
        expected.directory = "/project"
        #expect(configuration == expected)
    }

    // MARK: - Problems

    @Test("an unknown rule is reported at its key with the closest rule and the rest is still read")
    func unknownRule() {
        let (configuration, diagnostics) = parse("rules:\n  no-action: off\n  long-title: note\n")
        #expect(
            diagnostics.map(\.description) == [
                ".actionable.yml:2:3: error: unknown rule 'no-action' in .actionable.yml. Did you mean 'no-actions'? `actionable rules` lists them [invalid-configuration]"
            ])
        #expect(configuration.disabled.isEmpty)
        #expect(configuration.severities == [.longTitle: .note])
    }

    @Test("an unknown rule with nothing close lists no suggestion")
    func unknownRuleWithoutSuggestion() {
        let (_, diagnostics) = parse("rules:\n  zzzzzzzz: off\n")
        #expect(
            diagnostics.map(\.description) == [
                ".actionable.yml:2:3: error: unknown rule 'zzzzzzzz' in .actionable.yml. `actionable rules` lists them [invalid-configuration]"
            ])
    }

    @Test("an unknown top-level key suggests 'excluded' and lists the known keys")
    func unknownTopLevelKey() {
        let (configuration, diagnostics) = parse("rules:\n  no-actions: off\nexclude:\n  - Legacy\n")
        #expect(
            diagnostics.map(\.description) == [
                ".actionable.yml:3:1: error: unknown key 'exclude' in .actionable.yml. Did you mean 'excluded'? Known keys: rules, excluded, deployment-target [invalid-configuration]"
            ])
        #expect(configuration.excluded.isEmpty)
        #expect(configuration.disabled == [.noActions])
    }

    @Test(
        "a wrong type is reported where the value is, with what was expected and what was found",
        arguments: [
            (
                "- rules\n",
                "1:1: .actionable.yml expects a mapping with the keys 'rules', 'excluded' and 'deployment-target', found a list"
            ),
            (
                "just text\n",
                "1:1: .actionable.yml expects a mapping with the keys 'rules', 'excluded' and 'deployment-target', found a string ('just text')"
            ),
            (
                "rules: [no-actions]\n",
                "1:8: 'rules' in .actionable.yml expects a mapping from rule to severity, such as 'no-actions: off', found a list"
            ),
            (
                "rules: off\n",
                "1:8: 'rules' in .actionable.yml expects a mapping from rule to severity, such as 'no-actions: off', found a string ('off')"
            ),
            (
                "rules:\n  no-actions: [off]\n",
                "2:15: rule 'no-actions' expects a severity (off, note, warning or error), found a list"
            ),
            (
                "rules:\n  no-actions: {level: off}\n",
                "2:15: rule 'no-actions' expects a severity (off, note, warning or error), found a mapping"
            ),
            (
                "excluded: Categories/Legacy\n",
                "1:11: 'excluded' in .actionable.yml expects a list of paths and globs, one '- PATH' per line, found a string ('Categories/Legacy')"
            ),
            (
                "excluded: {Legacy: true}\n",
                "1:11: 'excluded' in .actionable.yml expects a list of paths and globs, one '- PATH' per line, found a mapping"
            ),
            (
                "excluded:\n  - [Legacy]\n",
                "2:5: an entry of 'excluded' expects a path or a glob such as 'Categories/Legacy', found a list"
            ),
            (
                "excluded:\n  - true\n",
                "2:5: an entry of 'excluded' expects a path or a glob such as 'Categories/Legacy', found a boolean ('true'); quote it if it is a path"
            ),
            (
                "excluded:\n  -\n",
                "2:4: an entry of 'excluded' is empty; write a path or a glob such as 'Categories/Legacy'"
            ),
            (
                "excluded:\n  - ''\n",
                "2:5: an entry of 'excluded' is empty; write a path or a glob such as 'Categories/Legacy'"
            ),
            (
                "? [a, b]\n: c\n",
                "1:3: a key in .actionable.yml is a list; keys are 'rules', 'excluded' and 'deployment-target'"
            ),
            (
                "rules:\n  ? {a: b}\n  : off\n",
                "2:5: a key in 'rules' is a mapping; keys are rule identifiers such as 'no-actions'"
            ),
            (
                "rules: !!map\n  no-actions: off\n",
                "1:8: the YAML tag '!!map' is not supported in .actionable.yml; remove the tag"
            ),
        ])
    func wrongTypes(yaml: String, expected: String) {
        let (_, diagnostics) = parse(yaml)
        #expect(diagnostics.map(shown) == [expected])
        #expect(diagnostics.allSatisfy { $0.code == .invalidConfiguration && $0.severity == .error })
    }

    @Test(
        "a value that is not a severity is reported with a suggestion",
        arguments: [
            (
                "warn",
                "2:15: unknown severity 'warn' for rule 'long-title'. Did you mean 'warning'? Severities: off, note, warning, error"
            ),
            (
                "Error",
                "2:15: unknown severity 'Error' for rule 'long-title'. Did you mean 'error'? Severities: off, note, warning, error"
            ),
            (
                "no",
                "2:15: unknown severity 'no' for rule 'long-title'. Did you mean 'off'? Severities: off, note, warning, error"
            ),
            (
                "disabled",
                "2:15: unknown severity 'disabled' for rule 'long-title'. Did you mean 'off'? Severities: off, note, warning, error"
            ),
            (
                "'false'",
                "2:15: unknown severity 'false' for rule 'long-title'. Did you mean 'off'? Severities: off, note, warning, error"
            ),
            ("3", "2:15: unknown severity '3' for rule 'long-title'. Severities: off, note, warning, error"),
            ("", "2:14: rule 'long-title' has no severity in .actionable.yml; write off, note, warning or error"),
            (
                "true",
                "2:15: 'true' is not a severity for rule 'long-title': a rule is on unless it is turned off; write note, warning or error, or remove the line"
            ),
        ])
    func invalidSeverity(written: String, expected: String) {
        let (configuration, diagnostics) = parse("rules:\n  long-title: \(written)\n")
        #expect(diagnostics.map(shown) == [expected])
        #expect(configuration.severities.isEmpty && configuration.disabled.isEmpty)
    }

    @Test(
        "the configuration's own rules cannot be turned off or lowered, only kept at error",
        arguments: [
            ("invalid-configuration", "off"), ("invalid-configuration", "warning"), ("invalid-suppression", "note"),
            ("invalid-suppression", "false"),
        ])
    func protectedRules(rule: String, written: String) {
        let (configuration, diagnostics) = parse("rules:\n  \(rule): \(written)\n")
        #expect(
            diagnostics.map(shown) == [
                "2:3: rule '\(rule)' cannot be turned off or lowered: it reports mistakes in the configuration and suppressions themselves, which would otherwise go unnoticed; remove this line"
            ])
        #expect(configuration.severities.isEmpty && configuration.disabled.isEmpty)
    }

    @Test("keeping a protected rule at error, or changing unused-suppression, is fine")
    func protectedRulesAtError() {
        let (configuration, diagnostics) = parse(
            "rules:\n  invalid-configuration: error\n  invalid-suppression: error\n  unused-suppression: off\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.disabled == [.unusedSuppression])
    }

    @Test("a repeated key is reported at the second and the first wins")
    func duplicateKeys() {
        let yaml = """
            rules:
              no-actions: off
              no-actions: error
            excluded:
              - A
            rules:
              long-title: off
            """
        let (configuration, diagnostics) = parse(yaml)
        #expect(
            diagnostics.map(shown) == [
                "3:3: rule 'no-actions' appears twice in 'rules' (first at line 2, column 3); YAML keeps only one, so remove one of them",
                "6:1: 'rules' appears twice in .actionable.yml (first at line 1, column 1); YAML keeps only one, so remove one of them",
            ])
        #expect(configuration.disabled == [.noActions])
        #expect(configuration.severities.isEmpty)
        #expect(configuration.excluded == [PathPattern("A")])
    }

    @Test("numbers are paths too, kept as written")
    func numericPaths() {
        let (configuration, diagnostics) = parse("excluded:\n  - 2024\n  - 1.5\n  - Legacy\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.excluded.map(\.pattern) == ["2024", "1.5", "Legacy"])
    }

    @Test("the messages name the configuration file as the caller named it")
    func messagesNameTheFile() {
        let (_, diagnostics) = Configuration.parse(
            bytes: Array("rulez: {}\n".utf8), file: "ci/strict.yml", directory: "ci")
        #expect(
            diagnostics.map(\.description) == [
                "ci/strict.yml:1:1: error: unknown key 'rulez' in strict.yml. Did you mean 'rules'? Known keys: rules, excluded, deployment-target [invalid-configuration]"
            ])
    }

    // MARK: - Hostile input

    @Test("anchors and aliases are reported, never expanded")
    func aliases() {
        let yaml = "rules: &r\n  no-actions: off\nexcluded: *r\n"
        let (configuration, diagnostics) = parse(yaml)
        #expect(
            diagnostics.map(shown) == [
                "1:8: anchor '&r' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
                "3:11: alias '*r' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
            ])
        #expect(diagnostics.allSatisfy { $0.code == .invalidConfiguration })
        #expect(configuration.disabled == [.noActions])
        #expect(configuration.excluded.isEmpty)
    }

    @Test("an alias bomb costs a bounded list of problems", .timeLimit(.minutes(1)))
    func aliasBomb() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<40 {
            yaml +=
                "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n"
        }
        let (configuration, diagnostics) = parse(yaml)
        // 40 unknown top-level keys, then 20 of the 118 anchors and aliases and one line counting the other 98.
        #expect(diagnostics.count == 61)
        #expect(diagnostics.filter { $0.message.contains("98 more anchors, aliases or merge keys") }.count == 1)
        #expect(diagnostics.allSatisfy { $0.code == .invalidConfiguration })
        #expect(configuration.excluded.isEmpty)
    }

    @Test("deep nesting stops at the limit with one located problem", .timeLimit(.minutes(1)))
    func deepNesting() {
        let (configuration, diagnostics) = parse(String(repeating: "[", count: 100_000))
        #expect(
            diagnostics.map(shown) == [
                "1:65: mappings and lists nest deeper than 64 levels here; a category file needs at most 6, so reading stopped"
            ])
        #expect(configuration.excluded.isEmpty)
    }

    @Test("deep nesting inside 'rules' stops at the limit and keeps nothing read before it")
    func deepNestingInRules() {
        let yaml = "rules:\n  no-actions: off\n  long-title: " + String(repeating: "[", count: 200) + "\n"
        let (configuration, diagnostics) = parse(yaml)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.line == 3)
        #expect(configuration.disabled.isEmpty)
    }

    @Test("invalid UTF-8 is one located problem")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("rules:\n  no-actions: ".utf8) + [0xFF, 0xFE, 0x80] + Array("\n".utf8)
        let (configuration, diagnostics) = Configuration.parse(bytes: bytes, file: ".actionable.yml", directory: "/p")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .invalidConfiguration)
        #expect(diagnostics.first?.location.line == 2)
        #expect(configuration.disabled.isEmpty)
    }

    @Test("a syntax error is libyaml's problem, at libyaml's place, and nothing is kept")
    func syntaxError() {
        let (configuration, diagnostics) = parse("rules:\n  no-actions: off\nexcluded: [a, b\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .invalidConfiguration)
        #expect(configuration.disabled.isEmpty)
    }

    @Test("a second document is reported")
    func secondDocument() {
        let (configuration, diagnostics) = parse("rules:\n  no-actions: off\n---\nrules:\n  long-title: off\n")
        #expect(
            diagnostics.map(shown) == [
                "3:1: this file holds more than one YAML document; only the first is read: move this document into a file of its own"
            ])
        #expect(configuration.disabled == [.noActions])
    }

    @Test("more than 1 MiB is not read")
    func tooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: Configuration.maxFileSize + 1)
        let (configuration, diagnostics) = Configuration.parse(bytes: bytes, file: ".actionable.yml", directory: "/p")
        #expect(
            diagnostics.map(\.description) == [
                ".actionable.yml:1:1: error: the configuration file is 1048577 bytes, more than the 1048576 bytes (1 MiB) it may have, so it was not read; a configuration needs a few lines [invalid-configuration]"
            ])
        #expect(configuration.directory == "/p")
    }

    @Test("thousands of unknown rules list a hundred and count the rest", .timeLimit(.minutes(1)))
    func manyProblemsAreBounded() {
        let yaml = "rules:\n" + (0..<5_000).map { "  rule-\($0): off\n" }.joined()
        let (_, diagnostics) = parse(yaml)
        #expect(diagnostics.count == 101)
        #expect(
            diagnostics.first?.description
                == ".actionable.yml:1:1: error: 4900 more problems in .actionable.yml are not listed after the first 100; fix those and validate again [invalid-configuration]"
        )
    }

    @Test("a hostile key is escaped and shortened in the message")
    func hostileKey() {
        let key = "\"a\\nb" + String(repeating: "x", count: 200) + "\""
        let (_, diagnostics) = parse("rules:\n  \(key): off\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("unknown rule 'a\\u{A}bxxx") == true)
        #expect((diagnostics.first?.message.count ?? 0) < 200)
    }

    // MARK: - Loading and finding

    @Test("a file that cannot be read is one problem at 1:1")
    func unreadableFile() {
        let directory = "/nonexistent-\(UUID().uuidString)"
        let path = directory + "/.actionable.yml"
        let (configuration, diagnostics) = Configuration.load(file: path)
        #expect(
            diagnostics.map(\.description) == [
                "\(path):1:1: error: cannot read the configuration file: No such file or directory; check that it exists and is readable [invalid-configuration]"
            ])
        #expect(configuration.file == path)
        #expect(configuration.directory == directory)
    }

    @Test("find(from:) walks up to the nearest configuration; load(file:) anchors patterns at its directory")
    func findsAndLoads() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let root = tree.root
        try tree.write(".actionable.yml", "rules:\n  no-actions: off\nexcluded:\n  - sub/Legacy\n")
        try tree.write("sub/deeper/x.yaml", "categories: []\n")
        try tree.write("other/.actionable.yml", "rules:\n  long-title: error\n")
        try tree.write("other/y.yaml", "categories: []\n")
        try tree.makeDirectory("sub/.actionable.yml")  // A directory of that name is not a configuration.

        #expect(Configuration.find(from: root + "/sub/deeper/x.yaml") == root + "/.actionable.yml")
        #expect(Configuration.find(from: root + "/sub/deeper") == root + "/.actionable.yml")
        #expect(Configuration.find(from: root + "/sub/deeper/") == root + "/.actionable.yml")
        #expect(Configuration.find(from: root + "/sub/deeper/missing.yaml") == root + "/.actionable.yml")
        #expect(Configuration.find(from: root + "/other/y.yaml") == root + "/other/.actionable.yml")
        #expect(Configuration.find(from: root + "/other") == root + "/other/.actionable.yml")
        #expect(Configuration.find(from: root + "/other/../sub/deeper/x.yaml") == root + "/.actionable.yml")
        #expect(Configuration.find(from: root) == root + "/.actionable.yml")

        let found = try #require(Configuration.find(from: root + "/sub/deeper/x.yaml"))
        let (configuration, diagnostics) = Configuration.load(file: found)
        #expect(diagnostics.isEmpty)
        #expect(configuration.file == found)
        #expect(configuration.directory == root)
        #expect(configuration.disabled == [.noActions])
        #expect(configuration.isExcluded(root + "/sub/Legacy/old.yaml"))
        #expect(!configuration.isExcluded(root + "/sub/deeper/x.yaml"))
    }

    @Test("find(from:) returns nothing inside a tree without a configuration")
    func findsNothing() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("a/b/c.yaml", "categories: []\n")
        let found = Configuration.find(from: tree.root + "/a/b/c.yaml")
        // A configuration above the temporary directory (none is expected) would be outside the tree.
        #expect(found.map { !$0.hasPrefix(tree.root) } ?? true)
    }

    @Test("an empty path searches from the current directory, as '.' does")
    func findsFromAnEmptyPath() {
        let current = FileManager.default.currentDirectoryPath
        #expect(Configuration.find(from: "") == Configuration.find(from: "."))
        #expect(Configuration.find(from: ".") == Configuration.find(from: current))
    }

    // MARK: - Excluded paths

    @Test(
        "patterns match paths anchored at the configuration's directory",
        arguments: [
            // A directory: itself and everything under it, whole components only.
            ("Categories/Legacy", "/project/Categories/Legacy/a.yaml", true),
            ("Categories/Legacy", "/project/Categories/Legacy", true),
            ("Categories/Legacy", "/project/Categories/Legacy/deep/er/a.yaml", true),
            ("Categories/Legacy", "/project/Categories/LegacyOld/a.yaml", false),
            ("Categories/Legacy", "/project/Categories/Leg", false),
            ("Categories/Legacy", "/project/Other/Categories/Legacy/a.yaml", false),
            ("Categories/Legacy", "/elsewhere/Categories/Legacy/a.yaml", false),
            ("Categories/Legacy/a.yaml", "/project/Categories/Legacy/a.yaml", true),
            // Anchors and trailing slashes.
            ("Categories/Legacy/", "/project/Categories/Legacy/a.yaml", true),
            ("/Categories/Legacy", "/project/Categories/Legacy/a.yaml", true),
            ("./Categories/Legacy", "/project/Categories/Legacy/a.yaml", true),
            ("./Categories/./Legacy//", "/project/Categories/Legacy/a.yaml", true),
            ("../Shared", "/Shared/a.yaml", true),
            ("../Shared", "/project/Shared/a.yaml", false),
            ("Categories/../Legacy", "/project/Legacy/a.yaml", true),
            // `*` within one component.
            ("*.generated.yaml", "/project/a.generated.yaml", true),
            ("*.generated.yaml", "/project/sub/a.generated.yaml", false),
            ("*.generated.yaml", "/project/a.generated.yml", false),
            ("*", "/project/a.yaml", true),
            ("*", "/elsewhere/a.yaml", false),
            ("Categories/*/old.yaml", "/project/Categories/x/old.yaml", true),
            ("Categories/*/old.yaml", "/project/Categories/x/y/old.yaml", false),
            ("a*b*c", "/project/aXXbYYc", true),
            ("a*b*c", "/project/abc", true),
            ("a*b*c", "/project/aXXbYY", false),
            ("*Legacy*", "/project/OldLegacyFiles/a.yaml", true),
            // `?`: exactly one character.
            ("Categories/?.yaml", "/project/Categories/a.yaml", true),
            ("Categories/?.yaml", "/project/Categories/ab.yaml", false),
            ("Categories/?.yaml", "/project/Categories/.yaml", false),
            ("?ber.yaml", "/project/über.yaml", true),
            // `**`: any number of components, none included.
            ("**/*.generated.yaml", "/project/sub/deep/a.generated.yaml", true),
            ("**/*.generated.yaml", "/project/a.generated.yaml", true),
            ("**/*.generated.yaml", "/elsewhere/a.generated.yaml", false),
            ("Categories/**/old.yaml", "/project/Categories/old.yaml", true),
            ("Categories/**/old.yaml", "/project/Categories/x/y/old.yaml", true),
            ("Categories/**/old.yaml", "/project/Other/x/old.yaml", false),
            ("**/Legacy", "/project/a/Legacy/b/c.yaml", true),
            ("**", "/project/anything/at/all.yaml", true),
            ("**/**/**/a", "/project/a", true),
            ("a**b", "/project/aXb", true),
            // The path is standardized lexically first.
            ("Categories/Legacy", "/project/Categories/x/../Legacy/a.yaml", true),
            ("Categories/Legacy", "/project/./Categories//Legacy/a.yaml", true),
            ("Categories/Legacy", "/project/Categories/Legacy/../New/a.yaml", false),
            ("Categories/Legacy", "/../../project/Categories/Legacy/a.yaml", true),
            // Case-sensitive, Unicode-aware literal names.
            ("Categories/Legacy", "/project/categories/legacy/a.yaml", false),
            ("Kategorien/Über*", "/project/Kategorien/Überblick.yaml", true),
        ])
    func patternMatching(pattern: String, path: String, excluded: Bool) {
        var configuration = Configuration()
        configuration.directory = "/project"
        configuration.excluded = [PathPattern(pattern)]
        #expect(configuration.isExcluded(path) == excluded)
        #expect(PathPattern(pattern).matches(path, relativeTo: "/project") == excluded)
    }

    @Test("relative paths and directories are resolved against the current directory")
    func relativePaths() {
        let current = FileManager.default.currentDirectoryPath
        var configuration = Configuration()
        configuration.excluded = [PathPattern("Categories/Legacy")]
        #expect(configuration.isExcluded("Categories/Legacy/a.yaml"))
        #expect(configuration.isExcluded("./Categories/Legacy/a.yaml"))
        #expect(configuration.isExcluded("Other/../Categories/Legacy/a.yaml"))
        #expect(configuration.isExcluded(current + "/Categories/Legacy/a.yaml"))
        #expect(!configuration.isExcluded("Categories/Chat/a.yaml"))
        #expect(!configuration.isExcluded("/elsewhere/Categories/Legacy/a.yaml"))

        configuration.directory = current
        #expect(configuration.isExcluded("Categories/Legacy/a.yaml"))

        configuration.directory = "sub"
        #expect(configuration.isExcluded("sub/Categories/Legacy/a.yaml"))
        #expect(configuration.isExcluded(current + "/sub/Categories/Legacy/a.yaml"))
        #expect(!configuration.isExcluded("Categories/Legacy/a.yaml"))
    }

    @Test("a pattern knows whether it is a glob")
    func globDetection() {
        #expect(!PathPattern("Categories/Legacy").isGlob)
        #expect(PathPattern("*.yaml").isGlob)
        #expect(PathPattern("a/?/b").isGlob)
        #expect(PathPattern("**/Legacy").isGlob)
        #expect(PathPattern("a/b").description == "a/b")
    }

    @Test("a pattern with many ** stays fast", .timeLimit(.minutes(1)))
    func manyDoubleStars() {
        let pattern = PathPattern(Array(repeating: "**", count: 200).joined(separator: "/") + "/x")
        let path = "/project/" + Array(repeating: "a", count: 500).joined(separator: "/")
        #expect(!pattern.matches(path, relativeTo: "/project"))
        #expect(pattern.matches(path + "/x", relativeTo: "/project"))
        let star = PathPattern(String(repeating: "*a", count: 100) + "b")
        #expect(!star.matches("/project/" + String(repeating: "a", count: 2_000), relativeTo: "/project"))
    }
}

// MARK: - Helpers

private func parse(_ yaml: String) -> (Configuration, [Diagnostic]) {
    Configuration.parse(bytes: Array(yaml.utf8), file: ".actionable.yml", directory: "/project")
}

/// `line:column: message`.
private func shown(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
}

/// A directory under the temporary directory, removed by ``remove()``.
private struct TemporaryTree {
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ConfigurationTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.standardizedFileURL.path
    }

    func write(_ relativePath: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func makeDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + relativePath, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
