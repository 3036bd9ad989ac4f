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

        func call(_ call: FunctionCallExprSyntax, _ context: inout Context) -> SwiftValue {
            let location = context.file.location(of: call)
            let arguments = Arguments(call)
            let path = Self.path(of: call.calledExpression)
            let callee = path?.last ?? ""
            switch (callee, arguments.labels.first ?? "") {
            case ("UNNotificationAction", _): return action(call, arguments, textInput: false, &context)
            case ("UNTextInputNotificationAction", _): return action(call, arguments, textInput: true, &context)
            case ("UNNotificationCategory", _): return category(call, arguments, &context)
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
                    register(evaluate(argument, &context), at: location)
                    return .runTime(call.excerpt, location)
                }
                if let result = transform(method, of: receiver, call, arguments, &context) { return result }
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
            var bound: [String: SwiftValue] = [:]
            var remaining = arguments.items[...]
            let location = context.file.location(of: call)
            var trailing = call.trailingClosure.map(ExprSyntax.init)
            for parameter in function.signature.parameterClause.parameters {
                let label = parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text.trimmingBackticks
                if parameter.ellipsis != nil {
                    var items: [SwiftValue] = []
                    while let next = remaining.first, items.isEmpty ? next.label == label : next.label == "_" {
                        items.append(evaluate(next.expression, &context))
                        remaining = remaining.dropFirst()
                    }
                    bound[name] = .list(items)
                } else if let next = remaining.first, next.label == label {
                    bound[name] = evaluate(next.expression, &context)
                    remaining = remaining.dropFirst()
                } else if remaining.isEmpty, let closure = trailing {
                    bound[name] = evaluate(closure, &context)
                    trailing = nil
                } else if let defaultValue = parameter.defaultValue?.value {
                    var inner = Context(file: symbol.file, scope: symbol.scope)
                    bound[name] = evaluate(defaultValue, &inner)
                } else {
                    bound[name] = .runTime(name, location)
                }
                if case .member(let caseName)? = bound[name] {
                    var type = parameter.type.trimmedDescription
                    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                    let path = type.split(separator: ".").map(String.init)
                    if let found = symbols.lookup(path + [caseName], from: symbol.scope),
                        case .enumCase(let value) = found.symbol.kind
                    {
                        bound[name] = .enumCase(value)
                    }
                }
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
