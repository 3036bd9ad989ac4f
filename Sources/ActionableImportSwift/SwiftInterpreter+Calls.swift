#if Import
    import ActionableImport
    import SwiftSyntax

    extension SwiftInterpreter {
        /// The arguments of a call by label (`_` for none), in order; repeated labels keep the first.
        struct Arguments {
            var items: [(label: String, expression: ExprSyntax)]

            init(_ call: FunctionCallExprSyntax) {
                items = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
            }

            subscript(label: String) -> ExprSyntax? { items.first { $0.label == label }?.expression }
            var labels: [String] { items.map(\.label) }
        }

        func call(_ call: FunctionCallExprSyntax, _ context: inout Context, as type: ContextType? = nil) -> SwiftValue {
            var location = context.file.location(of: call)
            let arguments = Arguments(call)
            var path = Self.path(of: call.calledExpression)
            // `.init(…)` and `.factory(…)` where the type comes from context: that type's initializer or static method.
            if path == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                let named = type?.named
            {
                path = named + [member.declName.baseName.text.trimmingBackticks]
            }
            if path?.last == "init" { path?.removeLast() }
            // `self.init(…)` in the app's initializer of an Apple type builds the value the initializer's caller gets.
            var delegating = false
            if path == ["self"] || path == ["Self"], let initializing = context.initializing {
                path = initializing
                delegating = true
                location = context.buildSite ?? location
            } else if path == ["Self"], Self.builtTypes.contains(context.scope.joined(separator: ".")) {
                path = context.scope
            }
            let callee = path?.last ?? ""
            if let path, path.count == 1, Self.builtTypes.contains(callee) {
                let choice = chooseInitializer(
                    of: callee, arguments, hasTrailingClosure: call.trailingClosure != nil, &context)
                switch choice {
                case .app(let initializer):
                    let value = runInitializer(initializer, of: path, call, arguments, site: location, &context)
                    if delegating { context.returned = value }
                    return value
                case .ambiguous(let names), .unfit(let names):
                    // Not a guess: the call is reported (an error for a category, which is then not imported, as one
                    // whose identifier only the run time knows) and accounted for as reached.
                    for argument in call.arguments { _ = evaluate(argument.expression, &context) }
                    let isCategory = callee == "UNNotificationCategory"
                    let list = names.joined(separator: ", ")
                    var problem =
                        "more than one initializer of \(callee) fits this call (\(list)), and the importer does not"
                        + " choose between them"
                    if case .unfit = choice {
                        problem =
                            "no initializer of \(callee) fits this call as far as the importer can tell (\(list)): a"
                            + " type it does not know may decide it"
                    }
                    diagnostics.append(
                        ImportDiagnostic(
                            isCategory ? .error : .warning, isCategory ? .categoryAtRunTime : .actionAtRunTime,
                            problem + ": it is left out; write it in YAML by hand", at: location))
                    if isCategory { recordAmbiguous(at: location) } else { reached(action: location) }
                    return .runTime(call.excerpt, location)
                case .apple:
                    break
                }
            }
            switch (callee, arguments.labels.first ?? "") {
            case ("UNNotificationAction", _), ("UNTextInputNotificationAction", _), ("UNNotificationCategory", _):
                let value =
                    callee == "UNNotificationCategory"
                    ? category(call, arguments, site: location, &context)
                    : action(call, arguments, textInput: callee != "UNNotificationAction", site: location, &context)
                if delegating { context.returned = value }
                return value
            case ("UNNotificationActionIcon", "systemImageName"):
                return icon(arguments["systemImageName"], ImportedAction.Icon.system, call, &context)
            case ("UNNotificationActionIcon", "templateImageName"):
                return icon(arguments["templateImageName"], ImportedAction.Icon.template, call, &context)
            case ("NSLocalizedString", _):
                return localized(
                    key: arguments.items.first?.expression, table: arguments["tableName"], value: arguments["value"],
                    comment: arguments["comment"], keyIsValue: false, call, &context)
            case ("String", "localized"):
                return localized(
                    key: arguments["localized"], table: arguments["table"], value: arguments["defaultValue"],
                    comment: arguments["comment"], keyIsValue: true, call, &context)
            case ("localizedUserNotificationString", "forKey"):
                // Apple's API for notification text: a key of `Localizable`, its arguments filled in at run time.
                if let list = arguments["arguments"], !list.is(NilLiteralExprSyntax.self) {
                    guard case .list(let items) = evaluate(list, &context), items.isEmpty else {
                        return .runTime(call.excerpt, location)
                    }
                }
                return localized(
                    key: arguments["forKey"], table: nil, value: nil, comment: nil, keyIsValue: false, call, &context)
            case ("localizedString", "forKey"):
                return localized(
                    key: arguments["forKey"], table: arguments["table"], value: arguments["value"], comment: nil,
                    keyIsValue: false, call, &context)
            case ("String", "format"):
                return format(arguments, call, &context)
            case ("String", "describing"), ("NSStringFromClass", _):
                if let expression = arguments.items.first?.expression,
                    case .type(let type) = evaluate(expression, &context)
                {
                    return .string(type)
                }
                return .runTime(call.excerpt, location)
            case ("UNNotificationActionOptions", "rawValue"), ("UNNotificationCategoryOptions", "rawValue"):
                return optionBits(arguments["rawValue"], callee, call, &context)
            case ("UNNotificationActionOptions", "_"), ("UNNotificationCategoryOptions", "_"), ("Set", "_"),
                ("Array", "_"), ("UNNotificationActionOptions", ""), ("UNNotificationCategoryOptions", ""), ("Set", ""),
                ("Array", ""):
                if let expression = arguments.items.first?.expression, arguments.items.count == 1 {
                    return evaluate(expression, &context)
                }
                if arguments.items.isEmpty {
                    return callee.hasPrefix("UN") ? .options([]) : .list([])
                }
            default:
                break
            }
            if arguments.items.isEmpty, call.trailingClosure == nil, Self.isEmptyCollection(call.calledExpression) {
                return .list([])
            }
            // A case of the app's enum with its associated values: `.snooze(minutes: 15)`, `Kind.custom(id: "a")`.
            if let path, path.count > 1, context.locals[path[0]] == nil,
                case .enumCase(var value)? = symbols.lookup(path, from: context.scope)?.symbol.kind
            {
                value.values = arguments.items.map { evaluate($0.expression, &context) }
                return .enumCase(value)
            }
            if let path, let result = callAppFunction(path, call, arguments, &context) { return result }
            if let path, let type = symbols.structType(path, from: context.scope) {
                // A struct of the app's built with its memberwise initializer: its fields by label.
                var fields: [String: SwiftValue] = [:]
                for item in arguments.items where item.label != "_" {
                    fields[item.label] = evaluate(item.expression, &context)
                }
                return .instance(type, fields)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                // A method of a value: `list.map { … }`, `NotificationAction.reply.title(for: name)`.
                let receiver = evaluate(base, &context)
                let method = member.declName.baseName.text.trimmingBackticks
                if method == "setNotificationCategories", let argument = arguments.items.first?.expression {
                    register(evaluate(argument, &context, as: .categories), at: location)
                    return .runTime(call.excerpt, location)
                }
                let receiverType = base.as(DeclReferenceExprSyntax.self).flatMap {
                    context.localTypes[$0.baseName.text]
                }
                if let result = transform(method, of: receiver, call, arguments, &context, receiverType: receiverType) {
                    return result
                }
                if case .enumCase(let value) = receiver, let found = symbols.member(method, of: value.type),
                    case .function(let function) = found.symbol.kind
                {
                    let bound = bind(function, of: found.symbol, call, arguments, &context)
                    return run(
                        found.symbol, arguments: bound, selfValue: found.symbol.isStatic ? nil : receiver,
                        named: found.name, at: location)
                }
                for argument in call.arguments { _ = evaluate(argument.expression, &context) }
                if let closure = call.trailingClosure { _ = evaluate(ExprSyntax(closure), &context) }
                for closure in call.additionalTrailingClosures { _ = evaluate(ExprSyntax(closure.closure), &context) }
                return .runTime(call.excerpt, location)
            }
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                // `{ … }()`: a lazily built value.
                var inner = context
                inner.locals = context.locals
                inner.returned = nil
                return body(closure.statements, &inner)
            }
            // Something the importer does not know: its arguments and closures may still build categories.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                _ = evaluate(base, &context)
            }
            for argument in call.arguments { _ = evaluate(argument.expression, &context) }
            if let closure = call.trailingClosure { _ = evaluate(ExprSyntax(closure), &context) }
            for closure in call.additionalTrailingClosures { _ = evaluate(ExprSyntax(closure.closure), &context) }
            return .runTime(call.excerpt, location)
        }

        /// `Set<UNNotificationCategory>`, `[UNNotificationAction]`, `Array<T>`: a collection type called with no
        /// arguments is an empty one.
        static func isEmptyCollection(_ expression: ExprSyntax) -> Bool {
            if let generic = expression.as(GenericSpecializationExprSyntax.self) {
                return ["Set", "Array"].contains(generic.expression.trimmedDescription)
            }
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count == 1 }
            if let dictionary = expression.as(DictionaryExprSyntax.self) {
                return !dictionary.content.is(TokenSyntax.self)
            }
            return false
        }

        /// A call to one of the app's own functions, run with its arguments bound to its parameters.
        private func callAppFunction(
            _ path: [String], _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: inout Context
        ) -> SwiftValue? {
            var path = path
            if path.first == "self" || path.first == "Self" { path.removeFirst() }
            guard !path.isEmpty, context.locals[path[0]] == nil,
                let found = symbols.lookup(path, from: context.scope),
                case .function(let function) = found.symbol.kind
            else { return nil }
            let bound = bind(function, of: found.symbol, call, arguments, &context)
            // `self.helper()` and `helper()` inside an enum's method run for the same case.
            let selfValue = found.symbol.isStatic ? nil : context.selfValue
            return run(
                found.symbol, arguments: bound, selfValue: selfValue, named: found.name,
                at: context.file.location(of: call))
        }

        /// The values of a function's parameters for `call`: by label, variadics as a list, defaults from the
        /// declaration, what is not given run-time. `.invite` given to a parameter of an enum type is that case.
        func bind(
            _ function: FunctionDeclSyntax, of symbol: SwiftSymbols.Symbol, _ call: FunctionCallExprSyntax,
            _ arguments: Arguments, _ context: inout Context
        ) -> [String: SwiftValue] {
            bind(
                function.signature.parameterClause.parameters, file: symbol.file, scope: symbol.scope, call, arguments,
                &context)
        }

        /// The values of `parameters` (of a function or an initializer declared in `file`, in `scope`) for `call`.
        func bind(
            _ parameters: FunctionParameterListSyntax, file: SwiftSourceFile, scope: [String],
            _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: inout Context
        ) -> [String: SwiftValue] {
            var bound: [String: SwiftValue] = [:]
            var remaining = arguments.items[...]
            let location = context.file.location(of: call)
            var trailing = call.trailingClosure.map(ExprSyntax.init)
            for parameter in parameters {
                let label = parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text.trimmingBackticks
                // `.invite` given to a parameter of an enum type is that case; `[.reply]` to `[UNNotificationAction]`
                // the statics of Apple's type.
                let type = ContextType(parameter.type)
                if parameter.ellipsis != nil {
                    var items: [SwiftValue] = []
                    while let next = remaining.first, items.isEmpty ? next.label == label : next.label == "_" {
                        items.append(evaluate(next.expression, &context, as: type))
                        remaining = remaining.dropFirst()
                    }
                    bound[name] = .list(items)
                } else if let next = remaining.first, next.label == label {
                    bound[name] = evaluate(next.expression, &context, as: type)
                    remaining = remaining.dropFirst()
                } else if remaining.isEmpty, let closure = trailing {
                    bound[name] = evaluate(closure, &context)
                    trailing = nil
                } else if let defaultValue = parameter.defaultValue?.value {
                    var inner = Context(file: file, scope: scope)
                    bound[name] = evaluate(defaultValue, &inner, as: type)
                } else {
                    bound[name] = .runTime(name, location)
                }
                if let value = bound[name] { bound[name] = typed(value, as: type, from: scope) }
            }
            if let trailing { _ = evaluate(trailing, &context) }
            return bound
        }

        // MARK: - Texts

        /// `NSLocalizedString`, `String(localized:)`, `Bundle.localizedString(forKey:value:table:)`: a localized text
        /// with its key, table, default value and comment. For `String(localized:)` the key is also the
        /// development-language text unless `defaultValue:` gives another.
        private func localized(
            key: ExprSyntax?, table: ExprSyntax?, value: ExprSyntax?, comment: ExprSyntax?, keyIsValue: Bool,
            _ call: FunctionCallExprSyntax, _ context: inout Context
        ) -> SwiftValue {
            guard let key, let keyText = evaluate(key, &context).string else {
                return .runTime(call.excerpt, context.file.location(of: call))
            }
            func string(_ expression: ExprSyntax?) -> String? {
                guard let expression else { return nil }
                return evaluate(expression, &context).string
            }
            let defaultValue = string(value)
            return .text(
                ImportedText(
                    value: defaultValue.flatMap { $0.isEmpty ? nil : $0 } ?? (keyIsValue ? keyText : nil),
                    key: keyText, table: string(table).flatMap { $0.isEmpty ? nil : $0 },
                    comment: string(comment).flatMap { $0.isEmpty ? nil : $0 }))
        }

        /// `String(format: text)` with no arguments is the text (SwiftGen's `tr` passes an empty list); with
        /// arguments it is built at run time.
        private func format(_ arguments: Arguments, _ call: FunctionCallExprSyntax, _ context: inout Context)
            -> SwiftValue
        {
            guard let format = arguments["format"] else {
                return .runTime(call.excerpt, context.file.location(of: call))
            }
            let value = evaluate(format, &context)
            let rest = arguments.items.filter { $0.label != "format" && $0.label != "locale" }
            if rest.isEmpty, value.text != nil { return value }
            if rest.count == 1, rest[0].label == "arguments",
                case .list(let items) = evaluate(rest[0].expression, &context),
                items.isEmpty, value.text != nil
            {
                return value
            }
            return .runTime(call.excerpt, context.file.location(of: call))
        }

        // MARK: - Options and icons

        private func optionBits(
            _ expression: ExprSyntax?, _ type: String, _ call: FunctionCallExprSyntax, _ context: inout Context
        ) -> SwiftValue {
            guard let expression, case .integer(let bits) = evaluate(expression, &context) else {
                return .runTime(call.excerpt, context.file.location(of: call))
            }
            let names =
                type == "UNNotificationActionOptions"
                ? ["authenticationRequired", "destructive", "foreground"]
                : [
                    "customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle",
                    "allowAnnouncement",
                ]
            guard bits >= 0, bits < 1 << names.count else {
                return .runTime(call.excerpt, context.file.location(of: call))
            }
            return .options(names.indices.filter { bits & (1 << $0) != 0 }.map { ImportedCategory.Option(names[$0]) })
        }

        private func icon(
            _ expression: ExprSyntax?, _ make: (String) -> ImportedAction.Icon, _ call: FunctionCallExprSyntax,
            _ context: inout Context
        ) -> SwiftValue {
            guard let expression, let name = evaluate(expression, &context).string else {
                return .runTime(call.excerpt, context.file.location(of: call))
            }
            return .icon(make(name))
        }
    }
#endif
