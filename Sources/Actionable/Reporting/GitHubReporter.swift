/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=CODE::message`, which GitHub shows as
/// annotations on the pull request's lines, then the summary as a plain log line.
public struct GitHubReporter: DiagnosticReporter {
    /// A GitHub Actions reporter; it has no settings.
    public init() {}

    public func report(_ result: DiagnosticReport) -> String {
        var output = ""
        write(result, to: &output)
        return output
    }

    public func write(_ result: DiagnosticReport, to output: inout some TextOutputStream) {
        var chunk = ""
        for diagnostic in result.diagnostics {
            let location = diagnostic.location
            chunk +=
                "::\(Self.command(for: diagnostic.severity)) file=\(Self.escapeProperty(location.file)),line=\(location.line),col=\(location.column),title=\(Self.escapeProperty(diagnostic.code.rawValue))::\(Self.escapeData(diagnostic.message))\n"
            if chunk.utf8.count >= streamingChunkSize {
                output.write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk += result.summary.line + "\n"
        output.write(chunk)
    }

    /// The workflow command for a severity: notes are `notice`.
    static func command(for severity: Severity) -> String {
        severity == .note ? "notice" : severity.rawValue
    }

    /// The escaping the Actions runner undoes for a command's message (`%`, CR, LF).
    static func escapeData(_ value: String) -> String {
        var result = ""
        for character in value.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The escaping for a property value, which also may not hold `:` or `,`.
    static func escapeProperty(_ value: String) -> String {
        escapeData(value).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
