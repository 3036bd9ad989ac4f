#if Import
    import ActionableImport
    import SwiftSyntax

    extension SwiftInterpreter {
        /// What is known of `expression` in `context`, read as `type` when Swift knows its type from context (an
        /// argument's parameter, a declared type, a collection's element): `.reply` is then that type's static.
        func evaluate(_ expression: ExprSyntax, _ context: inout Context, as type: ContextType? = nil) -> SwiftValue {
            let type = type.map { expandingAliases($0, from: context.scope) }
            let value = evaluateUntyped(expression, &context, as: type)
            return typed(value, as: type, from: context.scope)
        }

        private func evaluateUntyped(_ expression: ExprSyntax, _ context: inout Context, as type: ContextType?)
            -> SwiftValue
        {
            guard spend() else { return .runTime(expression.excerpt, context.file.location(of: expression)) }
            if let literal = expression.as(StringLiteralExprSyntax.self) {
                if let value = literal.representedLiteralValue { return .string(value) }
                return interpolated(literal, &context) ?? .runTime(literal.excerpt, context.file.location(of: literal))
            }
            if expression.is(NilLiteralExprSyntax.self) { return .type("nil") }
            if let literal = expression.as(BooleanLiteralExprSyntax.self) {
                return .bool(literal.literal.tokenKind == .keyword(.true))
            }
            if let literal = expression.as(IntegerLiteralExprSyntax.self),
                let value = Int(literal.literal.text.filter { $0 != "_" })
            {
                return .integer(value)
            }
            if let array = expression.as(ArrayExprSyntax.self) {
                // With no concrete type from context (none, a protocol, a generic parameter), Swift types
                // `[Kind.a, .b]` by its spelled-out element: `.b` is a `Kind`.
                var element = type?.element
                if element.map({ !isConcrete($0, from: context.scope) }) ?? true,
                    let spelled = spelledEnumType(of: array, context)
                {
                    element = .named(spelled)
                }
                return .list(array.elements.map { evaluate($0.expression, &context, as: element) })
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                return evaluate(only.expression, &context, as: type)
            }
            if let wrapped = unwrapped(expression) { return evaluate(wrapped, &context, as: type) }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return name(reference.baseName.text.trimmingBackticks, at: reference, &context)
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if let value = implicitMember(member, as: type, &context) { return value }
                return self.member(member, &context)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, &context, as: type) }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                return self.sequence(sequence, &context, as: type)
            }
            if let closure = expression.as(ClosureExprSyntax.self) {
                // A closure given to something the importer does not know (`getNotificationCategories { … }`) may still
                // build categories: run it for them.
                var inner = context
                inner.returnType = nil
                let location = context.file.location(of: closure)
                for parameter in Self.parameters(of: closure, count: 2) {
                    inner.locals[parameter] = .runTime(parameter, location)
                    inner.localTypes[parameter] = nil
                }
                run(closure.statements, &inner)
                return .runTime(closure.excerpt, location)
            }
            if let type = expression.as(TypeExprSyntax.self) { return .type(type.type.trimmedDescription) }
            if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
                var names: [String] = []
                for component in keyPath.components {
                    guard case .property(let property) = component.component else {
                        return .runTime(keyPath.excerpt, context.file.location(of: keyPath))
                    }
                    names.append(property.declName.baseName.text.trimmingBackticks)
                }
                return .keyPath(names)
            }
            if let choice = expression.as(SwitchExprSyntax.self) { return switchValue(choice, &context, as: type) }
            if let conditional = expression.as(IfExprSyntax.self) { return ifValue(conditional, &context, as: type) }
            return .runTime(expression.excerpt, context.file.location(of: expression))
        }

        /// The expression inside `x!`, `x?`, `try x`, `await x`, `x as T`.
        /// `"reminder.snooze.\(minutes)"` when each interpolated value is a known string or integer (an associated
        /// value bound by `case .snooze(let minutes)`); `nil` otherwise.
        private func interpolated(_ literal: StringLiteralExprSyntax, _ context: inout Context) -> SwiftValue? {
            guard literal.openingPounds == nil else { return nil }
            var result = ""
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text):
                    guard !text.content.text.contains("\\") else { return nil }
                    result += text.content.text
                    if result.utf8.count > Self.maxBuiltString { return nil }
                case .expressionSegment(let part):
                    guard part.expressions.count == 1, let only = part.expressions.first, only.label == nil else {
                        return nil
                    }
                    var probe = context
                    switch evaluate(only.expression, &probe) {
                    case .string(let value): result += value
                    case .integer(let value): result += String(value)
                    default: return nil
                    }
                    if result.utf8.count > Self.maxBuiltString { return nil }
                }
            }
            return .string(result)
        }

        /// Whether `type` names a type the importer knows that is no protocol: its implicit members are its own.
        private func isConcrete(_ type: ContextType, from scope: [String]) -> Bool {
            guard type.depth == 0, let resolved = resolvedType(type.name, from: scope) else { return type.depth > 0 }
            return symbols.types[resolved] != .protocolType
        }

        /// The app's enum an array literal's element names with its type (`Kind.a`, `Kind.b(1)`), when the literal
        /// names one and no other.
        private func spelledEnumType(of array: ArrayExprSyntax, _ context: Context) -> [String]? {
            var found: [String]?
            for element in array.elements {
                var expression = element.expression
                if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
                guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                    let path = Self.path(of: base), context.locals[path[0]] == nil,
                    case .enumCase(let value)? = symbols.lookup(
                        path + [member.declName.baseName.text.trimmingBackticks], from: context.scope)?.symbol.kind
                else { continue }
                if let found, found != value.type { return nil }
                found = value.type
            }
            return found
        }

        private func unwrapped(_ expression: ExprSyntax) -> ExprSyntax? {
            if let node = expression.as(ForceUnwrapExprSyntax.self) { return node.expression }
            if let node = expression.as(OptionalChainingExprSyntax.self) { return node.expression }
            if let node = expression.as(TryExprSyntax.self) { return node.expression }
            if let node = expression.as(AwaitExprSyntax.self) { return node.expression }
            if let node = expression.as(AsExprSyntax.self) { return node.expression }
            return nil
        }

        // MARK: - Names

        private func name(_ name: String, at node: some SyntaxProtocol, _ context: inout Context) -> SwiftValue {
            if name == "self" { return context.selfValue ?? .runTime("self", context.file.location(of: node)) }
            if let local = context.locals[name] { return local }
            // Inside a member of an enum's case, `title` is the case's own (or its protocol extension's) member.
            if case .enumCase(let value)? = context.selfValue, let found = symbols.member(name, of: value.type) {
                if found.symbol.isStatic { return self.value(of: found.symbol, named: found.name) }
                return instanceValue(
                    found.symbol, named: found.name, of: .enumCase(value), at: context.file.location(of: node))
            }
            if let found = symbols.lookup([name], from: context.scope) {
                if !found.symbol.isStatic, let receiver = context.selfValue {
                    return instanceValue(
                        found.symbol, named: found.name, of: receiver, at: context.file.location(of: node))
                }
                return value(of: found.symbol, named: found.name)
            }
            if name == "allCases", let cases = allCases(of: context.scope, from: []) { return cases }
            if name == "rawValue", case .enumCase(let value)? = context.selfValue, let raw = value.raw { return raw }
            if let intent = Self.intentName(name) { return .string(intent) }
            if name.first?.isUppercase == true { return .type(name) }
            return .runTime(name, context.file.location(of: node))
        }

        /// The class name an Intents constant stands for: `INSendMessageIntentIdentifier` is `"INSendMessageIntent"`.
        static func intentName(_ name: String) -> String? {
            guard name.hasPrefix("IN"), name.hasSuffix("IntentIdentifier"), name.count > 18 else { return nil }
            return String(name.dropLast("Identifier".count))
        }

        private func member(_ member: MemberAccessExprSyntax, _ context: inout Context) -> SwiftValue {
            let name = member.declName.baseName.text.trimmingBackticks
            let location = context.file.location(of: member)
            guard let base = member.base else { return .member(name) }
            if name == "self", let type = Self.path(of: base) { return .type(type.joined(separator: ".")) }
            if name == "rawValue" {
                switch evaluate(base, &context) {
                case .enumCase(let value): return value.raw ?? .runTime(member.excerpt, location)
                case .string(let value): return .string(value)
                default: return .runTime(member.excerpt, location)
                }
            }
            if var path = Self.path(of: base) {
                if path.first == "self" && context.selfValue == nil || path.first == "Self" { path.removeFirst() }
                if path == ["UNNotificationActionOptions"] || path == ["UNNotificationCategoryOptions"] {
                    return .member(name)
                }
                if path.first != "self", context.locals[path.first ?? ""] == nil,
                    let found = symbols.lookup(path + [name], from: context.scope)
                {
                    return value(of: found.symbol, named: found.name)
                }
            }
            let receiver = evaluate(base, &context)
            return self.member(name, of: receiver, at: location, excerpt: member.excerpt, context)
        }

        /// `receiver.name`: a case's raw value, computed property or stored member, an enum's `allCases`, a
        /// `String` extension's property on a text.
        func member(
            _ name: String, of receiver: SwiftValue, at location: ImportLocation, excerpt: String, _ context: Context
        ) -> SwiftValue {
            switch receiver {
            case .enumCase(let value):
                if name == "rawValue" { return value.raw ?? .runTime(excerpt, location) }
                if let found = symbols.member(name, of: value.type) {
                    if case .function = found.symbol.kind { return .runTime(excerpt, location) }
                    if found.symbol.isStatic { return self.value(of: found.symbol, named: found.name) }
                    return instanceValue(found.symbol, named: found.name, of: receiver, at: location)
                }
                return .runTime(excerpt, location)
            case .instance(let type, let fields):
                if let field = fields[name] { return field }
                if let found = symbols.member(name, of: type), !found.symbol.isStatic {
                    return instanceValue(found.symbol, named: found.name, of: receiver, at: location)
                }
                return .runTime(excerpt, location)
            case .type(let type):
                let path = type.split(separator: ".").map(String.init)
                if name == "allCases", let cases = allCases(of: path, from: context.scope) { return cases }
                return .type(type + "." + name)
            case .string(let value) where name == "isEmpty": return .bool(value.isEmpty)
            case .list(let items) where name == "isEmpty": return .bool(items.isEmpty)
            case .list(let items) where name == "count": return .integer(items.count)
            default:
                if receiver.text != nil, let found = symbols.lookup(["String", name], from: []) {
                    return run(found.symbol, arguments: [:], selfValue: receiver, named: found.name, at: location)
                }
                return .runTime(excerpt, location)
            }
        }

        /// The cases of the enum `path` names from `scope` (`Self` is the scope), when the app declares it with no
        /// associated values and no `allCases` of its own.
        func allCases(of path: [String], from scope: [String]) -> SwiftValue? {
            var path = path
            var prefix = scope
            if path.first == "Self" {
                path = scope + path.dropFirst()
                prefix = []
            }
            if symbols.lookup(path + ["allCases"], from: prefix) != nil { return nil }
            while true {
                let type = prefix + path
                if let cases = symbols.enumCases[type.joined(separator: ".")] {
                    return .list(
                        cases.map { name in
                            if case .enumCase(let value)? = symbols.lookup(type + [name], from: [])?.symbol.kind {
                                return .enumCase(value)
                            }
                            return .enumCase(EnumCase(type: type, name: name, raw: nil))
                        })
                }
                if prefix.isEmpty { return nil }
                prefix.removeLast()
            }
        }

        /// An instance member's value for one value of its type (`self` is an enum case): run each time it is asked
        /// for one receiver, then remembered for it.
        func instanceValue(
            _ symbol: SwiftSymbols.Symbol, named name: String, of receiver: SwiftValue, at location: ImportLocation
        ) -> SwiftValue {
            if case .enumCase(let value) = symbol.kind { return .enumCase(value) }
            if case .function = symbol.kind { return .runTime(name, location) }
            let key = "\(name)@\(receiver)"
            if let cached = cache[key] { return cached }
            cache[key] = .runTime(name, location)
            let result = run(symbol, arguments: [:], selfValue: receiver, named: name, at: location)
            cache[key] = result
            return result
        }

        /// `a == b`, `a != b`, `a && b`, `a || b`, or a single operand: `nil` when the elements are anything else.
        func compare(_ elements: [ExprSyntax], _ context: inout Context) -> SwiftValue? {
            if elements.count == 1 { return evaluate(elements[0], &context) }
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["==", "!=", "&&", "||"].contains(op)
            else { return nil }
            let location = context.file.location(of: elements[0])
            let a = evaluate(elements[0], &context)
            let b = evaluate(elements[2], &context)
            switch op {
            case "==", "!=":
                // `self == .ignore`: known when both sides are.
                if let equal = Self.equal(a, b) { return .bool(equal == (op == "==")) }
            default:
                if case .bool(let x) = a, case .bool(let y) = b { return .bool(op == "&&" ? x && y : x || y) }
            }
            return .runTime(elements.map(\.trimmedDescription).joined(separator: " "), location)
        }

        /// Whether two known values are equal: enum cases (an implicit `.member` by name), strings, numbers, booleans.
        static func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool? {
            switch (a, b) {
            case (.enumCase(let x), .enumCase(let y)): x.type == y.type && x.name == y.name
            case (.enumCase(let x), .member(let name)), (.member(let name), .enumCase(let x)): x.name == name
            case (.string(let x), .string(let y)): x == y
            case (.integer(let x), .integer(let y)): x == y
            case (.bool(let x), .bool(let y)): x == y
            case (.type("nil"), .type("nil")): true
            default: nil
            }
        }

        /// `A.B.c` as `["A", "B", "c"]`, when the expression is only names.
        static func path(of expression: ExprSyntax) -> [String]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return [reference.baseName.text.trimmingBackticks]
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                let prefix = path(of: base)
            {
                return prefix + [member.declName.baseName.text.trimmingBackticks]
            }
            return nil
        }

        /// A global's or member's value: computed once per run (the app's constants do not change), a recursion
        /// through them is run-time.
        func value(of symbol: SwiftSymbols.Symbol, named name: String) -> SwiftValue {
            switch symbol.kind {
            case .enumCase(let value): return .enumCase(value)
            case .function(let function):
                return .runTime(function.name.text, symbol.file.location(of: function))
            case .stored, .computed:
                if let cached = cache[name] { return cached }
                let location = location(of: symbol)
                cache[name] = .runTime(name, location)
                let value = run(symbol, arguments: [:], selfValue: nil, named: name, at: location)
                cache[name] = value
                return value
            }
        }

        private func location(of symbol: SwiftSymbols.Symbol) -> ImportLocation {
            switch symbol.kind {
            case .stored(let expression): symbol.file.location(of: expression)
            case .computed(let statements): symbol.file.location(of: statements)
            case .function(let function): symbol.file.location(of: function)
            case .enumCase: ImportLocation(file: symbol.file.path, line: 1, column: 1)
            }
        }

        /// Runs a declaration: a stored property's initializer, a computed property's getter, or a function with its
        /// arguments bound.
        func run(
            _ symbol: SwiftSymbols.Symbol, arguments: [String: SwiftValue], selfValue: SwiftValue?, named name: String,
            at location: ImportLocation
        ) -> SwiftValue {
            guard enter() else { return .runTime(name, location) }
            defer { leave() }
            // A function that calls itself with what it was given (a retry passing on `retries - 1`) is run once: the
            // inner call is run-time. Called with other values (`actions(for: .a) + actions(for: .b)`), it runs.
            var key: String?
            if case .function = symbol.kind {
                let bound = arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                key = "\(name)(\(bound.joined(separator: ",")))@\(String(describing: selfValue))"
            }
            if let key {
                guard running.insert(key).inserted else { return .runTime(name, location) }
            }
            defer { if let key { running.remove(key) } }
            let value = runUntyped(symbol, arguments: arguments, selfValue: selfValue, named: name, at: location)
            return typed(value, as: symbol.type, from: symbol.scope)
        }

        private func runUntyped(
            _ symbol: SwiftSymbols.Symbol, arguments: [String: SwiftValue], selfValue: SwiftValue?, named name: String,
            at location: ImportLocation
        ) -> SwiftValue {
            var context = Context(file: symbol.file, scope: symbol.scope, locals: arguments, selfValue: selfValue)
            let type = ContextType(symbol.type)
            context.returnType = type
            if case .function(let function) = symbol.kind {
                context.localTypes = Self.parameterTypes(function.signature.parameterClause.parameters)
            }
            switch symbol.kind {
            case .stored(let expression):
                return evaluate(expression, &context, as: type)
            case .computed(let statements):
                return body(statements, &context, as: type)
            case .function(let function):
                guard let statements = function.body?.statements else { return .runTime(name, location) }
                return body(statements, &context, as: type)
            case .enumCase(let value):
                return .enumCase(value)
            }
        }

        /// The value a body returns, `return` or the single expression of an implicit return.
        func body(_ statements: CodeBlockItemListSyntax, _ context: inout Context, as type: ContextType? = nil)
            -> SwiftValue
        {
            if statements.count == 1, let expression = Self.expression(of: statements.first?.item) {
                return evaluate(expression, &context, as: type)
            }
            run(statements, &context)
            return context.returned ?? .runTime("the body", context.file.location(of: statements))
        }

        /// The expression a single-statement body returns: an expression, or a `switch` / `if` expression, which the
        /// parser gives as a statement.
        static func expression(of item: CodeBlockItemSyntax.Item?) -> ExprSyntax? {
            switch item {
            case .expr(let expression)?: return expression
            case .stmt(let statement)?:
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                    expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self)
                else { return nil }
                return expression
            default: return nil
            }
        }

        /// An `if` used as a value (`if cond { a } else { b }` as a body): the branch a decided condition takes.
        func ifValue(_ conditional: IfExprSyntax, _ context: inout Context, as type: ContextType? = nil) -> SwiftValue {
            var decided = context
            let location = context.file.location(of: conditional)
            switch decide(conditional.conditions, &decided) {
            case true?:
                return body(conditional.body.statements, &decided, as: type)
            case false?:
                switch conditional.elseBody {
                case .ifExpr(let nested)?: return ifValue(nested, &context, as: type)
                case .codeBlock(let block)?: return body(block.statements, &context, as: type)
                case nil: return .runTime(conditional.excerpt, location)
                }
            case nil:
                // Both branches for what they build; the value is run-time.
                var then = context
                _ = body(conditional.body.statements, &then, as: type)
                var otherwise = context
                switch conditional.elseBody {
                case .ifExpr(let nested)?: _ = ifValue(nested, &otherwise, as: type)
                case .codeBlock(let block)?: _ = body(block.statements, &otherwise, as: type)
                case nil: break
                }
                return .runTime(conditional.excerpt, location)
            }
        }

        // MARK: - Operators

        /// `a + b` of strings, `c ? a : b` (run time), `x = y` inside an expression.
        private func sequence(_ sequence: SequenceExprSyntax, _ context: inout Context, as type: ContextType?)
            -> SwiftValue
        {
            let elements = Array(sequence.elements)
            let location = context.file.location(of: sequence)
            if let t = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                let ternary = elements[t].as(UnresolvedTernaryExprSyntax.self), t + 2 == elements.count,
                case .bool(let condition)? = compare(Array(elements[..<t]), &context)
            {
                // `self == .login ? [.customDismissAction] : []` for a known `self`: the side it picks.
                return evaluate(condition ? ternary.thenExpression : elements[t + 1], &context, as: type)
            }
            if let t = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                // Both outcomes are evaluated for the categories they may build; which one applies is run-time data.
                for (index, element) in elements.enumerated() {
                    _ = evaluate(element, &context, as: index > t ? type : nil)
                }
                if let ternary = elements[t].as(UnresolvedTernaryExprSyntax.self) {
                    _ = evaluate(ternary.thenExpression, &context, as: type)
                }
                return .runTime(sequence.excerpt, location)
            }
            if let value = compare(elements, &context) { return value }
            if elements.count >= 3, elements.count % 2 == 1,
                stride(from: 1, to: elements.count, by: 2).allSatisfy({
                    ["+", "|"].contains(elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                })
            {
                let values = stride(from: 0, to: elements.count, by: 2).map {
                    evaluate(elements[$0], &context, as: type?.element == nil ? nil : type)
                }
                if values.allSatisfy({ $0.string != nil }) {
                    let strings = values.compactMap(\.string)
                    guard strings.reduce(0, { $0 + $1.utf8.count }) <= Self.maxBuiltString else {
                        return .runTime(sequence.excerpt, location)
                    }
                    return .string(strings.joined())
                }
                if values.allSatisfy(Self.isOptionLike) { return .options(values.flatMap(Self.options(of:))) }
                if values.contains(where: \.isList),
                    stride(from: 1, to: elements.count, by: 2).allSatisfy({
                        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
                    })
                {
                    // `[message, invite] + fromServer`: what is known, the run-time part kept as an element.
                    return .list(
                        values.flatMap { value -> [SwiftValue] in
                            if case .list(let items) = value { return items }
                            return [value]
                        })
                }
            }
            return .runTime(sequence.excerpt, location)
        }
    }
#endif
