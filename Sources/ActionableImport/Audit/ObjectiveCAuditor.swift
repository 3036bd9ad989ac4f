import Actionable

/// Reads an app's Objective-C for `actionable-import audit`, on the importer's tokens and evaluator: the
/// `-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:` and `…willPresentNotification:…`
/// methods (their `isEqualToString:` comparisons and the paths to `completionHandler()`), the
/// `setNotificationCategories:` calls inside `getNotificationCategoriesWithCompletionHandler:`, and a delegate
/// assigned inside `requestAuthorizationWithOptions:`'s block.
public enum ObjectiveCAuditor {
    /// The categories the files build (as `actionable-import swift` reads `.m`, `.mm` and `.h` files), and what the
    /// audit found in their delegate methods and registrations.
    public static func audit(_ sources: [ImportSource]) -> (imported: ImportResult, facts: AuditFacts) {
        LargeStack.run {
            let (imported, evaluator) = ObjectiveCImporter.read(sources)
            var facts = AuditFacts()
            for unit in evaluator.units {
                guard let parser = unit.parser else { continue }
                var reader = Reader(evaluator: evaluator, parser: parser, path: unit.path)
                reader.read()
                facts.add(reader.facts)
            }
            return (imported, facts)
        }
    }

    struct Reader {
        let evaluator: ObjectiveCEvaluator
        let parser: ObjectiveCExpressionParser
        let path: String
        var facts = AuditFacts()
        var tokens: [ObjectiveCToken] { parser.tokens }

        init(evaluator: ObjectiveCEvaluator, parser: ObjectiveCExpressionParser, path: String) {
            self.evaluator = evaluator
            self.parser = parser
            self.path = path
        }

        func location(_ index: Int) -> ImportLocation {
            let token = tokens[min(index, tokens.count - 1)]
            return ImportLocation(file: path, line: token.line, column: token.column)
        }

        /// The index of the innermost `[` or `(` that encloses `index`.
        func enclosing(_ index: Int, opener: String = "[") -> Int? {
            var candidate = index - 1
            while candidate >= 0 {
                if tokens[candidate].isPunctuation(opener) && parser.partner[candidate] > index { return candidate }
                candidate -= 1
            }
            return nil
        }

        mutating func read() {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.isPunctuation("-") && index + 1 < tokens.count && tokens[index + 1].isPunctuation("("),
                    let method = DelegateHeader(tokens, from: index, partner: parser.partner)
                {
                    delegate(method)
                    index = method.bodyEnd
                    continue
                }
                if token.kind == .identifier {
                    switch token.text {
                    case "requestAuthorizationWithOptions", "getNotificationSettingsWithCompletionHandler":
                        lateDelegate(at: index)
                    case "getNotificationCategoriesWithCompletionHandler":
                        merges(at: index)
                    default: break
                    }
                }
                index += 1
            }
        }

        // MARK: - Delegate methods

        mutating func delegate(_ method: DelegateHeader) {
            facts.delegateMethods += 1
            let body = (method.bodyStart + 1)..<method.bodyEnd
            var paths = ObjectiveCCompletionPaths(tokens: tokens, partner: parser.partner, name: method.completion)
            do {
                let ends = try paths.block(body, [.init()])
                for path in ends { paths.finish(path, at: path.opened ?? method.bodyEnd) }
                for place in paths.notCalled {
                    facts.reportNotCalled(method.completion, in: "-\(method.selector)", at: location(place))
                }
                for place in paths.calledTwice { facts.reportCalledTwice(method.completion, at: location(place)) }
            } catch {
                facts.skip(
                    "the paths through this delegate method were not followed (\(error.reason)): check by hand that"
                        + " \(method.completion) is called exactly once", at: location(method.nameIndex))
            }
            guard method.isDidReceive else { return }
            identifiers(method, body)
        }

