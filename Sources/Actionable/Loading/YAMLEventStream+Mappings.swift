import ActionableYAML

/// What the next step through a mapping's keys found (see ``YAMLEventStream/nextKey(from:)``).
enum MappingKeyStep {
    /// The current event is a scalar key (its tag not yet looked at); its value follows.
    case key
    /// The mapping's end, consumed; or the end of the stream.
    case end
    /// A key that is a mapping (`true`) or a list, at `mark`, skipped with its value: the reader reports it.
    case collectionKey(isMapping: Bool, mark: YAMLMark)
}

extension YAMLEventStream {
    /// Moves `event` through a mapping being read to its next scalar key, the one step every reader of a mapping
    /// shares (the category decoder, the configuration reader). Keys that are aliases are skipped with their
    /// values (the stream reports aliases itself); keys that are collections are skipped and returned for the
    /// reader to report in its own words. It lives in this module, beside its two callers, so the optimizer can
    /// inline it into the decoder's read loop (in ActionableYAML it cost the whole load about 5%).
    mutating func nextKey(from event: inout YAMLEvent) -> MappingKeyStep {
        while true {
            switch event.kind {
            case .end:
                event = next()
                return .end
            case .finished:
                return .end
            case .alias:
                event = skip(from: event)
                event = skip(from: event)
            case .mappingStart, .sequenceStart:
                let step = MappingKeyStep.collectionKey(isMapping: event.kind == .mappingStart, mark: event.mark)
                event = skip(from: event)
                event = skip(from: event)
                return step
            case .scalar:
                return .key
            }
        }
    }
}

extension YAMLEvent {
    /// Whether this key is YAML's merge key `<<`, which the stream reports as `alias-not-allowed`; readers skip it
    /// with its value.
    var isMergeKey: Bool { style == .plain && scalarEquals("<<") }
}
