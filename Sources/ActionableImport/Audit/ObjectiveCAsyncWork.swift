/// `completion-before-work` in Objective-C: a statement starts work in a block that runs later, and a later statement
/// of the same block of code calls the completion handler, which tells iOS the action is handled before that work
/// has run (as the Swift auditor finds it for `Task { }`).
///
/// Only a block that is clearly run later counts: one handed to `dispatch_async`, `dispatch_after` and their kin, to
/// `performBlock:` or `addOperationWithBlock:`, or as the last kind of argument of a message whose selector part names
/// a completion (`completionHandler:`, `completion:`, `reply:`, `completionBlock:`: `NSURLSession`'s tasks,
/// `LAContext`'s `evaluatePolicy:localizedReason:reply:`, `openURL:options:completionHandler:`, an API client's
/// `completion:`). A method of the given files that calls that block before it returns is not asynchronous, and a
/// block that calls the completion handler itself is the fix. A block handed to other code
/// (`enumerateObjectsUsingBlock:`, `animations:`) is run before the message returns, and is not work left behind; the
/// completion block of a UIKit animation, transition or presentation runs on screen when it ends, and is no work iOS
/// waits for either (``onScreenParts``).
enum ObjectiveCAsyncWork {
    /// Work started in a block, and the completion call after it.
    struct Finding {
        /// The token index of the completion handler's call.
        var call: Int
        /// The token index where the call or message that starts the work begins.
        var work: Int
        /// `dispatch_async`, or the message's selector.
        var starter: String
    }

    /// The C functions whose block runs later.
    static let functions: Set<String> = [
        "dispatch_async", "dispatch_after", "dispatch_barrier_async", "dispatch_group_async", "dispatch_group_notify",
    ]
    /// Selector parts whose block runs later whatever the receiver (`NSManagedObjectContext`, `NSOperationQueue`).
    static let laterParts: Set<String> = ["performBlock", "addOperationWithBlock", "performBackgroundTask"]
    /// The first selector parts of UIKit's animations, transitions and presentations: their completion block runs
    /// when the animation ends, on screen, and holds no work iOS has to wait for (`[UIView
    /// animateWithDuration:animations:completion:]`, `presentViewController:animated:completion:`).
    static let onScreenParts: Set<String> = [
        "animateWithDuration", "animateKeyframesWithDuration", "transitionWithView", "transitionFromView",
        "performSystemAnimation", "presentViewController", "dismissViewControllerAnimated", "performBatchUpdates",
        "setCompletionBlock", "pushViewController", "popViewControllerAnimated", "setViewControllers",
    ]
    /// How the selector part of a completion block ends, lowercased.
    static let completionSuffixes = ["completionhandler", "completion", "reply", "completionblock"]

    /// The completion calls in `body` that follow work started in a block (``Finding``).
    static func find(
        _ tokens: [ObjectiveCToken], partner: [Int], body: Range<Int>, completion: String, methods: ObjectiveCMethods
    ) -> [Finding] {
        var found: [Finding] = []
        for caret in body where tokens[caret].isPunctuation("^") {
            guard let brace = blockBrace(tokens, partner: partner, caret: caret, limit: body.upperBound),
                !((brace + 1)..<partner[brace]).contains(where: { tokens[$0].isIdentifier(completion) }),
                let (start, starter) = starter(tokens, partner: partner, caret: caret, brace: brace, methods: methods)
            else { continue }
            if let call = call(of: completion, after: start, tokens, partner: partner, body: body),
                !found.contains(where: { $0.call == call })
            {
                found.append(Finding(call: call, work: start, starter: starter))
            }
        }
        return found
    }

    /// The `{` of the block literal whose `^` is at `caret` (`^{`, `^(BOOL granted) {`, `^BOOL(id x) {`).
    static func blockBrace(_ tokens: [ObjectiveCToken], partner: [Int], caret: Int, limit: Int) -> Int? {
        var cursor = caret + 1
        var steps = 0
        while cursor < limit, steps < 8 {
            if tokens[cursor].isPunctuation("{") { return cursor }
            if tokens[cursor].isPunctuation("(") {
                cursor = partner[cursor] + 1
            } else if tokens[cursor].kind == .identifier || tokens[cursor].isPunctuation("*") {
                cursor += 1
            } else {
                return nil
            }
            steps += 1
        }
        return nil
    }

