/// Evaluating expressions: names through the function's variables, the file-scope constants and the macros of all
/// files; C calls (the `NSLocalizedString` family and the project's macros around it); `|` and `?:` of options.
extension ObjectiveCEvaluator {
    func evaluate(_ expression: ObjectiveCExpression, context: Context) -> ObjectiveCValue {
        let span = expression.span
        guard spend(at: span), evaluationDepth < Self.maximumEvaluationDepth else { return .unknown(span) }
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        switch expression.kind {
        case .identifier(let name):
            // A reason kept by an earlier read of this span (another object's) is not this read's.
            if !stateReasons.isEmpty { stateReasons[span] = nil }
            return lookup(name, span: span, context: context)
        case .string(let text):
            return .string(text)
        case .number(let text):
            return .number(text)
        case .array(let items):
            for item in items.dropFirst(Self.maximumElements) { _ = evaluate(item, context: context) }
            return .array(
                items.prefix(Self.maximumElements).map {
                    ObjectiveCElement(
                        value: evaluate($0, context: context), availableFrom: [], conditions: [], span: $0.span)
                })
        case .message(let receiver, let selector, let arguments, let variadic):
            return message(
                receiver: receiver, selector: selector, arguments: arguments, variadic: variadic, span: span,
                context: context)
        case .call(let name, let arguments):
            return call(name, arguments: arguments, span: span, context: context)
        case .member(let base, let name):
            if !stateReasons.isEmpty { stateReasons[span] = nil }
            if case .identifier(let owner) = base.kind, let value = variables[owner + "." + name] { return value }
            if case .object(let id) = evaluate(base, context: context) {
                return property(name, of: id, span: span, context: context)
            }
            return .unknown(span)
        case .bitwiseOr(let parts):
            var result = ObjectiveCFlags()
            for part in parts { result.formUnion(flags(of: evaluate(part, context: context), span: part.span)) }
            return .flags(result)
        case .conditional(let condition, let then, let otherwise):
            _ = evaluate(condition, context: context)
            let first = evaluate(then, context: context)
            let second = evaluate(otherwise, context: context)
            switch (first, second) {
            case (.string(let a), .string(let b)) where a == b:
                return first
            case (.flags, _), (_, .flags):
                return .flags(
                    flags(of: first, span: then.span).intersection(
                        flags(of: second, span: otherwise.span), doubt: "`\(source(span))`"))
            default:
                return .unknown(span)
            }
        case .block(let body):
            // Walked where it is written; the object state it sets is set later, or never (``writesLater(_:)``).
            blockCount += 1
            blocks.append(blockCount)
            walk(body, file: span.file, context: context)
            blocks.removeLast()
            return .unknown(span)
        case .unknown(let inner):
            for expression in inner { _ = evaluate(expression, context: context) }
            return .unknown(span)
        }
    }

    /// What a name stands for: a macro parameter, a variable, a file-scope constant, a macro, a constant of the
    /// SDK, or a symbol the importer knows nothing of.
    func lookup(_ name: String, span: ObjectiveCSpan, context: Context) -> ObjectiveCValue {
        if let value = bindings.last?[name] { return value }
        if let value = variables[name] { return value }
        if let id = selfObject, hasIvar(name, of: objects[id].className) { return read(ivar: name, of: id, span: span) }
        if let value = global(name) { return value }
        if let macro = macros[name], macro.parameters == nil {
            return expand(name, macro, arguments: [:], span: span, context: context)
        }
        switch name {
        case "nil", "NULL", "Nil": return .nilValue
        case "YES", "NO", "true", "false": return .number(name)
        default: break
        }
        if ObjectiveCFlags.none.contains(name) { return .flags(ObjectiveCFlags()) }
        if ObjectiveCFlags.actionOptions.contains(name) || ObjectiveCFlags.categoryOptions[name] != nil {
            return .flags(ObjectiveCFlags(flags: [.init(name: name, availableFrom: [])]))
        }
        // Intents' constants: `INSendMessageIntentIdentifier` is `@"INSendMessageIntent"`.
        if name.hasPrefix("IN"), name.hasSuffix("IntentIdentifier"), name.count > "INIntentIdentifier".count {
            return .string(String(name.dropLast("Identifier".count)))
        }
        return .symbol(name)
    }

