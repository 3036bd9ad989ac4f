#if Import
    import ActionableImport
    import SwiftSyntax

    extension SwiftInterpreter {
        /// What is known of `expression` in `context`.
        func evaluate(_ expression: ExprSyntax, _ context: inout Context) -> SwiftValue {
            guard spend() else { return .runTime(expression.excerpt, context.file.location(of: expression)) }
            if let literal = expression.as(StringLiteralExprSyntax.self) {
                if let value = literal.representedLiteralValue { return .string(value) }
                return .runTime(literal.excerpt, context.file.location(of: literal))
            }
            if let literal = expression.as(BooleanLiteralExprSyntax.self) {
                return .bool(literal.literal.tokenKind == .keyword(.true))
            }
            if let literal = expression.as(IntegerLiteralExprSyntax.self),
                let value = Int(literal.literal.text.filter { $0 != "_" })
            {
                return .integer(value)
            }
            if let array = expression.as(ArrayExprSyntax.self) {
                return .list(array.elements.map { evaluate($0.expression, &context) })
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                return evaluate(only.expression, &context)
            }
            if let wrapped = unwrapped(expression) { return evaluate(wrapped, &context) }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return name(reference.baseName.text.trimmingBackticks, at: reference, &context)
            }
            if let member = expression.as(MemberAccessExprSyntax.self) { return self.member(member, &context) }
            if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, &context) }
            if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(sequence, &context) }
            if let closure = expression.as(ClosureExprSyntax.self) {
                // A closure given to something the importer does not know (`getNotificationCategories { … }`) may still
                // build categories: run it for them.
                var inner = context
                run(closure.statements, &inner)
                return .runTime(closure.excerpt, context.file.location(of: closure))
            }
            if let type = expression.as(TypeExprSyntax.self) { return .type(type.type.trimmedDescription) }
            return .runTime(expression.excerpt, context.file.location(of: expression))
        }

        /// The expression inside `x!`, `x?`, `try x`, `await x`, `x as T`.
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
            if let found = symbols.lookup([name], from: context.scope) {
                return value(of: found.symbol, named: found.name)
            }
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
                let value = evaluate(base, &context)
                return value.string.map(SwiftValue.string) ?? .runTime(member.excerpt, location)
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
            if receiver.text != nil, let found = symbols.lookup(["String", name], from: []) {
                return run(found.symbol, arguments: [:], selfValue: receiver, named: found.name, at: location)
            }
            if case .type(let type) = receiver { return .type(type + "." + name) }
            return .runTime(member.excerpt, location)
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
        private func value(of symbol: SwiftSymbols.Symbol, named name: String) -> SwiftValue {
            switch symbol.kind {
            case .enumCase(let raw): return .string(raw)
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
            var context = Context(file: symbol.file, scope: symbol.scope, locals: arguments, selfValue: selfValue)
            switch symbol.kind {
            case .stored(let expression):
                return evaluate(expression, &context)
            case .computed(let statements):
                return body(statements, &context)
            case .function(let function):
                guard let statements = function.body?.statements else { return .runTime(name, location) }
                return body(statements, &context)
            case .enumCase(let raw):
                return .string(raw)
            }
        }

        /// The value a body returns, `return` or the single expression of an implicit return.
        func body(_ statements: CodeBlockItemListSyntax, _ context: inout Context) -> SwiftValue {
            if statements.count == 1, case .expr(let expression)? = statements.first?.item {
                return evaluate(expression, &context)
            }
            run(statements, &context)
            return context.returned ?? .runTime("the body", context.file.location(of: statements))
        }

        // MARK: - Operators

        /// `a + b` of strings, `c ? a : b` (run time), `x = y` inside an expression.
        private func sequence(_ sequence: SequenceExprSyntax, _ context: inout Context) -> SwiftValue {
            let elements = Array(sequence.elements)
            let location = context.file.location(of: sequence)
            if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                // Both outcomes are evaluated for the categories they may build; which one applies is run-time data.
                for element in elements { _ = evaluate(element, &context) }
                return .runTime(sequence.excerpt, location)
            }
            if elements.count >= 3, elements.count % 2 == 1,
                stride(from: 1, to: elements.count, by: 2).allSatisfy({
                    ["+", "|"].contains(elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                })
            {
                let values = stride(from: 0, to: elements.count, by: 2).map { evaluate(elements[$0], &context) }
                if values.allSatisfy({ $0.string != nil }) {
                    return .string(values.compactMap(\.string).joined())
                }
                if values.allSatisfy(Self.isOptionLike) { return .options(values.flatMap(Self.options(of:))) }
            }
            return .runTime(sequence.excerpt, location)
        }
    }
#endif