        /// The `isEqualToString:` comparisons of the action identifier, `||` groups with the dismiss identifier, the
        /// final `else` of a chain that does work, and whether anything else reads the identifier.
        mutating func identifiers(_ method: DelegateHeader, _ body: Range<Int>) {
            var handler = AuditFacts.Handler(at: location(method.nameIndex))
            let response = method.response
            var aliases: Set<String> = []
            // `NSString *action = response.actionIdentifier;`
            for index in body where tokens[index].isIdentifier("actionIdentifier") && index >= 4 {
                if tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier(response),
                    tokens[index - 3].isPunctuation("="), tokens[index - 4].kind == .identifier
                {
                    aliases.insert(tokens[index - 4].text)
                }
            }
            /// Whether tokens `range` are the identifier.
            func isIdentifier(_ range: Range<Int>) -> Bool {
                let text = tokens[range].map(\.text)
                return text == [response, ".", "actionIdentifier"] || text == ["[", response, "actionIdentifier", "]"]
                    || (text.count == 1 && aliases.contains(text[0]))
            }
            var compared: [(index: Int, identifier: String?)] = []
            var consumed: Set<Int> = []
            for index in body
            where (tokens[index].isIdentifier("isEqualToString") || tokens[index].isIdentifier("isEqual"))
                && index + 1 < body.upperBound && tokens[index + 1].isPunctuation(":")
            {
                guard let open = enclosing(index) else { continue }
                let receiver = (open + 1)..<index
                let argument = (index + 2)..<parser.partner[open]
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
            // Any other use of the response or the identifier is not followed.
            for index in body where !consumed.contains(index) {
                let token = tokens[index]
                if token.isIdentifier(response) {
                    let next = index + 1 < tokens.count ? tokens[index + 1] : token
                    let after = index + 2 < tokens.count ? tokens[index + 2] : token
                    let reads = (next.isPunctuation(".") || next.kind == .identifier) ? after.text : ""
                    let member = next.kind == .identifier ? next.text : reads
                    if member == "notification" || (tokens[index - 1].isPunctuation(")") && next.isPunctuation(".")) {
                        continue
                    }
                    if member == "actionIdentifier" && tokens[index - 1].isPunctuation("=") { continue }
                    handler.giveUp("`\(response)` is used other than by comparing its action identifier")
                } else if aliases.contains(token.text)
                    && !(index + 1 < tokens.count && tokens[index + 1].isPunctuation("="))
                    && !tokens[index - 1].isPunctuation(".") && !tokens[index - 1].isPunctuation("*")
                {
                    handler.giveUp("`\(token.text)` is used other than in a comparison")
                }
                if token.isIdentifier("categoryIdentifier") { handler.readsCategory = true }
            }
            // `||` conditions that join the dismiss identifier with another.
            for index in body
            where tokens[index].isIdentifier("if") && index + 1 < body.upperBound
                && tokens[index + 1].isPunctuation("(")
            {
                let condition = (index + 1)..<parser.partner[index + 1]
                guard condition.contains(where: { tokens[$0].isPunctuation("||") }) else { continue }
                let inside = compared.filter { condition.contains($0.index) }
                guard let dismiss = inside.first(where: { $0.identifier == SystemActionIdentifier.dismiss }),
                    let other = inside.first(where: {
                        $0.identifier != nil && $0.identifier != SystemActionIdentifier.dismiss
                    })?.identifier
                else { continue }
                facts.reportDismissShared(with: other, at: location(dismiss.index))
            }
            // The final `else` of a chain whose conditions compare the identifier.
            for index in body
            where tokens[index].isIdentifier("else") && index + 1 < body.upperBound
                && tokens[index + 1].isPunctuation("{")
            {
                var head = index
                var comparesIdentifier = false
                while head > body.lowerBound, tokens[head - 1].isPunctuation("}") {
                    let open = parser.partner[head - 1]
                    guard open >= 2, tokens[open - 1].isPunctuation(")") else { break }
                    let conditionOpen = parser.partner[open - 1]
                    if compared.contains(where: { $0.index > conditionOpen && $0.index < open - 1 }) {
                        comparesIdentifier = true
                    }
                    guard conditionOpen >= 1, tokens[conditionOpen - 1].isIdentifier("if") else { break }
                    head = conditionOpen - 1
                    if head >= 1 && tokens[head - 1].isIdentifier("else") { head -= 1 } else { break }
                }
                let block = (index + 2)..<parser.partner[index + 1]
                if comparesIdentifier && doesWork(block, completion: method.completion) {
                    handler.fallback = location(index)
                }
            }
            facts.handlers.append(handler)
        }

        /// Whether `range` sends a message or calls a function other than the completion and logging.
        func doesWork(_ range: Range<Int>, completion: String) -> Bool {
            for index in range where tokens[index].kind == .identifier && index + 1 < tokens.count {
                let name = tokens[index].text
                let quiet = name == completion || name.lowercased().contains("log") || name == "return"
                if quiet { continue }
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

        // MARK: - Registrations and the delegate assignment

        /// `center.delegate = …` or `[center setDelegate:…]` in the block of a permission call.
        mutating func lateDelegate(at index: Int) {
            guard let open = enclosing(index) else { return }
            let call = index..<parser.partner[open]
            for caret in call where tokens[caret].isPunctuation("^") {
                guard let brace = call.first(where: { $0 > caret && tokens[$0].isPunctuation("{") }) else { continue }
                for inner in (brace + 1)..<parser.partner[brace] {
                    let isProperty =
                        tokens[inner].isIdentifier("delegate") && inner + 1 < tokens.count
                        && tokens[inner + 1].isPunctuation("=") && tokens[inner - 1].isPunctuation(".")
                    let isSetter = tokens[inner].isIdentifier("setDelegate") && tokens[inner - 1].kind == .identifier
                    guard isProperty || isSetter else { continue }
                    var start = inner
                    while start > brace + 1, !tokens[start - 1].isPunctuation(";"),
                        !tokens[start - 1].isPunctuation("{"),
                        !tokens[start - 1].isPunctuation("}")
                    {
                        start -= 1
                    }
                    facts.report(
                        .delegateSetLate,
                        "the notification center's delegate is set in \(tokens[index].text)'s completion block, after"
                            + " launch and only if that runs, so the tap that launched the app is lost: assign it in"
                            + " application:willFinishLaunchingWithOptions: or didFinishLaunching, before asking for"
                            + " permission", at: location(start))
                }
                break
            }
        }

        /// The block of `getNotificationCategoriesWithCompletionHandler:`: its `setNotificationCategories:` merges, and
        /// adding to the registered set without removing the old category first duplicates it.
        mutating func merges(at index: Int) {
            guard let open = enclosing(index) else { return }
            let call = index..<parser.partner[open]
            let names = call.map { tokens[$0].text }
            for setter in call where tokens[setter].isIdentifier("setNotificationCategories") {
                if let send = enclosing(setter) { facts.mergingRegistrations.insert(location(send)) }
            }
            let removes = [
                "removeObject", "filteredSetUsingPredicate", "minusSet", "filterUsingPredicate", "objectsPassingTest",
            ]
            guard !names.contains(where: removes.contains) else { return }
            // The block's parameter (the registered set), and the copies made of it: only what is added to them
            // keeps the registered category beside the new one.
            guard let caret = call.first(where: { tokens[$0].isPunctuation("^") }), caret + 1 < tokens.count,
                tokens[caret + 1].isPunctuation("("), parser.partner[caret + 1] > caret + 2
            else { return }
            let close = parser.partner[caret + 1]
            guard tokens[close - 1].kind == .identifier else { return }
            var registered: Set<String> = [tokens[close - 1].text]
            for index in call where tokens[index].isPunctuation("=") && tokens[index - 1].kind == .identifier {
                let value = tokens[(index + 1)..<min(index + 8, call.upperBound)].map(\.text)
                let copies =
                    value.count >= 4 && value[0] == "[" && registered.contains(value[1])
                    && ["mutableCopy", "copy"].contains(value[2])
                let setWith =
                    value.count >= 5 && value[0] == "[" && value[2] == "setWithSet" && registered.contains(value[4])
                if copies || setWith { registered.insert(tokens[index - 1].text) }
            }
            for adder in call
            where ["addObject", "setByAddingObject", "setByAddingObjectsFromSet", "unionSet", "addObjectsFromArray"]
                .contains(tokens[adder].text) && tokens[adder].kind == .identifier
            {
                guard let send = enclosing(adder), send + 2 == adder, registered.contains(tokens[send + 1].text)
                else { continue }
                facts.report(
                    .duplicateAfterMerge,
                    "\(tokens[adder].text) into the registered categories keeps the registered one of the same"
                        + " identifier whenever a title differs (after a language change), so two categories share an"
                        + " identifier: remove the old one first (filter on identifier), then add", at: location(send))
            }
        }
    }
}

/// A delegate method's header: `- (void)userNotificationCenter:(UNUserNotificationCenter *)center
/// didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {`.
struct DelegateHeader {
    var selector: String
    var isDidReceive: Bool
    var response: String
    var completion: String
    var nameIndex: Int
    var bodyStart: Int
    var bodyEnd: Int

    init?(_ tokens: [ObjectiveCToken], from start: Int, partner: [Int]) {
        // `-` `(` return type `)` then `part : (type) name` pairs, then `{`.
        var index = partner[start + 1] + 1
        var parts: [String] = []
        var names: [String] = []
        nameIndex = index
        while index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(":") {
            parts.append(tokens[index].text)
            index += 2
            if tokens[index].isPunctuation("(") { index = partner[index] + 1 }
            guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
            names.append(tokens[index].text)
            index += 1
            if parts.count > 4 { return nil }
        }
        guard index < tokens.count, tokens[index].isPunctuation("{"), names.count == 3 else { return nil }
        selector = parts.map { $0 + ":" }.joined()
        switch selector {
        case "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:": isDidReceive = true
        case "userNotificationCenter:willPresentNotification:withCompletionHandler:": isDidReceive = false
        default: return nil
        }
        response = names[1]
        completion = names[2]
        bodyStart = index
        bodyEnd = partner[index]
    }
}
