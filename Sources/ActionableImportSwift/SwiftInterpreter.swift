#if Import
    import ActionableImport
    import SwiftSyntax

    /// Runs the statements that build an app's categories, symbolically: each local variable holds what is known of
    /// it (a string, a text, an action, a list of them, a set of options), `if #available` blocks stamp what they add
    /// with their versions, and calls to the app's own functions run with their arguments bound. Whatever depends on
    /// run-time data (a parameter nobody passes a literal for, a function of the SDK, a condition on a setting) stays
    /// `.runTime` with the expression that computes it, so the writer can say so at the place it belongs.
    final class SwiftInterpreter {
        /// The state of one body being run.
        struct Context {
            var file: SwiftSourceFile
            /// The type the code is in, for unqualified names (`["AppDelegate"]`).
            var scope: [String]
            var locals: [String: SwiftValue] = [:]
            /// Notes about a local's value (an action added only when a setting is on), given to what it builds.
            var localNotes: [String: [ImportNote]] = [:]
            /// The `#available` versions the code runs under.
            var availability: [ImportedAvailability] = []
            /// `self` inside `extension String`.
            var selfValue: SwiftValue?
            var returned: SwiftValue?
            /// The declared types of locals (`var categories: Set<UNNotificationCategory>`): what `.message` given to
            /// `categories.insert` is a member of.
            var localTypes: [String: ContextType] = [:]
            /// The return type of the function or property being run, for `return .init(…)`.
            var returnType: ContextType?
            /// Inside one of the app's initializers of Apple's types: the type, whose `self.init(…)` builds the value.
            var initializing: [String]?
            /// Where what `self.init(…)` builds is reported: the call of the app's initializer.
            var buildSite: ImportLocation?
        }

        /// A category found, with the call that built it.
        struct Found {
            var category: ImportedCategory
            var site: ImportLocation
        }

        let symbols: SwiftSymbols
        private(set) var found: [Found] = []
        /// The `UNNotificationCategory(...)` calls whose identifier was only known at run time, by call site.
        private(set) var unresolved: [ImportLocation: String] = [:]
        /// Call sites that built a category with a known identifier at least once.
        private(set) var resolvedSites: Set<ImportLocation> = []
        /// The `UNNotificationAction(…)` and `UNTextInputNotificationAction(…)` calls run at least once.
        private(set) var reachedActions: Set<ImportLocation> = []
        /// The `setNotificationCategories` calls run, and whether any run gave it a category the importer built.
        private(set) var registrations: [ImportLocation: Bool] = [:]
        /// The category identifiers each `setNotificationCategories` site registers, over every run (`nil` when a run
        /// registers something the importer did not build).
        private(set) var registeredIdentifiers: [ImportLocation: Set<String>?] = [:]
        /// Action calls merged into another one of the same identifier (the icon-less initializer in the `else` of an
        /// `#available`): the site, and the site of the action the output holds.
        private(set) var mergedActions: [ImportLocation: ImportLocation] = [:]
        /// Action calls whose action only a condition the importer cannot decide adds, with that condition.
        private(set) var conditionalActions: [ImportLocation: String] = [:]

        /// The sites of the actions `value` holds.
        static func actions(in value: SwiftValue?) -> [ImportLocation] {
            switch value {
            case .action(let action)?: [action.location]
            case .list(let items)?: items.flatMap { actions(in: $0) }
            default: []
            }
        }

        /// Warnings found while running: actions whose identifier only the run time knows.
        var diagnostics: [ImportDiagnostic] = []
        /// The values of globals and members, computed once.
        var cache: [String: SwiftValue] = [:]
        /// The app's functions being run, by qualified name: one is not entered again while it runs.
        var running: Set<String> = []
        /// The depth of calls into the app's own functions and properties, bounded against recursion.
        private var depth = 0
        private static let maxDepth = 24
        /// Expressions evaluated so far, bounded so that no input makes the importer run for long.
        private var steps = 0
        static let maxSteps = 2_000_000
        /// This run's step budget: ``maxSteps`` unless a test gives a smaller one.
        private let stepBudget: Int

        /// The longest string the interpreter builds by interpolation or `+` (UTF-8 bytes): a longer one is taken as
        /// computed at run time, so that strings that double their own value do not fill the memory.
        static let maxBuiltString = 65_536

        /// When the interpreter stops, whatever the steps: no input keeps the importer running for long.
        static let maxSeconds = 10
        private let deadline = ContinuousClock.now + .seconds(SwiftInterpreter.maxSeconds)
        /// Whether the step or time budget ran out: what was not run yet is reported as such.
        private(set) var exhausted = false

        func spend() -> Bool {
            steps += 1
            if steps > stepBudget || steps & 4095 == 0 && ContinuousClock.now > deadline { exhausted = true }
            return !exhausted
        }

        func enter() -> Bool {
            guard depth < Self.maxDepth else { return false }
            depth += 1
            return true
        }

        func leave() { depth -= 1 }

        /// The limits, for messages.
        static let budget = "\(grouped(maxSteps)) steps, \(maxSeconds) s, or \(grouped(maxCategories)) categories"

        /// `2000000` as `2,000,000`, the same in every locale.
        private static func grouped(_ number: Int) -> String {
            var digits = String(number)
            var groups: [String] = []
            while digits.count > 3 {
                groups.insert(String(digits.suffix(3)), at: 0)
                digits.removeLast(3)
            }
            return ([digits] + groups).joined(separator: ",")
        }

        /// More categories than any app registers: past this, the input is generated or hostile, and the importer
        /// stops rather than grow the output without end.
        static let maxCategories = 1_000
        /// Lists longer than this stop growing (`append` copies them): iOS shows ten actions, apps have dozens of
        /// categories.
        static let maxListElements = 1_000

        /// Records a category built at `site`.
        func record(_ category: ImportedCategory, at site: ImportLocation) {
            resolvedSites.insert(site)
            guard found.count < Self.maxCategories else {
                exhausted = true
                return
            }
            found.append(Found(category: category, site: site))
        }

        func reached(action site: ImportLocation) { reachedActions.insert(site) }

        /// Records a `setNotificationCategories(value)` at `site`.
        func register(_ value: SwiftValue, at site: ImportLocation) {
            func holdsCategory(_ value: SwiftValue) -> Bool {
                switch value {
                case .category: true
                case .list(let items): items.contains(where: holdsCategory)
                default: false
                }
            }
            // A list that also holds a category the importer could not build (`SDKCategory(identifier: …)`, a type it
            // does not know, an alias in a cycle) is not followed: that it registers more is said, not left out in
            // silence. What `getNotificationCategories` gave (a run-time value of another kind) is no such category.
            func holdsUnknown(_ value: SwiftValue) -> Bool {
                switch value {
                case .runTime(let excerpt, _): excerpt.contains("(identifier:")
                case .list(let items): items.contains(where: holdsUnknown)
                default: false
                }
            }
            registrations[site] = (registrations[site] ?? false) || (holdsCategory(value) && !holdsUnknown(value))
            // The identifiers it registers, when every element is a category the importer built (`nil` once a run
            // registers something else): what `categories-replaced` compares.
            func identifiers(_ value: SwiftValue) -> Set<String>? {
                switch value {
                case .category(let category): [category.identifier]
                case .list(let items):
                    items.reduce(into: Set<String>?.some([])) { set, item in
                        guard let found = identifiers(item), let known = set else { return set = nil }
                        set = known.union(found)
                    }
                default: nil
                }
            }
            let found = identifiers(value)
            if let previous = registeredIdentifiers[site] {
                registeredIdentifiers[site] = previous.flatMap { old in found.map { old.union($0) } }
            } else {
                registeredIdentifiers[site] = .some(found)
            }
        }

        /// Category calls that more than one of the app's initializers fit: reported where they are, and not again as
        /// built at run time.
        private(set) var ambiguousSites: Set<ImportLocation> = []

        func recordAmbiguous(at site: ImportLocation) {
            ambiguousSites.insert(site)
            recordUnresolved("", at: site)
        }

        /// Records a category call whose identifier is known only at run time.
        func recordUnresolved(_ excerpt: String, at site: ImportLocation) {
            if unresolved[site] == nil { unresolved[site] = excerpt }
        }

        init(symbols: SwiftSymbols, steps: Int = SwiftInterpreter.maxSteps) {
            self.symbols = symbols
            self.stepBudget = steps
        }

        // MARK: - Statements

        func run(_ items: CodeBlockItemListSyntax, _ context: inout Context) {
            run(Array(items)[...], &context)
        }

        /// Runs statements of the tree (a slice, never a rebuilt list: a node outside the tree has no place in the
        /// file, and what it builds would be reported at the wrong line).
        func run(_ items: ArraySlice<CodeBlockItemSyntax>, _ context: inout Context) {
            for (offset, item) in zip(items.indices, items) {
                if context.returned != nil || exhausted { return }
                var item = item.item
                if case .stmt(let statement) = item, let wrapped = statement.as(ExpressionStmtSyntax.self) {
                    item = .expr(wrapped.expression)
                }
                switch item {
                case .decl(let decl): declare(decl, &context)
                case .stmt(let statement): execute(statement, &context)
                case .expr(let expression):
                    // `if #available(iOS 15, *) { return [with icons] }` then `return [without]`: one value, the icons
                    // and what only the newer list holds stamped with the versions.
                    if let conditional = expression.as(IfExprSyntax.self), conditional.elseBody == nil,
                        let versions = availability(of: conditional.conditions, allowingMore: true)
                    {
                        var then = context
                        then.availability = merged(context.availability, versions)
                        // `if #available(iOS 15, *), let name = systemImageName`: the rest of the conditions decide.
                        let rest = Array(conditional.conditions.dropFirst())
                        if !rest.isEmpty {
                            switch decide(rest, &then) {
                            case false?: continue
                            case true?: break
                            case nil:
                                perform(expression, &context)
                                continue
                            }
                        }
                        run(conditional.body.statements, &then)
                        if let returned = then.returned {
                            var rest = context
                            run(items[(offset + 1)...], &rest)
                            context.returned =
                                join(returned, rest.returned, before: nil, versions: versions) ?? returned
                            return
                        }
                    }
                    perform(expression, &context)
                }
            }
        }

        private func declare(_ decl: DeclSyntax, _ context: inout Context) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
                    else { continue }
                    let declared =
                        ContextType(binding.typeAnnotation?.type) ?? Self.collectionType(of: binding.initializer?.value)
                    // A new declaration replaces what an outer one of the name said (`nil` when nothing says).
                    context.localTypes[name] = declared
                    if let value = binding.initializer?.value {
                        context.locals[name] = evaluate(value, &context, as: declared)
                        // `var carPlayOptions = options`: the copy carries what is noted about the original.
                        if let source = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                            let notes = context.localNotes[source]
                        {
                            context.localNotes[name] = notes
                        }
                    } else {
                        context.locals[name] = .runTime(binding.excerpt, context.file.location(of: binding))
                    }
                }
            } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                // `#if os(iOS)`: the first clause is what an iOS build compiles in the common layouts; the others are
                // left out (a category only another platform builds is not this app's).
                if case .statements(let statements)? = conditional.clauses.first?.elements {
                    run(statements, &context)
                }
            }
        }

        private func execute(_ statement: StmtSyntax, _ context: inout Context) {
            if let expression = statement.as(ExpressionStmtSyntax.self) {
                perform(expression.expression, &context)
            } else if let returned = statement.as(ReturnStmtSyntax.self) {
                let type = context.returnType
                context.returned =
                    returned.expression.map { evaluate($0, &context, as: type) }
                    ?? .runTime("return", context.file.location(of: returned))
            } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                // `guard #available(iOS 15, *) else { return }`: the rest of the body runs under those versions.
                if let versions = availability(of: guardStatement.conditions) {
                    context.availability += versions
                } else {
                    var bound = context
                    if decide(guardStatement.conditions, &bound) == false {
                        run(guardStatement.body.statements, &context)
                        if context.returned == nil {
                            context.returned = .runTime("guard", context.file.location(of: guardStatement))
                        }
                        return
                    }
                    for element in guardStatement.conditions {
                        guard case .optionalBinding(let binding) = element.condition,
                            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                        else { continue }
                        context.locals[name] =
                            bound.locals[name] ?? .runTime(binding.excerpt, context.file.location(of: binding))
                    }
                }
            } else if let loop = statement.as(ForStmtSyntax.self) {
                self.loop(loop, &context)
            } else if let block = statement.as(DoStmtSyntax.self) {
                run(block.body.statements, &context)
            }
        }

        /// An expression used as a statement: an `if`, an assignment, a mutation of a local, or a call whose
        /// arguments may build categories.
        private func perform(_ expression: ExprSyntax, _ context: inout Context) {
            if let conditional = expression.as(IfExprSyntax.self) {
                branch(conditional, &context)
                return
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                _ = switchValue(choice, &context)
                return
            }
            if let sequence = expression.as(SequenceExprSyntax.self), assign(sequence, &context) { return }
            if let call = expression.as(FunctionCallExprSyntax.self), mutate(call, &context) { return }
            _ = evaluate(expression, &context)
        }

        /// `x = e`, `x += e`, `x |= e`, `x.y = e`.
        private func assign(_ sequence: SequenceExprSyntax, _ context: inout Context) -> Bool {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else {
                return false
            }
            let value = evaluate(
                elements[2], &context,
                as: elements[1].is(AssignmentExprSyntax.self)
                    ? context.localTypes[name]
                    : context.localTypes[name] ?? Self.elementType(of: context.locals[name]).map(ContextType.collection)
            )
            if elements[1].is(AssignmentExprSyntax.self) {
                context.locals[name] = value
                context.localNotes[name] = elements[2].as(DeclReferenceExprSyntax.self).flatMap {
                    context.localNotes[$0.baseName.text]
                }
                return true
            }
            guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                op == "+=" || op == "|=" || op == "insert"
            else { return false }
            context.locals[name] = combine(context.locals[name], adding: value, context)
            return true
        }

        /// `actions.append(x)`, `actions.append(contentsOf: xs)`, `actions.insert(x, at: 0)`, `options.insert(.y)`,
        /// `options.formUnion(ys)`. Any other mutation of a local the importer follows (`remove(at:)`, `removeAll`,
        /// `sort`, …) is noted: the value is kept as it was, and the note says what changes it.
        private func mutate(_ call: FunctionCallExprSyntax, _ context: inout Context) -> Bool {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let current = context.locals[name]
            else { return false }
            let method = member.declName.baseName.text
            let arguments = Array(call.arguments)
            if ["append", "insert", "formUnion", "update"].contains(method), let argument = arguments.first {
                // Typed by the collection's element: `categories.insert(.missedCall)`, `formUnion([.a, .b])`.
                let element = elementType(ofLocal: name, context)
                let takesMany = method == "formUnion" || argument.label?.text == "contentsOf"
                let value = evaluate(
                    argument.expression, &context, as: takesMany ? element.map(ContextType.collection) : element)
                if case .list(let items) = current, items.count >= Self.maxListElements {
                    context.locals[name] = .runTime(
                        "`\(name)`, grown past \(Self.maxListElements) elements", context.file.location(of: call))
                    return true
                }
                if method == "insert", arguments.count == 2, arguments[1].label?.text == "at",
                    case .list(var items) = current,
                    case .integer(let index)? = arguments.last.map({ evaluate($0.expression, &context) }),
                    index >= 0, index <= items.count
                {
                    guard case .list(let inserted) = combine(.list([]), adding: value, context) else { return false }
                    items.insert(contentsOf: inserted, at: index)
                    context.locals[name] = .list(items)
                    return true
                }
                context.locals[name] = combine(current, adding: value, context)
                return true
            }
            let mutating: Set<String> = [
                "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "sort", "reverse",
                "shuffle", "swapAt", "subtract", "formIntersection", "formSymmetricDifference", "replaceSubrange",
            ]
            guard mutating.contains(method) else { return false }
            for argument in arguments { _ = evaluate(argument.expression, &context) }
            context.localNotes[name, default: []].append(
                ImportNote(
                    "`\(call.excerpt)` changes `\(name)`, which the importer does not follow: imported as it was before,"
                        + " so apply that change by hand", at: context.file.location(of: call)))
            return true
        }

        /// A list or option set with `value` added (an element, a list of them, or options), each stamped with the
        /// `#available` versions the code runs under.
        private func combine(_ existing: SwiftValue?, adding value: SwiftValue, _ context: Context) -> SwiftValue {
            func stamped(_ value: SwiftValue) -> SwiftValue {
                guard !context.availability.isEmpty else { return value }
                switch value {
                case .action(var action):
                    action.availableFrom = merged(action.availableFrom, context.availability)
                    return .action(action)
                case .member(let name):
                    return .options([ImportedCategory.Option(name, availableFrom: context.availability)])
                case .options(let options):
                    return .options(
                        options.map {
                            ImportedCategory.Option(
                                $0.name, availableFrom: merged($0.availableFrom, context.availability))
                        })
                case .list(let items):
                    return .list(items.map(stamped))
                default:
                    return value
                }
            }
            let added = stamped(value)
            switch (existing, added) {
            case (.runTime?, _): return existing ?? added
            case (_, .runTime): return added
            case (.list(let items)?, .list(let more)): return .list(items + more)
            case (.list(let items)?, _):
                if case .options(let options) = added, items.allSatisfy(\.isMember) {
                    return .options(Self.options(of: existing ?? .list([])) + options)
                }
                return .list(items + [added])
            case (nil, _): return added
            case (let current?, _) where Self.isOptionLike(current) && Self.isOptionLike(added):
                return .options(Self.options(of: current) + Self.options(of: added))
            default: return .list([existing ?? .list([]), added])
            }
        }

        /// `Set<UNNotificationCategory>()`, `[UNNotificationAction]()`: the type of an empty collection built by its
        /// initializer.
        static func collectionType(of expression: ExprSyntax?) -> ContextType? {
            guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                ["Set", "Array"].contains(generic.expression.trimmedDescription),
                let argument = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
                let element = ContextType(argument)
            {
                return .collection(element)
            }
            if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
                let element = Self.path(of: array.elements.first!.expression)
            {
                return .collection(.named(element))
            }
            return nil
        }

        static func isOptionLike(_ value: SwiftValue) -> Bool {
            switch value {
            case .member, .options: true
            case .list(let items): items.allSatisfy(\.isMember)
            default: false
            }
        }

        /// The options of an option-set value, with their versions.
        static func options(of value: SwiftValue) -> [ImportedCategory.Option] {
            switch value {
            case .member(let name): [ImportedCategory.Option(name)]
            case .options(let options): options
            case .list(let items): items.flatMap(options(of:))
            default: []
            }
        }

        private func merged(_ a: [ImportedAvailability], _ b: [ImportedAvailability]) -> [ImportedAvailability] {
            var result = a
            for version in b where !result.contains(where: { $0.platform == version.platform }) {
                result.append(version)
            }
            return result
        }

        // MARK: - Branches

        /// Whether `conditions` all hold, binding what `if let` binds in `context`; `nil` when the importer cannot tell.
        func decide(_ conditions: some Collection<ConditionElementSyntax>, _ context: inout Context) -> Bool? {
            var result: Bool? = true
            for element in conditions {
                switch element.condition {
                case .expression(let expression):
                    switch evaluate(expression, &context) {
                    case .bool(let value): if !value { return false }
                    default: result = nil
                    }
                case .optionalBinding(let binding):
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
                    else { return nil }
                    let value =
                        binding.initializer.map { evaluate($0.value, &context) }
                        ?? evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), &context)
                    switch value {
                    case .type("nil"): return false
                    case .runTime: result = nil
                    default: context.locals[name] = value
                    }
                default:
                    return nil
                }
            }
            return result
        }

        /// The versions of an `#available` condition, or `nil` when the conditions are anything else.
        func availability(of conditions: ConditionElementListSyntax, allowingMore: Bool = false)
            -> [ImportedAvailability]?
        {
            guard conditions.count == 1 || allowingMore,
                case .availability(let condition) = conditions.first?.condition,
                condition.availabilityKeyword.tokenKind == .poundAvailable
            else { return nil }
            var versions: [ImportedAvailability] = []
            for argument in condition.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                    let platform = ImportedAvailability.platformName(restriction.platform.text),
                    let version = restriction.version?.trimmedDescription
                else { continue }
                if !versions.contains(where: { $0.platform == platform }) {
                    versions.append(ImportedAvailability(platform: platform, version: version))
                }
            }
            return versions
        }

        /// Runs both branches of an `if` and joins what they leave. Under `#available`, what the `then` branch adds is
        /// stamped with the versions, and a variable both branches set to the same action (the icon initializer behind
        /// `#available`, the icon-less one in `else`) is that one action with its icon. Under any other condition, what
        /// only one branch does is kept out and noted: it depends on run-time data.
        private func branch(_ conditional: IfExprSyntax, _ context: inout Context) {
            // A condition the importer can decide (`self == .ignore`, `if let textInput` of a case without one) runs
            // the branch it takes.
            var decided = context
            switch decide(conditional.conditions, &decided) {
            case true?:
                run(conditional.body.statements, &decided)
                for (name, value) in decided.locals where context.locals[name] != nil { context.locals[name] = value }
                context.localNotes = decided.localNotes
                context.returned = decided.returned
                return
            case false?:
                switch conditional.elseBody {
                case .ifExpr(let nested)?: branch(nested, &context)
                case .codeBlock(let block)?: run(block.statements, &context)
                case nil: break
                }
                return
            case nil:
                break
            }
            let versions = availability(of: conditional.conditions)
            var then = context
            if let versions { then.availability = merged(context.availability, versions) }
            run(conditional.body.statements, &then)
            var otherwise = context
            switch conditional.elseBody {
            case .ifExpr(let nested)?: branch(nested, &otherwise)
            case .codeBlock(let block)?: run(block.statements, &otherwise)
            case nil: break
            }
            then.availability = context.availability
            let location = context.file.location(of: conditional)
            let condition = conditional.conditions.excerpt
            let names = Set(then.locals.keys).union(otherwise.locals.keys)
            for name in names.sorted() {
                let before = context.locals[name]
                let a = then.locals[name]
                let b = otherwise.locals[name]
                if a == b { context.locals[name] = a; continue }
                if let joined = join(a, b, before: before, versions: versions) {
                    context.locals[name] = joined
                    continue
                }
                guard before != nil || (a != nil && b != nil) else { continue }
                if let before, !before.isRunTime {
                    for changed in [a, b] {
                        for action in Self.actions(in: changed) where !Self.actions(in: before).contains(action) {
                            conditionalActions[action] =
                                conditionalActions[action] ?? "`\(condition)` (line \(location.line))"
                        }
                    }
                    context.locals[name] = before
                    context.localNotes[name, default: []].append(
                        ImportNote(
                            "`\(name)` changes when `\(condition)`; imported as it is otherwise: add what applies by hand",
                            at: location))
                } else {
                    context.locals[name] = .runTime("`\(name)` depends on `\(condition)`", location)
                }
            }
            for (name, notes) in then.localNotes.merging(otherwise.localNotes, uniquingKeysWith: +) {
                for note in notes where !(context.localNotes[name]?.contains(note) ?? false) {
                    context.localNotes[name, default: []].append(note)
                }
            }
            if context.returned == nil { context.returned = then.returned ?? otherwise.returned }
        }

        /// The value after an `#available` branch set `a` and the `else` branch `b`; `nil` when they do not join.
        private func join(
            _ a: SwiftValue?, _ b: SwiftValue?, before: SwiftValue?, versions: [ImportedAvailability]?
        ) -> SwiftValue? {
            guard let versions else { return nil }
            switch (a, b) {
            case (.action(let x)?, .action(let y)?) where x.identifier == y.identifier:
                var action = x
                action.icon = x.icon ?? y.icon
                mergedActions[y.location] = x.location
                return .action(action)
            case (.list(let x)?, .list(let y)?):
                // What both lists hold stays; what only the `then` list holds came with the versions.
                return .list(x)
                    .flatMapList { item in
                        guard case .action(var action) = item else { return item }
                        guard let other = y.first(where: { $0.actionIdentifier == action.identifier }),
                            case .action(let plain) = other
                        else {
                            action.availableFrom = self.merged(action.availableFrom, versions)
                            return .action(action)
                        }
                        var joined = action
                        self.mergedActions[plain.location] = action.location
                        joined.icon = action.icon ?? plain.icon
                        joined.availableFrom = plain.availableFrom
                        return .action(joined)
                    }
            case (let x?, let y) where y == before:
                if case .action(let kept) = x, case .action(let replaced)? = before,
                    kept.identifier == replaced.identifier
                {
                    mergedActions[replaced.location] = kept.location
                }
                return x
            default:
                return nil
            }
        }
    }

    extension SwiftValue {
        var isMember: Bool {
            if case .member = self { return true }
            return false
        }

        var actionIdentifier: String? {
            if case .action(let action) = self { return action.identifier }
            return nil
        }

        fileprivate func flatMapList(_ transform: (SwiftValue) -> SwiftValue) -> SwiftValue {
            if case .list(let items) = self { return .list(items.map(transform)) }
            return self
        }
    }
#endif