    /// A file-scope constant's value, evaluated once, outside any function's variables.
    private func global(_ name: String) -> ObjectiveCValue? {
        if let value = globalValues[name] { return value }
        guard let expression = globals[name], !expanding.contains(name),
            expansionDepth < Self.maximumExpansionDepth
        else { return nil }
        expanding.insert(name)
        expansionDepth += 1
        let savedVariables = variables
        let savedBindings = bindings
        variables = [:]
        bindings = []
        let value = evaluate(expression, context: Context())
        variables = savedVariables
        bindings = savedBindings
        expansionDepth -= 1
        expanding.remove(name)
        if abandoned == nil { globalValues[name] = value }
        return value
    }

    /// A macro's body with its parameters bound to the arguments' values (a macro never expands inside itself).
    private func expand(
        _ name: String, _ macro: Macro, arguments: [String: ObjectiveCValue], span: ObjectiveCSpan,
        context: Context
    ) -> ObjectiveCValue {
        guard !expanding.contains(name), expansionDepth < Self.maximumExpansionDepth else { return .unknown(span) }
        expanding.insert(name)
        expansionDepth += 1
        bindings.append(arguments)
        var value = evaluate(macro.body, context: context)
        bindings.removeLast()
        expansionDepth -= 1
        expanding.remove(name)
        // A value that is unknown points at the macro's body; the call is what a note should quote.
        if case .unknown = value { value = .unknown(span) }
        return value
    }

    private func call(
        _ name: String, arguments expressions: [ObjectiveCExpression], span: ObjectiveCSpan, context: Context
    ) -> ObjectiveCValue {
        let arguments = expressions.map { expression in
            // `dispatch_once(&once, ^{ … })` runs its block now, once.
            if Self.blockRunningNow.contains(name), case .block(let body) = expression.kind {
                walk(body, file: expression.span.file, context: context)
                return ObjectiveCValue.unknown(expression.span)
            }
            return evaluate(expression, context: context)
        }
        if bindings.last?[name] == nil, variables[name] == nil, let macro = macros[name],
            let parameters = macro.parameters
        {
            var bound: [String: ObjectiveCValue] = [:]
            let variadic = parameters.last == "__VA_ARGS__"
            guard arguments.count == parameters.count || (variadic && arguments.count >= parameters.count - 1) else {
                return .unknown(span)
            }
            for (parameter, argument) in zip(parameters, arguments) where parameter != "__VA_ARGS__" {
                bound[parameter] = argument
            }
            return expand(name, macro, arguments: bound, span: span, context: context)
        }
        if bindings.last?[name] == nil, variables[name] == nil, let function = functions[name] {
            return inline(function, arguments: arguments, span: span, conditions: context.conditions)
        }
        func argument(_ index: Int) -> ObjectiveCValue {
            arguments.indices.contains(index) ? arguments[index] : .nilValue
        }
        switch (name, arguments.count) {
        case ("NSLocalizedString", 2):
            return localized(key: argument(0), table: .nilValue, value: .nilValue, comment: argument(1), span: span)
        case ("NSLocalizedStringFromTable", 3):
            return localized(key: argument(0), table: argument(1), value: .nilValue, comment: argument(2), span: span)
        case ("NSLocalizedStringFromTableInBundle", 4):
            return localized(key: argument(0), table: argument(1), value: .nilValue, comment: argument(3), span: span)
        case ("NSLocalizedStringWithDefaultValue", 5):
            return localized(key: argument(0), table: argument(1), value: argument(3), comment: argument(4), span: span)
        case ("CFSTR", 1), ("NSStringFromString", 1):
            return argument(0)
        default:
            // Logging reads what it is given; any other function may change an object handed to it.
            if !name.contains("Log") && !name.hasPrefix("os_") && name != "printf" {
                escape(arguments, span: span)
            }
            return .unknown(span)
        }
    }

    /// A localized text; `nil` and `@""` for the table, default value or comment mean none.
    func localized(
        key: ObjectiveCValue, table: ObjectiveCValue, value: ObjectiveCValue, comment: ObjectiveCValue,
        span: ObjectiveCSpan
    ) -> ObjectiveCValue {
        guard case .string(let key) = key else { return .unknown(span) }
        func string(_ value: ObjectiveCValue) -> String? {
            if case .string(let text) = value, !text.isEmpty { return text }
            return nil
        }
        return .text(ImportedText(value: string(value), key: key, table: string(table), comment: string(comment)))
    }

    /// A value as option flags: `0`, `nil` and the `…None` constants are none; anything else unknown is a doubt.
    func flags(of value: ObjectiveCValue, span: ObjectiveCSpan) -> ObjectiveCFlags {
        switch value {
        case .flags(let flags): flags
        case .number("0"), .nilValue: ObjectiveCFlags()
        default: ObjectiveCFlags(flags: [], doubts: [quoted(span)])
        }
    }
}
