/// A summary format or hidden-previews placeholder with its arguments filled in, as iOS fills them: `%u` (and the
/// other integer conversions) with the number of notifications, `%@` with the summary argument, in positional form
/// (`%2$@`) too; `%%` is a percent sign. A conversion it does not know is left as written, so the page shows it.
enum FormatSample {
    static func fill(_ format: String, count: Int, argument: String) -> String {
        var result = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                result.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                result += "%"
                index += 2
                continue
            }
            // An optional position (`1$`), then length modifiers, then the conversion.
            var cursor = index + 1
            var digitsEnd = cursor
            while digitsEnd < scalars.count, ("0"..."9").contains(scalars[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > cursor, digitsEnd < scalars.count, scalars[digitsEnd] == "$" { cursor = digitsEnd + 1 }
            while cursor < scalars.count, "lhqzjt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count else {
                result.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            switch scalars[cursor] {
            case "u", "d", "i":
                result += String(count)
                index = cursor + 1
            case "@":
                result += argument
                index = cursor + 1
            default:
                result.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return result
    }
}
