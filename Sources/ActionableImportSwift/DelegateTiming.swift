#if Import
    import ActionableImport
    import SwiftSyntax

    /// When the code that assigns the notification center's delegate runs, for `delegate-set-late`: during launch, only
    /// after it (from an observer, a permission callback, an app callback after launch), or from code the files do not
    /// show. A function's callers are followed through the given files, by name, `#selector` and function reference.
    ///
    /// An assignment is reported only when every caller is known and none runs during launch; when some caller is not
    /// known (a function no code in the files calls, `public`, `open`, `override`, `@IBAction`, `@objc` with no
    /// `#selector` in the files), it is listed as not followed. Any assignment during launch makes the later ones
    /// harmless: nothing is reported then.
    final class DelegateTiming {
        /// One `….delegate = …` on the notification center, as the auditor saw it where it is written.
        struct Assignment {
            var file: SwiftSourceFile
            var location: ImportLocation
            /// Why it is late where it is written (in a permission callback, an observer, an app callback after
            /// launch), when it is.
            var late: String?
            /// The function it is written in (through closures that run where they are written), when not late.
            var function: FunctionDeclSyntax?
            /// The function also sends a notification (`center.add(request)`).
            var sends: Bool
            var appKit: Bool
        }

        /// What a function's callers come down to.
        private enum Root: Hashable {
            case launch
            case late(String)
            case unknown(String)
        }

        private struct Reference {
            var node: Syntax
            /// `#selector(name)`, not a call or a value.
            var isSelector: Bool
        }

        /// The inherited types of each type's own declaration, by name.
        private let inherited: [String: [String]]
        /// Every call, `#selector` and use as a value of a name, by that name.
        private var references: [String: [Reference]] = [:]
        /// The functions found to be during launch, late or unknown, as the walk goes.
        private var roots: [SyntaxIdentifier: Set<Root>] = [:]
        /// How many more functions the walk may enter: a call graph of many paths is not followed to its end.
        private var budget = 2_000

        init(_ files: [SwiftSourceFile], inherited: [String: [String]]) {
            self.inherited = inherited
            final class Names: SyntaxVisitor {
                var found: [(String, Syntax, Bool)] = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    found.append((node.baseName.text, Syntax(node), false))
                    return .visitChildren
                }
                override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                    guard node.macroName.text == "selector", let argument = node.arguments.first?.expression,
                        let name = SwiftFunctions.referenced(argument)
                    else { return .visitChildren }
                    found.append((name.baseName.text, Syntax(node), true))
                    return .skipChildren
                }
            }
            for file in files {
                let names = Names(viewMode: .sourceAccurate)
                names.walk(file.tree)
                for (name, node, isSelector) in names.found {
                    references[name, default: []].append(Reference(node: node, isSelector: isSelector))
                }
            }
        }

        /// Reports the late assignments among `assignments`, and lists those whose callers are not all known.
        func decide(_ assignments: [Assignment], into facts: inout AuditFacts) {
            var decided: [(Assignment, Set<Root>)] = []
            for assignment in assignments {
                if let late = assignment.late {
                    decided.append((assignment, [.late(late)]))
                } else if let function = assignment.function {
                    decided.append((assignment, roots(of: function, visiting: [])))
                }
            }
            // Assigned during launch somewhere: a later assignment changes nothing for the response that launched the
            // app.
            if decided.contains(where: { $0.1.contains(.launch) }) { return }
            for (assignment, found) in decided {
                let late = found.compactMap { if case .late(let why) = $0 { why } else { nil } }.sorted()
                let unknown = found.compactMap { if case .unknown(let why) = $0 { why } else { nil } }.sorted()
                guard !late.isEmpty || (assignment.sends && !unknown.isEmpty) else { continue }
                if let why = assignment.late {
                    facts.reportDelegateSetLate(why, appKit: assignment.appKit, at: assignment.location)
                    continue
                }
                guard let function = assignment.function else { continue }
                let name = Self.name(of: function)
                let what = assignment.sends ? "\(name), which sends a notification and" : name + ", which"
                if unknown.isEmpty {
                    facts.reportDelegateSetLate(
                        "in \(what) runs only \(late.joined(separator: ", or ")), after launch",
                        appKit: assignment.appKit,
                        at: assignment.location)
                } else {
                    facts.skip(
                        "the notification center's delegate is assigned in \(what) is reached from code the audit does"
                            + " not follow (\(unknown.joined(separator: "; ")))"
                            + (late.isEmpty ? "" : " and runs \(late.joined(separator: ", or "))")
                            + ": check by hand that the delegate is also assigned during launch ("
                            + AppLifecycle.launchMethods(appKit: assignment.appKit) + ")", at: assignment.location)
                }
            }
        }

        // MARK: - Callers

        /// What the callers of `function` come down to, following each to the function it is written in.
        private func roots(of function: FunctionDeclSyntax, visiting: Set<SyntaxIdentifier>) -> Set<Root> {
            if let known = roots[function.id] { return known }
            if let root = Self.ownRoot(of: function, inherited: inheritedTypes(around: Syntax(function))) {
                return [root]
            }
            guard !visiting.contains(function.id) else { return [] }
            budget -= 1
            guard budget > 0 else { return [.unknown("its callers are too many to follow")] }
            let visiting = visiting.union([function.id])
            var found: Set<Root> = []
            let name = Self.name(of: function)
            let uses = (references[function.name.text] ?? []).filter { calls($0, function) }
            if uses.isEmpty { found.insert(.unknown("no code in the given files calls \(name)")) }
            let modifiers = Set(function.modifiers.map(\.name.text))
            let attributes = Set(
                function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            if let open = modifiers.intersection(["public", "open", "override", "dynamic"]).sorted().first {
                found.insert(.unknown("\(name) is \(open), so code not in the files may call it"))
            }
            if !attributes.isDisjoint(with: ["IBAction", "IBSegueAction"]) {
                found.insert(.unknown("\(name) is an @IBAction, which a storyboard or xib may send"))
            } else if attributes.contains("objc"), !uses.contains(where: \.isSelector) {
                found.insert(.unknown("\(name) is @objc and no #selector in the files names it"))
            }
            for use in uses { found.formUnion(roots(of: use, visiting: visiting)) }
            if visiting.count == 1 { roots[function.id] = found }
            return found
        }

        /// What one use of a function comes down to: the observer or callback it is given to, or the function it is
        /// written in.
        private func roots(of use: Reference, visiting: Set<SyntaxIdentifier>) -> Set<Root> {
            var child = use.node
            if use.isSelector {
                guard let call = Self.enclosingCall(of: use.node), CompletionPaths.calleeName(call) == "addObserver",
                    let name = call.arguments.first(where: { $0.label?.text == "name" })
                else {
                    return [.unknown("`\(use.node.excerpt)` makes it the target of code the audit does not follow")]
                }
                guard AppLifecycle.isLaunchNotification(swift: name.expression.trimmedDescription) else {
                    return [.late("when the observer of `\(name.expression.excerpt)` is notified")]
                }
                // An observer of a notification launch posts runs during launch when it is registered before: as
                // the code that registers it does.
                child = Syntax(call)
            }
            while let parent = child.parent {
                if let closure = parent.as(ClosureExprSyntax.self), let late = Self.lateClosure(closure) {
                    return [.late(late)]
                }
                // A function passed as a value (`completionHandler: refresh`) runs as a closure there would.
                if child.id == use.node.id || child.as(MemberAccessExprSyntax.self)?.declName.id == use.node.id,
                    let argument = parent.as(LabeledExprSyntax.self),
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let late = Self.lateCallback(call)
                {
                    return [.late(late)]
                }
                if let function = parent.as(FunctionDeclSyntax.self) {
                    return roots(of: function, visiting: visiting)
                }
                if let initializer = parent.as(InitializerDeclSyntax.self) {
                    let types = inheritedTypes(around: Syntax(initializer))
                    return types.contains("App") || !types.isDisjoint(with: AppLifecycle.delegateProtocols)
                        ? [.launch] : [.unknown("it is called from an initializer, which the audit does not follow")]
                }
                if parent.is(AccessorBlockSyntax.self) || parent.is(PatternBindingSyntax.self) {
                    return [.unknown("it is called from `\(parent.excerpt)`, which the audit does not follow")]
                }
                child = parent
            }
            return [.unknown("it is called from top-level code")]
        }

        /// Whether `use` calls `function` (or names it as a value or selector): a call's labels must be the
        /// declaration's, less those with default values.
        private func calls(_ use: Reference, _ function: FunctionDeclSyntax) -> Bool {
            let parameters = Array(function.signature.parameterClause.parameters)
            if let reference = use.node.as(DeclReferenceExprSyntax.self) {
                if let names = reference.argumentNames?.arguments.map(\.name.text) {
                    return names == parameters.map(\.firstName.text)
                }
                var node = Syntax(reference)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    // `.sessionDidStart`, a notification's name as often as not: a static member, not this method.
                    guard member.base != nil else { return false }
                    node = Syntax(member)
                }
                guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
                else {
                    // A value: a reference to this function only when no other of that name exists would be exact;
                    // any name of the function is taken as one.
                    return node.parent?.is(LabeledExprSyntax.self) == true
                }
                var labels = call.arguments.map { $0.label?.text ?? "_" }
                if call.trailingClosure != nil { labels.append("*") }
                var remaining = parameters[...]
                for label in labels {
                    guard
                        let index = remaining.firstIndex(where: {
                            label == "*" || $0.firstName.text == label
                        })
                    else { return false }
                    // The parameters skipped must have default values.
                    if remaining[remaining.startIndex..<index].contains(where: { $0.defaultValue == nil }) {
                        return false
                    }
                    remaining = remaining[remaining.index(after: index)...]
                }
                return remaining.allSatisfy { $0.defaultValue != nil }
            }
            // `#selector(name(_:))`: its labels, when spelled.
            if let macro = use.node.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression,
                let names = SwiftFunctions.referenced(argument)?.argumentNames?.arguments.map(\.name.text)
            {
                return names == parameters.map(\.firstName.text)
            }
            return true
        }

        /// A function whose timing its name says: a launch method, or an app callback after launch.
        private static func ownRoot(of function: FunctionDeclSyntax, inherited: Set<String>) -> Root? {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            let name = function.name.text
            let appDelegate = !inherited.isDisjoint(with: AppLifecycle.delegateProtocols)
            if (name == "application" && labels.count == 2
                && ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"].contains(labels[1]))
                || ["applicationWillFinishLaunching", "applicationDidFinishLaunching"].contains(name)
            {
                return .launch
            }
            if AppLifecycle.afterLaunch.contains(name), appDelegate {
                return .late("in \(Self.name(of: function)), an app callback after launch")
            }
            if name == "userNotificationCenter" {
                return .unknown("\(Self.name(of: function)) is called by the notification center")
            }
            return nil
        }

        /// The types the declaration around `node` inherits, from the declaration or extension it is in and the
        /// type's own declaration.
        private func inheritedTypes(around node: Syntax) -> Set<String> {
            var current = node.parent
            while let here = current {
                if let type = here.asProtocol((any DeclGroupSyntax).self) {
                    var names = Set(type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
                    let name =
                        here.as(ClassDeclSyntax.self)?.name.text ?? here.as(StructDeclSyntax.self)?.name.text
                        ?? here.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                    if let name { names.formUnion(inherited[name] ?? []) }
                    return names
                }
                current = here.parent
            }
            return []
        }

        // MARK: - Callbacks after launch

        /// Why a closure runs only after launch: it is an observer's block or a permission callback.
        static func lateClosure(_ closure: ClosureExprSyntax) -> String? {
            var call = closure.parent
            if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
            guard let call = call?.as(FunctionCallExprSyntax.self) else { return nil }
            return lateCallback(call)
        }

        /// Why a function given to `call` runs only after launch: `call` registers an observer (`addObserver(forName:…)`
        /// of NotificationCenter or DistributedNotificationCenter, a `sink` or `onReceive` of a notification
        /// publisher), or asks for permission.
        static func lateCallback(_ call: FunctionCallExprSyntax) -> String? {
            guard let name = CompletionPaths.calleeName(call) else { return nil }
            switch name {
            case "requestAuthorization", "getNotificationSettings":
                return "in \(name)'s completion handler, after launch and only if that runs"
            case "addObserver":
                // An observer of a notification launch posts runs as the code that registers it does (during launch
                // when that is before launch ends).
                guard let observed = call.arguments.first(where: { $0.label?.text == "forName" }),
                    !AppLifecycle.isLaunchNotification(swift: observed.expression.trimmedDescription)
                else { return nil }
                return "when the observer of `\(observed.expression.excerpt)` is notified"
            case "sink", "onReceive":
                // A notification's publisher, not one that sends its value as it is subscribed to (`@Published`).
                guard let publisher = call.tokens(viewMode: .sourceAccurate).first(where: { $0.text == "publisher" }),
                    publisher.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                    publisher.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.text == "for"
                else { return nil }
                // A `sink` of a notification launch posts, like its observer; a view's `onReceive` subscribes as the
                // view appears, after that notification.
                if name == "sink",
                    let published = publisher.ancestorOrSelf(mapping: {
                        $0.as(FunctionCallExprSyntax.self).flatMap {
                            CompletionPaths.calleeName($0) == "publisher" ? $0 : nil
                        }
                    })?.arguments.first,
                    AppLifecycle.isLaunchNotification(swift: published.expression.trimmedDescription)
                {
                    return nil
                }
                return "when a notification reaches the \(name) of `\(call.calledExpression.excerpt)`"
            default:
                return nil
            }
        }

        /// The call whose argument `node` is.
        private static func enclosingCall(of node: Syntax) -> FunctionCallExprSyntax? {
            node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        }

        /// `configure(for:)`.
        static func name(of function: FunctionDeclSyntax) -> String {
            function.name.text + "("
                + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                + ")"
        }
    }
#endif
