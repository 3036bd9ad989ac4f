/// A string that came from a request (an identifier, a header), made safe to put in a message or a log line: at
/// most `limit` Unicode scalars (scalars, not characters: one character may hold any number of combining scalars),
/// with quotes, backslashes, and control, format and separator scalars (newlines, bidirectional overrides, zero-width
/// characters) escaped, and what was cut off counted.
///
/// `"ACCEPT\n"` followed by 10,000 `x` becomes `ACCEPT\nxxx…x… (+9943 bytes)` (57 `x`): a reader sees what was sent,
/// and a hostile value can neither forge a log line nor grow a message without bound.
package func requestExcerpt(_ text: String, limit: Int = 64) -> String {
    // The common case, checked on bytes: short, printable ASCII without quotes or backslashes needs no work.
    if text.utf8.count <= limit,
        text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C })
    {
        return text
    }
    var result = ""
    var scalars = 0
    var usedBytes = 0
    for scalar in text.unicodeScalars {
        if scalars == limit { break }
        scalars += 1
        usedBytes += scalar.utf8.count
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
    let rest = text.utf8.count - usedBytes
    if rest > 0 { result += "… (+\(rest) bytes)" }
    return result
}
