/// Follows every path through an Objective-C delegate method's body, on its tokens, and counts the calls of the
/// completion handler on each (as ``AuditFacts`` reports them): blocks, `if`/`else` chains, `return`, and simple
/// statements. A block literal that uses the handler is followed where it is written, as one run of it (its `return`
/// leaves the block only; blocks of one message that each use it are alternatives); whether iOS waits for the work
/// it starts is ``ObjectiveCAsyncWork``'s question (`completion-before-work`).
/// The handler handed to a method of the given files (`[self finishAction:action completion:completionHandler]`) is
/// followed into it, up to two calls deep: the hand-off is one call, and the paths through the method that do not call
/// it exactly once are reported there (``helpers``); handed to `dispatch_async`, it is one call. A handler used in a
/// loop, a `switch` or a `@try`, kept, or handed to code not in the files, is not followed.
struct ObjectiveCCompletionPaths {
    struct Path: Hashable {
        var calls = 0
        /// The token index of the `if` whose missing `else` let a path with no call through.
        var opened: Int?
        var second: Int?
    }

    struct GiveUp: Error {
        var reason: String
    }

    /// A method the handler was handed to, and the places its paths end without calling it or call it again.
    struct Helper {
        var completion: String
        /// `-finishAction:completion:`.
        var method: String
        var notCalled: [ImportLocation]
        var calledTwice: [ImportLocation]
        /// The method, where its own completion calls are read.
        var definition: ObjectiveCMethods.Method
    }

    let tokens: [ObjectiveCToken]
    let partner: [Int]
    let name: String
    /// The methods of the given files, where a handler handed on is followed; `nil`, none is.
    let methods: ObjectiveCMethods?
    /// How many hand-offs deep this body is (0 for the delegate method).
    let depth: Int
    private(set) var notCalled: [Int] = []
    private(set) var calledTwice: [Int] = []
    /// The methods the handler was handed to, with what they do wrong with it.
    private(set) var helpers: [Helper] = []
    private var steps = 0
    /// The paths that left each block literal being followed by a `return`, innermost last.
    private var blockReturns: [Set<Path>] = []
    /// How many statements the one being followed is nested in.
    private var nesting = 0
    /// How many hand-offs deep a handler is followed.
    static let maxDepth = 2
    /// How deep statements (blocks, `if`s, block literals) are followed inside one another.
    static let maxNesting = 200

    init(tokens: [ObjectiveCToken], partner: [Int], name: String, methods: ObjectiveCMethods? = nil, depth: Int = 0) {
        self.tokens = tokens
        self.partner = partner
        self.name = name
        self.methods = methods
        self.depth = depth
    }

    /// Follows a whole body, finishing the paths that fall out of its end at `end`.
    mutating func follow(_ body: Range<Int>, end: Int) throws(GiveUp) {
        let ends = try block(body, [.init()])
        for path in ends { finish(path, at: path.opened ?? end) }
    }

    mutating func finish(_ path: Path, at index: Int) {
        if path.calls == 0, !notCalled.contains(index) { notCalled.append(index) }
        if path.calls == 2, let second = path.second, !calledTwice.contains(second) { calledTwice.append(second) }
    }

    func mentions(_ range: Range<Int>) -> Bool {
        range.contains(where: isUse)
    }

