import Testing

@testable import Actionable

/// The strict JSON reader for push payload files: values, positions, RFC 8259's edges, messages, hostile input.
struct JSONReaderTests {
    // MARK: - Helpers (static members, so they cannot clash with helpers elsewhere in the test target)

    static func read(_ text: String, maxDepth: Int = JSONReader.maxDepth) throws(JSONSyntaxError) -> JSONNode {
        try JSONReader.read(Array(text.utf8), maxDepth: maxDepth)
    }

    static func failure(_ text: String, maxDepth: Int = JSONReader.maxDepth) -> JSONSyntaxError? {
        failure(Array(text.utf8), maxDepth: maxDepth)
    }

    static func failure(_ bytes: [UInt8], maxDepth: Int = JSONReader.maxDepth) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(bytes, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    static func members(_ node: JSONNode?) -> [JSONNode.Member] {
        if case .object(let members) = node?.value { return members }
        return []
    }

    static func elements(_ node: JSONNode?) -> [JSONNode] {
        if case .array(let elements) = node?.value { return elements }
        return []
    }

    static func string(_ node: JSONNode?) -> String? {
        if case .string(let string) = node?.value { return string }
        return nil
    }

    static func number(_ node: JSONNode?) -> JSONNumber? {
        if case .number(let number) = node?.value { return number }
        return nil
    }

    static func at(_ line: Int, _ column: Int) -> JSONPosition {
        JSONPosition(line: line, column: column)
    }

    // MARK: - Values and positions

    @Test func everyValueKindIsReadWithItsPosition() throws {
        let root = try Self.read(
            """
            {
              "s": "x",
              "n": -1.5e3,
              "t": true,
              "f": false,
              "z": null,
              "a": [1, {"k": []}],
              "o": {}
            }
            """
        )
        #expect(root.position == Self.at(1, 1))
        #expect(root.typeName == "an object")
        let members = Self.members(root)
        #expect(members.map(\.key) == ["s", "n", "t", "f", "z", "a", "o"])
        #expect(members.map(\.keyPosition) == (2...8).map { Self.at($0, 3) })
        #expect(members.map(\.value.position) == (2...8).map { Self.at($0, 8) })
        #expect(
            members.map(\.value.typeName) == ["a string", "a number", "true", "false", "null", "a list", "an object"])

        #expect(Self.string(root["s"]) == "x")
        #expect(Self.number(root["n"]) == JSONNumber(text: "-1.5e3"))
        if case .bool(let flag) = root["t"]?.value { #expect(flag) } else { Issue.record("t is not a bool") }
        if case .bool(let flag) = root["f"]?.value { #expect(!flag) } else { Issue.record("f is not a bool") }
        if case .null = root["z"]?.value {} else { Issue.record("z is not null") }
        #expect(Self.members(root["o"]).isEmpty)
        #expect(root["missing"] == nil)
        #expect(root["s"]?["s"] == nil)

        let list = Self.elements(root["a"])
        #expect(list.map(\.position) == [Self.at(7, 9), Self.at(7, 12)])
        #expect(Self.number(list[0])?.integer == 1)
        let inner = Self.members(list[1])
        #expect(inner.map(\.key) == ["k"])
        #expect(inner.first?.keyPosition == Self.at(7, 13))
        #expect(inner.first?.value.position == Self.at(7, 18))
        #expect(inner.first?.value.typeName == "a list")
    }

    @Test func aScalarCanBeTheWholeDocument() throws {
        #expect(Self.string(try Self.read(" \"hi\" ")) == "hi")
        #expect(try Self.read("\n\n  42").position == Self.at(3, 3))
        #expect(try Self.read("null").typeName == "null")
        #expect(try Self.read("true").typeName == "true")
        #expect(try Self.read("false").typeName == "false")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let root = try Self.read("{\"日本語\": \"😀\u{E9}\", \"next\": [1]}")
        let members = Self.members(root)
        #expect(members.map(\.key) == ["日本語", "next"])
        #expect(members[0].keyPosition == Self.at(1, 2))
        #expect(members[0].value.position == Self.at(1, 9))
        #expect(members[1].keyPosition == Self.at(1, 15))
        #expect(members[1].value.position == Self.at(1, 23))
        #expect(Self.elements(members[1].value).first?.position == Self.at(1, 24))

        // A combining accent is a scalar of its own, so a column of its own (as in libyaml).
        let list = Self.elements(try Self.read("[\"e\u{301}\", 1]"))
        #expect(list.map(\.position) == [Self.at(1, 2), Self.at(1, 8)])

        // Positions on a later line start again from column 1.
        let nested = try Self.read("{\"ключ\": \"значение\",\n \"🇯🇵\": \"日本\", \"x\": 0}")
        #expect(Self.members(nested).map(\.keyPosition) == [Self.at(1, 2), Self.at(2, 2), Self.at(2, 14)])
    }

    @Test func tabsAreOneColumnAndCRLFIsOneLineBreak() throws {
        let root = try Self.read("{\r\n\t\"a\":\t1,\r\t\"b\": [\n\t\t2\r\n]\n}")
        let members = Self.members(root)
        #expect(members.map(\.keyPosition) == [Self.at(2, 2), Self.at(3, 2)])
        #expect(members.map(\.value.position) == [Self.at(2, 7), Self.at(3, 7)])
        #expect(Self.elements(root["b"]).first?.position == Self.at(4, 3))

        #expect(Self.failure("{\r\n\r\n  x}")?.position == Self.at(3, 3))
        #expect(Self.failure("\r\r[x]")?.position == Self.at(3, 2))
        #expect(Self.failure("\n\r[x]")?.position == Self.at(3, 2))
        #expect(Self.failure("\t\t[\tx]")?.position == Self.at(1, 5))
    }

    @Test func duplicateKeysAreKeptInDocumentOrder() throws {
        let root = try Self.read(#"{"a": 1, "b": 2, "a": 3, "a": {}}"#)
        let members = Self.members(root)
        #expect(members.map(\.key) == ["a", "b", "a", "a"])
        #expect(members.map(\.keyPosition.column) == [2, 10, 18, 26])
        #expect(Self.number(root["a"])?.integer == 1, "the subscript returns the first member with the key")
    }

    @Test func typeNamesForMessages() throws {
        let names = Self.elements(try Self.read(#"[{}, [], "", 0, true, false, null]"#)).map(\.typeName)
        #expect(names == ["an object", "a list", "a string", "a number", "true", "false", "null"])
    }

    // MARK: - Strings

    @Test(
        arguments: [
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}"), (#"\n"#, "\n"),
            (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0041"#, "A"), (#"\u00e9"#, "\u{E9}"), (#"\u00E9"#, "\u{E9}"),
            (#"\u65E5"#, "日"), (#"\u0000"#, "\u{0}"), (#"\u001F"#, "\u{1F}"), (#"\uFFFF"#, "\u{FFFF}"),
            (#"\uD83D\uDE00"#, "😀"), (#"\ud83d\ude00"#, "😀"), (#"\uD800\uDC00"#, "\u{10000}"),
            (#"\uDBFF\uDFFF"#, "\u{10FFFF}"), (#"\u0065\u0301"#, "e\u{301}"),
        ]
    )
    func escapesAreDecoded(escape: String, expected: String) throws {
        let decoded = try #require(Self.string(try Self.read("\"<\(escape)>\"")))
        #expect(Array(decoded.unicodeScalars) == Array("<\(expected)>".unicodeScalars))
    }

    @Test func stringsWithAndWithoutEscapes() throws {
        let list = Self.elements(try Self.read(#"["", "plain", "a\"b\\c", "\n\u0041", 1]"#))
        #expect(list.compactMap { Self.string($0) } == ["", "plain", "a\"b\\c", "\nA"])
        // Escapes are ASCII, so each of their characters is a column.
        #expect(list.last?.position == Self.at(1, 38))
        // DEL, U+2028 and a BOM are fine inside strings; only U+0000 to U+001F must be escaped.
        #expect(Self.string(try Self.read("\"\u{7F}\u{2028}\u{FEFF}\"")) == "\u{7F}\u{2028}\u{FEFF}")
    }

    @Test func loneAndMismatchedSurrogatesAreErrorsAtTheEscape() {
        let high = Self.failure(#"{"a": "x\uD83D"}"#)
        #expect(high?.kind == .syntax)
        #expect(high?.position == Self.at(1, 9))
        #expect(
            high?.message
                == #"lone surrogate '\uD83D' in a string: expected a low surrogate escape (\uDC00 to \uDFFF) after it, found '"'"#
        )
        let mismatched = Self.failure(#"["\uD83D\u0041"]"#)
        #expect(mismatched?.position == Self.at(1, 3))
        #expect(mismatched?.message.hasSuffix(#"found '\u0041'"#) == true)
        #expect(Self.failure(#"["\uD83D\uD83D"]"#)?.position == Self.at(1, 3))
        let low = Self.failure(#"["ok", "\uDE00"]"#)
        #expect(low?.position == Self.at(1, 9))
        #expect(
            low?.message
                == #"lone surrogate '\uDE00' in a string: a low surrogate escape must follow a high surrogate escape (\uD800 to \uDBFF)"#
        )
        // A broken second escape is reported where it is.
        #expect(Self.failure(#"["\uD83D\uZZZZ"]"#)?.position == Self.at(1, 9))
    }

    @Test func invalidEscapes() {
        let unknown = Self.failure(#"{"a": "\x41"}"#)
        #expect(unknown?.position == Self.at(1, 8))
        #expect(
            unknown?.message
                == #"invalid escape in a string: expected one of \" \\ \/ \b \f \n \r \t \u after '\', found 'x'"#
        )
        #expect(Self.failure(#"["\'"]"#)?.message.hasSuffix(#"found '\''"#) == true)
        #expect(Self.failure(#"["\U0041"]"#)?.position == Self.at(1, 3))
        let hex = Self.failure(#"["ab\u12G4"]"#)
        #expect(hex?.position == Self.at(1, 5))
        #expect(hex?.message == #"invalid escape in a string: expected 4 hex digits after '\u', found 'G'"#)
        #expect(Self.failure(#"["\u12"]"#)?.message.hasSuffix(#"found '"'"#) == true)
        #expect(Self.failure(#"["\u12"#)?.message.hasSuffix("found the end of the file") == true)
        #expect(Self.failure(#"["\"#)?.message.hasSuffix("found the end of the file") == true)
    }

    @Test func controlCharactersMustBeEscaped() {
        let tab = Self.failure("[\"a\tb\"]")
        #expect(tab?.position == Self.at(1, 4))
        #expect(tab?.message == #"found a tab in a string; write it as \t"#)
        let lineBreak = Self.failure("{\"a\": \"one\ntwo\"}")
        #expect(lineBreak?.position == Self.at(1, 11))
        #expect(
            lineBreak?.message
                == #"found a line break in a string; close the string with '"' before the end of the line, or write the line break as \n"#
        )
        #expect(Self.failure("[\"a\rb\"]")?.position == Self.at(1, 4))
        let nul = Self.failure("[\"日\u{0}\"]")
        #expect(nul?.position == Self.at(1, 4))
        #expect(nul?.message == #"found the control character U+0000 in a string; write it as \u0000"#)
        #expect(Self.failure("[\"\u{1F}\"]")?.message.contains("U+001F") == true)
    }

    @Test func anUnterminatedStringIsReportedWhereItStarts() {
        let error = Self.failure("{\n  \"alert\": \"Hello")
        #expect(error?.kind == .syntax)
        #expect(error?.position == Self.at(2, 12))
        #expect(error?.message == #"expected '"' to close the string that starts here, found the end of the file"#)
    }

    // MARK: - Numbers

    @Test(
        arguments: [
            "0", "-0", "1", "-1", "10", "1234567890", "0.5", "-0.5", "1.0", "10.25", "1e2", "1E2", "1e+2", "1e-2",
            "1E-02", "0e0", "-0.0e-0", "1.5E+10", "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "1e400", "-1e400", "1e-400", "0.000001", "123456789012345678901234567890",
        ]
    )
    func validNumbers(literal: String) throws {
        let node = try Self.read(" \(literal) ")
        #expect(node.position == Self.at(1, 2))
        #expect(Self.number(node)?.text == literal)
        #expect(Self.number(node)?.double == Double(literal))
    }

    @Test(
        arguments: [
            ("01", 1, "invalid number '01': a number cannot start with a leading zero"),
            ("-01", 1, "invalid number '-01': a number cannot start with a leading zero"),
            ("00", 1, "invalid number '00': a number cannot start with a leading zero"),
            ("0x1F", 1, "invalid number '0x1F': JSON numbers are decimal, not hexadecimal"),
            ("-0x1", 1, "invalid number '-0x1': JSON numbers are decimal, not hexadecimal"),
            ("1.5.3", 1, "invalid number '1.5.3'"),
            ("1e5x", 1, "invalid number '1e5x'"),
            ("1_000", 1, "invalid number '1_000'"),
            ("+1", 1, "expected a JSON value, found '+'; JSON numbers have no '+' sign"),
            (".5", 1, "expected a JSON value, found '.'; a number starts with a digit, as in 0.5"),
            ("1.", 3, "expected a digit after '.' in the number '1.', found the end of the file"),
            ("1.e5", 3, "expected a digit after '.' in the number '1.', found 'e'"),
            ("-", 2, "expected a digit after '-', found the end of the file"),
            ("--1", 2, "expected a digit after '-', found '-'"),
            ("- 1", 2, "expected a digit after '-', found ' '"),
            ("1e", 3, "expected a digit in the exponent of the number '1e', found the end of the file"),
            ("1e+", 4, "expected a digit in the exponent of the number '1e+', found the end of the file"),
            ("1E-x", 4, "expected a digit in the exponent of the number '1E-', found 'x'"),
            ("NaN", 1, "expected a JSON value, found 'NaN'; JSON has no NaN or Infinity"),
            ("Infinity", 1, "expected a JSON value, found 'Infinity'; JSON has no NaN or Infinity"),
            ("-Infinity", 2, "expected a digit after '-', found 'Infinity'; JSON has no NaN or Infinity"),
        ]
    )
    func invalidNumbers(literal: String, column: Int, message: String) {
        let error = Self.failure(literal)
        #expect(error?.kind == .syntax)
        #expect(error?.position == Self.at(1, column))
        #expect(error?.message == message)
    }

    @Test func integersAndDoubles() throws {
        let list = Self.elements(
            try Self.read(
                "[1, 1.0, 1e2, -0, 9223372036854775807, 9223372036854775808, -9223372036854775808, 1e400, 0.1]"
            )
        ).compactMap { Self.number($0) }
        #expect(list.count == 9)
        #expect(list[0].integer == 1)
        #expect(list[0].double == 1)
        #expect(list[1].integer == nil)
        #expect(list[1].double == 1)
        #expect(list[2].integer == nil, "an exponent makes a double even when the value is whole")
        #expect(list[2].double == 100)
        #expect(list[3].integer == 0)
        #expect(list[3].double == 0 && list[3].double.sign == .minus)
        #expect(list[4].integer == Int.max)
        #expect(list[5].integer == nil, "one more than Int.max")
        #expect(list[5].double == 9_223_372_036_854_775_808)
        #expect(list[6].integer == Int.min)
        #expect(list[7].double == .infinity)
        #expect(list[8].double == 0.1)
        #expect(list[1] != list[0], "numbers compare as written")
    }

    // MARK: - Literals

    @Test(
        arguments: [
            ("tru", "expected a JSON value, found 'tru'; did you mean 'true'?"),
            ("truex", "expected a JSON value, found 'truex'; did you mean 'true'?"),
            ("True", "expected a JSON value, found 'True'; JSON literals are lowercase: 'true'"),
            ("FALSE", "expected a JSON value, found 'FALSE'; JSON literals are lowercase: 'false'"),
            ("nul", "expected a JSON value, found 'nul'; did you mean 'null'?"),
            ("None", "expected a JSON value, found 'None'; JSON writes a missing value as null"),
            ("undefined", "expected a JSON value, found 'undefined'; JSON writes a missing value as null"),
            ("hello", "expected a JSON value, found 'hello'; JSON strings use double quotes"),
        ]
    )
    func literalsAreExact(text: String, message: String) {
        let error = Self.failure(text)
        #expect(error?.position == Self.at(1, 1))
        #expect(error?.message == message)
    }

    @Test func longWordsAreCutInMessages() {
        let error = Self.failure("[" + String(repeating: "a", count: 10_000) + "]")
        #expect(
            error?.message
                == "expected a value or ']', found 'aaaaaaaaaaaaaaaaaaaaaaaa…'; JSON strings use double quotes"
        )
    }

    // MARK: - Messages for common mistakes

    @Test func trailingCommasPointAtTheComma() {
        let object = Self.failure("{\n  \"alert\": \"Hi\",\n}")
        #expect(object?.position == Self.at(2, 16))
        #expect(
            object?.message
                == "expected a member name in double quotes after ',', found '}'; remove the comma after the last member"
        )
        let list = Self.failure("[1, 2, ]")
        #expect(list?.position == Self.at(1, 6))
        #expect(list?.message == "expected a value after ',', found ']'; remove the comma after the last item")
    }

    @Test func singleQuotesAndUnquotedKeys() {
        let key = Self.failure("{'alert': 'Hi'}")
        #expect(key?.position == Self.at(1, 2))
        #expect(
            key?.message
                == #"expected a member name in double quotes or '}', found '\''; JSON strings use double quotes"#
        )
        let value = Self.failure(#"{"alert": 'Hi'}"#)
        #expect(value?.position == Self.at(1, 11))
        #expect(
            value?.message == #"expected the value of "alert" after ':', found '\''; JSON strings use double quotes"#
        )
        let unquoted = Self.failure(#"{"aps": {}, badge: 1}"#)
        #expect(unquoted?.position == Self.at(1, 13))
        #expect(
            unquoted?.message
                == #"expected a member name in double quotes after ',', found 'badge'; member names must be in double quotes, as in "badge""#
        )
        let curly = Self.failure("{\u{201C}alert\u{201D}: 1}")
        #expect(
            curly?.message
                == #"expected a member name in double quotes or '}', found '“' (U+201C); JSON strings use straight double quotes '"'"#
        )
    }

    @Test func commentsAreNotJSON() {
        let line = Self.failure("{\n  \"badge\": 1 // the count\n}")
        #expect(line?.position == Self.at(2, 14))
        #expect(
            line?.message
                == #"expected ',' or '}' after the value of "badge", found a comment '//'; JSON has no comments"#
        )
        let block = Self.failure("/* payload */ {}")
        #expect(block?.position == Self.at(1, 1))
        #expect(block?.message == "expected a JSON value, found a comment '/*'; JSON has no comments")
        #expect(Self.failure("{ // x\n}")?.message.hasSuffix("JSON has no comments") == true)
        #expect(Self.failure("{\"a\" /* x */ : 1}")?.message.hasSuffix("JSON has no comments") == true)
        #expect(Self.failure("[1, /* x */ 2]")?.message.hasSuffix("JSON has no comments") == true)
        #expect(
            Self.failure("{} // end")?.message
                == "found text after the JSON value: a comment '//'; JSON has no comments"
        )
        // A lone slash is not a comment.
        #expect(Self.failure("[/]")?.message == "expected a value or ']', found '/'")
    }

    @Test func aMissingCommaBetweenMembersOrItems() {
        let members = Self.failure("{\n  \"title\": \"Hi\"\n  \"body\": \"There\"\n}")
        #expect(members?.position == Self.at(3, 3))
        #expect(
            members?.message
                == #"expected ',' or '}' after the value of "title", found '"'; a ',' is missing before the next member"#
        )
        let items = Self.failure("[1 2]")
        #expect(items?.position == Self.at(1, 4))
        #expect(
            items?.message
                == "expected ',' or ']' after item 1 of the list, found '2'; a ',' is missing before the next item")
    }

    @Test func mismatchedAndMissingClosers() {
        let error = Self.failure(#"{"aps": {"alert": "Hi"]}"#)
        #expect(error?.position == Self.at(1, 23))
        #expect(
            error?.message
                == #"expected ',' or '}' after the value of "alert", found ']'; the object that opens at line 1, column 9 is not closed"#
        )
        let list = Self.failure("{\"a\": [1, 2}")
        #expect(
            list?.message
                == "expected ',' or ']' after item 2 of the list, found '}'; the list that opens at line 1, column 7 is not closed"
        )
        let open = Self.failure("{\n\"a\": 1")
        #expect(open?.position == Self.at(2, 7))
        #expect(
            open?.message
                == #"expected ',' or '}' after the value of "a", found the end of the file; the object that opens at line 1, column 1 is not closed"#
        )
        #expect(Self.failure("[")?.message == "expected a value or ']', found the end of the file")
        #expect(
            Self.failure("{")?.message == "expected a member name in double quotes or '}', found the end of the file")
        #expect(Self.failure("[}")?.position == Self.at(1, 2))
        #expect(Self.failure("{]")?.position == Self.at(1, 2))
    }

