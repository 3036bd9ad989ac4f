/// Collects one file's diagnostics up to a bound. Messages are built only for diagnostics that are kept, and a
/// file with more than ``limit`` (a generated file gone wrong, a hostile one) ends with one `too-many-problems`
/// note instead of costing unbounded time and memory.
struct DiagnosticSink {
    static let limit = 500

    private(set) var diagnostics: [Diagnostic] = []
    private(set) var suppressed = 0
    /// The highest severity among the diagnostics not listed (built only to learn it, then dropped).
    private var suppressedSeverity = Severity.note
    /// The messages listed so far, by a hash of their bytes: a message a file repeats (the same advice on every
    /// category that writes a deprecated option) is stored once, not once per finding, for as long as the load's
    /// findings are kept. (A `Set<String>` would hash them as Unicode text, normalizing each.)
    private var messages: [Int: String] = [:]

    mutating func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        if diagnostics.count < Self.limit {
            var made = diagnostic()
            let hash = Self.hash(made.message)
            if let kept = messages[hash], kept.utf8.elementsEqual(made.message.utf8) {
                made = made.sharing(message: kept)
            } else {
                messages[hash] = made.message
            }
            diagnostics.append(made)
        } else {
            suppressed += 1
            if suppressedSeverity < .error { suppressedSeverity = max(suppressedSeverity, diagnostic().severity) }
        }
    }

    private static func hash(_ message: String) -> Int {
        var hasher = Hasher()
        if message.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in message.utf8 { hasher.combine(byte) }
        }
        return hasher.finalize()
    }

    /// Reports `other`'s diagnostics after these, as if each had been reported here in the same order: its listed
    /// ones one by one (past ``limit`` they are counted), then its count and severity of unlisted ones.
    mutating func append(_ other: DiagnosticSink) {
        for diagnostic in other.diagnostics { report(diagnostic) }
        if other.suppressed > 0 {
            suppressed += other.suppressed
            suppressedSeverity = max(suppressedSeverity, other.suppressedSeverity)
        }
    }

    /// Drops everything collected (reading failed: only the reader's problem matters).
    mutating func removeAll() {
        diagnostics.removeAll()
        messages.removeAll()
        suppressed = 0
    }

    /// The diagnostics, sorted, with the note on suppressed ones at the top of `file`.
    func finished(file: String) -> [Diagnostic] {
        var result = diagnostics
        if suppressed > 0 {
            result.append(
                TooManyProblemsRule.diagnostic(
                    file: file, unlisted: suppressed, limit: Self.limit, severity: suppressedSeverity))
        }
        result.sort()
        return result
    }
}

extension String {
    /// The string as it may appear in a message: control characters (newlines included) escaped, so a message
    /// stays on one line, and at most 60 characters, so a hostile value cannot blow up a report.
    package var forMessage: String {
        let limit = 60
        var result = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            if scalar.properties.generalCategory == .control {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
