internal import CLibYAML

/// Reads a YAML stream with the system libyaml's event API into ``YAMLNode``s that carry their source location.
///
/// The reader is deliberately strict about what it builds, because category files are reviewed by people and read
/// by services: only the first document is read, nesting is bounded, and anchors, aliases and merge keys are
/// reported (never expanded, so an alias bomb costs nothing). It never throws: every problem is returned as a
/// ``YAMLProblem`` with a location.
public struct YAMLReader: Sendable {
    /// Bounds that keep hostile input cheap.
    public struct Limits: Sendable {
        /// The deepest nesting of mappings and sequences read; a category file needs 6.
        public var maxDepth: Int
        /// At most this many anchor and alias problems are reported per stream; the rest are counted in one.
        public var maxAliasProblems: Int

        public init(maxDepth: Int = 64, maxAliasProblems: Int = 20) {
            self.maxDepth = maxDepth
            self.maxAliasProblems = maxAliasProblems
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads `bytes` (the whole file) and names locations after `file`.
    public func read(_ bytes: [UInt8], file: String) -> YAMLReadResult {
        bytes.withUnsafeBufferPointer { read($0, file: file) }
    }

    /// Reads `bytes` (the whole file) and names locations after `file`.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> YAMLReadResult {
        var builder = TreeBuilder(file: file, limits: limits)
        let parser = LibYAMLParser(input: bytes)
        guard parser.isValid else {
            return YAMLReadResult(
                root: nil,
                problems: [YAMLProblem(kind: .syntax, message: "libyaml could not start a parser (out of memory)", location: SourceLocation(file: file, line: 1, column: 1))],
                isEmpty: false
            )
        }
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        while true {
            guard parser.next(event) else {
                builder.fail(parser.problem(file: file))
                break
            }
            let step = builder.consume(event.pointee)
            yaml_event_delete(event)
            if step == .stop { break }
        }
        return builder.result()
    }

    /// Parses every event of `bytes` and builds nothing: the cost of libyaml alone, the baseline that
    /// benchmarks compare loading against.
    /// - Returns: the number of events, or `nil` when libyaml reported an error.
    public static func scanEvents(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let parser = LibYAMLParser(input: bytes)
        guard parser.isValid else { return nil }
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        var count = 0
        while parser.next(event) {
            count += 1
            let done = event.pointee.type == YAML_STREAM_END_EVENT
            yaml_event_delete(event)
            if done { return count }
        }
        return nil
    }
}

/// Turns the event stream into nodes with an explicit stack, so no input can overflow the call stack.
private struct TreeBuilder {
    enum Step { case proceed, stop }

    private struct Frame {
        let isMapping: Bool
        let tag: String?
        let location: SourceLocation
        var entries: [YAMLMapping.Entry] = []
        var elements: [YAMLNode] = []
        var pendingKey: YAMLNode?
    }

    let file: String
    let limits: YAMLReader.Limits
    private var stack: [Frame] = []
    private var root: YAMLNode?
    private var problems: [YAMLProblem] = []
    private var documents = 0
    private var failed = false
    private var aliasProblems = 0

    init(file: String, limits: YAMLReader.Limits) {
        self.file = file
        self.limits = limits
    }

    mutating func fail(_ problem: YAMLProblem) {
        failed = true
        problems.append(problem)
    }

    func result() -> YAMLReadResult {
        if aliasProblems > limits.maxAliasProblems, let first = problems.first(where: { $0.kind == .aliasNotAllowed }) {
            var all = problems
            all.append(YAMLProblem(
                kind: .aliasNotAllowed,
                message: "\(aliasProblems - limits.maxAliasProblems) more anchors, aliases or merge keys in this file are not listed",
                location: first.location
            ))
            return YAMLReadResult(root: failed ? nil : root, problems: all, isEmpty: false)
        }
        return YAMLReadResult(root: failed ? nil : root, problems: problems, isEmpty: documents == 0 && !failed)
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private mutating func reportAlias(_ message: String, at location: SourceLocation) {
        aliasProblems += 1
        if aliasProblems <= limits.maxAliasProblems {
            problems.append(YAMLProblem(kind: .aliasNotAllowed, message: message, location: location))
        }
    }

    private mutating func checkAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) {
        guard let anchor else { return }
        let name = String(cString: anchor)
        reportAlias(
            "anchor '&\(name)' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
            at: location
        )
    }

    mutating func consume(_ event: yaml_event_t) -> Step {
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let location = location(event.start_mark)
            checkAnchor(scalar.anchor, at: location)
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style: ScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let tag = scalar.tag.map { String(cString: $0) }
            if style == .plain, value == "<<", let top = stack.last, top.isMapping, top.pendingKey == nil {
                reportAlias(
                    "merge key '<<' is not allowed: it copies entries reviewers cannot see; write the entries out in full",
                    at: location
                )
            }
            append(.scalar(YAMLScalar(value: value, style: style, tag: tag, location: location)))
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let location = location(event.start_mark)
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            checkAnchor(anchor, at: location)
            guard stack.count < limits.maxDepth else {
                fail(YAMLProblem(
                    kind: .nestingTooDeep,
                    message: "mappings and lists nest deeper than \(limits.maxDepth) levels here; a category file needs at most 6, so reading stopped",
                    location: location
                ))
                return .stop
            }
            stack.append(Frame(isMapping: isMapping, tag: tag.map { String(cString: $0) }, location: location))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let frame = stack.popLast() else { return .proceed }
            if frame.isMapping {
                append(.mapping(YAMLMapping(entries: frame.entries, tag: frame.tag, location: frame.location)))
            } else {
                append(.sequence(YAMLSequence(elements: frame.elements, tag: frame.tag, location: frame.location)))
            }
        case YAML_ALIAS_EVENT:
            let location = location(event.start_mark)
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            reportAlias(
                "alias '*\(name)' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
                at: location
            )
            append(.alias(name: name, location: location))
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                problems.append(YAMLProblem(
                    kind: .multipleDocuments,
                    message: "this file holds more than one YAML document; only the first is read: move this document into a file of its own",
                    location: location(event.start_mark)
                ))
                return .stop
            }
        case YAML_STREAM_END_EVENT:
            return .stop
        default:
            break
        }
        return .proceed
    }

    private mutating func append(_ node: YAMLNode) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        if stack[top].isMapping {
            if let key = stack[top].pendingKey {
                stack[top].entries.append(YAMLMapping.Entry(key: key, value: node))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node
            }
        } else {
            stack[top].elements.append(node)
        }
    }
}
