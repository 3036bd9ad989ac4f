/// A strict RFC 8259 JSON reader that keeps where every key and value starts.
///
/// Foundation's `JSONSerialization` gives no positions, and the YAML reader accepts text JSON does not (and rejects
/// some JSON it should accept), so push payload files are read with this instead.
///
/// - Exactly RFC 8259: one value surrounded by optional whitespace (space, tab, LF, CR); no comments, trailing
///   commas, single quotes, unquoted keys, `NaN`/`Infinity`, hex or leading zeros. A UTF-8 byte order mark at the
///   start is skipped.
/// - The whole input must be well-formed UTF-8; that is checked first, so a file that is not UTF-8 is reported as
///   such (``JSONSyntaxError/Kind/notUTF8``) even when it also has a syntax error earlier on.
/// - Iterative, with an explicit stack of open containers, so nesting costs heap, not call stack; and linear in the
///   size of the input. Nesting is still capped (``maxDepth``) because code that walks the tree recurses, and so
///   does releasing it.
package enum JSONReader {
    /// The default cap on how deep objects and lists may nest; an APNs payload needs a handful of levels.
    static let maxDepth = 64

    /// Reads one JSON value from UTF-8 bytes.
    ///
    /// - Parameter maxDepth: how many objects and lists may be open at once; the bracket that would open one more
    ///   is reported as ``JSONSyntaxError/Kind/nestingTooDeep``. Negative values act as 0 (no containers at all).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maxDepth: Int = JSONReader.maxDepth
    ) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, maxDepth: max(0, maxDepth))
        return try parser.readDocument()
    }

    /// Reads one JSON value from UTF-8 bytes.
    package static func read(_ bytes: [UInt8], maxDepth: Int = JSONReader.maxDepth) throws(JSONSyntaxError) -> JSONNode
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in try read(buffer, maxDepth: maxDepth) }
    }
}

// MARK: - Parser

private enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let equals = UInt8(ascii: "=")

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- zero < 10
    }

    /// Letters, digits, `_` and `$`: the characters of a bare word such as `true`, `NaN` or an unquoted key.
    static func isWord(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$")
    }
}

/// One object or list that is open while the parser reads its contents.
private struct OpenContainer {
    let isObject: Bool
    let position: JSONPosition
    var members: [JSONNode.Member] = []
    var elements: [JSONNode] = []
    /// The key whose value is being read (objects only).
    var key = ""
    var keyPosition = JSONPosition(line: 0, column: 0)

    init(isObject: Bool, position: JSONPosition) {
        self.isObject = isObject
        self.position = position
    }

    var noun: String {
        isObject ? "object" : "list"
    }
}

