#if Import
    import Actionable
    public import ActionableImport
    import SwiftParser
    import SwiftSyntax

    /// Reads an app's Swift for `actionable-import audit`: its `UNUserNotificationCenterDelegate` methods (the
    /// three-argument `didReceive` and `willPresent`, and their `async` forms), its `setNotificationCategories` and
    /// `getNotificationCategories` calls, and where it assigns the notification center's delegate. Identifiers are
    /// computed by the importer's interpreter, so a constant, an enum's raw value or a SwiftGen-style accessor is
    /// compared as the string it is.
    public enum SwiftAuditor {
        /// The categories the files build (as `actionable-import swift` reads them) and what the audit found.
        /// `languageMode` is the Swift language mode the files compile in (5 or 6), `nil` when unknown: the
        /// main-actor check reports inherited isolation only under 6, explicit `@MainActor` under 6 or unknown.
        public static func audit(
            _ sources: [ImportSource], languageMode: Int? = nil
        ) -> (imported: ImportResult, facts: AuditFacts) {
            LargeStack.run {
                let reading = SwiftImporter.read(sources)
                var facts = AuditFacts()
                let primary = PrimaryTypes()
                for file in reading.files { primary.walk(file.tree) }
                let functions = SwiftFunctions(reading.files)
                let carriers = RegisteredSetCarriers(reading.files, functions: functions)
                facts.add(carriers.facts)
                var assignments: [DelegateTiming.Assignment] = []
                for file in reading.files {
                    let walker = Walker(
                        file: file, interpreter: reading.interpreter, primary: primary.types, functions: functions,
                        carriers: carriers.parameters)
                    walker.languageMode = languageMode
                    walker.walk(file.tree)
                    facts.add(walker.facts)
                    assignments += walker.assignments
                }
                // Whether the delegate is assigned in time is known only once every file's assignments and calls are.
                if !assignments.isEmpty {
                    DelegateTiming(reading.files, inherited: primary.types.mapValues(\.inherited))
                        .decide(assignments, into: &facts)
                }
                return (reading.result, facts)
            }
        }

        /// The types whose members run on the main actor unless marked otherwise: UIKit's responders and app
        /// delegates, SwiftUI's `App` and views.
        static let mainActorTypes: Set<String> = [
            "UIResponder", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UIViewController",
            "App", "NSApplicationDelegate", "NSResponder", "NSViewController", "WKApplicationDelegate",
            "WKExtensionDelegate",
        ]

        private final class Walker: TypeScopeVisitor {
            let file: SwiftSourceFile
            let interpreter: SwiftInterpreter
            var facts = AuditFacts()
            /// The notification center's delegate assignments, for ``DelegateTiming`` to judge across files.
            var assignments: [DelegateTiming.Assignment] = []
            /// The attributes and inherited types of the enclosing type declarations, innermost last.
            private var types: [(attributes: [String], inherited: [String])] = []

            var languageMode: Int?
            /// The attributes and inherited types of each type's own declaration, by qualified name.
            let primary: [String: PrimaryTypes.Declared]
            /// The functions of the given files, where a completion handler handed on is followed.
            let functions: SwiftFunctions
            /// The parameters that receive the registered categories (``RegisteredSetCarriers``), by function.
            let carriers: [ImportLocation: String]

            init(
                file: SwiftSourceFile, interpreter: SwiftInterpreter, primary: [String: PrimaryTypes.Declared],
                functions: SwiftFunctions, carriers: [ImportLocation: String]
            ) {
                self.file = file
                self.interpreter = interpreter
                self.primary = primary
                self.functions = functions
                self.carriers = carriers
                super.init()
            }

            private func enter(_ attributes: AttributeListSyntax, _ clause: InheritanceClauseSyntax?) {
                types.append(
                    (
                        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription },
                        clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                    ))
            }

            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.attributes, node.inheritanceClause)
                return super.visit(node)
            }
            override func visitPost(_ node: ClassDeclSyntax) {
                types.removeLast()
                super.visitPost(node)
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.attributes, node.inheritanceClause)
                return super.visit(node)
            }
            override func visitPost(_ node: StructDeclSyntax) {
                types.removeLast()
                super.visitPost(node)
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.attributes, node.inheritanceClause)
                return super.visit(node)
            }
            override func visitPost(_ node: ExtensionDeclSyntax) {
                types.removeLast()
                super.visitPost(node)
            }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.attributes, node.inheritanceClause)
                return super.visit(node)
            }
            override func visitPost(_ node: EnumDeclSyntax) {
                types.removeLast()
                super.visitPost(node)
            }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.attributes, node.inheritanceClause)
                return super.visit(node)
            }
            override func visitPost(_ node: ActorDeclSyntax) {
                types.removeLast()
                super.visitPost(node)
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == "userNotificationCenter", let method = DelegateMethod(node) {
                    audit(method, node)
                }
                // A function whose parameter receives the registered categories: what it adds to them is a merge.
                if let parameter = carriers[file.location(of: node.name)], let body = node.body {
                    merges(into: parameter, body.statements, after: nil)
                }
                return .visitChildren
            }

            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                switch CompletionPaths.calleeName(node) {
                case "setNotificationCategories"?:
                    if mergesRegistered(node) { facts.mergingRegistrations.insert(file.location(of: node)) }
                case "getNotificationCategories"?:
                    if let closure = node.trailingClosure
                        ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
                    {
                        let parameter = closure.signature.flatMap(registeredParameter) ?? "$0"
                        merges(into: parameter, closure.statements, after: nil)
                    }
                default: break
                }
                return .visitChildren
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                // `let registered = await center.notificationCategories()`: what follows in the body merges into it.
                for binding in node.bindings {
                    guard let value = binding.initializer?.value, Self.calls(value, "notificationCategories"),
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let list = node.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self),
                        let index = list.firstIndex(where: { $0.item.as(VariableDeclSyntax.self) == node })
                    else { continue }
                    merges(into: name, list, after: list[index].endPosition)
                }
                return .visitChildren
            }

            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                // `center.delegate = self` inside a permission callback.
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let member = elements[0].as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "delegate",
                    let base = member.base, isNotificationCenter(base, in: node)
                {
                    let late = lateContext(of: node)
                    let function = late == nil ? Self.enclosingFunction(of: Syntax(node)) : nil
                    assignments.append(
                        DelegateTiming.Assignment(
                            file: file, location: file.location(of: node), late: late, function: function,
                            sends: function.map(sendsNotification) ?? false, appKit: isAppKit))
                }
                return .visitChildren
            }

            // MARK: - Delegate methods

            private func audit(_ method: DelegateMethod, _ node: FunctionDeclSyntax) {
                facts.delegateMethods += 1
                let location = file.location(of: node.name)
                // Main-actor isolation.
                let modifiers = node.modifiers.map(\.name.text)
                let attributes = node.attributes.compactMap {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                }
                if !modifiers.contains("nonisolated") {
                    // The extension's own attributes, then the type's declaration (isolation and superclass).
                    let declared = primary[scope.joined(separator: ".")]
                    let enclosing = types.last.map {
                        (
                            attributes: $0.attributes + (declared?.attributes ?? []),
                            inherited: $0.inherited + (declared?.inherited ?? [])
                        )
                    }
                    // Swift 5 mode has no run-time isolation check; inherited isolation is reported only when the
                    // files are known to compile in Swift 6 mode, explicit `@MainActor` unless they are known not to.
                    let inherited = languageMode == 6
                    let explicit = languageMode != 5
                    let why: String? =
                        explicit && attributes.contains("MainActor")
                        ? "is marked @MainActor"
                        : explicit && enclosing?.attributes.contains("MainActor") == true
                            ? "is in a @MainActor type"
                            : !inherited
                                ? nil
                                : enclosing?.inherited.first(where: { SwiftAuditor.mainActorTypes.contains($0) }).map {
                                    "is in a type that inherits main-actor isolation from \($0)"
                                }
                    if let why {
                        facts.report(
                            .mainActorDelegate,
                            "userNotificationCenter(_:\(method.kind.rawValue):) \(why), but iOS may call it on a"
                                + " background thread, where Swift 6 traps: mark it nonisolated and hop to the main"
                                + " actor (await MainActor.run { … }) for what needs it", at: location)
                    }
                }
                guard let body = node.body else { return }
                if let completion = method.completion {
                    var paths = CompletionPaths(completion: completion, file: file, functions: functions)
                    do {
                        try paths.follow(body)
                        let name = "userNotificationCenter(_:\(method.kind.rawValue):withCompletionHandler:)"
                        for place in paths.notCalled { facts.reportNotCalled(completion, in: name, at: place) }
                        for place in paths.calledTwice { facts.reportCalledTwice(completion, at: place) }
                        for helper in paths.helpers {
                            facts.reportHandedOn(
                                helper.completion, in: helper.method, notCalled: helper.notCalled,
                                calledTwice: helper.calledTwice)
                        }
                    } catch {
                        facts.skip(
                            "the paths through this delegate method were not followed (\(error.reason)): check by"
                                + " hand that \(completion) is called exactly once", at: location)
                    }
                }
                if method.kind == .didReceive {
                    completionBeforeWork(method, body)
                    identifiers(method, node, body)
                }
            }

            /// `defer { completionHandler() }` or a completion call after an unstructured `Task`, and an `async`
            /// delegate that starts a `Task` and returns.
            private func completionBeforeWork(_ method: DelegateMethod, _ body: CodeBlockSyntax) {
                let tasks = UnstructuredWork(viewMode: .sourceAccurate)
                tasks.walk(body)
                if let completion = method.completion {
                    let pending = tasks.found.filter { !$0.closureMentions(completion) }
                    guard let first = pending.first else { return }
                    let deferred = body.statements.first { item in
                        guard let statement = item.item.as(DeferStmtSyntax.self) else { return false }
                        return statement.body.tokens(viewMode: .sourceAccurate).contains {
                            $0.tokenKind == .identifier(completion)
                        }
                    }
                    var reported: Set<ImportLocation> = []
                    for task in pending {
                        guard
                            let place = deferred.map(Syntax.init)
                                ?? Self.call(of: completion, after: task.node, in: body)
                        else { continue }
                        let location = file.location(of: place)
                        guard reported.insert(location).inserted else { continue }
                        facts.report(
                            .completionBeforeWork,
                            "\(completion) is called before the work in the Task at line"
                                + " \(file.location(of: deferred == nil ? task.node : first.node).line) is done, and iOS"
                                + " may suspend the app before it finishes: call \(completion) at the end of the Task"
                                + " instead", at: location)
                    }
                } else if method.isAsync {
                    let text = body.description
                    for task in tasks.found where task.assignedTo.map({ !text.contains("\($0).value") }) ?? true {
                        facts.report(
                            .completionBeforeWork,
                            "this Task is not awaited, so the async delegate returns — telling iOS the action is"
                                + " handled — before its work is done, and iOS may suspend the app first: await the"
                                + " work (await task.value, or call it directly)", at: file.location(of: task.node))
                    }
                }
            }

            /// What the method compares the action identifier against, and the dismiss action in shared branches.
            private func identifiers(_ method: DelegateMethod, _ node: FunctionDeclSyntax, _ body: CodeBlockSyntax) {
                var handler = AuditFacts.Handler(at: file.location(of: node.name))
                let reader = IdentifierUses(response: method.response, file: file)
                reader.walk(body)
                handler.readsCategory = reader.readsCategory
                if let reason = reader.notFollowed { handler.giveUp(reason) }
                var context = SwiftInterpreter.Context(file: file, scope: scope)
                for comparison in reader.comparisons {
                    guard let identifier = value(of: comparison.expression, enumType: comparison.enumType, &context)
                    else {
                        handler.giveUp(
                            "a comparison with `\(comparison.expression.excerpt)`, which is computed at run time")
                        continue
                    }
                    handler.comparisons.append(.init(identifier, at: file.location(of: comparison.expression)))
                }
                // The dismiss action sharing a branch with another identifier.
                for group in reader.groups {
                    let values = group.map { value(of: $0.expression, enumType: $0.enumType, &context) }
                    guard let dismiss = zip(group, values).first(where: { $0.1 == SystemActionIdentifier.dismiss }),
                        let other = values.first(where: { $0 != nil && $0 != SystemActionIdentifier.dismiss }) ?? nil
                    else { continue }
                    facts.reportDismissShared(with: other, at: file.location(of: dismiss.0.expression))
                }
                // The categories a branch answers whole: each of their actions is handled.
                for comparison in reader.wholeCategories {
                    guard let identifier = value(of: comparison.expression, enumType: comparison.enumType, &context)
                    else {
                        handler.giveUp(
                            "a branch on the category identifier compared with `\(comparison.expression.excerpt)`, which"
                                + " is computed at run time")
                        continue
                    }
                    handler.categoryComparisons.append(.init(identifier, at: file.location(of: comparison.expression)))
                }
                handler.fallback = reader.fallback.map { file.location(of: $0) }
                facts.handlers.append(handler)
            }

            private func value(
                of expression: ExprSyntax, enumType: String?, _ context: inout SwiftInterpreter.Context
            ) -> String? {
                if let reference = expression.as(DeclReferenceExprSyntax.self),
                    let system = SystemActionIdentifier.named(reference.baseName.text)
                {
                    return system
                }
                if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, let enumType {
                    let parsed = Parser.parse(source: "\(enumType).\(member.declName.baseName.text)")
                    guard let qualified = parsed.statements.first?.item.as(ExprSyntax.self) else { return nil }
                    return interpreter.evaluate(qualified, &context).string
                }
                return interpreter.evaluate(expression, &context).string
            }

            // MARK: - Registrations

            /// `setNotificationCategories(x)` where `x` comes from `getNotificationCategories`' result.
            private func mergesRegistered(_ call: FunctionCallExprSyntax) -> Bool {
                var node = Syntax(call)
                while let parent = node.parent {
                    if let outer = parent.as(FunctionCallExprSyntax.self),
                        CompletionPaths.calleeName(outer) == "getNotificationCategories"
                    {
                        return true
                    }
                    if let function = parent.as(FunctionDeclSyntax.self) {
                        if carriers[file.location(of: function.name)] != nil { return true }
                        return parent.tokens(viewMode: .sourceAccurate).contains {
                            $0.tokenKind == .identifier("notificationCategories")
                        }
                    }
                    node = parent
                }
                return false
            }

            /// `insert`, `update(with:)`, `union` or `formUnion` on `name` (the registered set) or a copy of it, with
            /// no `filter`, `remove` or `subtract` on it.
            private func merges(into name: String, _ items: CodeBlockItemListSyntax, after start: AbsolutePosition?) {
                let removes = ["filter", "remove", "removeAll", "subtract", "subtracting", "symmetricDifference"]
                let text = items.tokens(viewMode: .sourceAccurate).filter { $0.position >= (start ?? $0.position) }
                    .map(\.text)
                if text.contains(where: removes.contains) { return }
                let uses = RegisteredSetUses(viewMode: .sourceAccurate)
                uses.walk(items)
                let names = uses.names(from: name)
                for call in uses.calls where call.position >= (start ?? call.position) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                        let base = member.base?.as(DeclReferenceExprSyntax.self), names.contains(base.baseName.text),
                        ["insert", "update", "union", "formUnion"].contains(member.declName.baseName.text)
                    else { continue }
                    facts.report(
                        .duplicateAfterMerge,
                        "\(member.declName.baseName.text) into the registered categories keeps the registered one of"
                            + " the same identifier whenever a title differs (after a language change), so two"
                            + " categories share an identifier: remove the old one first (filter on identifier), then"
                            + " insert", at: file.location(of: call))
                }
            }

            // MARK: - The delegate assignment

            /// Whether `base` is the notification center: `UNUserNotificationCenter.current()`, or a name bound to
            /// it in the enclosing function or type.
            private func isNotificationCenter(_ base: ExprSyntax, in node: some SyntaxProtocol) -> Bool {
                if base.trimmedDescription.hasPrefix("UNUserNotificationCenter.current()") { return true }
                guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
                var scope = Syntax(node)
                while let parent = scope.parent {
                    scope = parent
                    if parent.is(FunctionDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                        || parent.is(StructDeclSyntax.self) || parent.is(SourceFileSyntax.self)
                    {
                        let bindings = BindingFinder(name: name)
                        bindings.walk(parent)
                        if bindings.boundToCenter { return true }
                        if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) { return false }
                    }
                }
                return false
            }

            /// The function `node` is written in, through the closures in it.
            static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
                var current = node.parent
                while let here = current {
                    if let function = here.as(FunctionDeclSyntax.self) { return function }
                    if here.is(InitializerDeclSyntax.self) || here.is(AccessorBlockSyntax.self)
                        || here.is(MemberBlockSyntax.self)
                    {
                        return nil
                    }
                    current = here.parent
                }
                return nil
            }

            /// Whether `function` sends a notification: `center.add(request)` (with or without a completion handler) on
            /// the notification center.
            private func sendsNotification(_ function: FunctionDeclSyntax) -> Bool {
                final class Adds: SyntaxVisitor {
                    var found: [(base: ExprSyntax, call: FunctionCallExprSyntax)] = []
                    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                            member.declName.baseName.text == "add", let base = member.base,
                            node.arguments.first?.label == nil, node.arguments.count <= 2
                        {
                            found.append((base, node))
                        }
                        return .visitChildren
                    }
                }
                let adds = Adds(viewMode: .sourceAccurate)
                adds.walk(function)
                return adds.found.contains { isNotificationCenter($0.base, in: $0.call) }
            }

            /// Whether the enclosing type (its extension or its declaration) inherits one of `names`.
            private func enclosingInherits(_ names: Set<String>) -> Bool {
                let declared = primary[scope.joined(separator: ".")]?.inherited ?? []
                return !names.isDisjoint(with: (types.last?.inherited ?? []) + declared)
            }

            /// A Mac app's code: the enclosing type is an `NSApplicationDelegate`, or the file imports AppKit (or
            /// Cocoa) and not UIKit.
            private var isAppKit: Bool {
                if enclosingInherits(["NSApplicationDelegate"]) { return true }
                let imports = file.tree.statements.compactMap {
                    $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription
                }
                return (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit")
            }

            /// Where the assignment runs late: in a permission callback or an observer's block, after awaiting a permission, or in
            /// an app or scene delegate callback that runs after launch (``AppLifecycle``).
            private func lateContext(of node: SequenceExprSyntax) -> String? {
                let callbacks = ["requestAuthorization", "getNotificationSettings"]
                var child = Syntax(node)
                while let parent = child.parent, !parent.is(FunctionDeclSyntax.self) {
                    if let closure = child.as(ClosureExprSyntax.self), let late = DelegateTiming.lateClosure(closure) {
                        return late
                    }
                    // After `await center.requestAuthorization(…)` in the same body.
                    if let list = parent.as(CodeBlockItemListSyntax.self) {
                        for item in list where item.position < child.position {
                            let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
                            if tokens.contains("await"), let name = callbacks.first(where: tokens.contains) {
                                return "after awaiting \(name), after launch and only if that runs"
                            }
                        }
                    }
                    child = parent
                }
                // In an app or scene delegate callback that runs only after launch.
                if let function = child.parent?.as(FunctionDeclSyntax.self),
                    AppLifecycle.afterLaunch.contains(function.name.text),
                    enclosingInherits(AppLifecycle.delegateProtocols)
                {
                    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                    return "in \(function.name.text)(\(labels)), which runs only after the app has finished launching"
                }
                return nil
            }

            static func calls(_ expression: ExprSyntax, _ name: String) -> Bool {
                expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            }

            /// The first call of `completion` after `task` in a block that holds it: its own block, or any block
            /// around that (an `if`, `guard`, `switch` case or `do` body) up to the method's body.
            static func call(
                of completion: String, after task: FunctionCallExprSyntax, in body: CodeBlockSyntax
            ) -> Syntax? {
                var node = Syntax(task)
                while let parent = node.parent, node.id != body.id {
                    if let list = parent.as(CodeBlockItemListSyntax.self),
                        let item = list.first(where: { $0.position > node.position && isCall($0.item, of: completion) })
                    {
                        return Syntax(item)
                    }
                    node = parent
                }
                return nil
            }

            static func isCall(_ item: CodeBlockItemSyntax.Item, of name: String) -> Bool {
                var expression: ExprSyntax?
                switch item {
                case .expr(let value): expression = value
                case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
                case .decl: expression = nil
                }
                guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            }
        }
    }

    /// The attributes and inherited types of every class and struct declaration, by qualified name: a delegate method
    /// in an extension is isolated as the type's own declaration says.
    final class PrimaryTypes: TypeScopeVisitor {
        struct Declared {
            var attributes: [String]
            var inherited: [String]
        }

        var types: [String: Declared] = [:]

        private func add(_ name: String, _ attributes: AttributeListSyntax, _ clause: InheritanceClauseSyntax?) {
            let qualified = (scope + [name]).joined(separator: ".")
            guard types[qualified] == nil else { return }
            types[qualified] = Declared(
                attributes: attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription },
                inherited: clause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.attributes, node.inheritanceClause)
            return super.visit(node)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.attributes, node.inheritanceClause)
            return super.visit(node)
        }
    }

    /// The shape of a delegate method: which one, and the names its body uses.
    struct DelegateMethod {
        enum Kind: String {
            case didReceive, willPresent
        }

        var kind: Kind
        /// The response's (or notification's) parameter name.
        var response: String
        /// The completion handler's parameter name; `nil` for the `async` form.
        var completion: String?
        var isAsync: Bool

        init?(_ node: FunctionDeclSyntax) {
            let parameters = Array(node.signature.parameterClause.parameters)
            guard parameters.count >= 2, parameters[0].type.trimmedDescription.hasSuffix("UNUserNotificationCenter")
            else { return nil }
            switch parameters[1].firstName.text {
            case "didReceive" where parameters[1].type.trimmedDescription.hasSuffix("UNNotificationResponse"):
                kind = .didReceive
            case "willPresent" where parameters[1].type.trimmedDescription.hasSuffix("UNNotification"):
                kind = .willPresent
            default: return nil
            }
            response = (parameters[1].secondName ?? parameters[1].firstName).text
            isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
            if parameters.count == 3, parameters[2].firstName.text == "withCompletionHandler" {
                completion = (parameters[2].secondName ?? parameters[2].firstName).text
            } else if parameters.count == 2, isAsync {
                completion = nil
            } else {
                return nil
            }
        }
    }

    /// `Task { … }`, `Task.detached { … }` and `DispatchQueue….async { … }` in a body.
    private final class UnstructuredWork: SyntaxVisitor {
        struct Work {
            var node: FunctionCallExprSyntax
            /// The name the task is kept in (`let task = Task { … }`).
            var assignedTo: String?

            func closureMentions(_ name: String) -> Bool {
                node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            }
        }

        var found: [Work] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            let isTask = callee == "Task" || callee == "Task.detached" || callee.hasPrefix("Task<")
            let isQueue =
                callee.hasPrefix("DispatchQueue.") && (callee.hasSuffix(".async") || callee.hasSuffix(".asyncAfter"))
            guard isTask || isQueue,
                node.trailingClosure != nil
                    || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
            else { return .visitChildren }
            // Awaited where it is made (`await Task { … }.value`): structured enough.
            var parent = node.parent
            while let current = parent,
                current.is(MemberAccessExprSyntax.self) || current.is(AwaitExprSyntax.self)
                    || current.is(TryExprSyntax.self)
            {
                if current.is(AwaitExprSyntax.self) { return .skipChildren }
                parent = current.parent
            }
            let binding = node.parent?.parent?.as(PatternBindingSyntax.self)
            found.append(
                Work(node: node, assignedTo: binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text))
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    }

    /// `let center = UNUserNotificationCenter.current()` (or a property of that type) under a node.
    private final class BindingFinder: SyntaxVisitor {
        let name: String
        var boundToCenter = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
            let text =
                (node.initializer?.value.trimmedDescription ?? "")
                + (node.typeAnnotation?.type.trimmedDescription ?? "")
            if text.contains("UNUserNotificationCenter") { boundToCenter = true }
            return .visitChildren
        }
    }

    /// The uses of a response's action identifier in a `didReceive` body: the values it is compared with, the branches
    /// that share one body, the `default:` or final `else` that does work, and any use it cannot follow.
    private final class IdentifierUses: SyntaxVisitor {
        struct Compared {
            var expression: ExprSyntax
            /// The enum a `case .accept:` belongs to, when the subject is `Enum(rawValue: identifier)`.
            var enumType: String?
        }

        let response: String
        let file: SwiftSourceFile
        /// Names bound to the identifier (`let action = response.actionIdentifier`), with the enum they convert to.
        private var aliases: [String: String?] = [:]
        /// Names bound to the response cast to a text-input response (`if let reply = response as?
        /// UNTextInputNotificationResponse`): its `actionIdentifier` is the response's.
        private var responseAliases: Set<String> = []
        var comparisons: [Compared] = []
        /// The values of one `case` or one `||` condition, when more than one.
        var groups: [[Compared]] = []
        var fallback: Syntax?
        var notFollowed: String?
        var readsCategory = false
        /// The categories a branch answers whole: it compares the category identifier, does work, and neither it
        /// nor a branch around it tests the action identifier.
        var wholeCategories: [Compared] = []
        /// Names bound to the category identifier (`let category = response.notification.request.content
        /// .categoryIdentifier`), with the enum they convert to.
        private var categoryAliases: [String: String?] = [:]
        /// Names bound to the response's notification, its request or its content.
        private var contentAliases: Set<String> = []
        /// How many branches on the action identifier the walk is in: a category branch inside one answers only
        /// that branch's actions.
        private var actionBranches = 0

        init(response: String, file: SwiftSourceFile) {
            self.response = response
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func giveUp(_ reason: String) {
            if notFollowed == nil { notFollowed = reason }
        }

        /// Whether `expression` is the identifier, and if so the enum it is converted to.
        private func subject(_ expression: ExprSyntax) -> (isIdentifier: Bool, enumType: String?) {
            var expression = expression
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            if let member = expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "actionIdentifier",
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                base == response || responseAliases.contains(base)
            {
                return (true, nil)
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self), let alias = aliases[reference.baseName.text]
            {
                return (true, alias)
            }
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                call.arguments.first?.label?.text == "rawValue",
                let argument = call.arguments.first?.expression, subject(argument).isIdentifier
            {
                return (true, call.calledExpression.trimmedDescription)
            }
            return (false, nil)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            bind(node.pattern, to: node.initializer?.value)
        }

        /// `let name = value` or `if let name = value`: a name for the text-input response, the action identifier,
        /// or the category identifier (and the notification, request or content it comes from).
        private func bind(_ pattern: PatternSyntax, to value: ExprSyntax?) -> SyntaxVisitorContinueKind {
            guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value else {
                return .visitChildren
            }
            if isResponseCast(value) {
                responseAliases.insert(name)
                return .visitChildren
            }
            if subject(value).isIdentifier {
                aliases[name] = subject(value).enumType
                return .skipChildren
            }
            bindCategory(name, to: value)
            return .visitChildren
        }

        /// Whether `expression` is `response as? UNTextInputNotificationResponse` (or `as!`), folded or not.
        private func isResponseCast(_ expression: ExprSyntax) -> Bool {
            if let cast = expression.as(AsExprSyntax.self) {
                return cast.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == response
                    && cast.type.trimmedDescription == "UNTextInputNotificationResponse"
            }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == response
                && elements[1].is(UnresolvedAsExprSyntax.self)
                && elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription == "UNTextInputNotificationResponse"
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            bind(node.pattern, to: node.initializer?.value)
        }

        // MARK: Branches on the category

        /// Records `name` as the category identifier, or as the response's notification, request or content.
        private func bindCategory(_ name: String, to value: ExprSyntax) {
            let (isCategory, enumType) = category(value)
            if isCategory {
                categoryAliases[name] = enumType
            } else if let path = memberPath(value), path.count > 1,
                path[0] == response || contentAliases.contains(path[0]),
                path.dropFirst().allSatisfy(["notification", "request", "content"].contains)
            {
                contentAliases.insert(name)
            }
        }

        /// `a.b.c` as `["a", "b", "c"]`, when it is a chain of names.
        private func memberPath(_ expression: ExprSyntax) -> [String]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                let path = memberPath(base)
            {
                return path + [member.declName.baseName.text]
            }
            return nil
        }

        /// Whether `expression` is the notification's category identifier, and if so the enum it is converted to.
        private func category(_ expression: ExprSyntax) -> (isCategory: Bool, enumType: String?) {
            var expression = expression
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            if let path = memberPath(expression), path.count > 1, path.last == "categoryIdentifier",
                path[0] == response || contentAliases.contains(path[0]),
                path.dropFirst().dropLast().allSatisfy(["notification", "request", "content"].contains)
            {
                return (true, nil)
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self),
                let alias = categoryAliases[reference.baseName.text]
            {
                return (true, alias)
            }
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                call.arguments.first?.label?.text == "rawValue",
                let argument = call.arguments.first?.expression, category(argument).isCategory
            {
                return (true, call.calledExpression.trimmedDescription)
            }
            return (false, nil)
        }

        /// The values a condition compares the category identifier with (`category == A || category == B`,
        /// `case .close = Category(rawValue: category)`).
        private func categoryValues(in conditions: ConditionElementListSyntax) -> [Compared] {
            var found: [Compared] = []
            for condition in conditions {
                switch condition.condition {
                case .expression(let expression):
                    guard let sequence = expression.as(SequenceExprSyntax.self) else { continue }
                    let elements = Array(sequence.elements)
                    for index in elements.indices where index + 2 < elements.count {
                        guard let op = elements[index + 1].as(BinaryOperatorExprSyntax.self),
                            ["==", "~="].contains(op.operator.text)
                        else { continue }
                        let left = category(elements[index]), right = category(elements[index + 2])
                        if left.isCategory || right.isCategory {
                            found.append(
                                Compared(
                                    expression: left.isCategory ? elements[index + 2] : elements[index],
                                    enumType: left.isCategory ? left.enumType : right.enumType))
                        }
                    }
                case .matchingPattern(let match):
                    let (isCategory, enumType) = category(match.initializer.value)
                    if isCategory, let pattern = match.pattern.as(ExpressionPatternSyntax.self) {
                        found.append(Compared(expression: pattern.expression, enumType: enumType))
                    }
                default: continue
                }
            }
            return found
        }

        /// Whether `node` uses the action identifier (or a name bound to it).
        private func testsAction(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains {
                if case .identifier(let name) = $0.tokenKind {
                    return name == "actionIdentifier" || aliases[name] != nil
                }
                return false
            }
        }

        /// Records the categories `values` as answered whole by a branch made of `statements` (and its conditions,
        /// `conditions`), when it does work, tests no action identifier and is in no branch on one.
        private func answers(
            _ values: [Compared], with statements: CodeBlockItemListSyntax, conditions: Syntax? = nil
        ) {
            guard !values.isEmpty, actionBranches == 0, !testsAction(statements),
                !(conditions.map(testsAction) ?? false), Self.doesWork(statements)
            else { return }
            wholeCategories += values
        }

        /// For each statement list a guard on the category is in: whether each statement, or one after it, tests the
        /// action identifier or does work; with the number of action-identifier names they were computed with. A body
        /// of many guards reads each statement once, not once for every guard before it.
        private var tails: [SyntaxIdentifier: Tail] = [:]
        private struct Tail {
            var aliases: Int
            /// Each statement's place in the list.
            var offsets: [SyntaxIdentifier: Int]
            var tests: [Bool]
            var work: [Bool]
        }

        /// Whether the statements of `list` after `item` test the action identifier, and whether they do work.
        private func rest(of list: CodeBlockItemListSyntax, after item: CodeBlockItemSyntax) -> (
            testsAction: Bool, doesWork: Bool
        )? {
            if tails[list.id]?.aliases != aliases.count {
                let items = Array(list)
                var tests = [Bool](repeating: false, count: items.count + 1)
                var work = tests
                for index in items.indices.reversed() {
                    tests[index] = tests[index + 1] || testsAction(items[index])
                    work[index] = work[index + 1] || Self.doesWork(items[index])
                }
                let offsets = Dictionary(
                    items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
                tails[list.id] = Tail(aliases: aliases.count, offsets: offsets, tests: tests, work: work)
            }
            guard let tail = tails[list.id], let offset = tail.offsets[item.id] else { return nil }
            return (tail.tests[offset + 1], tail.work[offset + 1])
        }

        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
            // `guard category != PROMO else { … }`: the else answers the category.
            answers(
                categoryExclusions(in: node.conditions), with: node.body.statements, conditions: Syntax(node.conditions)
            )
            // `guard category == CLOSE else { … }`: the rest of the block answers the category.
            let values = categoryValues(in: node.conditions)
            guard !values.isEmpty, actionBranches == 0, !testsAction(node.conditions),
                let item = node.parent?.as(CodeBlockItemSyntax.self),
                let list = item.parent?.as(CodeBlockItemListSyntax.self),
                let rest = rest(of: list, after: item), !rest.testsAction, rest.doesWork
            else { return .visitChildren }
            wholeCategories += values
            return .visitChildren
        }

        /// The values a condition excludes the category identifier from (`category != PROMO`, `category != A &&
        /// category != B`): a guard's else runs for each of them.
        private func categoryExclusions(in conditions: ConditionElementListSyntax) -> [Compared] {
            var found: [Compared] = []
            for condition in conditions {
                guard case .expression(let expression) = condition.condition,
                    let sequence = expression.as(SequenceExprSyntax.self)
                else { continue }
                let elements = Array(sequence.elements)
                // Only `x != V` terms joined by `&&`: the else then runs whenever the identifier is one of them.
                guard elements.count % 4 == 3 else { continue }
                var terms: [Compared] = []
                for index in stride(from: 0, to: elements.count, by: 4) {
                    guard elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
                        index + 3 >= elements.count
                            || elements[index + 3].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
                    else {
                        terms = []
                        break
                    }
                    let left = category(elements[index]), right = category(elements[index + 2])
                    guard left.isCategory || right.isCategory else {
                        terms = []
                        break
                    }
                    terms.append(
                        Compared(
                            expression: left.isCategory ? elements[index + 2] : elements[index],
                            enumType: left.isCategory ? left.enumType : right.enumType))
                }
                found += terms
            }
            return found
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            let (isIdentifier, enumType) = subject(node.subject)
            guard isIdentifier else {
                // A switch on the category: a case that answers its categories whole.
                let (isCategory, categoryEnum) = category(node.subject)
                guard isCategory else { return .visitChildren }
                for element in node.cases {
                    guard case .switchCase(let clause) = element else { continue }
                    if case .case(let label) = clause.label {
                        let values = label.caseItems.compactMap { item -> Compared? in
                            guard item.whereClause == nil,
                                let pattern = item.pattern.as(ExpressionPatternSyntax.self)
                            else { return nil }
                            let expression =
                                pattern.expression.as(OptionalChainingExprSyntax.self)?.expression ?? pattern.expression
                            return Compared(expression: expression, enumType: categoryEnum)
                        }
                        if values.count == label.caseItems.count { answers(values, with: clause.statements) }
                    }
                    walk(clause.statements)
                }
                return .skipChildren
            }
            actionBranches += 1
            defer { actionBranches -= 1 }
            for element in node.cases {
                guard case .switchCase(let clause) = element else {
                    giveUp("a case under #if")
                    continue
                }
                switch clause.label {
                case .default(let label):
                    if Self.doesWork(clause.statements) { fallback = Syntax(label) }
                case .case(let label):
                    var group: [Compared] = []
                    for item in label.caseItems {
                        if item.whereClause != nil { giveUp("a case with a where clause") }
                        if let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                            pattern.expression.is(NilLiteralExprSyntax.self)
                        {
                            // `case nil` of `Enum(rawValue:)`: every identifier the enum does not name.
                            if Self.doesWork(clause.statements) { fallback = Syntax(item) }
                        } else if let pattern = item.pattern.as(ExpressionPatternSyntax.self) {
                            var expression = pattern.expression
                            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                                expression = optional.expression
                            }
                            group.append(Compared(expression: expression, enumType: enumType))
                        } else {
                            giveUp("a case pattern `\(item.pattern.excerpt)`")
                        }
                    }
                    comparisons += group
                    if group.count > 1 { groups.append(group) }
                }
                walk(clause.statements)
            }
            return .skipChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            // An if/else-if chain on the identifier: its final else is the fallback.
            var current: IfExprSyntax? = node
            var comparesIdentifier = false
            while let conditional = current {
                var thisCompares = false
                for condition in conditional.conditions {
                    if case .expression(let expression) = condition.condition {
                        if let sequence = expression.as(SequenceExprSyntax.self), compared(in: sequence) {
                            thisCompares = true
                        } else {
                            walk(condition)
                        }
                    } else if case .matchingPattern(let match) = condition.condition {
                        let (isIdentifier, enumType) = subject(match.initializer.value)
                        if isIdentifier, let pattern = match.pattern.as(ExpressionPatternSyntax.self) {
                            comparisons.append(Compared(expression: pattern.expression, enumType: enumType))
                            thisCompares = true
                        } else {
                            walk(condition)
                        }
                    } else {
                        walk(condition)
                    }
                }
                comparesIdentifier = comparesIdentifier || thisCompares
                if !thisCompares {
                    answers(
                        categoryValues(in: conditional.conditions), with: conditional.body.statements,
                        conditions: Syntax(conditional.conditions))
                    // `if category != PROMO { … } else { … }`: the else answers the category.
                    if conditional.conditions.count == 1, case .codeBlock(let block)? = conditional.elseBody {
                        answers(
                            categoryExclusions(in: conditional.conditions), with: block.statements,
                            conditions: Syntax(conditional.conditions))
                    }
                }
                if thisCompares { actionBranches += 1 }
                walk(conditional.body)
                if thisCompares { actionBranches -= 1 }
                switch conditional.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    if comparesIdentifier, Self.doesWork(block.statements) { fallback = Syntax(block) }
                    if comparesIdentifier { actionBranches += 1 }
                    walk(block)
                    if comparesIdentifier { actionBranches -= 1 }
                    current = nil
                case nil: current = nil
                }
            }
            return .skipChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if compared(in: node) { return .skipChildren }
            return .visitChildren
        }

        /// Reads `a == b` comparisons of the identifier in `node`, and `||`-joined groups of them. Whether any was
        /// found; the other operands are walked.
        private func compared(in node: SequenceExprSyntax) -> Bool {
            let elements = Array(node.elements)
            var found = false
            var group: [Compared] = []
            var rest: [ExprSyntax] = []
            var index = 0
            while index < elements.count {
                if index + 2 < elements.count, let op = elements[index + 1].as(BinaryOperatorExprSyntax.self),
                    ["==", "~="].contains(op.operator.text)
                {
                    let left = subject(elements[index]), right = subject(elements[index + 2])
                    if left.isIdentifier || right.isIdentifier {
                        let other = left.isIdentifier ? elements[index + 2] : elements[index]
                        let compared = Compared(
                            expression: other, enumType: left.isIdentifier ? left.enumType : right.enumType)
                        comparisons.append(compared)
                        group.append(compared)
                        found = true
                        index += 3
                        continue
                    }
                }
                if let op = elements[index].as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "&&" {
                        if group.count > 1 { groups.append(group) }
                        group = []
                    }
                } else {
                    rest.append(elements[index])
                }
                index += 1
            }
            if group.count > 1 { groups.append(group) }
            guard found else { return false }
            for expression in rest { walk(expression) }
            return true
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if responseAliases.contains(name), let member = node.parent?.as(MemberAccessExprSyntax.self),
                member.base?.id == node.id, member.declName.baseName.text == "actionIdentifier"
            {
                giveUp("`\(member.parent.map { $0.excerpt } ?? member.excerpt)` uses the identifier")
            }
            if name == response {
                // `response.notification…`, `response as? UNTextInputNotificationResponse`: not the identifier.
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                    switch member.declName.baseName.text {
                    case "actionIdentifier":
                        giveUp("`\(member.parent.map { $0.excerpt } ?? member.excerpt)` uses the identifier")
                    case "notification", "targetScene": break
                    default: giveUp("`\(member.excerpt)`")
                    }
                } else if node.parent?.is(AsExprSyntax.self) == true || Self.isCast(node) {
                    // The text a text-input action sent.
                } else {
                    giveUp("the response is given to `\(node.parent?.excerpt ?? name)`")
                }
            } else if aliases[name] != nil {
                giveUp("`\(node.parent?.excerpt ?? name)` uses the identifier")
            }
            if name == "categoryIdentifier" { readsCategory = true }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "categoryIdentifier" { readsCategory = true }
            return .visitChildren
        }

        /// `response as? UNTextInputNotificationResponse` before operators are folded: the next element is the cast.
        static func isCast(_ node: DeclReferenceExprSyntax) -> Bool {
            guard let list = node.parent?.as(ExprListSyntax.self),
                let index = list.firstIndex(where: { $0.id == node.id })
            else { return false }
            let next = list.index(after: index)
            return next < list.endIndex && list[next].trimmedDescription.hasPrefix("as")
        }

        /// Whether a branch does something beyond calling the completion, logging, or breaking.
        static func doesWork(_ statements: some SyntaxProtocol) -> Bool { doesWork(in: Syntax(statements)) }

        private static func doesWork(in statements: Syntax) -> Bool {
            final class Calls: SyntaxVisitor {
                var work = false
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    let callee = node.calledExpression.trimmedDescription
                    let name = CompletionPaths.calleeName(node) ?? callee
                    let quiet = [
                        "print", "debugPrint", "NSLog", "os_log", "assertionFailure", "completionHandler",
                        "completion", "handler", "debug", "info", "notice", "trace", "log",
                    ]
                    if !quiet.contains(name) && !callee.lowercased().contains("log") { work = true }
                    return .visitChildren
                }
            }
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(statements)
            return calls.work
        }
    }
#endif
