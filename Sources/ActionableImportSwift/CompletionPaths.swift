#if Import
    import ActionableImport
    import SwiftSyntax

    /// Follows every path through a delegate method's body and counts the calls of its completion handler on each:
    /// `completion-not-called` where a path leaves with none, `completion-called-twice` at a second call.
    ///
    /// The handler handed to a function of the given files (`service.handle(id, completion: completionHandler)`) is
    /// followed into it, up to two calls deep: the hand-off counts as one call, and a path through the function that
    /// does not call its parameter exactly once is reported there (``helpers``). Handed to `DispatchQueue`'s `async`,
    /// it is one call. A closure given to a call (`Task { … }`, `fetch { … }`) runs once, where it is written. What it
    /// cannot follow (the handler handed to code not in the files, kept in a property or a closure variable, called in
    /// a loop, under `#if`, in a `do` with `catch`) makes it give up on the method, with the reason.
    struct CompletionPaths {
        /// One path's state: the calls so far (0, 1, or 2 for "more than one"), where a path with none was opened
        /// (an `if` without `else`), and where the second call is.
        struct Path: Hashable {
            var calls = 0
            var opened: ImportLocation?
            var second: ImportLocation?

            mutating func call(at location: ImportLocation) {
                if calls == 1 { second = location }
                calls = min(calls + 1, 2)
            }
        }

        struct GiveUp: Error {
            var reason: String
        }

        /// A function the handler was handed to, and the paths through it that do not call it exactly once.
        struct Helper {
            /// Its parameter's name.
            var completion: String
            /// `finish(_:completion:)`.
            var method: String
            var notCalled: [ImportLocation]
            var calledTwice: [ImportLocation]
        }

        let name: String
        let file: SwiftSourceFile
        /// The functions of the given files, where a handler handed on is followed; `nil`, none is.
        let functions: SwiftFunctions?
        /// How many hand-offs deep this body is (0 for the delegate method).
        let depth: Int
        private(set) var notCalled: [ImportLocation] = []
        private(set) var calledTwice: [ImportLocation] = []
        /// The functions the handler was handed to, with what they do wrong with it.
        private(set) var helpers: [Helper] = []
        /// How many hand-offs deep a handler is followed.
        static let maxDepth = 2
        /// Paths are merged by state, and there are at most this many at once: more and the method is not followed.
        private static let maxPaths = 64
        private var defers: [[CodeBlockItemListSyntax]] = []
        /// In a closure, where its `return`s go: they leave the closure, and the method goes on after it.
        private var closureExits: Set<Path>?

        init(completion name: String, file: SwiftSourceFile, functions: SwiftFunctions? = nil, depth: Int = 0) {
            self.name = name
            self.file = file
            self.functions = functions
            self.depth = depth
        }

        /// Follows `body`: the findings are in ``notCalled`` and ``calledTwice``.
        mutating func follow(_ body: CodeBlockSyntax) throws(GiveUp) {
            let end = try block(body.statements, [Path()], closing: file.location(of: body.rightBrace))
            for path in end { finish(path, at: path.opened ?? file.location(of: body.rightBrace)) }
        }

        private mutating func finish(_ path: Path, at location: ImportLocation) {
            if path.calls == 0, !notCalled.contains(location) { notCalled.append(location) }
            if path.calls == 2, let second = path.second, !calledTwice.contains(second) { calledTwice.append(second) }
        }

        /// The paths that fall out of the end of `items`; paths that return are finished here.
        private mutating func block(
            _ items: CodeBlockItemListSyntax, _ paths: Set<Path>, closing: ImportLocation? = nil
        ) throws(GiveUp) -> Set<Path> {
            defers.append([])
            var paths = paths
            for item in items {
                if paths.isEmpty { break }
                paths = try statement(item.item, paths)
                guard paths.count <= Self.maxPaths else { throw GiveUp(reason: "too many paths to follow") }
            }
            // The block's own `defer`s run as it is left.
            let own = defers.removeLast()
            for deferred in own.reversed() { paths = try block(deferred, paths) }
            return paths
        }

        private mutating func statement(_ item: CodeBlockItemSyntax.Item, _ paths: Set<Path>) throws(GiveUp) -> Set<
            Path
        > {
            switch item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    var paths = paths
                    for binding in variable.bindings {
                        if let value = binding.initializer?.value {
                            if value.is(ClosureExprSyntax.self), mentions(value) {
                                throw GiveUp(reason: "the completion handler is kept in a closure variable")
                            }
                            paths = try expression(value, paths)
                        }
                        if binding.accessorBlock.map(mentions) == true {
                            throw GiveUp(reason: "the completion handler is used in a computed property")
                        }
                    }
                    return paths
                }
                if mentions(decl) {
                    throw GiveUp(reason: "the completion handler is used in a nested declaration or under #if")
                }
                return paths
            case .expr(let expression):
                return try self.expression(expression, paths)
            case .stmt(let statement):
                return try self.statement(statement, paths)
            }
        }

        private mutating func statement(_ statement: StmtSyntax, _ paths: Set<Path>) throws(GiveUp) -> Set<Path> {
            if let wrapped = statement.as(ExpressionStmtSyntax.self) {
                return try expression(wrapped.expression, paths)
            }
            if let returned = statement.as(ReturnStmtSyntax.self) {
                var paths = paths
                if let value = returned.expression { paths = try expression(value, paths) }
                try leave(paths, at: file.location(of: returned))
                return []
            }
            if let guarded = statement.as(GuardStmtSyntax.self) {
                try conditions(guarded.conditions)
                let fallen = try block(guarded.body.statements, paths)
                // A guard's body must leave; what the reader sees fall out of it (a call that never returns) ends.
                _ = fallen
                return paths
            }
            if let deferred = statement.as(DeferStmtSyntax.self) {
                defers[defers.count - 1].append(deferred.body.statements)
                return paths
            }
            if let block = statement.as(DoStmtSyntax.self) {
                if !block.catchClauses.isEmpty && mentions(block.body) {
                    throw GiveUp(reason: "the completion handler is called inside a do with catch")
                }
                var out = try self.block(block.body.statements, paths)
                for clause in block.catchClauses { out.formUnion(try self.block(clause.body.statements, paths)) }
                return out
            }
            if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
                || statement.is(RepeatStmtSyntax.self)
            {
                if mentions(statement) { throw GiveUp(reason: "the completion handler is called in a loop") }
                // A loop without the handler: its returns still leave the method.
                let body: CodeBlockSyntax? =
                    statement.as(ForStmtSyntax.self)?.body ?? statement.as(WhileStmtSyntax.self)?.body
                    ?? statement.as(RepeatStmtSyntax.self)?.body
                if let body { _ = try block(body.statements, paths) }
                return paths
            }
            if statement.is(ThrowStmtSyntax.self) { return [] }
            if mentions(statement) {
                throw GiveUp(reason: "the completion handler is used in a `\(statement.excerpt)`")
            }
            return paths
        }

        /// Ends `paths` at a `return`: the `defer`s of every enclosing block run first.
        private mutating func leave(_ paths: Set<Path>, at location: ImportLocation) throws(GiveUp) {
            var paths = paths
            let stack = defers
            for level in stack.reversed() {
                for deferred in level.reversed() {
                    defers.append([])
                    paths = try block(deferred, paths)
                    defers.removeLast()
                }
            }
            if closureExits != nil {
                closureExits?.formUnion(paths)
                return
            }
            for path in paths { finish(path, at: location) }
        }

        private func conditions(_ conditions: ConditionElementListSyntax) throws(GiveUp) {
            if mentions(conditions) { throw GiveUp(reason: "the completion handler is used in a condition") }
        }

        private mutating func expression(_ expression: ExprSyntax, _ paths: Set<Path>) throws(GiveUp) -> Set<Path> {
            var expression = expression
            while true {
                if let inner = expression.as(TryExprSyntax.self) {
                    expression = inner.expression
                } else if let inner = expression.as(AwaitExprSyntax.self) {
                    expression = inner.expression
                } else {
                    break
                }
            }
            if let conditional = expression.as(IfExprSyntax.self) {
                return try ifExpression(conditional, paths, head: nil)
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                if mentions(choice.subject) {
                    throw GiveUp(reason: "the completion handler is used in a switch subject")
                }
                var out: Set<Path> = []
                for element in choice.cases {
                    guard case .switchCase(let clause) = element else {
                        if mentions(element) { throw GiveUp(reason: "the completion handler is used under #if") }
                        out.formUnion(paths)
                        continue
                    }
                    out.formUnion(try block(clause.statements, paths))
                }
                return out
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call),
                ["fatalError", "preconditionFailure"].contains(callee)
            {
                return []
            }
            if expression.is(TernaryExprSyntax.self) && mentions(expression) {
                throw GiveUp(reason: "the completion handler is used in a ?: expression")
            }
            return try uses(in: Syntax(expression), paths)
        }

        /// `if … {} else if … {} else {}`: each branch from `paths`; a chain without a final `else` lets the paths
        /// through unchanged, and a path with no call yet is marked as opened by the chain's first `if`.
        private mutating func ifExpression(
            _ conditional: IfExprSyntax, _ paths: Set<Path>, head: ImportLocation?
        ) throws(GiveUp) -> Set<Path> {
            try conditions(conditional.conditions)
            let head = head ?? file.location(of: conditional)
            var out = try block(conditional.body.statements, paths)
            switch conditional.elseBody {
            case .ifExpr(let next)?:
                out.formUnion(try ifExpression(next, paths, head: head))
            case .codeBlock(let body)?:
                out.formUnion(try block(body.statements, paths))
            case nil:
                for var path in paths {
                    if path.calls == 0, path.opened == nil { path.opened = head }
                    out.insert(path)
                }
            }
            return out
        }

        /// The handler's uses in `node`, in source order: each mention counts as a call; a closure's body is
        /// followed as a block where it is written.
        private mutating func uses(in node: Syntax, _ paths: Set<Path>) throws(GiveUp) -> Set<Path> {
            guard mentions(node) else { return paths }
            if let closure = node.as(ClosureExprSyntax.self) {
                var out: Set<Path> = []
                // A `return` inside a closure leaves the closure, not the method: followed as the closure's end.
                var inner = CompletionPaths(completion: name, file: file, functions: functions, depth: depth)
                let ends = try inner.closure(closure.statements, paths)
                notCalled += inner.notCalled.filter { !notCalled.contains($0) }
                calledTwice += inner.calledTwice.filter { !calledTwice.contains($0) }
                helpers += inner.helpers
                out.formUnion(ends)
                return out
            }
            if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name {
                try handOff(reference)
                return Set(
                    paths.map { path in
                        var path = path
                        path.call(at: file.location(of: reference))
                        return path
                    })
            }
            var paths = paths
            for child in node.children(viewMode: .sourceAccurate) {
                paths = try uses(in: child, paths)
            }
            return paths
        }

        /// A mention of the handler that is not a call: handed to a function of the files, it is followed there (the
        /// hand-off is one call); handed to code not in the files, or kept, it cannot be followed.
        private mutating func handOff(_ reference: DeclReferenceExprSyntax) throws(GiveUp) {
            var node = Syntax(reference)
            while let parent = node.parent,
                parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            {
                node = parent
            }
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return }
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else {
                throw GiveUp(
                    reason: "the completion handler is kept (`\(node.parent?.excerpt ?? name)`) and called where the"
                        + " audit does not follow it")
            }
            let callee = call.calledExpression.trimmedDescription
            if callee.hasPrefix("DispatchQueue.") && (callee.hasSuffix(".async") || callee.hasSuffix(".asyncAfter")) {
                return
            }
            switch functions?.resolve(call, argument: argument) ?? .notInFiles {
            case .function(let function, let index):
                guard let parameter = function.parameter(at: index), let body = function.declaration.body else {
                    throw GiveUp(reason: "the completion handler is handed to `\(call.excerpt)`, which was not read")
                }
                guard depth < Self.maxDepth else {
                    throw GiveUp(
                        reason: "the completion handler is handed on more than \(Self.maxDepth) calls deep, to"
                            + " `\(call.excerpt)`")
                }
                var inner = CompletionPaths(
                    completion: parameter, file: function.file, functions: functions, depth: depth + 1)
                do {
                    try inner.follow(body)
                } catch {
                    throw GiveUp(
                        reason: "the completion handler is handed to \(function.name), whose paths were not followed"
                            + " (\(error.reason))")
                }
                helpers.append(
                    Helper(
                        completion: parameter, method: function.name, notCalled: inner.notCalled,
                        calledTwice: inner.calledTwice))
                helpers += inner.helpers
            case .notInFiles:
                throw GiveUp(
                    reason: "the completion handler is handed to `\(call.excerpt)`, which is not in the given files")
            case .ambiguous:
                throw GiveUp(
                    reason: "the completion handler is handed to `\(call.excerpt)`, and more than one function of that"
                        + " name is in the given files")
            }
        }

        /// A closure's statements: the paths out of its end and out of its `return`s, which go on after it.
        private mutating func closure(_ items: CodeBlockItemListSyntax, _ paths: Set<Path>) throws(GiveUp) -> Set<Path>
        {
            closureExits = []
            let ends = try block(items, paths)
            return ends.union(closureExits ?? [])
        }

        /// Whether `node` mentions the handler by name.
        func mentions(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }

        static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.text
            }
            return nil
        }
    }

#endif
