import CYAML

/// The baseline: libyaml's own event loop over `bytes`, building nothing. It uses no code of Actionable, so the
/// ratio load / scan is what Actionable adds to reading the YAML at all.
enum LibYAMLScan {
    /// The number of events, or `nil` when libyaml reports an error.
    static func events(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        if let base = bytes.baseAddress {
            yaml_parser_set_input_string(&parser, base, bytes.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        var event = yaml_event_t()
        var count = 0
        while yaml_parser_parse(&parser, &event) == 1 {
            count += 1
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if done { return count }
        }
        return nil
    }
}
