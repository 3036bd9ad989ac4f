/// A JavaScript value as the generated registry module writes it: built as a structure, rendered once, so every
/// string is escaped by construction.
indirect enum WebJavaScript: Sendable {
    case string(String)
    case bool(Bool)
    case null
    /// Members in the order given (the order a reader sees them).
    case object([(key: String, value: WebJavaScript)])
    case array([WebJavaScript])
    /// A constant of the module, by name.
    case reference(String)
    /// A value with a `//` comment on the line before it, for a category's start.
    case commented(String, WebJavaScript)

    /// The longest line an object or array is kept on, indentation included.
    static let lineLength = 120

    /// The value as JavaScript source; nested objects and arrays go on lines of their own when they do not fit on
    /// one, each level indented by two spaces past `indent`.
    func render(indent: String) -> String {
        switch self {
        case .string(let value): return Self.literal(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .reference(let name): return name
        case .commented(_, let value): return value.render(indent: indent)
        case .object(let members):
            if members.isEmpty { return "{}" }
            if let line = inline(), indent.count + line.count <= Self.lineLength { return line }
            let inner = indent + "  "
            let lines = members.map { member in
                inner + Self.key(member.key) + ": " + member.value.render(indent: inner) + ","
            }
            return "{\n" + lines.joined(separator: "\n") + "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            if let line = inline(), indent.count + line.count <= Self.lineLength { return line }
            let inner = indent + "  "
            let lines = elements.map { element -> String in
                var text = ""
                if case .commented(let comment, _) = element { text += inner + "// " + Self.comment(comment) + "\n" }
                return text + inner + element.render(indent: inner) + ","
            }
            return "[\n" + lines.joined(separator: "\n") + "\n" + indent + "]"
        }
    }

    /// The value on one line, or `nil` when it holds a comment (which needs lines of its own).
    private func inline() -> String? {
        switch self {
        case .string, .bool, .null, .reference: return render(indent: "")
        case .commented: return nil
        case .object(let members):
            var parts: [String] = []
            for member in members {
                guard let value = member.value.inline() else { return nil }
                parts.append(Self.key(member.key) + ": " + value)
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                guard let value = element.inline() else { return nil }
                parts.append(value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }

    /// A property name: bare when it is a plain identifier, else a string literal; `__proto__` is written computed
    /// (`["__proto__"]`), because in a literal it would set the object's prototype instead of adding a member.
    static func key(_ name: String) -> String {
        if name == "__proto__" { return "[" + literal(name) + "]" }
        guard let first = name.unicodeScalars.first, first == "_" || first == "$" || isASCIILetter(first),
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0 == "$" || isASCIILetter($0) || ("0"..."9").contains($0) }),
            !reservedWords.contains(name)
        else { return literal(name) }
        return name
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Words written quoted as keys, so no reader wonders whether they mean the keyword.
    private static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield", "let", "static", "enum", "await", "implements", "package", "protected", "interface", "private",
        "public",
    ]

    /// `value` as a JavaScript string literal in double quotes that is also valid JSON (`JSON.parse` of it gives
    /// `value`): quotes, backslashes and control characters escaped; U+2028 and U+2029 escaped (line terminators
    /// in older JavaScript, invisible in any editor); `<` escaped, so `</script>` or `<!--` in a title cannot end
    /// an inline script; other text, non-ASCII included, written as it is.
    static func literal(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "<", "\u{2028}", "\u{2029}", "\u{7F}", "\u{0}"..."\u{1F}": literal += unicodeEscape(scalar)
            default:
                if scalar.properties.generalCategory == .format && scalar.value != 0x200D {
                    literal += unicodeEscape(scalar)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `value` for a `//` comment: on one line, line breaks and other invisible characters written as `\u…`.
    static func comment(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: text += unicodeEscape(scalar)
            case .format where scalar.value != 0x200D: text += unicodeEscape(scalar)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// `\uXXXX` (a scalar past U+FFFF cannot reach here: only controls, separators, `<` and format characters of
    /// the Basic Multilingual Plane are escaped, plus the tag characters, written as their surrogate pair).
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        .joined()
    }
}
