import Actionable

/// Puts each finding beside the category it concerns: the category whose mapping starts at or before the finding's
/// line in the same file, and is the last such category. A finding before a file's first category (a YAML error at
/// the top, an unknown top-level key) or in a file without categories concerns the file.
struct FindingIndex {
    /// Per category identifier, its findings in report order.
    private(set) var byCategory: [String: [Diagnostic]] = [:]
    /// Findings no category holds, in report order.
    private(set) var unplaced: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], categories: [NotificationCategory]) {
        var starts: [String: [(line: Int, identifier: String)]] = [:]
        for category in categories {
            starts[category.location.file, default: []].append((category.location.line, category.identifier))
        }
        for key in starts.keys { starts[key]!.sort { $0.line < $1.line } }
        for diagnostic in diagnostics.sorted() {
            guard let lines = starts[diagnostic.location.file],
                let owner = Self.last(in: lines, atOrBefore: diagnostic.location.line)
            else {
                unplaced.append(diagnostic)
                continue
            }
            byCategory[owner, default: []].append(diagnostic)
        }
    }

    /// The identifier of the last category starting at or before `line` (binary search).
    private static func last(in lines: [(line: Int, identifier: String)], atOrBefore line: Int) -> String? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : lines[low - 1].identifier
    }

    func findings(of identifier: String) -> [Diagnostic] { byCategory[identifier] ?? [] }
}

extension [Diagnostic] {
    /// `errors`, `warnings` or `clean`: the index page's filter value for a category with these findings (notes do
    /// not count).
    var filterKind: String {
        if contains(where: { $0.severity == .error }) { return "errors" }
        if contains(where: { $0.severity == .warning }) { return "warnings" }
        return "clean"
    }
}

extension FindingIndex {
    mutating func mergeFindings(_ diagnostics: [Diagnostic], into identifier: String) {
        byCategory[identifier, default: []] += diagnostics
    }

    mutating func removeUnplaced(_ diagnostics: Set<Diagnostic>) {
        unplaced.removeAll { diagnostics.contains($0) }
    }
}

extension FindingIndex {
    /// Every finding through `transform`, where each is placed already.
    mutating func relabel(_ transform: (Diagnostic) -> Diagnostic) {
        byCategory = byCategory.mapValues { $0.map(transform) }
        unplaced = unplaced.map(transform)
    }
}
