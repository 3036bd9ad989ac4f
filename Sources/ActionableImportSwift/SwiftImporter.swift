#if Import
    public import ActionableImport
    import SwiftDiagnostics
    import SwiftParserDiagnostics
    import SwiftSyntax

    /// Reads an app's Swift with Apple's own parser (swift-syntax) and finds the categories it builds: every
    /// `UNNotificationCategory(…)` call, with its arguments followed through the locals, constants, enums, computed
    /// properties and functions of the given files (``SwiftInterpreter``).
    public enum SwiftImporter {
        public static func importSources(_ sources: [ImportSource]) -> ImportResult {
            importSources(sources, steps: SwiftInterpreter.maxSteps)
        }

        /// With a step budget other than the command's, for tests of what happens when it runs out.
        static func importSources(_ sources: [ImportSource], steps: Int) -> ImportResult {
            // swift-syntax's parser and visitors recurse with the nesting of the source (the parser stops at 256 levels).
            LargeStack.run { read(sources, steps: steps).result }
        }

        /// What reading the files leaves: the result, and the parsed files and interpreter the auditor goes on with.
        struct Reading {
            var result: ImportResult
            var files: [SwiftSourceFile]
            var interpreter: SwiftInterpreter
        }

        /// Reads `sources` on the calling thread (which must have a large stack, ``LargeStack``).
        static func read(_ sources: [ImportSource], steps: Int = SwiftInterpreter.maxSteps) -> Reading {
            var result = ImportResult(files: sources.map(\.path))
            var files: [SwiftSourceFile] = []
            var symbols = SwiftSymbols()
            for source in sources {
                guard let text = source.text else {
                    result.diagnostics.append(
                        ImportDiagnostic(
                            .error, .doesNotParse,
                            "the file is not UTF-8, so it is not Swift the compiler reads; save it as UTF-8",
                            at: ImportLocation(file: source.path, line: 1, column: 1)))
                    continue
                }
                if let deep = BracketNesting.firstTooDeep(in: text, path: source.path) {
                    result.diagnostics.append(
                        ImportDiagnostic(
                            .error, .doesNotParse,
                            "square brackets nest more than \(BracketNesting.limit) deep here, which Swift's parser takes"
                                + " exponential time to read; nothing was imported from this file: flatten the literal",
                            at: deep))
                    continue
                }
                let file = SwiftSourceFile(path: source.path, text: text)
                if file.tree.hasError {
                    let (message, location) = Self.firstProblem(in: file)
                    result.diagnostics.append(
                        ImportDiagnostic(
                            .error, .doesNotParse,
                            "the file does not parse as Swift (\(message)); nothing was imported from it: fix it, or"
                                + " leave it out", at: location))
                    continue
                }
                files.append(file)
                symbols.add(file)
            }
            let interpreter = SwiftInterpreter(symbols: symbols, steps: steps)
            for file in files {
                Sweep(file: file, interpreter: interpreter).walk(file.tree)
            }
            for file in files {
                for site in SwiftSiteScanner.sites(in: file) {
                    let reached: Bool
                    var state = ImportSite.State.reached
                    switch site.kind {
                    case .category:
                        reached =
                            interpreter.resolvedSites.contains(site.location)
                            || interpreter.unresolved[site.location] != nil
                    case .action, .textInputAction: reached = interpreter.reachedActions.contains(site.location)
                    case .registration:
                        reached = interpreter.registrations[site.location] != nil
                        state = .registered(followed: interpreter.registrations[site.location] ?? false)
                    }
                    if !reached {
                        let why =
                            interpreter.exhausted
                            ? "in code the importer did not reach before it stopped (\(SwiftInterpreter.budget))"
                            : "in code the importer never ran"
                        state = .notReached(site.unreachable ?? why)
                    }
                    result.sites.append(
                        ImportSite(
                            site.kind, at: site.location, excerpt: site.excerpt, state: state,
                            mergedInto: interpreter.mergedActions[site.location]))
                    result.sites[result.sites.count - 1].condition = interpreter.conditionalActions[site.location]
                    if site.kind == .registration {
                        result.sites[result.sites.count - 1].registeredCategories =
                            interpreter.registeredIdentifiers[site.location] ?? nil
                    }
                }
            }
            if interpreter.exhausted, let first = files.first {
                result.diagnostics.append(
                    ImportDiagnostic(
                        .warning, .budgetExhausted,
                        "the importer stopped before it had run all the code (\(SwiftInterpreter.budget)), as no app's"
                            + " notification setup needs: what it did not reach is listed under \"Needs a human\"",
                        at: ImportLocation(file: first.path, line: 1, column: 1)))
            }
            var reported: Set<ImportDiagnostic> = []
            result.diagnostics += interpreter.diagnostics.filter { reported.insert($0).inserted }
            // One call evaluated again (a body run on its own and from a caller, a factory called twice with one
            // identifier) is one category. Two calls building one identifier are a duplicate: `ImportAssembler` reports
            // it, across files and languages alike.
            // Of one call's runs, the one that knew the most: a factory swept on its own (its parameters unknown, its
            // options noted as run-time) and called with literals elsewhere is the call's category.
            var chosen: [[String]: Int] = [:]
            for found in interpreter.found {
                let key = [found.category.identifier, found.site.description]
                guard let index = chosen[key] else {
                    chosen[key] = result.categories.count
                    result.categories.append(found.category)
                    continue
                }
                if Self.noteCount(found.category) < Self.noteCount(result.categories[index]) {
                    result.categories[index] = found.category
                }
            }
            for (site, excerpt) in interpreter.unresolved.sorted(by: { $0.key < $1.key })
            where !interpreter.resolvedSites.contains(site) && !interpreter.ambiguousSites.contains(site) {
                result.diagnostics.append(
                    ImportDiagnostic(
                        .error, .categoryAtRunTime,
                        "this category's identifier is computed at run time (`\(excerpt)`), so it cannot be imported:"
                            + " declare it in YAML by hand, with `registered: false` if the app does not register it",
                        at: site))
            }
            return Reading(result: result, files: files, interpreter: interpreter)
        }

        /// How much of a category the importer could not decide: its notes and its actions'.
        private static func noteCount(_ category: ImportedCategory) -> Int {
            category.notes.count + category.actions.reduce(0) { $0 + $1.notes.count }
        }

        /// The first parse error of a file that does not parse, and where it is.
        ///
        /// swift-syntax's `ParseDiagnosticsGenerator` traps on one lexer error: an `=` with a space on both sides
        /// where the lexer sees a character that is not one on one side (`let a \u{17}= b`), whose Fix-It then has no
        /// change (found by the auditor's fuzzer). That error is described here, and the generator is not asked.
        static func firstProblem(in file: SwiftSourceFile) -> (message: String, location: ImportLocation) {
            if let token = file.tree.tokens(viewMode: .all).first(where: {
                $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
            }) {
                return ("'=' must have consistent whitespace on both sides", file.location(of: token))
            }
            let problems = ParseDiagnosticsGenerator.diagnostics(for: file.tree)
            let first = problems.first { $0.diagMessage.severity == .error } ?? problems.first
            let location =
                first.map { problem in
                    let place = problem.location(converter: file.converter)
                    return ImportLocation(file: file.path, line: place.line, column: place.column)
                } ?? ImportLocation(file: file.path, line: 1, column: 1)
            return (first?.message ?? "syntax error", location)
        }

        /// Runs every body of a file in source order: functions, initializers, computed properties, the initial values
        /// of globals and members, and top-level code.
        private final class Sweep: TypeScopeVisitor {
            let file: SwiftSourceFile
            let interpreter: SwiftInterpreter

            init(file: SwiftSourceFile, interpreter: SwiftInterpreter) {
                self.file = file
                self.interpreter = interpreter
                super.init()
            }

            private var context: SwiftInterpreter.Context { .init(file: file, scope: scope) }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let body = node.body {
                    var context = self.context
                    interpreter.run(body.statements, &context)
                }
                return .skipChildren
            }

            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                // The app's initializers of Apple's types run when they are called, with what they are given: on
                // their own, their `self.init(…)` has only parameters to go on.
                if SwiftInterpreter.builtTypes.contains(scope.joined(separator: ".")) { return .skipChildren }
                if let body = node.body {
                    var context = self.context
                    interpreter.run(body.statements, &context)
                }
                return .skipChildren
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                for binding in node.bindings {
                    var context = self.context
                    if let value = binding.initializer?.value {
                        _ = interpreter.evaluate(value, &context)
                    }
                    switch binding.accessorBlock?.accessors {
                    case .getter(let statements)?: _ = interpreter.body(statements, &context)
                    case .accessors(let accessors)?:
                        for accessor in accessors {
                            if let body = accessor.body { interpreter.run(body.statements, &context) }
                        }
                    case nil: break
                    }
                }
                return .skipChildren
            }

            override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
                // Top-level code (`main.swift`, a script): its statements, skipping the declarations visited above.
                guard node.parent?.is(SourceFileSyntax.self) == true else { return .visitChildren }
                let statements = node.filter { !$0.item.is(DeclSyntax.self) }
                if !statements.isEmpty {
                    var context = self.context
                    interpreter.run(statements, &context)
                }
                return .visitChildren
            }
        }
    }
#endif
