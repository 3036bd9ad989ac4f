/// Findings that span files, bounded per file like each file's own.
struct RegistryFindings {
    private var sinks: [String: DiagnosticSink] = [:]

    mutating func report(_ diagnostic: @autoclosure () -> Diagnostic, file: String) {
        sinks[file, default: DiagnosticSink()].report(diagnostic())
    }

    mutating func report(_ diagnostic: Diagnostic) {
        report(diagnostic, file: diagnostic.location.file)
    }

    func finished() -> [Diagnostic] {
        sinks.flatMap { $0.value.finished(file: $0.key) }
    }
}
