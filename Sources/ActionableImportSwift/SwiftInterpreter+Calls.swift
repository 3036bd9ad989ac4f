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
                ("Array", "_"):
                if let expression = arguments.items.first?.expression, arguments.items.count == 1 {
                    return evaluate(expression, &context)
                }
            default:
                break
            }
            if let path, let result = callAppFunction(path, call, arguments, &context) { return result }
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
            var bound: [String: SwiftValue] = [:]
            var remaining = arguments.items[...]
            let location = context.file.location(of: call)
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
                } else if let defaultValue = parameter.defaultValue?.value {
                    var inner = Context(file: found.symbol.file, scope: found.symbol.scope)
                    bound[name] = evaluate(defaultValue, &inner)
                } else {
                    bound[name] = .runTime(name, location)
                }
            }
            if let closure = call.trailingClosure { _ = evaluate(ExprSyntax(closure), &context) }
            return run(found.symbol, arguments: bound, selfValue: nil, named: found.name, at: location)
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
