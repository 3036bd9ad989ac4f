/// Reads expressions from a token list whose brackets ``ObjectiveCBrackets`` has paired: message sends with their
/// selector parts, `@[…]`, C calls, member access, `|`, `?:`, casts and block literals. Anything else becomes
/// `unknown`, keeping the expressions found inside it.
///
/// The parser steps over bracketed groups through their partner index and descends only into groups (or into the
/// three parts of `?:`, counted against the same limit), so its recursion is bounded and its time is linear in the
/// tokens times the depth, on any input.
struct ObjectiveCExpressionParser {
    let tokens: [ObjectiveCToken]
    let partner: [Int]
    let file: Int
    /// Whether `^{ … }` bodies may be walked as statements: true for a file's tokens, false for a macro's.
    let allowsBlocks: Bool

    /// Recursion beyond this depth yields `unknown`.
    static let maximumDepth = 100

    // MARK: - Spans

    func span(_ range: Range<Int>) -> ObjectiveCSpan {
        guard !tokens.isEmpty else { return ObjectiveCSpan(file: file, start: 0, end: 0, line: 1, column: 1) }
        let first = tokens[min(range.lowerBound, tokens.count - 1)]
        let last = range.isEmpty ? first : tokens[min(range.upperBound - 1, tokens.count - 1)]
        return ObjectiveCSpan(
            file: file, start: first.start, end: max(first.start, range.isEmpty ? first.start : last.end),
            line: first.line, column: first.column)
    }

    /// The index after the token at `index`, or after its whole group when it opens one.
    func next(_ index: Int) -> Int {
        tokens[index].isOpener && partner[index] > index ? partner[index] + 1 : index + 1
    }

