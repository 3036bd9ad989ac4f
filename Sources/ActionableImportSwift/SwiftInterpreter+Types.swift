#if Import
    import ActionableImport
    import SwiftSyntax

    /// The type an expression is checked against (Swift's contextual type), as far as the importer needs it: what
    /// `.reply` in `actions: [.reply]` or `.init(identifier: …)` in `setNotificationCategories([…])` is a member of.
    ///
    /// A named type inside `depth` collections (`[T]`, `Set<T>`, `Array<T>`): a flat value, not an indirect enum, so
    /// the constants below are plain globals (an indirect enum's tagged box pointers hide them from LeakSanitizer).
    struct ContextType: Hashable, Sendable {
        /// The named type, qualified as written (`["UNNotificationAction"]`, `["Notifications", "Category"]`).
        var name: [String]
        /// How many collections it is inside: 0 for the type itself, 1 for `[T]`.
        var depth = 0

        static func named(_ path: [String]) -> ContextType { ContextType(name: path) }
        static func collection(_ element: ContextType) -> ContextType {
            ContextType(name: element.name, depth: element.depth + 1)
        }

        static let action = ContextType(name: ["UNNotificationAction"])
        static let category = ContextType(name: ["UNNotificationCategory"])
        static let actions = ContextType(name: ["UNNotificationAction"], depth: 1)
        static let categories = ContextType(name: ["UNNotificationCategory"], depth: 1)
        static let strings = ContextType(name: ["String"], depth: 1)

        private init(name: [String], depth: Int = 0) {
            self.name = name
            self.depth = depth
        }

        /// The type `type` spells; `nil` for a function, tuple, dictionary or opaque type.
        init?(_ type: TypeSyntax?) {
            guard let type else { return nil }
            if let optional = type.as(OptionalTypeSyntax.self) {
                self.init(optional.wrappedType)
            } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                self.init(optional.wrappedType)
            } else if let array = type.as(ArrayTypeSyntax.self) {
                guard let element = ContextType(array.element) else { return nil }
                self = .collection(element)
            } else if let identifier = type.as(IdentifierTypeSyntax.self) {
                let name = identifier.name.text.trimmingBackticks
                if let arguments = identifier.genericArgumentClause?.arguments {
                    guard ["Set", "Array"].contains(name), arguments.count == 1,
                        let element = ContextType(arguments.first?.argument.as(TypeSyntax.self))
                    else { return nil }
                    self = .collection(element)
                } else {
                    self.init(name: [name])
                }
            } else if let member = type.as(MemberTypeSyntax.self), let base = ContextType(member.baseType)?.named {
                self.init(name: base + [member.name.text.trimmingBackticks])
            } else {
                return nil
            }
        }

        /// The element type of a collection.
        var element: ContextType? { depth > 0 ? ContextType(name: name, depth: depth - 1) : nil }
        /// The type's qualified name, when it is not a collection.
        var named: [String]? { depth == 0 ? name : nil }
    }

    extension SwiftInterpreter {
        /// Apple's types whose values the importer builds, and the app's initializers on them it runs.
        static let builtTypes: Set<String> = [
            "UNNotificationCategory", "UNNotificationAction", "UNTextInputNotificationAction",
        ]

        /// `value` read as `type`: `.approve` in a `[InkAction]` is that enum's case, `.reply` in a
        /// `[UNNotificationAction]` the static `reply` of an extension of `UNNotificationAction`.
        func typed(_ value: SwiftValue, as type: ContextType?, from scope: [String]) -> SwiftValue {
            guard let type = type.map({ expandingAliases($0, from: scope) }) else { return value }
            if case .list(let items) = value, let element = type.element {
                return .list(items.map { typed($0, as: element, from: scope) })
            }
            if case .member(let name) = value, let path = type.named,
                let found = staticMember(name, of: path, from: scope)
            {
                return self.value(of: found.symbol, named: found.name)
            }
            return value
        }

        func typed(_ value: SwiftValue, as type: TypeSyntax?, from scope: [String]) -> SwiftValue {
            typed(value, as: ContextType(type), from: scope)
        }

        /// The static member (or enum case) `name` of the type `path` names from `scope`, as an implicit member
        /// expression `.name` finds it: declared in the type, in an extension of it, or inherited
        /// (`UNTextInputNotificationAction` is a `UNNotificationAction`).
        func staticMember(_ name: String, of path: [String], from scope: [String]) -> (
            name: String, symbol: SwiftSymbols.Symbol
        )? {
            if let found = symbols.lookup(path + [name], from: scope), found.symbol.isStatic || found.symbol.isCase {
                return found
            }
            if let found = symbols.member(name, of: path), found.symbol.isStatic || found.symbol.isCase {
                return found
            }
            return nil
        }

        /// The element type of a value the importer built: a list holding categories is a `[UNNotificationCategory]`.
        static func elementType(of value: SwiftValue?) -> ContextType? {
            guard case .list(let items)? = value else { return nil }
            for item in items {
                switch item {
                case .category: return .category
                case .action: return .action
                case .enumCase(let value): return .named(value.type)
                default: continue
                }
            }
            return nil
        }

        /// The type a collection's element has: the local's declared type, else what its elements are.
        func elementType(ofLocal name: String, _ context: Context) -> ContextType? {
            context.localTypes[name]?.element ?? Self.elementType(of: context.locals[name])
        }

        // MARK: - Implicit member expressions

        /// `.name` or `.name(…)` / `.init(…)` where Swift knows the type from context: the static of `type`, its
        /// factory method run with the arguments, or its initializer.
        func implicitMember(_ member: MemberAccessExprSyntax, as type: ContextType?, _ context: inout Context)
            -> SwiftValue?
        {
            guard member.base == nil, let path = type?.named else { return nil }
            let name = member.declName.baseName.text.trimmingBackticks
            guard let found = staticMember(name, of: path, from: context.scope) else { return nil }
            if case .function = found.symbol.kind { return nil }
            return value(of: found.symbol, named: found.name)
        }

        // MARK: - The app's initializers

        /// Whether `value` can be given where `type` goes: `nil` when the importer cannot tell.
        func fits(_ value: SwiftValue, _ type: ContextType, from scope: [String]) -> Bool? {
            if case .runTime = value { return nil }
            let type = expandingAliases(type, from: scope)
            if let element = type.element {
                guard case .list(let items) = value else { return false }
                var result: Bool? = true
                for item in items {
                    switch fits(item, element, from: scope) {
                    case false?: return false
                    case nil: result = nil
                    case true?: break
                    }
                }
                return result
            }
            let path = type.name
            let last = path.last ?? ""
            switch value {
            case .list: return Self.isOptionType(path) ? Self.isOptionLike(value) : false
            case .member(let name):
                if Self.isOptionType(path) { return true }
                if staticMember(name, of: path, from: scope) != nil { return true }
                // No such static: out when the importer knows every static of the type (Apple's declares none of the
                // app's names; the files declare the app's and every extension of it), unknown otherwise.
                return knowsStatics(of: path, from: scope) ? false : nil
            case .string, .text: return ["String", "Substring", "NSString"].contains(last)
            case .integer: return ["Int", "UInt", "Int32", "Int64"].contains(last)
            case .bool: return last == "Bool"
            case .enumCase(let value):
                if let found = symbols.lookup(path, from: scope) {
                    return found.name == value.type.joined(separator: ".")
                }
                if symbols.enumCases[path.joined(separator: ".")] != nil { return value.type == path }
                // A case of the app's enum is a value of that enum only (or of a protocol it conforms to).
                guard resolvedType(path, from: scope) != nil else { return nil }
                return isSubtype(value.type.joined(separator: "."), of: path, from: scope)
            case .action: return ["UNNotificationAction", "UNTextInputNotificationAction"].contains(last)
            case .category: return last == "UNNotificationCategory"
            case .options: return Self.isOptionType(path)
            default: return nil
            }
        }

        private static func isOptionType(_ path: [String]) -> Bool {
            ["UNNotificationActionOptions", "UNNotificationCategoryOptions"].contains(path.last ?? "")
        }

        /// Apple's initializers of the built types, by label, with the types that decide an overload.
        private static let appleInitializers: [String: [[(label: String, type: ContextType, optional: Bool)]]] = {
            let string = ContextType.named(["String"])
            let actionOptions = ContextType.named(["UNNotificationActionOptions"])
            let icon = ContextType.named(["UNNotificationActionIcon"])
            let action = [
                ("identifier", string, false), ("title", string, false), ("options", actionOptions, true),
                ("icon", icon, true),
            ]
            let input = action + [("textInputButtonTitle", string, false), ("textInputPlaceholder", string, false)]
            let category = [
                ("identifier", string, false), ("actions", ContextType.actions, false),
                ("intentIdentifiers", ContextType.strings, false), ("hiddenPreviewsBodyPlaceholder", string, true),
                ("categorySummaryFormat", string, true), ("options", .named(["UNNotificationCategoryOptions"]), true),
            ]
            return [
                "UNNotificationAction": [action.map { ($0.0, $0.1, $0.2) }],
                "UNTextInputNotificationAction": [input.map { ($0.0, $0.1, $0.2) }],
                "UNNotificationCategory": [category.map { ($0.0, $0.1, $0.2) }],
            ]
        }()

        /// Which initializer of `type` a call runs, when the app declares its own: the app's initializer whose labels
        /// match (and, where labels tie, whose parameter types the arguments fit), or Apple's (`nil`). An ambiguous
        /// choice is `.ambiguous`, named in a diagnostic.
        enum InitializerChoice {
            case apple
            case app(SwiftSymbols.Initializer)
            /// More than one candidate fits, as far as the importer can tell: the ones that do.
            case ambiguous([String])
            /// No candidate fits what the importer knows of the arguments: the ones whose labels matched.
            case unfit([String])
        }

        func chooseInitializer(
            of type: String, _ arguments: Arguments, hasTrailingClosure: Bool, _ context: inout Context
        )
            -> InitializerChoice
        {
            let declared = symbols.initializers[type] ?? []
            guard !declared.isEmpty else { return .apple }
            let labels = arguments.labels
            var candidates:
                [(name: String, parameters: [(label: String, type: ContextType?)], app: SwiftSymbols.Initializer?)] = []
            for initializer in declared {
                let parameters = initializer.declaration.signature.parameterClause.parameters
                if let matched = Self.match(
                    labels,
                    parameters.map { ($0.firstName.text, $0.defaultValue != nil || $0.ellipsis != nil) },
                    hasTrailingClosure: hasTrailingClosure)
                {
                    // A generic parameter stands for the one protocol it is constrained to (`<A: Convertible>`):
                    // what fits that protocol fits the parameter; unconstrained, the importer cannot tell.
                    let generics = Self.genericConstraints(of: initializer.declaration)
                    // The parameter's type as the initializer's own scope resolves it: the call may be anywhere.
                    candidates.append(
                        (
                            initializer.signature,
                            matched.map { index in
                                let parameter = parameters[parameters.index(parameters.startIndex, offsetBy: index)]
                                var type = ContextType(parameter.type)
                                if let named = type?.name, named.count == 1, let generic = generics[named[0]] {
                                    type = generic.map { constraint in
                                        var result = ContextType.named(constraint)
                                        for _ in 0..<(type?.depth ?? 0) { result = .collection(result) }
                                        return result
                                    }
                                }
                                return (parameter.firstName.text, type.map { qualified($0, from: initializer.scope) })
                            }, initializer
                        ))
                }
            }
            guard !candidates.isEmpty else { return .apple }
            for signature in Self.appleInitializers[type] ?? [] {
                if let matched = Self.match(
                    labels, signature.map { ($0.label, $0.optional) }, hasTrailingClosure: hasTrailingClosure)
                {
                    candidates.append(
                        ("Apple's init", matched.map { (signature[$0].label, Optional(signature[$0].type)) }, nil))
                }
            }
            if candidates.count == 1, let only = candidates.first {
                return only.app.map(InitializerChoice.app) ?? .apple
            }
            // Labels tie: as the compiler does, a candidate is out when an argument cannot take its parameter's type
            // (what the argument's own type says first: a local declared `[AppAction]` is no `[UNNotificationAction]`,
            // even empty; else its value: `.accept` that no extension of `UNNotificationAction` declares). Of the
            // candidates left, the one the most arguments certainly fit.
            var scored: [(score: Int, index: Int)] = []
            for (index, candidate) in candidates.enumerated() {
                var score = 0
                var fitting = true
                for (argument, parameter) in zip(arguments.items, candidate.parameters) {
                    guard let type = parameter.type else { continue }
                    var verdict: Bool?
                    if let given = staticType(of: argument.expression, context) {
                        verdict = converts(given.type, from: given.scope, to: type, from: context.scope)
                    }
                    if verdict == nil {
                        var probe = context
                        let value = evaluate(argument.expression, &probe, as: type)
                        verdict = fits(value, type, from: context.scope)
                    }
                    switch verdict {
                    case true?: score += 1
                    case false?: fitting = false
                    case nil: break
                    }
                }
                if fitting { scored.append((score, index)) }
            }
            scored.sort { $0.score > $1.score }
            guard let best = scored.first else { return .unfit(candidates.map(\.name)) }
            guard scored.count == 1 || scored[1].score < best.score else {
                return .ambiguous(scored.filter { $0.score == best.score }.map { candidates[$0.index].name })
            }
            return candidates[best.index].app.map(InitializerChoice.app) ?? .apple
        }

        /// An initializer's generic parameters, each with the one protocol it is constrained to (in its clause or
        /// its `where` clause), `nil` when it has none or more than one.
        static func genericConstraints(of declaration: InitializerDeclSyntax) -> [String: [String]?] {
            var constraints: [String: [[String]]] = [:]
            for parameter in declaration.genericParameterClause?.parameters ?? [] {
                let name = parameter.name.text
                constraints[name] = []
                if let inherited = parameter.inheritedType, let type = ContextType(inherited)?.named {
                    constraints[name]?.append(type)
                } else if parameter.inheritedType != nil {
                    constraints[name]?.append([])
                }
            }
            for requirement in declaration.genericWhereClause?.requirements ?? [] {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                    let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text,
                    constraints[name] != nil
                else { continue }
                constraints[name]?.append(ContextType(conformance.rightType)?.named ?? [])
            }
            return constraints.mapValues { found in
                found.count == 1 && !(found.first?.isEmpty ?? true) ? found[0] : nil
            }
        }

        /// The parameter each argument goes to, when `labels` fit the parameters (a defaulted or variadic parameter
        /// may be left out; a trailing closure fills the last one).
        private static func match(
            _ labels: [String], _ parameters: [(label: String, optional: Bool)], hasTrailingClosure: Bool
        )
            -> [Int]?
        {
            var result: [Int] = []
            var next = labels[...]
            for (index, parameter) in parameters.enumerated() {
                if let label = next.first, label == parameter.label {
                    result.append(index)
                    next = next.dropFirst()
                } else if !parameter.optional && !(hasTrailingClosure && index == parameters.count - 1 && next.isEmpty)
                {
                    return nil
                }
            }
            return next.isEmpty ? result : nil
        }

        /// Runs one of the app's initializers for `call`: its parameters bound, `self.init(…)` inside it building the
        /// value at the caller's site (the call a reviewer reads).
        func runInitializer(
            _ initializer: SwiftSymbols.Initializer, of type: [String], _ call: FunctionCallExprSyntax,
            _ arguments: Arguments, site: ImportLocation, _ context: inout Context
        ) -> SwiftValue {
            let name = type.joined(separator: ".") + "." + initializer.signature
            guard enter() else { return .runTime(call.excerpt, site) }
            defer { leave() }
            let bound = bind(
                initializer.declaration.signature.parameterClause.parameters, file: initializer.file,
                scope: initializer.scope, call, arguments, &context)
            let key = "\(name)(\(bound.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }))"
            guard running.insert(key).inserted else { return .runTime(call.excerpt, site) }
            defer { running.remove(key) }
            var inner = Context(file: initializer.file, scope: initializer.scope, locals: bound)
            let parameters = initializer.declaration.signature.parameterClause.parameters
            inner.localTypes = Self.parameterTypes(parameters)
            // What the caller noted of a local it passes (an action appended only when a setting is on) stays with it.
            for parameter in parameters {
                guard let given = arguments[parameter.firstName.text].flatMap(Self.rootLocal(of:)),
                    let notes = context.localNotes[given]
                else { continue }
                inner.localNotes[(parameter.secondName ?? parameter.firstName).text.trimmingBackticks] = notes
            }
            inner.initializing = type
            inner.buildSite = site
            guard let statements = initializer.declaration.body?.statements else { return .runTime(call.excerpt, site) }
            run(statements, &inner)
            return inner.returned ?? .runTime(call.excerpt, site)
        }
    }

    // MARK: - Static types

    extension SwiftInterpreter {
        /// Apple's and the standard library's types whose statics the importer knows for what it builds: Apple declares
        /// no static of `UNNotificationAction` or `UNNotificationCategory`, so `.accept` there is the app's extension's
        /// or none.
        static let knownTypes: Set<String> = [
            "UNNotificationAction", "UNTextInputNotificationAction", "UNNotificationCategory",
            "UNNotificationActionOptions", "UNNotificationCategoryOptions", "UNNotificationActionIcon", "String",
            "Substring", "Int", "Bool",
        ]

        /// The declared types of a function's or initializer's parameters, by the name the body uses.
        static func parameterTypes(_ parameters: FunctionParameterListSyntax) -> [String: ContextType] {
            var types: [String: ContextType] = [:]
            for parameter in parameters {
                let name = (parameter.secondName ?? parameter.firstName).text.trimmingBackticks
                guard parameter.ellipsis == nil, let type = ContextType(parameter.type) else { continue }
                types[name] = type
            }
            return types
        }

        /// The type `path` names from `scope`, as the compiler resolves it: the qualified name of a type the files
        /// declare, or one of ``knownTypes``; `nil` for a type alias or a type the importer does not know.
        func resolvedType(_ path: [String], from scope: [String]) -> String? {
            if let declared = symbols.typeName(path, from: scope) { return declared }
            if symbols.isTypeAlias(path, from: scope) { return nil }
            var path = path
            if path.count == 2, ["Swift", "UserNotifications"].contains(path[0]) { path.removeFirst() }
            if path.count == 1, Self.knownTypes.contains(path[0]) { return path[0] }
            return nil
        }

        /// `type` with the type aliases the files declare seen through (`typealias Buttons = [AppAction]`), each
        /// target qualified from the alias's scope; `type` itself when it names no alias.
        func expandingAliases(_ type: ContextType, from scope: [String]) -> ContextType {
            var current = type
            var scope = scope
            for _ in 0..<8 {
                guard let target = symbols.aliasTarget(current.name, from: scope),
                    let expanded = ContextType(target.type)
                else { break }
                var result = qualified(expanded, from: target.scope)
                for _ in 0..<current.depth { result = .collection(result) }
                current = result
                scope = target.scope
            }
            return current
        }

        /// `type` with its name qualified as `scope` resolves it, so that it means the same read from any scope: an
        /// initializer's parameter read at its call.
        func qualified(_ type: ContextType, from scope: [String]) -> ContextType {
            guard let name = symbols.typeName(type.name, from: scope) else { return type }
            var result = ContextType.named(name.split(separator: ".").map(String.init))
            for _ in 0..<type.depth { result = .collection(result) }
            return result
        }

        /// Whether every static member of the type `path` names is known: one of Apple's in ``knownTypes``, or a type
        /// the files declare whose superclasses are all known (an enum's or a struct's statics are its own and its
        /// extensions').
        func knowsStatics(of path: [String], from scope: [String]) -> Bool {
            guard let type = resolvedType(path, from: scope) else { return false }
            return Self.knownTypes.contains(type) || supertypes(of: type).complete
        }

        /// Whether a value whose static type is `given` (resolved from `givenScope`) can be passed where `type` goes
        /// (resolved from `scope`): the same type or a subtype of it, inside as many collections. `nil` when either
        /// is a type the importer does not know.
        func converts(_ given: ContextType, from givenScope: [String], to type: ContextType, from scope: [String])
            -> Bool?
        {
            let given = expandingAliases(given, from: givenScope), type = expandingAliases(type, from: scope)
            guard let source = resolvedType(given.name, from: givenScope), resolvedType(type.name, from: scope) != nil
            else { return nil }
            guard given.depth == type.depth else { return false }
            return isSubtype(source, of: type.name, from: scope)
        }

        /// Whether the type `type` (qualified) is `target` (as `scope` names it) or inherits from it or conforms to
        /// it, as the files and Apple's subclasses say. `nil` when it is not, as far as the files say, but a class
        /// in the chain inherits from a type the importer does not know (a framework's class may subclass Apple's).
        func isSubtype(_ type: String, of target: [String], from scope: [String]) -> Bool? {
            guard let goal = resolvedType(target, from: scope) else { return nil }
            let found = supertypes(of: type)
            if found.types.contains(goal) { return true }
            return found.complete ? false : nil
        }

        /// `type` (qualified) and every type it inherits from or conforms to that the importer can name; `complete`
        /// unless a class of the chain inherits from a type it cannot.
        private func supertypes(of type: String) -> (types: Set<String>, complete: Bool) {
            var seen: Set<String> = []
            var pending = [type]
            var complete = true
            while let next = pending.popLast(), seen.count < 32 {
                guard seen.insert(next).inserted else { continue }
                let parent = Array(next.split(separator: ".").dropLast().map(String.init))
                // An enum's or struct's clause names protocols and an enum's raw type (`enum AppAction: String` is
                // no `String`): only the app's protocols there are supertypes. A class's (or one of Apple's, or a
                // protocol's) names its superclass and protocols.
                let kind = symbols.types[next]
                let inheritsAll = kind == nil || kind == .classType || kind == .protocolType
                for inherited in symbols.conformances[next] ?? [] {
                    let path = inherited.split(separator: ".").map(String.init)
                    if let resolved = resolvedType(path, from: parent) {
                        if inheritsAll || symbols.types[resolved] == .protocolType { pending.append(resolved) }
                    } else if kind == .classType {
                        complete = false
                    }
                }
            }
            return (seen, complete)
        }

        /// The type Swift gives `expression` by itself, when the files say it, with the scope that resolves its name:
        /// a local's or parameter's declared type (or the one its initializer spells, `[AppAction]()`), a property's
        /// declared type, an empty collection's spelled type, a `map` to a property of the elements.
        func staticType(of expression: ExprSyntax, _ context: Context) -> (type: ContextType, scope: [String])? {
            if let type = Self.collectionType(of: expression) { return (type, context.scope) }
            if let call = expression.as(FunctionCallExprSyntax.self) { return mappedType(of: call, context) }
            var name: String?
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text.trimmingBackticks
                if let name, context.locals[name] != nil {
                    return context.localTypes[name].map { ($0, context.scope) }
                }
            } else if let member = expression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                name = member.declName.baseName.text.trimmingBackticks
            }
            guard let name, let found = symbols.lookup([name], from: context.scope),
                !found.symbol.isCase, let type = ContextType(found.symbol.type)
            else { return nil }
            if case .function = found.symbol.kind { return nil }
            return (type, found.symbol.scope)
        }
    }

    extension SwiftInterpreter {
        /// `actions.map(\.action)`, `actions.compactMap { $0.action }`: a list of the property's declared type, when
        /// the list's element type and the property's type are known.
        fileprivate func mappedType(of call: FunctionCallExprSyntax, _ context: Context) -> (
            type: ContextType, scope: [String]
        )? {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                ["map", "compactMap"].contains(member.declName.baseName.text)
            else { return nil }
            let transform: ExprSyntax?
            if let closure = call.trailingClosure, call.arguments.isEmpty {
                transform = ExprSyntax(closure)
            } else if call.trailingClosure == nil, call.arguments.count == 1 {
                transform = call.arguments.first?.expression
            } else {
                transform = nil
            }
            guard let property = transform.flatMap(Self.propertyRead),
                let list = staticType(of: base, context), let element = list.type.element, element.depth == 0,
                let owner = resolvedType(element.name, from: list.scope),
                let found = symbols.member(property, of: owner.split(separator: ".").map(String.init)),
                !found.symbol.isStatic, let type = ContextType(found.symbol.type)
            else { return nil }
            if case .function = found.symbol.kind { return nil }
            return (.collection(type), found.symbol.scope)
        }

        /// The property a transform reads from its argument: `\.action`, `{ $0.action }`, `{ action in action.action }`.
        private static func propertyRead(_ expression: ExprSyntax) -> String? {
            if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                case .property(let property)? = keyPath.components.first?.component
            {
                return property.declName.baseName.text.trimmingBackticks
            }
            guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
                let body = closure.statements.first?.item.as(ExprSyntax.self)
                    ?? closure.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
                let read = body.as(MemberAccessExprSyntax.self),
                let receiver = read.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                receiver == parameters(of: closure, count: 1).first
            else { return nil }
            return read.declName.baseName.text.trimmingBackticks
        }
    }

    extension SwiftSymbols.Symbol {
        /// A case of an enum: a static member for implicit member lookup.
        var isCase: Bool {
            if case .enumCase = kind { return true }
            return false
        }
    }
#endif
