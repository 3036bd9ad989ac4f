/// What `actionable-import` tells the person running it, on standard error: the diagnostics, what was found, and
/// each place that needs a human, with its source line.
public struct ImportSummary: Sendable {
    /// The result the summary is about.
    public var result: ImportResult

    /// A summary of `result`.
    public init(_ result: ImportResult) {
        self.result = result
    }

    /// The summary as lines of text ending in a newline: the diagnostics, the number of categories, actions and
    /// files, then each place that needs a human with its file and line.
    public var text: String {
        var lines: [String] = result.diagnostics.map(\.description)
        let actions = result.categories.reduce(0) { $0 + $1.actions.count }
        let files = result.files.count
        lines.append(
            "Imported \(count(result.categories.count, "category", "categories")) with"
                + " \(count(actions, "action", "actions")) from \(count(files, "file", "files")).")
        var seen: Set<[String]> = []
        let notes = result.notes.filter { seen.insert([$0.location.description, $0.message]).inserted }
        let problems = result.diagnostics.filter { $0.severity != .note }
        if notes.isEmpty && problems.isEmpty {
            lines.append("Nothing needs a human: every value was found in the source.")
        } else if notes.isEmpty {
            lines.append("Needs a human: the \(count(problems.count, "problem", "problems")) above.")
        } else {
            let above = problems.isEmpty ? "" : ", and the \(count(problems.count, "problem", "problems")) above"
            lines.append("Needs a human (\(notes.count), each marked \"# import:\" in the output\(above)):")
            for note in notes { lines.append("  \(note.location.fileAndLine): \(note.message)") }
        }
        let errors = result.diagnostics.count { $0.severity == .error }
        if errors > 0 { lines.append("\(count(errors, "error", "errors")): see above.") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
