/// Walks the statements of the given Objective-C files and evaluates what notification setup is built of: string
/// constants and macros across all files, local variables of each method or function, `if (@available(…))`
/// branches, and the `UNNotificationAction` / `UNNotificationCategory` calls themselves.
///
/// It is an abstract interpreter of a small part of the language, not a compiler: a value it cannot know is kept as
/// `unknown` with its source, and every category or action it builds from one carries a note saying so. Every step
/// spends fuel, so no input (macros expanding into each other, deep `else if` chains) makes it run long or deep.
final class ObjectiveCEvaluator {
    /// One file, lexed and with its brackets paired; `nil` tokens for a file that does not parse.
    struct Unit {
        var path: String
        var bytes: [UInt8]
        var parser: ObjectiveCExpressionParser?
        var tokens: [ObjectiveCToken] { parser?.tokens ?? [] }
    }

    /// A `#define`, its body parsed once.
    struct Macro {
        var parameters: [String]?
        var body: ObjectiveCExpression
    }

    /// Where statements are: the availability and run-time conditions around them, and how deep they nest.
    struct Context {
        var availability: [ImportedAvailability] = []
        var conditions: [String] = []
        var depth = 0
        /// Outside any method or function body.
        var topLevel = true
    }

    static let maximumStatementDepth = 100
    static let maximumExpansionDepth = 40
    static let maximumEvaluationDepth = 100
    static let maximumInlineDepth = 6
    static let elseOfAvailable = "(the `else` of `@available`)"
    /// Arrays keep no more elements than this (iOS shows at most ten actions): copying a growing array on every
    /// `addObject:` would otherwise take quadratic time.
    static let maximumElements = 64

    var units: [Unit] = []
    var macros: [String: Macro] = [:]
    /// File-scope definitions (`NSString *const X = @"…";`), evaluated on first use.
    var globals: [String: ObjectiveCExpression] = [:]
    var globalValues: [String: ObjectiveCValue] = [:]
    /// The methods (by selector) and C functions (by name) of all files, for calls to follow.
    var methods: [String: Function] = [:]
    var functions: [String: Function] = [:]
    /// The methods and functions being followed, and the values their `return`s give.
    var inlining: Set<String> = []
    var inlined: [String: ObjectiveCValue] = [:]
    var returns: [[ObjectiveCValue]] = []
    var expanding: Set<String> = []
    var expansionDepth = 0
    var evaluationDepth = 0

    /// The current function's variables; parameters of the macros being expanded.
    var variables: [String: ObjectiveCValue] = [:]
    var bindings: [[String: ObjectiveCValue]] = []

    /// Categories found, with the file and byte offset of their call (for source order and to find each once).
    var found: [(file: Int, offset: Int, key: String, olderSystems: Bool, category: ImportedCategory)] = []
    /// Each category once per call site and identifier (a helper called with two identifiers builds two).
    var foundKeys: Set<String> = []
    /// The call sites (file, byte offset) that built a category.
    var foundSites: Set<[Int]> = []
    /// Categories whose identifier is a run-time value at a call site: an error unless a caller of the method names
    /// the identifier, and the site builds a category after all.
    var runTimeCategories: [(site: [Int], diagnostic: ImportDiagnostic)] = []
    var diagnostics: [ImportDiagnostic] = []
    /// The action and category constructions run at least once, by file and line.
    var reachedLines: Set<[Int]> = []
    /// The identifier each action construction built, by file and line.
    var builtActions: [[Int]: String] = [:]
    /// The `setNotificationCategories:` sends run, by file and line, and whether one was given a category.
    var registrationLines: [[Int]: Bool] = [:]
    /// The category identifiers each `setNotificationCategories:` line registers (`nil`: not only categories it built).
    var registeredIdentifierLines: [[Int]: Set<String>?] = [:]
    /// The classes the files declare, by name, and the objects of them the code makes (``ObjectiveCObject``).
    var classes: [String: ObjectiveCClass] = [:]
    /// The object each shared-instance class method (one that keeps it in a `static`) returned the first time.
    var sharedInstances: [String: ObjectiveCValue] = [:]
    var objects: [ObjectiveCObject] = []
    /// The block literals being followed, innermost last, each by its number (``blockCount``).
    var blocks: [Int] = []
    var blockCount = 0
    /// How many times an object's ivar was read: a method whose walk read one gives no value to keep for its next call.
    var ivarReads = 0
    /// The class whose `@implementation` is being read.
    var implementing: String?
    /// The class of each method being followed on an object, innermost last (where `super` starts).
    var receivingClasses: [String] = []
    /// The run-time conditions around each call of a method followed on an object, innermost last.
    var callConditions: [[String]] = []
    /// Why a read of an object's state gave no value, by the read's span: the note quoting the read says it.
    var stateReasons: [ObjectiveCSpan: String] = [:]
    /// The category sites where an object's identifier could not be followed, each reported for that object.
    var explainedSites: Set<[Int]> = []
    var fuel = 0
    /// Why the current file was given up on.
    var abandoned: ObjectiveCSyntaxError?

