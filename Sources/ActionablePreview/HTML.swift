/// Escaping for text that came from a category file: every title, placeholder, identifier, path and message goes
/// through it, so a title of `<script>` is text on the page, never markup.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities: safe in element content and in quoted attribute
    /// values alike. Text without them (nearly all) is returned as it is, without a copy.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// Appends `text` escaped for HTML (``HTML/escaped(_:)``).
    mutating func appendEscaped(_ text: String) {
        append(HTML.escaped(text))
    }
}
