import Foundation

/// Reads one `.strings` file: the old-style `"key" = "value";` format iOS reads, in UTF-8 or UTF-16 (with a byte order
/// mark), or a compiled XML/binary plist of strings.
///
/// Foundation's `PropertyListSerialization` reads the old-style format on Linux too, but it logs to standard error when
/// it gives up, reports only a line, and keeps no comment; this reader gives the line and column of the first problem
/// and keeps the comment above each entry (Xcode writes the translator comment there). The tests check that both
/// read the fixtures the same.
struct StringsFileReader {
    /// One `key = value;` entry.
    struct Entry: Sendable, Hashable {
        var key: String
        var value: String
        /// The comment right above the entry, `nil` for none or Xcode's "No comment provided by engineer.".
        var comment: String?
        var line: Int
    }

    /// Why the file does not read, 1-based.
    struct Failure: Error, Sendable, Hashable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The entries in file order (a key written twice appears twice; the last one is what iOS reads).
    static func read(_ bytes: [UInt8]) -> Result<[Entry], Failure> {
        let scalars: [Unicode.Scalar]
        switch decode(bytes) {
        case .success(let decoded): scalars = decoded
        case .failure(let failure): return .failure(failure)
        }
        if let compiled = compiledPlist(bytes, scalars: scalars) { return compiled }
        var reader = StringsFileReader(scalars: scalars)
        do {
            return .success(try reader.entries())
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Encoding

    /// The text as scalars: UTF-16 with either byte order mark, else UTF-8 (a UTF-8 byte order mark is skipped).
    static func decode(_ bytes: [UInt8]) -> Result<[Unicode.Scalar], Failure> {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                return .failure(Failure(message: "the UTF-16 text has an odd number of bytes", line: 1, column: 1))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let low = UInt16(bytes[littleEndian ? index : index + 1])
                let high = UInt16(bytes[littleEndian ? index + 1 : index])
                units.append(high << 8 | low)
                index += 2
            }
            return transcode(units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return transcode(body, as: UTF8.self)
    }

    /// `units` as scalars, or where the first invalid sequence is (line and column counted in scalars).
    private static func transcode<Codec: UnicodeCodec>(_ units: [Codec.CodeUnit], as codec: Codec.Type)
        -> Result<[Unicode.Scalar], Failure>
    {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var decoder = Codec()
        var iterator = units.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return .success(scalars)
            case .error:
                let name = Codec.self == UTF16.self ? "UTF-16" : "UTF-8"
                return .failure(
                    Failure(
                        message:
                            "the file is not valid \(name) (a strings file is UTF-8, or UTF-16 with a byte order mark)",
                        line: line, column: column))
            }
        }
    }

    /// A strings file compiled to an XML or binary plist (what Xcode can ship), read with Foundation; `nil` for the
    /// old-style text format.
    private static func compiledPlist(_ bytes: [UInt8], scalars: [Unicode.Scalar]) -> Result<[Entry], Failure>? {
        let start = String(String.UnicodeScalarView(scalars.prefix(64))).drop { $0.isWhitespace }
        guard
            bytes.starts(with: Array("bplist".utf8)) || start.hasPrefix("<?xml") || start.hasPrefix("<plist")
                || start.hasPrefix("<!DOCTYPE")
        else { return nil }
        guard
            let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let dictionary = plist as? [String: Any]
        else {
            return .failure(Failure(message: "the compiled strings plist does not read", line: 1, column: 1))
        }
        return .success(
            dictionary.keys.sorted().compactMap { key in
                (dictionary[key] as? String).map { Entry(key: key, value: $0, comment: nil, line: 1) }
            })
    }