    /// The ranges between top-level commas.
    func split(_ range: Range<Int>, on separator: String = ",") -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].isPunctuation(separator) {
                parts.append(start..<index)
                start = index + 1
            }
            index = next(index)
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: - Expressions

    func parse(_ range: Range<Int>, depth: Int = 0) -> ObjectiveCExpression {
        let span = span(range)
        guard !range.isEmpty, depth < Self.maximumDepth else {
            return ObjectiveCExpression(kind: .unknown([]), span: span)
        }
        if let question = firstTopLevel("?", in: range) {
            var pending = 0
            var index = question + 1
            while index < range.upperBound {
                if tokens[index].isPunctuation("?") {
                    pending += 1
                } else if tokens[index].isPunctuation(":") {
                    if pending == 0 {
                        return ObjectiveCExpression(
                            kind: .conditional(
                                parse(range.lowerBound..<question, depth: depth + 1),
                                parse((question + 1)..<index, depth: depth + 1),
                                parse((index + 1)..<range.upperBound, depth: depth + 1)), span: span)
                    }
                    pending -= 1
                }
                index = next(index)
            }
            return ObjectiveCExpression(kind: .unknown(nested(range, depth: depth)), span: span)
        }
        let parts = split(range, on: "|")
        if parts.count > 1 {
            return ObjectiveCExpression(kind: .bitwiseOr(parts.map { parse($0, depth: depth + 1) }), span: span)
        }
        guard let (expression, end) = postfix(at: range.lowerBound, limit: range.upperBound, depth: depth) else {
            return ObjectiveCExpression(kind: .unknown(nested(range, depth: depth)), span: span)
        }
        if end == range.upperBound { return expression }
        // What the expression starts with is kept, not parsed again: parsing twice at every level of nesting
        // would take time exponential in the depth.
        return ObjectiveCExpression(
            kind: .unknown([expression] + nested(end..<range.upperBound, depth: depth)), span: span)
    }

    private func firstTopLevel(_ spelling: String, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].isPunctuation(spelling) { return index }
            index = next(index)
        }
        return nil
    }

    /// The expressions the parser knows inside a stretch it does not: message sends, calls, array literals,
    /// blocks, and those inside parentheses.
    func nested(_ range: Range<Int>, depth: Int) -> [ObjectiveCExpression] {
        guard depth < Self.maximumDepth else { return [] }
        var found: [ObjectiveCExpression] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("^")
                || (token.isPunctuation("@") && index + 1 < range.upperBound && tokens[index + 1].isPunctuation("["))
                || (token.kind == .identifier && index + 1 < range.upperBound && tokens[index + 1].isPunctuation("("))
            {
                if let (expression, end) = postfix(at: index, limit: range.upperBound, depth: depth + 1), end > index {
                    found.append(expression)
                    index = end
                    continue
                }
            }
            if token.isOpener && partner[index] > index {
                found += nested((index + 1)..<partner[index], depth: depth + 1)
            }
            index = next(index)
        }
        return found
    }

    /// A primary expression and what follows it (`.name`, `->name`, `(arguments)`, `[index]`), and the index
    /// after it; `nil` when no expression starts at `index`.
    func postfix(at start: Int, limit: Int, depth: Int) -> (ObjectiveCExpression, Int)? {
        guard depth < Self.maximumDepth, start < limit,
            var (expression, index) = primary(at: start, limit: limit, depth: depth)
        else { return nil }
        while index < limit {
            let token = tokens[index]
            if (token.isPunctuation(".") || token.isPunctuation("->")) && index + 1 < limit
                && tokens[index + 1].kind == .identifier
            {
                expression = ObjectiveCExpression(
                    kind: .member(expression, tokens[index + 1].text), span: span(start..<(index + 2)))
                index += 2
            } else if token.isPunctuation("(") && partner[index] > index {
                let close = partner[index]
                let arguments = split((index + 1)..<close).filter { !$0.isEmpty }.map { parse($0, depth: depth + 1) }
                if case .identifier(let name) = expression.kind {
                    expression = ObjectiveCExpression(kind: .call(name, arguments), span: span(start..<(close + 1)))
                } else {
                    expression = ObjectiveCExpression(
                        kind: .unknown([expression] + arguments), span: span(start..<(close + 1)))
                }
                index = close + 1
            } else if token.isPunctuation("[") && partner[index] > index {
                let close = partner[index]
                expression = ObjectiveCExpression(
                    kind: .unknown([expression, parse((index + 1)..<close, depth: depth + 1)]),
                    span: span(start..<(close + 1)))
                index = close + 1
            } else if token.isPunctuation("++") || token.isPunctuation("--") {
                expression = ObjectiveCExpression(kind: .unknown([expression]), span: span(start..<(index + 1)))
                index += 1
            } else {
                break
            }
        }
        return (expression, index)
    }

    private func primary(at index: Int, limit: Int, depth: Int) -> (ObjectiveCExpression, Int)? {
        let token = tokens[index]
        let single = span(index..<(index + 1))
        switch token.kind {
        case .string:
            return (ObjectiveCExpression(kind: .string(token.text), span: single), index + 1)
        case .number, .character:
            return (ObjectiveCExpression(kind: .number(token.text), span: single), index + 1)
        case .identifier:
            guard token.text.hasPrefix("@") else {
                return (ObjectiveCExpression(kind: .identifier(token.text), span: single), index + 1)
            }
            if index + 1 < limit, tokens[index + 1].isPunctuation("("), partner[index + 1] > index + 1 {
                let close = partner[index + 1]
                return (ObjectiveCExpression(kind: .number(token.text), span: span(index..<(close + 1))), close + 1)
            }
            return (ObjectiveCExpression(kind: .number(token.text), span: single), index + 1)
        case .punctuation:
            return punctuationPrimary(at: index, limit: limit, depth: depth)
        }
    }

    private func punctuationPrimary(at index: Int, limit: Int, depth: Int) -> (ObjectiveCExpression, Int)? {
        let token = tokens[index]
        switch token.text {
        case "@":
            guard index + 1 < limit else { return nil }
            let next = tokens[index + 1]
            if next.isOpener && partner[index + 1] > index + 1 {
                let close = partner[index + 1]
                let inner = (index + 2)..<close
                let whole = span(index..<(close + 1))
                switch next.text {
                case "[":
                    let elements = split(inner).filter { !$0.isEmpty }.map { parse($0, depth: depth + 1) }
                    return (ObjectiveCExpression(kind: .array(elements), span: whole), close + 1)
                case "(":
                    var boxed = parse(inner, depth: depth + 1)
                    boxed.span = whole
                    return (boxed, close + 1)
                default:
                    return (
                        ObjectiveCExpression(kind: .unknown(nested(inner, depth: depth + 1)), span: whole), close + 1
                    )
                }
            }
            var end = index + 1
            if next.isPunctuation("-") { end += 1 }
            guard end < limit, tokens[end].kind == .number else { return nil }
            return (ObjectiveCExpression(kind: .number(tokens[end].text), span: span(index..<(end + 1))), end + 1)
        case "[":
            guard partner[index] > index else { return nil }
            return (message(at: index, depth: depth + 1), partner[index] + 1)
        case "(":
            guard partner[index] > index else { return nil }
            let close = partner[index]
            if close + 1 < limit, isType((index + 1)..<close), startsPrimary(close + 1),
                let (operand, end) = postfix(at: close + 1, limit: limit, depth: depth + 1)
            {
                var cast = operand
                cast.span = span(index..<end)
                return (cast, end)
            }
            return (parse((index + 1)..<close, depth: depth + 1), close + 1)
        case "^":
            var body = index + 1
            while body < limit, !tokens[body].isPunctuation("{") {
                guard
                    tokens[body].kind == .identifier || tokens[body].isPunctuation("*")
                        || tokens[body].isPunctuation("(")
                else { return nil }
                body = next(body)
            }
            guard body < limit, partner[body] > body else { return nil }
            let close = partner[body]
            let kind: ObjectiveCExpression.Kind = allowsBlocks ? .block((body + 1)..<close) : .unknown([])
            return (ObjectiveCExpression(kind: kind, span: span(index..<(close + 1))), close + 1)
        case "-", "+", "!", "~", "*", "&":
            guard let (operand, end) = postfix(at: index + 1, limit: limit, depth: depth + 1) else { return nil }
            return (ObjectiveCExpression(kind: .unknown([operand]), span: span(index..<end)), end)
        default:
            return nil
        }
    }

    /// Whether the tokens between parentheses read as a type (`NSString *`, `id`, `NSArray<NSString *> *`), so
    /// that `(T)x` is a cast.
    private func isType(_ range: Range<Int>) -> Bool {
        guard let first = range.first, tokens[first].kind == .identifier, !tokens[first].text.hasPrefix("@") else {
            return false
        }
        return range.allSatisfy { index in
            let token = tokens[index]
            return (token.kind == .identifier && !token.text.hasPrefix("@")) || token.isPunctuation("*")
                || token.isPunctuation("<") || token.isPunctuation(">") || token.isPunctuation(",")
        }
    }

    private func startsPrimary(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .identifier, .string, .number, .character: return true
        case .punctuation: return ["[", "(", "@", "^"].contains(token.text)
        }
    }

    /// `[receiver selector]` or `[receiver part:argument part:argument, variadic…]` from its `[`.
    func message(at open: Int, depth: Int) -> ObjectiveCExpression {
        let close = partner[open]
        let whole = span(open..<(close + 1))
        let inner = (open + 1)..<close
        guard depth < Self.maximumDepth,
            let (receiver, afterReceiver) = postfix(at: inner.lowerBound, limit: close, depth: depth + 1)
        else {
            return ObjectiveCExpression(kind: .unknown(nested(inner, depth: depth + 1)), span: whole)
        }
        guard afterReceiver < close else { return ObjectiveCExpression(kind: .unknown([receiver]), span: whole) }
        let first = tokens[afterReceiver]
        if first.kind == .identifier && afterReceiver + 1 == close {
            return ObjectiveCExpression(
                kind: .message(receiver: receiver, selector: first.text, arguments: [], variadic: []), span: whole)
        }
        var selector = ""
        var arguments: [ObjectiveCExpression] = []
        var variadic: [ObjectiveCExpression] = []
        var index = afterReceiver
        while index < close {
            if tokens[index].kind == .identifier && index + 1 < close && tokens[index + 1].isPunctuation(":") {
                selector += tokens[index].text + ":"
                index += 2
            } else if tokens[index].isPunctuation(":") {
                selector += ":"
                index += 1
            } else {
                return ObjectiveCExpression(
                    kind: .unknown([receiver] + arguments + variadic + nested(index..<close, depth: depth + 1)),
                    span: whole)
            }
            let argumentStart = index
            var pending = 0
            while index < close {
                let token = tokens[index]
                if pending == 0 && index > argumentStart
                    && (token.isPunctuation(":")
                        || (token.kind == .identifier && index + 1 < close && tokens[index + 1].isPunctuation(":")))
                {
                    break
                }
                if token.isPunctuation("?") {
                    pending += 1
                } else if token.isPunctuation(":") && pending > 0 {
                    pending -= 1
                }
                index = next(index)
            }
            let parts = split(argumentStart..<index)
            arguments.append(parse(parts[0], depth: depth + 1))
            variadic += parts.dropFirst().filter { !$0.isEmpty }.map { parse($0, depth: depth + 1) }
        }
        return ObjectiveCExpression(
            kind: .message(receiver: receiver, selector: selector, arguments: arguments, variadic: variadic),
            span: whole)
    }
}