private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The first byte after a byte order mark, if there is one.
    let start: Int
    let end: Int
    var offset: Int
    // Where `offset` is, kept up to date as the parser moves. Line breaks occur only outside strings and
    // multi-byte characters only inside them, so whitespace skipping counts lines and string scanning counts
    // UTF-8 continuation bytes, which take no column.
    var line = 1
    var lineStart: Int
    var continuationBytesOnLine = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        end = bytes.count
        start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        offset = start
        lineStart = start
    }

    var position: JSONPosition {
        JSONPosition(line: line, column: offset - lineStart - continuationBytesOnLine + 1)
    }

    // MARK: Document

    mutating func readDocument() throws(JSONSyntaxError) -> JSONNode {
        if let bad = firstIllFormedUTF8() {
            throw JSONSyntaxError(kind: .notUTF8, message: utf8Message(at: bad), position: position(of: bad))
        }
        skipWhitespace()
        guard offset < end else {
            let what = start == end ? "the file is empty" : "the file holds only whitespace"
            throw JSONSyntaxError(
                kind: .empty,
                message: "\(what); expected a JSON value",
                position: JSONPosition(line: 1, column: 1)
            )
        }

        var open: [OpenContainer] = []
        // The offset of the ',' just read in a list, so a trailing comma can be pointed at.
        var commaOffset: Int? = nil

        readValue: while true {
            // A value starts here (whitespace is already skipped).
            let valuePosition = position
            guard offset < end else { throw valueExpected(open: open, commaOffset: commaOffset) }
            var node: JSONNode
            let byte = bytes[offset]
            switch byte {
            case ASCII.openBrace, ASCII.openBracket:
                guard open.count < maxDepth else {
                    throw JSONSyntaxError(
                        kind: .nestingTooDeep,
                        message: "objects and lists nest deeper than \(maxDepth) levels here, so reading stopped",
                        position: valuePosition
                    )
                }
                let isObject = byte == ASCII.openBrace
                offset += 1
                skipWhitespace()
                if offset < end, bytes[offset] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    offset += 1
                    node = JSONNode(value: isObject ? .object([]) : .array([]), position: valuePosition)
                } else {
                    var container = OpenContainer(isObject: isObject, position: valuePosition)
                    if isObject { try readMemberName(into: &container, commaOffset: nil) }
                    open.append(container)
                    commaOffset = nil
                    continue readValue
                }
            case ASCII.quote:
                node = JSONNode(value: .string(try readString()), position: valuePosition)
            case ASCII.minus, ASCII.zero...ASCII.nine:
                node = JSONNode(value: .number(try readNumber()), position: valuePosition)
            default:
                let word = wordEnd(from: offset)
                switch word - offset {
                case 4 where matches("true", at: offset): node = JSONNode(value: .bool(true), position: valuePosition)
                case 5 where matches("false", at: offset):
                    node = JSONNode(value: .bool(false), position: valuePosition)
                case 4 where matches("null", at: offset): node = JSONNode(value: .null, position: valuePosition)
                default: throw valueExpected(open: open, commaOffset: commaOffset)
                }
                offset = word
            }

            // A value is complete: add it to the innermost open container, closing containers as they end.
            while !open.isEmpty {
                let top = open.count - 1
                if open[top].isObject {
                    let member = JSONNode.Member(key: open[top].key, keyPosition: open[top].keyPosition, value: node)
                    open[top].members.append(member)
                } else {
                    open[top].elements.append(node)
                }
                skipWhitespace()
                guard offset < end else { throw commaOrCloseExpected(in: open[top]) }
                switch bytes[offset] {
                case ASCII.comma:
                    commaOffset = offset
                    offset += 1
                    skipWhitespace()
                    if open[top].isObject { try readMemberName(into: &open[top], commaOffset: commaOffset) }
                    continue readValue
                case open[top].isObject ? ASCII.closeBrace : ASCII.closeBracket:
                    offset += 1
                    let container = open.removeLast()
                    node = JSONNode(
                        value: container.isObject ? .object(container.members) : .array(container.elements),
                        position: container.position
                    )
                default:
                    throw commaOrCloseExpected(in: open[top])
                }
            }

            skipWhitespace()
            guard offset == end else { throw textAfterValue() }
            return node
        }
    }

    /// Reads `"name"`, the `:` after it and the whitespace after that, leaving `offset` at the member's value.
    private mutating func readMemberName(
        into container: inout OpenContainer,
        commaOffset: Int?
    ) throws(JSONSyntaxError) {
        guard offset < end, bytes[offset] == ASCII.quote else {
            throw memberNameExpected(commaOffset: commaOffset)
        }
        let keyPosition = position
        let key = try readString()
        skipWhitespace()
        guard offset < end, bytes[offset] == ASCII.colon else { throw colonExpected(after: key) }
        offset += 1
        skipWhitespace()
        container.key = key
        container.keyPosition = keyPosition
    }

    private mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case ASCII.space, ASCII.tab:
                offset += 1
            case ASCII.lineFeed:
                offset += 1
                startLine()
            case ASCII.carriageReturn:
                offset += 1
                if offset < end, bytes[offset] == ASCII.lineFeed { offset += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = offset
        continuationBytesOnLine = 0
    }

    // MARK: Strings

    /// Reads a string whose opening `"` is at `offset`, leaving `offset` after the closing one.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        let openingQuote = offset
        var index = offset + 1
        var runStart = index
        var continuationBytes = 0
        // Only strings with escapes are copied into `decoded`; the rest are made straight from the input.
        var hasEscapes = false
        var decoded: [UInt8] = []
        while true {
            guard index < end else {
                throw syntaxError(
                    "expected '\"' to close the string that starts here, found the end of the file",
                    at: openingQuote
                )
            }
            let byte = bytes[index]
            if byte == ASCII.quote { break }
            if byte == ASCII.backslash {
                hasEscapes = true
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                index = try readEscape(at: index, into: &decoded)
                runStart = index
                continue
            }
            if byte < 0x20 { throw controlCharacterInString(at: index) }
            // Input is well-formed UTF-8 (checked up front), so this counts every character's extra bytes.
            if byte & 0xC0 == 0x80 { continuationBytes += 1 }
            index += 1
        }
        let string: String
        if hasEscapes {
            decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            string = String(decoding: decoded, as: UTF8.self)
        } else {
            string = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
        }
        continuationBytesOnLine += continuationBytes
        offset = index + 1
        return string
    }

    /// Decodes the escape whose `\` is at `index` into `decoded`; returns the index after it.
    private func readEscape(at index: Int, into decoded: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        guard index + 1 < end else { throw invalidEscape(at: index) }
        let simple: UInt8
        switch bytes[index + 1] {
        case ASCII.quote: simple = ASCII.quote
        case ASCII.backslash: simple = ASCII.backslash
        case ASCII.slash: simple = ASCII.slash
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = ASCII.lineFeed
        case UInt8(ascii: "r"): simple = ASCII.carriageReturn
        case UInt8(ascii: "t"): simple = ASCII.tab
        case UInt8(ascii: "u"):
            let unit = try hexEscape(at: index)
            var scalar = unit
            var next = index + 6
            if 0xD800...0xDBFF ~= unit {
                let low: UInt32?
                if next + 1 < end, bytes[next] == ASCII.backslash, bytes[next + 1] == UInt8(ascii: "u") {
                    low = try hexEscape(at: next)
                } else {
                    low = nil
                }
                guard let low, 0xDC00...0xDFFF ~= low else {
                    let found = low == nil ? describe(at: next, wholeWord: false) : "'\(text(next..<next + 6))'"
                    throw syntaxError(
                        "lone surrogate '\(text(index..<index + 6))' in a string: expected a low surrogate escape "
                            + "(\\uDC00 to \\uDFFF) after it, found \(found)",
                        at: index
                    )
                }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                next += 6
            } else if 0xDC00...0xDFFF ~= unit {
                throw syntaxError(
                    "lone surrogate '\(text(index..<index + 6))' in a string: a low surrogate escape must follow "
                        + "a high surrogate escape (\\uD800 to \\uDBFF)",
                    at: index
                )
            }
            Self.appendUTF8(of: scalar, to: &decoded)
            return next
        default:
            throw invalidEscape(at: index)
        }
        decoded.append(simple)
        return index + 2
    }

    /// The code unit of the `\uXXXX` escape whose `\` is at `index`.
    private func hexEscape(at index: Int) throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for digitIndex in index + 2..<index + 6 {
            let byte = digitIndex < end ? bytes[digitIndex] : 0
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw syntaxError(
                    "invalid escape in a string: expected 4 hex digits after '\\u', found "
                        + describe(at: digitIndex, wholeWord: false),
                    at: index
                )
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    private static func appendUTF8(of scalar: UInt32, to decoded: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            decoded.append(UInt8(scalar))
        case ..<0x800:
            decoded.append(UInt8(0xC0 | scalar >> 6))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            decoded.append(UInt8(0xE0 | scalar >> 12))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        default:
            decoded.append(UInt8(0xF0 | scalar >> 18))
            decoded.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            decoded.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            decoded.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: Numbers

    /// Reads a number whose `-` or first digit is at `offset`, leaving `offset` after it.
    private mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
        let numberStart = offset
        var index = offset
        if bytes[index] == ASCII.minus { index += 1 }
        guard index < end, ASCII.isDigit(bytes[index]) else {
            var message = "expected a digit after '-', found \(describe(at: index))"
            if index < end, ["nan", "infinity", "inf"].contains(text(index..<wordEnd(from: index)).lowercased()) {
                message += "; JSON has no NaN or Infinity"
            }
            throw syntaxError(message, at: index)
        }
        if bytes[index] == ASCII.zero {
            index += 1
            if index < end, ASCII.isDigit(bytes[index]) {
                throw invalidNumber(at: numberStart, hint: "a number cannot start with a leading zero")
            }
        } else {
            while index < end, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] == ASCII.dot {
            index += 1
            guard index < end, ASCII.isDigit(bytes[index]) else {
                throw syntaxError(
                    "expected a digit after '.' in the number '\(text(numberStart..<index))', found "
                        + describe(at: index, wholeWord: false),
                    at: index
                )
            }
            while index < end, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus { index += 1 }
            guard index < end, ASCII.isDigit(bytes[index]) else {
                throw syntaxError(
                    "expected a digit in the exponent of the number '\(text(numberStart..<index))', found "
                        + describe(at: index, wholeWord: false),
                    at: index
                )
            }
            while index < end, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, ASCII.isWord(bytes[index]) || bytes[index] == ASCII.dot {
            let isHex =
                index == numberStart + 1 + (bytes[numberStart] == ASCII.minus ? 1 : 0)
                && bytes[index] | 0x20 == UInt8(ascii: "x")
            throw invalidNumber(at: numberStart, hint: isHex ? "JSON numbers are decimal, not hexadecimal" : nil)
        }
        offset = index
        return JSONNumber(text: text(numberStart..<index))
    }

    private func invalidNumber(at numberStart: Int, hint: String?) -> JSONSyntaxError {
        var index = numberStart
        while index < end, ASCII.isWord(bytes[index]) || [ASCII.dot, ASCII.plus, ASCII.minus].contains(bytes[index]) {
            index += 1
        }
        return syntaxError(
            "invalid number \(quotedExcerpt(numberStart..<index))" + (hint.map { ": \($0)" } ?? ""),
            at: numberStart
        )
    }

    // MARK: Words

    /// The end of the run of word characters starting at `index`.
    private func wordEnd(from index: Int) -> Int {
        var wordEnd = index
        while wordEnd < end, ASCII.isWord(bytes[wordEnd]) { wordEnd += 1 }
        return wordEnd
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { literalBytes in
            literalBytes.elementsEqual(UnsafeBufferPointer(rebasing: bytes[index..<index + count]))
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `'text'` for ASCII word and number characters, cut to 24 characters with "…".
    private func quotedExcerpt(_ range: Range<Int>) -> String {
        let limit = 24
        if range.count > limit { return "'\(text(range.lowerBound..<range.lowerBound + limit))…'" }
        return "'\(text(range))'"
    }

    // MARK: UTF-8

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (Unicode table 3-7).
    private func firstIllFormedUTF8() -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index < end {
            if bytes[index] < 0x80 {
                index += 1
                // ASCII eight bytes at a time.
                while index + 8 <= end {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
                continue
            }
            let length = wellFormedLength(at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// What a lead byte needs: the sequence length and the range allowed for the byte after it.
    private static func sequenceShape(of lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }

    /// The length of the well-formed multi-byte sequence at `index`, or 0 when it is ill-formed.
    private func wellFormedLength(at index: Int) -> Int {
        guard let shape = Self.sequenceShape(of: bytes[index]) else { return 0 }
        guard index + shape.length <= end, shape.second ~= bytes[index + 1] else { return 0 }
        for continuation in index + 2..<index + shape.length where bytes[continuation] & 0xC0 != 0x80 { return 0 }
        return shape.length
    }

    private func utf8Message(at index: Int) -> String {
        let lead = bytes[index]
        let reason: String
        if index == 0, end >= 2, (lead == 0xFF && bytes[1] == 0xFE) || (lead == 0xFE && bytes[1] == 0xFF) {
            reason = "it starts with a UTF-16 byte order mark (\(Self.hex(lead)) \(Self.hex(bytes[1])))"
        } else if let shape = Self.sequenceShape(of: lead) {
            // The continuation bytes that are there, up to the sequence's length.
            var sequenceEnd = index + 1
            while sequenceEnd < min(end, index + shape.length), bytes[sequenceEnd] & 0xC0 == 0x80 { sequenceEnd += 1 }
            let shown = bytes[index..<sequenceEnd].map(Self.hex).joined(separator: " ")
            if sequenceEnd > index + 1, !(shape.second ~= bytes[index + 1]) {
                switch lead {
                case 0xED: reason = "bytes \(shown) encode a UTF-16 surrogate, which UTF-8 does not allow"
                case 0xF4: reason = "bytes \(shown) encode a value above U+10FFFF"
                default: reason = "bytes \(shown) are an overlong encoding"
                }
            } else {
                let found = sequenceEnd - index
                reason =
                    "byte \(Self.hex(lead)) starts a \(shape.length)-byte character, but it is cut short after "
                    + (found == 1 ? "1 byte" : "\(found) bytes")
            }
        } else if lead & 0xC0 == 0x80 {
            reason = "byte \(Self.hex(lead)) continues a character, but no character starts before it"
        } else if lead == 0xC0 || lead == 0xC1 {
            reason = "byte \(Self.hex(lead)) starts an overlong encoding"
        } else {
            reason = "byte \(Self.hex(lead)) never appears in UTF-8"
        }
        return "the file is not valid UTF-8: \(reason); save it as UTF-8"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (byte < 0x10 ? "0" : "") + digits
    }

    /// The scalar starting at `index`, which must be the start of a character (the input is well-formed UTF-8).
    private func scalar(at index: Int) -> Unicode.Scalar {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
        for continuation in index + 1..<min(end, index + length) {
            value = value << 6 | UInt32(bytes[continuation] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    // MARK: Positions and messages

    /// The position of any byte before the current one, found by counting from the start. Used only for errors,
    /// once per read.
    private func position(of target: Int) -> JSONPosition {
        var line = 1
        var column = 1
        var index = start
        while index < target {
            switch bytes[index] {
            case ASCII.lineFeed:
                line += 1
                column = 1
            case ASCII.carriageReturn:
                if index + 1 < target, bytes[index + 1] == ASCII.lineFeed { index += 1 }
                line += 1
                column = 1
            case let byte where byte & 0xC0 != 0x80:
                column += 1
            default:
                break
            }
            index += 1
        }
        return JSONPosition(line: line, column: column)
    }

    private func syntaxError(_ message: String, at index: Int) -> JSONSyntaxError {
        JSONSyntaxError(kind: .syntax, message: message, position: position(of: index))
    }

    /// What is at `index`, for "found …": `'x'`, a whole bare word like `'NaN'`, "a comment '//'",
    /// "the end of the file", or a code point for characters that do not print.
    private func describe(at index: Int, wholeWord: Bool = true) -> String {
        guard index < end else { return "the end of the file" }
        let byte = bytes[index]
        switch byte {
        case ASCII.slash where index + 1 < end && (bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.star):
            return "a comment '\(text(index..<index + 2))'"
        case _ where wholeWord && ASCII.isWord(byte):
            return quotedExcerpt(index..<wordEnd(from: index))
        case ASCII.apostrophe:
            return "'\\''"
        case ASCII.backslash:
            return "'\\\\'"
        case 0x21..<0x7F, ASCII.space:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case ASCII.tab:
            return "a tab"
        case ASCII.lineFeed, ASCII.carriageReturn:
            return "a line break"
        case ..<0x80:
            return "the control character \(Self.codePoint(UInt32(byte)))"
        default:
            let scalar = scalar(at: index)
            switch scalar.value {
            case 0xA0: return "a no-break space (U+00A0)"
            case 0x200B: return "a zero-width space (U+200B)"
            case 0xFEFF: return "a byte order mark (U+FEFF)"
            default:
                if Self.isPrintable(scalar) { return "'\(Character(scalar))' (\(Self.codePoint(scalar.value)))" }
                return "the character \(Self.codePoint(scalar.value))"
            }
        }
    }

    private static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether a non-ASCII scalar can be shown as itself in a message (not a control, format, mark or space
    /// character, which would be invisible or change how the message prints).
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            false
        default:
            true
        }
    }

    /// A key as it appears in a message: double-quoted with JSON escapes, cut to 40 characters with "…".
    private static func quoted(_ key: String) -> String {
        var result = "\""
        for (count, scalar) in key.unicodeScalars.enumerated() {
            if count == 40 {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                if !scalar.isASCII && isPrintable(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 {
                        let digits = String(unit, radix: 16, uppercase: true)
                        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    }
                }
            }
        }
        return result + "\""
    }

    /// Curly quotes that word processors substitute for `"` and `'`.
    private func isCurlyQuote(at index: Int) -> Bool {
        guard index < end, bytes[index] == 0xE2 else { return false }
        return [0x2018, 0x2019, 0x201C, 0x201D].contains(scalar(at: index).value)
    }

    private func isComment(at index: Int) -> Bool {
        index + 1 < end && bytes[index] == ASCII.slash
            && (bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.star)
    }

    /// Advice for something found where a value should start.
    private func valueHint(at index: Int) -> String? {
        guard index < end else { return nil }
        if isComment(at: index) { return "JSON has no comments" }
        if isCurlyQuote(at: index) { return "JSON strings use straight double quotes '\"'" }
        switch bytes[index] {
        case ASCII.apostrophe: return "JSON strings use double quotes"
        case ASCII.plus: return "JSON numbers have no '+' sign"
        case ASCII.dot: return "a number starts with a digit, as in 0.5"
        case let byte where ASCII.isWord(byte):
            let word = text(index..<wordEnd(from: index))
            let lowercased = word.lowercased()
            for literal in ["true", "false", "null"] {
                if lowercased == literal { return "JSON literals are lowercase: '\(literal)'" }
                if word.count >= 2, literal.hasPrefix(word) || word.hasPrefix(literal) {
                    return "did you mean '\(literal)'?"
                }
            }
            switch lowercased {
            case "nan", "infinity", "inf": return "JSON has no NaN or Infinity"
            case "undefined", "none", "nil": return "JSON writes a missing value as null"
            default: return "JSON strings use double quotes"
            }
        default: return nil
        }
    }

    private func valueExpected(open: [OpenContainer], commaOffset: Int?) -> JSONSyntaxError {
        var expected = "expected a JSON value"
        var hint = valueHint(at: offset)
        var errorOffset = offset
        if let container = open.last {
            if container.isObject {
                expected = "expected the value of \(Self.quoted(container.key)) after ':'"
            } else if let commaOffset {
                expected = "expected a value after ','"
                if offset < end, bytes[offset] == ASCII.closeBracket {
                    hint = "remove the comma after the last item"
                    errorOffset = commaOffset
                }
            } else {
                expected = "expected a value or ']'"
            }
        }
        return syntaxError(
            "\(expected), found \(describe(at: offset))" + (hint.map { "; \($0)" } ?? ""),
            at: errorOffset
        )
    }

    private func memberNameExpected(commaOffset: Int?) -> JSONSyntaxError {
        let expected =
            commaOffset == nil
            ? "expected a member name in double quotes or '}'" : "expected a member name in double quotes after ','"
        var hint: String? = nil
        var errorOffset = offset
        if offset < end {
            let byte = bytes[offset]
            if isComment(at: offset) {
                hint = "JSON has no comments"
            } else if isCurlyQuote(at: offset) {
                hint = "JSON strings use straight double quotes '\"'"
            } else if byte == ASCII.apostrophe {
                hint = "JSON strings use double quotes"
            } else if ASCII.isWord(byte) {
                let word = wordEnd(from: offset)
                hint =
                    word - offset <= 24
                    ? "member names must be in double quotes, as in \"\(text(offset..<word))\""
                    : "member names must be in double quotes"
            } else if byte == ASCII.closeBrace, let commaOffset {
                hint = "remove the comma after the last member"
                errorOffset = commaOffset
            }
        }
        return syntaxError(
            "\(expected), found \(describe(at: offset))" + (hint.map { "; \($0)" } ?? ""),
            at: errorOffset
        )
    }

    private func colonExpected(after key: String) -> JSONSyntaxError {
        var message = "expected ':' after the member name \(Self.quoted(key)), found \(describe(at: offset))"
        if offset < end {
            switch bytes[offset] {
            case ASCII.equals: message += "; JSON separates a member name from its value with ':'"
            case ASCII.comma, ASCII.closeBrace: message += "; every member needs ':' and a value"
            case _ where isComment(at: offset): message += "; JSON has no comments"
            default: break
            }
        }
        return syntaxError(message, at: offset)
    }

    private func commaOrCloseExpected(in container: OpenContainer) -> JSONSyntaxError {
        let closer = container.isObject ? "}" : "]"
        let after =
            container.isObject
            ? "the value of \(Self.quoted(container.members.last?.key ?? ""))"
            : "item \(container.elements.count) of the list"
        var message = "expected ',' or '\(closer)' after \(after), found \(describe(at: offset))"
        let opened =
            "the \(container.noun) that opens at line \(container.position.line), "
            + "column \(container.position.column) is not closed"
        if offset >= end {
            message += "; \(opened)"
        } else {
            switch bytes[offset] {
            case _ where isComment(at: offset):
                message += "; JSON has no comments"
            case ASCII.quote where container.isObject:
                message += "; a ',' is missing before the next member"
            case ASCII.quote, ASCII.openBrace, ASCII.openBracket, ASCII.minus, ASCII.zero...ASCII.nine,
                UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                if !container.isObject { message += "; a ',' is missing before the next item" }
            case ASCII.closeBrace, ASCII.closeBracket:
                message += "; \(opened)"
            default:
                break
            }
        }
        return syntaxError(message, at: offset)
    }

    private func textAfterValue() -> JSONSyntaxError {
        var message = "found text after the JSON value: \(describe(at: offset))"
        switch bytes[offset] {
        case _ where isComment(at: offset): message += "; JSON has no comments"
        case ASCII.closeBrace, ASCII.closeBracket:
            message += "; remove the extra '\(Character(Unicode.Scalar(bytes[offset])))'"
        default: message += "; a file holds exactly one JSON value"
        }
        return syntaxError(message, at: offset)
    }

    private func controlCharacterInString(at index: Int) -> JSONSyntaxError {
        let byte = bytes[index]
        let message: String
        switch byte {
        case ASCII.lineFeed, ASCII.carriageReturn:
            message =
                "found a line break in a string; close the string with '\"' before the end of the line, "
                + "or write the line break as \\n"
        case ASCII.tab:
            message = "found a tab in a string; write it as \\t"
        default:
            let code = Self.codePoint(UInt32(byte))
            message = "found the control character \(code) in a string; write it as \\u\(code.dropFirst(2))"
        }
        return syntaxError(message, at: index)
    }

    private func invalidEscape(at index: Int) -> JSONSyntaxError {
        syntaxError(
            "invalid escape in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found "
                + describe(at: index + 1, wholeWord: false),
            at: index
        )
    }
}
