/// `path:line:column: error: message [code]` per diagnostic, then one summary line.
public struct TextReporter: DiagnosticReporter {
    /// A text reporter; it has no settings.
    public init() {}

    public func report(_ result: DiagnosticReport) -> String {
        var output = ""
        write(result, to: &output)
        return output
    }

    public func write(_ result: DiagnosticReport, to output: inout some TextOutputStream) {
        var chunk = ""
        for diagnostic in result.diagnostics {
            chunk += diagnostic.description
            chunk += "\n"
            if chunk.utf8.count >= streamingChunkSize {
                output.write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk += result.summary.line + "\n"
        output.write(chunk)
    }
}
