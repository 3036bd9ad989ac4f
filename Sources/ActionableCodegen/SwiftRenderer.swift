/// Writes a ``SwiftSourceFile`` laid out as the package's `.swift-format` wants it: 4 spaces per level, lines of at
/// most 120 characters where the code has a place to break, the way swift-format breaks them (after `(` with the
/// arguments packed on the following lines, after a label's colon or an `=`, before the last member of a long
/// member chain, before `{` of a wrapped header). Generated code is then linted like handwritten code without the
/// generator depending on swift-format; `SwiftFormatLintTests` holds it to that.
struct SwiftRenderer {
    static let lineLength = 120
    static let indentWidth = 4

    func render(_ file: SwiftSourceFile) -> String {
        var lines = file.header.map { $0.isEmpty ? "//" : "// " + $0 }
        if !file.body.isEmpty { lines.append("") }
        lines += render(file.body, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ items: [SwiftItem], indent: Int) -> [String] {
        items.flatMap { render($0, indent: indent) }
    }

    private func render(_ item: SwiftItem, indent: Int) -> [String] {
        let pad = Self.pad(indent)
        switch item {
        case .blank:
            return [""]
        case .comment(let text):
            return [pad + (text.isEmpty ? "//" : "// " + text)]
        case .doc(let lines):
            return lines.map { pad + ($0.isEmpty ? "///" : "/// " + $0) }
        case .mark(let title):
            return [pad + "// MARK: - " + title]
        case .code(let code):
            return layout(code, indent: indent, prefix: "", suffix: "")
        case .block(let header, let body):
            // An empty body closes on the opening line (`enum Category {}`), as swift-format writes it: the header is
            // laid out with that `}` counted in its width.
            var lines = render(header, indent: indent, closingOnItsLine: body.isEmpty)
            if body.isEmpty, let last = lines.popLast() { return lines + [last + "}"] }
            return lines + render(body, indent: indent + Self.indentWidth) + [pad + "}"]
        case .conditional(let condition, let body, let otherwise):
            var lines = [pad + "#if " + condition] + render(body, indent: indent + Self.indentWidth)
            if let otherwise {
                lines += [pad + "#else"] + render(otherwise, indent: indent + Self.indentWidth)
            }
            return lines + [pad + "#endif"]
        case .switchStatement(let subject, let cases):
            return [pad + "switch " + subject + " {"]
                + cases.flatMap { switchCase($0, indent: indent) } + [pad + "}"]
        case .ifElse(let condition, let body, let otherwise):
            return [pad + "if " + condition + " {"] + render(body, indent: indent + Self.indentWidth)
                + [pad + "} else {"] + render(otherwise, indent: indent + Self.indentWidth) + [pad + "}"]
        }
    }

    private func switchCase(_ item: SwiftCase, indent: Int) -> [String] {
        let pad = Self.pad(indent)
        var lines: [String]
        let flat = "case " + item.patterns.joined(separator: ", ") + ":"
        if item.patterns.isEmpty {
            lines = [pad + "default:"]
        } else if Self.fits(pad + flat) {
            lines = [pad + flat]
        } else if item.patterns.count == 1, let pattern = item.patterns.first, pattern.hasSuffix(")"),
            let open = pattern.firstIndex(of: "(")
        {
            // `case .chat(let response):` breaks inside its parentheses, the `)` kept with the binding.
            let opener = pad + "case " + pattern[...open]
            lines = [opener, Self.pad(indent + Self.indentWidth) + pattern[pattern.index(after: open)...] + ":"]
        } else {
            // One pattern a line, continuing one level deeper, as swift-format keeps them.
            lines = item.patterns.enumerated().map { index, pattern in
                let last = index == item.patterns.count - 1
                return (index == 0 ? pad + "case " : Self.pad(indent + Self.indentWidth)) + pattern + (last ? ":" : ",")
            }
        }
        return lines + render(item.body, indent: indent + Self.indentWidth)
    }

    private func render(_ header: SwiftBlockHeader, indent: Int, closingOnItsLine: Bool = false) -> [String] {
        let pad = Self.pad(indent)
        switch header {
        case .plain(let text):
            return [pad + text + " {"]
        case .condition(let code):
            let lines = layout(code, indent: indent, prefix: "", suffix: " {", chainsFirst: true)
            guard lines.count > 1, let last = lines.last else { return lines }
            return lines.dropLast() + [String(last.dropLast(2)), pad + "{"]
        case .type(let declaration, let inherits):
            let clause = inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", ")
            if Self.fits(pad + declaration + clause + (closingOnItsLine ? " {}" : " {")) {
                return [pad + declaration + clause + " {"]
            }
            // An extension of a long nested type breaks before its last member, as swift-format breaks a chain.
            if let dot = declaration.lastIndex(of: "."), Self.fits(pad + declaration[..<dot]),
                Self.fits(Self.pad(indent + Self.indentWidth) + declaration[dot...] + clause)
            {
                return [
                    pad + declaration[..<dot], Self.pad(indent + Self.indentWidth) + declaration[dot...] + clause,
                    pad + "{",
                ]
            }
            // Else swift-format breaks the chain before each member that does not fit, one level deeper (a long
            // namespace and a long category name: `extension Namespace` / `.Category.Action`); a clause after a chain
            // broken so starts on a line of its own, one level deeper still.
            var members = declaration.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var lines: [String] = []
            var current = pad + members.removeFirst()
            for (index, member) in members.enumerated() {
                let segment = "." + member + (index == members.count - 1 && !inherits.isEmpty ? ":" : "")
                if Self.fits(current + segment) {
                    current += segment
                } else {
                    lines.append(current)
                    current = Self.pad(indent + Self.indentWidth) + segment
                }
            }
            if inherits.isEmpty { return lines.isEmpty ? [current + " {"] : lines + [current, pad + "{"] }
            if members.isEmpty { current += ":" }
            // swift-format packs the clause, continues it one level deeper, and moves `{` to a line of its own so
            // the first member does not look like part of the clause.
            let clauseIndent = Self.pad(indent + Self.indentWidth * (lines.isEmpty ? 1 : 2))
            if !lines.isEmpty {
                lines.append(current)
                current = clauseIndent
            }
            for (index, item) in inherits.enumerated() {
                let text = item + (index < inherits.count - 1 ? "," : "")
                if current == clauseIndent {
                    current += text
                } else if Self.fits(current + " " + text) {
                    current += " " + text
                } else {
                    lines.append(current)
                    current = clauseIndent + text
                }
            }
            return lines + [current, pad + "{"]
        case .function(let declaration, let parameters, let suffix):
            let tail = (suffix.isEmpty ? "" : " " + suffix) + " {"
            let flatParameters = parameters.map(Self.flat)
            if flatParameters.allSatisfy({ $0 != nil }) {
                let flat = declaration + "(" + flatParameters.compactMap { $0 }.joined(separator: ", ") + ")"
                if Self.fits(pad + flat + tail) { return [pad + flat + tail] }
            }
            return [pad + declaration + "("] + pack(parameters, indent: indent + Self.indentWidth)
                + [pad + ")" + tail]
        }
    }

