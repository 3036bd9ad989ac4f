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
        var stream = YAMLEventStream(bytes, file: file, limits: limits)
        var builder = TreeBuilder(file: file)
        while true {
            let event = stream.next()
            if event.kind == .finished { break }
            builder.consume(event)
        }
        return YAMLReadResult(
            root: stream.failed ? nil : builder.root,
            problems: stream.finalProblems,
            isEmpty: stream.isEmpty
        )
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
    private struct Frame {
        let isMapping: Bool
        let tag: String?
        let location: SourceLocation
        var entries: [YAMLMapping.Entry] = []
        var elements: [YAMLNode] = []
        var pendingKey: YAMLNode?
    }

    let file: String
    private var stack: [Frame] = []
    private(set) var root: YAMLNode?

    init(file: String) {
        self.file = file
    }

    mutating func consume(_ event: YAMLEvent) {
        switch event.kind {
        case .scalar:
            append(
                .scalar(
                    YAMLScalar(
                        value: event.string, style: event.style, tag: event.tag, location: event.mark.location(in: file)
                    )))
        case .mappingStart, .sequenceStart:
            stack.append(
                Frame(isMapping: event.kind == .mappingStart, tag: event.tag, location: event.mark.location(in: file)))
        case .end:
            guard let frame = stack.popLast() else { return }
            if frame.isMapping {
                append(.mapping(YAMLMapping(entries: frame.entries, tag: frame.tag, location: frame.location)))
            } else {
                append(.sequence(YAMLSequence(elements: frame.elements, tag: frame.tag, location: frame.location)))
            }
        case .alias:
            append(.alias(name: event.string, location: event.mark.location(in: file)))
        case .finished:
            break
        }
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
