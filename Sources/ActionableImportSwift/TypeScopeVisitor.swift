#if Import
    import SwiftSyntax

    /// A visitor that knows the type it is in: `scope` is the names of the enclosing structs, classes, actors, enums and
    /// extensions (`["L10n", "Notification"]`), as unqualified names are resolved. The symbol table and the sweep both
    /// walk files this way.
    class TypeScopeVisitor: SyntaxVisitor {
        var scope: [String] = []

        init() {
            super.init(viewMode: .sourceAccurate)
        }

        private func push(_ name: String) -> SyntaxVisitorContinueKind {
            scope.append(name)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            push(node.extendedType.trimmedDescription)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
    }
#endif