    // MARK: - The old-style format

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// The last comment read since the last entry.
    private var pendingComment: String?

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func entries() throws(Failure) -> [Entry] {
        var result: [Entry] = []
        try skipTrivia()
        // Old files sometimes wrap the entries in braces, as a plist dictionary.
        let braced = peek == "{"
        if braced {
            advance()
            try skipTrivia()
        }
        while let next = peek {
            if braced && next == "}" {
                advance()
                try skipTrivia()
                if peek != nil { throw failure("text after the closing brace") }
                return result
            }
            let keyLine = line
            let comment = pendingComment
            pendingComment = nil
            let key = try string(what: "a key")
            let afterKey = (line: line, column: column)
            try skipTrivia()
            var value = key
            // A missing ';' is reported right after what it should follow, as compilers do.
            var end = afterKey
            if peek == "=" {
                advance()
                try skipTrivia()
                value = try string(what: "the value of \"\(key)\"")
                end = (line, column)
                try skipTrivia()
            }
            guard peek == ";" else {
                throw Failure(
                    message: "expected ';' after the entry \"\(key)\"", line: end.line, column: end.column)
            }
            advance()
            result.append(Entry(key: key, value: value, comment: comment, line: keyLine))
            try skipTrivia()
        }
        if braced { throw failure("the file ends before the closing brace") }
        return result
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(at offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    /// Whitespace and comments; a comment is kept for the next entry.
    private mutating func skipTrivia() throws(Failure) {
        while let next = peek {
            if next.properties.isWhitespace || next == "\u{FEFF}" {
                advance()
            } else if next == "/" && peek(at: 1) == "*" {
                let start = (line: line, column: column)
                advance()
                advance()
                var text = ""
                while let inner = peek, !(inner == "*" && peek(at: 1) == "/") {
                    text.unicodeScalars.append(inner)
                    advance()
                }
                guard peek != nil else {
                    throw Failure(message: "the comment is not closed", line: start.line, column: start.column)
                }
                advance()
                advance()
                keep(comment: text)
            } else if next == "/" && peek(at: 1) == "/" {
                var text = ""
                advance()
                advance()
                while let inner = peek, inner != "\n" {
                    text.unicodeScalars.append(inner)
                    advance()
                }
                keep(comment: text)
            } else {
                return
            }
        }
    }

    private mutating func keep(comment text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        pendingComment = trimmed.isEmpty || trimmed == "No comment provided by engineer." ? nil : trimmed
    }

    /// A quoted string with its escapes, or an unquoted word (letters, digits, `_$+/:.-`).
    private mutating func string(what: String) throws(Failure) -> String {
        guard let first = peek else { throw failure("the file ends where \(what) was expected") }
        if first == "\"" {
            return try quoted()
        }
        var word = ""
        while let next = peek, Self.isUnquoted(next) {
            word.unicodeScalars.append(next)
            advance()
        }
        if word.isEmpty {
            throw failure("expected \(what), found '\(Self.describe(first))'")
        }
        return word
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control
            ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : String(scalar)
    }

    private mutating func quoted() throws(Failure) -> String {
        let startLine = line
        let startColumn = column
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let next = peek else {
                throw Failure(message: "the string is not closed", line: startLine, column: startColumn)
            }
            advance()
            switch next {
            case "\"":
                return String(text)
            case "\\":
                try escape(into: &text)
            default:
                text.append(next)
            }
        }
    }

    /// The escapes CoreFoundation's old-style plist parser knows: `\n` and friends, `\"`, `\\`, `\UXXXX` (not `\u`),
    /// `\NNN` (octal); any other character after `\` stands for itself.
    private mutating func escape(into text: inout String.UnicodeScalarView) throws(Failure) {
        guard let next = peek else { throw failure("the file ends inside an escape") }
        advance()
        switch next {
        case "a": text.append("\u{7}")
        case "b": text.append("\u{8}")
        case "f": text.append("\u{C}")
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        case "v": text.append("\u{B}")
        case "U":  // CoreFoundation reads `\u` as a plain `u`, and so does iOS.
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let digit = peek, let number = digit.hexValue {
                value = value << 4 | number
                digits += 1
                advance()
            }
            guard digits > 0 else { throw failure("\\\(next) without hexadecimal digits") }
            // A UTF-16 surrogate pair is written as two escapes.
            if (0xD800...0xDBFF).contains(value), peek == "\\", peek(at: 1) == "U" {
                let saved = (index, line, column)
                advance()
                advance()
                var low: UInt32 = 0
                var lowDigits = 0
                while lowDigits < 4, let digit = peek, let number = digit.hexValue {
                    low = low << 4 | number
                    lowDigits += 1
                    advance()
                }
                if (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low - 0xDC00))
                {
                    text.append(scalar)
                    return
                }
                (index, line, column) = saved
            }
            text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        case "0"..."7":
            var value = next.value - 0x30
            var digits = 1
            while digits < 3, let digit = peek, ("0"..."7").contains(digit) {
                value = value * 8 + digit.value - 0x30
                digits += 1
                advance()
            }
            text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        default:
            text.append(next)
        }
    }
}

extension Unicode.Scalar {
    /// The value of a hexadecimal digit, `nil` for anything else.
    fileprivate var hexValue: UInt32? {
        switch self {
        case "0"..."9": value - 0x30
        case "a"..."f": value - 0x61 + 10
        case "A"..."F": value - 0x41 + 10
        default: nil
        }
    }
}
