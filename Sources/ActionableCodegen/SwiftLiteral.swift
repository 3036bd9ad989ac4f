/// Swift source text for values the generator writes.
enum SwiftLiteral {
    /// `value` as a Swift string literal: quotes, backslashes and control characters escaped; everything else,
    /// emoji and `%@` included, written as it is.
    static func string(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if isInvisible(scalar) {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `value` for a `//` comment: on one line, control characters shown as escapes.
    static func comment(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            if isInvisible(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Control, format and line/paragraph separator characters: written as `\u{…}` so the source shows them.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        // Zero-width joiners hold emoji sequences together; other format characters are shown.
        case .format: scalar.value != 0x200D
        default: false
        }
    }
}
