/// A string that came from a request (an identifier, a header), made safe to put in a message or a log line:
/// at most `limit` characters, control, format and separator characters (newlines, bidirectional overrides, zero-width
/// characters) and quotes and backslashes escaped, and what was cut off counted.
///
/// `"ACCEPT\n" + 10_000 × "x"` becomes `ACCEPT\nxxxx…xxx… (+9,944 bytes)`: a reader sees what was sent, and a
/// hostile value can neither forge a log line nor grow a message without bound.
package func requestExcerpt(_ text: some StringProtocol, limit: Int = 64) -> String {
    var result = ""
    var characters = 0
    var usedBytes = 0
    for character in text {
        if characters == limit { break }
        characters += 1
        usedBytes += character.utf8.count
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                case .spaceSeparator where scalar != " ":
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }
    let rest = text.utf8.count - usedBytes
    if rest > 0 { result += "… (+\(rest) bytes)" }
    return result
}