    /// `code` on lines starting at `indent`, `prefix` before its first line and `suffix` after its last: on one line
    /// when it fits, else broken at its outermost break point and the parts laid out the same way.
    ///
    /// `chainsFirst`: a condition's `x = Chat.Response(tap)` breaks after `=` and before the call's last member
    /// rather than inside its parentheses, as swift-format breaks a condition.
    private func layout(
        _ code: SwiftCode, indent: Int, prefix: String, suffix: String, chainsFirst: Bool = false
    ) -> [String] {
        let pad = Self.pad(indent)
        if let flat = Self.flat(code), Self.fits(pad + prefix + flat + suffix) {
            return [pad + prefix + flat + suffix]
        }
        switch code {
        case .text(let text):
            // Nothing to break: swift-format leaves an overlong literal as it is.
            return [pad + prefix + text + suffix]
        case .type(let type):
            guard let dot = type.lastIndex(of: ".") else { return [pad + prefix + type + suffix] }
            return [pad + prefix + type[..<dot], pad + type[dot...] + suffix]
        case .prefixed(let head, let code):
            return layout(code, indent: indent, prefix: prefix + head, suffix: suffix)
        case .labeled(let head, let value):
            return broken(head, ":", value, indent: indent, prefix: prefix, suffix: suffix, chainsFirst: chainsFirst)
        case .assignment(let head, let value):
            if chainsFirst, let lines = conditionBroken(head, value, indent: indent, prefix: prefix, suffix: suffix) {
                return lines
            }
            return broken(head, " =", value, indent: indent, prefix: prefix, suffix: suffix, chainsFirst: chainsFirst)
        case .suffixed(let code, let tail):
            return layout(code, indent: indent, prefix: prefix, suffix: tail + suffix)
        case .call(let callee, let arguments, let vertical):
            if !vertical, !Self.fits(pad + prefix + callee + "("),
                let lines = chainBroken(callee, arguments, indent: indent, prefix: prefix, suffix: suffix)
            {
                return lines
            }
            let inner = indent + Self.indentWidth
            let lines =
                vertical
                ? arguments.enumerated().flatMap { index, argument in
                    layout(argument, indent: inner, prefix: "", suffix: index < arguments.count - 1 ? "," : "")
                }
                : pack(arguments, indent: inner)
            return [pad + prefix + callee + "("] + lines + [pad + ")" + suffix]
        case .array(let elements, _):
            // One element a line, each with a comma: swift-format adds the trailing comma to multi-line literals.
            return [pad + prefix + "["]
                + elements.flatMap { layout($0, indent: indent + Self.indentWidth, prefix: "", suffix: ",") }
                + [pad + "]" + suffix]
        case .closure(let opener, let body):
            return [pad + prefix + opener] + render(body, indent: indent + Self.indentWidth) + [pad + "}" + suffix]
        }
    }

