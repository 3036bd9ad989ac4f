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
                /// A case of an enum with `String` raw values: its raw value.
                case enumCase(String)
            }

            var kind: Kind
            /// The type the declaration is in (`["L10n", "Notification"]`), empty for a global.
            var scope: [String]
            var file: SwiftSourceFile
        }

        private(set) var symbols: [String: Symbol] = [:]

        /// Adds the declarations of `file`. The first declaration of a name wins, so the result does not depend on
        /// anything but the order of the files.
        mutating func add(_ file: SwiftSourceFile) {
            let collector = Collector(file: file)
            collector.walk(file.tree)
            for (name, symbol) in collector.found where symbols[name] == nil { symbols[name] = symbol }
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

        private final class Collector: TypeScopeVisitor {
            let file: SwiftSourceFile
            var found: [(String, Symbol)] = []

            init(file: SwiftSourceFile) {
                self.file = file
                super.init()
            }

            private func add(_ name: String, _ kind: Symbol.Kind) {
                found.append(((scope + [name]).joined(separator: "."), Symbol(kind: kind, scope: scope, file: file)))
            }

            /// The cases of an enum with `String` raw values are symbols of their own (`NotificationID.invite`).
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                let stringValued =
                    node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
                if stringValued {
                    for member in node.memberBlock.members {
                        guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                        for element in cases.elements {
                            let raw =
                                element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                                ?? element.name.text.trimmingBackticks
                            found.append(
                                (
                                    (scope + [node.name.text, element.name.text.trimmingBackticks]).joined(
                                        separator: "."),
                                    Symbol(kind: .enumCase(raw), scope: scope + [node.name.text], file: file)
                                ))
                        }
                    }
                }
                return super.visit(node)
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                // Locals are the interpreter's business: only globals and members are symbols.
                guard isGlobalOrMember(node) else { return .skipChildren }
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
                    else { continue }
                    if let value = binding.initializer?.value {
                        add(name, .stored(value))
                    } else if let accessors = binding.accessorBlock {
                        switch accessors.accessors {
                        case .getter(let statements): add(name, .computed(statements))
                        case .accessors(let list):
                            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                                let body = getter.body
                            {
                                add(name, .computed(body.statements))
                            }
                        }
                    }
                }
                return .skipChildren
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if isGlobalOrMember(node) { add(node.name.text.trimmingBackticks, .function(node)) }
                return .skipChildren
            }

            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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
