public import Actionable

/// A file of a preview site: its path inside the output directory and its text.
public struct PreviewFile: Sendable {
    public let path: String
    public let contents: String
}

/// What a preview is drawn from: one version of the category files.
public struct PreviewSource: Sendable {
    public let categories: [NotificationCategory]
    /// `validate`'s findings for these files (or any findings to show beside the categories they concern).
    public let diagnostics: [Diagnostic]
    /// The category files read.
    public let files: [String]

    public init(categories: [NotificationCategory], diagnostics: [Diagnostic], files: [String]) {
        self.categories = categories
        self.diagnostics = diagnostics
        self.files = files
    }
}

/// The static site `actionable preview` writes: `index.html`, one page per category, and the shared stylesheet and
/// script under `assets/`. Plain HTML and CSS with relative links, so it works from `file://`, fetches nothing, and
/// runs no script but the index page's search.
///
/// The pages are handed to a sink one by one as they are drawn (``write(_:options:to:)``), so a preview of 10,000
/// categories holds one page at a time, not the whole site; ``files`` collects them, for tests and small sites.
public struct PreviewSite: Sendable {
    public let files: [PreviewFile]

    /// The preview of one version, collected (see ``write(_:options:to:)``).
    public init(_ source: PreviewSource, options: PreviewOptions = PreviewOptions()) {
        var files: [PreviewFile] = []
        Self.write(source, options: options) { files.append($0) }
        self.files = files
    }

    /// Before and after, collected (see ``writeComparison(before:after:changes:beforeLabel:options:relabel:to:)``).
    public init(
        before: PreviewSource, after: PreviewSource, changes: [Diagnostic], beforeLabel: String,
        options: PreviewOptions = PreviewOptions(), relabel: (Diagnostic) -> Diagnostic = { $0 },
        relabelLocation: (SourceLocation) -> SourceLocation = { $0 }
    ) {
        var files: [PreviewFile] = []
        Self.writeComparison(
            before: before, after: after, changes: changes, beforeLabel: beforeLabel, options: options,
            relabel: relabel, relabelLocation: relabelLocation
        ) { files.append($0) }
        self.files = files
    }

    /// The preview of one version: every category, each locale, light and dark, with the findings beside. Each file
    /// goes to `sink` as soon as it is drawn; the index last but for the assets.
    public static func write(
        _ source: PreviewSource, options: PreviewOptions = PreviewOptions(), to sink: (PreviewFile) throws -> Void
    ) rethrows {
        let locales = options.locales(of: source.categories)
        let findings = FindingIndex(source.diagnostics, categories: source.categories)
        var names = PageNames()
        var rows: [IndexRow] = []
        rows.reserveCapacity(source.categories.count)
        for category in source.categories {
            let page = "categories/" + names.name(for: category.identifier)
            let own = findings.findings(of: category.identifier)
            try sink(
                PreviewFile(
                    path: page,
                    contents: CategoryPage.render(category, locales: locales, findings: own, options: options)))
            rows.append(
                IndexRow(
                    category: category, page: page, findings: own, locales: locales, status: nil,
                    source: category.location))
        }
        let summary = IndexPage.Summary(
            files: source.files.count, categories: source.categories.count,
            actions: source.categories.reduce(0) { $0 + $1.actions.count }, diagnostics: source.diagnostics,
            locales: locales, comparison: nil)
        try sink(
            PreviewFile(
                path: "index.html",
                contents: IndexPage.render(rows: rows, unplaced: findings.unplaced, summary: summary)))
        for asset in Assets.files { try sink(asset) }
    }

