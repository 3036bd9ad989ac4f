/// A string as a YAML scalar that the category loader reads back as exactly that string: plain where YAML 1.1 and
/// 1.2 both read a plain scalar as the same string, double-quoted otherwise.
enum YAMLScalar {
    /// The scalar for `text`, in block or flow context (plain scalars never hold `,[]{}` here, so one form fits both).
    static func quoted(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// Words YAML 1.1 or 1.2 reads as a boolean or null, in any letter case; the loader warns on the 1.1 ones.
    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
    ]

    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if reservedWords.contains(text.lowercased()) || looksNumeric(text) { return false }
        if first == " " || last == " " || "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case ",", "[", "]", "{", "}", "\"", "'", "\\": return false
            case "#" where previous == " ": return false
            case " " where previous == ":": return false
            default:
                if needsEscape(scalar) { return false }
            }
            previous = scalar
        }
        return last != ":"
    }

    /// Whether YAML might read `text` as a number (integers, floats, `.inf`, `.nan`, hex, octal, sexagesimal,
    /// `1_000`): anything that starts like one is quoted, which is always safe.
    private static func looksNumeric(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first else { return false }
        if first == "." { return true }
        return ("0"..."9").contains(first)
    }

    /// Whether YAML needs `scalar` escaped: outside YAML's printable set (c-printable: tab, line breaks, U+0020–U+007E,
    /// U+0085, U+00A0–U+D7FF, U+E000–U+FFFD, U+10000 and up; the noncharacters U+FFFE and U+FFFF are not printable),
    /// or a byte-order mark or line separator, which YAML 1.1 readers take for a break.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            return scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
        default:
            return true
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) {
                    out += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
