/// How an Objective-C body uses a notification response's action identifier, for ``AuditFacts/Handler``: the
/// `isEqualToString:` comparisons, the `||` groups with the dismiss identifier, the final `else` of a chain that does
/// work, the branches on the category identifier that answer every action of a category, and whether anything else
/// reads the identifier. The identifier handed whole to a method of the given files (`[self
/// handleAction:response.actionIdentifier completion:completionHandler]`) is read there as well, up to two calls deep:
/// what that method compares counts as the delegate's comparisons.
struct ObjectiveCIdentifierUses {
    let evaluator: ObjectiveCEvaluator
    let parser: ObjectiveCExpressionParser
    let path: String
    let methods: ObjectiveCMethods
    /// How many hand-offs deep this body is (0 for the delegate method).
    let depth: Int
    /// What was read, joined over the hand-offs.
    var handler: AuditFacts.Handler
    /// The identifiers an `||` condition joins with the dismiss identifier, and where the dismiss identifier is.
    var dismissShared: [(other: String, location: ImportLocation)] = []
    /// How many hand-offs deep the identifier is followed.
    static let maxDepth = 2

    var tokens: [ObjectiveCToken] { parser.tokens }
    var partner: [Int] { parser.partner }

    init(
        evaluator: ObjectiveCEvaluator, parser: ObjectiveCExpressionParser, path: String, methods: ObjectiveCMethods,
        handler: AuditFacts.Handler, depth: Int = 0
    ) {
        self.evaluator = evaluator
        self.parser = parser
        self.path = path
        self.methods = methods
        self.handler = handler
        self.depth = depth
    }

    func location(_ index: Int) -> ImportLocation {
        ObjectiveCMethods.location(tokens, path: path, index: index)
    }

    /// The index of the innermost `[` that encloses `index`.
    func enclosing(_ index: Int) -> Int? {
        ObjectiveCMethods.enclosing(tokens, partner: partner, index: index)
    }

    /// The string tokens `range` evaluate to, or the system identifier they name.
    func value(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        if range.count == 1, let system = SystemActionIdentifier.named(tokens[range.lowerBound].text) {
            return system
        }
        if case .string(let text) = evaluator.evaluate(parser.parse(range), context: .init(topLevel: false)) {
            return text
        }
        return nil
    }

