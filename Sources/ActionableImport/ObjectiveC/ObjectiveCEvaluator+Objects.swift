/// Objects of the classes the files implement: their declarations (`@interface`, `@property`, ivar blocks,
/// `@synthesize`), their creation (`alloc`/`init…`, `new`), and their state, followed as the evaluator follows a
/// method's locals: a property set with dot syntax or a setter, an ivar assigned in a method sent to the object, read
/// back by a later method with `self` bound to the object.
///
/// What the files do not decide is never guessed: an ivar set under a run-time condition, or read before anything
/// sets it, or an object handed to code the files do not show, reads as unknown, and the note quoting the read says
/// why (``stateReasons``).
extension ObjectiveCEvaluator {
    /// Where a value of an object is stored.
    enum StatePlace {
        case ivar(object: Int, name: String)
        /// A property set from outside (`spec.name = …`) or through `self.name = …`: its setter, when the class has
        /// one of its own, or its ivar.
        case property(object: Int, name: String)
    }

    /// How many objects one run makes at most: past it, `alloc` gives an unknown value.
    static let maximumObjects = 1_000
    /// How many classes up a superclass chain is followed (a chain that loops ends here).
    static let maximumLineage = 20
    /// Functions that run their block once, before they return: a write in it is as though written in place.
    static let blockRunningNow: Set<String> = ["dispatch_once", "dispatch_sync"]
    /// Messages that hand the object to code the files do not show, which keeps it without changing the state the
    /// importer follows: registering it as an observer, removing it, setting it as a delegate.
    static let keepingSelectors: Set<String> = [
        "addObserver:selector:name:object:", "removeObserver:", "removeObserver:name:object:", "setDelegate:",
    ]

    /// Messages that leave an object's state alone, whatever its class.
    static let harmlessSelectors: Set<String> = [
        "class", "description", "debugDescription", "hash", "isEqual:", "respondsToSelector:", "isKindOfClass:",
        "isMemberOfClass:", "conformsToProtocol:", "retain", "release", "autorelease", "self",
    ]

    // MARK: - Declarations

