/// The Objective-C methods the given files define, by selector: where the audit follows a value the app hands on (the
/// registered categories, a completion handler) into the method that receives it.
struct ObjectiveCMethods {
    /// One method definition.
    struct Method {
        var path: String
        var tokens: [ObjectiveCToken]
        var partner: [Int]
        /// `registerCategories:into:`.
        var selector: String
        /// The names the body gives its parameters.
        var parameters: [String]
        /// The token index of its first selector part.
        var nameIndex: Int
        /// The tokens inside its braces.
        var body: Range<Int>

        func location(_ index: Int) -> ImportLocation {
            ObjectiveCMethods.location(tokens, path: path, index: index)
        }
    }

    /// What a message resolves to.
    enum Resolved {
        /// One definition in the files, and which of its parameters the argument is.
        case method(Method, parameter: Int)
        /// No method of the files has this selector.
        case notInFiles
        /// More than one has (the same selector on different classes).
        case ambiguous
    }

    private(set) var bySelector: [String: [Method]] = [:]

    init(_ units: [(path: String, tokens: [ObjectiveCToken], partner: [Int])]) {
        for unit in units {
            for method in Self.definitions(unit.tokens, partner: unit.partner) {
                var method = method
                method.path = unit.path
                bySelector[method.selector, default: []].append(method)
            }
        }
    }

    /// The method definitions at the top level of a file (outside any braces).
    static func definitions(_ tokens: [ObjectiveCToken], partner: [Int]) -> [Method] {
        var found: [Method] = []
        var index = 0
        while index + 1 < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                index = max(partner[index], index) + 1
                continue
            }
            guard token.isPunctuation("-") || token.isPunctuation("+"), tokens[index + 1].isPunctuation("(") else {
                index += 1
                continue
            }
            var cursor = partner[index + 1] + 1
            let nameIndex = cursor
            var parts: [String] = []
            var names: [String] = []
            while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(":") {
                parts.append(tokens[cursor].text)
                cursor += 2
                if cursor < tokens.count && tokens[cursor].isPunctuation("(") { cursor = partner[cursor] + 1 }
                guard cursor < tokens.count, tokens[cursor].kind == .identifier else { break }
                names.append(tokens[cursor].text)
                cursor += 1
            }
            if parts.isEmpty, cursor < tokens.count, tokens[cursor].kind == .identifier {
                parts.append(tokens[cursor].text)
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunctuation("{"), names.count == parts.count || names.isEmpty
            else {
                index = cursor
                continue
            }
            let selector = names.isEmpty ? parts[0] : parts.map { $0 + ":" }.joined()
            found.append(
                Method(
                    path: "", tokens: tokens, partner: partner, selector: selector, parameters: names,
                    nameIndex: nameIndex, body: (cursor + 1)..<partner[cursor]))
            index = partner[cursor] + 1
        }
        return found
    }

    /// The `[` of the message the token at `argument` is a whole argument of, if it is one.
    static func message(_ tokens: [ObjectiveCToken], partner: [Int], argument: Int) -> Int? {
        message(tokens, partner: partner, argument: argument..<(argument + 1))
    }

    /// The `[` of the message the tokens `argument` are a whole argument of (`response.actionIdentifier` in
    /// `[self handle:response.actionIdentifier completion:completionHandler]`), if they are one.
    static func message(_ tokens: [ObjectiveCToken], partner: [Int], argument: Range<Int>) -> Int? {
        let after = argument.upperBound
        guard argument.lowerBound >= 2, !argument.isEmpty, tokens[argument.lowerBound - 1].isPunctuation(":"),
            after < tokens.count,
            tokens[after].isPunctuation("]")
                || (tokens[after].kind == .identifier && after + 1 < tokens.count
                    && tokens[after + 1].isPunctuation(":"))
        else { return nil }
        return enclosing(tokens, partner: partner, index: argument.lowerBound)
    }

    /// The innermost opener around `index` that `opener` accepts (`[`, or `(` or `[`). The scan steps over each group
    /// that closes before `index` whole, so it reads only the tokens of the groups around it, not their contents.
    static func enclosing(
        _ tokens: [ObjectiveCToken], partner: [Int], index: Int,
        where opener: (ObjectiveCToken) -> Bool = {
            $0.isPunctuation("[")
        }
    ) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            let token = tokens[candidate]
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text), partner[candidate] < candidate {
                candidate = partner[candidate] - 1
                continue
            }
            if opener(token), partner[candidate] > index { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// Where token `index` of the file at `path` is.
    static func location(_ tokens: [ObjectiveCToken], path: String, index: Int) -> ImportLocation {
        let token = tokens[min(index, tokens.count - 1)]
        return ImportLocation(file: path, line: token.line, column: token.column)
    }

    /// The selector of the message whose `[` is at `open`, as written (`evaluatePolicy:localizedReason:reply:`).
    static func selector(_ tokens: [ObjectiveCToken], partner: [Int], open: Int) -> String {
        var parts: [String] = []
        var cursor = open + 1
        while cursor < partner[open] {
            if tokens[cursor].isOpener {
                cursor = partner[cursor] + 1
                continue
            }
            if tokens[cursor].kind == .identifier, cursor + 1 < partner[open], tokens[cursor + 1].isPunctuation(":") {
                parts.append(tokens[cursor].text + ":")
            }
            cursor += 1
        }
        // `[[Scheduler alloc] init]`: the name before the `]`, after a receiver.
        let last = partner[open] - 1
        if parts.isEmpty, last > open + 1, tokens[last].kind == .identifier { return tokens[last].text }
        return parts.joined()
    }

    /// The method a message sends, when the token at `argument` is a whole argument of the message (`[self
    /// registerWith:existing]`); `nil` when it is not one.
    func resolve(_ tokens: [ObjectiveCToken], partner: [Int], argument: Int) -> Resolved? {
        resolve(tokens, partner: partner, argument: argument..<(argument + 1))
    }

    /// The method a message sends, when the tokens `argument` are a whole argument of the message; `nil` when they
    /// are not one.
    func resolve(_ tokens: [ObjectiveCToken], partner: [Int], argument range: Range<Int>) -> Resolved? {
        guard let open = Self.message(tokens, partner: partner, argument: range) else { return nil }
        let argument = range.lowerBound
        var parts: [String] = []
        var position: Int?
        var cursor = open + 1
        var receiver = true
        while cursor < partner[open] {
            if tokens[cursor].isOpener {
                cursor = partner[cursor] + 1
                receiver = false
                continue
            }
            if !receiver, tokens[cursor].kind == .identifier, cursor + 1 < partner[open],
                tokens[cursor + 1].isPunctuation(":")
            {
                if cursor + 2 == argument { position = parts.count }
                parts.append(tokens[cursor].text)
                cursor += 2
                continue
            }
            receiver = false
            cursor += 1
        }
        guard let position else { return nil }
        let matches = bySelector[parts.map { $0 + ":" }.joined()] ?? []
        switch matches.count {
        case 0: return .notInFiles
        case 1: return .method(matches[0], parameter: position)
        default: return .ambiguous
        }
    }
}
