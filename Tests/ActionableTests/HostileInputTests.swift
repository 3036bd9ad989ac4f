import Actionable
import Foundation
import Testing

/// Input written to hurt: every case must end in exact, located diagnostics (or a ``LoadError``), quickly and
/// without reading more than it has to.
struct HostileInputTests {
    // MARK: - The app file

    @Test(.timeLimit(.minutes(1)))
    func tenThousandExperiencesUnderOnePlatformGiveOneBoundedNote() {
        let experiences = (0..<10_000).map { "    - https://orders.example.com/restaurants/r\($0)" }
        let yaml =
            "app:\n  app-clip-experiences:\n    - https://orders.example.com/restaurants\n"
            + experiences.joined(separator: "\n")
        let result = CategoryLoader().load(yaml: yaml, file: "app.yaml")
        #expect(findings(result) == [Finding(.overlappingExperience, 3, 7)])
        #expect((result.diagnostics.first?.message.count ?? 0) < 500)
        #expect(result.diagnostics.first?.message.contains("10000 more specific experiences") == true)
        #expect(result.app.experiences.count == 10_001)
    }

    @Test(.timeLimit(.minutes(1)))
    func hostileExperienceURLsAreInvalidNotFatal() {
        let values = [
            "https://" + String(repeating: "a", count: 100_000) + ".com/", "https://[::1]/x", "https://a.com:99999/",
            "https://user:pw@a.com/", "https://a.com/%", "https://a.com/\u{202E}x", "https://a..com/", "::::",
        ]
        let yaml = "app:\n  app-clip-experiences:\n" + values.map { "    - '\($0)'" }.joined(separator: "\n")
        let result = CategoryLoader().load(yaml: yaml, file: "app.yaml")
        #expect(findings(result) == values.indices.map { Finding(.invalidURL, 3 + $0, 7) })
        #expect(result.diagnostics.allSatisfy { $0.message.count < 500 })
        #expect(result.app.experiences.isEmpty)
    }

    // MARK: - Nesting

    @Test(.timeLimit(.minutes(1)))
    func aHundredThousandOpenBracketsStopAtTheNestingLimit() {
        let result = CategoryLoader().load(yaml: String(repeating: "[", count: 100_000), file: "deep.yaml")
        // The 65th bracket is one level deeper than the default limit of 64.
        #expect(findings(result) == [Finding(.nestingTooDeep, 1, 65)])
        #expect(
            result.diagnostics.first?.description
                == "deep.yaml:1:65: error: mappings and lists nest deeper than 64 levels here; a category file needs at most 6, so reading stopped [nesting-too-deep]"
        )
        #expect(result.registry.categories.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func deeplyNestedBlockMappingsStopAtTheNestingLimit() {
        // 2 000 levels, one space of indentation each: mapping k starts on line k, column k.
        let yaml = (0..<2_000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        let result = CategoryLoader().load(yaml: yaml, file: "deep.yaml")
        #expect(findings(result) == [Finding(.nestingTooDeep, 65, 65)])
    }

    @Test(.timeLimit(.minutes(1)))
    func deeplyNestedBlockSequencesStopAtTheNestingLimit() {
        let yaml =
            "categories:\n" + (0..<2_000).map { String(repeating: "  ", count: $0) + "-" }.joined(separator: "\n")
        let result = CategoryLoader().load(yaml: yaml, file: "deep.yaml")
        // The file mapping is level 1, so the 64th list is the 65th level: line 65, column 2 * 63 + 1.
        #expect(findings(result) == [Finding(.nestingTooDeep, 65, 127)])
    }

    @Test func aTighterNestingLimitIsHonoured() {
        let loader = CategoryLoader(options: .init(maxNestingDepth: 2))
        let result = loader.load(yaml: "categories:\n  - identifier: A\n", file: "deep.yaml")
        #expect(findings(result) == [Finding(.nestingTooDeep, 2, 5)])
    }

    // MARK: - Aliases

