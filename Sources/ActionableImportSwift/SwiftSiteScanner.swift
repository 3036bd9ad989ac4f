#if Import
    import ActionableImport
    import SwiftSyntax

    /// Finds, by reading alone, every call in a Swift file that builds a category or an action or registers
    /// categories, so that the output can account for each one whether or not the interpreter ran it.
    final class SwiftSiteScanner: SyntaxVisitor {
        struct Found {
            var kind: ImportSite.Kind
            var location: ImportLocation
            var excerpt: String
            /// Why the interpreter does not run the code it is in, when that can be told from where it is.
            var unreachable: String?
        }

        let file: SwiftSourceFile
        private(set) var found: [Found] = []

        init(file: SwiftSourceFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        static func sites(in file: SwiftSourceFile) -> [Found] {
            let scanner = SwiftSiteScanner(file: file)
            scanner.walk(file.tree)
            return scanner.found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var path = SwiftInterpreter.path(of: node.calledExpression) ?? []
            if path.last == "init" { path.removeLast() }
            let kind: ImportSite.Kind? =
                switch path.last {
                case "UNNotificationCategory": .category
                case "UNNotificationAction": .action
                case "UNTextInputNotificationAction": .textInputAction
                default:
                    node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "setNotificationCategories" ? .registration : nil
                }
            if let kind {
                found.append(
                    Found(
                        kind: kind, location: file.location(of: node), excerpt: node.excerpt,
                        unreachable: Self.unreachable(node)))
            }
            return .visitChildren
        }

        /// Where the interpreter never goes: a later `#if` clause, a function declared inside a body.
        private static func unreachable(_ node: some SyntaxProtocol) -> String? {
            var current: Syntax? = Syntax(node).parent
            while let here = current {
                if let clause = here.as(IfConfigClauseSyntax.self),
                    let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                    conditional.clauses.first?.id != clause.id,
                    isInBody(conditional)
                {
                    return
                        "in `\(clause.poundKeyword.text)\(clause.condition.map { " " + $0.trimmedDescription } ?? "")`"
                        + " (the importer reads the first clause of an `#if` in a body, as an iOS build compiles it)"
                }
                if here.is(FunctionDeclSyntax.self), isInBody(here) {
                    return "in a function declared inside another function's body"
                }
                current = here.parent
            }
            return nil
        }

        /// Whether `node` is inside a body (a function's, an accessor's, a closure's), not directly in a type or file.
        private static func isInBody(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let here = current {
                if here.is(CodeBlockSyntax.self) || here.is(ClosureExprSyntax.self) { return true }
                if here.is(MemberBlockSyntax.self) || here.is(SourceFileSyntax.self) { return false }
                current = here.parent
            }
            return false
        }
    }
#endif
