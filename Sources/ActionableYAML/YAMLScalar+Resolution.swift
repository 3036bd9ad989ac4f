/// What a scalar means under the YAML 1.2 core schema.
package enum ResolvedScalarKind: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer
    case float
    case string

    package var description: String {
        switch self {
        case .null: "an empty value (null)"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .float: "a number"
        case .string: "a string"
        }
    }

    /// The kind of a scalar by the YAML 1.2 core schema: quoted and block scalars are strings; a plain scalar is
    /// null (`~`, `null`, empty), a boolean (`true`, `false` in three spellings), an integer, a float, or a
    /// string. `yes`, `no`, `on` and `off` are strings here, as in YAML 1.2, not booleans as in YAML 1.1.
    package static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle) -> ResolvedScalarKind {
        guard style == .plain else { return .string }
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return matches(bytes, "null", "Null", "NULL") ? .null : .string
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return matches(bytes, "true", "True", "TRUE") ? .bool(true) : .string
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return matches(bytes, "false", "False", "FALSE") ? .bool(false) : .string
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if matches(bytes, ".inf", ".Inf", ".INF") || matches(bytes, "+.inf", "+.Inf", "+.INF")
                || matches(bytes, "-.inf", "-.Inf", "-.INF") || matches(bytes, ".nan", ".NaN", ".NAN")
            {
                return .float
            }
            return numberKind(bytes)
        default:
            return .string
        }
    }

    private static func matches(
        _ bytes: UnsafeBufferPointer<UInt8>, _ a: StaticString, _ b: StaticString, _ c: StaticString
    ) -> Bool {
        equals(bytes, a) || equals(bytes, b) || equals(bytes, c)
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount
            && bytes.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` are integers; `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    /// is a float (the core schema's regular expressions, written out without a regex engine).
    private static func numberKind(_ bytes: UnsafeBufferPointer<UInt8>) -> ResolvedScalarKind {
        func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let rest = bytes[2...]
            if bytes[1] == UInt8(ascii: "o"), rest.allSatisfy({ $0 >= 48 && $0 <= 55 }) { return .integer }
            if bytes[1] == UInt8(ascii: "x"),
                rest.allSatisfy({ isDigit($0) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
            {
                return .integer
            }
        }
        var index = 0
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var integerDigits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            integerDigits += 1
        }
        if index == bytes.count { return integerDigits > 0 ? .integer : .string }
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                fractionDigits += 1
            }
        }
        guard integerDigits + fractionDigits > 0 else { return .string }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            var exponentDigits = 0
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return .string }
        }
        return index == bytes.count ? .float : .string
    }
}
