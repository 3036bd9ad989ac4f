/// `{"diagnostics": [{"file", "line", "column", "severity", "code", "message"}], "summary": {…}}`, pretty-printed
/// with sorted keys so the output is stable and diffs well.
///
/// Written directly into one UTF-8 buffer, byte for byte what Foundation's `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (a test holds the two equal): the encoder boxed every
/// value of a report of tens of thousands of diagnostics, and was an eighth of `validate --format json`'s time,
/// spent after the parallel load, on one core.
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public func report(_ result: DiagnosticReport) -> String {
        var out: [UInt8] = []
        // About what a diagnostic takes, so the buffer rarely grows.
        out.reserveCapacity(256 + result.diagnostics.count * 320)
        Self.append("{\n  \"diagnostics\" : [", to: &out)
        if result.diagnostics.isEmpty {
            Self.append("\n\n  ]", to: &out)
        } else {
            for (index, diagnostic) in result.diagnostics.enumerated() {
                Self.append(index == 0 ? "\n    {\n      \"code\" : " : ",\n    {\n      \"code\" : ", to: &out)
                Self.appendString(diagnostic.code.rawValue, to: &out)
                Self.append(",\n      \"column\" : ", to: &out)
                Self.append(String(diagnostic.location.column), to: &out)
                Self.append(",\n      \"file\" : ", to: &out)
                Self.appendString(diagnostic.location.file, to: &out)
                Self.append(",\n      \"line\" : ", to: &out)
                Self.append(String(diagnostic.location.line), to: &out)
                Self.append(",\n      \"message\" : ", to: &out)
                Self.appendString(diagnostic.message, to: &out)
                Self.append(",\n      \"severity\" : ", to: &out)
                Self.appendString(diagnostic.severity.rawValue, to: &out)
                Self.append("\n    }", to: &out)
            }
            Self.append("\n  ]", to: &out)
        }
        Self.append(",\n  \"summary\" : {", to: &out)
        let summary = result.summary
        // Sorted keys; the optional counts are left out when absent, as a synthesized `Encodable` does.
        let members: [(String, Int?)] = [
            ("actions", summary.actions), ("categories", summary.categories),
            ("comparedCategories", summary.comparedCategories), ("errors", summary.errors),
            ("files", summary.files), ("payloads", summary.payloads), ("warnings", summary.warnings),
        ]
        var first = true
        for (key, value) in members {
            guard let value else { continue }
            Self.append(first ? "\n    \"" : ",\n    \"", to: &out)
            first = false
            Self.append(key, to: &out)
            Self.append("\" : ", to: &out)
            Self.append(String(value), to: &out)
        }
        Self.append("\n  }\n}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// `text` as a JSON string the way `JSONEncoder` writes it: `"` and `\` escaped, control characters as
    /// `\b \t \n \f \r` or `\u00xx` (lowercase), everything else, `/` and non-ASCII included, as it is.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x00..<0x20:
                out.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hexDigits[Int(byte >> 4)],
                    hexDigits[Int(byte & 0x0F)],
                ])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