    /// `head` and `separator` (`:` or ` =`), then `value`: on the same line when the value itself breaks (a call,
    /// an array, a closure opens on it), else the value on the next line one level deeper.
    private func broken(
        _ head: String, _ separator: String, _ value: SwiftCode, indent: Int, prefix: String, suffix: String,
        chainsFirst: Bool
    ) -> [String] {
        if Self.opensOnSameLine(value),
            Self.fits(Self.pad(indent) + prefix + head + separator + " " + Self.opener(value))
        {
            return layout(
                value, indent: indent, prefix: prefix + head + separator + " ", suffix: suffix,
                chainsFirst: chainsFirst)
        }
        return [Self.pad(indent) + prefix + head + separator]
            + layout(value, indent: indent + Self.indentWidth, prefix: "", suffix: suffix)
    }

    /// `if let x = Chat.Response(tap)` when it does not fit: swift-format breaks after `=` and before the call's
    /// last member, both continuing one level deeper; `nil` when the value is not such a call.
    private func conditionBroken(
        _ head: String, _ value: SwiftCode, indent: Int, prefix: String, suffix: String
    ) -> [String]? {
        guard case .call(let callee, let arguments, false) = value, let call = Self.flat(.call("", arguments)),
            let dot = callee.lastIndex(of: ".")
        else { return nil }
        let inner = Self.pad(indent + Self.indentWidth)
        return [
            Self.pad(indent) + prefix + head + " =", inner + callee[..<dot], inner + callee[dot...] + call + suffix,
        ]
    }

