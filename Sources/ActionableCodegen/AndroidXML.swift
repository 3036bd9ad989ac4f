/// An XML document as `generate android` writes it (string resources, the manifest fragment): built as a structure
/// and rendered once, so every text and attribute is escaped by construction.
indirect enum AndroidXML: Sendable {
    /// An element with its attributes in the order given.
    case element(String, attributes: [(name: String, value: String)], children: [AndroidXML])
    /// Character data, written with `&`, `<` and `>` escaped.
    case text(String)
    /// A comment on a line of its own.
    case comment(String)
    /// An empty line between elements.
    case blankLine

    /// The longest line an element's start tag is kept on, indentation included.
    static let lineLength = 120

    /// `nodes` as a UTF-8 document with its XML declaration, ending in a line break.
    static func document(_ nodes: [AndroidXML]) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>"]
        for node in nodes { lines += node.lines(indent: "") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func lines(indent: String) -> [String] {
        switch self {
        case .text(let value): return [indent + Self.escapedText(value)]
        case .comment(let value): return [indent + "<!-- " + Self.commentText(value) + " -->"]
        case .blankLine: return [""]
        case .element(let name, let attributes, let children):
            let textOnly = children.allSatisfy { if case .text = $0 { true } else { false } }
            let close = children.isEmpty ? "/>" : ">"
            var lines = startTag(name, attributes, close: close, indent: indent)
            if children.isEmpty { return lines }
            if textOnly {
                let text = children.map { node -> String in
                    if case .text(let value) = node { return Self.escapedText(value) }
                    return ""
                }
                lines[lines.count - 1] += text.joined() + "</" + name + ">"
                return lines
            }
            for child in children { lines += child.lines(indent: indent + "    ") }
            return lines + [indent + "</" + name + ">"]
        }
    }

    /// The start tag on one line when it fits, else each attribute on a line of its own.
    private func startTag(
        _ name: String, _ attributes: [(name: String, value: String)], close: String, indent: String
    ) -> [String] {
        let rendered = attributes.map { $0.name + "=\"" + Self.escapedAttribute($0.value) + "\"" }
        let line = indent + "<" + ([name] + rendered).joined(separator: " ") + close
        if line.count <= Self.lineLength || rendered.count < 2 { return [line] }
        var lines = [indent + "<" + name]
        for (index, attribute) in rendered.enumerated() {
            lines.append(indent + "    " + attribute + (index == rendered.count - 1 ? close : ""))
        }
        return lines
    }

    /// Character data: `&`, `<` and `>` as entities; a character XML 1.0 does not allow at all (a control other than
    /// tab, line feed and carriage return) as U+FFFD. String resources never reach that: aapt escapes come first.
    static func escapedText(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            default: text.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return text
    }

    /// An attribute value in double quotes: quotes and white space other than a space as character references too,
    /// so a parser reads back exactly `value`.
    static func escapedAttribute(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "&quot;"
            case "\n": text += "&#10;"
            case "\r": text += "&#13;"
            case "\t": text += "&#9;"
            default: text += escapedText(String(scalar))
            }
        }
        return text
    }

    /// A comment's text: on one line, with no `--` (which XML does not allow inside a comment) and no `-` at its end.
    static func commentText(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            let hidden =
                scalar.isASCII
                ? scalar.value < 0x20 || scalar.value == 0x7F
                : [.control, .lineSeparator, .paragraphSeparator, .format].contains(scalar.properties.generalCategory)
            if hidden {
                text += AndroidKotlin.unicodeEscape(scalar)
            } else {
                if scalar == "-" && text.hasSuffix("-") { text += " " }
                text.unicodeScalars.append(scalar)
            }
        }
        return text.hasSuffix("-") ? text + " " : text
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