    // MARK: - Files

    /// Lexes every file; a file that does not parse gets a diagnostic and takes no further part.
    func load(_ sources: [ImportSource]) {
        for (index, source) in sources.enumerated() {
            var unit = Unit(path: source.path, bytes: source.bytes, parser: nil)
            defer { units.append(unit) }
            let lexed: ObjectiveCLexedFile
            switch ObjectiveCLexer.lex(source.bytes) {
            case .success(let file): lexed = file
            case .failure(let error):
                report(error, in: source.path)
                continue
            }
            switch ObjectiveCBrackets.match(lexed.tokens) {
            case .success(let partner):
                unit.parser = ObjectiveCExpressionParser(
                    tokens: lexed.tokens, partner: partner, file: index, allowsBlocks: true)
            case .failure(let error):
                report(error, in: source.path)
                continue
            }
            for macro in lexed.macros {
                // A body whose brackets do not pair (`#define BEGIN {`) is no expression: the macro is unknown.
                guard case .success(let partner) = ObjectiveCBrackets.match(macro.body) else { continue }
                let parser = ObjectiveCExpressionParser(
                    tokens: macro.body, partner: partner, file: index, allowsBlocks: false)
                macros[macro.name] = Macro(parameters: macro.parameters, body: parser.parse(0..<macro.body.count))
            }
        }
    }

    private func report(_ error: ObjectiveCSyntaxError, in path: String) {
        diagnostics.append(
            ImportDiagnostic(
                .error, .doesNotParse, error.message,
                at: ImportLocation(file: path, line: error.line, column: error.column)))
    }

    /// Reads the file-scope definitions of every file, then walks every file's code.
    func run() {
        for index in units.indices where units[index].parser != nil {
            walkFile(index, definitionsOnly: true)
        }
        for index in units.indices where units[index].parser != nil {
            let categoriesBefore = found.count
            let diagnosticsBefore = diagnostics.count
            let runTimeBefore = runTimeCategories.count
            walkFile(index, definitionsOnly: false)
            if let error = abandoned {
                // A file given up on half-way contributes nothing, like one that does not parse.
                found.removeSubrange(categoriesBefore...)
                diagnostics.removeSubrange(diagnosticsBefore...)
                runTimeCategories.removeSubrange(runTimeBefore...)
                // Categories of other files found through calls from this one are found again when their own
                // file is walked.
                foundKeys = Set(found.map(\.key))
                foundSites = Set(found.map { [$0.file, $0.offset] })
                inlined = [:]
                report(error, in: units[index].path)
                abandoned = nil
            }
        }
    }

