/// `delegate-set-late` for a notification center's delegate assigned in a method that is not a launch method: where
/// the files show every way that method is reached (its callers, the observers and permission callbacks that run
/// it), and none of them is launch, while it sends a notification or is reached from an observer, a permission
/// callback, a user action or an app callback that runs after launch. A delegate also assigned during launch
/// anywhere in the files is in time, and nothing is said; a method reached in ways the files do not show is listed as
/// not followed.
struct ObjectiveCLateDelegate {
    /// One file: its path, its tokens, and each bracket's partner (an opener's closer and back; any other token itself).
    typealias Unit = (path: String, tokens: [ObjectiveCToken], partner: [Int])

    /// How a method is reached.
    enum Root: Hashable {
        /// From a launch method: in time.
        case launch
        /// Only after launch, and how (`an observer of MEDPlanDidChangeNotification`).
        case late(String)
        /// From code the files do not show (no caller in the files, or too many calls deep).
        case unknown(String)
    }

    /// The selectors of the launch methods of UIKit's and AppKit's app delegates (``AppLifecycle``).
    static let launchSelectors: Set<String> = [
        "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
        "applicationWillFinishLaunching:", "applicationDidFinishLaunching:",
    ]
    /// The notifications posted while the app launches (the Swift auditor's too).
    static var launchNotifications: Set<String> { AppLifecycle.launchNotifications }
    /// Messages whose block runs when the user answers the permission prompt.
    static let permissionCalls: Set<String> = [
        "requestAuthorizationWithOptions", "getNotificationSettingsWithCompletionHandler",
    ]
    /// How many calls deep callers are followed.
    static let maxDepth = 4
    /// How many methods the whole caller walk may enter: past it, a method's callers are not followed.
    static let maxMethods = 2_000

    let units: [Unit]
    let methods: ObjectiveCMethods
    /// Every message and `@selector` by selector: the unit and the token index of its `[` or `@selector`.
    private var sites: [String: [(unit: Int, index: Int)]] = [:]
    /// Each file's methods, by path, in the order of their bodies (which do not overlap).
    private var definitions: [String: [ObjectiveCMethods.Method]] = [:]
    /// The roots found for a method (its path and name index) at a depth, where no cycle cut the walk short.
    private var memo: [String: [Root]] = [:]
    /// How many more methods the walk may enter.
    private var budget = Self.maxMethods
    /// How many times the walk met a method it was already in: a result found with a cut is not kept.
    private var cuts = 0
    private(set) var facts = AuditFacts()

    init(_ units: [Unit], methods: ObjectiveCMethods) {
        self.units = units
        self.methods = methods
        for (number, unit) in units.enumerated() {
            for index in unit.tokens.indices {
                if unit.tokens[index].isPunctuation("["), unit.partner[index] > index + 1 {
                    let selector = ObjectiveCMethods.selector(unit.tokens, partner: unit.partner, open: index)
                    if !selector.isEmpty { sites[selector, default: []].append((number, index)) }
                } else if let selector = Self.selectorLiteral(unit.tokens, partner: unit.partner, at: index) {
                    sites[selector, default: []].append((number, index))
                }
            }
        }
        for method in methods.bySelector.values.joined() { definitions[method.path, default: []].append(method) }
        for path in definitions.keys { definitions[path]?.sort { $0.body.lowerBound < $1.body.lowerBound } }
    }

    /// `@selector(planDidChange:)` at `index`: the selector.
    static func selectorLiteral(_ tokens: [ObjectiveCToken], partner: [Int], at index: Int) -> String? {
        guard tokens[index].isIdentifier("@selector"), index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
        else { return nil }
        return tokens[(index + 2)..<partner[index + 1]].map(\.text).joined()
    }

