/// How a scalar was written. Plain scalars are resolved by the YAML 1.2 core schema (`3` is an integer,
/// `true` a boolean); quoted and block scalars are always strings.
public enum ScalarStyle: Sendable, Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    /// Whether the scalar can only be a string (anything but plain).
    public var isQuoted: Bool { self != .plain }
}

/// A scalar with its text, style and place in the file.
public struct YAMLScalar: Sendable, Hashable {
    public let value: String
    public let style: ScalarStyle
    /// An explicit tag (`!!str`, `!custom`), expanded as libyaml reports it; `nil` when none was written.
    public let tag: String?
    public let location: SourceLocation

    public init(value: String, style: ScalarStyle = .plain, tag: String? = nil, location: SourceLocation) {
        self.value = value
        self.style = style
        self.tag = tag
        self.location = location
    }
}

/// A block or flow mapping. Entries keep the file's order and every key, duplicates included:
/// libyaml does not reject duplicate keys, so the loader can report them where they are.
public struct YAMLMapping: Sendable {
    public struct Entry: Sendable {
        public let key: YAMLNode
        public let value: YAMLNode
    }

    public let entries: [Entry]
    public let tag: String?
    public let location: SourceLocation
}

/// A block or flow sequence.
public struct YAMLSequence: Sendable {
    public let elements: [YAMLNode]
    public let tag: String?
    public let location: SourceLocation
}

/// One node of a YAML document, with its source location.
public enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)
    /// An alias (`*name`). It is never expanded: expanding invites alias bombs. The reader reports it.
    case alias(name: String, location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(let mapping): mapping.location
        case .sequence(let sequence): sequence.location
        case .alias(_, let location): location
        }
    }

    public var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .mapping(let mapping): mapping.tag
        case .sequence(let sequence): sequence.tag
        case .alias: nil
        }
    }

    /// A word for the node's kind, for messages: "a mapping", "a list", "a string".
    public var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.resolvedKind.description
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