    @Test func membersNeedAColonAndAValue() {
        #expect(
            Self.failure(#"{"a" 1}"#)?.message == #"expected ':' after the member name "a", found '1'"#
        )
        #expect(
            Self.failure(#"{"a" = 1}"#)?.message
                == #"expected ':' after the member name "a", found '='; JSON separates a member name from its value with ':'"#
        )
        #expect(
            Self.failure(#"{"a"}"#)?.message
                == #"expected ':' after the member name "a", found '}'; every member needs ':' and a value"#
        )
        let missing = Self.failure(#"{"a": , "b": 1}"#)
        #expect(missing?.position == Self.at(1, 7))
        #expect(missing?.message == #"expected the value of "a" after ':', found ','"#)
        #expect(Self.failure("[1,,2]")?.message == "expected a value after ',', found ','")
        #expect(Self.failure("{,}")?.message == "expected a member name in double quotes or '}', found ','")
    }

    @Test func textAfterTheValue() {
        let error = Self.failure("{\"a\": 1}\n{\"b\": 2}")
        #expect(error?.position == Self.at(2, 1))
        #expect(error?.message == "found text after the JSON value: '{'; a file holds exactly one JSON value")
        #expect(Self.failure("{}}")?.message == "found text after the JSON value: '}'; remove the extra '}'")
        #expect(Self.failure("1 2")?.position == Self.at(1, 3))
        #expect(Self.failure("nullx")?.message == "expected a JSON value, found 'nullx'; did you mean 'null'?")
        #expect(
            Self.failure("[] \u{0}")?.message.hasPrefix("found text after the JSON value: the control character U+0000")
                == true)
    }