    /// Whether the token at `index` is the handler: its name, not a selector part of that spelling
    /// (`completion:`) or a property (`self.completion`).
    func isUse(_ index: Int) -> Bool {
        tokens[index].isIdentifier(name) && !(index + 1 < tokens.count && tokens[index + 1].isPunctuation(":"))
            && !(index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("->")))
    }

    mutating func block(_ range: Range<Int>, _ paths: Set<Path>) throws(GiveUp) -> Set<Path> {
        var paths = paths
        var index = range.lowerBound
        while index < range.upperBound && !paths.isEmpty {
            steps += 1
            guard steps < 100_000, paths.count <= 64 else { throw GiveUp(reason: "too many paths to follow") }
            (index, paths) = try statement(at: index, limit: range.upperBound, paths)
        }
        return paths
    }

    /// The end of the statement at `index` (past its `;`), stepping over bracketed groups.
    private func simpleEnd(_ index: Int, limit: Int) -> Int {
        var end = index
        while end < limit && !tokens[end].isPunctuation(";") {
            end = tokens[end].isOpener ? partner[end] + 1 : end + 1
        }
        return min(end + 1, limit)
    }

    /// Where the statement at `index` ends (past its `;` or `}`), read from its syntax alone: nothing in it is followed.
    private func statementEnd(at index: Int, limit: Int, depth: Int = 0) throws(GiveUp) -> Int {
        guard index < limit else { return limit }
        guard depth < Self.maxNesting else {
            throw GiveUp(reason: "statements nested more than \(Self.maxNesting) deep")
        }
        let token = tokens[index]
        if token.isPunctuation("{") { return min(partner[index] + 1, limit) }
        guard token.kind == .identifier else { return simpleEnd(index, limit: limit) }
        switch token.text {
        case "if", "for", "while", "switch", "@synchronized", "@autoreleasepool":
            var end = index + 1
            if end < limit && tokens[end].isPunctuation("(") { end = partner[end] + 1 }
            end = try statementEnd(at: end, limit: limit, depth: depth + 1)
            if token.text == "if", end < limit, tokens[end].isIdentifier("else") {
                end = try statementEnd(at: end + 1, limit: limit, depth: depth + 1)
            }
            return end
        case "do":
            let end = try statementEnd(at: index + 1, limit: limit, depth: depth + 1)
            return simpleEnd(end, limit: limit)
        case "@try":
            var end = try statementEnd(at: index + 1, limit: limit, depth: depth + 1)
            while end < limit, tokens[end].isIdentifier("@catch") || tokens[end].isIdentifier("@finally") {
                end += 1
                if end < limit && tokens[end].isPunctuation("(") { end = partner[end] + 1 }
                end = try statementEnd(at: end, limit: limit, depth: depth + 1)
            }
            return end
        default:
            return simpleEnd(index, limit: limit)
        }
    }

    /// The statement at `index`: where the next one starts, and the paths out of it.
    private mutating func statement(
        at index: Int, limit: Int, _ paths: Set<Path>
    ) throws(GiveUp) -> (Int, Set<Path>) {
        guard nesting < Self.maxNesting else {
            throw GiveUp(reason: "statements nested more than \(Self.maxNesting) deep")
        }
        nesting += 1
        defer { nesting -= 1 }
        let token = tokens[index]
        if token.isPunctuation("{") {
            return (partner[index] + 1, try block((index + 1)..<partner[index], paths))
        }
        if token.isPunctuation(";") { return (index + 1, paths) }
        guard token.kind == .identifier else { return try simple(index, limit: limit, paths) }
        switch token.text {
        case "if" where index + 1 < limit && tokens[index + 1].isPunctuation("("):
            return try ifStatement(at: index, limit: limit, paths, head: index)
        case "return":
            let end = simpleEnd(index, limit: limit)
            let out = try count((index + 1)..<end, paths)
            if !blockReturns.isEmpty {
                blockReturns[blockReturns.count - 1].formUnion(out)
            } else {
                for path in out { finish(path, at: index) }
            }
            return (end, [])
        case "for", "while", "switch", "do", "@try", "@synchronized", "@autoreleasepool", "else":
            // The statement and what belongs to it: a condition in parentheses, then a body (and for `do`, its while).
            var end = index + 1
            if end < limit && tokens[end].isPunctuation("(") { end = partner[end] + 1 }
            if end < limit && tokens[end].isPunctuation("{") {
                end = partner[end] + 1
            } else {
                end = simpleEnd(end, limit: limit)
            }
            while end < limit,
                tokens[end].isIdentifier("@catch") || tokens[end].isIdentifier("@finally")
                    || (token.text == "do" && tokens[end].isIdentifier("while"))
            {
                end += 1
                if end < limit && tokens[end].isPunctuation("(") { end = partner[end] + 1 }
                end = end < limit && tokens[end].isPunctuation("{") ? partner[end] + 1 : simpleEnd(end, limit: limit)
            }
            if ["@synchronized", "@autoreleasepool"].contains(token.text),
                let open = (index..<end).first(where: { tokens[$0].isPunctuation("{") })
            {
                return (end, try block((open + 1)..<partner[open], paths))
            }
            if mentions(index..<end) {
                throw GiveUp(reason: "the completion handler is used in a `\(token.text)` statement")
            }
            // Its returns still leave the method.
            if let open = (index..<end).first(where: { tokens[$0].isPunctuation("{") }) {
                _ = try block((open + 1)..<partner[open], paths)
            }
            return (end, paths)
        default:
            return try simple(index, limit: limit, paths)
        }
    }

    private mutating func simple(_ index: Int, limit: Int, _ paths: Set<Path>) throws(GiveUp) -> (Int, Set<Path>) {
        let end = simpleEnd(index, limit: limit)
        let range = index..<end
        if tokens[range].contains(where: { $0.isIdentifier("abort") }) { return (end, []) }
        // A block that uses the handler is followed as though it ran where it is written: its paths, its `return`s
        // leaving the block only. Two such blocks of one message (`success:` and `failure:`) are alternatives: each
        // starts from the paths before the first, and either's paths go on.
        var paths = paths
        var cursor = index
        var caret = index
        var sibling: (message: Int, before: Set<Path>)?
        while caret < end {
            guard tokens[caret].isPunctuation("^"),
                let open = ObjectiveCAsyncWork.blockBrace(tokens, partner: partner, caret: caret, limit: end),
                mentions((open + 1)..<partner[open])
            else {
                caret += 1
                continue
            }
            let message = ObjectiveCMethods.enclosing(tokens, partner: partner, index: caret).flatMap {
                $0 >= index ? $0 : nil
            }
            let start: Set<Path>
            var other: Set<Path> = []
            if let sibling, let message, sibling.message == message {
                start = try count(cursor..<caret, sibling.before)
                other = paths
            } else {
                paths = try count(cursor..<caret, paths)
                start = paths
                sibling = message.map { ($0, paths) }
            }
            blockReturns.append([])
            let out = try block((open + 1)..<partner[open], start)
            paths = out.union(blockReturns.removeLast()).union(other)
            cursor = partner[open] + 1
            caret = cursor
        }
        return (end, try count(cursor..<end, paths))
    }

    private mutating func count(_ range: Range<Int>, _ paths: Set<Path>) throws(GiveUp) -> Set<Path> {
        var paths = paths
        for index in range where isUse(index) {
            try handOff(at: index)
            paths = Set(
                paths.map { path in
                    var path = path
                    if path.calls == 1 { path.second = index }
                    path.calls = min(path.calls + 1, 2)
                    return path
                })
        }
        return paths
    }

    /// A mention of the handler that is not a call: handed to a method of the files, it is followed there (the
    /// hand-off is one call); handed to `dispatch_async`, it is one call; kept, or handed to other code, it cannot be
    /// followed.
    private mutating func handOff(at index: Int) throws(GiveUp) {
        if index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") { return }
        if index >= 2, tokens[index - 1].isPunctuation(","),
            let open = ObjectiveCMethods.enclosing(
                tokens, partner: partner, index: index, where: { $0.isPunctuation("(") }),
            open > 0,
            ["dispatch_async", "dispatch_after", "dispatch_barrier_async"].contains(tokens[open - 1].text)
        {
            return
        }
        switch methods?.resolve(tokens, partner: partner, argument: index) {
        case .method(let method, let parameter)?:
            guard depth < Self.maxDepth else {
                throw GiveUp(reason: "the completion handler is handed on more than \(Self.maxDepth) calls deep")
            }
            var inner = ObjectiveCCompletionPaths(
                tokens: method.tokens, partner: method.partner, name: method.parameters[parameter], methods: methods,
                depth: depth + 1)
            do {
                try inner.follow(method.body, end: method.body.upperBound)
            } catch {
                throw GiveUp(
                    reason: "the completion handler is handed to -\(method.selector), whose paths were not followed"
                        + " (\(error.reason))")
            }
            helpers.append(
                Helper(
                    completion: method.parameters[parameter], method: "-\(method.selector)",
                    notCalled: inner.notCalled.map(method.location),
                    calledTwice: inner.calledTwice.map(method.location),
                    definition: method))
            helpers += inner.helpers
        case .notInFiles?:
            throw GiveUp(reason: "the completion handler is handed to a method that is not in the given files")
        case .ambiguous?:
            throw GiveUp(
                reason: "the completion handler is handed to a method more than one class of the files defines")
        case nil:
            throw GiveUp(reason: "the completion handler is kept or handed on where the audit does not follow it")
        }
    }

    /// Whether the condition `range` only tests the handler against `nil`: `true` for `completion`,
    /// `completion != nil`, `nil != completion`; `false` for `!completion`, `completion == nil`, `nil == completion`.
    private func nilTest(_ range: Range<Int>) -> Bool? {
        let text = tokens[range].map(\.text)
        guard text.contains(name), range.allSatisfy({ !tokens[$0].isIdentifier(name) || isUse($0) }) else {
            return nil
        }
        switch text {
        case [name], [name, "!=", "nil"], ["nil", "!=", name], [name, "!=", "NULL"]: return true
        case ["!", name], [name, "==", "nil"], ["nil", "==", name], [name, "==", "NULL"]: return false
        default: return nil
        }
    }

    private mutating func ifStatement(
        at index: Int, limit: Int, _ paths: Set<Path>, head: Int
    ) throws(GiveUp) -> (Int, Set<Path>) {
        let close = partner[index + 1]
        if let nonNil = nilTest((index + 2)..<close) {
            // `if (completion)`, `if (!completion) return;`: the handler iOS passes is never nil, so only one branch
            // runs.
            guard close + 1 < limit else { return (limit, paths) }
            if nonNil {
                let (thenEnd, out) = try statement(at: close + 1, limit: limit, paths)
                guard thenEnd < limit, tokens[thenEnd].isIdentifier("else"), thenEnd + 1 < limit else {
                    return (thenEnd, out)
                }
                // The `else` never runs: only where it ends matters.
                return (try statementEnd(at: thenEnd + 1, limit: limit), out)
            }
            // The branch for a nil handler never runs: only where it ends matters.
            let thenEnd = try statementEnd(at: close + 1, limit: limit)
            guard thenEnd < limit, tokens[thenEnd].isIdentifier("else"), thenEnd + 1 < limit else {
                return (thenEnd, paths)
            }
            return try statement(at: thenEnd + 1, limit: limit, paths)
        }
        if mentions((index + 1)..<close) { throw GiveUp(reason: "the completion handler is used in a condition") }
        guard close + 1 < limit else { return (limit, paths) }
        var (next, out) = try statement(at: close + 1, limit: limit, paths)
        if next < limit && tokens[next].isIdentifier("else") {
            if next + 2 < limit && tokens[next + 1].isIdentifier("if") && tokens[next + 2].isPunctuation("(") {
                let (after, other) = try ifStatement(at: next + 1, limit: limit, paths, head: head)
                return (after, out.union(other))
            }
            guard next + 1 < limit else { return (limit, out.union(paths)) }
            let (after, other) = try statement(at: next + 1, limit: limit, paths)
            next = after
            out.formUnion(other)
            return (next, out)
        }
        for var path in paths {
            if path.calls == 0 && path.opened == nil { path.opened = head }
            out.insert(path)
        }
        return (next, out)
    }
}
