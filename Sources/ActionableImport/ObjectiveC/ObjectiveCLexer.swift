/// Splits an Objective-C file into tokens, with each token's line and column, and keeps its `#define`s.
///
/// Why a lexer of our own and not libclang: without the iOS SDK's headers clang cannot give
/// `UNNotificationAction *accept = …` a type, and its error recovery then drops exactly the declarations the importer
/// needs. Notification setup code uses a small part of the language, so a faithful lexer and a parser of that part
/// (``ObjectiveCExpressionParser``, ``ObjectiveCEvaluator``) read it on any machine, SDK or not.
///
/// Columns are 1-based and counted in UTF-8 bytes, as clang counts them, so a location can be pasted into an editor
/// that follows compiler output. The lexer runs once over the bytes (no backtracking), so its time is linear in the
/// file's size whatever the bytes are.
struct ObjectiveCLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Only whitespace and comments so far on this line: a `#` here starts a preprocessor line.
    private var atLineStart = true
    private var spaceBefore = true
    private var tokens: [ObjectiveCToken] = []
    private var macros: [ObjectiveCMacro] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The file's tokens and macros, or why it is not Objective-C: not UTF-8, an unterminated string, character
    /// literal or comment, a stray `@`.
    static func lex(_ bytes: [UInt8]) -> Result<ObjectiveCLexedFile, ObjectiveCSyntaxError> {
        if let invalid = firstInvalidUTF8(bytes) { return .failure(invalid) }
        var lexer = ObjectiveCLexer(bytes: bytes)
        do {
            try lexer.run()
        } catch {
            return .failure(error)
        }
        return .success(ObjectiveCLexedFile(tokens: lexer.tokens, macros: lexer.macros))
    }

    /// Where the first byte that is not UTF-8 is, as an error.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> ObjectiveCSyntaxError? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += scalar.count
            case .error:
                return ObjectiveCSyntaxError(
                    message: "the file is not UTF-8 (byte \(offset)); convert it to UTF-8 (Xcode: File Inspector,"
                        + " Text Encoding) and import again",
                    line: line, column: offset - lineStart + 1)
            case .emptyInput:
                return nil
            }
        }
    }

    // MARK: - The loop

    private mutating func run() throws(ObjectiveCSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                newline()
            } else if Self.isSpace(byte) {
                index += 1
                spaceBefore = true
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else if byte == UInt8(ascii: "#") && atLineStart {
                try directive()
            } else if byte == UInt8(ascii: "\\") && continuationAhead() {
                skipContinuation()
            } else {
                let token = try lexToken()
                Self.append(token, to: &tokens)
                atLineStart = false
                spaceBefore = false
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private var column: Int { index - lineStart + 1 }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
        atLineStart = true
        spaceBefore = true
    }

    /// A backslash that ends the line: the line goes on on the next one.
    private func continuationAhead() -> Bool {
        peek(1) == UInt8(ascii: "\n") || (peek(1) == UInt8(ascii: "\r") && peek(2) == UInt8(ascii: "\n"))
    }

    private mutating func skipContinuation() {
        index += peek(1) == UInt8(ascii: "\r") ? 2 : 1
        let wasAtLineStart = atLineStart
        newline()
        atLineStart = wasAtLineStart
    }

    /// Appends a token, joining adjacent string literals (`@"a" @"b"`, `@"a" "b"`) as the compiler does.
    private static func append(_ token: ObjectiveCToken, to tokens: inout [ObjectiveCToken]) {
        if token.kind == .string, let last = tokens.indices.last, tokens[last].kind == .string {
            tokens[last].text += token.text
            tokens[last].end = token.end
        } else {
            tokens.append(token)
        }
    }

    // MARK: - Comments and preprocessor lines

    /// A `//` comment, up to the end of the line (a backslash at the end continues it, as in C).
    private mutating func skipLineComment() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && continuationAhead() {
                skipContinuation()
            } else if bytes[index] == UInt8(ascii: "\n") {
                break
            } else {
                index += 1
            }
        }
        spaceBefore = true
    }

    private mutating func skipBlockComment() throws(ObjectiveCSyntaxError) {
        let startLine = line
        let startColumn = column
        let wasAtLineStart = atLineStart
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                index += 2
                spaceBefore = true
                atLineStart = wasAtLineStart
                return
            }
            if bytes[index] == UInt8(ascii: "\n") {
                newline()
            } else {
                index += 1
            }
        }
        throw ObjectiveCSyntaxError(
            message: "a comment opened with `/*` is never closed; add the `*/` it lacks", line: startLine,
            column: startColumn)
    }

    /// A preprocessor line: `#define` is lexed and kept as a macro, every other line is skipped (`#import` names
    /// a header the importer does not need: all files are given to it).
    private mutating func directive() throws(ObjectiveCSyntaxError) {
        let startLine = line
        let startColumn = column
        index += 1
        skipHorizontalSpace()
        var name = ""
        if index < bytes.count, Self.isIdentifierStart(bytes[index]) {
            let start = index
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            name = String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard name == "define" else {
            skipRestOfDirective()
            return
        }
        var body: [ObjectiveCToken] = []
        spaceBefore = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                break
            } else if byte == UInt8(ascii: "\\") && continuationAhead() {
                skipContinuation()
            } else if Self.isSpace(byte) {
                index += 1
                spaceBefore = true
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
            } else {
                Self.append(try lexToken(), to: &body)
                spaceBefore = false
            }
        }
        atLineStart = true
        if let macro = Self.macro(from: body, line: startLine, column: startColumn) { macros.append(macro) }
    }

    private mutating func skipHorizontalSpace() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && continuationAhead() {
                skipContinuation()
            } else if bytes[index] != UInt8(ascii: "\n") && Self.isSpace(bytes[index]) {
                index += 1
            } else {
                break
            }
        }
    }

    /// The rest of a preprocessor line other than `#define`, taken as is (`#pragma mark - Don't` is no character
    /// literal), comments excepted, so that a `/*` on it cannot hide the lines after it.
    private mutating func skipRestOfDirective() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                break
            } else if byte == UInt8(ascii: "\\") && continuationAhead() {
                skipContinuation()
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                // An unterminated comment on a skipped line ends the file's code; it is not worth an error.
                if (try? skipBlockComment()) == nil { index = bytes.count }
            } else {
                index += 1
            }
        }
        atLineStart = true
    }

    /// `NAME body` or `NAME(a, b) body` (the `(` right after the name) as a macro.
    private static func macro(from tokens: [ObjectiveCToken], line: Int, column: Int) -> ObjectiveCMacro? {
        guard let name = tokens.first, name.kind == .identifier, !name.text.hasPrefix("@") else { return nil }
        guard tokens.count > 1, tokens[1].isPunctuation("("), !tokens[1].spaceBefore else {
            return ObjectiveCMacro(
                name: name.text, parameters: nil, body: Array(tokens.dropFirst()), line: line, column: column)
        }
        var parameters: [String] = []
        var index = 2
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(")") {
                return ObjectiveCMacro(
                    name: name.text, parameters: parameters, body: Array(tokens[(index + 1)...]), line: line,
                    column: column)
            } else if token.kind == .identifier {
                parameters.append(token.text)
            } else if token.isPunctuation("...") {
                parameters.append("__VA_ARGS__")
            } else if !token.isPunctuation(",") {
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: - Tokens

    private static let threeCharacterPunctuation: Set<String> = ["...", "<<=", ">>="]
    private static let twoCharacterPunctuation: Set<String> = [
        "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
        "^=", "##", "::",
    ]

    private mutating func lexToken() throws(ObjectiveCSyntaxError) -> ObjectiveCToken {
        let start = index
        let startColumn = column
        let byte = bytes[index]
        func token(_ kind: ObjectiveCToken.Kind, _ text: String) -> ObjectiveCToken {
            ObjectiveCToken(
                kind: kind, text: text, start: start, end: index, line: line, column: startColumn,
                spaceBefore: spaceBefore)
        }
        if Self.isIdentifierStart(byte) {
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if text == "L" || text == "u8" || text == "u" || text == "U", let next = peek(0) {
                if next == UInt8(ascii: "\"") { return try string(start: start, column: startColumn) }
                if next == UInt8(ascii: "'") { return try character(start: start, column: startColumn) }
            }
            return token(.identifier, text)
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            index += 1
            while index < bytes.count {
                let next = bytes[index]
                if (next == UInt8(ascii: "+") || next == UInt8(ascii: "-"))
                    && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(
                        bytes[index - 1])
                {
                    index += 1
                } else if Self.isIdentifierPart(next) || next == UInt8(ascii: ".") {
                    index += 1
                } else {
                    break
                }
            }
            return token(.number, String(decoding: bytes[start..<index], as: UTF8.self))
        }
        if byte == UInt8(ascii: "\"") { return try string(start: start, column: startColumn) }
        if byte == UInt8(ascii: "'") { return try character(start: start, column: startColumn) }
        if byte == UInt8(ascii: "@") {
            let next = peek(1)
            if next == UInt8(ascii: "\"") {
                index += 1
                return try string(start: start, column: startColumn)
            }
            if let next, Self.isIdentifierStart(next) {
                index += 1
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                return token(.identifier, String(decoding: bytes[start..<index], as: UTF8.self))
            }
            if let next, Array("[{('-".utf8).contains(next) || Self.isDigit(next) {
                index += 1
                return token(.punctuation, "@")
            }
            throw ObjectiveCSyntaxError(
                message: "a stray `@` (not `@\"…\"`, `@[…]`, `@{…}`, `@(…)`, a number or an `@` keyword); fix the"
                    + " source so that it compiles",
                line: line, column: startColumn)
        }
        for length in [3, 2] where index + length <= bytes.count {
            let spelling = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
            let known = length == 3 ? Self.threeCharacterPunctuation : Self.twoCharacterPunctuation
            if known.contains(spelling) {
                index += length
                return token(.punctuation, spelling)
            }
        }
        index += 1
        return token(.punctuation, String(decoding: [byte], as: UTF8.self))
    }

    /// A string literal from its opening quote (the `@` or prefix already consumed), its escapes decoded.
    private mutating func string(start: Int, column startColumn: Int) throws(ObjectiveCSyntaxError)
        -> ObjectiveCToken
    {
        let startLine = line
        let hadSpace = spaceBefore
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                throw ObjectiveCSyntaxError(
                    message: "a string literal is not closed before the end of its line; add the closing `\"`",
                    line: startLine, column: startColumn)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                if continuationAhead() {
                    skipContinuation()
                    continue
                }
                index += 1
                guard index < bytes.count else { continue }
                decodeEscape(into: &value)
            } else {
                value.append(byte)
                index += 1
            }
        }
        return ObjectiveCToken(
            kind: .string, text: String(decoding: value, as: UTF8.self), start: start, end: index, line: startLine,
            column: startColumn, spaceBefore: hadSpace)
    }

    /// The escape after a backslash (`index` at the character after it).
    private mutating func decodeEscape(into value: inout [UInt8]) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "a"): value.append(0x07)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "v"): value.append(0x0B)
        case UInt8(ascii: "e"): value.append(0x1B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var number = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                number = number * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            value.append(UInt8(truncatingIfNeeded: number))
        case UInt8(ascii: "x"):
            var number = 0
            while index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                number = (number & 0xFFFF) * 16 + digit
                index += 1
            }
            value.append(UInt8(truncatingIfNeeded: number))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            var number: UInt32 = 0
            var digits = 0
            while digits < (byte == UInt8(ascii: "u") ? 4 : 8), index < bytes.count,
                let digit = Self.hexValue(bytes[index])
            {
                number = (number & 0xFF_FFFF) * 16 + UInt32(digit)
                index += 1
                digits += 1
            }
            value.append(contentsOf: Array(String(Unicode.Scalar(number) ?? "\u{FFFD}").utf8))
        default:
            value.append(byte)
        }
    }

    /// A character literal, kept as written (`'a'`): notification code never needs its value.
    private mutating func character(start: Int, column startColumn: Int) throws(ObjectiveCSyntaxError)
        -> ObjectiveCToken
    {
        let startLine = line
        let hadSpace = spaceBefore
        index += 1
        while true {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                throw ObjectiveCSyntaxError(
                    message: "a character literal is not closed before the end of its line; add the closing `'`",
                    line: startLine, column: startColumn)
            }
            if bytes[index] == UInt8(ascii: "'") {
                index += 1
                break
            }
            index += bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count ? 2 : 1
        }
        return ObjectiveCToken(
            kind: .character, text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index,
            line: startLine, column: startColumn, spaceBefore: hadSpace)
    }

    // MARK: - Character classes

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Letters, `_`, `$` and every byte of a non-ASCII character (clang accepts Unicode identifiers).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
