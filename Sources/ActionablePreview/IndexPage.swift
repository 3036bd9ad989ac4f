import Actionable

/// One category's row on the index page.
struct IndexRow {
    enum Status: String {
        case added, removed, changed
    }

    let category: NotificationCategory
    let page: String
    let findings: [Diagnostic]
    let locales: [PreviewLocale]
    let status: Status?
    /// Where the category is written, as the user knows the place (`REF:path` for a removed category's old file).
    var source: SourceLocation

    /// The row: a link to the page, where the category is written, the banner's two buttons in the development
    /// language, the marks of what the category holds, and its findings. `data-search` holds what the search box
    /// matches, lowercased once here rather than in the browser.
    func html(hidden: Bool) -> String {
        let development = locales.first ?? PreviewLocale("en", isDevelopmentLanguage: true)
        // The file's name, not its directories: a search for `users` must not match every row of /Users/….
        let fileName = source.file.split(separator: "/").last.map(String.init) ?? source.file
        var search = category.identifier + " " + fileName
        for action in category.actions {
            search += " " + action.identifier
            if !action.isTitleSetAtRunTime {
                search += " " + action.title.defaultValue
                for translation in action.title.translations { search += " " + translation.value }
            }
        }
        if category.actions.contains(where: \.isDestructive) { search += " destructive" }
        if category.actions.contains(where: \.isTextInput) { search += " text-input" }
        if let status { search += " " + status.rawValue }
        var html = #"<li class="category-row" data-category=""# + HTML.escaped(category.identifier)
        html += #"" data-findings=""# + findings.filterKind + #"" data-search=""# + HTML.escaped(search.lowercased())
        html +=
            (hidden ? #"" hidden>"# : #"">"#) + #"<div class="row-main"><a href=""# + HTML.escaped(page) + #""><code>"#
        html += HTML.escaped(category.identifier) + "</code></a>"
        if let status { html += #" <span class="status "# + status.rawValue + #"">"# + status.rawValue + "</span>" }
        html += #" <span class="row-source">"# + HTML.escaped(source.file) + ":\(source.line)</span>"
        if category.interruptionLevel != .active {
            html += #" <span class="tag">"# + category.interruptionLevel.rawValue + "</span>"
        }
        html += #"</div><div class="row-banner"><span class="row-label">Banner</span>"#
        if category.actions.isEmpty { html += #" <span class="none">no actions</span>"# }
        for action in category.actions.prefix(2) {
            let title =
                action.isTitleSetAtRunTime
                ? NotificationDrawing.sampleTitle(action.identifier)
                : ShownText(action.title, locale: development).value
            html += #" <span class="pill"# + (action.isDestructive ? " destructive" : "") + #"">"#
            html += HTML.escaped(title) + "</span>"
        }
        if category.actions.count > 2 {
            html += #" <span class="more">+\#(category.actions.count - 2) in the expanded view</span>"#
        }
        html += "</div>"
        if !findings.isEmpty { html += FindingList.items(findings, limit: 5) }
        return html + "</li>"
    }
}

/// The index page: every category (or every change), with search and a filter by findings, and the findings that
/// concern no category at the top.
enum IndexPage {
    struct Summary {
        struct Comparison {
            let beforeLabel: String
            let changed: Int
            let unchanged: Int
            /// Why the diff rules did not run, when they did not.
            let note: String?
        }

        let files: Int
        let categories: Int
        let actions: Int
        let diagnostics: [Diagnostic]
        let locales: [PreviewLocale]
        let comparison: Comparison?
    }

    /// How many rows the page shows at once: the browser lays out these, not 10,000; a button shows more.
    static let pageSize = 100

    static func render(rows: [IndexRow], unplaced: [Diagnostic], summary: Summary) -> String {
        let title = summary.comparison.map { "Changes since " + $0.beforeLabel } ?? "Notification previews"
        var html = Page.head(title: title, depth: 0, bodyClass: "index-page", script: true)
        html.reserveCapacity(rows.count * 700 + 8192)
        html += #"<header class="page-header"><h1>"# + HTML.escaped(title) + "</h1><p>"
        let errors = summary.diagnostics.count { $0.severity == .error }
        let warnings = summary.diagnostics.count { $0.severity == .warning }
        if let comparison = summary.comparison {
            html += "\(comparison.changed) "
            html += comparison.changed == 1 ? "category differs" : "categories differ"
            html += " from " + HTML.escaped(comparison.beforeLabel) + "; \(comparison.unchanged) unchanged. "
            if let note = comparison.note { html += "<strong>" + HTML.escaped(note) + "</strong> " }
        }
        html += "\(summary.categories) categories and \(summary.actions) actions from \(summary.files) files, "
        html += "in " + summary.locales.map { HTML.escaped($0.identifier) }.joined(separator: ", ") + ". "
        html += "\(errors) errors, \(warnings) warnings.</p></header>"
        html += FindingList.render(unplaced, heading: "Findings outside any previewed category")
        html += #"<div class="controls" role="search"><label>Search <input id="search" type="search" "#
        html += #"placeholder="Identifier, title, file…" autocomplete="off" spellcheck="false"></label> "#
        html += #"<label>Show <select id="filter"><option value="all">every category</option>"#
        html += #"<option value="errors">with errors</option><option value="warnings">with warnings</option>"#
        html += #"<option value="clean">without findings</option></select></label> "#
        html += #"<output id="count" aria-live="polite">\#(rows.count) of \#(rows.count)</output></div>"#
        html += #"<ol class="categories" id="categories" data-page-size="\#(pageSize)">"#
        for (number, row) in rows.enumerated() { html += row.html(hidden: number >= pageSize) }
        html += "</ol>"
        // Without the script (it shows the first rows and a button for more), every row is shown.
        html += #"<noscript><style>.category-row[hidden] { display: block !important; }</style></noscript>"#
        html += #"<p id="more-note" class="more""# + (rows.count > pageSize ? "" : " hidden") + ">"
        html += "<span>Showing the first \(min(pageSize, rows.count)) of \(rows.count).</span>"
        html += #"<button type="button" id="more">Show \#(pageSize) more</button></p>"#
        html += #"<p id="no-match" class="none" hidden>No category matches.</p>"#
        if rows.isEmpty {
            html +=
                summary.comparison == nil
                ? #"<p class="none">No category loaded.</p>"# : #"<p class="none">No category differs.</p>"#
        }
        html += Page.tail
        return html
    }
}
