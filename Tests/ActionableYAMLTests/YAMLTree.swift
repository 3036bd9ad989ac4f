import ActionableYAML

// A tree of located nodes built from ``YAMLEventStream``: the loader decodes events straight into models and needs
// no tree, so the tree lives here, where it lets the tests state what the stream produced in a readable shape.

/// Reads a whole stream into nodes (test helper).
struct YAMLReader {
    var limits: YAMLLimits

    init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    func read(_ bytes: [UInt8], file: String) -> YAMLReadResult {
        bytes.withUnsafeBufferPointer { buffer in
            var stream = YAMLEventStream(buffer, file: file, limits: limits)
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
    }
}

/// What `YAMLReader` made of one stream: the first document's root (or `nil` when the stream holds no
/// document or could not be read) and every problem it found.
struct YAMLReadResult: Sendable {
    let root: YAMLNode?
    let problems: [YAMLProblem]
    /// Whether the stream holds no document at all (an empty file, or only comments).
    let isEmpty: Bool
}

/// A scalar with its text, style and place in the file.
struct YAMLScalar: Sendable, Hashable {
    let value: String
    let style: ScalarStyle
    /// An explicit tag (`!!str`, `!custom`), expanded as libyaml reports it; `nil` when none was written.
    let tag: String?
    let location: SourceLocation

    init(value: String, style: ScalarStyle = .plain, tag: String? = nil, location: SourceLocation) {
        self.value = value
        self.style = style
        self.tag = tag
        self.location = location
    }
}

/// A block or flow mapping. Entries keep the file's order and every key, duplicates included:
/// libyaml does not reject duplicate keys, so the loader can report them where they are.
struct YAMLMapping: Sendable {
    struct Entry: Sendable {
        let key: YAMLNode
        let value: YAMLNode
    }

    let entries: [Entry]
    let tag: String?
    let location: SourceLocation
}

/// A block or flow sequence.
struct YAMLSequence: Sendable {
    let elements: [YAMLNode]
    let tag: String?
    let location: SourceLocation
}

/// One node of a YAML document, with its source location.
enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)
    /// An alias (`*name`). It is never expanded: expanding invites alias bombs. The reader reports it.
    case alias(name: String, location: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(let mapping): mapping.location
        case .sequence(let sequence): sequence.location
        case .alias(_, let location): location
        }
    }

    var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .mapping(let mapping): mapping.tag
        case .sequence(let sequence): sequence.tag
        case .alias: nil
        }
    }

    /// A word for the node's kind, for messages: "a mapping", "a list", "a string".
    var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.resolvedKind.description
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

extension YAMLScalar {
    /// The scalar's kind by the YAML 1.2 core schema (see ``ResolvedScalarKind/resolve(_:style:)``).
    var resolvedKind: ResolvedScalarKind {
        var value = value
        return value.withUTF8 { ResolvedScalarKind.resolve($0, style: style) }
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