    @Test(.timeLimit(.minutes(1)))
    func aBillionLaughsIsRejectedWithABoundedNumberOfDiagnostics() throws {
        // Ten levels of nine: 9^10 (about 3.5 billion) strings if expanded; 10 anchors and 81 aliases in all.
        var lines = ["a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        let yaml = lines.joined(separator: "\n") + "\n"
        let loaded = CategoryLoader().load(yaml: yaml, file: "bomb.yaml")
        // Nothing was expanded: every message stays short, whatever the aliases would have grown to.
        #expect(loaded.diagnostics.allSatisfy { $0.message.utf8.count < 200 })

        let aliasFindings = findings(loaded).filter { $0.code == .aliasNotAllowed }
        // The reader lists 20 (its default cap) and sums up the other 71 in one more, at the first one's place.
        #expect(aliasFindings.count == 21)
        #expect(
            aliasFindings.prefix(3) == [
                Finding(.aliasNotAllowed, 1, 5), Finding(.aliasNotAllowed, 1, 5), Finding(.aliasNotAllowed, 2, 5),
            ])
        #expect(
            loaded.diagnostics.contains {
                $0.code == .aliasNotAllowed
                    && $0.message == "71 more anchors, aliases or merge keys in this file are not listed"
            })
        // Besides the aliases: ten unknown top-level keys and no 'categories'. Nothing is expanded or decoded.
        #expect(loaded.diagnostics.count { $0.code == .unknownKey } == 10)
        #expect(loaded.diagnostics.count { $0.code == .missingKey } == 1)
        #expect(loaded.diagnostics.count == 32)
        #expect(loaded.registry.categories.isEmpty)
    }

    @Test func aMergeKeyInsideAnActionIsReportedAndTheRestStillLoads() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: CHAT
                    actions:
                      - identifier: REPLY
                        title: Reply
                        <<: {destructive: true}
                """, file: "merge.yaml")
        #expect(findings(result) == [Finding(.aliasNotAllowed, 6, 9)])
        let action = try #require(result.registry.action("REPLY", in: "CHAT"))
        #expect(action.isDestructive == false)
    }

    // MARK: - Size

    @Test(.timeLimit(.minutes(1)))
    func aFiftyMegabyteFileIsRefusedByDefaultWithoutBeingRead() async throws {
        try await withTemporaryDirectory { directory in
            // A sparse file of NUL bytes: were it read, it would also be reported for its control characters.
            let path = directory.path("huge.yaml")
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 50 << 20)
            try handle.close()

            let result = try await CategoryLoader().load(paths: [path])
            #expect(result.files == [path])
            #expect(findings(result) == [Finding(.fileTooLarge, 1, 1)])
            #expect(
                result.diagnostics.first?.message
                    == "the file is 52428800 bytes, over the limit of 8388608 bytes, and was not read; split it into several files"
            )
        }
    }

    @Test func bytesInMemoryOverTheLimitAreRefusedToo() {
        let loader = CategoryLoader(options: .init(maxFileSize: 16))
        let result = loader.load(yaml: "categories: [] # seventeen bytes or more", file: "big.yaml")
        #expect(findings(result) == [Finding(.fileTooLarge, 1, 1)])
    }

    @Test(.timeLimit(.minutes(2)))
    func aLargeValidFileLoadsWhenTheLimitAllowsIt() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("large.yaml")
            let categoryCount = Self.largeFileCategoryCount
            var text = "categories:\n"
            text.reserveCapacity(categoryCount * 200)
            for index in 0..<categoryCount {
                text += """
                      - identifier: CATEGORY_\(index)
                        actions:
                          - identifier: OPEN
                            title: Open
                          - identifier: DISMISS
                            title: {en: Dismiss, ja: 閉じる}
                            destructive: true

                    """
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size > 8 << 20)

            let refused = try await CategoryLoader().load(paths: [path])
            #expect(findings(refused) == [Finding(.fileTooLarge, 1, 1)])

            let loader = CategoryLoader(options: .init(maxFileSize: 64 << 20))
            let result = try await loader.load(paths: [path])
            #expect(result.diagnostics.isEmpty)
            #expect(result.registry.categories.count == categoryCount)
            #expect(result.registry.actionCount == 2 * categoryCount)
            let last = try #require(result.registry.category("CATEGORY_\(categoryCount - 1)"))
            #expect(last.location == SourceLocation(file: path, line: 2 + 7 * (categoryCount - 1), column: 5))
            #expect(last.action("DISMISS")?.isDestructive == true)
        }
    }

    // MARK: - Encoding and characters

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        // A Latin-1 é (0xE9) after "        title: Caf" on line 7, below a Japanese title on line 5: column 19,
        // counted in characters, not bytes.
        let bytes =
            Array(
                """
                categories:
                  - identifier: CAFE
                    actions:
                      - identifier: ORDER
                        title: 日本のカフェ
                      - identifier: MORE
                        title: Caf
                """.utf8) + [0xE9] + Array("\n".utf8)
        let result = CategoryLoader().load(bytes: bytes, file: "latin1.yaml")
        #expect(findings(result) == [Finding(.notUTF8, 7, 19)])
        #expect(
            result.diagnostics.first?.description
                == "latin1.yaml:7:19: error: the file is not valid UTF-8: incomplete UTF-8 octet sequence at byte offset 149; save the file with UTF-8 encoding [not-utf8]"
        )
        #expect(result.registry.categories.isEmpty)
    }

    @Test func aUTF16FileIsReportedAsNotUTF8() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(validFile.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let result = CategoryLoader().load(bytes: bytes, file: "utf16.yaml")
        #expect(findings(result) == [Finding(.notUTF8, 1, 1)])
    }

    @Test func aFileWithAByteOrderMarkLoadsClean() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("bom.yaml")
            try Data([0xEF, 0xBB, 0xBF] + Array(validFile.utf8)).write(to: URL(fileURLWithPath: path))
            let result = try await CategoryLoader().load(paths: [path])
            #expect(result.diagnostics.isEmpty)
            let category = try #require(result.registry.category("GREETING"))
            #expect(category.location == SourceLocation(file: path, line: 2, column: 5))
            #expect(result.registry.action("WAVE", in: "GREETING") != nil)
        }
    }

    @Test func aByteOrderMarkDoesNotShiftLaterTopLevelKeys() {
        let result = CategoryLoader().load(
            bytes: [0xEF, 0xBB, 0xBF] + Array("categories: 3\nextra: 1\n".utf8), file: "bom.yaml")
        // `categories: 3` is not a list (an error at its value, column 13 with the BOM taking no column).
        #expect(findings(result) == [Finding(.typeMismatch, 1, 13), Finding(.unknownKey, 2, 1)])
    }

    @Test func aByteOrderMarkDoesNotBreakAListAtTheKeysIndentation() throws {
        let yaml = "categories:\n- identifier: GREETING\n  actions:\n  - identifier: WAVE\n    title: Wave\n"
        let result = CategoryLoader().load(bytes: [0xEF, 0xBB, 0xBF] + Array(yaml.utf8), file: "bom.yaml")
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.registry.action("WAVE", in: "GREETING")?.location
                == SourceLocation(file: "bom.yaml", line: 4, column: 5))
    }

    @Test func aNulByteIsAClearLocatedDiagnostic() {
        let bytes = Array("categories:\n  - identifier: A".utf8) + [0] + Array("B\n".utf8)
        let result = CategoryLoader().load(bytes: bytes, file: "nul.yaml")
        #expect(findings(result) == [Finding(.yamlSyntax, 2, 18)])
        #expect(
            result.diagnostics.first?.message
                == "YAML does not allow this character: control characters are not allowed U+0000; remove it or write it as an escape in a double-quoted string"
        )
    }

    @Test(arguments: [(UInt8(0x01), "U+0001"), (0x1B, "U+001B"), (0x7F, "U+007F")])
    func aControlCharacterIsAClearLocatedDiagnostic(byte: UInt8, name: String) {
        let bytes = Array("categories:\n  - identifier: A".utf8) + [byte] + Array("B\n".utf8)
        let result = CategoryLoader().load(bytes: bytes, file: "control.yaml")
        #expect(findings(result) == [Finding(.yamlSyntax, 2, 18)])
        #expect(
            result.diagnostics.first?.message
                == "YAML does not allow this character: control characters are not allowed \(name); remove it or write it as an escape in a double-quoted string"
        )
    }

    @Test func anEscapedControlCharacterInAnIdentifierIsAnInvalidIdentifier() {
        let result = CategoryLoader().load(
            yaml: "categories:\n  - identifier: \"A\\u0001B\"\n", file: "escaped.yaml")
        // The category is not registrable, but the rest of it is still checked: it has no actions.
        #expect(findings(result) == [Finding(.noActions, 2, 5), Finding(.invalidIdentifier, 2, 17)])
        #expect(result.diagnostics.first?.message.contains("'A\\u{1}B'") == true)
    }

    // MARK: - Documents

    @Test func aSecondDocumentIsReportedAndTheFirstStillLoads() throws {
        let result = CategoryLoader().load(
            yaml: validFile + "---\n" + validFile.replacingOccurrences(of: "GREETING", with: "OTHER"), file: "two.yaml")
        #expect(findings(result) == [Finding(.multipleDocuments, 6, 1)])
        #expect(result.registry.categories.map(\.identifier) == ["GREETING"])
    }

    // Found by the loader's fuzz harness (Fuzz/Regressions/FuzzCategoryLoader/empty-document-at-end*.yaml): when the
    // last line has no line break, libyaml puts what it reports at the end of the stream on a line below the file.
    // Each finding must point at the end of the last line instead, where an editor can show it.
    @Test(arguments: [
        ("# comment\n---", [Finding(.emptyFile, 2, 4)]),
        ("#s:#s:\n---", [Finding(.emptyFile, 2, 4)]),
        ("categories:", [Finding(.typeMismatch, 1, 12)]),
        ("categories:\r\n  - identifier: A\r\n    actions:", [Finding(.typeMismatch, 3, 13)]),
        ("categories:\n  - identifier: A\n    actions:\n      - identifier: B", [Finding(.missingKey, 4, 9)]),
        // ʅ (U+0285, CA 85) ends with the byte that ends NEL (C2 85), but it is no line break.
        ("t:\u{85}\u{285}", [Finding(.yamlSyntax, 2, 2)]),
    ])
    fileprivate func whatIsReportedAtTheEndOfAFileWithoutALastLineBreakStaysInsideTheFile(
        text: String, expected: [Finding]
    ) {
        let result = CategoryLoader().load(yaml: text, file: "end.yaml")
        #expect(findings(result) == expected)
    }

    @Test(arguments: ["", "\n", "# Categories go here one day.\n# Nothing yet.\n"])
    func aFileWithoutADocumentIsAnEmptyFileWarning(text: String) async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("empty.yaml")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let result = try await CategoryLoader().load(paths: [path])
            #expect(findings(result) == [Finding(.emptyFile, 1, 1)])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(result.hasErrors == false)
        }
    }

    // MARK: - Paths

    @Test(.timeLimit(.minutes(1)))
    func aDirectoryWithSymbolicLinkLoopsIsSearchedOnce() async throws {
        try await withTemporaryDirectory { directory in
            let manager = FileManager.default
            try Data(validFile.utf8).write(to: URL(fileURLWithPath: directory.path("a.yaml")))
            try manager.createDirectory(atPath: directory.path("sub"), withIntermediateDirectories: false)
            try Data(validFile.replacingOccurrences(of: "GREETING", with: "NESTED").utf8)
                .write(to: URL(fileURLWithPath: directory.path("sub/b.yml")))
            try manager.createSymbolicLink(atPath: directory.path("loop"), withDestinationPath: ".")
            try manager.createSymbolicLink(atPath: directory.path("looks-like-a-file.yaml"), withDestinationPath: ".")
            try manager.createSymbolicLink(atPath: directory.path("sub/up"), withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: directory.path("self.yaml"), withDestinationPath: "self.yaml")
            try manager.createSymbolicLink(atPath: directory.path("ping.yaml"), withDestinationPath: "pong.yaml")
            try manager.createSymbolicLink(atPath: directory.path("pong.yaml"), withDestinationPath: "ping.yaml")

            let result = try await CategoryLoader().load(paths: [directory.root])
            #expect(result.files == [directory.path("a.yaml"), directory.path("sub/b.yml")])
            #expect(result.diagnostics.isEmpty)
            #expect(result.registry.categories.map(\.identifier) == ["GREETING", "NESTED"])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aPathThatIsASymbolicLinkLoopThrowsUnreadable() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("self.yaml")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "self.yaml")
            let error = await #expect(throws: LoadError.self) {
                try await CategoryLoader().load(paths: [path])
            }
            guard case .unreadable(let reported, _) = error else {
                Issue.record("expected LoadError.unreadable, got \(String(describing: error))")
                return
            }
            #expect(reported == path)
        }
    }

    @Test func aMissingPathThrowsNotFound() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("nowhere.yaml")
            await #expect(throws: LoadError.notFound(path: path)) {
                try await CategoryLoader().load(paths: [path])
            }
        }
    }

    @Test func aDirectoryWithoutYAMLThrowsNoCategoryFiles() async throws {
        try await withTemporaryDirectory { directory in
            try Data("not yaml".utf8).write(to: URL(fileURLWithPath: directory.path("notes.txt")))
            try Data(validFile.utf8).write(to: URL(fileURLWithPath: directory.path(".hidden.yaml")))
            await #expect(throws: LoadError.noCategoryFiles(path: directory.root)) {
                try await CategoryLoader().load(paths: [directory.root])
            }
        }
    }

    // MARK: - Fixtures

    /// Categories in the generated large file: about 9.4 MB, over the default 8 MiB limit. A 50 MB file
    /// (300 000 categories) loads too, but takes about 25 s in a debug build and 10 s in a release build, too
    /// slow for a unit test; the cost grows linearly, so this size checks the same path in about 4 s.
    static let largeFileCategoryCount = 50_000

    private let validFile = """
        categories:
          - identifier: GREETING
            actions:
              - identifier: WAVE
                title: Wave

        """
}

// MARK: - Helpers

/// A diagnostic reduced to what these tests pin: its code and where it is.
private struct Finding: Equatable, Sendable, CustomStringConvertible {
    let code: DiagnosticCode
    let line: Int
    let column: Int

    init(_ code: DiagnosticCode, _ line: Int, _ column: Int) {
        self.code = code
        self.line = line
        self.column = column
    }

    var description: String { "\(code.rawValue)@\(line):\(column)" }
}

private func findings(_ result: LoadResult) -> [Finding] {
    result.diagnostics.map { Finding($0.code, $0.location.line, $0.location.column) }
}

/// A fresh directory under the system's temporary directory, removed when `body` returns or throws.
private struct TemporaryDirectory {
    let root: String

    func path(_ relative: String) -> String { root + "/" + relative }
}

private func withTemporaryDirectory(_ body: (TemporaryDirectory) async throws -> Void) async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("HostileInputTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try await body(TemporaryDirectory(root: url.path))
}
