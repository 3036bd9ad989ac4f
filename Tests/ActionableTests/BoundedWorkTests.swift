import Actionable
import Foundation
import Testing

/// Inputs built to make a validator do quadratic work or print huge messages, and first problems that must not
/// hide later ones.
@Suite struct BoundedWorkTests {
    @Test("thousands of locales give bounded missing-translation output", .timeLimit(.minutes(1)))
    func manyLocales() {
        var yaml = "categories:\n  - identifier: A\n    actions:\n"
        for index in 0..<3000 {
            yaml += "      - {identifier: A\(index), title: {en-x\(index): T}}\n"
        }
        let result = CategoryLoader().load(yaml: yaml, file: "locales.yaml")
        let warnings = result.diagnostics.filter { $0.code == .missingTranslation }
        #expect(warnings.count == DiagnosticSinkLimit.value)
        #expect(result.diagnostics.contains { $0.code == .tooManyProblems })
        #expect(warnings.allSatisfy { $0.message.count < 500 }, "each message names at most five locales")
        #expect(warnings.first?.message.contains("and 2994 more") == true)
    }

    @Test("a category with 100,000 actions is checked in linear time", .timeLimit(.minutes(1)))
    func manyActions() {
        var yaml = "categories:\n  - identifier: BIG\n    actions:\n"
        for index in 0..<100_000 {
            yaml += "      - {identifier: A\(index), title: T}\n"
        }
        yaml += "      - {identifier: A7, title: Again}\n"
        let result = CategoryLoader().load(yaml: yaml, file: "actions.yaml")
        #expect(result.diagnostics.map(\.code) == [.tooManyActions, .duplicateAction])
        let tooMany = result.diagnostics.first { $0.code == .tooManyActions }
        #expect(tooMany?.message.contains("A10, A11, A12, A13, A14 and 99986 more will never be seen") == true)
        #expect(result.registry.actionCount == 100_000)
    }

    @Test("a 5 MB value is quoted in a message as 60 characters at most, with no suggestion search")
    func hugeValues() {
        let huge = String(repeating: "s", count: 5_000_000)
        let yaml =
            "categories:\n  - identifier: A\n    actions:\n      - {identifier: B, title: T, activation: \(huge)}\n"
        let result = CategoryLoader().load(yaml: yaml, file: "huge.yaml")
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == .invalidValue)
        #expect((diagnostic?.message.count ?? .max) < 200)
        #expect(
            diagnostic?.message.hasPrefix("'" + String(repeating: "s", count: 60) + "…' is not a valid 'activation'")
                == true)
    }

    @Test("values with line breaks stay on one line in messages")
    func lineBreaksEscaped() {
        let yaml =
            "categories:\n  - identifier: A\n    actions:\n      - {identifier: B, title: T, activation: \"up\\ndown\"}\n"
        let result = CategoryLoader().load(yaml: yaml, file: "breaks.yaml")
        #expect(result.diagnostics.map(\.description).allSatisfy { !$0.contains("\n") })
        #expect(result.diagnostics.first?.message.hasPrefix("'up\\u{A}down'") == true)
    }

    @Test("an invalid category identifier or a broken action hides none of the warnings")
    func firstErrorsHideNothing() {
        let yaml = """
            categories:
              - identifier: com.apple.FOO
                actions:
                  - identifier: A
                    title: This title is much much longer than thirty-two characters
                    activation: foreground
                    authentication-required: false
                  - {identifier: B, title: B}
                  - {identifier: C, title: C}
                  - {identifier: D, title: D}
                  - {identifier: E, title: E}
              - identifier: OK
                actions:
                  - identifier: X
                    activation: foreground
                    authentication-required: false
                    text-input: {button-title: This send button title is long}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "first.yaml")
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" }
        #expect(
            found == [
                "2:17 reserved-identifier",
                "5:16 long-title",
                "7:34 ignored-setting",
                "14:9 missing-key",
                "16:34 ignored-setting",
                "17:36 long-title",
            ])
        #expect(result.registry.categories.map(\.identifier) == ["OK"])
        #expect(result.registry.category("OK")?.actions.isEmpty == true, "an action without title is not registered")
    }

    @Test("the same file named twice is read once, and files are reported in path order")
    func pathsDeduplicatedAndSorted() async throws {
        let root = Fixtures.packageRoot.path
        let categories = root + "/Categories"
        let twice = try await CategoryLoader().load(paths: [categories, root + "/./Categories"])
        #expect(twice.diagnostics.allSatisfy { $0.severity == .note })
        #expect(twice.files.count == 6)
        let files = try CategoryLoader.categoryFiles(in: [categories + "/rental-car.yaml", categories + "/chat.yaml"])
        #expect(files == [categories + "/chat.yaml", categories + "/rental-car.yaml"])
    }

    @Test("a bad byte inside a character is reported at the character's first byte, even with CR line ends")
    func notUTF8AtLeadByte() {
        // "café" with é as the single Latin-1 byte 0xE9, followed by a closing quote: libyaml points at the quote.
        let bytes = Array("a: 1\rb: 2\rtitle: \"caf".utf8) + [0xE9] + Array("\"\r".utf8)
        let result = CategoryLoader().load(bytes: bytes, file: "latin1.yaml")
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == .notUTF8)
        #expect(diagnostic?.location == SourceLocation(file: "latin1.yaml", line: 3, column: 12))
        #expect(diagnostic?.message.contains("(byte 0xE9)") == true)
    }

    @Test("a tab used for indentation gets a hint about tabs")
    func tabHint() {
        let result = CategoryLoader().load(yaml: "categories:\n\t- identifier: A\n", file: "tabs.yaml")
        #expect(result.diagnostics.first?.code == .yamlSyntax)
        #expect(result.diagnostics.first?.message.hasSuffix("YAML cannot indent with tabs: use spaces") == true)
    }

    @Test("tags are shown as written, with a hint that fits the node")
    func tagsShownAsWritten() {
        let yaml = "categories: !!seq\n  - identifier: !!str A\n    actions: []\n"
        let messages = CategoryLoader().load(yaml: yaml, file: "tags.yaml").diagnostics
            .filter { $0.code == .unsupportedTag }.map(\.message)
        #expect(
            messages == [
                "the YAML tag '!!seq' is not supported; category files use plain YAML: remove the tag",
                "the YAML tag '!!str' is not supported; category files use plain YAML: remove the tag (quote the value if it must stay a string)",
            ])
    }
}

/// The per-file bound on diagnostics, as documented in README.
enum DiagnosticSinkLimit {
    static let value = 500
}

@Suite struct TooManyProblemsSeverityTests {
    @Test("the count of unlisted problems has their highest severity, so 501 warnings do not fail without --strict")
    func severityOfTheUnlisted() {
        let warnings = CategoryLoader().load(
            yaml: "categories:\n" + (0..<501).map { "  - identifier: C\($0)\n" }.joined(), file: "many.yaml")
        let note = warnings.diagnostics.first { $0.code == .tooManyProblems }
        #expect(note?.severity == .warning)
        #expect(!warnings.hasErrors)
        let errors = CategoryLoader().load(
            yaml: "categories:\n" + (0..<501).map { _ in "  - identifier: \"\"\n    actions: []\n" }.joined(),
            file: "broken.yaml")
        #expect(errors.diagnostics.first { $0.code == .tooManyProblems }?.severity == .error)
    }
}
