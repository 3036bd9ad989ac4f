/// A Kotlin expression as the generated registry writes it: built as a structure, rendered once, so every string is
/// escaped by construction and every name was checked where it was made.
///
/// The rendering suits Kotlin 1.3 (Debian's compiler) as well as 2.x: no trailing commas, nothing deprecated.
indirect enum AndroidKotlin: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    /// A name, or names joined by dots, each already a valid (or backticked) identifier.
    case name(String)
    /// A call with positional arguments, each written after a `/* parameter = */` comment so a reader sees which
    /// parameter it is without the constructor beside it.
    case call(String, [(parameter: String, value: AndroidKotlin)])
    /// `listOf(…)`, or `emptyList()`.
    case list([AndroidKotlin])
    /// An element of a list with `//` comment lines before it.
    case commented([String], AndroidKotlin)

    /// The longest line a call or list is kept on, indentation included.
    static let lineLength = 120

    /// The expression as Kotlin source, starting at a line indented by `indent`; a call or list that does not fit
    /// on one line puts each argument on a line of its own, four spaces past `indent`.
    func render(indent: String) -> String {
        switch self {
        case .string(let value): return Self.literal(value)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .name(let name): return name
        case .commented(_, let value): return value.render(indent: indent)
        case .call(let function, let arguments):
            if let line = inline(), indent.count + line.count <= Self.lineLength { return line }
            let inner = indent + "    "
            let lines = arguments.map { argument in
                inner + "/* \(argument.parameter) = */ " + argument.value.render(indent: inner)
            }
            return function + "(\n" + lines.joined(separator: ",\n") + "\n" + indent + ")"
        case .list(let elements):
            if elements.isEmpty { return "emptyList()" }
            if let line = inline(), indent.count + line.count <= Self.lineLength { return line }
            let inner = indent + "    "
            let lines = elements.map { element -> String in
                var text = ""
                if case .commented(let comments, _) = element {
                    for comment in comments { text += inner + "// " + Self.comment(comment) + "\n" }
                }
                return text + inner + element.render(indent: inner)
            }
            return "listOf(\n" + lines.joined(separator: ",\n") + "\n" + indent + ")"
        }
    }

    /// The expression on one line, or `nil` when it holds a comment line.
    private func inline() -> String? {
        switch self {
        case .string, .int, .bool, .name: return render(indent: "")
        case .commented: return nil
        case .call(let function, let arguments):
            var parts: [String] = []
            for argument in arguments {
                guard let value = argument.value.inline() else { return nil }
                parts.append("/* \(argument.parameter) = */ " + value)
            }
            return function + "(" + parts.joined(separator: ", ") + ")"
        case .list(let elements):
            if elements.isEmpty { return "emptyList()" }
            var parts: [String] = []
            for element in elements {
                guard let value = element.inline() else { return nil }
                parts.append(value)
            }
            return "listOf(" + parts.joined(separator: ", ") + ")"
        }
    }

    // MARK: - Literals and comments

    /// `value` as a Kotlin string literal: `"`, `\` and `$` (which would start a template) escaped; line breaks,
    /// other controls, U+2028, U+2029 and invisible format characters (bidirectional overrides) as `\uXXXX`; other
    /// text, non-ASCII included, as it is.
    static func literal(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "$": literal += "\\$"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if isInvisible(scalar) {
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
            if isInvisible(scalar) {
                text += unicodeEscape(scalar)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Controls, line and paragraph separators, and format characters other than the zero-width joiner (which
    /// emoji sequences need).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: Unicode's property tables are the generator's hottest path on a large registry.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar.value != 0x200D
        default: false
        }
    }

    /// `\uXXXX`, once per UTF-16 code unit (a scalar past U+FFFF as its surrogate pair), as Kotlin, Java and aapt2
    /// read it.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        .joined()
    }

    // MARK: - Names

    /// Whether `name` is a Kotlin identifier without backticks: a letter or `_`, then letters, digits and `_`
    /// (Kotlin's lexer: Java's `isLetter` and `isDigit`), and no keyword.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first),
            name.unicodeScalars.allSatisfy(isIdentifierPart)
        else { return false }
        return !hardKeywords.contains(name)
    }

    /// `name` as written in code: backticked when it is a keyword. Only for names made of identifier characters.
    static func escaped(_ name: String) -> String {
        hardKeywords.contains(name) ? "`" + name + "`" : name
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || isLetter(scalar)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || isLetter(scalar) || ("0"..."9").contains(scalar) }
        return scalar == "_" || isLetter(scalar) || scalar.properties.generalCategory == .decimalNumber
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// Kotlin's hard keywords: never an identifier without backticks.
    static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// Java's reserved words and literals: no package segment or resource name may be one (the R class is Java).
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]
}
