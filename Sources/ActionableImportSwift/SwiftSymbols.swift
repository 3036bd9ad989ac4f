#if Import
    import ActionableImport
    import SwiftSyntax

    /// The declarations of every given Swift file that an expression may name: global and member constants, computed
    /// properties, functions, and the cases of `String` enums, by qualified name (`L10n.Notification.accept`,
    /// `NotificationID.invite`). Members of `extension String` are under `String.` (`String.localized`).
    struct SwiftSymbols {
        /// A declaration and where it is: the file's converter places notes and diagnostics inside it.
        struct Symbol {
            enum Kind {
                /// `let x = expr` / `static let x = expr`.
                case stored(ExprSyntax)
                /// `var x: T { … }`: the getter's statements.
                case computed(CodeBlockItemListSyntax)
                case function(FunctionDeclSyntax)
                /// A case of an enum.
                case enumCase(EnumCase)
            }

            var kind: Kind
            /// The type the declaration is in (`["L10n", "Notification"]`), empty for a global.
            var scope: [String]
            var file: SwiftSourceFile
            /// `static` or `class`: a member of the type, not of each value.
            var isStatic = false
            /// The declared type (`[InkCategory]`) or return type: what `.member` values in it are cases of.
            var type: TypeSyntax?
        }

        /// An initializer the app declares in an extension of a type (`convenience init(_ category: OrderCategory, …)`
        /// on `UNNotificationCategory`), with where it is.
        struct Initializer {
            var declaration: InitializerDeclSyntax
            /// The extended type, as the body's unqualified names are resolved in it.
            var scope: [String]
            var file: SwiftSourceFile

            /// `init(_:actions:options:)`, for messages.
            var signature: String {
                "init(" + declaration.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                    + ")"
            }
        }

        private(set) var symbols: [String: Symbol] = [:]
        /// The initializers the app declares, by qualified type name, in declaration order.
        private(set) var initializers: [String: [Initializer]] = [:]
        /// The cases of each enum without associated values, in declaration order: its `allCases`.
        private(set) var enumCases: [String: [String]] = [:]
        /// The protocols and types each type or extension names after its colon, by qualified type name: where a
        /// member a type does not declare comes from (a protocol extension's `var userAction`).
        private(set) var conformances: [String: [String]] = [
            // Apple's subclass: a static of `UNNotificationAction` is one of `UNTextInputNotificationAction` too.
            "UNTextInputNotificationAction": ["UNNotificationAction"]
        ]
        /// The structs the files declare, qualified.
        private(set) var structs: Set<String> = []
        /// Every named type the files declare (enums, structs, classes, actors, protocols), qualified, with its kind.
        private(set) var types: [String: TypeKind] = [:]
        /// The type aliases the files declare, qualified: a name the importer does not see through.
        private(set) var typeAliases: Set<String> = []
        /// What each non-generic type alias stands for, with the scope that resolves its names: the first
        /// declaration of a name.
        private(set) var typeAliasTargets: [String: (type: TypeSyntax, scope: [String])] = [:]

        enum TypeKind: Sendable {
            case enumeration, structure, classType, actor, protocolType
        }

        /// Adds the declarations of `file`. The first declaration of a name wins, so the result does not depend on
        /// anything but the order of the files.
        mutating func add(_ file: SwiftSourceFile) {
            let collector = Collector(file: file)
            collector.walk(file.tree)
            for (name, symbol) in collector.found where symbols[name] == nil { symbols[name] = symbol }
            for (name, cases) in collector.enums where enumCases[name] == nil { enumCases[name] = cases }
            for (name, inherited) in collector.conformances { conformances[name, default: []] += inherited }
            structs.formUnion(collector.structs)
            for (name, kind) in collector.types where types[name] == nil { types[name] = kind }
            typeAliases.formUnion(collector.typeAliases)
            for (name, target) in collector.aliasTargets where typeAliasTargets[name] == nil {
                typeAliasTargets[name] = target
            }
            for (name, initializer) in collector.initializers { initializers[name, default: []].append(initializer) }
        }

        /// The declaration `path` names from inside `scope`: looked up in the scope, then in each enclosing one, then
        /// globally, the way Swift resolves an unqualified name.
        func lookup(_ path: [String], from scope: [String]) -> (name: String, symbol: Symbol)? {
            var prefix = scope
            while true {
                let name = (prefix + path).joined(separator: ".")
                if let symbol = symbols[name] { return (name, symbol) }
                if prefix.isEmpty { return nil }
                prefix.removeLast()
            }
        }

        /// The struct `path` names from `scope`, qualified, when the app declares it.
        func structType(_ path: [String], from scope: [String]) -> [String]? {
            var prefix = scope
            while true {
                if structs.contains((prefix + path).joined(separator: ".")) { return prefix + path }
                if prefix.isEmpty { return nil }
                prefix.removeLast()
            }
        }

        /// What `path` names from inside `scope`, resolved as Swift resolves an unqualified type name (the scope, each
        /// enclosing one, then the file level): a type or a type alias of the files, by its qualified name; `nil` for
        /// a type of the SDK or of a module the files do not hold.
        private func resolution(_ path: [String], from scope: [String]) -> (name: String, isAlias: Bool)? {
            var prefix = scope
            while true {
                let name = (prefix + path).joined(separator: ".")
                if types[name] != nil { return (name, false) }
                if typeAliases.contains(name) { return (name, true) }
                if prefix.isEmpty { return nil }
                prefix.removeLast()
            }
        }

        /// The type `path` names from inside `scope`, qualified, when the files declare it. `nil` for a type alias, or
        /// a type of the SDK or of a module the files do not hold.
        func typeName(_ path: [String], from scope: [String]) -> String? {
            resolution(path, from: scope).flatMap { $0.isAlias ? nil : $0.name }
        }

        /// The type the alias `path` names from `scope` stands for, with the scope its names resolve in: `nil` when
        /// `path` is no alias the files declare, or a generic one.
        func aliasTarget(_ path: [String], from scope: [String]) -> (type: TypeSyntax, scope: [String])? {
            guard let found = resolution(path, from: scope), found.isAlias else { return nil }
            return typeAliasTargets[found.name]
        }

        /// Whether `path` names, from `scope`, a type alias the files declare.
        func isTypeAlias(_ path: [String], from scope: [String]) -> Bool {
            resolution(path, from: scope)?.isAlias == true
        }

        /// A member of `type` (qualified), declared in it or in an extension of a protocol it conforms to.
        func member(_ name: String, of type: [String]) -> (name: String, symbol: Symbol)? {
            var seen: Set<String> = []
            var pending = [type.joined(separator: ".")]
            while let next = pending.popLast(), seen.insert(next).inserted, seen.count < 32 {
                if let symbol = symbols[next + "." + name] { return (next + "." + name, symbol) }
                pending += conformances[next] ?? []
            }
            return nil
        }

        private final class Collector: TypeScopeVisitor {
            let file: SwiftSourceFile
            var found: [(String, Symbol)] = []
            var enums: [(String, [String])] = []
            var conformances: [(String, [String])] = []
            var structs: [String] = []
            var types: [(String, TypeKind)] = []
            var typeAliases: [String] = []
            var aliasTargets: [(String, (type: TypeSyntax, scope: [String]))] = []
            var initializers: [(String, Initializer)] = []

            private func conform(_ name: String, _ clause: InheritanceClauseSyntax?) {
                guard let clause else { return }
                conformances.append((name, clause.inheritedTypes.map(\.type.trimmedDescription)))
            }

            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                structs.append((scope + [node.name.text]).joined(separator: "."))
                types.append(((scope + [node.name.text]).joined(separator: "."), .structure))
                conform((scope + [node.name.text]).joined(separator: "."), node.inheritanceClause)
                return super.visit(node)
            }

            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                types.append(((scope + [node.name.text]).joined(separator: "."), .classType))
                conform((scope + [node.name.text]).joined(separator: "."), node.inheritanceClause)
                return super.visit(node)
            }

            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
                types.append(((scope + [node.name.text]).joined(separator: "."), .actor))
                return super.visit(node)
            }

            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                types.append(((scope + [node.name.text]).joined(separator: "."), .protocolType))
                conform((scope + [node.name.text]).joined(separator: "."), node.inheritanceClause)
                return .visitChildren
            }

            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                typeAliases.append((scope + [node.name.text]).joined(separator: "."))
                if node.genericParameterClause == nil {
                    aliasTargets.append(
                        ((scope + [node.name.text]).joined(separator: "."), (node.initializer.value, scope)))
                }
                return .skipChildren
            }

            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                conform((scope + [node.extendedType.trimmedDescription]).joined(separator: "."), node.inheritanceClause)
                return super.visit(node)
            }

            init(file: SwiftSourceFile) {
                self.file = file
                super.init()
            }

            private func add(_ name: String, _ kind: Symbol.Kind, isStatic: Bool, type: TypeSyntax? = nil) {
                found.append(
                    (
                        (scope + [name]).joined(separator: "."),
                        Symbol(kind: kind, scope: scope, file: file, isStatic: isStatic, type: type)
                    ))
            }

            private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
                modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            }

            /// Every case of an enum without associated values is a symbol of its own (`NotificationID.invite`), with its
            /// raw value: the literal it is given, its name in a `String` enum, its index in an `Int` enum. The cases
            /// in order are the enum's `allCases`.
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                let stringValued = inherited.contains("String")
                let intValued = inherited.contains { ["Int", "UInt", "Int32", "Int64", "UInt8", "Int16"].contains($0) }
                let type = scope + [node.name.text]
                types.append((type.joined(separator: "."), .enumeration))
                var names: [String] = []
                var next = 0
                var plain = true
                for member in node.memberBlock.members {
                    guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in cases.elements {
                        let name = element.name.text.trimmingBackticks
                        if element.parameterClause != nil { plain = false }
                        var raw: SwiftValue?
                        if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                            raw = literal.representedLiteralValue.map(SwiftValue.string)
                        } else if let literal = element.rawValue?.value.as(IntegerLiteralExprSyntax.self),
                            let value = Int(literal.literal.text.filter { $0 != "_" })
                        {
                            raw = .integer(value)
                            next = value + 1
                        } else if stringValued {
                            raw = .string(name)
                        } else if intValued {
                            raw = .integer(next)
                            next += 1
                        }
                        names.append(name)
                        found.append(
                            (
                                (type + [name]).joined(separator: "."),
                                Symbol(
                                    kind: .enumCase(EnumCase(type: type, name: name, raw: raw)), scope: type,
                                    file: file)
                            ))
                    }
                }
                if plain { enums.append((type.joined(separator: "."), names)) }
                conform(type.joined(separator: "."), node.inheritanceClause)
                return super.visit(node)
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                // Locals are the interpreter's business: only globals and members are symbols.
                guard isGlobalOrMember(node) else { return .skipChildren }
                // A global is the type's as much as a static member is: it does not depend on a value.
                let isStatic = Self.isStatic(node.modifiers) || scope.isEmpty
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
                    else { continue }
                    if let value = binding.initializer?.value {
                        add(name, .stored(value), isStatic: isStatic, type: binding.typeAnnotation?.type)
                    } else if let accessors = binding.accessorBlock {
                        switch accessors.accessors {
                        case .getter(let statements):
                            add(name, .computed(statements), isStatic: isStatic, type: binding.typeAnnotation?.type)
                        case .accessors(let list):
                            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                                let body = getter.body
                            {
                                add(
                                    name, .computed(body.statements), isStatic: isStatic,
                                    type: binding.typeAnnotation?.type)
                            }
                        }
                    }
                }
                return .skipChildren
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if isGlobalOrMember(node) {
                    add(
                        node.name.text.trimmingBackticks, .function(node),
                        isStatic: Self.isStatic(node.modifiers) || scope.isEmpty,
                        type: node.signature.returnClause?.type)
                }
                return .skipChildren
            }

            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                // Only an extension's: the importer runs the app's own initializers of Apple's types.
                if node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true {
                    initializers.append(
                        (scope.joined(separator: "."), Initializer(declaration: node, scope: scope, file: file)))
                }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

            /// Whether the declaration is at file level or directly in a type (not a local inside a body).
            private func isGlobalOrMember(_ node: some SyntaxProtocol) -> Bool {
                var parent = node.parent
                while let current = parent {
                    if current.is(MemberBlockItemSyntax.self) { return true }
                    if current.is(CodeBlockItemSyntax.self) {
                        return current.parent?.parent?.is(SourceFileSyntax.self) ?? false
                    }
                    if current.is(IfConfigClauseSyntax.self) || current.is(IfConfigDeclSyntax.self) {
                        parent = current.parent
                        continue
                    }
                    parent = current.parent
                }
                return false
            }
        }
    }

    extension String {
        /// The name without the backticks of `` `default` ``.
        var trimmingBackticks: String {
            hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
        }
    }
#endif
