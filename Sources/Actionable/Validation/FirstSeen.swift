/// Remembers where each name was first seen, to report repeats: a short list while there are few names (a mapping's
/// keys, a category's actions — hashing costs more than comparing a handful), a dictionary once there are many, so a
/// hostile file with a hundred thousand actions stays linear.
struct FirstSeen {
    private static let listLimit = 16
    private var list: [(name: String, location: SourceLocation)] = []
    private var index: [String: SourceLocation]?

    /// Forgets every name, keeping the list's storage for reuse.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        index = nil
    }

    /// Records `name` at `location`, or returns where it was first seen.
    mutating func insert(_ name: String, at location: SourceLocation) -> SourceLocation? {
        if index == nil {
            if let first = list.first(where: { $0.name == name }) { return first.location }
            list.append((name, location))
            if list.count > Self.listLimit {
                index = Dictionary(list.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
                list = []
            }
            return nil
        }
        if let first = index?[name] { return first }
        index?[name] = location
        return nil
    }
}