    /// `@interface Name : Super { ivars } @property … @end`, and class extensions `@interface Name () …`.
    func declareInterface(_ range: Range<Int>, parser: ObjectiveCExpressionParser) {
        let tokens = parser.tokens
        var index = range.lowerBound + 1
        guard index < range.upperBound, tokens[index].kind == .identifier else { return }
        let name = tokens[index].text
        var declared = classes[name] ?? ObjectiveCClass(name: name)
        index += 1
        if index + 1 < range.upperBound, tokens[index].isPunctuation(":"), tokens[index + 1].kind == .identifier {
            declared.superclass = declared.superclass ?? tokens[index + 1].text
            index += 2
        }
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("{") {
                declareIvars((index + 1)..<parser.partner[index], in: &declared, parser: parser)
            } else if token.isIdentifier("@property") {
                var end = index + 1
                while end < range.upperBound, !tokens[end].isPunctuation(";") { end = parser.next(end) }
                var start = index + 1
                var getter: String?
                if start < end, tokens[start].isPunctuation("(") {
                    // `getter=categoryIdentifier`: the getter's name, which messages and dot syntax may use.
                    let attributes = (start + 1)..<min(parser.partner[start], end)
                    for attribute in attributes
                    where tokens[attribute].isIdentifier("getter") && attribute + 2 < attributes.upperBound
                        && tokens[attribute + 1].isPunctuation("=") && tokens[attribute + 2].kind == .identifier
                    {
                        getter = tokens[attribute + 2].text
                    }
                    start = parser.next(start)
                }
                for part in parser.split(start..<end) {
                    guard let property = declaredName(part, parser: parser) else { continue }
                    if declared.properties[property] == nil { declared.synthesize(property, into: "_" + property) }
                    if let getter, getter != property { declared.getters[getter] = property }
                }
                index = end
                continue
            }
            index = parser.next(index)
        }
        classes[name] = declared
    }

    /// `{ NSString *_a; NSArray *_b, *_c; }` after an `@interface` or `@implementation`.
    func declareIvars(_ range: Range<Int>, in declared: inout ObjectiveCClass, parser: ObjectiveCExpressionParser) {
        for declaration in parser.split(range, on: ";") {
            for part in parser.split(declaration) {
                if let ivar = declaredName(part, parser: parser) { declared.ivars.insert(ivar) }
            }
        }
    }

    /// `@implementation Name` (or a category of it) of the files: its ivar block, if it has one, at `brace`.
    func declareImplementation(_ name: String, ivars brace: Int?, parser: ObjectiveCExpressionParser) {
        var declared = classes[name] ?? ObjectiveCClass(name: name)
        declared.implemented = true
        if let brace { declareIvars((brace + 1)..<parser.partner[brace], in: &declared, parser: parser) }
        classes[name] = declared
    }

    /// `@synthesize name = _ivar, other;` in the `@implementation` being read.
    func declareSynthesize(_ range: Range<Int>, parser: ObjectiveCExpressionParser) {
        guard let name = implementing else { return }
        let tokens = parser.tokens
        var declared = classes[name] ?? ObjectiveCClass(name: name)
        for part in parser.split((range.lowerBound + 1)..<range.upperBound) {
            let names = part.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
            guard let property = names.first else { continue }
            declared.synthesize(property, into: names.count > 1 ? names[names.count - 1] : property)
        }
        classes[name] = declared
    }

    /// An instance or class method of the `@implementation` being read.
    func declareMethod(_ function: Function) {
        guard let name = implementing else { return }
        var declared = classes[name] ?? ObjectiveCClass(name: name)
        if function.owner.hasPrefix("-") {
            if declared.methods[function.name] == nil { declared.methods[function.name] = function }
        } else if function.owner.hasPrefix("+") {
            if declared.classMethods[function.name] == nil { declared.classMethods[function.name] = function }
        }
        classes[name] = declared
    }

    /// The name a declaration declares: its last name that is no macro (`API_AVAILABLE(…)`, `NS_REFINED_FOR_SWIFT`).
    private func declaredName(_ range: Range<Int>, parser: ObjectiveCExpressionParser) -> String? {
        let tokens = parser.tokens
        var found: String?
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            let called = index + 1 < range.upperBound && tokens[index + 1].isPunctuation("(")
            if token.kind == .identifier, !token.text.hasPrefix("@"), !called,
                token.text.contains(where: { $0.isLowercase }) || token.text.hasPrefix("_")
            {
                found = token.text
            }
            index = parser.next(index)
        }
        return found
    }

    // MARK: - Classes

    /// The class and its superclasses that the files declare, nearest first.
    func lineage(_ name: String) -> [ObjectiveCClass] {
        var chain: [ObjectiveCClass] = []
        var next: String? = name
        while let current = next, let declared = classes[current], chain.count < Self.maximumLineage {
            chain.append(declared)
            next = declared.superclass
        }
        return chain
    }

    /// The instance method `selector` of the class `name` or its nearest superclass the files implement that has
    /// one, and which class that is.
    func instanceMethod(_ selector: String, of name: String) -> (function: Function, owner: String)? {
        for declared in lineage(name) {
            if let function = declared.methods[selector] { return (function, declared.name) }
        }
        return nil
    }

    /// A class method of the class or a superclass the files implement.
    func classMethod(_ selector: String, of name: String) -> Function? {
        lineage(name).lazy.compactMap { $0.classMethods[selector] }.first
    }

    /// The ivar behind a property, named by the property or by its custom getter.
    func propertyIvar(_ property: String, of name: String) -> String? {
        let chain = lineage(name)
        if let ivar = chain.lazy.compactMap({ $0.properties[property] }).first { return ivar }
        guard let named = chain.lazy.compactMap({ $0.getters[property] }).first else { return nil }
        return chain.lazy.compactMap { $0.properties[named] }.first
    }

    /// Whether objects of the class `name` have the ivar `ivar` (declared, or synthesized for a property, by the class
    /// or a superclass).
    func hasIvar(_ ivar: String, of name: String) -> Bool {
        lineage(name).contains { $0.hasIvar(ivar) }
    }

    /// The object `self` is in the method being followed, if it is one.
    var selfObject: Int? {
        if case .object(let id)? = variables["self"], objects.indices.contains(id) { return id }
        return nil
    }

    // MARK: - Objects

    func makeObject(of name: String, span: ObjectiveCSpan) -> ObjectiveCValue {
        guard objects.count < Self.maximumObjects else { return .unknown(span) }
        objects.append(ObjectiveCObject(className: name, created: span, block: blocks.last))
        return .object(objects.count - 1)
    }

    /// `[Class alloc]`, `[Class new]` of a class the files implement; `nil` for any other message or class.
    func classMessage(
        _ receiver: ObjectiveCValue, selector: String, span: ObjectiveCSpan, context: Context
    ) -> ObjectiveCValue? {
        guard case .symbol(let name) = receiver, classes[name]?.implemented == true else { return nil }
        switch selector {
        case "alloc", "allocWithZone:":
            return makeObject(of: name, span: span)
        case "new":
            let object = makeObject(of: name, span: span)
            guard case .object(let id) = object else { return object }
            return send("init", to: id, arguments: [], span: span, context: context)
        default:
            return nil
        }
    }

    /// A class method of a class the files implement (`[Spec specWithIdentifier:…]`, `[Setup sharedInstance]`), run
    /// with `self` bound to the class, so that `[[self alloc] init]` in it makes an object of that class. One that
    /// keeps what it returns in a `static` (a `dispatch_once` singleton) returns the same object at every call; the
    /// first call runs it. `nil` when the receiver is no such class or the class has no such method.
    func classMethodMessage(
        _ receiver: ObjectiveCValue, selector: String, arguments: [ObjectiveCValue], span: ObjectiveCSpan,
        context: Context
    ) -> ObjectiveCValue? {
        guard case .symbol(let name) = receiver, classes[name]?.implemented == true,
            let function = classMethod(selector, of: name), let parser = units[function.file].parser
        else { return nil }
        let key = "\(name) \(function.file):\(function.body.lowerBound)"
        if let shared = sharedInstances[key] { return shared }
        let value = inline(
            function, arguments: arguments, span: span, conditions: context.conditions, selfValue: .symbol(name))
        if returnsStatic(function, parser: parser), function.parameters.isEmpty, value.isObject {
            sharedInstances[key] = value
        }
        return value
    }

    /// Whether every `return` of `function` returns a name the body declares `static` (`return instance;` after
    /// `static Spec *instance;`): the one object it keeps. A `static` counter beside `return [[self alloc] init];`
    /// keeps no object.
    private func returnsStatic(_ function: Function, parser: ObjectiveCExpressionParser) -> Bool {
        let tokens = parser.tokens
        var statics: Set<String> = []
        var returned: [String?] = []
        for index in function.body {
            if tokens[index].isIdentifier("static") {
                // `static Spec *instance = nil;`, `static id a, b;`: each name before `=`, `,` or `;`.
                var cursor = index + 1
                while cursor < function.body.upperBound, !tokens[cursor].isPunctuation(";") {
                    let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : tokens[cursor]
                    if tokens[cursor].kind == .identifier,
                        next.isPunctuation("=") || next.isPunctuation(",") || next.isPunctuation(";")
                    {
                        statics.insert(tokens[cursor].text)
                    }
                    cursor = parser.next(cursor)
                }
            } else if tokens[index].isIdentifier("return") {
                let isName =
                    index + 2 < tokens.count && tokens[index + 1].kind == .identifier
                    && tokens[index + 2].isPunctuation(";")
                returned.append(isName ? tokens[index + 1].text : nil)
            }
        }
        return !returned.isEmpty && returned.allSatisfy { $0.map(statics.contains) ?? false }
    }

    /// The source of a span in backticks, with why it has no value when it reads an object's state.
    func quoted(_ span: ObjectiveCSpan) -> String {
        "`\(source(span))`" + (stateReasons[span].map { " (\($0))" } ?? "")
    }

    private func describe(_ id: Int) -> String {
        let object = objects[id]
        return "in the `\(object.className)` made at \(location(object.created).fileAndLine)"
    }

    /// An ivar's value; unknown (with the reason kept for the note that quotes `span`) when the files do not decide it.
    func read(ivar: String, of id: Int, span: ObjectiveCSpan) -> ObjectiveCValue {
        ivarReads += 1
        let object = objects[id]
        let reason: String
        if let lost = object.lost {
            reason = "\(describe(id)), \(lost)"
        } else {
            switch object.ivars[ivar] {
            case .value(let value)?:
                stateReasons[span] = nil
                return value
            case .notFollowed(let why)?:
                reason = "\(describe(id)), it \(why)"
            case nil:
                reason =
                    "\(describe(id)), it is read before the files set it, and the importer does not assume that"
                    + " nothing else does"
            }
        }
        stateReasons[span] = reason
        return .unknown(span)
    }

    /// Sets an ivar. Set under a run-time condition, or in a block the object was not made in, it is no longer
    /// followed, unless the value is the one it has.
    func write(_ value: ObjectiveCValue, ivar: String, of id: Int, context: Context) {
        guard objects.indices.contains(id) else { return }
        if writesLater(id) {
            if case .value(.string(let old))? = objects[id].ivars[ivar], case .string(old) = value { return }
            objects[id].ivars[ivar] = .notFollowed(Self.setInBlock)
            return
        }
        let conditions = (callConditions.last ?? []) + context.conditions
        guard !conditions.isEmpty else {
            objects[id].ivars[ivar] = .value(value)
            return
        }
        if case .value(.string(let old))? = objects[id].ivars[ivar], case .string(old) = value { return }
        objects[id].ivars[ivar] = .notFollowed("is set only \(conditions.joined(separator: ", "))")
    }

    /// Why an ivar written in a block is not followed.
    static let setInBlock = "is set in a block, which may run later, more than once or never"

    /// Whether a write to object `id` here happens in a block literal that did not make the object: the block may
    /// run after what follows it, or not at all.
    func writesLater(_ id: Int) -> Bool {
        guard let inner = blocks.last else { return false }
        return objects[id].block != inner
    }

    /// Gives up on an object's state from here on.
    func lose(_ id: Int, because reason: String) {
        guard objects.indices.contains(id), objects[id].lost == nil else { return }
        objects[id].lost = reason
    }

    /// Objects handed to code the files do not show: that code may change them.
    func escape(_ values: [ObjectiveCValue], span: ObjectiveCSpan) {
        for case .object(let id) in values {
            lose(id, because: "the object is passed to `\(source(span))`, which the importer does not follow")
        }
    }

    /// A message to an object (`viaSuper`: to `super` in a method of `self`): a method of its class run with `self`
    /// bound to it, or a synthesized accessor of one of its properties.
    func send(
        _ selector: String, to id: Int, arguments: [ObjectiveCValue], span: ObjectiveCSpan, context: Context,
        viaSuper: Bool = false
    ) -> ObjectiveCValue {
        let className = objects[id].className
        var start: String? = className
        if viaSuper { start = receivingClasses.last.flatMap { classes[$0]?.superclass } }
        if let start, let (function, owner) = instanceMethod(selector, of: start) {
            return perform(function, owner: owner, on: id, arguments: arguments, span: span, context: context)
        }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        if selector.hasPrefix("set"), parts.count == 2, parts[1].isEmpty, let first = parts[0].dropFirst(3).first,
            first.isUppercase, let value = arguments.first
        {
            let property = first.lowercased() + parts[0].dropFirst(4)
            if let ivar = propertyIvar(property, of: start ?? className) {
                write(value, ivar: ivar, of: id, context: context)
                return .nilValue
            }
        }
        if parts.count == 1, let ivar = propertyIvar(selector, of: start ?? className) {
            return read(ivar: ivar, of: id, span: span)
        }
        if selector == "init" { return .object(id) }
        if viaSuper || Self.harmlessSelectors.contains(selector) { return .unknown(span) }
        lose(id, because: "the object is sent `\(selector)`, which its class does not define in the files")
        return .unknown(span)
    }

    /// `object.name`: the getter the class defines, or the property's (or, for `->`, the ivar's) value.
    func property(_ name: String, of id: Int, span: ObjectiveCSpan, context: Context) -> ObjectiveCValue {
        let className = objects[id].className
        if let (function, owner) = instanceMethod(name, of: className) {
            return perform(function, owner: owner, on: id, arguments: [], span: span, context: context)
        }
        if let ivar = propertyIvar(name, of: className) { return read(ivar: ivar, of: id, span: span) }
        if hasIvar(name, of: className) { return read(ivar: name, of: id, span: span) }
        return .unknown(span)
    }

    /// Runs a method of the object's class with `self` bound to the object, as ``inline(_:arguments:span:conditions:)`` runs a
    /// function; what it returns. The state it sets remembers the caller's conditions: what a setter called under
    /// `if (…)` sets is set only then.
    private func perform(
        _ function: Function, owner: String, on id: Int, arguments: [ObjectiveCValue], span: ObjectiveCSpan,
        context: Context
    ) -> ObjectiveCValue {
        let key = "\(function.file):\(function.body.lowerBound)"
        guard !inlining.contains(key), inlining.count < Self.maximumInlineDepth else {
            lose(id, because: "`\(function.owner)` is called deeper than the importer follows calls")
            return .unknown(span)
        }
        inlining.insert(key)
        let savedVariables = variables
        let savedBindings = bindings
        variables = ["self": .object(id)]
        bindings = []
        for (index, name) in function.parameters.enumerated() {
            variables[name] = index < arguments.count ? arguments[index] : .parameter(name: name, of: function.owner)
        }
        receivingClasses.append(owner)
        callConditions.append((callConditions.last ?? []) + context.conditions)
        var inner = Context()
        inner.topLevel = false
        inner.depth = 1
        returns.append([])
        walk(function.body, file: function.file, context: inner)
        let values = returns.removeLast()
        callConditions.removeLast()
        receivingClasses.removeLast()
        variables = savedVariables
        bindings = savedBindings
        inlining.remove(key)
        guard let first = values.first else { return .unknown(span) }
        if case .unknown = first { return .unknown(span) }
        return first
    }

    // MARK: - Assignments

    /// The object state an assignment's left side names: `_ivar` (an ivar of `self` no local hides), `self->_ivar`,
    /// `object.property`.
    func statePlace(_ range: Range<Int>, parser: ObjectiveCExpressionParser, context: Context) -> StatePlace? {
        let tokens = parser.tokens
        guard let last = range.last, tokens[last].kind == .identifier else { return nil }
        if range.count == 1 {
            let name = tokens[last].text
            guard variables[name] == nil, bindings.last?[name] == nil, let id = selfObject,
                hasIvar(name, of: objects[id].className)
            else { return nil }
            return .ivar(object: id, name: name)
        }
        guard range.count >= 3, tokens[last - 1].isPunctuation(".") || tokens[last - 1].isPunctuation("->") else {
            return nil
        }
        // Names, member chains and a message (`[Settings shared].identifier = …`, run once here, as the program
        // runs it: nothing else evaluates the left side).
        let base = parser.parse(range.lowerBound..<(last - 1))
        switch base.kind {
        case .identifier, .member, .message: break
        default: return nil
        }
        guard case .object(let id) = evaluate(base, context: context) else { return nil }
        let name = tokens[last].text
        if tokens[last - 1].isPunctuation("->") { return .ivar(object: id, name: name) }
        return .property(object: id, name: name)
    }

    /// `place = value`, `place |= flags`, or another operator (whose result the importer does not follow).
    func assign(
        _ value: ObjectiveCValue, operator spelling: String, to place: StatePlace, span: ObjectiveCSpan,
        context: Context
    ) {
        switch (place, spelling) {
        case (.ivar(let id, let name), "="):
            write(value, ivar: name, of: id, context: context)
        case (.property(let id, let name), "="):
            let className = objects[id].className
            let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            if let (function, owner) = instanceMethod(setter, of: className) {
                _ = perform(function, owner: owner, on: id, arguments: [value], span: span, context: context)
            } else if let ivar = propertyIvar(name, of: className) {
                write(value, ivar: ivar, of: id, context: context)
            } else {
                lose(id, because: "the object's `\(name)` is set, which its class does not declare in the files")
            }
        case (_, "|="):
            guard let (id, ivar) = ivar(of: place) else { return }
            var current: ObjectiveCFlags
            switch read(ivar: ivar, of: id, span: span) {
            case .flags(let flags): current = flags
            case .number("0"), .nilValue: current = ObjectiveCFlags()
            default:
                current = ObjectiveCFlags()
                current.doubts.append("`\(ivar)` starts from a value the importer could not follow")
            }
            current.formUnion(flags(of: value, span: span))
            write(.flags(current), ivar: ivar, of: id, context: context)
        default:
            guard let (id, ivar) = ivar(of: place) else { return }
            if writesLater(id) {
                objects[id].ivars[ivar] = .notFollowed(Self.setInBlock)
                return
            }
            let conditions = (callConditions.last ?? []) + context.conditions
            let when = conditions.isEmpty ? "" : " " + conditions.joined(separator: ", ")
            objects[id].ivars[ivar] = .notFollowed(
                "is changed by `\(spelling)`\(when), which the importer does not evaluate")
        }
    }

    /// The ivar behind a place; a property with a getter or setter of the class's own has none the importer can
    /// name, and the object is given up on.
    func ivar(of place: StatePlace) -> (Int, String)? {
        switch place {
        case .ivar(let id, let name):
            return (id, name)
        case .property(let id, let name):
            let className = objects[id].className
            let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            if instanceMethod(name, of: className) == nil, instanceMethod(setter, of: className) == nil,
                let ivar = propertyIvar(name, of: className)
            {
                return (id, ivar)
            }
            lose(id, because: "the object's `\(name)` is changed through accessors the importer does not follow")
            return nil
        }
    }

    /// The state an expression that a collection message changes names (`[_actions addObject:…]`,
    /// `[self.actions addObject:…]`).
    func statePlace(of expression: ObjectiveCExpression, context: Context) -> (Int, String)? {
        switch expression.kind {
        case .identifier(let name):
            guard variables[name] == nil, bindings.last?[name] == nil, let id = selfObject,
                hasIvar(name, of: objects[id].className)
            else { return nil }
            return (id, name)
        case .member(let base, let name):
            guard case .object(let id) = evaluate(base, context: context) else { return nil }
            if hasIvar(name, of: objects[id].className), propertyIvar(name, of: objects[id].className) == nil {
                return (id, name)
            }
            return ivar(of: .property(object: id, name: name))
        default:
            return nil
        }
    }

    /// `if (self)`, `if (self != nil)`, `if ((self = [super init…]))` in a method followed on an object: taken, as
    /// `-[NSObject init]` never returns `nil`. `nil` for any other condition.
    func selfTest(_ range: Range<Int>, parser: ObjectiveCExpressionParser, context: Context) -> Bool? {
        guard selfObject != nil else { return nil }
        let tokens = parser.tokens
        var range = range
        while range.count >= 2, tokens[range.lowerBound].isPunctuation("("),
            parser.partner[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        guard let first = range.first, tokens[first].isIdentifier("self") else { return nil }
        if range.count == 1 { return true }
        if range.count == 3, tokens[first + 1].isPunctuation("!="), tokens[first + 2].isIdentifier("nil") {
            return true
        }
        guard range.count > 2, tokens[first + 1].isPunctuation("=") else { return nil }
        let value = evaluate(parser.parse((first + 2)..<range.upperBound), context: context)
        variables["self"] = value
        if case .object = value { return true }
        return nil
    }
}