    /// Where the call or message that runs the block at `caret` later begins, and its name; `nil` when the block is
    /// not clearly run later.
    static func starter(
        _ tokens: [ObjectiveCToken], partner: [Int], caret: Int, brace: Int, methods: ObjectiveCMethods
    ) -> (Int, String)? {
        // The innermost `(` or `[` around the block.
        guard
            let open = ObjectiveCMethods.enclosing(
                tokens, partner: partner, index: caret,
                where: {
                    $0.isPunctuation("(") || $0.isPunctuation("[")
                })
        else { return nil }
        if tokens[open].isPunctuation("(") {
            guard open > 0, tokens[open - 1].kind == .identifier, functions.contains(tokens[open - 1].text) else {
                return nil
            }
            return (open - 1, tokens[open - 1].text)
        }
        // A message: the selector part just before the block.
        guard caret >= 2, tokens[caret - 1].isPunctuation(":"), tokens[caret - 2].kind == .identifier else {
            return nil
        }
        let part = tokens[caret - 2].text
        let lowered = part.lowercased()
        guard laterParts.contains(part) || completionSuffixes.contains(where: { lowered.hasSuffix($0) }) else {
            return nil
        }
        let selector = ObjectiveCMethods.selector(tokens, partner: partner, open: open)
        if let first = selector.split(separator: ":").first, onScreenParts.contains(String(first)) { return nil }
        // A method of the files that calls the block before it returns runs it now.
        if case .method(let method, let parameter)? = methods.resolve(
            tokens, partner: partner, argument: caret..<(partner[brace] + 1))
        {
            let name = method.parameters[parameter]
            if callsNow(name, in: method) { return nil }
        }
        return (open, selector)
    }

    /// Whether `method` calls its block parameter `name` outside any block of its own, or hands it on (which the
    /// audit does not follow): either way the block may run before the method returns.
    static func callsNow(_ name: String, in method: ObjectiveCMethods.Method) -> Bool {
        let tokens = method.tokens
        var inBlock: [Range<Int>] = []
        for caret in method.body where tokens[caret].isPunctuation("^") {
            if let brace = blockBrace(tokens, partner: method.partner, caret: caret, limit: method.body.upperBound) {
                inBlock.append(brace..<method.partner[brace])
            }
        }
        for index in method.body where tokens[index].isIdentifier(name) {
            let isCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
            if !isCall || !inBlock.contains(where: { $0.contains(index) }) { return true }
        }
        return false
    }

    /// The first statement after the one at `start`, in the same block of code or one around it (up to the enclosing
    /// block literal or `body`), that is a call of `completion`: its first token.
    static func call(
        of completion: String, after start: Int, _ tokens: [ObjectiveCToken], partner: [Int], body: Range<Int>
    ) -> Int? {
        var node = start
        while true {
            let brace = (body.lowerBound..<node).last { tokens[$0].isPunctuation("{") && partner[$0] > node }
            let list = brace.map { ($0 + 1)..<partner[$0] } ?? body
            var cursor = list.lowerBound
            while cursor < list.upperBound {
                if cursor > node, tokens[cursor].isIdentifier(completion), cursor + 1 < list.upperBound,
                    tokens[cursor + 1].isPunctuation("("), cursor == list.lowerBound || isStatementStart(tokens, cursor)
                {
                    return cursor
                }
                cursor = tokens[cursor].isOpener ? partner[cursor] + 1 : cursor + 1
            }
            guard let brace, !isBlockLiteral(tokens, partner: partner, brace: brace) else { return nil }
            node = brace
        }
    }

    static func isStatementStart(_ tokens: [ObjectiveCToken], _ index: Int) -> Bool {
        let previous = tokens[index - 1]
        return previous.isPunctuation(";") || previous.isPunctuation("{") || previous.isPunctuation("}")
    }

    /// Whether the `{` at `brace` opens a block literal (`^{`, `^(BOOL granted) {`).
    static func isBlockLiteral(_ tokens: [ObjectiveCToken], partner: [Int], brace: Int) -> Bool {
        var cursor = brace - 1
        while cursor >= 0 {
            if tokens[cursor].isPunctuation("^") { return true }
            if tokens[cursor].isPunctuation(")"), partner[cursor] < cursor {
                cursor = partner[cursor] - 1
            } else if tokens[cursor].kind == .identifier || tokens[cursor].isPunctuation("*") {
                cursor -= 1
            } else {
                return false
            }
            if brace - cursor > 12 { return false }
        }
        return false
    }
}