    @Test func keysInMessagesAreEscapedAndCut() {
        #expect(
            Self.failure(#"{"k\"e\\y\n\u0001": 1 x}"#)?.message
                == #"expected ',' or '}' after the value of "k\"e\\y\n\u0001", found 'x'"#
        )
        let long = String(repeating: "k", count: 5_000)
        let message = Self.failure("{\"\(long)\": 1 x}")?.message
        #expect(message == "expected ',' or '}' after the value of \"\(long.prefix(40))…\", found 'x'")
        // A key of invisible characters is shown as escapes, not as raw bidirectional controls.
        #expect(Self.failure("{\"\u{202E}\u{301}\": 1 x}")?.message.contains(#""\u202E\u0301""#) == true)
    }

    @Test func onlyTheFourWhitespaceCharactersAreAllowed() {
        #expect(Self.failure("\u{A0}{}")?.message == "expected a JSON value, found a no-break space (U+00A0)")
        #expect(Self.failure("{}\u{C}")?.message.contains("the control character U+000C") == true)
        #expect(Self.failure("[\u{B}1]")?.position == Self.at(1, 2))
        #expect(Self.failure("[1,\u{2028}2]")?.message == "expected a value after ',', found the character U+2028")
        #expect(Self.failure("[\u{3000}]")?.position == Self.at(1, 2))
    }

