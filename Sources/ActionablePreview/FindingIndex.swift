import Actionable

/// Puts each finding beside the category it concerns: the category that starts at or before the finding's line in the
/// same file, when the line is within what that category's model records (its keys, actions, texts and their
/// translations). A finding past that — in a category that did not load, in a `retired-categories` or `app` block
/// after the list, before a file's first category, or in a file nothing loaded from — concerns no previewed category
/// and is listed on the index page, never beside the wrong one.
struct FindingIndex {
    /// Per category identifier, its findings in report order.
    private(set) var byCategory: [String: [Diagnostic]] = [:]
    /// Findings no category holds, in report order.
    private(set) var unplaced: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], categories: [NotificationCategory]) {
        var starts: [String: [Extent]] = [:]
        for category in categories {
            starts[category.location.file, default: []].append(Extent(category))
        }
        for key in starts.keys { starts[key]!.sort { $0.first < $1.first } }
        for diagnostic in diagnostics.sorted() {
            let line = diagnostic.location.line
            guard let extents = starts[diagnostic.location.file],
                let owner = Self.last(in: extents, atOrBefore: line), line <= owner.last
            else {
                unplaced.append(diagnostic)
                continue
            }
            byCategory[owner.identifier, default: []].append(diagnostic)
        }
    }

    /// The lines a loaded category's model records, from its first to the last line any of its values is on.
    struct Extent {
        let identifier: String
        let first: Int
        let last: Int

        init(_ category: NotificationCategory) {
            identifier = category.identifier
            first = category.location.line
            var last = first
            func note(_ location: SourceLocation?) {
                if let location, location.line > last { last = location.line }
            }
            func note(_ text: LocalizedText?) {
                guard let text else { return }
                note(text.location)
                for translation in text.translations { note(translation.location) }
            }
            for key in category.valueLocations.writtenKeys { note(category.valueLocations[key]) }
            note(category.summaryFormat)
            note(category.hiddenPreviewsBodyPlaceholder)
            for retired in category.retiredActions { note(retired.location) }
            for action in category.actions {
                note(action.location)
                for key in action.valueLocations.writtenKeys { note(action.valueLocations[key]) }
                if !action.isTitleSetAtRunTime { note(action.title) }
                note(action.textInput?.location)
                note(action.textInput?.placeholder)
                note(action.textInput?.buttonTitle)
            }
            self.last = last
        }
    }

    /// The last extent starting at or before `line` (binary search).
    private static func last(in extents: [Extent], atOrBefore line: Int) -> Extent? {
        var low = 0
        var high = extents.count
        while low < high {
            let middle = (low + high) / 2
            if extents[middle].first <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : extents[low - 1]
    }

    func findings(of identifier: String) -> [Diagnostic] { byCategory[identifier] ?? [] }
}

extension [Diagnostic] {
    /// `errors`, `warnings`, both (`errors warnings`) or `clean`: the index page's filter words for a category with
    /// these findings (notes do not count); the filter matches one word (`~=`).
    var filterKind: String {
        var kinds: [String] = []
        if contains(where: { $0.severity == .error }) { kinds.append("errors") }
        if contains(where: { $0.severity == .warning }) { kinds.append("warnings") }
        return kinds.isEmpty ? "clean" : kinds.joined(separator: " ")
    }
}

extension FindingIndex {
    mutating func mergeFindings(_ diagnostics: [Diagnostic], into identifier: String) {
        byCategory[identifier, default: []] += diagnostics
    }

    mutating func removeUnplaced(_ diagnostics: Set<Diagnostic>) {
        unplaced.removeAll { diagnostics.contains($0) }
    }

    /// Moves the findings of every category not in `shown` to the unplaced ones.
    mutating func unplace(keeping shown: Set<String>) {
        for (identifier, diagnostics) in byCategory where !shown.contains(identifier) {
            unplaced += diagnostics
            byCategory[identifier] = nil
        }
        unplaced.sort()
    }

    mutating func appendUnplaced(_ diagnostics: [Diagnostic]) {
        unplaced += diagnostics
    }
}

extension FindingIndex {
    /// Every finding through `transform`, where each is placed already.
    mutating func relabel(_ transform: (Diagnostic) -> Diagnostic) {
        byCategory = byCategory.mapValues { $0.map(transform) }
        unplaced = unplaced.map(transform)
    }
}
