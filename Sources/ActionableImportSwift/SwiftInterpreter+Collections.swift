#if Import
    import ActionableImport
    import SwiftSyntax

    /// What large apps build categories with besides literals: `allCases.map { … }`, `compactMap`, `forEach`, key paths,
    /// `for` loops over known lists, and `switch self` in an enum's computed properties.
    extension SwiftInterpreter {
        /// Lists longer than this are not run element by element: an app has a few dozen categories at most.
        static let maxUnrolled = 64

        /// The names a closure binds: its parameters, or `$0`, `$1`… up to `count` when it names none.
        static func parameters(of closure: ClosureExprSyntax, count: Int) -> [String] {
            switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: return names.map { $0.name.text.trimmingBackticks }
            case .parameterClause(let clause)?:
                return clause.parameters.map { ($0.secondName ?? $0.firstName).text.trimmingBackticks }
            case nil: return (0..<count).map { "$\($0)" }
            }
        }

        /// Runs `closure` with its parameters bound to `arguments` and gives back what it returns. Assignments to the
        /// caller's variables (`forEach { actions.append(…) }`) are kept.
        func apply(_ closure: ClosureExprSyntax, to arguments: [SwiftValue], _ context: inout Context) -> SwiftValue {
            var inner = context
            inner.returned = nil
            inner.returnType = nil
            let names = Self.parameters(of: closure, count: max(arguments.count, 1))
            for (index, name) in names.enumerated() {
                inner.locals[name] =
                    index < arguments.count
                    ? arguments[index] : .runTime(name, context.file.location(of: closure))
                inner.localTypes[name] = nil
            }
            let result = body(closure.statements, &inner)
            for (name, value) in inner.locals where context.locals[name] != nil && !names.contains(name) {
                context.locals[name] = value
            }
            for (name, notes) in inner.localNotes where context.locals[name] != nil { context.localNotes[name] = notes }
            return result
        }

        /// `list.map`, `compactMap`, `flatMap`, `forEach`, `filter`, `union`, `sorted`… on a list the importer knows;
        /// `nil` when `method` is none of these or the receiver is not a known list.
        func transform(
            _ method: String, of receiver: SwiftValue, _ call: FunctionCallExprSyntax, _ arguments: Arguments,
            _ context: inout Context, receiverType: ContextType? = nil
        ) -> SwiftValue? {
            let location = context.file.location(of: call)
            let function: ExprSyntax? = call.trailingClosure.map(ExprSyntax.init) ?? arguments.items.first?.expression
            switch method {
            case "map", "compactMap", "flatMap", "forEach":
                guard case .list(let items) = receiver, items.count <= Self.maxUnrolled, let function else {
                    return nil
                }
                var results: [SwiftValue] = []
                for item in items where !exhausted {
                    let result: SwiftValue
                    if let closure = function.as(ClosureExprSyntax.self) {
                        result = apply(closure, to: [item], &context)
                    } else if case .keyPath(let names) = evaluate(function, &context) {
                        result = names.reduce(item) { value, name in
                            member(name, of: value, at: location, excerpt: function.excerpt, context)
                        }
                    } else {
                        return nil
                    }
                    switch (method, result) {
                    case ("compactMap", .type("nil")): continue
                    case ("flatMap", .list(let inner)): results += inner
                    default: results.append(result)
                    }
                }
                return method == "forEach" ? .runTime(call.excerpt, location) : .list(results)
            case "filter":
                guard case .list(let items) = receiver, items.count <= Self.maxUnrolled,
                    let closure = function?.as(ClosureExprSyntax.self)
                else { return nil }
                var kept: [SwiftValue] = []
                for item in items {
                    guard case .bool(let keep) = apply(closure, to: [item], &context) else {
                        return .runTime(call.excerpt, location)
                    }
                    if keep { kept.append(item) }
                }
                return .list(kept)
            case "union", "appending", "inserting":
                // `existing.union(new)` in `getNotificationCategories`: what is known of both sides, the run-time
                // part kept as an element so a registration still sees the categories beside it.
                guard let function else { return nil }
                // Typed as Swift types it: `union` takes a collection of the receiver's elements, the others one.
                let element = Self.elementType(of: receiver) ?? receiverType?.element
                let other = evaluate(
                    function, &context, as: method == "union" ? element.map(ContextType.collection) : element)
                func elements(_ value: SwiftValue) -> [SwiftValue] {
                    if case .list(let items) = value { return items }
                    return [value]
                }
                guard receiver.isList || other.isList else { return nil }
                return .list(elements(receiver) + elements(other))
            case "sorted", "reversed", "shuffled", "uniqued":
                return receiver.isList ? receiver : nil
            default:
                return nil
            }
        }

        // MARK: - switch

        /// A `switch`: when its subject is known (an enum case as `self`, a string), the branch it takes, run in
        /// `context`; otherwise every branch, for what they build, and whatever they disagree on is run-time. The value
        /// is the branch's single expression (a `switch` expression) or what it returns.
        func switchValue(_ choice: SwitchExprSyntax, _ context: inout Context, as type: ContextType? = nil)
            -> SwiftValue
        {
            let subject = evaluate(choice.subject, &context)
            let location = context.file.location(of: choice)
            var chosen: SwitchCaseSyntax?
            var undecided = subject.isRunTime
            search: for element in choice.cases where !undecided {
                guard case .switchCase(let branch) = element else {
                    undecided = true
                    break
                }
                switch branch.label {
                case .default:
                    chosen = branch
                    break search
                case .case(let label):
                    for item in label.caseItems {
                        switch matches(item.pattern, subject, &context) {
                        case true?:
                            chosen = branch
                            break search
                        case false?: continue
                        case nil:
                            undecided = true
                            break search
                        }
                    }
                }
            }
            if !undecided, let chosen {
                return caseValue(chosen, &context, as: type)
            }
            // Every branch, each from the same state; what they all agree on is kept.
            var outcomes: [(Context, SwiftValue)] = []
            for element in choice.cases {
                guard case .switchCase(let branch) = element else { continue }
                var copy = context
                let value = caseValue(branch, &copy, as: type)
                outcomes.append((copy, value))
            }
            guard let first = outcomes.first else { return .runTime(choice.excerpt, location) }
            for name in first.0.locals.keys.sorted() {
                let values = outcomes.map { $0.0.locals[name] }
                if values.allSatisfy({ $0 == values[0] }) {
                    context.locals[name] = values[0]
                } else if context.locals[name] != nil {
                    context.locals[name] = .runTime("`\(name)` depends on `switch \(choice.subject.excerpt)`", location)
                }
            }
            let returns = outcomes.map(\.0.returned)
            if context.returned == nil, returns.contains(where: { $0 != nil }) {
                context.returned =
                    returns.allSatisfy({ $0 == returns[0] })
                    ? returns[0] : .runTime("switch \(choice.subject.excerpt)", location)
            }
            let values = outcomes.map(\.1)
            return values.allSatisfy({ $0 == values[0] }) ? values[0] : .runTime(choice.excerpt, location)
        }

        /// Runs a branch: its single expression's value, or its statements with what they return.
        private func caseValue(_ branch: SwitchCaseSyntax, _ context: inout Context, as type: ContextType?)
            -> SwiftValue
        {
            if branch.statements.count == 1, let expression = Self.expression(of: branch.statements.first?.item) {
                return evaluate(expression, &context, as: type)
            }
            run(branch.statements, &context)
            return context.returned ?? .runTime("switch", context.file.location(of: branch))
        }

        /// Whether `pattern` matches `subject`: `nil` when the importer cannot tell (a binding, a range, a type).
        private func matches(_ pattern: PatternSyntax, _ subject: SwiftValue, _ context: inout Context) -> Bool? {
            // `case let .snooze(minutes)`: the binding applies to the names inside.
            if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                return matches(binding.pattern, subject, &context)
            }
            // `.snooze(let minutes)`, `.custom(_, let title)`: a case of the enum, its associated values bound.
            if case .enumCase(let value) = subject,
                let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                guard member.declName.baseName.text.trimmingBackticks == value.name else { return false }
                let location = context.file.location(of: call)
                for (index, argument) in call.arguments.enumerated() {
                    var element = argument.expression
                    if let inner = element.as(PatternExprSyntax.self) {
                        var inside = inner.pattern
                        if let binding = inside.as(ValueBindingPatternSyntax.self) { inside = binding.pattern }
                        if inside.is(WildcardPatternSyntax.self) { continue }
                        guard let name = inside.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
                        else { return nil }
                        let given = value.values.flatMap { index < $0.count ? $0[index] : nil }
                        context.locals[name] = given ?? .runTime(name, location)
                        context.localTypes[name] = nil
                        continue
                    }
                    if element.is(DiscardAssignmentExprSyntax.self) { continue }
                    // `case let .snooze(minutes)`: a bare name is bound by the `let` around it.
                    if let reference = element.as(DeclReferenceExprSyntax.self),
                        pattern.parent?.is(ValueBindingPatternSyntax.self) == true
                    {
                        let name = reference.baseName.text.trimmingBackticks
                        let given = value.values.flatMap { index < $0.count ? $0[index] : nil }
                        context.locals[name] = given ?? .runTime(name, location)
                        context.localTypes[name] = nil
                        continue
                    }
                    // A value to compare with: known only when the case was built with its values.
                    guard let given = value.values.flatMap({ index < $0.count ? $0[index] : nil }) else { return nil }
                    element = argument.expression
                    let wanted = evaluate(element, &context)
                    if wanted.isRunTime || given.isRunTime { return nil }
                    if wanted != given { return false }
                }
                return true
            }
            guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
                if pattern.is(WildcardPatternSyntax.self) { return true }
                return nil
            }
            let value = evaluate(expression, &context)
            switch (subject, value) {
            case (.enumCase(let a), .member(let name)): return a.name == name
            case (.enumCase(let a), .enumCase(let b)): return a.name == b.name
            case (.string(let a), .string(let b)): return a == b
            case (.integer(let a), .integer(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            default: return nil
            }
        }

        // MARK: - for

        /// A `for` loop over a list the importer knows runs once per element, with the loop variable bound; over
        /// anything else it runs once for what it builds, and the variables it changes become run-time.
        func loop(_ loop: ForStmtSyntax, _ context: inout Context) {
            let sequence = evaluate(loop.sequence, &context)
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
            let location = context.file.location(of: loop)
            if case .list(let items) = sequence, items.count <= Self.maxUnrolled, let name,
                loop.whereClause.map({ clause in
                    items.allSatisfy { item in
                        var probe = context
                        probe.locals[name] = item
                        if case .bool = evaluate(clause.condition, &probe) { return true }
                        return false
                    }
                }) ?? true
            {
                let shadowed = context.locals[name]
                let shadowedType = context.localTypes.removeValue(forKey: name)
                defer { context.localTypes[name] = shadowedType }
                for item in items where !exhausted {
                    context.locals[name] = item
                    if let clause = loop.whereClause, case .bool(false) = evaluate(clause.condition, &context) {
                        continue
                    }
                    var inner = context
                    run(loop.body.statements, &inner)
                    for (key, value) in inner.locals where context.locals[key] != nil { context.locals[key] = value }
                    for (key, notes) in inner.localNotes where context.locals[key] != nil {
                        context.localNotes[key] = notes
                    }
                    if inner.returned != nil {
                        context.returned = inner.returned
                        break
                    }
                }
                context.locals[name] = shadowed
                return
            }
            var inner = context
            if let name {
                inner.locals[name] = .runTime("an element of \(loop.sequence.excerpt)", location)
                inner.localTypes[name] = nil
            }
            run(loop.body.statements, &inner)
            for (key, value) in inner.locals where context.locals[key] != nil && context.locals[key] != value {
                context.locals[key] = .runTime("a loop: \(loop.sequence.excerpt)", location)
            }
        }
    }

    extension SwiftValue {
        var isList: Bool {
            if case .list = self { return true }
            return false
        }
    }
#endif