    /// The findings and notes for every method of the files that assigns the center's delegate late.
    mutating func check() {
        var assignments: [(method: ObjectiveCMethods.Method, start: Int, block: Root?)] = []
        for method in methods.bySelector.values.joined() {
            for start in Self.centerDelegateAssignments(in: method) {
                let block = enclosingBlock(method.tokens, partner: method.partner, index: start, in: method.body)
                var root: Root?
                if let block {
                    // In a block: only an observer's block is judged here (a permission block is reported where it is
                    // read, any other block is not followed).
                    guard let observed = observerBlock(method, block: block, depth: 0, seen: []) else { continue }
                    root = observed
                }
                assignments.append((method, start, root))
            }
        }
        var roots: [[Root]] = []
        for assignment in assignments {
            if let block = assignment.block {
                // An observer's block runs when its notification is posted, whoever registered it.
                roots.append([block])
            } else {
                roots.append(reached(assignment.method, depth: 0, seen: []))
            }
        }
        // Assigned during launch somewhere: in time, whatever else assigns it.
        guard !roots.contains(where: { $0.contains(.launch) }) else { return }
        let appKit = units.contains { unit in
            unit.tokens.contains { $0.isIdentifier("NSApplication") || $0.isIdentifier("NSApplicationDelegate") }
        }
        for (assignment, found) in zip(assignments, roots) {
            let method = assignment.method
            // Reported where they are read: an after-launch app callback itself, a permission block.
            if AppLifecycle.afterLaunchSelectors.contains(method.selector) { continue }
            let sends = method.body.contains { method.tokens[$0].isIdentifier("addNotificationRequest") }
            let late = found.compactMap { root -> String? in
                if case .late(let how) = root { return how }
                return nil
            }
            let unknown = found.compactMap { root -> String? in
                if case .unknown(let how) = root { return how }
                return nil
            }
            let place = method.location(assignment.start)
            let why = "in -\(method.selector)"
            guard sends || !late.isEmpty else { continue }
            if unknown.isEmpty && !late.isEmpty {
                let ways = Array(Set(late)).sorted().joined(separator: ", ")
                let late =
                    if assignment.block != nil {
                        "in the block of \(ways), which runs only after launch"
                    } else {
                        why + (sends ? ", which sends a notification and" : ", which") + " runs only from \(ways),"
                            + " after launch"
                    }
                facts.reportDelegateSetLate(late, appKit: appKit, objectiveC: true, at: place)
            } else {
                let ways = Array(Set(unknown)).sorted().joined(separator: "; ")
                facts.skip(
                    "the notification center's delegate is set \(why), which "
                        + (sends
                            ? "sends a notification" : "runs from \(Array(Set(late)).sorted().joined(separator: ", "))")
                        + ", and the files do not show every caller (\(ways)): check that it is also set during launch"
                        + " (\(AppLifecycle.launchMethods(appKit: appKit, objectiveC: true)))", at: place)
            }
        }
    }

    // MARK: - How a method is reached

    /// The ways `method` is reached: its callers' roots, up to ``maxDepth`` calls deep and ``maxMethods`` methods in
    /// all.
    mutating func reached(_ method: ObjectiveCMethods.Method, depth: Int, seen: Set<String>) -> [Root] {
        if Self.launchSelectors.contains(method.selector) { return [.launch] }
        if AppLifecycle.afterLaunchSelectors.contains(method.selector) { return [.late("-\(method.selector)")] }
        let returnType = method.tokens[..<method.nameIndex].suffix(3)
        if returnType.contains(where: { $0.isIdentifier("IBAction") }) {
            return [.late("-\(method.selector), a user action")]
        }
        guard depth < Self.maxDepth else { return [.unknown("more than \(Self.maxDepth) calls deep")] }
        let key = "\(method.path):\(method.nameIndex)"
        guard !seen.contains(key) else {
            cuts += 1
            return []
        }
        let memoKey = "\(key)@\(depth)"
        if let known = memo[memoKey] { return known }
        guard budget > 0 else { return [.unknown("its callers are too many to follow")] }
        budget -= 1
        let cutsBefore = cuts
        let callers = (sites[method.selector] ?? []).filter { site in
            // Not the method's own definition.
            !(units[site.unit].path == method.path && site.index >= method.nameIndex
                && site.index < method.body.lowerBound)
        }
        guard !callers.isEmpty else { return [.unknown("no caller of -\(method.selector) in the given files")] }
        var roots: [Root] = []
        for site in callers {
            roots += root(of: site, selector: method.selector, depth: depth, seen: seen.union([key]))
        }
        var unique: [Root] = []
        for root in roots where !unique.contains(root) { unique.append(root) }
        if cuts == cutsBefore { memo[memoKey] = unique }
        return unique
    }

