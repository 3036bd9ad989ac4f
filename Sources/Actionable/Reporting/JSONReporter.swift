/// `{"diagnostics": [{"file", "line", "column", "severity", "code", "message"}], "summary": {…}}`, pretty-printed
/// with sorted keys so the output is stable and diffs well.
///
/// Written directly into one UTF-8 buffer, byte for byte what Foundation's `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (a test holds the two equal): the encoder boxed every
/// value of a report of tens of thousands of diagnostics, and was an eighth of `validate --format json`'s time,
/// spent after the parallel load, on one core.
public struct JSONReporter: DiagnosticReporter {
    /// A JSON reporter; it has no settings.
    public init() {}

    public func report(_ result: DiagnosticReport) -> String {
        var output = ""
        write(result, to: &output)
        return output
    }

    public func write(_ result: DiagnosticReport, to output: inout some TextOutputStream) {
        var out = JSONWriter()
        // A piece and one more diagnostic, so the buffer rarely grows.
        out.reserveCapacity(streamingChunkSize + 4096)
        out.append(rawText: "{\n  \"diagnostics\" : [")
        if result.diagnostics.isEmpty {
            out.append(rawText: "\n\n  ]")
        } else {
            for (index, diagnostic) in result.diagnostics.enumerated() {
                out.append(rawText: index == 0 ? "\n    {\n      \"code\" : " : ",\n    {\n      \"code\" : ")
                out.writeString(diagnostic.code.rawValue)
                out.append(rawText: ",\n      \"column\" : \(diagnostic.location.column),\n      \"file\" : ")
                out.writeString(diagnostic.location.file)
                out.append(rawText: ",\n      \"line\" : \(diagnostic.location.line),\n      \"message\" : ")
                out.writeString(diagnostic.message)
                out.append(rawText: ",\n      \"severity\" : ")
                out.writeString(diagnostic.severity.rawValue)
                out.append(rawText: "\n    }")
                if out.bytes.count >= streamingChunkSize { output.write(out.drain()) }
            }
            out.append(rawText: "\n  ]")
        }
        out.append(rawText: ",\n  \"summary\" : {")
        let summary = result.summary
        // Sorted keys; the optional counts are left out when absent, as a synthesized `Encodable` does.
        let members: [(String, Int?)] = [
            ("actions", summary.actions), ("categories", summary.categories),
            ("comparedCategories", summary.comparedCategories), ("delegateMethods", summary.delegateMethods),
            ("errors", summary.errors), ("files", summary.files), ("notFollowed", summary.notFollowed),
            ("payloads", summary.payloads), ("warnings", summary.warnings),
        ]
        var first = true
        for (key, value) in members {
            guard let value else { continue }
            out.append(rawText: "\(first ? "" : ",")\n    \"\(key)\" : \(value)")
            first = false
        }
        out.append(rawText: "\n  }\n}\n")
        output.write(out.drain())
    }
}
