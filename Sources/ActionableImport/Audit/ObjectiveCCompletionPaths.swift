/// Follows every path through an Objective-C delegate method's body, on its tokens, and counts the calls of the
/// completion handler on each (as ``AuditFacts`` reports them): blocks, `if`/`else` chains, `return`, and simple
/// statements, where each mention of the handler counts as a call (a block that calls it runs once, where it is
/// written). A handler used in a loop, a `switch`, a `@try` or a block that returns early is not followed.
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

    let tokens: [ObjectiveCToken]
    let partner: [Int]
    let name: String
    private(set) var notCalled: [Int] = []
    private(set) var calledTwice: [Int] = []
    private var steps = 0

    init(tokens: [ObjectiveCToken], partner: [Int], name: String) {
        self.tokens = tokens
        self.partner = partner
        self.name = name
    }

    mutating func finish(_ path: Path, at index: Int) {
        if path.calls == 0, !notCalled.contains(index) { notCalled.append(index) }
        if path.calls == 2, let second = path.second, !calledTwice.contains(second) { calledTwice.append(second) }
    }

    func mentions(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0].isIdentifier(name) }
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

    /// The statement at `index`: where the next one starts, and the paths out of it.
    private mutating func statement(
        at index: Int, limit: Int, _ paths: Set<Path>
    ) throws(GiveUp) -> (Int, Set<Path>) {
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
            let out = count((index + 1)..<end, paths)
            for path in out { finish(path, at: index) }
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
        // A block that uses the handler and returns early is not followed.
        for caret in range where tokens[caret].isPunctuation("^") {
            guard let open = range.first(where: { $0 > caret && tokens[$0].isPunctuation("{") }) else { continue }
            let inner = (open + 1)..<partner[open]
            if mentions(inner) && inner.contains(where: { tokens[$0].isIdentifier("return") }) {
                throw GiveUp(reason: "a block that uses the completion handler returns early")
            }
            if mentions(inner) && inner.contains(where: { tokens[$0].isIdentifier("if") }) {
                throw GiveUp(reason: "a block calls the completion handler under a condition")
            }
        }
        return (end, count(range, paths))
    }

    private func count(_ range: Range<Int>, _ paths: Set<Path>) -> Set<Path> {
        var paths = paths
        for index in range where tokens[index].isIdentifier(name) {
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

    private mutating func ifStatement(
        at index: Int, limit: Int, _ paths: Set<Path>, head: Int
    ) throws(GiveUp) -> (Int, Set<Path>) {
        let close = partner[index + 1]
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