    /// How the message or `@selector` at `site` runs the method.
    private mutating func root(
        of site: (unit: Int, index: Int), selector: String, depth: Int, seen: Set<String>
    ) -> [Root] {
        let unit = units[site.unit]
        let tokens = unit.tokens
        if tokens[site.index].isIdentifier("@selector") {
            // `[center addObserver:self selector:@selector(x:) name:N object:nil]`: runs when N is posted.
            if let open = ObjectiveCMethods.enclosing(tokens, partner: unit.partner, index: site.index),
                ObjectiveCMethods.selector(tokens, partner: unit.partner, open: open)
                    .hasPrefix("addObserver:selector:name:")
            {
                return [observed(name: argument("name", of: open, in: unit), depth: depth, seen: seen)]
            }
        }
        guard let caller = definition(containing: site.index, in: unit.path) else {
            return [.unknown("-\(selector) is sent outside any method")]
        }
        if let block = enclosingBlock(tokens, partner: unit.partner, index: site.index, in: caller.body) {
            if let observer = observerBlock(caller, block: block, depth: depth, seen: seen) { return [observer] }
            if let call = blockCall(tokens, partner: unit.partner, brace: block),
                Self.permissionCalls.contains(call.name)
            {
                return [.late("\(call.name)'s completion block")]
            }
        }
        return reached(caller, depth: depth + 1, seen: seen)
    }

    /// An observer of the notification `name` runs after launch, unless the notification is one launch posts, or the
    /// files post it during launch. The walk goes on from the posters with the caller's depth and the methods it is
    /// already in, so an observer that posts its own notification ends.
    private mutating func observed(name: String?, depth: Int, seen: Set<String>) -> Root {
        guard let name else { return .unknown("an observer of a notification computed at run time") }
        if Self.launchNotifications.contains(name) { return .launch }
        for site in sites["postNotificationName:object:", default: []]
            + sites["postNotificationName:object:userInfo:", default: []]
        {
            let unit = units[site.unit]
            // A message, not `@selector(postNotificationName:object:)`.
            guard unit.tokens[site.index].isPunctuation("["),
                argument("postNotificationName", of: site.index, in: unit) == name,
                let poster = definition(containing: site.index, in: unit.path)
            else { continue }
            if reached(poster, depth: depth + 1, seen: seen).contains(.launch) { return .launch }
        }
        return .late("an observer of \(name)")
    }

    /// The block at `block` when it is `addObserverForName:object:queue:usingBlock:`'s: how it is run.
    private mutating func observerBlock(
        _ method: ObjectiveCMethods.Method, block: Int, depth: Int, seen: Set<String>
    ) -> Root? {
        let unit = (path: method.path, tokens: method.tokens, partner: method.partner)
        guard let call = blockCall(method.tokens, partner: method.partner, brace: block),
            call.selector.hasPrefix("addObserverForName:")
        else { return nil }
        return observed(name: argument("addObserverForName", of: call.open, in: unit), depth: depth, seen: seen)
    }