    /// Before and after for a pull request: each category that differs between `before` and `after` (added,
    /// removed, or drawn differently, its facts included), side by side, with `changes` (the diff rules' findings)
    /// beside the category they concern; `after`'s findings too. `relabel` shows a finding's place as the user knows
    /// it (`REF:path` for the old files). Each file goes to `sink` as soon as it is drawn.
    public static func writeComparison(
        before: PreviewSource, after: PreviewSource, changes: [Diagnostic], beforeLabel: String,
        options: PreviewOptions = PreviewOptions(), relabel: (Diagnostic) -> Diagnostic = { $0 },
        relabelLocation: (SourceLocation) -> SourceLocation = { $0 }, to sink: (PreviewFile) throws -> Void
    ) rethrows {
        let locales = options.locales(of: after.categories + before.categories)
        var placed = FindingIndex(changes + after.diagnostics, categories: after.categories)
        let old = FindingIndex(changes + before.diagnostics, categories: before.categories)
        placed.absorb(
            from: old, keeping: Set(after.categories.map(\.identifier)), beforeFindings: Set(before.diagnostics))
        var names = PageNames()
        var rows: [IndexRow] = []
        let oldByIdentifier = Dictionary(before.categories.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        let newIdentifiers = Set(after.categories.map(\.identifier))
        var unchanged = 0
        var pairs: [(identifier: String, before: NotificationCategory?, after: NotificationCategory?)] = []
        for category in after.categories {
            let previous = oldByIdentifier[category.identifier]
            if let previous,
                CategoryPage.comparable(previous, locales: locales, options: options)
                    == CategoryPage.comparable(category, locales: locales, options: options)
            {
                unchanged += 1
                continue
            }
            pairs.append((category.identifier, previous, category))
        }
        for category in before.categories where !newIdentifiers.contains(category.identifier) {
            pairs.append((category.identifier, category, nil))
        }
        // Findings of categories not shown (unchanged) are listed on the index, not lost.
        placed.unplace(keeping: Set(pairs.map(\.identifier)))
        // Placed by where they are, then shown as the user knows the place (`REF:path` for the old files).
        placed.relabel(relabel)
        for pair in pairs {
            let page = "changes/" + names.name(for: pair.identifier)
            let own = placed.findings(of: pair.identifier)
            let status: IndexRow.Status = pair.before == nil ? .added : (pair.after == nil ? .removed : .changed)
            let source = pair.after?.location ?? relabelLocation(pair.before!.location)
            try sink(
                PreviewFile(
                    path: page,
                    contents: ComparisonPage.render(
                        identifier: pair.identifier, before: pair.before, after: pair.after, status: status,
                        beforeLabel: beforeLabel, source: source.description, locales: locales, findings: own,
                        options: options)))
            rows.append(
                IndexRow(
                    category: (pair.after ?? pair.before)!, page: page, findings: own, locales: locales,
                    status: status, source: source))
        }
        let summary = IndexPage.Summary(
            files: after.files.count, categories: after.categories.count,
            actions: after.categories.reduce(0) { $0 + $1.actions.count }, diagnostics: changes + after.diagnostics,
            locales: locales,
            comparison: .init(
                beforeLabel: beforeLabel, changed: pairs.count, unchanged: unchanged,
                note: before.diagnostics.contains { $0.severity == .error }
                    || after.diagnostics.contains { $0.severity == .error }
                    ? "The diff rules did not run: a side has errors (listed beside their categories); fix them, then compare."
                    : nil))
        try sink(
            PreviewFile(
                path: "index.html", contents: IndexPage.render(rows: rows, unplaced: placed.unplaced, summary: summary))
        )
        for asset in Assets.files { try sink(asset) }
    }
}

extension FindingIndex {
    /// Takes from `old` (the findings placed on the old version's categories) what this index cannot place: changes
    /// on categories that no longer exist (a removed category's finding points into the old files), and the old
    /// version's own findings (`beforeFindings`, its errors), wherever they are.
    fileprivate mutating func absorb(
        from old: FindingIndex, keeping current: Set<String>, beforeFindings: Set<Diagnostic>
    ) {
        var moved: Set<Diagnostic> = []
        for (identifier, diagnostics) in old.byCategory {
            let taken = diagnostics.filter { !current.contains(identifier) || beforeFindings.contains($0) }
            guard !taken.isEmpty else { continue }
            mergeFindings(taken, into: identifier)
            moved.formUnion(taken)
        }
        removeUnplaced(moved)
        appendUnplaced(old.unplaced.filter { beforeFindings.contains($0) })
    }
}

/// File names for category pages: the identifier where it is a safe file name, each other byte as `_XX`, and a
/// number added when two identifiers differ only in case (one file on a case-insensitive disk).
struct PageNames {
    private var taken: Set<String> = []

    mutating func name(for identifier: String) -> String {
        var base = ""
        for byte in identifier.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                base.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                base += byte == UInt8(ascii: "_") ? "_" : "_" + String(byte, radix: 16, uppercase: true)
            }
        }
        if base.isEmpty || base.first == "." { base = "_" + base }
        // A file name has at most 255 bytes: a long name keeps its first 150 and a hash of the identifier.
        if base.utf8.count > 160 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in identifier.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            base = String(base.prefix(150)) + "~" + String(hash, radix: 16)
        }
        var candidate = base
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            candidate = base + "-\(number)"
            number += 1
        }
        return candidate + ".html"
    }
}
