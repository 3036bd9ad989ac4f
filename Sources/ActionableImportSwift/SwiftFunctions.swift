#if Import
    import ActionableImport
    import SwiftSyntax

    /// The functions and methods the given files declare, by name and argument labels: where the audit follows a value
    /// the app hands on (the registered categories, a completion handler) into the code that receives it.
    struct SwiftFunctions {
        /// One declaration, and the file it is in.
        struct Function {
            let file: SwiftSourceFile
            let declaration: FunctionDeclSyntax

            /// `register(_:into:)`.
            var name: String {
                declaration.name.text
                    + "(\(declaration.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
            }

            /// The name the body gives the parameter at `index`.
            func parameter(at index: Int) -> String? {
                let parameters = Array(declaration.signature.parameterClause.parameters)
                guard index < parameters.count else { return nil }
                return (parameters[index].secondName ?? parameters[index].firstName).text
            }
        }

        /// What a call resolves to.
        enum Resolved {
            /// One declaration in the files, and which of its parameters the argument is.
            case function(Function, parameter: Int)
            /// No declaration in the files has this name and these labels.
            case notInFiles
            /// More than one does (overloads, or methods of the same name on different types).
            case ambiguous
        }

        private var byName: [String: [Function]] = [:]

        init(_ files: [SwiftSourceFile]) {
            final class Declarations: SyntaxVisitor {
                var found: [FunctionDeclSyntax] = []
                override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                    if node.body != nil { found.append(node) }
                    return .visitChildren
                }
            }
            for file in files {
                let declarations = Declarations(viewMode: .sourceAccurate)
                declarations.walk(file.tree)
                for declaration in declarations.found {
                    byName[declaration.name.text, default: []].append(Function(file: file, declaration: declaration))
                }
            }
        }

        /// The declaration `call` calls, with the index of the parameter `argument` is passed to.
        func resolve(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> Resolved {
            guard let name = CompletionPaths.calleeName(call),
                let index = call.arguments.firstIndex(where: { $0.id == argument.id })
            else { return .notInFiles }
            let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
            var labels = call.arguments.map { $0.label?.text ?? "_" }
            if call.trailingClosure != nil { labels.append("*") }
            labels += call.additionalTrailingClosures.map(\.label.text)
            let matches = (byName[name] ?? []).filter { function in
                let declared = function.declaration.signature.parameterClause.parameters.map(\.firstName.text)
                return declared.count == labels.count && zip(declared, labels).allSatisfy { $1 == "*" || $0 == $1 }
            }
            switch matches.count {
            case 0: return .notInFiles
            case 1: return .function(matches[0], parameter: position)
            default: return .ambiguous
            }
        }

        /// The declaration a function reference passed as a value names (`completionHandler: merge(_:)`,
        /// `self.merge`), called with `arity` arguments: by its labels when the reference spells them, otherwise by
        /// its name and the number of its parameters. The argument is its first parameter.
        func resolve(reference: ExprSyntax, arity: Int) -> Resolved {
            guard let name = Self.referenced(reference) else { return .notInFiles }
            let labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
            let matches = (byName[name.baseName.text] ?? []).filter { function in
                let declared = function.declaration.signature.parameterClause.parameters.map(\.firstName.text)
                return labels.map { $0 == declared } ?? (declared.count == arity)
            }
            switch matches.count {
            case 0: return .notInFiles
            case 1: return .function(matches[0], parameter: 0)
            default: return .ambiguous
            }
        }

        /// The name a function reference spells: `merge`, `merge(_:)`, `self.merge`, `registrar.merge(_:)`.
        static func referenced(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
            if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName }
            return nil
        }
    }
#endif
