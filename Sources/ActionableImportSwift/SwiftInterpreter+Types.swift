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
            guard let type else { return value }
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
                return staticMember(name, of: path, from: scope) != nil
            case .string, .text: return ["String", "Substring", "NSString"].contains(last)
            case .integer: return ["Int", "UInt", "Int32", "Int64"].contains(last)
            case .bool: return last == "Bool"
            case .enumCase(let value):
                if let found = symbols.lookup(path, from: scope) {
                    return found.name == value.type.joined(separator: ".")
                }
                return symbols.enumCases[path.joined(separator: ".")] != nil ? value.type == path : false
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
            case ambiguous([String])
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
                    candidates.append(
                        (
                            initializer.signature,
                            matched.map { index in
                                let parameter = parameters[parameters.index(parameters.startIndex, offsetBy: index)]
                                return (parameter.firstName.text, ContextType(parameter.type))
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
            // Labels tie: the candidates whose parameter types every argument can be given to, the most certain first.
            var scored: [(score: Int, index: Int)] = []
            for (index, candidate) in candidates.enumerated() {
                var score = 0
                var fitting = true
                for (argument, parameter) in zip(arguments.items, candidate.parameters) {
                    guard let type = parameter.type else { continue }
                    var probe = context
                    let value = evaluate(argument.expression, &probe, as: type)
                    switch fits(value, type, from: context.scope) {
                    case true?: score += 1
                    case false?: fitting = false
                    case nil: break
                    }
                }
                if fitting { scored.append((score, index)) }
            }
            scored.sort { $0.score > $1.score }
            guard let best = scored.first, scored.count == 1 || scored[1].score < best.score else {
                return .ambiguous(scored.map { candidates[$0.index].name })
            }
            return candidates[best.index].app.map(InitializerChoice.app) ?? .apple
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
            inner.initializing = type
            inner.buildSite = site
            guard let statements = initializer.declaration.body?.statements else { return .runTime(call.excerpt, site) }
            run(statements, &inner)
            return inner.returned ?? .runTime(call.excerpt, site)
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
