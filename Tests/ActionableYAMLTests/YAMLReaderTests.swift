import ActionableYAML
import Testing

/// The reader on its own: what libyaml's events become, where each node is, and what the reader refuses.
struct YAMLReaderTests {
    // MARK: - Scalars and locations

    @Test func everyScalarStyleIsReportedWithItsValue() throws {
        let root = try #require(
            read(
                """
                plain: hello world
                single: 'it''s'
                double: "tab\\there\\u00e9"
                literal: |
                  line one
                  line two
                folded: >
                  folded
                  text
                """
            ).root)
        let mapping = try #require(root.asMapping)
        let scalars = try mapping.entries.map { try #require($0.value.asScalar) }
        #expect(scalars.map(\.style) == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        // The input ends without a line break, so clip chomping leaves the folded scalar without one.
        #expect(
            scalars.map(\.value) == ["hello world", "it's", "tab\there\u{e9}", "line one\nline two\n", "folded text"])
        #expect(scalars.map(\.style.isQuoted) == [false, true, true, true, true])
    }

    @Test func keysAndValuesCarryOneBasedLinesAndColumns() throws {
        let mapping = try #require(
            read(
                """
                first: one
                second:
                  nested: 'two'
                list:
                  - three
                """
            ).root?.asMapping)
        #expect(mapping.location == at(1, 1))
        let first = try #require(mapping.entries.first)
        #expect(first.key.location == at(1, 1))
        #expect(first.value.location == at(1, 8))
        let nested = try #require(mapping.value(for: "second")?.asMapping)
        #expect(nested.location == at(3, 3))
        #expect(nested.entries.first?.key.location == at(3, 3))
        #expect(nested.entries.first?.value.location == at(3, 11))
        let list = try #require(mapping.value(for: "list")?.asSequence)
        #expect(list.location == at(5, 3))
        #expect(list.elements.first?.location == at(5, 5))
    }

    @Test func blockScalarsAreLocatedAtTheirIndicator() throws {
        let mapping = try #require(read("a: 1\nliteral: |\n  text\nfolded: >-\n  more\n").root?.asMapping)
        #expect(mapping.value(for: "literal")?.location == at(2, 10))
        #expect(mapping.value(for: "folded")?.location == at(4, 9))
    }

    @Test func columnsAfterJapaneseTextCountUnicodeScalarsNotBytes() throws {
        // 返信する is 4 scalars but 12 bytes: a byte count would put `en` at column 23.
        let mapping = try #require(
            read(
                """
                title: {ja: 返信する, en: Reply}
                body: "日本語のテキスト" # コメント
                next: value
                """
            ).root?.asMapping)
        let title = try #require(mapping.value(for: "title")?.asMapping)
        #expect(title.entries.map { $0.key.asScalar?.value } == ["ja", "en"])
        #expect(title.entries[0].value.location == at(1, 13))
        #expect(title.entries[1].key.location == at(1, 19))
        #expect(title.entries[1].value.location == at(1, 23))
        #expect(mapping.value(for: "body")?.asScalar?.value == "日本語のテキスト")
        #expect(mapping.entries[2].key.location == at(3, 1))
        #expect(mapping.entries[2].value.location == at(3, 7))
    }

    @Test func locationsNameTheFileTheCallerGave() throws {
        let root = try #require(YAMLReader().read(Array("a: b".utf8), file: "Categories/chat.yaml").root)
        #expect(root.location.description == "Categories/chat.yaml:1:1")
    }

    // MARK: - YAML 1.2 core schema

    @Test(arguments: [
        ("", ResolvedScalarKind.null),
        ("~", .null),
        ("null", .null),
        ("Null", .null),
        ("NULL", .null),
        ("true", .bool(true)),
        ("True", .bool(true)),
        ("TRUE", .bool(true)),
        ("false", .bool(false)),
        ("FALSE", .bool(false)),
        ("yes", .string),
        ("no", .string),
        ("on", .string),
        ("tRUE", .string),
        ("3", .integer),
        ("-42", .integer),
        ("+7", .integer),
        ("0x1F", .integer),
        ("0o17", .integer),
        ("0o19", .string),
        ("0xG1", .string),
        ("1.5", .float),
        (".5", .float),
        ("5.", .float),
        (".inf", .float),
        ("-.Inf", .float),
        (".NaN", .float),
        ("-1e3", .float),
        ("2E+10", .float),
        ("1e", .string),
        ("1.2.3", .string),
        ("+", .string),
        (".", .string),
        ("12abc", .string),
        ("Reply", .string),
    ])
    func plainScalarsResolveByTheCoreSchema(text: String, kind: ResolvedScalarKind) throws {
        let scalar = try #require(read("v: \(text)").root?.asMapping?.value(for: "v")?.asScalar)
        #expect(scalar.style == .plain)
        #expect(scalar.value == text)
        #expect(scalar.resolvedKind == kind)
    }

    @Test(arguments: ["'3'", "\"true\"", "'~'", "\"\"", "|\n  3\n", ">\n  null\n"])
    func quotedAndBlockScalarsAreAlwaysStrings(text: String) throws {
        let scalar = try #require(read("v: \(text)").root?.asMapping?.value(for: "v")?.asScalar)
        #expect(scalar.style != .plain)
        #expect(scalar.resolvedKind == .string)
    }

    @Test func explicitTagsAreKeptAsLibyamlExpandsThem() throws {
        let mapping = try #require(read("a: !!str 3\nb: !custom x\nc: plain").root?.asMapping)
        #expect(mapping.entries.map(\.value.tag) == ["tag:yaml.org,2002:str", "!custom", nil])
    }

    // MARK: - Mappings

    @Test func mappingEntriesKeepDuplicateKeysInFileOrder() throws {
        let result = read("a: 1\nb: 2\na: 3\n")
        #expect(result.problems.isEmpty)
        let mapping = try #require(result.root?.asMapping)
        #expect(mapping.entries.map { $0.key.asScalar?.value } == ["a", "b", "a"])
        #expect(mapping.entries.map { $0.value.asScalar?.value } == ["1", "2", "3"])
        #expect(mapping.entries.map(\.key.location) == [at(1, 1), at(2, 1), at(3, 1)])
    }

    // MARK: - Anchors, aliases and merge keys

    @Test func anchorsAliasesAndMergeKeysAreReportedWhereTheyAre() throws {
        let result = read(
            """
            base: &base {x: 1}
            derived:
              <<: *base
              y: 2
            scalar: &s text
            """)
        #expect(result.problems.map(\.kind) == Array(repeating: YAMLProblem.Kind.aliasNotAllowed, count: 4))
        #expect(result.problems.map(\.location) == [at(1, 7), at(3, 3), at(3, 7), at(5, 9)])
        #expect(result.problems[0].message.hasPrefix("anchor '&base' is not allowed"))
        #expect(result.problems[1].message.hasPrefix("merge key '<<' is not allowed"))
        #expect(result.problems[2].message.hasPrefix("alias '*base' is not allowed"))
        #expect(result.problems[3].message.hasPrefix("anchor '&s' is not allowed"))
        // The alias stays an alias node: it is never expanded.
        let derived = try #require(result.root?.asMapping?.value(for: "derived")?.asMapping)
        guard case .alias(let name, let location) = derived.entries[0].value else {
            Issue.record("expected an alias node, got \(derived.entries[0].value)")
            return
        }
        #expect(name == "base")
        #expect(location == at(3, 7))
    }

    @Test func aQuotedLessThanLessThanKeyIsNotAMergeKey() {
        let result = read("'<<': a\nb: \"<<\"\n")
        #expect(result.problems.isEmpty)
    }

    @Test func aliasProblemsAreCappedWithOneSummary() {
        let aliases = (1...30).map { _ in "- *a" }.joined(separator: "\n")
        let result = YAMLReader(limits: YAMLLimits(maxAliasProblems: 5)).read(
            Array("- &a x\n\(aliases)\n".utf8), file: "test.yaml")
        #expect(result.problems.count == 6)
        #expect(result.problems.allSatisfy { $0.kind == .aliasNotAllowed })
        #expect(result.problems.prefix(5).map(\.location) == [at(1, 3), at(2, 3), at(3, 3), at(4, 3), at(5, 3)])
        #expect(result.problems[5].message == "26 more anchors, aliases or merge keys in this file are not listed")
        #expect(result.problems[5].location == at(1, 3))
    }

    // MARK: - Documents and errors

    @Test func onlyTheFirstDocumentIsReadAndTheSecondIsReported() throws {
        let result = read("a: 1\n---\nb: 2\n---\nc: 3\n")
        #expect(result.problems.map(\.kind) == [.multipleDocuments])
        #expect(result.problems.first?.location == at(2, 1))
        #expect(result.isEmpty == false)
        let mapping = try #require(result.root?.asMapping)
        #expect(mapping.entries.map { $0.key.asScalar?.value } == ["a"])
    }

    @Test func aSyntaxErrorCarriesLibyamlsMessageAndLocation() {
        let result = read("a: 1\nb: c: d\n")
        #expect(result.root == nil)
        #expect(result.problems.map(\.kind) == [.syntax])
        #expect(result.problems.first?.location == at(2, 5))
        #expect(
            result.problems.first?.message
                == "YAML syntax error: mapping values are not allowed in this context; check the indentation and quoting around this place"
        )
    }

    @Test func anUnclosedFlowSequenceNamesWhereItStarted() {
        let result = read("a: [1, 2\nb: 3\n")
        #expect(result.root == nil)
        #expect(result.problems.map(\.kind) == [.syntax])
        #expect(result.problems.first?.location == at(2, 2))
        #expect(
            result.problems.first?.message
                == "YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4); check the indentation and quoting around this place"
        )
    }

    // Found by the loader's fuzz harness (Fuzz/Regressions/FuzzCategoryLoader/stream-end-past-last-line.yaml): at
    // the end of a stream whose last line has no line break, libyaml moves its mark to a line that does not exist.
    @Test(arguments: [
        ("\n{", 2, 2, 2, 2), ("a: [1, 2", 1, 9, 1, 4), ("a: 1\r\nb: {x", 2, 6, 2, 4), ("a: 1\u{2028}b: [", 2, 5, 2, 5),
    ])
    func anErrorAtTheEndOfAFileWithoutALastLineBreakPointsAtTheLastLine(
        yaml: String, line: Int, column: Int, contextLine: Int, contextColumn: Int
    ) {
        let result = read(yaml)
        #expect(result.problems.map(\.kind) == [.syntax])
        #expect(result.problems.first?.location == at(line, column))
        #expect(result.problems.first?.message.contains("at line \(contextLine), column \(contextColumn))") == true)
    }

    @Test func invalidUTF8IsLocatedFromItsByteOffset() {
        // Line 2 holds two 3-byte scalars before the bad byte: column 6 in scalars, 10 in bytes.
        var bytes = Array("a: ok\nb: 日本".utf8)
        bytes.append(0xFF)
        bytes += Array(" more\n".utf8)
        let result = YAMLReader().read(bytes, file: "test.yaml")
        #expect(result.root == nil)
        #expect(result.isEmpty == false)
        #expect(result.problems.map(\.kind) == [.notUTF8])
        #expect(result.problems.first?.location == at(2, 6))
        #expect(
            result.problems.first?.message
                == "the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF) at byte offset 15; save the file with UTF-8 encoding"
        )
    }

    @Test func aTruncatedUTF8SequenceIsNotUTF8() {
        // A Latin-1 é (0xE9) followed by ASCII: a lead byte whose continuation bytes are missing.
        var bytes = Array("name: caf".utf8)
        bytes.append(0xE9)
        bytes += Array("\n".utf8)
        let result = YAMLReader().read(bytes, file: "test.yaml")
        #expect(result.problems.map(\.kind) == [.notUTF8])
        #expect(result.problems.first?.location == at(1, 10))
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let result = YAMLReader().read([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8), file: "test.yaml")
        #expect(result.problems.isEmpty)
        let mapping = try #require(result.root?.asMapping)
        #expect(mapping.entries.map { $0.key.asScalar?.value } == ["a", "b"])
        #expect(mapping.entries.map(\.key.location) == [at(1, 1), at(2, 1)])
        #expect(mapping.entries.map(\.value.location) == [at(1, 4), at(2, 4)])
    }

    @Test func aByteOrderMarkTakesNoColumnAndCountsInByteOffsets() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xFF] + Array("\n".utf8)
        let result = YAMLReader().read(bytes, file: "test.yaml")
        #expect(result.problems.map(\.kind) == [.notUTF8])
        #expect(result.problems.first?.location == at(1, 3))
        #expect(
            result.problems.first?.message
                == "the file is not valid UTF-8: invalid leading UTF-8 octet (byte 0xFF) at byte offset 5; save the file with UTF-8 encoding"
        )
    }

    @Test(arguments: [[UInt8]([0xFF, 0xFE]), [0xFE, 0xFF]])
    func aUTF16FileIsReportedAsNotUTF8(byteOrderMark: [UInt8]) {
        let littleEndian = byteOrderMark == [0xFF, 0xFE]
        let bytes =
            byteOrderMark
            + Array("a: 1\n".utf16).flatMap { unit in
                littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
        let result = YAMLReader().read(bytes, file: "test.yaml")
        #expect(result.root == nil)
        #expect(result.isEmpty == false)
        #expect(result.problems.map(\.kind) == [.notUTF8])
        #expect(result.problems.first?.location == at(1, 1))
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "# one\n\n   # two, indented\n"])
    func anInputWithoutADocumentIsEmpty(text: String) {
        let result = read(text)
        #expect(result.isEmpty)
        #expect(result.root == nil)
        #expect(result.problems.isEmpty)
    }

    @Test func anExplicitEmptyDocumentIsNotEmptyButANullScalar() throws {
        let result = read("---\n")
        #expect(result.isEmpty == false)
        let scalar = try #require(result.root?.asScalar)
        #expect(scalar.resolvedKind == .null)
    }

    // MARK: - Limits

    @Test func nestingDeeperThanTheLimitStopsWithALocatedProblem() {
        let result = YAMLReader(limits: YAMLLimits(maxDepth: 3)).read(
            Array("a:\n  b:\n    - [x]\n".utf8), file: "test.yaml")
        #expect(result.root == nil)
        #expect(result.problems.map(\.kind) == [.nestingTooDeep])
        #expect(result.problems.first?.location == at(3, 7))
    }

    @Test func nestingUpToTheLimitIsRead() {
        let result = YAMLReader(limits: YAMLLimits(maxDepth: 3)).read(
            Array("a:\n  b:\n    - x\n".utf8), file: "test.yaml")
        #expect(result.problems.isEmpty)
        #expect(result.root != nil)
    }

    // MARK: - Event scan
}

// MARK: - Helpers

private let file = "test.yaml"

private func read(_ yaml: String) -> YAMLReadResult {
    YAMLReader().read(Array(yaml.utf8), file: file)
}

private func at(_ line: Int, _ column: Int) -> ActionableYAML.SourceLocation {
    ActionableYAML.SourceLocation(file: file, line: line, column: column)
}

extension YAMLNode {
    fileprivate var asScalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    fileprivate var asMapping: YAMLMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    fileprivate var asSequence: YAMLSequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }
}

extension YAMLMapping {
    /// The value of the first entry whose key is the plain or quoted string `key`.
    fileprivate func value(for key: String) -> YAMLNode? {
        entries.first { $0.key.asScalar?.value == key }?.value
    }
}
