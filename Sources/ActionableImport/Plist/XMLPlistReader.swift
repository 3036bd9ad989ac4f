/// Reads an XML property list into ``PlistNode``s with the line and column of every element and dictionaries in
/// document order.
///
/// Why not Foundation: `PropertyListSerialization` returns an `NSDictionary`, whose order is not the file's, and no
/// positions; `XMLParser` (libxml2 on Linux) reports where a start tag *ends*, not where it starts. The plist vocabulary
/// is small (`plist`, `dict`, `key`, `array`, `string`, `true`, `false`, `integer`, `real`, `date`, `data`), so this
/// reads exactly that, plus what XML allows around it (declaration, `DOCTYPE`, comments, processing instructions,
/// CDATA, the five named entities and character references). Columns count Unicode scalars, 1-based. Input is
/// untrusted: nesting is bounded (``maximumDepth``), every loop advances or ends, and nothing traps.
struct XMLPlistReader {
    /// Why the file does not read, 1-based.
    struct Failure: Error, Sendable, Hashable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Deeper than any category file needs (four levels), shallow enough that the recursion never threatens the stack.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's root value.
    static func read(_ bytes: [UInt8], file: String) -> Result<PlistNode, Failure> {
        if let failure = invalidUTF8(bytes) { return .failure(failure) }
        var reader = XMLPlistReader(bytes: bytes, file: file)
        do {
            return .success(try reader.document())
        } catch {
            return .failure(error)
        }
    }

