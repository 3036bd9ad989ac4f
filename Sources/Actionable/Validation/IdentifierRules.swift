/// The rules an identifier (category, action) must follow, in one place so the documentation, the loader and the
/// tests agree.
///
/// An identifier is 1 to 128 Unicode scalars, none of which is whitespace (Unicode `White_Space`) or a control,
/// format, line-separator or paragraph-separator character (general categories Cc, Cf, Zl, Zp). It must not start
/// with `com.apple.` in any letter case: iOS uses that prefix for `UNNotificationDefaultActionIdentifier` and
/// `UNNotificationDismissActionIdentifier`.
public enum IdentifierRules {
    /// The most Unicode scalars an identifier may have.
    public static let maxLength = 128
    /// The prefix no identifier may start with, in any letter case: iOS's own identifiers use it.
    public static let reservedPrefix = "com.apple."

    /// What is wrong with `identifier`, as the end of a sentence ("is empty"), or `nil` when it is valid.
    public static func problem(with identifier: String) -> String? {
        if identifier.isEmpty { return "is empty" }
        // Printable ASCII without the space — nearly every identifier — needs no Unicode tables.
        let utf8 = identifier.utf8
        if utf8.count <= maxLength,
            utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 > 0x20 && $0 < 0x7F } })
                ?? utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        {
            return nil
        }
        var count = 0
        for scalar in identifier.unicodeScalars {
            count += 1
            if scalar.properties.isWhitespace {
                return "contains whitespace (\(describe(scalar)) at position \(count))"
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return "contains an invisible control character (\(describe(scalar)) at position \(count))"
            default:
                break
            }
        }
        if count > maxLength { return "is \(count) characters long; the limit is \(maxLength)" }
        return nil
    }

    /// Whether `identifier` uses the prefix iOS reserves.
    public static func isReserved(_ identifier: String) -> Bool {
        // Compared byte by byte, folding ASCII case, so the common case allocates nothing.
        let prefix = reservedPrefix.utf8
        let utf8 = identifier.utf8
        guard utf8.count >= prefix.count else { return false }
        return zip(utf8, prefix).allSatisfy { byte, expected in
            byte == expected || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == expected)
        }
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