    /// A call whose callee is a member chain (`Chat.route(…)`), broken before one of its members, the rest of the
    /// call one level deeper on the next line: the last member that leaves both lines short enough, or `nil` when
    /// none does (the arguments must then break).
    private func chainBroken(
        _ callee: String, _ arguments: [SwiftCode], indent: Int, prefix: String, suffix: String
    ) -> [String]? {
        let members = callee.split(separator: ".", omittingEmptySubsequences: false)
        guard members.count > 1, let call = Self.flat(.call("", arguments)) else { return nil }
        let inner = indent + Self.indentWidth
        for split in stride(from: members.count - 1, through: 1, by: -1) {
            let first = Self.pad(indent) + prefix + members[..<split].joined(separator: ".")
            let rest = Self.pad(inner) + "." + members[split...].joined(separator: ".") + call + suffix
            if Self.fits(first) && Self.fits(rest) { return [first, rest] }
        }
        // Both lines too long: the arguments break as well, under the member that opens them.
        guard let last = members.last else { return nil }
        let first = Self.pad(indent) + prefix + members.dropLast().joined(separator: ".")
        let opener = Self.pad(inner) + "." + last + "("
        guard Self.fits(first), Self.fits(opener) else { return nil }
        return [first, opener] + pack(arguments, indent: inner + Self.indentWidth) + [Self.pad(inner) + ")" + suffix]
    }

    /// Arguments or parameters after a broken `(`: as many on a line as fit, an argument that does not fit on a
    /// line of its own broken in turn, commas between them.
    private func pack(_ items: [SwiftCode], indent: Int) -> [String] {
        let pad = Self.pad(indent)
        var lines: [String] = []
        var current: String?
        for (index, item) in items.enumerated() {
            let comma = index < items.count - 1 ? "," : ""
            if let flat = Self.flat(item) {
                if let line = current, Self.fits(line + " " + flat + comma) {
                    current = line + " " + flat + comma
                    continue
                }
                if let line = current { lines.append(line) }
                current = nil
                if Self.fits(pad + flat + comma) {
                    current = pad + flat + comma
                    continue
                }
            } else if let line = current {
                lines.append(line)
                current = nil
            }
            lines += layout(item, indent: indent, prefix: "", suffix: comma)
        }
        if let current { lines.append(current) }
        return lines
    }

    /// `code` on one line, or `nil` when it cannot be (a closure with statements, a vertical array).
    static func flat(_ code: SwiftCode) -> String? {
        switch code {
        case .text(let text), .type(let text):
            return text
        case .prefixed(let head, let code):
            return flat(code).map { head + $0 }
        case .labeled(let head, let value):
            return flat(value).map { head + ": " + $0 }
        case .assignment(let head, let value):
            return flat(value).map { head + " = " + $0 }
        case .suffixed(let code, let tail):
            return flat(code).map { $0 + tail }
        case .call(let callee, let arguments, let vertical):
            let parts = arguments.map(flat)
            guard !vertical || arguments.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return callee + "(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        case .array(let elements, let vertical):
            let parts = elements.map(flat)
            // One element stays on one line: swift-format joins it and then wants no trailing comma.
            guard !vertical || elements.count < 2, parts.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + parts.compactMap { $0 }.joined(separator: ", ") + "]"
        case .closure:
            return nil
        }
    }

    /// The first line of a broken `code` that ``opensOnSameLine(_:)``: up to its `(`, `[` or `{`.
    private static func opener(_ code: SwiftCode) -> String {
        switch code {
        case .call(let callee, _, _): callee + "("
        case .array: "["
        case .closure(let opener, _): opener
        case .prefixed(let head, let code): head + opener(code)
        case .suffixed(let code, _): opener(code)
        case .text, .type, .labeled, .assignment: flat(code) ?? ""
        }
    }

    /// Whether a broken `code` starts on the line of what precedes it (`label: f(`) rather than on the next.
    private static func opensOnSameLine(_ code: SwiftCode) -> Bool {
        switch code {
        case .call, .array, .closure: true
        case .prefixed(_, let code), .suffixed(let code, _): opensOnSameLine(code)
        case .text, .type, .labeled, .assignment: false
        }
    }

    /// Characters as swift-format counts them (grapheme clusters).
    private static func fits(_ line: String) -> Bool { line.count <= lineLength }

    private static func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }
}