    /// Reads `body`, where the identifier is `response.actionIdentifier` (`response` is the delegate's parameter,
    /// `nil` in a method it was handed to) or one of `aliases`; calling one of `quiet` is no work.
    mutating func read(_ body: Range<Int>, response: String?, aliases given: Set<String>, quiet: Set<String>) {
        var aliases = given
        // `NSString *action = response.actionIdentifier;`
        if let response {
            for index in body where tokens[index].isIdentifier("actionIdentifier") && index >= 4 {
                if tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier(response),
                    tokens[index - 3].isPunctuation("="), tokens[index - 4].kind == .identifier
                {
                    aliases.insert(tokens[index - 4].text)
                }
            }
        }
        /// Whether tokens `range` are the identifier.
        func isIdentifier(_ range: Range<Int>) -> Bool {
            let text = tokens[range].map(\.text)
            if let response,
                text == [response, ".", "actionIdentifier"] || text == ["[", response, "actionIdentifier", "]"]
            {
                return true
            }
            return text.count == 1 && aliases.contains(text[0])
        }
        let category = response.map { categoryExpressions(body, response: $0) }
        var compared: [(index: Int, identifier: String?)] = []
        var categories: [(open: Int, other: Range<Int>)] = []
        var consumed: Set<Int> = []
        for index in body
        where (tokens[index].isIdentifier("isEqualToString") || tokens[index].isIdentifier("isEqual"))
            && index + 1 < body.upperBound && tokens[index + 1].isPunctuation(":")
        {
            guard let open = enclosing(index) else { continue }
            let receiver = (open + 1)..<index
            let argument = (index + 2)..<partner[open]
            if let category, category.matches(tokens, receiver) || category.matches(tokens, argument) {
                categories.append((open, category.matches(tokens, receiver) ? argument : receiver))
                continue
            }
            let other: Range<Int>
            if isIdentifier(receiver) {
                other = argument
            } else if isIdentifier(argument) {
                other = receiver
            } else {
                continue
            }
            consumed.formUnion(receiver)
            consumed.formUnion(argument)
            compared.append((other.lowerBound, value(other)))
        }
        for (index, identifier) in compared {
            guard let identifier else {
                handler.giveUp("a comparison with a value computed at run time")
                continue
            }
            handler.comparisons.append(.init(identifier, at: location(index)))
        }
        // The identifier handed whole to a method of the files: read there. Any other use is not followed.
        var handedOn: [Range<Int>] = []
        for index in body where !consumed.contains(index) {
            let token = tokens[index]
            if let response, token.isIdentifier(response) {
                let next = index + 1 < tokens.count ? tokens[index + 1] : token
                let after = index + 2 < tokens.count ? tokens[index + 2] : token
                let reads = (next.isPunctuation(".") || next.kind == .identifier) ? after.text : ""
                let member = next.kind == .identifier ? next.text : reads
                if member == "notification" || (tokens[index - 1].isPunctuation(")") && next.isPunctuation(".")) {
                    continue
                }
                if member == "actionIdentifier" && tokens[index - 1].isPunctuation("=") { continue }
                if next.isPunctuation("."), member == "actionIdentifier",
                    let message = handOn(index..<(index + 3), quiet: quiet)
                {
                    handedOn.append(message)
                    continue
                }
                handler.giveUp("`\(response)` is used other than by comparing its action identifier")
            } else if aliases.contains(token.text)
                && !(index + 1 < tokens.count && tokens[index + 1].isPunctuation("="))
                && !tokens[index - 1].isPunctuation(".") && !tokens[index - 1].isPunctuation("*")
            {
                if let message = handOn(index..<(index + 1), quiet: quiet) {
                    handedOn.append(message)
                    continue
                }
                handler.giveUp("`\(token.text)` is used other than in a comparison")
            }
            if token.isIdentifier("categoryIdentifier") { handler.readsCategory = true }
        }
        // `||` conditions that join the dismiss identifier with another.
        for index in body
        where tokens[index].isIdentifier("if") && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("(") {
            let condition = (index + 1)..<partner[index + 1]
            guard condition.contains(where: { tokens[$0].isPunctuation("||") }) else { continue }
            let inside = compared.filter { condition.contains($0.index) }
            guard let dismiss = inside.first(where: { $0.identifier == SystemActionIdentifier.dismiss }),
                let other = inside.first(where: {
                    $0.identifier != nil && $0.identifier != SystemActionIdentifier.dismiss
                })?.identifier
            else { continue }
            dismissShared.append((other, location(dismiss.index)))
        }
        // The final `else` of a chain whose conditions compare the identifier.
        for index in body
        where tokens[index].isIdentifier("else") && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("{")
        {
            var head = index
            var comparesIdentifier = false
            while head > body.lowerBound, tokens[head - 1].isPunctuation("}") {
                let open = partner[head - 1]
                guard open >= 2, tokens[open - 1].isPunctuation(")") else { break }
                let conditionOpen = partner[open - 1]
                if compared.contains(where: { $0.index > conditionOpen && $0.index < open - 1 }) {
                    comparesIdentifier = true
                }
                guard conditionOpen >= 1, tokens[conditionOpen - 1].isIdentifier("if") else { break }
                head = conditionOpen - 1
                if head >= 1 && tokens[head - 1].isIdentifier("else") { head -= 1 } else { break }
            }
            let block = (index + 2)..<partner[index + 1]
            if comparesIdentifier && doesWork(block, quiet: quiet, skipping: handedOn) {
                handler.fallback = location(index)
            }
        }
        // A test of the system's identifiers (a tap on the notification, a dismissal) picks no button: the branch
        // still answers every action of its category.
        let actionTests = compared.filter {
            $0.identifier != SystemActionIdentifier.defaultAction && $0.identifier != SystemActionIdentifier.dismiss
        }
        wholeCategories(
            body, categories, tests: actionTests.map(\.index) + handedOn.map(\.lowerBound), quiet: quiet)
    }

    /// Reads the method the identifier `argument` is handed to, when it is a whole argument of a message to a method
    /// of the files: the message's brackets, or `nil` when it is not such an argument.
    private mutating func handOn(_ argument: Range<Int>, quiet: Set<String>) -> Range<Int>? {
        guard let open = ObjectiveCMethods.message(tokens, partner: partner, argument: argument) else { return nil }
        switch methods.resolve(tokens, partner: partner, argument: argument) {
        case .method(let method, let parameter)?:
            guard depth < Self.maxDepth else {
                handler.giveUp("the action identifier is handed on more than \(Self.maxDepth) calls deep")
                return open..<(partner[open] + 1)
            }
            guard let unit = evaluator.units.first(where: { $0.path == method.path }), let other = unit.parser else {
                return nil
            }
            var inner = ObjectiveCIdentifierUses(
                evaluator: evaluator, parser: other, path: method.path, methods: methods, handler: handler,
                depth: depth + 1)
            inner.read(
                method.body, response: nil, aliases: [method.parameters[parameter]],
                quiet: Set(method.parameters).subtracting([method.parameters[parameter]]))
            handler = inner.handler
            dismissShared += inner.dismissShared
            return open..<(partner[open] + 1)
        case .notInFiles?:
            handler.giveUp(
                "the action identifier is handed to -\(selector(open)), which is not in the given files")
            return open..<(partner[open] + 1)
        case .ambiguous?:
            handler.giveUp(
                "the action identifier is handed to -\(selector(open)), which more than one class of the files defines")
            return open..<(partner[open] + 1)
        case nil:
            return nil
        }
    }

