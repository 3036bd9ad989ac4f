internal import CLibYAML

/// A 1-based line and column, without the file: what a stream hands out per event. ``SourceLocation`` adds the
/// file where a location is kept.
package struct YAMLMark: Sendable, Hashable {
    package let line: Int32
    package let column: Int32

    @inline(__always)
    init(_ mark: yaml_mark_t) {
        // libyaml's marks are 0-based; this is the one place where 1 is added.
        line = Int32(truncatingIfNeeded: mark.line + 1)
        column = Int32(truncatingIfNeeded: mark.column + 1)
    }

    package init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    /// A placeholder for "no mark" (no real mark has line 0).
    package static let zero = YAMLMark(line: 0, column: 0)

    /// The mark as a location in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    /// The mark as a location in `file`, sharing its path with the file's other locations: what models keep.
    @inline(__always)
    package func location(in file: SourceLocation.FilePath) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}

/// One node-level event of a ``YAMLEventStream``.
package struct YAMLEvent {
    package enum Kind: Sendable, Hashable {
        case scalar
        case mappingStart
        case sequenceStart
        /// The end of the innermost open mapping or sequence.
        case end
        /// An alias (`*name`); already reported as a problem, never expanded.
        case alias
        /// No more nodes: the first document ended, or reading stopped on a problem.
        case finished
    }

    package var kind: Kind
    package var mark: YAMLMark
    package var style: ScalarStyle
    /// The node's explicit tag (`tag:yaml.org,2002:str` for `!!str`), or `nil`: nearly always.
    package var tag: String?
    /// A scalar's UTF-8 bytes. They belong to the stream and are valid only until the next call to
    /// ``YAMLEventStream/next()``: copy what you keep.
    package var bytes: UnsafeBufferPointer<UInt8>

    static var finished: YAMLEvent {
        YAMLEvent(
            kind: .finished, mark: YAMLMark(line: 1, column: 1), style: .plain, tag: nil,
            bytes: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The scalar's text as a new string.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// What the scalar means under the YAML 1.2 core schema.
    package var resolvedKind: ResolvedScalarKind { ResolvedScalarKind.resolve(bytes, style: style) }

    /// Whether the scalar's bytes are exactly `literal`'s.
    @inline(__always)
    package func scalarEquals(_ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount
            && bytes.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

/// A pull parser over the system libyaml's event API: the first document's nodes, one event at a time, with
/// 1-based marks and no intermediate tree.
///
/// It applies the reading policy every consumer shares: anchors, aliases and merge keys are reported (never
/// expanded), nesting is bounded, only the first document is read, and libyaml's errors become located problems.
/// The loader decodes models straight from events, which is much cheaper than building a node tree first.
package struct YAMLEventStream: ~Copyable {
    package let file: String
    package let limits: YAMLLimits
    /// Every problem found so far.
    package private(set) var problems: [YAMLProblem] = []
    /// Whether the stream held no document at all (known once ``next()`` has returned `.finished`).
    package private(set) var isEmpty = false
    /// Whether reading stopped on a syntax, encoding or nesting problem; the events before it were real.
    package private(set) var failed = false

    private let parser: LibYAMLParser
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var holdsEvent = false
    private var documents = 0
    private var done = false
    private var aliasProblems = 0
    /// One entry per open collection: a sequence, a mapping whose next node is a key, or one whose next is a value.
    private var open: [Collection] = []

    private enum Collection: UInt8 {
        case sequence
        case mappingKey
        case mappingValue
    }

    /// A stream over `bytes`, which must stay valid and unchanged while the stream is used.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits = YAMLLimits()) {
        self.file = file
        self.limits = limits
        parser = LibYAMLParser(input: bytes)
        open.reserveCapacity(8)
        if !parser.isValid {
            fail(
                YAMLProblem(
                    kind: .syntax, message: "libyaml could not start a parser (out of memory)",
                    location: SourceLocation(file: file, line: 1, column: 1)))
        }
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        event.deallocate()
    }

    /// The number of collections open at the current event.
    package var depth: Int { open.count }

    /// The next node-level event. After `.finished` it keeps returning `.finished`.
    package mutating func next() -> YAMLEvent {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        while !done {
            guard parser.next(event) else {
                fail(parser.problem(file: file))
                break
            }
            holdsEvent = true
            let raw = event.pointee
            switch raw.type {
            case YAML_SCALAR_EVENT:
                let scalar = raw.data.scalar
                let mark = parser.mark(raw.start_mark)
                if let anchor = scalar.anchor { reportAnchor(anchor, at: mark) }
                let style: ScalarStyle
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: style = .literal
                case YAML_FOLDED_SCALAR_STYLE: style = .folded
                default: style = .plain
                }
                let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                if style == .plain, open.last == .mappingKey, bytes.count == 2, bytes[0] == 0x3C, bytes[1] == 0x3C {
                    reportAlias(
                        "merge key '<<' is not allowed: it copies entries reviewers cannot see; write the entries out in full",
                        at: mark)
                }
                nodeDone()
                return YAMLEvent(
                    kind: .scalar, mark: mark, style: style, tag: scalar.tag.map { String(cString: $0) }, bytes: bytes)
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                let mapping = raw.type == YAML_MAPPING_START_EVENT
                let mark = parser.mark(raw.start_mark)
                let anchor = mapping ? raw.data.mapping_start.anchor : raw.data.sequence_start.anchor
                let tag = mapping ? raw.data.mapping_start.tag : raw.data.sequence_start.tag
                if let anchor { reportAnchor(anchor, at: mark) }
                guard open.count < limits.maxDepth else {
                    fail(
                        YAMLProblem(
                            kind: .nestingTooDeep,
                            message:
                                "mappings and lists nest deeper than \(limits.maxDepth) levels here; a category file needs at most 6, so reading stopped",
                            location: mark.location(in: file)
                        ))
                    return .finished
                }
                open.append(mapping ? .mappingKey : .sequence)
                return YAMLEvent(
                    kind: mapping ? .mappingStart : .sequenceStart, mark: mark, style: .plain,
                    tag: tag.map { String(cString: $0) }, bytes: UnsafeBufferPointer(start: nil, count: 0))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                open.removeLast()
                nodeDone()
                return YAMLEvent(
                    kind: .end, mark: parser.mark(raw.start_mark), style: .plain, tag: nil,
                    bytes: UnsafeBufferPointer(start: nil, count: 0))
            case YAML_ALIAS_EVENT:
                let mark = parser.mark(raw.start_mark)
                let anchor = raw.data.alias.anchor
                var length = 0
                while let anchor, anchor[length] != 0 { length += 1 }
                let name = UnsafeBufferPointer(start: anchor, count: length)
                reportAlias(
                    "alias '*\(String(decoding: name, as: UTF8.self))' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
                    at: mark)
                nodeDone()
                // An alias's bytes are its anchor's name.
                return YAMLEvent(kind: .alias, mark: mark, style: .plain, tag: nil, bytes: name)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    problems.append(
                        YAMLProblem(
                            kind: .multipleDocuments,
                            message:
                                "this file holds more than one YAML document; only the first is read: move this document into a file of its own",
                            location: parser.mark(raw.start_mark).location(in: file)
                        ))
                    done = true
                }
            case YAML_DOCUMENT_END_EVENT where open.isEmpty:
                // Keep reading: a second document is reported, and syntax errors after the first still count.
                continue
            case YAML_STREAM_END_EVENT:
                done = true
                isEmpty = documents == 0
            default:
                continue
            }
        }
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        return .finished
    }

    /// A node ended: in a mapping, a key is followed by a value and a value by a key.
    @inline(__always)
    private mutating func nodeDone() {
        guard let last = open.last, last != .sequence else { return }
        open[open.count - 1] = last == .mappingKey ? .mappingValue : .mappingKey
    }

    private mutating func fail(_ problem: YAMLProblem) {
        failed = true
        done = true
        problems.append(problem)
    }

    private mutating func reportAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>, at mark: YAMLMark) {
        let name = String(cString: anchor)
        reportAlias(
            "anchor '&\(name)' is not allowed: anchors, aliases and merge keys hide what reviewers read and invite alias bombs; write the value out in full",
            at: mark)
    }

    private mutating func reportAlias(_ message: String, at mark: YAMLMark) {
        aliasProblems += 1
        if aliasProblems <= limits.maxAliasProblems {
            problems.append(YAMLProblem(kind: .aliasNotAllowed, message: message, location: mark.location(in: file)))
        }
    }

    /// Every problem, ending with a count of the anchors and aliases past ``YAMLLimits/maxAliasProblems``.
    package var finalProblems: [YAMLProblem] {
        guard aliasProblems > limits.maxAliasProblems,
            let first = problems.first(where: { $0.kind == .aliasNotAllowed })
        else { return problems }
        var result = problems
        result.append(
            YAMLProblem(
                kind: .aliasNotAllowed,
                message:
                    "\(aliasProblems - limits.maxAliasProblems) more anchors, aliases or merge keys in this file are not listed",
                location: first.location
            ))
        return result
    }
}
