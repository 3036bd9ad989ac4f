import Foundation

extension PlistNode {
    /// A binary plist (`bplist00`) read with `PropertyListSerialization`. The format keeps no positions and a
    /// dictionary comes back as an `NSDictionary`, so every node is at line 1, column 1 and keys are sorted: the
    /// document's order is not known (the importer says so).
    static func binary(_ bytes: [UInt8], file: String) -> PlistNode? {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        else { return nil }
        return node(object, location: ImportLocation(file: file, line: 1, column: 1), depth: 0)
    }

    private static func node(_ object: Any, location: ImportLocation, depth: Int) -> PlistNode? {
        guard depth <= XMLPlistReader.maximumDepth else { return nil }
        switch object {
        case let string as String:
            return PlistNode(value: .string(string), location: location)
        case let dictionary as [String: Any]:
            var entries: [Entry] = []
            for key in dictionary.keys.sorted() {
                guard let value = dictionary[key], let child = node(value, location: location, depth: depth + 1)
                else { return nil }
                entries.append(Entry(key: key, keyLocation: location, value: child))
            }
            return PlistNode(value: .dictionary(entries), location: location)
        case let array as [Any]:
            var elements: [PlistNode] = []
            for value in array {
                guard let child = node(value, location: location, depth: depth + 1) else { return nil }
                elements.append(child)
            }
            return PlistNode(value: .array(elements), location: location)
        case is Date:
            return PlistNode(value: .date("\(object)"), location: location)
        case is Data:
            return PlistNode(value: .data, location: location)
        case let number as NSNumber:
            // A plist boolean comes back as a `Bool` (Linux) or a CFBoolean (Darwin), both of Objective-C type `c`;
            // the integers 0 and 1 are `i` or `q`.
            switch String(cString: number.objCType) {
            case "c", "B": return PlistNode(value: .bool(number.boolValue), location: location)
            case "f", "d": return PlistNode(value: .real("\(number.doubleValue)"), location: location)
            default: return PlistNode(value: .integer("\(number)"), location: location)
            }
        default:
            return nil
        }
    }
}
