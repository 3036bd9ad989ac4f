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
            let units = evaluator.units.compactMap { unit in
                unit.parser.map { (path: unit.path, tokens: $0.tokens, partner: $0.partner) }
            }
            let methods = ObjectiveCMethods(units)
            let (carriers, notFollowed) = Self.carriers(units, methods: methods)
            var facts = notFollowed
            var late = ObjectiveCLateDelegate(units, methods: methods)
            late.check()
            facts.add(late.facts)
            for unit in evaluator.units {
                guard let parser = unit.parser else { continue }
                var reader = Reader(
                    evaluator: evaluator, parser: parser, path: unit.path, methods: methods,
                    carriers: carriers[unit.path] ?? [])
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
        /// The methods of the given files, where a completion handler handed on is followed.
        let methods: ObjectiveCMethods
        /// The methods of this file whose parameter receives the registered categories (``ObjectiveCAuditor/carriers(_:methods:)``).
        let carriers: [(body: Range<Int>, name: String)]
        var facts = AuditFacts()
        var tokens: [ObjectiveCToken] { parser.tokens }

        init(
            evaluator: ObjectiveCEvaluator, parser: ObjectiveCExpressionParser, path: String,
            methods: ObjectiveCMethods = ObjectiveCMethods([]), carriers: [(body: Range<Int>, name: String)] = []
        ) {
            self.evaluator = evaluator
            self.parser = parser
            self.path = path
            self.methods = methods
            self.carriers = carriers
        }

        func location(_ index: Int) -> ImportLocation {
            ObjectiveCMethods.location(tokens, path: path, index: index)
        }

        /// The index of the innermost `opener` (`[` or `(`) that encloses `index`.
        func enclosing(_ index: Int, opener: String = "[") -> Int? {
            ObjectiveCMethods.enclosing(tokens, partner: parser.partner, index: index) { $0.isPunctuation(opener) }
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
            // A method whose parameter receives the registered categories: what it adds to them is a merge.
            for carrier in carriers { merges(in: carrier.body, registered: carrier.name) }
            lateLifecycle()
        }

        // MARK: - Delegate methods

        mutating func delegate(_ method: DelegateHeader) {
            facts.delegateMethods += 1
            let body = (method.bodyStart + 1)..<method.bodyEnd
            var paths = ObjectiveCCompletionPaths(
                tokens: tokens, partner: parser.partner, name: method.completion, methods: methods)
            do {
                try paths.follow(body, end: method.bodyEnd)
                for place in paths.notCalled {
                    facts.reportNotCalled(method.completion, in: "-\(method.selector)", at: location(place))
                }
                for place in paths.calledTwice { facts.reportCalledTwice(method.completion, at: location(place)) }
                for helper in paths.helpers {
                    facts.reportHandedOn(
                        helper.completion, in: helper.method, notCalled: helper.notCalled,
                        calledTwice: helper.calledTwice)
                }
            } catch {
                facts.skip(
                    "the paths through this delegate method were not followed (\(error.reason)): check by hand that"
                        + " \(method.completion) is called exactly once", at: location(method.nameIndex))
            }
            beforeWork(tokens, partner: parser.partner, body: body, completion: method.completion, location: location)
            for helper in paths.helpers {
                let definition = helper.definition
                beforeWork(
                    definition.tokens, partner: definition.partner, body: definition.body,
                    completion: helper.completion, location: definition.location)
            }
            guard method.isDidReceive else { return }
            identifiers(method, body)
        }

        /// `completion-before-work`: the completion handler called after a statement that starts work in a block
        /// run later (``ObjectiveCAsyncWork``).
        mutating func beforeWork(
            _ tokens: [ObjectiveCToken], partner: [Int], body: Range<Int>, completion: String,
            location: (Int) -> ImportLocation
        ) {
            let found = ObjectiveCAsyncWork.find(
                tokens, partner: partner, body: body, completion: completion, methods: methods)
            for finding in found {
                facts.report(
                    .completionBeforeWork,
                    "\(completion) is called before the block that \(finding.starter) runs later (line"
                        + " \(location(finding.work).line)) has done its work, and iOS may suspend the app before it"
                        + " runs: call \(completion) at the end of that block instead", at: location(finding.call))
            }
        }

        /// What the method does with the action identifier (``ObjectiveCIdentifierUses``), as a handler.
        mutating func identifiers(_ method: DelegateHeader, _ body: Range<Int>) {
            var uses = ObjectiveCIdentifierUses(
                evaluator: evaluator, parser: parser, path: path, methods: methods,
                handler: AuditFacts.Handler(at: location(method.nameIndex)))
            uses.read(body, response: method.response, aliases: [], quiet: [method.completion])
            for shared in uses.dismissShared { facts.reportDismissShared(with: shared.other, at: shared.location) }
            facts.handlers.append(uses.handler)
        }

        // MARK: - Registrations and the delegate assignment

        /// `center.delegate = …` or `[center setDelegate:…]` in the block of a permission call.
        mutating func lateDelegate(at index: Int) {
            guard let open = enclosing(index) else { return }
            let call = index..<parser.partner[open]
            for caret in call where tokens[caret].isPunctuation("^") {
                guard let brace = call.first(where: { $0 > caret && tokens[$0].isPunctuation("{") }) else { continue }
                for start in delegateAssignments(in: (brace + 1)..<parser.partner[brace]) {
                    facts.reportDelegateSetLate(
                        "in \(tokens[index].text)'s completion block, after launch and only if that runs",
                        appKit: isAppKit, objectiveC: true, at: location(start))
                }
                break
            }
        }

        /// The notification center's delegate assigned in an app or scene delegate callback that runs only after
        /// launch (``AppLifecycle``): `-applicationDidBecomeActive:`.
        mutating func lateLifecycle() {
            let defined = methods.bySelector.values.joined().filter {
                $0.path == path && AppLifecycle.afterLaunchSelectors.contains($0.selector)
            }
            for method in defined {
                // The center: `[UNUserNotificationCenter currentNotificationCenter]`, or a name declared as one.
                let centers = Set(
                    method.body.filter { index in
                        index >= 2 && tokens[index - 1].isPunctuation("*")
                            && tokens[index - 2].isIdentifier("UNUserNotificationCenter")
                    }.map { tokens[$0].text })
                for start in delegateAssignments(in: method.body) {
                    let statement = tokens[start...].prefix { !$0.isPunctuation(";") }
                    guard
                        statement.contains(where: { $0.isIdentifier("currentNotificationCenter") })
                            || statement.prefix(2).contains(where: { centers.contains($0.text) })
                    else { continue }
                    let appKit = isAppKit || isNotificationParameter(method)
                    facts.reportDelegateSetLate(
                        "in -\(method.selector), which runs only after the app has finished launching", appKit: appKit,
                        objectiveC: true, at: location(start))
                }
            }
        }

        /// Whether `method`'s parameter is an `NSNotification` (AppKit's callbacks; UIKit's take the application).
        func isNotificationParameter(_ method: ObjectiveCMethods.Method) -> Bool {
            tokens[method.nameIndex..<method.body.lowerBound].contains { $0.isIdentifier("NSNotification") }
        }

        /// A Mac app's file: it names `NSApplication` or `NSApplicationDelegate`.
        var isAppKit: Bool {
            tokens.contains { $0.isIdentifier("NSApplication") || $0.isIdentifier("NSApplicationDelegate") }
        }

        /// Where statements in `range` assign a delegate (`x.delegate = …`, `[x setDelegate:…]`): each statement's
        /// first token.
        func delegateAssignments(in range: Range<Int>) -> [Int] {
            var starts: [Int] = []
            for inner in range {
                let isProperty =
                    tokens[inner].isIdentifier("delegate") && inner + 1 < tokens.count
                    && tokens[inner + 1].isPunctuation("=") && tokens[inner - 1].isPunctuation(".")
                let isSetter = tokens[inner].isIdentifier("setDelegate") && tokens[inner - 1].kind == .identifier
                guard isProperty || isSetter else { continue }
                var start = inner
                while start > range.lowerBound, !tokens[start - 1].isPunctuation(";"),
                    !tokens[start - 1].isPunctuation("{"),
                    !tokens[start - 1].isPunctuation("}")
                {
                    start -= 1
                }
                starts.append(start)
            }
            return starts
        }

        /// The block of `getNotificationCategoriesWithCompletionHandler:`: its `setNotificationCategories:` merges, and
        /// adding to the registered set without removing the old category first duplicates it.
        mutating func merges(at index: Int) {
            guard let open = enclosing(index) else { return }
            let call = index..<parser.partner[open]
            merges(
                in: call, registered: ObjectiveCAuditor.registeredBlock(tokens, partner: parser.partner, in: call)?.name
            )
        }

        /// The `setNotificationCategories:` merges in `range` (a `getNotificationCategories` call, or a method whose
        /// parameter receives the registered set), and what is added to the registered set `name` or a copy of it.
        mutating func merges(in range: Range<Int>, registered name: String?) {
            for setter in range where tokens[setter].isIdentifier("setNotificationCategories") {
                if let send = enclosing(setter) { facts.mergingRegistrations.insert(location(send)) }
            }
            let removes = [
                "removeObject", "filteredSetUsingPredicate", "minusSet", "filterUsingPredicate", "objectsPassingTest",
            ]
            guard let name, !range.contains(where: { removes.contains(tokens[$0].text) }) else { return }
            // Only what is added to the registered set and its copies keeps the registered category beside the new one.
            let registered = ObjectiveCAuditor.registeredNames(name, in: range, tokens)
            for adder in range
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

extension ObjectiveCAuditor {
    /// The block parameter of a `getNotificationCategoriesWithCompletionHandler:` call (the registered set), and the
    /// block's body.
    static func registeredBlock(
        _ tokens: [ObjectiveCToken], partner: [Int], in call: Range<Int>
    ) -> (name: String, body: Range<Int>)? {
        guard let caret = call.first(where: { tokens[$0].isPunctuation("^") }), caret + 1 < tokens.count,
            tokens[caret + 1].isPunctuation("("), partner[caret + 1] > caret + 2
        else { return nil }
        let close = partner[caret + 1]
        guard tokens[close - 1].kind == .identifier,
            let brace = call.first(where: { $0 > close && tokens[$0].isPunctuation("{") })
        else { return nil }
        return (tokens[close - 1].text, (brace + 1)..<partner[brace])
    }

    /// `name` and the copies `range` makes of it (`[registered mutableCopy]`, `[NSMutableSet setWithSet:registered]`).
    static func registeredNames(_ name: String, in range: Range<Int>, _ tokens: [ObjectiveCToken]) -> Set<String> {
        var registered: Set<String> = [name]
        for index in range where tokens[index].isPunctuation("=") && tokens[index - 1].kind == .identifier {
            let value = tokens[(index + 1)..<min(index + 8, range.upperBound)].map(\.text)
            let copies =
                value.count >= 4 && value[0] == "[" && registered.contains(value[1])
                && ["mutableCopy", "copy"].contains(value[2])
            let setWith =
                value.count >= 5 && value[0] == "[" && value[2] == "setWithSet" && registered.contains(value[4])
            if copies || setWith { registered.insert(tokens[index - 1].text) }
        }
        return registered
    }

    /// The methods whose parameter receives the registered categories, by file: from a
    /// `getNotificationCategoriesWithCompletionHandler:` block (`[self registerWith:existing]`) through at most two
    /// messages to methods of the given files. The set sent to a method not in the files, or defined by more than one
    /// class, is noted as not followed.
    static func carriers(
        _ units: [(path: String, tokens: [ObjectiveCToken], partner: [Int])], methods: ObjectiveCMethods
    ) -> ([String: [(body: Range<Int>, name: String)]], AuditFacts) {
        var facts = AuditFacts()
        var found: [String: [(body: Range<Int>, name: String)]] = [:]
        var pending: [(unit: Int, body: Range<Int>, name: String, depth: Int)] = []
        for (number, unit) in units.enumerated() {
            for index in unit.tokens.indices
            where unit.tokens[index].isIdentifier("getNotificationCategoriesWithCompletionHandler") {
                guard
                    let open = ObjectiveCMethods.enclosing(unit.tokens, partner: unit.partner, index: index),
                    let block = registeredBlock(unit.tokens, partner: unit.partner, in: index..<unit.partner[open])
                else { continue }
                pending.append((number, block.body, block.name, 0))
            }
        }
        var seen: Set<String> = []
        while !pending.isEmpty {
            let (number, body, name, depth) = pending.removeFirst()
            let unit = units[number]
            let names = registeredNames(name, in: body, unit.tokens)
            for index in body where unit.tokens[index].kind == .identifier && names.contains(unit.tokens[index].text) {
                guard let open = ObjectiveCMethods.message(unit.tokens, partner: unit.partner, argument: index),
                    case let receiver = unit.tokens[open + 1].kind == .identifier ? unit.tokens[open + 1].text : "",
                    !names.contains(receiver), receiver.first?.isUppercase != true,
                    !unit.tokens[open..<index].contains(where: { $0.isIdentifier("setNotificationCategories") }),
                    let resolved = methods.resolve(unit.tokens, partner: unit.partner, argument: index)
                else { continue }
                let token = unit.tokens[index]
                let place = ImportLocation(file: unit.path, line: token.line, column: token.column)
                switch resolved {
                case .method(let method, let parameter):
                    guard depth < 2 else {
                        facts.skip(
                            "the registered categories are sent on more than 2 messages deep, to -\(method.selector):"
                                + " what is added to them there was not checked", at: place)
                        continue
                    }
                    guard let target = units.firstIndex(where: { $0.path == method.path }),
                        seen.insert("\(method.path):\(method.nameIndex)").inserted
                    else { continue }
                    found[method.path, default: []].append((method.body, method.parameters[parameter]))
                    pending.append((target, method.body, method.parameters[parameter], depth + 1))
                case .notInFiles:
                    facts.skip(
                        "the registered categories are sent to a method that is not in the given files: what it adds"
                            + " to them was not checked", at: place)
                case .ambiguous:
                    facts.skip(
                        "the registered categories are sent to a method more than one class of the given files"
                            + " defines: what it adds to them was not checked", at: place)
                }
            }
        }
        return (found, facts)
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