    /// Where the first byte that is not UTF-8 is, or `nil` for valid UTF-8.
    static func invalidUTF8(_ bytes: [UInt8]) -> Failure? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return Failure(
                    message: "the file is not UTF-8 (an XML plist is UTF-8; convert it with `plutil -convert xml1`)",
                    line: line, column: column)
            }
        }
    }

    // MARK: - Document

    private mutating func document() throws(Failure) -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
        try skipMisc()
        guard peek == UInt8(ascii: "<") else {
            throw failure(peek == nil ? "the file is empty" : "expected <plist>, found text")
        }
        let tag = try startTag()
        let root: PlistNode
        if tag.name == "plist" {
            guard !tag.selfClosing else {
                throw Failure(message: "<plist/> is empty", line: tag.line, column: tag.column)
            }
            try skipMisc()
            if isEndTag {
                throw failure("<plist> holds no value")
            }
            root = try value(depth: 1)
            try skipMisc()
            try endTag("plist", openedAt: tag)
        } else {
            root = try value(startedWith: tag, depth: 1)
        }
        try skipMisc()
        if peek != nil { throw failure("text after the end of the plist") }
        return root
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(Failure) -> PlistNode {
        try skipMisc()
        guard peek == UInt8(ascii: "<") else {
            throw failure(peek == nil ? "the file ends where a value was expected" : "expected an element, found text")
        }
        if isEndTag { throw failure("expected a value, found an end tag") }
        let tag = try startTag()
        return try value(startedWith: tag, depth: depth)
    }

    private mutating func value(startedWith tag: Tag, depth: Int) throws(Failure) -> PlistNode {
        let location = ImportLocation(file: file, line: tag.line, column: tag.column)
        guard depth <= Self.maximumDepth else {
            throw Failure(
                message: "the plist nests deeper than \(Self.maximumDepth) levels", line: tag.line, column: tag.column)
        }
        switch tag.name {
        case "dict":
            var entries: [PlistNode.Entry] = []
            if tag.selfClosing { return PlistNode(value: .dictionary([]), location: location) }
            while true {
                try skipMisc()
                if peek == nil { throw Failure(message: "<dict> is not closed", line: tag.line, column: tag.column) }
                if isEndTag {
                    try endTag("dict", openedAt: tag)
                    return PlistNode(value: .dictionary(entries), location: location)
                }
                guard peek == UInt8(ascii: "<") else { throw failure("expected <key> in <dict>, found text") }
                let keyTag = try startTag()
                guard keyTag.name == "key" else {
                    throw Failure(
                        message: "expected <key> in <dict>, found <\(keyTag.name)>", line: keyTag.line,
                        column: keyTag.column)
                }
                let key = try content(of: keyTag)
                try skipMisc()
                if isEndTag || peek == nil {
                    throw Failure(message: "<key>\(key)</key> has no value", line: keyTag.line, column: keyTag.column)
                }
                let element = try value(depth: depth + 1)
                entries.append(
                    PlistNode.Entry(
                        key: key, keyLocation: ImportLocation(file: file, line: keyTag.line, column: keyTag.column),
                        value: element))
            }
        case "array":
            var elements: [PlistNode] = []
            if tag.selfClosing { return PlistNode(value: .array([]), location: location) }
            while true {
                try skipMisc()
                if peek == nil { throw Failure(message: "<array> is not closed", line: tag.line, column: tag.column) }
                if isEndTag {
                    try endTag("array", openedAt: tag)
                    return PlistNode(value: .array(elements), location: location)
                }
                elements.append(try value(depth: depth + 1))
            }
        case "string":
            return PlistNode(value: .string(try content(of: tag)), location: location)
        case "true", "false":
            if !tag.selfClosing {
                try skipWhitespace()
                try endTag(tag.name, openedAt: tag)
            }
            return PlistNode(value: .bool(tag.name == "true"), location: location)
        case "integer":
            let text = try content(of: tag).trimmingWhitespace
            guard Self.isInteger(text) else {
                throw Failure(
                    message: "<integer> holds \"\(text)\", not an integer", line: tag.line, column: tag.column)
            }
            return PlistNode(value: .integer(text), location: location)
        case "real":
            let text = try content(of: tag).trimmingWhitespace
            guard Double(text) != nil else {
                throw Failure(message: "<real> holds \"\(text)\", not a number", line: tag.line, column: tag.column)
            }
            return PlistNode(value: .real(text), location: location)
        case "date":
            return PlistNode(value: .date(try content(of: tag)), location: location)
        case "data":
            _ = try content(of: tag)
            return PlistNode(value: .data, location: location)
        case "key":
            throw Failure(message: "<key> outside a <dict>", line: tag.line, column: tag.column)
        default:
            throw Failure(
                message: "<\(tag.name)> is not a plist element", line: tag.line, column: tag.column)
        }
    }

    private static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: - Tags

    /// A start tag: its name, whether it is `<name/>`, and where its `<` is.
    private struct Tag {
        var name: String
        var selfClosing: Bool
        var line: Int
        var column: Int
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return bytes.count - index >= pattern.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private var isEndTag: Bool { peek("</") }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func advance(over text: String) {
        for _ in text.utf8 { advance() }
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            true
        default: byte >= 0x80
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `<name attributes…>` or `<name …/>`, at a `<`.
    private mutating func startTag() throws(Failure) -> Tag {
        let startLine = line
        let startColumn = column
        advance()
        var name: [UInt8] = []
        while let byte = peek, Self.isNameByte(byte) {
            name.append(byte)
            advance()
        }
        guard !name.isEmpty else { throw failure("expected an element name after '<'") }
        // Attributes (only <plist version="1.0"> has one): skipped, quotes respected.
        while true {
            guard let byte = peek else {
                throw Failure(message: "the tag is not closed", line: startLine, column: startColumn)
            }
            if byte == UInt8(ascii: ">") {
                advance()
                return Tag(
                    name: String(decoding: name, as: UTF8.self), selfClosing: false, line: startLine,
                    column: startColumn)
            }
            if peek("/>") {
                advance(over: "/>")
                return Tag(
                    name: String(decoding: name, as: UTF8.self), selfClosing: true, line: startLine, column: startColumn
                )
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while let inner = peek, inner != byte { advance() }
                guard peek != nil else {
                    throw Failure(message: "an attribute value is not closed", line: startLine, column: startColumn)
                }
                advance()
            } else if byte == UInt8(ascii: "<") {
                throw failure("'<' inside a tag")
            } else {
                advance()
            }
        }
    }

    /// `</name>`, at `</`.
    private mutating func endTag(_ name: String, openedAt tag: Tag) throws(Failure) {
        guard isEndTag else {
            throw failure(peek == nil ? "the file ends before </\(name)>" : "expected </\(name)>")
        }
        let startLine = line
        let startColumn = column
        advance(over: "</")
        var found: [UInt8] = []
        while let byte = peek, Self.isNameByte(byte) {
            found.append(byte)
            advance()
        }
        while let byte = peek, Self.isWhitespace(byte) { advance() }
        guard peek == UInt8(ascii: ">") else {
            throw Failure(message: "the end tag is not closed", line: startLine, column: startColumn)
        }
        advance()
        let foundName = String(decoding: found, as: UTF8.self)
        guard foundName == name else {
            throw Failure(
                message: "</\(foundName)> closes <\(name)> opened at line \(tag.line)", line: startLine,
                column: startColumn)
        }
    }

    // MARK: - Text

    /// The element's text, empty for `<name/>`.
    private mutating func content(of tag: Tag) throws(Failure) -> String {
        if tag.selfClosing { return "" }
        return try text(of: tag)
    }

    /// The character data of an element up to its end tag: entities resolved, CDATA kept, comments dropped, line
    /// ends read as LF.
    private mutating func text(of tag: Tag) throws(Failure) -> String {
        var text: [UInt8] = []
        while true {
            guard let byte = peek else {
                throw Failure(message: "<\(tag.name)> is not closed", line: tag.line, column: tag.column)
            }
            if byte == UInt8(ascii: "<") {
                if peek("<!--") {
                    try skipComment()
                } else if peek("<![CDATA[") {
                    advance(over: "<![CDATA[")
                    while !peek("]]>") {
                        guard let inner = peek else {
                            throw Failure(message: "CDATA is not closed", line: tag.line, column: tag.column)
                        }
                        text.append(inner)
                        advance()
                    }
                    advance(over: "]]>")
                } else if isEndTag {
                    try endTag(tag.name, openedAt: tag)
                    return String(decoding: text, as: UTF8.self)
                } else {
                    throw failure("<\(tag.name)> holds an element; it holds text only")
                }
            } else if byte == UInt8(ascii: "&") {
                let resolved = try entity()
                text += Array(resolved.utf8)
            } else if byte == 0x0D {
                // XML reads CR LF and a lone CR as LF.
                text.append(0x0A)
                advance()
                if peek == 0x0A { advance() }
            } else {
                text.append(byte)
                advance()
            }
        }
    }

    /// `&amp;` and the other named entities, `&#65;`, `&#x41;`.
    private mutating func entity() throws(Failure) -> String {
        let startLine = line
        let startColumn = column
        advance()
        var name: [UInt8] = []
        while let byte = peek, byte != UInt8(ascii: ";"), name.count < 12 {
            name.append(byte)
            advance()
        }
        guard peek == UInt8(ascii: ";") else {
            throw Failure(message: "'&' starts no entity (write &amp;)", line: startLine, column: startColumn)
        }
        advance()
        let text = String(decoding: name, as: UTF8.self)
        switch text {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var number: UInt32?
            if text.hasPrefix("#x") || text.hasPrefix("#X") {
                number = UInt32(text.dropFirst(2), radix: 16)
            } else if text.hasPrefix("#") {
                number = UInt32(text.dropFirst(), radix: 10)
            }
            guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
                throw Failure(message: "unknown entity &\(text);", line: startLine, column: startColumn)
            }
            return String(Character(scalar))
        }
    }

    // MARK: - What may stand between elements

    private mutating func skipWhitespace() throws(Failure) {
        while let byte = peek, Self.isWhitespace(byte) { advance() }
    }

    /// Whitespace, comments, processing instructions (the XML declaration) and the `DOCTYPE`.
    private mutating func skipMisc() throws(Failure) {
        while true {
            try skipWhitespace()
            if peek("<!--") {
                try skipComment()
            } else if peek("<?") {
                let startLine = line
                let startColumn = column
                while !peek("?>") {
                    guard peek != nil else {
                        throw Failure(
                            message: "the processing instruction is not closed", line: startLine, column: startColumn)
                    }
                    advance()
                }
                advance(over: "?>")
            } else if peek("<!DOCTYPE") {
                let startLine = line
                let startColumn = column
                var inSubset = false
                while true {
                    guard let byte = peek else {
                        throw Failure(message: "the DOCTYPE is not closed", line: startLine, column: startColumn)
                    }
                    advance()
                    if byte == UInt8(ascii: "[") { inSubset = true }
                    if byte == UInt8(ascii: "]") { inSubset = false }
                    if byte == UInt8(ascii: ">") && !inSubset { break }
                }
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(Failure) {
        let startLine = line
        let startColumn = column
        advance(over: "<!--")
        while !peek("-->") {
            guard peek != nil else {
                throw Failure(message: "the comment is not closed", line: startLine, column: startColumn)
            }
            advance()
        }
        advance(over: "-->")
    }
}

extension String {
    /// Without leading and trailing XML whitespace.
    fileprivate var trimmingWhitespace: String {
        String(
            self.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.reversed().drop {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
            }.reversed())
    }
}
