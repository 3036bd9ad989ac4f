/// Evaluating message sends: the UserNotifications constructors, `NSBundle` localization, and the collections
/// (`NSArray`, `NSMutableArray`, `NSSet`) that carry actions and categories, including `addObject:` on a variable.
extension ObjectiveCEvaluator {
    /// The messages that change an array or set in place.
    static let mutations: Set<String> = [
        "addObject:", "insertObject:atIndex:", "addObjectsFromArray:", "unionSet:", "unionOrderedSet:",
        "removeAllObjects",
    ]

    static let collectionClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]

    func message(
        receiver receiverExpression: ObjectiveCExpression, selector: String,
        arguments argumentExpressions: [ObjectiveCExpression],
        variadic variadicExpressions: [ObjectiveCExpression], span: ObjectiveCSpan, context: Context
    ) -> ObjectiveCValue {
        let receiver = evaluate(receiverExpression, context: context)
        let values = argumentExpressions.map { evaluate($0, context: context) }
        let variadic = variadicExpressions.map { evaluate($0, context: context) }
        let arguments = zip(argumentExpressions, values).map { (expression: $0, value: $1) }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        var named: [String: (expression: ObjectiveCExpression, value: ObjectiveCValue)] = [:]
        for (part, argument) in zip(parts, arguments) where named[part] == nil { named[part] = argument }
        let first = arguments.first?.value ?? .nilValue

        if selector == "setNotificationCategories:" {
            func holdsCategory(_ value: ObjectiveCValue) -> Bool {
                switch value {
                case .category: true
                case .array(let elements): elements.contains { holdsCategory($0.value) }
                default: false
                }
            }
            registrationLines[[span.file, span.line], default: false] =
                registrationLines[[span.file, span.line], default: false] || holdsCategory(first)
            func identifiers(_ value: ObjectiveCValue) -> Set<String>? {
                switch value {
                case .category(let identifier): [identifier]
                case .array(let elements):
                    elements.reduce(into: Set<String>?.some([])) { set, element in
                        guard let found = identifiers(element.value), let known = set else { return set = nil }
                        set = known.union(found)
                    }
                default: nil
                }
            }
            let found = identifiers(first)
            if let previous = registeredIdentifierLines[[span.file, span.line]] {
                registeredIdentifierLines[[span.file, span.line]] = previous.flatMap { old in
                    found.map { old.union($0) }
                }
            } else {
                registeredIdentifierLines[[span.file, span.line]] = .some(found)
            }
        }
        if case .object(let id) = receiver {
            return send(selector, to: id, arguments: values + variadic, span: span, context: context)
        }
        if receiver.isSymbol("super"), let id = selfObject {
            return send(selector, to: id, arguments: values + variadic, span: span, context: context, viaSuper: true)
        }
        if let made = classMessage(receiver, selector: selector, span: span, context: context) { return made }
        if let made = classMethodMessage(receiver, selector: selector, arguments: values, span: span, context: context)
        {
            return made
        }
        switch (receiver, selector) {
        case (.string, "copy"), (.string, "mutableCopy"), (.text, "copy"), (.action, "copy"), (.category, "copy"),
            (.nilValue, "copy"):
            // An immutable value's copy is the value (`_identifier = [identifier copy];` in a setter).
            return receiver
        default:
            break
        }
        switch receiver {
        case .symbol("UNNotificationAction") where selector.hasPrefix("actionWithIdentifier:"),
            .symbol("UNTextInputNotificationAction") where selector.hasPrefix("actionWithIdentifier:"):
            reachedLines.insert([span.file, span.line])
            return action(named, textInput: receiver.isSymbol("UNTextInputNotificationAction"), span: span)
        case .symbol("UNNotificationCategory") where selector.hasPrefix("categoryWithIdentifier:"):
            reachedLines.insert([span.file, span.line])
            return category(named, span: span, context: context)
        case .symbol("UNNotificationActionIcon"):
            guard case .string(let name) = first else { return .unknown(span) }
            switch selector {
            case "iconWithSystemImageName:": return .icon(.system(name))
            case "iconWithTemplateImageName:": return .icon(.template(name))
            default: return .unknown(span)
            }
        case .symbol("NSBundle"):
            return .bundle
        case .symbol("NSString"):
            switch selector {
            case "localizedUserNotificationStringForKey:arguments:":
                return localized(key: first, table: .nilValue, value: .nilValue, comment: .nilValue, span: span)
            case "stringWithString:": return first
            case "string": return .string("")
            default: return .unknown(span)
            }
        case .symbol(let name) where Self.collectionClasses.contains(name):
            if selector == "alloc" { return .allocated(name) }
            return collection(selector, first: first, variadic: variadic, span: span, arguments: arguments)
        case .allocated(let name) where Self.collectionClasses.contains(name):
            return collection(selector, first: first, variadic: variadic, span: span, arguments: arguments)
        case .array(let elements):
            if let result = transform(
                elements, selector: selector, first: first, firstSpan: arguments.first?.expression.span ?? span,
                receiver: receiverExpression, position: named["atIndex"]?.value, context: context)
            {
                return result
            }
        default:
            break
        }
        switch receiver {
        case .symbol, .unknown, .parameter:
            if let method = methods[selector] {
                return inline(method, arguments: values, span: span, conditions: context.conditions)
            }
        default:
            break
        }
        if selector == "localizedStringForKey:value:table:" {
            return localized(
                key: first, table: named["table"]?.value ?? .nilValue, value: named["value"]?.value ?? .nilValue,
                comment: .nilValue, span: span)
        }
        if !Self.keepingSelectors.contains(selector) { escape(values + variadic, span: span) }
        return .unknown(span)
    }

    /// `[NSArray array]`, `[NSMutableArray arrayWithObjects:a, b, nil]`, `[[NSMutableArray alloc] init]`, ….
    private func collection(
        _ selector: String, first: ObjectiveCValue, variadic: [ObjectiveCValue], span: ObjectiveCSpan,
        arguments: [(expression: ObjectiveCExpression, value: ObjectiveCValue)]
    ) -> ObjectiveCValue {
        func element(_ value: ObjectiveCValue, _ span: ObjectiveCSpan) -> ObjectiveCElement {
            ObjectiveCElement(value: value, availableFrom: [], conditions: [], span: span)
        }
        switch selector {
        case "array", "set", "orderedSet", "new", "init", "arrayWithCapacity:", "setWithCapacity:",
            "initWithCapacity:", "orderedSetWithCapacity:":
            return .array([])
        case "arrayWithObject:", "setWithObject:", "orderedSetWithObject:":
            return .array([element(first, arguments.first?.expression.span ?? span)])
        case "arrayWithObjects:", "setWithObjects:", "orderedSetWithObjects:", "initWithObjects:":
            var elements: [ObjectiveCElement] = []
            for value in ([first] + variadic).prefix(Self.maximumElements) {
                if case .nilValue = value { break }
                elements.append(element(value, span))
            }
            return .array(elements)
        case "arrayWithArray:", "setWithArray:", "setWithSet:", "orderedSetWithArray:", "initWithArray:",
            "initWithSet:", "orderedSetWithSet:":
            if case .array = first { return first }
            return .array([element(first, arguments.first?.expression.span ?? span)])
        default:
            return .unknown(span)
        }
    }

    /// A message to an array or set: a copy, an array with more elements, or (to a variable) `addObject:` and
    /// its kind, which change the variable. Elements added under `@available` or a condition remember it.
    private func transform(
        _ elements: [ObjectiveCElement], selector: String, first: ObjectiveCValue, firstSpan: ObjectiveCSpan,
        receiver: ObjectiveCExpression, position: ObjectiveCValue?, context: Context
    ) -> ObjectiveCValue? {
        func added(_ value: ObjectiveCValue) -> [ObjectiveCElement] {
            guard case .array(let more) = value else {
                return [
                    ObjectiveCElement(
                        value: value, availableFrom: context.availability, conditions: context.conditions,
                        span: firstSpan)
                ]
            }
            return more.map {
                var element = $0
                if !context.availability.isEmpty { element.availableFrom = context.availability }
                element.conditions = context.conditions + element.conditions
                return element
            }
        }
        let one = ObjectiveCElement(
            value: first, availableFrom: context.availability, conditions: context.conditions, span: firstSpan)
        switch selector {
        case "copy", "mutableCopy", "allObjects", "array", "set":
            return .array(elements)
        case "arrayByAddingObject:", "setByAddingObject:":
            return .array(Array((elements + [one]).prefix(Self.maximumElements)))
        case "arrayByAddingObjectsFromArray:", "setByAddingObjectsFromArray:", "setByAddingObjectsFromSet:":
            return .array(Array((elements + added(first)).prefix(Self.maximumElements)))
        default:
            break
        }
        let store: (ObjectiveCValue) -> Void
        // An object's state outlives the method that changes it: what that method's caller was under holds for it
        // (`[self.actions addObject:…]` in an `-addAction:` called under `if (…)`).
        var stateConditions: [String] = []
        if let key = variableKey(receiver) {
            store = { self.variables[key] = $0 }
        } else if Self.mutations.contains(selector), let (id, ivar) = statePlace(of: receiver, context: context) {
            // The elements added remember their conditions: the ivar itself is set.
            if writesLater(id) {
                objects[id].ivars[ivar] = .notFollowed(Self.setInBlock)
                return .nilValue
            }
            store = { self.objects[id].ivars[ivar] = .value($0) }
            stateConditions = callConditions.last ?? []
            if selector == "removeAllObjects", !(stateConditions + context.conditions).isEmpty {
                let when = (stateConditions + context.conditions).joined(separator: ", ")
                objects[id].ivars[ivar] = .notFollowed("is emptied only \(when)")
                return .nilValue
            }
        } else {
            return nil
        }
        if selector == "removeAllObjects", !context.conditions.isEmpty, let key = variableKey(receiver) {
            // Emptied only on some runs: what it holds afterwards is not known.
            variables[key] = .unknown(receiver.span)
            return .nilValue
        }
        func conditioned(_ element: ObjectiveCElement) -> ObjectiveCElement {
            var element = element
            element.conditions = stateConditions + element.conditions
            return element
        }
        if elements.count >= Self.maximumElements && selector != "removeAllObjects" { return .nilValue }
        var updated = elements
        switch selector {
        case "addObject:":
            updated.append(conditioned(one))
        case "insertObject:atIndex:":
            if case .number(let text)? = position, let index = Int(text), index >= 0 {
                updated.insert(conditioned(one), at: min(index, updated.count))
            } else {
                // An index the importer does not follow: appended, and the note says where it may really go.
                var element = conditioned(one)
                element.conditions.append("at a position computed at run time")
                updated.append(element)
            }
        case "addObjectsFromArray:", "unionSet:", "unionOrderedSet:":
            updated += added(first).map(conditioned)
        case "removeAllObjects":
            updated = []
        default:
            return nil
        }
        store(.array(Array(updated.prefix(Self.maximumElements))))
        return .nilValue
    }

    private func variableKey(_ expression: ObjectiveCExpression) -> String? {
        switch expression.kind {
        case .identifier(let name): return variables[name] == nil ? nil : name
        case .member(let base, let name):
            if case .identifier(let owner) = base.kind, variables[owner + "." + name] != nil {
                return owner + "." + name
            }
            return nil
        default: return nil
        }
    }
}

extension ObjectiveCValue {
    func isSymbol(_ name: String) -> Bool {
        if case .symbol(name) = self { return true }
        return false
    }
}
