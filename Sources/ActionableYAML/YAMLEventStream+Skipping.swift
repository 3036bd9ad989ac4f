extension YAMLEventStream {
    /// Consumes the node that starts at `event`, however deep (the stream bounds the depth), and returns the event
    /// after it. At the end of a collection or of the stream there is no node: `event` is returned unchanged.
    package mutating func skip(from event: YAMLEvent) -> YAMLEvent {
        var event = event
        switch event.kind {
        case .mappingStart, .sequenceStart:
            var depth = 0
            repeat {
                switch event.kind {
                case .mappingStart, .sequenceStart: depth += 1
                case .end: depth -= 1
                case .finished: return event
                default: break
                }
                event = next()
            } while depth > 0
            return event
        case .scalar, .alias:
            return next()
        case .end, .finished:
            return event
        }
    }
}

extension YAMLEvent {
    /// What a message says was found at this event: "a mapping", "a list", "an empty value (null)" or
    /// "an integer ('3')" (the value quoted by `quote`, which bounds and escapes it).
    package func foundDescription(quote: (String) -> String) -> String {
        switch kind {
        case .mappingStart: "a mapping"
        case .sequenceStart: "a list"
        case .scalar:
            resolvedKind == .null ? resolvedKind.description : "\(resolvedKind) ('\(quote(string))')"
        case .alias: "an alias"
        case .end, .finished: "nothing"
        }
    }

    /// The event's tag as written: libyaml expands `!!str` to `tag:yaml.org,2002:str`.
    package var tagAsWritten: String? {
        guard let tag else { return nil }
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}