    /// The diagnostics in file order, then by line and column, each once (a method followed from several callers
    /// reports what it reports once).
    func orderedDiagnostics() -> [ImportDiagnostic] {
        var all = diagnostics
        all += runTimeCategories.filter { !foundSites.contains($0.site) && !explainedSites.contains($0.site) }
            .map(\.diagnostic)
        var order: [String: Int] = [:]
        for (index, unit) in units.enumerated() where order[unit.path] == nil { order[unit.path] = index }
        var seen: Set<ImportDiagnostic> = []
        return all.enumerated().filter { seen.insert($0.element).inserted }
            .sorted {
                let a = $0.element.location
                let b = $1.element.location
                return (order[a.file] ?? 0, a.line, a.column, $0.offset) < (
                    order[b.file] ?? 0, b.line, b.column, $1.offset
                )
            }
            .map(\.element)
    }

    private func walkFile(_ file: Int, definitionsOnly: Bool) {
        guard let parser = units[file].parser else { return }
        fuel = 100_000 + 20 * parser.tokens.count
        variables = [:]
        walk(0..<parser.tokens.count, file: file, context: Context(), definitionsOnly: definitionsOnly)
    }

    /// Spends `cost` steps of the file's fuel (parsing a statement costs its tokens); `false` (and the file given up on) once it is spent.
    func spend(at span: ObjectiveCSpan, cost: Int = 1) -> Bool {
        guard abandoned == nil else { return false }
        fuel -= cost
        if fuel < 0 {
            abandoned = ObjectiveCSyntaxError(
                message: "the file takes too many steps to read (macros that expand into each other?); the importer"
                    + " gives up on it", line: span.line, column: span.column)
            return false
        }
        return true
    }

    // MARK: - Statements

    func walk(_ range: Range<Int>, file: Int, context: Context, definitionsOnly: Bool = false) {
        var index = range.lowerBound
        while index < range.upperBound && abandoned == nil {
            let next = statement(
                at: index, limit: range.upperBound, file: file, context: context, definitionsOnly: definitionsOnly)
            index = max(next, index + 1)
        }
    }