    /// The selector of the message whose `[` is at `open`.
    private func selector(_ open: Int) -> String {
        ObjectiveCMethods.selector(tokens, partner: partner, open: open)
    }

    /// Whether `range` sends a message or calls a function other than one of `quiet` and logging, outside the
    /// messages in `skipping` (the identifier handed to a method read on its own).
    func doesWork(_ range: Range<Int>, quiet: Set<String>, skipping: [Range<Int>] = []) -> Bool {
        for index in range where tokens[index].kind == .identifier && index + 1 < tokens.count {
            if skipping.contains(where: { $0.contains(index) }) { continue }
            let name = tokens[index].text
            if quiet.contains(name) || name.lowercased().contains("log") || name == "return" { continue }
            if tokens[index + 1].isPunctuation("(") && !["if", "while", "for", "switch", "sizeof"].contains(name) {
                return true
            }
            if index > 0, tokens[index - 1].isPunctuation("[") || tokens[index - 1].kind == .identifier,
                tokens[index + 1].isPunctuation("]") || tokens[index + 1].isPunctuation(":"),
                index > range.lowerBound
            {
                return true
            }
        }
        return false
    }

    // MARK: - The category identifier

    /// How a body spells the notification's category identifier: `response.notification.request.content
    /// .categoryIdentifier`, through a local that holds the content, or a local that holds the identifier.
    struct CategoryExpression {
        var response: String
        var contents: Set<String> = []
        var names: Set<String> = []

        func matches(_ tokens: [ObjectiveCToken], _ range: Range<Int>) -> Bool {
            let text = tokens[range].map(\.text)
            if text.count == 1 { return names.contains(text[0]) }
            if text.count == 3, contents.contains(text[0]) { return text[1] == "." && text[2] == "categoryIdentifier" }
            return text == [response, ".", "notification", ".", "request", ".", "content", ".", "categoryIdentifier"]
        }

        func isContent(_ tokens: [ObjectiveCToken], _ range: Range<Int>) -> Bool {
            tokens[range].map(\.text) == [response, ".", "notification", ".", "request", ".", "content"]
        }
    }

    /// The category identifier's spellings in `body`: `UNNotificationContent *content = response.notification
    /// .request.content;` and `NSString *category = content.categoryIdentifier;` add local names.
    func categoryExpressions(_ body: Range<Int>, response: String) -> CategoryExpression {
        var expression = CategoryExpression(response: response)
        for index in body where tokens[index].isPunctuation("=") && index >= body.lowerBound + 2 {
            guard tokens[index - 1].kind == .identifier, tokens[index - 2].isPunctuation("*"),
                let end = (index + 1..<body.upperBound).first(where: { tokens[$0].isPunctuation(";") })
            else { continue }
            let value = (index + 1)..<end
            if expression.isContent(tokens, value) {
                expression.contents.insert(tokens[index - 1].text)
            } else if expression.matches(tokens, value) {
                expression.names.insert(tokens[index - 1].text)
            }
        }
        return expression
    }

    /// The branches whose condition only compares the category identifier (`||` joins allowed), whose body tests
    /// no action identifier (`tests`: where the body compares or hands on the identifier) and does work (more than
    /// calling one of `quiet`, the completion or a log): each answers every action of the categories it compares
    /// (``AuditFacts/Handler/categoryComparisons``). A branch that only calls the completion answers none.
    private mutating func wholeCategories(
        _ body: Range<Int>, _ categories: [(open: Int, other: Range<Int>)], tests: [Int], quiet: Set<String>
    ) {
        guard !categories.isEmpty else { return }
        for index in body
        where tokens[index].isIdentifier("if") && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("(") {
            let close = partner[index + 1]
            var cursor = index + 2
            var inside: [(open: Int, other: Range<Int>)] = []
            var pure = true
            while cursor < close {
                if let comparison = categories.first(where: { $0.open == cursor }) {
                    inside.append(comparison)
                    cursor = partner[cursor] + 1
                } else if ["(", ")", "||"].contains(tokens[cursor].text) && tokens[cursor].kind == .punctuation {
                    cursor += 1
                } else {
                    pure = false
                    break
                }
            }
            guard pure, !inside.isEmpty, close + 1 < body.upperBound else { continue }
            let branch: Range<Int>
            if tokens[close + 1].isPunctuation("{") {
                branch = (close + 2)..<partner[close + 1]
            } else {
                let end = (close + 1..<body.upperBound).first { tokens[$0].isPunctuation(";") } ?? body.upperBound
                branch = (close + 1)..<end
            }
            guard !tests.contains(where: { branch.contains($0) }), doesWork(branch, quiet: quiet) else { continue }
            for comparison in inside {
                guard let identifier = value(comparison.other) else {
                    handler.giveUp("a comparison of the category identifier with a value computed at run time")
                    continue
                }
                handler.categoryComparisons.append(.init(identifier, at: location(comparison.other.lowerBound)))
            }
        }
    }
}
