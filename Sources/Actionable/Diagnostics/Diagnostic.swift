/// One finding: where, how bad, which rule, and what to do. Values quoted in messages go through `forMessage`
/// (escaped, at most 60 characters), so every message is one bounded line.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: the file, line and column a report prints.
    public let location: SourceLocation
    /// How much the finding matters: the code's severity unless the diagnostic was made with another.
    public let severity: Severity
    /// Which kind of finding this is, and the rule that reports it.
    public let code: DiagnosticCode
    /// What is wrong and what to do about it.
    public let message: String

    /// A finding of kind `code` at `location`, with the severity `code` has by default unless `severity` is given.
    public init(code: DiagnosticCode, message: String, location: SourceLocation, severity: Severity? = nil) {
        self.code = code
        self.message = Self.compact(message)
        self.location = location
        self.severity = severity ?? code.severity
    }

    /// The same finding with `message`, an equal message already compact, stored once for both (see
    /// ``DiagnosticSink``).
    func sharing(message: String) -> Diagnostic {
        Diagnostic(code: code, compactMessage: message, location: location, severity: severity)
    }

    private init(code: DiagnosticCode, compactMessage: String, location: SourceLocation, severity: Severity) {
        self.code = code
        message = compactMessage
        self.location = location
        self.severity = severity
    }

    /// `message` in storage of its own size. A message built by interpolation keeps the room its buffer grew to,
    /// often twice its length; a load of tens of thousands of findings holds them all until the report is written.
    private static func compact(_ message: String) -> String {
        let count = message.utf8.count
        guard count > 15 else { return message }
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: message.utf8)
            return count
        }
    }

    /// `path:line:column: error: message [code]`, the form compilers use and editors jump to.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by place, then by code, so reports are stable.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message < rhs.message
    }
}