    /// Reads the statement at `start` and returns the index after it.
    private func statement(at start: Int, limit: Int, file: Int, context: Context, definitionsOnly: Bool) -> Int {
        guard let parser = units[file].parser else { return limit }
        let tokens = parser.tokens
        let first = tokens[start]
        guard spend(at: parser.span(start..<(start + 1))) else { return limit }
        guard context.depth < Self.maximumStatementDepth else {
            abandoned = ObjectiveCSyntaxError(
                message: "statements nest deeper than \(Self.maximumStatementDepth) levels; the importer reads no"
                    + " deeper", line: first.line, column: first.column)
            return limit
        }
        var inner = context
        inner.depth += 1
        func body(at index: Int, _ context: Context) -> Int {
            index < limit
                ? statement(at: index, limit: limit, file: file, context: context, definitionsOnly: definitionsOnly)
                : limit
        }
        if first.kind == .identifier {
            switch first.text {
            case "if":
                return ifStatement(
                    at: start, limit: limit, file: file, context: inner, definitionsOnly: definitionsOnly)
            case "for", "while", "switch", "@synchronized", "@autoreleasepool", "@try", "@catch", "@finally", "do":
                var index = start + 1
                if index < limit, tokens[index].isPunctuation("(") { index = parser.next(index) }
                switch first.text {
                case "for", "while": inner.conditions.append("in a `\(first.text)` loop")
                case "switch": inner.conditions.append("in one case of a `switch`")
                case "@catch": inner.conditions.append("when an exception is caught")
                default: break
                }
                var end = body(at: index, inner)
                if first.text == "do", end < limit, tokens[end].isIdentifier("while") {
                    end = skipToSemicolon(from: end, limit: limit, parser: parser)
                }
                return end
            case "else", "@end", "case", "default":
                if first.text == "@end" { implementing = nil }
                return first.text == "case" ? skipPastColon(from: start, limit: limit, parser: parser) : start + 1
            case "@interface", "@protocol":
                if start + 2 < limit, tokens[start + 2].isPunctuation(";") || tokens[start + 2].isPunctuation(",") {
                    return skipToSemicolon(from: start, limit: limit, parser: parser)
                }
                var index = start + 1
                while index < limit, !tokens[index].isIdentifier("@end") { index = parser.next(index) }
                if definitionsOnly && first.text == "@interface" { declareInterface(start..<index, parser: parser) }
                return min(index + 1, limit)
            case "@implementation":
                var index = start + 2
                if index < limit, tokens[index].isPunctuation("(") { index = parser.next(index) }
                if index + 1 < limit, tokens[index].isPunctuation(":") { index += 2 }
                var ivars: Int?
                if index < limit, tokens[index].isPunctuation("{") {
                    ivars = index
                    index = parser.next(index)
                }
                if start + 1 < limit, tokens[start + 1].kind == .identifier {
                    implementing = tokens[start + 1].text
                    if definitionsOnly {
                        declareImplementation(tokens[start + 1].text, ivars: ivars, parser: parser)
                    }
                }
                return index
            case "extern":
                if start + 2 < limit, tokens[start + 1].kind == .string, tokens[start + 2].isPunctuation("{") {
                    let close = parser.partner[start + 2]
                    walk((start + 3)..<close, file: file, context: context, definitionsOnly: definitionsOnly)
                    return close + 1
                }
                return skipToSemicolon(from: start, limit: limit, parser: parser)
            case "typedef", "@class", "@property", "@import", "@synthesize", "@dynamic", "goto", "break", "continue":
                let end = skipToSemicolon(from: start, limit: limit, parser: parser)
                if definitionsOnly && first.text == "@synthesize" {
                    declareSynthesize(start..<max(start + 1, end - 1), parser: parser)
                }
                return end
            default:
                break
            }
        }
        if first.isPunctuation("{") {
            let close = parser.partner[start]
            if !definitionsOnly || !context.topLevel {
                walk((start + 1)..<close, file: file, context: inner, definitionsOnly: definitionsOnly)
            }
            return close + 1
        }
        if first.isPunctuation(";") { return start + 1 }
        var index = start
        var isExpression = false
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation(";") {
                simpleStatement(start..<index, file: file, context: inner, definitionsOnly: definitionsOnly)
                return index + 1
            }
            // A macro before a declaration (`NS_ASSUME_NONNULL_BEGIN @interface …`) is a statement of its own.
            if index > start, token.kind == .identifier, Self.declarationKeywords.contains(token.text) {
                simpleStatement(start..<index, file: file, context: inner, definitionsOnly: definitionsOnly)
                return index
            }
            if token.isPunctuation("{") {
                if isExpression || (index > start && tokens[index - 1].isPunctuation("@")) {
                    index = parser.next(index)
                    continue
                }
                let close = parser.partner[index]
                if context.topLevel {
                    if !definitionsOnly {
                        walkFunction(header: start..<index, body: (index + 1)..<close, file: file)
                    } else if let function = signature(header: start..<index, body: (index + 1)..<close, file: file) {
                        if function.owner.hasSuffix("()") {
                            if functions[function.name] == nil { functions[function.name] = function }
                        } else {
                            if methods[function.name] == nil { methods[function.name] = function }
                            declareMethod(function)
                        }
                    }
                } else {
                    walk((index + 1)..<close, file: file, context: inner, definitionsOnly: definitionsOnly)
                }
                return close + 1
            }
            if token.kind == .punctuation && (Self.assignments.contains(token.text) || token.text == "^") {
                isExpression = true
            }
            if token.isIdentifier("return") { isExpression = true }
            index = parser.next(index)
        }
        simpleStatement(start..<limit, file: file, context: inner, definitionsOnly: definitionsOnly)
        return limit
    }

    static let declarationKeywords: Set<String> = ["@interface", "@implementation", "@protocol", "@end"]

    static let assignments: Set<String> = ["=", "|=", "&=", "+=", "-=", "*=", "/=", "%=", "^=", "<<=", ">>="]

    /// The index after the statement at `start`, which is not run (the `else` of a branch always taken).
    private func skipStatement(at start: Int, limit: Int, parser: ObjectiveCExpressionParser, depth: Int = 0) -> Int {
        let tokens = parser.tokens
        guard start < limit, depth < Self.maximumStatementDepth else { return limit }
        let first = tokens[start]
        if first.isPunctuation("{") { return parser.next(start) }
        guard first.kind == .identifier else { return skipToSemicolon(from: start, limit: limit, parser: parser) }
        switch first.text {
        case "if", "for", "while", "switch":
            var index = start + 1
            if index < limit, tokens[index].isPunctuation("(") { index = parser.next(index) }
            var end = skipStatement(at: index, limit: limit, parser: parser, depth: depth + 1)
            if first.text == "if", end < limit, tokens[end].isIdentifier("else") {
                end = skipStatement(at: end + 1, limit: limit, parser: parser, depth: depth + 1)
            }
            return end
        case "do":
            let end = skipStatement(at: start + 1, limit: limit, parser: parser, depth: depth + 1)
            return skipToSemicolon(from: end, limit: limit, parser: parser)
        default:
            return skipToSemicolon(from: start, limit: limit, parser: parser)
        }
    }

    private func skipToSemicolon(from start: Int, limit: Int, parser: ObjectiveCExpressionParser) -> Int {
        var index = start
        while index < limit {
            if parser.tokens[index].isPunctuation(";") { return index + 1 }
            index = parser.next(index)
        }
        return limit
    }

    private func skipPastColon(from start: Int, limit: Int, parser: ObjectiveCExpressionParser) -> Int {
        var index = start
        while index < limit {
            if parser.tokens[index].isPunctuation(":") { return index + 1 }
            if parser.tokens[index].isPunctuation(";") { return index }
            index = parser.next(index)
        }
        return limit
    }

    /// `if (condition) statement [else statement]`: under `@available(…)` the first branch gets those versions;
    /// under any other condition both branches are read, each remembering its condition.
    private func ifStatement(at start: Int, limit: Int, file: Int, context: Context, definitionsOnly: Bool) -> Int {
        guard let parser = units[file].parser else { return limit }
        let open = start + 1
        guard open < limit, parser.tokens[open].isPunctuation("(") else { return start + 1 }
        let close = parser.partner[open]
        let condition = (open + 1)..<close
        guard spend(at: parser.span(open..<(open + 1)), cost: condition.count) else { return limit }
        var then = context
        var otherwise = context
        if let versions = availability(condition, parser: parser) {
            then.availability = Self.merge(context.availability, versions)
            // The category file has no "before iOS 15" form: what only older systems get is noted.
            let systems = versions.map { "\($0.platform) \($0.version)" }.joined(separator: ", ")
            if !versions.isEmpty { otherwise.conditions.append("before \(systems) \(Self.elseOfAvailable)") }
        } else if selfTest(condition, parser: parser, context: context) == true {
            // `if (self)` in an initializer followed on an object: always taken.
            guard close + 1 < limit else { return limit }
            var end = statement(
                at: close + 1, limit: limit, file: file, context: then, definitionsOnly: definitionsOnly)
            if end < limit, parser.tokens[end].isIdentifier("else") {
                end = end + 1 < limit ? skipStatement(at: end + 1, limit: limit, parser: parser) : limit
            }
            return end
        } else {
            let text = source(parser.span(condition))
            then.conditions.append("when `\(text)`")
            otherwise.conditions.append("unless `\(text)`")
            _ = evaluate(parser.parse(condition), context: context)
        }
        guard close + 1 < limit else { return limit }
        var end = statement(
            at: close + 1, limit: limit, file: file, context: then, definitionsOnly: definitionsOnly)
        if end < limit, parser.tokens[end].isIdentifier("else") {
            end =
                end + 1 < limit
                ? statement(at: end + 1, limit: limit, file: file, context: otherwise, definitionsOnly: definitionsOnly)
                : limit
        }
        return end
    }

    /// The versions of `@available(iOS 15.0, *)` (or `__builtin_available`), when that is the whole condition.
    private func availability(_ range: Range<Int>, parser: ObjectiveCExpressionParser) -> [ImportedAvailability]? {
        let tokens = parser.tokens
        guard range.count >= 3,
            tokens[range.lowerBound].isIdentifier("@available")
                || tokens[range.lowerBound].isIdentifier("__builtin_available"),
            tokens[range.lowerBound + 1].isPunctuation("("),
            parser.partner[range.lowerBound + 1] == range.upperBound - 1
        else { return nil }
        var versions: [ImportedAvailability] = []
        for part in parser.split((range.lowerBound + 2)..<(range.upperBound - 1)) where part.count == 2 {
            let platform = tokens[part.lowerBound]
            let version = tokens[part.lowerBound + 1]
            guard platform.kind == .identifier, version.kind == .number,
                let name = ImportedAvailability.platformName(platform.text)
            else { continue }
            versions.append(ImportedAvailability(platform: name, version: version.text))
        }
        return versions
    }

    /// Versions inside versions: the inner condition's platforms replace the outer one's.
    static func merge(_ outer: [ImportedAvailability], _ inner: [ImportedAvailability]) -> [ImportedAvailability] {
        outer.filter { old in !inner.contains { $0.platform == old.platform } } + inner
    }

    /// A method or function: its name (a selector such as `categoryNamed:`, or a C function's name), what the
    /// messages name it by (`-categoryNamed:`, `MakeAction()`), its parameters and its body.
    struct Function {
        var file: Int
        var name: String
        var owner: String
        var parameters: [String]
        var body: Range<Int>
    }

    private func signature(header: Range<Int>, body: Range<Int>, file: Int) -> Function? {
        guard let parser = units[file].parser, let first = header.first else { return nil }
        let tokens = parser.tokens
        var parameters: [String] = []
        if tokens[first].isPunctuation("-") || tokens[first].isPunctuation("+") {
            var index = first + 1
            if index < header.upperBound, tokens[index].isPunctuation("(") { index = parser.next(index) }
            var parts: [String] = []
            var unary = ""
            while index < header.upperBound {
                let token = tokens[index]
                if token.isPunctuation(":") {
                    if index > first, tokens[index - 1].kind == .identifier { parts.append(tokens[index - 1].text) }
                    var next = index + 1
                    if next < header.upperBound, tokens[next].isPunctuation("(") { next = parser.next(next) }
                    if next < header.upperBound, tokens[next].kind == .identifier {
                        parameters.append(tokens[next].text)
                    }
                    index = next + 1
                } else {
                    if parts.isEmpty && unary.isEmpty && token.kind == .identifier { unary = token.text }
                    index = parser.next(index)
                }
            }
            let name = parts.isEmpty ? unary : parts.map { $0 + ":" }.joined()
            return Function(
                file: file, name: name, owner: tokens[first].text + name, parameters: parameters, body: body)
        }
        guard let open = lastGroup(header, parser: parser), open > header.lowerBound,
            tokens[open - 1].kind == .identifier
        else { return nil }
        let close = parser.partner[open]
        for part in parser.split((open + 1)..<close) {
            if let name = part.reversed().first(where: { tokens[$0].kind == .identifier }),
                tokens[name].text != "void"
            {
                parameters.append(tokens[name].text)
            }
        }
        let name = tokens[open - 1].text
        return Function(file: file, name: name, owner: name + "()", parameters: parameters, body: body)
    }

    /// Walks a method or function on its own: its parameters are what a caller passes, known only at run time.
    private func walkFunction(header: Range<Int>, body: Range<Int>, file: Int) {
        let function = signature(header: header, body: body, file: file)
        let saved = variables
        variables = [:]
        for name in function?.parameters ?? [] {
            variables[name] = .parameter(name: name, of: function?.owner ?? "")
        }
        var context = Context()
        context.topLevel = false
        context.depth = 1
        returns.append([])
        walk(body, file: file, context: context)
        returns.removeLast()
        variables = saved
    }

    /// A call of a method or function of the given files with its arguments' values: its body walked with its
    /// parameters bound, and what it returns (the same action returned by both branches of an `@available` once,
    /// with its icon). Calls inside calls go no deeper than ``maximumInlineDepth``, and never into themselves. The
    /// call's run-time `conditions` hold for the object state it sets.
    func inline(
        _ function: Function, arguments: [ObjectiveCValue], span: ObjectiveCSpan, conditions: [String] = [],
        selfValue: ObjectiveCValue? = nil
    ) -> ObjectiveCValue {
        let key = "\(function.file):\(function.body.lowerBound)"
        // Without parameters a method gives the same value every time: it is walked once.
        if function.parameters.isEmpty, let value = inlined[key] { return value }
        guard !inlining.contains(key), inlining.count < Self.maximumInlineDepth else { return .unknown(span) }
        inlining.insert(key)
        let readsBefore = ivarReads
        let savedVariables = variables
        let savedBindings = bindings
        variables = [:]
        if let selfValue { variables["self"] = selfValue }
        bindings = []
        for (index, name) in function.parameters.enumerated() {
            variables[name] = index < arguments.count ? arguments[index] : .parameter(name: name, of: function.owner)
        }
        var context = Context()
        context.topLevel = false
        context.depth = 1
        returns.append([])
        callConditions.append((callConditions.last ?? []) + conditions)
        walk(function.body, file: function.file, context: context)
        callConditions.removeLast()
        let values = returns.removeLast()
        variables = savedVariables
        bindings = savedBindings
        inlining.remove(key)
        var result: ObjectiveCValue?
        for value in values {
            switch (result, value) {
            case (nil, _):
                result = value
            case (.action(let kept)?, .action(let other)) where kept.identifier == other.identifier:
                if kept.icon == nil && other.icon != nil { result = value }
            default:
                break
            }
        }
        if case .unknown? = result { result = .unknown(span) }
        let value = result ?? .unknown(span)
        // An object made inside is a new one at every call; an object's state read inside may change before the next.
        if function.parameters.isEmpty && abandoned == nil, !value.isObject, ivarReads == readsBefore {
            inlined[key] = value
        }
        return value
    }

    private func lastGroup(_ range: Range<Int>, parser: ObjectiveCExpressionParser) -> Int? {
        var index = range.lowerBound
        var last: Int?
        while index < range.upperBound {
            if parser.tokens[index].isPunctuation("(") { last = index }
            index = parser.next(index)
        }
        return last
    }

    /// A declaration, an assignment or an expression, up to its `;`.
    private func simpleStatement(_ range: Range<Int>, file: Int, context: Context, definitionsOnly: Bool) {
        guard let parser = units[file].parser, !range.isEmpty,
            spend(at: parser.span(range.lowerBound..<(range.lowerBound + 1)), cost: range.count)
        else { return }
        let tokens = parser.tokens
        var start = range.lowerBound
        let isReturn = tokens[start].isIdentifier("return")
        if isReturn { start += 1 }
        var index = start
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .punctuation && Self.assignments.contains(token.text) { break }
            index = parser.next(index)
        }
        guard index < range.upperBound else {
            if !context.topLevel && !definitionsOnly && start < range.upperBound {
                let value = evaluate(parser.parse(start..<range.upperBound), context: context)
                if isReturn && !returns.isEmpty { returns[returns.count - 1].append(value) }
            }
            return
        }
        let key = variableName(start..<index, parser: parser)
        let value = parser.parse((index + 1)..<range.upperBound)
        if context.topLevel {
            if definitionsOnly, let key, tokens[index].text == "=" { globals[key] = value }
            return
        }
        guard !definitionsOnly else { return }
        let result = evaluate(value, context: context)
        if let place = statePlace(start..<index, parser: parser, context: context) {
            assign(result, operator: tokens[index].text, to: place, span: value.span, context: context)
            return
        }
        guard let key else { return }
        switch tokens[index].text {
        case "=": assign(result, to: key, context: context)
        case "|=": addFlags(result, to: key, span: value.span, context: context)
        default: variables[key] = .unknown(value.span)
        }
    }

    /// The variable a declaration or assignment sets: `x` of `NSString *const x`, `self.x` of `self.x`.
    private func variableName(_ range: Range<Int>, parser: ObjectiveCExpressionParser) -> String? {
        let tokens = parser.tokens
        guard let last = range.last, tokens[last].kind == .identifier, !tokens[last].text.hasPrefix("@") else {
            return nil
        }
        if last - 2 >= range.lowerBound, tokens[last - 1].isPunctuation(".") || tokens[last - 1].isPunctuation("->"),
            tokens[last - 2].kind == .identifier
        {
            return tokens[last - 2].text + "." + tokens[last].text
        }
        return tokens[last].text
    }

    // MARK: - Variables

    /// Sets a variable. An action set again with the same identifier (`if (@available(iOS 15.0, *)) { a = [… icon:…];
    /// } else { a = […]; }`) is one action: the one with the icon is kept, since the generated Swift sets the icon
    /// under `#available` itself. Flags set again under `@available` keep the versions of the flags they add.
    func assign(_ value: ObjectiveCValue, to key: String, context: Context) {
        switch (variables[key], value) {
        case (.action(let old)?, .action(let new))
        where old.identifier == new.identifier && old.location != new.location:
            var kept = new.icon != nil && old.icon == nil ? new : old
            let other = kept.location == new.location ? old : new
            if kept.title != other.title || kept.foreground != other.foreground || kept.destructive != other.destructive
                || kept.authenticationRequired != other.authenticationRequired || kept.textInput != other.textInput
            {
                kept.notes.append(
                    ImportNote(
                        "the action is also built, differently, at \(other.location.fileAndLine) (another branch); the"
                            + " import keeps this one: compare the two", at: kept.location))
            }
            variables[key] = .action(kept)
        case (.flags(let old)?, .flags(var new)) where !context.availability.isEmpty || !context.conditions.isEmpty:
            var flags = ObjectiveCFlags(flags: [], doubts: new.doubts)
            for flag in new.flags {
                if let existing = old.flags.first(where: { $0.name == flag.name }) {
                    flags.flags.append(existing)
                } else if !context.conditions.isEmpty {
                    flags.doubts.append("`\(flag.name)` is set only \(context.conditions.joined(separator: ", "))")
                } else {
                    flags.flags.append(.init(name: flag.name, availableFrom: context.availability))
                }
            }
            new = flags
            variables[key] = .flags(new)
        default:
            variables[key] = value
        }
    }

    /// `options |= X;`: `X` from the versions of the `@available` around it.
    private func addFlags(_ value: ObjectiveCValue, to key: String, span: ObjectiveCSpan, context: Context) {
        let added = flags(of: value, span: span)
        var current: ObjectiveCFlags
        if case .flags(let flags)? = variables[key] {
            current = flags
        } else {
            current = ObjectiveCFlags()
            current.doubts.append("`\(key)` starts from a value the importer could not follow")
        }
        for flag in added.flags where !current.contains(flag.name) {
            if !context.conditions.isEmpty {
                current.doubts.append("`\(flag.name)` is set only \(context.conditions.joined(separator: ", "))")
            } else {
                current.flags.append(
                    .init(
                        name: flag.name,
                        availableFrom: context.availability.isEmpty ? flag.availableFrom : context.availability))
            }
        }
        current.doubts += added.doubts
        variables[key] = .flags(current)
    }

    // MARK: - Source

    /// The source of a span on one line, shortened, for notes and messages.
    func source(_ span: ObjectiveCSpan) -> String {
        guard units.indices.contains(span.file) else { return "" }
        let bytes = units[span.file].bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count, start + 400)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let words = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.count > 70 ? String(words.prefix(69)) + "…" : words
    }

    func location(_ span: ObjectiveCSpan) -> ImportLocation {
        ImportLocation(
            file: units.indices.contains(span.file) ? units[span.file].path : "", line: span.line, column: span.column)
    }
}
