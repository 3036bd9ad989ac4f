/// Where a JSON value or member name starts in its file, for `file:line:column` diagnostics.
///
/// Both are 1-based. Lines end at LF, CR, or CRLF (counted once). Columns count Unicode scalars, as libyaml's marks
/// do: a multi-byte character is one column and so is a tab. A UTF-8 byte order mark at the start of the file
/// takes no column.
package struct JSONPosition: Sendable, Hashable {
    package let line: Int
    package let column: Int
}

/// One JSON value as ``JSONReader`` read it, with where it starts.
///
/// Objects keep their members in document order, duplicates included, so a checker can report them.
package struct JSONNode: Sendable {
    package let value: Value
    /// Where the value starts: its first character (`{`, `[`, `"`, the sign or first digit, or the literal).
    package let position: JSONPosition

    // Not `indirect`: the recursive cases hold arrays, which are already references, and an indirect enum would
    // box every string and number too.
    package enum Value: Sendable {
        /// The members in document order; a repeated key appears once per occurrence.
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(JSONNumber)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        package let key: String
        /// Where the key's opening `"` is.
        package let keyPosition: JSONPosition
        package let value: JSONNode
    }

    /// The value of the first member named `key`, when this is an object that has one.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the value is, for messages: "an object", "a list", "a string", "a number", "true", "false" or "null".
    package var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}

/// A JSON number, kept as written so nothing is lost to rounding before a checker looks at it.
package struct JSONNumber: Sendable, Hashable {
    /// The literal as written in the file; it always matches RFC 8259's number grammar.
    package let text: String

    /// The nearest `Double`; `±infinity` for literals too large for one (`1e400`), `±0` for ones too small.
    package var double: Double {
        Double(text) ?? .nan
    }

    /// The value as an `Int`, when the literal has no fraction or exponent and fits (`-0` is `0`).
    package var integer: Int? {
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) { return nil }
        return Int(text)
    }
}

/// Why ``JSONReader`` could not read a file, and where.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable {
        /// The text breaks RFC 8259's grammar.
        case syntax
        /// The bytes are not well-formed UTF-8; the position is the offending sequence's first byte.
        case notUTF8
        /// Objects and lists nest deeper than the reader's limit; the position is the bracket that went too deep.
        case nestingTooDeep
        /// The file holds nothing but whitespace (or nothing at all).
        case empty
    }

    package let kind: Kind
    /// One line starting in lowercase: what was found, what was expected and, for common mistakes, how to fix it.
    package let message: String
    package let position: JSONPosition

    /// `line:column: message`.
    package var description: String {
        "\(position.line):\(position.column): \(message)"
    }
}
