/// Findings that span files, bounded per file like each file's own.
struct RegistryFindings {
    private var sinks: [String: DiagnosticSink] = [:]

    mutating func report(_ diagnostic: @autoclosure () -> Diagnostic, file: String) {
        sinks[file, default: DiagnosticSink()].report(diagnostic())
    }

    mutating func report(_ diagnostic: Diagnostic) {
        report(diagnostic, file: diagnostic.location.file)
    }

    /// Reports `other`'s findings after these, as if each had been reported here in the same order.
    mutating func append(_ other: RegistryFindings) {
        for (file, sink) in other.sinks {
            sinks[file, default: DiagnosticSink()].append(sink)
        }
    }

    func finished() -> [Diagnostic] {
        sinks.flatMap { $0.value.finished(file: $0.key) }
    }
}
