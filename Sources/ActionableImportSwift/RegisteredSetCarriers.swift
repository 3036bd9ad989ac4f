#if Import
    import ActionableImport
    import SwiftSyntax

    /// The functions whose parameter receives the categories already registered, from `getNotificationCategories`'
    /// closure or `await center.notificationCategories()`, through at most two calls in the given files:
    /// `center.getNotificationCategories { existing in self.register(existing) }` makes `register(_:)`'s parameter the
    /// registered set, and what it inserts into it and registers is a merge, as it is written inline. A function named
    /// as the completion handler (`getNotificationCategories(completionHandler: merge(_:))`) is read as that closure.
    ///
    /// The set handed to a function the files do not declare, to one of several of that name, or more than two calls
    /// deep is not followed: a note, never a guess.
    struct RegisteredSetCarriers {
        /// The parameter that receives the registered set, by where its function's name is.
        private(set) var parameters: [ImportLocation: String] = [:]
        /// What was not followed.
        private(set) var facts = AuditFacts()
        /// How many calls deep the set is followed.
        static let depth = 2

        init(_ files: [SwiftSourceFile], functions: SwiftFunctions) {
            var pending: [(file: SwiftSourceFile, items: CodeBlockItemListSyntax, name: String, depth: Int)] = []
            final class Sources: SyntaxVisitor {
                var found: [(items: CodeBlockItemListSyntax, name: String)] = []
                /// `getNotificationCategories(completionHandler: merge(_:))`: a function named, not a closure.
                var references: [(call: FunctionCallExprSyntax, reference: ExprSyntax)] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    guard CompletionPaths.calleeName(node) == "getNotificationCategories" else { return .visitChildren }
                    if let closure = node.trailingClosure
                        ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
                    {
                        found.append((closure.statements, closure.signature.flatMap(registeredParameter) ?? "$0"))
                    } else if node.trailingClosure == nil, let argument = node.arguments.last?.expression,
                        SwiftFunctions.referenced(argument) != nil
                    {
                        references.append((node, argument))
                    }
                    return .visitChildren
                }
                override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                    // `let registered = await center.notificationCategories()`, then the rest of its block.
                    if let value = node.initializer?.value,
                        value.tokens(viewMode: .sourceAccurate).contains(where: {
                            $0.tokenKind == .identifier("notificationCategories")
                        }),
                        let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let list = node.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
                    {
                        found.append((list, name))
                    }
                    return .visitChildren
                }
            }
            var seen: Set<ImportLocation> = []
            for file in files {
                let sources = Sources(viewMode: .sourceAccurate)
                sources.walk(file.tree)
                pending += sources.found.map { (file, $0.items, $0.name, 0) }
                // A function named as the completion handler receives the set as its closure would: its body is
                // read as the closure's.
                for (call, reference) in sources.references {
                    let place = file.location(of: call)
                    switch functions.resolve(reference: reference, arity: 1) {
                    case .function(let function, _):
                        guard let parameter = function.parameter(at: 0), let body = function.declaration.body else {
                            continue
                        }
                        let location = function.file.location(of: function.declaration.name)
                        guard seen.insert(location).inserted else { continue }
                        parameters[location] = parameter
                        pending.append((function.file, body.statements, parameter, 0))
                    case .notInFiles:
                        facts.skip(
                            "the registered categories are handed to `\(reference.excerpt)`, which is no function"
                                + " declared in the given files: what it adds to them was not checked", at: place)
                    case .ambiguous:
                        facts.skip(
                            "the registered categories are handed to `\(reference.excerpt)`, and more than one function"
                                + " of that name is in the given files: what it adds to them was not checked", at: place
                        )
                    }
                }
            }
            while !pending.isEmpty {
                let (file, items, name, depth) = pending.removeFirst()
                for (call, argument) in Self.handOffs(of: name, in: items) {
                    let place = file.location(of: call)
                    switch functions.resolve(call, argument: argument) {
                    case .function(let function, let index):
                        guard let parameter = function.parameter(at: index), let body = function.declaration.body
                        else { continue }
                        guard depth < Self.depth else {
                            facts.skip(
                                "the registered categories are handed on more than \(Self.depth) calls deep, to"
                                    + " `\(call.excerpt)`: what is added to them there was not checked", at: place)
                            continue
                        }
                        let location = function.file.location(of: function.declaration.name)
                        guard seen.insert(location).inserted else { continue }
                        parameters[location] = parameter
                        pending.append((function.file, body.statements, parameter, depth + 1))
                    case .notInFiles:
                        facts.skip(
                            "the registered categories are handed to `\(call.excerpt)`, which is not in the given"
                                + " files: what it adds to them was not checked", at: place)
                    case .ambiguous:
                        facts.skip(
                            "the registered categories are handed to `\(call.excerpt)`, and more than one function of"
                                + " that name is in the given files: what it adds to them was not checked", at: place)
                    }
                }
            }
        }

        /// The calls in `items` that take the registered set (`name`, or a copy of it) as an argument, other than
        /// the set's own methods, logging, and initializers (`Set(existing)`).
        static func handOffs(
            of name: String, in items: CodeBlockItemListSyntax
        ) -> [(FunctionCallExprSyntax, LabeledExprSyntax)] {
            let uses = RegisteredSetUses(viewMode: .sourceAccurate)
            uses.walk(items)
            let names = uses.names(from: name)
            var found: [(FunctionCallExprSyntax, LabeledExprSyntax)] = []
            for call in uses.calls {
                guard let callee = CompletionPaths.calleeName(call),
                    let argument = call.arguments.first(where: {
                        $0.expression.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
                    })
                else { continue }
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                let onTheSet = base?.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
                let quiet =
                    ["setNotificationCategories", "print", "debugPrint", "dump", "NSLog", "os_log"].contains(callee)
                    || callee.lowercased().contains("log") || callee.first?.isUppercase == true
                if !onTheSet && !quiet { found.append((call, argument)) }
            }
            return found
        }
    }

    /// The calls under a node and the copies it makes of a name (`var all = existing`).
    final class RegisteredSetUses: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var copies: [(copy: String, source: String)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let source = node.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                copies.append((name, source))
            }
            return .visitChildren
        }

        /// `name` and the copies made of it, in source order.
        func names(from name: String) -> Set<String> {
            var names: Set<String> = [name]
            for (copy, source) in copies where names.contains(source) { names.insert(copy) }
            return names
        }
    }

    /// The name a `getNotificationCategories` closure gives the registered set.
    func registeredParameter(_ signature: ClosureSignatureSyntax) -> String? {
        switch signature.parameterClause {
        case .simpleInput(let names)?: names.first?.name.text
        case .parameterClause(let clause)?: clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }
#endif
