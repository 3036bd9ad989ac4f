import ActionableTesting
import Testing

@testable import ActionableImport

/// The lexer's edge cases, and input meant to break it: every one returns tokens or a diagnostic, never a crash.
@Suite struct ObjectiveCLexerTests {
    static func tokens(_ text: String) throws -> [ObjectiveCToken] {
        try ObjectiveCLexer.lex(Array(text.utf8)).get().tokens
    }

    @Test func commentsHideQuotesAndBrackets() throws {
        let tokens = try Self.tokens("a /* @\" ] */ b // @\"[ \n c")
        #expect(tokens.map(\.text) == ["a", "b", "c"])
        #expect(tokens.last?.line == 2 && tokens.last?.column == 2)
    }

    @Test func stringsHoldBracketsAndEscapes() throws {
        let tokens = try Self.tokens(#"x = @"a]b\"c\\d\n\t\x41\101\u00e9";"#)
        #expect(tokens.map(\.kind) == [.identifier, .punctuation, .string, .punctuation])
        #expect(tokens[2].text == "a]b\"c\\d\n\tAAé")
        #expect(tokens[2].column == 5)
    }

    @Test func adjacentLiteralsJoin() throws {
        let tokens = try Self.tokens(#"@"a" "b"  @"c" ;"#)
        #expect(tokens.map(\.text) == ["abc", ";"])
    }

    @Test func columnsCountUTF8Bytes() throws {
        let tokens = try Self.tokens("@\"é\" x")
        #expect(tokens.last?.column == 7)
    }

    @Test func preprocessorLinesContinueAndDefineMacros() throws {
        let lexed = try ObjectiveCLexer.lex(
            Array(
                "#define T(key, c) \\\n  NSLocalizedString(key, c)\n#pragma mark - Don't\n#define K @\"k\" // x\ny".utf8
            )
        ).get()
        #expect(lexed.tokens.map(\.text) == ["y"])
        #expect(lexed.tokens.first?.line == 5)
        #expect(lexed.macros.map(\.name) == ["T", "K"])
        #expect(lexed.macros.first?.parameters == ["key", "c"])
        #expect(lexed.macros.first?.body.map(\.text) == ["NSLocalizedString", "(", "key", ",", "c", ")"])
        #expect(lexed.macros.last?.parameters == nil)
        #expect(lexed.macros.last?.body.map(\.text) == ["k"])
    }

    @Test(arguments: [
        ("x = @\"open", 1, 5, "string literal"),
        ("/* open", 1, 1, "comment"),
        ("a\n  'x", 2, 3, "character literal"),
        ("@", 1, 1, "stray `@`"),
        ("a @ b", 1, 3, "stray `@`"),
        ("[a (b]", 1, 6, "closes the `(`"),
        ("a ]", 1, 3, "closes nothing"),
        ("{ a", 1, 1, "never closed"),
    ])
    func badInputIsADiagnostic(text: String, line: Int, column: Int, message: String) throws {
        let result = ObjectiveCImporter.importSources([ImportSource(path: "Bad.m", text: text)])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .doesNotParse && diagnostic.severity == .error)
        #expect(diagnostic.location == ImportLocation(file: "Bad.m", line: line, column: column))
        #expect(diagnostic.message.contains(message), "\(diagnostic)")
    }

    @Test func nonUTF8IsADiagnosticAtTheByte() throws {
        let result = ObjectiveCImporter.importSources([
            ImportSource(path: "Latin1.m", bytes: Array("a\nb = @\"".utf8) + [0xE9, 0x22])
        ])
        #expect(result.diagnostics.map(\.location) == [ImportLocation(file: "Latin1.m", line: 2, column: 7)])
        #expect(result.diagnostics.first?.message.contains("not UTF-8") == true)
    }

    @Test func emptyAndBlankFilesHaveNoCategories() {
        for text in ["", "\n", "   ", "#define X", "// only", "\u{FEFF}"] {
            let result = ObjectiveCImporter.importSources([ImportSource(path: "Empty.m", text: text)])
            #expect(result.categories.isEmpty && result.diagnostics.isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        for opener in ["[", "(", "{", "@["] {
            let text = "void f(void) { x = " + String(repeating: opener, count: 5_000) + "; }"
            let result = ObjectiveCImporter.importSources([ImportSource(path: "Deep.m", text: text)])
            #expect(result.diagnostics.map(\.code) == [.doesNotParse])
        }
        // As deep as allowed, balanced: read, not refused.
        let depth = ObjectiveCBrackets.maximumDepth - 2
        let text =
            "void f(void) { x = " + String(repeating: "[a b:", count: depth) + "c"
            + String(repeating: "]", count: depth) + "; }"
        #expect(ObjectiveCImporter.importSources([ImportSource(path: "Deep.m", text: text)]).diagnostics.isEmpty)
        // Nested calls as deep as the brackets allow once overflowed the stack: the parser now stops at 100 levels.
        let calls =
            "void f(void) { x = " + String(repeating: "NSLocalizedString(", count: depth) + "a"
            + String(repeating: ", nil)", count: depth) + "; }"
        #expect(ObjectiveCImporter.importSources([ImportSource(path: "Deep.m", text: calls)]).diagnostics.isEmpty)
    }

    @Test func longChainsStayShallow() {
        let elseIfs = "void f(void) {" + String(repeating: "if (a) x(); else ", count: 3_000) + "y(); }"
        let ternaries = "void f(void) { o = " + String(repeating: "a ? b : ", count: 3_000) + "c; }"
        let macros =
            (0..<200).map { "#define M\($0) M\($0 + 1) M\($0 + 1)" }.joined(separator: "\n")
            + "\nvoid f(void) { x = M0; }"
        for text in [elseIfs, ternaries, macros] {
            let result = ObjectiveCImporter.importSources([ImportSource(path: "Long.m", text: text)])
            #expect(result.categories.isEmpty)
        }
    }

    /// Shapes that once took exponential or quadratic time: an expression that starts with a message and goes on
    /// (parsed twice at every level), `addObject:` copying a growing array, helpers calling helpers.
    @Test func pathologicalShapesStayFast() {
        let continued =
            "void f(void) { x = " + String(repeating: "[a b:", count: 40) + "c"
            + String(repeating: "] + 1", count: 40) + "; }"
        let wrapped =
            "void f(void) { x = " + String(repeating: "[", count: 200) + "a"
            + String(repeating: "]", count: 200) + "; }"
        let adds =
            "void f(void) { NSMutableArray *a = [NSMutableArray array];\n"
            + String(
                repeating: "[a addObject:[UNNotificationAction actionWithIdentifier:@\"X\" title:@\"T\" options:0]];\n",
                count: 3_000)
            + "c = [UNNotificationCategory categoryWithIdentifier:@\"C\" actions:a intentIdentifiers:@[] options:0]; }"
        let flags =
            "void f(void) { UNNotificationCategoryOptions o = 0;\n" + String(repeating: "o |= x;\n", count: 5_000)
            + "}"
        let fanOut = (0..<500).map { "- (void)m\($0) { [self m\($0 + 1)]; [self m\($0 + 1)]; }" }.joined(
            separator: "\n")
        let fanOutWithArguments = (0..<500).map { "- (void)m\($0):(id)x { [self m\($0 + 1):x]; [self m\($0 + 1):x]; }" }
            .joined(separator: "\n")
        for text in [continued, wrapped, adds, flags, fanOut, fanOutWithArguments] {
            let result = ObjectiveCImporter.importSources([ImportSource(path: "Slow.m", text: text)])
            #expect(result.categories.count <= 1)
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix64(state: 0x0BC0_FFEE)
        let alphabet = Array("[](){}@\"'\\/*#;:,|?^ \n\tabcUNNotificationActionCategory0123.=".utf8)
        for round in 0..<400 {
            let count = Int(generator.next() % 400)
            let bytes: [UInt8] = (0..<count).map { _ in
                round.isMultiple(of: 2)
                    ? UInt8(truncatingIfNeeded: generator.next())
                    : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            _ = ObjectiveCImporter.importSources([ImportSource(path: "Random.m", bytes: bytes)])
        }
    }

    @Test func mutatedFixturesNeverCrash() throws {
        let source = try ObjectiveCImporterTests.fixture("AppDelegate+Notifications.m")
        var generator = SplitMix64(state: 42)
        for _ in 0..<200 {
            var bytes = source.bytes
            for _ in 0..<8 {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
                default: bytes[index] = Array("[]{}()@\";".utf8)[Int(generator.next() % 9)]
                }
            }
            _ = ObjectiveCImporter.importSources([ImportSource(path: "Mutated.m", bytes: bytes)])
        }
    }
}
