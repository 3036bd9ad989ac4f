/// Each file's inline suppressions and the lines of its categories and actions, for resolving findings: once
/// after a load (`validate`), and again for the changes `actionable diff` finds afterwards.
struct SuppressionIndex: Sendable {
    struct File: Sendable {
        var suppressions: [Suppression]
        var spans: [ClosedRange<Int>]
    }

    /// What the findings are for: a suppression of a diff rule only silences `diff`'s findings.
    enum Purpose {
        case validate
        case diff
    }

    var files: [String: File] = [:]

    var isEmpty: Bool { files.isEmpty }

    /// `diagnostics` without what the suppressions silence, with a note for each suppression (and rule) of
    /// `purpose` that silenced nothing. Not sorted.
    func apply(to diagnostics: [Diagnostic], for purpose: Purpose) -> [Diagnostic] {
        guard !files.isEmpty else { return diagnostics }
        var result: [Diagnostic] = []
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if files[diagnostic.location.file] != nil {
                byFile[diagnostic.location.file, default: []].append(diagnostic)
            } else {
                result.append(diagnostic)
            }
        }
        for (name, file) in files {
            let suppressions = file.suppressions.compactMap { suppression -> Suppression? in
                var suppression = suppression
                suppression.rules = suppression.rules.filter { Self.isDiffRule($0) == (purpose == .diff) }
                return suppression.rules.isEmpty ? nil : suppression
            }
            let (kept, unused) = Suppression.apply(suppressions, to: byFile[name] ?? [], spans: file.spans)
            result += kept
            result += unused
        }
        return result
    }

    private static func isDiffRule(_ code: DiagnosticCode) -> Bool {
        RuleCatalog.description(of: code)?.scope == .diff
    }
}
