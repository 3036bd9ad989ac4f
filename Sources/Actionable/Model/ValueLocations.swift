/// Where each key written in a category's or action's mapping has its value, by YAML key (`"title"`,
/// `"activation"`, …). Keys the file does not write have no location.
///
/// Each entry is packed into 8 bytes (key number, line, column) and the file is kept once: a registry of ten
/// thousand categories holds a hundred thousand of these.
public struct ValueLocations: Sendable, Hashable {
    /// Every key a location can be kept for; an entry stores its index here.
    static let knownKeys: [String] = {
        var keys: [String] = []
        for key in Schema.categoryKeys + Schema.actionKeys where !keys.contains(key) { keys.append(key) }
        return keys
    }()

    public let file: String
    /// Key index in bits 56–63, line in bits 32–55, column in bits 0–31.
    private var entries: [UInt64]

    init(file: String, capacity: Int = 0) {
        self.file = file
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// Locations from explicit values, for models built in code. Keys outside the schema are ignored.
    public init(_ locations: [String: SourceLocation]) {
        file = locations.values.first?.file ?? ""
        entries = []
        for (key, location) in locations.sorted(by: { $0.key < $1.key }) {
            guard let index = Self.knownKeys.firstIndex(of: key) else { continue }
            append(index, line: Int32(clamping: location.line), column: Int32(clamping: location.column))
        }
    }

    /// Records the location of the value of `Self.knownKeys[keyIndex]`.
    mutating func append(_ keyIndex: Int, line: Int32, column: Int32) {
        let line = UInt64(UInt32(bitPattern: line) & 0xFF_FFFF)
        entries.append(UInt64(keyIndex) << 56 | line << 32 | UInt64(UInt32(bitPattern: column)))
    }

    /// The location of `key`'s value, or `nil` when the file does not write the key.
    public subscript(key: String) -> SourceLocation? {
        guard let index = Self.knownKeys.firstIndex(of: key),
            let entry = entries.first(where: { Int($0 >> 56) == index })
        else { return nil }
        return SourceLocation(file: file, line: Int(entry >> 32 & 0xFF_FFFF), column: Int(entry & 0xFFFF_FFFF))
    }

    /// The keys written, in file order.
    public var keys: [String] { entries.map { Self.knownKeys[Int($0 >> 56)] } }
}