    /// The tokens of the argument of selector part `part` of the message at `open`, as written (one name); `nil` when
    /// `open` is no message's `[`.
    private func argument(_ part: String, of open: Int, in unit: Unit) -> String? {
        let tokens = unit.tokens
        guard open < tokens.count, tokens[open].isPunctuation("["), unit.partner[open] > open else { return nil }
        guard
            let index = ((open + 1)..<unit.partner[open]).first(where: {
                tokens[$0].isIdentifier(part) && $0 + 1 < tokens.count && tokens[$0 + 1].isPunctuation(":")
            }), index + 3 < tokens.count
        else { return nil }
        let value = tokens[index + 2]
        let next = tokens[index + 3]
        guard value.kind == .identifier || value.kind == .string,
            next.isPunctuation("]")
                || (next.kind == .identifier && index + 4 < tokens.count && tokens[index + 4].isPunctuation(":"))
        else { return nil }
        return value.text
    }

    /// The method of the file at `path` whose body holds `index`.
    private func definition(containing index: Int, in path: String) -> ObjectiveCMethods.Method? {
        guard let methods = definitions[path] else { return nil }
        // The last method whose body starts at or before `index`.
        var low = 0
        var high = methods.count
        while low < high {
            let middle = (low + high) / 2
            if methods[middle].body.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, methods[low - 1].body.contains(index) else { return nil }
        return methods[low - 1]
    }

    /// The `{` of the innermost block literal around `index` inside `body`.
    func enclosingBlock(_ tokens: [ObjectiveCToken], partner: [Int], index: Int, in body: Range<Int>) -> Int? {
        var inner = index
        while let brace = ObjectiveCMethods.enclosing(
            tokens, partner: partner, index: inner,
            where: {
                $0.isPunctuation("{")
            }), brace >= body.lowerBound
        {
            if ObjectiveCAsyncWork.isBlockLiteral(tokens, partner: partner, brace: brace) { return brace }
            inner = brace
        }
        return nil
    }

    /// The message a block literal is an argument of: its `[`, its selector, and its first selector part.
    private func blockCall(
        _ tokens: [ObjectiveCToken], partner: [Int], brace: Int
    ) -> (open: Int, selector: String, name: String)? {
        guard
            let open = ObjectiveCMethods.enclosing(
                tokens, partner: partner, index: brace,
                where: {
                    $0.isPunctuation("[") || $0.isPunctuation("(")
                }), tokens[open].isPunctuation("[")
        else { return nil }
        let selector = ObjectiveCMethods.selector(tokens, partner: partner, open: open)
        return (open, selector, String(selector.prefix { $0 != ":" }))
    }

    // MARK: - The assignments

    /// Where `method` assigns the notification center's delegate (`[UNUserNotificationCenter
    /// currentNotificationCenter].delegate = …`, `center.delegate = …` for a `UNUserNotificationCenter *center`,
    /// `[center setDelegate:…]`): each statement's first token.
    static func centerDelegateAssignments(in method: ObjectiveCMethods.Method) -> [Int] {
        let tokens = method.tokens
        let centers = Set(
            method.body.filter { index in
                index >= 2 && tokens[index - 1].isPunctuation("*")
                    && tokens[index - 2].isIdentifier("UNUserNotificationCenter")
            }.map { tokens[$0].text })
        var starts: [Int] = []
        for inner in method.body {
            let isProperty =
                tokens[inner].isIdentifier("delegate") && inner + 1 < tokens.count
                && tokens[inner + 1].isPunctuation("=") && tokens[inner - 1].isPunctuation(".")
            let isSetter =
                tokens[inner].isIdentifier("setDelegate")
                && (tokens[inner - 1].kind == .identifier || tokens[inner - 1].isPunctuation("]"))
            guard isProperty || isSetter else { continue }
            var start = inner
            while start > method.body.lowerBound, !tokens[start - 1].isPunctuation(";"),
                !tokens[start - 1].isPunctuation("{"), !tokens[start - 1].isPunctuation("}")
            {
                start -= 1
            }
            let statement = tokens[start...].prefix { !$0.isPunctuation(";") }
            guard
                statement.contains(where: { $0.isIdentifier("currentNotificationCenter") })
                    || statement.prefix(2).contains(where: { centers.contains($0.text) })
            else { continue }
            starts.append(start)
        }
        return starts
    }
}
