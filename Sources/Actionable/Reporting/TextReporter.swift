/// `path:line:column: error: message [code]` per diagnostic, then one summary line.
public struct TextReporter: DiagnosticReporter {
    public init() {}

    public func report(_ result: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += diagnostic.description
            output += "\n"
        }
        output += result.summary.line + "\n"
        return output
    }
}
