/// A property-list value with where it starts, and a dictionary's entries in document order: what the plist importer
/// needs and `NSDictionary` loses (an app's categories come back in the order it wrote them, and every diagnostic
/// points at the element).
struct PlistNode: Sendable, Hashable {
    /// One `<key>` and its value.
    struct Entry: Sendable, Hashable {
        var key: String
        /// Where the `<key>` element starts.
        var keyLocation: ImportLocation
        var value: PlistNode
    }

    indirect enum Value: Sendable, Hashable {
        case string(String)
        case bool(Bool)
        /// The text as written (an `<integer>` may be larger than `Int`).
        case integer(String)
        case real(String)
        case date(String)
        case data
        case array([PlistNode])
        case dictionary([Entry])
    }

    var value: Value
    /// Where the element starts (its `<`).
    var location: ImportLocation

    /// The element's name, for messages: "a string", "an array".
    var kind: String {
        switch value {
        case .string: "a string"
        case .bool(let value): value ? "<true/>" : "<false/>"
        case .integer(let text): "the integer \(text)"
        case .real(let text): "the real \(text)"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
