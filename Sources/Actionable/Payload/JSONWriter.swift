/// Writes compact JSON (no whitespace, members in the order given) as UTF-8 bytes: the form APNs counts.
/// Non-ASCII text stays UTF-8 rather than `\u` escapes, which would triple its size.
package struct JSONWriter {
    package indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case integer(Int)
        /// Finite numbers only; callers refuse the others before writing.
        case double(Double)
        case bool(Bool)
        case null

        package init(_ value: JSONValue) {
            switch value {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let number):
                // Whole numbers a Double holds exactly (up to 2^53) are written without a fraction.
                if number.rounded() == number, abs(number) <= 9_007_199_254_740_992 {
                    self = .integer(Int(number))
                } else {
                    self = .double(number)
                }
            case .string(let text): self = .string(text)
            case .array(let elements): self = .array(elements.map(Value.init))
            case .object(let members):
                self = .object(members.keys.sorted().compactMap { key in members[key].map { (key, Value($0)) } })
            }
        }
    }

    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// Appends raw bytes the caller knows to be JSON (punctuation, a member name without escapes).
    package mutating func append(raw text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func write(_ value: Value) {
        switch value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(key)
                bytes.append(UInt8(ascii: ":"))
                write(member)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            writeString(text)
        case .integer(let number):
            bytes.append(contentsOf: String(number).utf8)
        case .double(let number):
            bytes.append(contentsOf: (number.isFinite ? number.description : "null").utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends text the caller knows to be JSON (a number, a member name without escapes).
    package mutating func append(rawText text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// What was written so far, as a string; the writer is left empty, its buffer kept for what comes next.
    package mutating func drain() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reserves room for `count` bytes.
    package mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// `text` as a JSON string, as Foundation's `JSONEncoder` writes it: `"` and `\` escaped, control characters
    /// as `\b \t \n \f \r` or `\u00xx`, everything else (`/`, non-ASCII) as it is.
    package mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