    @Test func errorsDescribeThemselvesAsLineColonColumn() {
        let error = Self.failure("[1,]")
        #expect(
            error?.description == "1:3: expected a value after ',', found ']'; remove the comma after the last item"
        )
    }

    // MARK: - Empty input and the byte order mark

    @Test func emptyInput() throws {
        let empty = Self.failure("")
        #expect(
            empty
                == JSONSyntaxError(
                    kind: .empty, message: "the file is empty; expected a JSON value", position: Self.at(1, 1)))
        let blank = Self.failure(" \n\t\r\n ")
        #expect(blank?.kind == .empty)
        #expect(blank?.position == Self.at(1, 1))
        #expect(blank?.message == "the file holds only whitespace; expected a JSON value")
        #expect(Self.failure([0xEF, 0xBB, 0xBF])?.kind == .empty)
        #expect(Self.failure([0xEF, 0xBB, 0xBF, 0x0A])?.kind == .empty)
        // The pointer overload takes an empty buffer with no base address.
        do {
            _ = try JSONReader.read(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
            Issue.record("an empty buffer was read")
        } catch {
            #expect(error.kind == .empty)
        }
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let root = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(root.position == Self.at(1, 1))
        #expect(Self.members(root).first?.keyPosition == Self.at(1, 2))
        let error = Self.failure([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1,}".utf8))
        #expect(error?.position == Self.at(1, 8))
        // Anywhere else, U+FEFF is just a character that JSON does not allow outside strings.
        let inner = Self.failure(" \u{FEFF}{}")
        #expect(inner?.position == Self.at(1, 2))
        #expect(inner?.message == "expected a JSON value, found a byte order mark (U+FEFF)")
    }

    @Test func theBufferPointerOverloadReadsTheSameAsTheArrayOne() throws {
        let bytes = Array(#"{"aps": {"badge": 3}}"#.utf8)
        let node = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONReader.read(buffer) }
        #expect(Self.number(node["aps"]?["badge"])?.integer == 3)
        #expect(node["aps"]?["badge"]?.position == Self.at(1, 19))
    }

    // MARK: - Invalid UTF-8

    @Test(
        arguments: [
            ([0x80], 1, 1, "byte 0x80 continues a character, but no character starts before it"),
            (
                Array("[\"\u{E9}".utf8) + [0x80, 0x22, 0x5D], 1, 4,
                "byte 0x80 continues a character, but no character starts before it"
            ),
            ([0x22, 0xC0, 0xAF, 0x22], 1, 2, "byte 0xC0 starts an overlong encoding"),
            ([0x22, 0xC1, 0x81, 0x22], 1, 2, "byte 0xC1 starts an overlong encoding"),
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 2, "bytes 0xE0 0x80 0xAF are an overlong encoding"),
            ([0x22, 0xE0, 0x9F, 0xBF, 0x22], 1, 2, "bytes 0xE0 0x9F 0xBF are an overlong encoding"),
            ([0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], 1, 2, "bytes 0xF0 0x8F 0xBF 0xBF are an overlong encoding"),
            (
                [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2,
                "bytes 0xED 0xA0 0x80 encode a UTF-16 surrogate, which UTF-8 does not allow"
            ),
            (
                [0x22, 0xED, 0xBF, 0xBF, 0x22], 1, 2,
                "bytes 0xED 0xBF 0xBF encode a UTF-16 surrogate, which UTF-8 does not allow"
            ),
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "bytes 0xF4 0x90 0x80 0x80 encode a value above U+10FFFF"),
            ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1, 2, "byte 0xF5 never appears in UTF-8"),
            ([0xFF], 1, 1, "byte 0xFF never appears in UTF-8"),
            ([0x22, 0xE6, 0x97], 1, 2, "byte 0xE6 starts a 3-byte character, but it is cut short after 2 bytes"),
            ([0x22, 0xE6, 0x41, 0x22], 1, 2, "byte 0xE6 starts a 3-byte character, but it is cut short after 1 byte"),
            (
                [0x22, 0xF0, 0x9F, 0x98, 0x22], 1, 2,
                "byte 0xF0 starts a 4-byte character, but it is cut short after 3 bytes"
            ),
            (
                Array("{\n  \"日本\": \"".utf8) + [0xFF, 0x22, 0x7D], 2, 10,
                "byte 0xFF never appears in UTF-8"
            ),
            (
                Array("{\"k\": 1}\r\n\t".utf8) + [0xC3], 2, 2,
                "byte 0xC3 starts a 2-byte character, but it is cut short after 1 byte"
            ),
            ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1, "it starts with a UTF-16 byte order mark (0xFF 0xFE)"),
            ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], 1, 1, "it starts with a UTF-16 byte order mark (0xFE 0xFF)"),
            ([0xEF, 0xBB, 0xBF, 0x5B, 0xFF, 0x5D], 1, 2, "byte 0xFF never appears in UTF-8"),
        ] as [([UInt8], Int, Int, String)]
    )
    func invalidUTF8IsReportedAtItsFirstByte(bytes: [UInt8], line: Int, column: Int, reason: String) {
        let error = Self.failure(bytes)
        #expect(error?.kind == .notUTF8)
        #expect(error?.position == Self.at(line, column))
        #expect(error?.message == "the file is not valid UTF-8: \(reason); save it as UTF-8")
    }

    @Test func theLargestScalarsOfEachLengthAreValidUTF8() throws {
        let text = "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{FFFF}\u{10000}\u{10FFFF}"
        #expect(Self.string(try Self.read("\"\(text)\"")) == text)
    }

    @Test func invalidUTF8IsReportedEvenAfterASyntaxError() {
        // The encoding is checked first: a file that is not UTF-8 is that, before anything else.
        let error = Self.failure(Array("[1,, \"".utf8) + [0xFF, 0x22, 0x5D])
        #expect(error?.kind == .notUTF8)
        #expect(error?.position == Self.at(1, 7))
    }

    // MARK: - Nesting

    @Test func nestingUpToTheLimitIsRead() throws {
        var node = try Self.read(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
        var depth = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            depth += 1
        }
        #expect(depth == 64)
        #expect(node.position == Self.at(1, 64))
    }

    @Test func nestingPastTheLimitStopsAtTheBracketThatExceedsIt() {
        let lists = Self.failure(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        #expect(
            lists
                == JSONSyntaxError(
                    kind: .nestingTooDeep,
                    message: "objects and lists nest deeper than 64 levels here, so reading stopped",
                    position: Self.at(1, 65)
                )
        )
        // Each `{"a":` is five characters, so the 65th object opens at column 64 * 5 + 1.
        let objects = Self.failure(String(repeating: "{\"a\":", count: 100))
        #expect(objects?.kind == .nestingTooDeep)
        #expect(objects?.position == Self.at(1, 321))
        let mixed = Self.failure(String(repeating: "[{\"k\":\n", count: 40))
        #expect(mixed?.kind == .nestingTooDeep)
        #expect(mixed?.position == Self.at(33, 1))
    }

    @Test func aTighterNestingLimitIsHonoured() throws {
        _ = try Self.read("[[]]", maxDepth: 2)
        #expect(Self.failure("[[[]]]", maxDepth: 2)?.position == Self.at(1, 3))
        #expect(Self.failure("{\"a\": {}}", maxDepth: 1)?.position == Self.at(1, 7))
        #expect(Self.failure("[]", maxDepth: 0)?.kind == .nestingTooDeep)
        #expect(Self.failure("[]", maxDepth: -5)?.kind == .nestingTooDeep)
        #expect(Self.number(try Self.read("1", maxDepth: 0))?.integer == 1)
    }

    // MARK: - Hostile input

    @Test(.timeLimit(.minutes(1)))
    func aMillionOpenBracketsStopAtTheNestingLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = Self.failure(bytes)
        #expect(error?.kind == .nestingTooDeep)
        #expect(error?.position == Self.at(1, 65))
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionOpenBracketsWithoutALimitDoNotOverflowTheStack() {
        // The parser keeps open containers on the heap, so even an unbounded limit only costs memory.
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = Self.failure(bytes, maxDepth: .max)
        #expect(error?.kind == .syntax)
        #expect(error?.position == Self.at(1, 1_000_001))
        #expect(error?.message == "expected a value or ']', found the end of the file")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFiveMegabyteStringIsReadInOnePass() throws {
        let count = 5_000_000
        let ascii = try Self.read("[\"" + String(repeating: "a", count: count) + "\", 1]")
        #expect(Self.string(Self.elements(ascii).first)?.utf8.count == count)
        #expect(Self.elements(ascii).last?.position == Self.at(1, count + 6))

        // Multi-byte characters and escapes along the way: columns still count characters.
        let characters = 1_000_000
        let mixed = try Self.read("[\"" + String(repeating: "日\\n", count: characters) + "\", true]")
        #expect(Self.string(Self.elements(mixed).first)?.unicodeScalars.count == 2 * characters)
        #expect(Self.elements(mixed).last?.position == Self.at(1, 3 * characters + 6))
    }

    @Test(.timeLimit(.minutes(1)))
    func aHundredThousandMembersAndItemsAreReadInLinearTime() throws {
        let count = 100_000
        let object = "{\n" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n") + "\n}"
        let members = Self.members(try Self.read(object))
        #expect(members.count == count)
        #expect(members.last?.key == "k\(count - 1)")
        #expect(members.last?.keyPosition == Self.at(count + 1, 1))
        #expect(Self.number(members.last?.value)?.integer == count - 1)

        let list = "[" + String(repeating: "{\"a\": [null]}, ", count: count) + "0]"
        let elements = Self.elements(try Self.read(list))
        #expect(elements.count == count + 1)
        #expect(elements.last?.position == Self.at(1, 2 + 15 * count))

        // Every member with the same key: all are kept.
        let same = "{" + String(repeating: "\"a\": 1, ", count: count) + "\"a\": 2}"
        #expect(Self.members(try Self.read(same)).count == count + 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aHugeNumberLiteralIsKeptAsWritten() throws {
        let digits = String(repeating: "9", count: 1_000_000)
        let number = try #require(Self.number(try Self.read(digits)))
        #expect(number.text.utf8.count == 1_000_000)
        #expect(number.integer == nil)
        #expect(number.double == .infinity)
    }

    // MARK: - A typical payload

    static let typicalPayload: String = {
        let items = (0..<30).map { index in
            """
                {"id": "item-\(index)", "title": "Übersicht \(index) — 日本語 😀", "price": \(index).99, "tags": ["a", "b\\n"], "seen": \(index % 2 == 0)}
            """
        }
        return """
            {
              "aps": {
                "alert": {
                  "title": "Game Request",
                  "subtitle": "Five Card Draw",
                  "body": "Bob wants to play poker \\u2660\\uFE0F",
                  "loc-key": "GAME_PLAY_REQUEST_FORMAT",
                  "loc-args": ["Jenna", "Frank"]
                },
                "badge": 9,
                "sound": {"critical": 1, "name": "bingbong.aiff", "volume": 0.75},
                "category": "GAME_INVITATION",
                "thread-id": "game-42",
                "mutable-content": 1,
                "interruption-level": "time-sensitive",
                "relevance-score": 0.5
              },
              "gameID": "12345678",
              "items": [
            \(items.joined(separator: ",\n"))
              ]
            }
            """
    }()

    @Test func aTypicalPayloadIsReadCorrectly() throws {
        #expect((3_500...5_000).contains(Self.typicalPayload.utf8.count))
        let root = try Self.read(Self.typicalPayload)
        #expect(Self.string(root["aps"]?["alert"]?["body"]) == "Bob wants to play poker \u{2660}\u{FE0F}")
        #expect(root["aps"]?["badge"]?.position == Self.at(10, 14))
        #expect(Self.number(root["aps"]?["sound"]?["volume"])?.double == 0.75)
        let items = Self.elements(root["items"])
        #expect(items.count == 30)
        #expect(items.last?.position == Self.at(49, 5))
        #expect(Self.string(items.last?["title"]) == "Übersicht 29 — 日本語 😀")
        #expect(items.last?["price"]?.position == Self.at(49, 65))
    }
}
