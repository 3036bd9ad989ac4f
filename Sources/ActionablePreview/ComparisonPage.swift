import Actionable

/// A changed category before and after, side by side in each locale, with the diff rules' findings above.
enum ComparisonPage {
    static func render(
        identifier: String, before: NotificationCategory?, after: NotificationCategory?, status: IndexRow.Status,
        beforeLabel: String, source: String, locales: [PreviewLocale], findings: [Diagnostic], options: PreviewOptions
    ) -> String {
        var html = Page.head(title: identifier, depth: 1, bodyClass: "category-page comparison-page")
        html += #"<header class="page-header"><p class="breadcrumb"><a href="../index.html">All changes</a></p>"#
        html += "<h1><code>" + HTML.escaped(identifier) + #"</code> <span class="status "# + status.rawValue + #"">"#
        html += status.rawValue + "</span></h1>"
        html += #"<p class="source">"# + HTML.escaped(source) + "</p>"
        html += "</header>"
        html += FindingList.render(findings, heading: "Findings")
        html += CategoryPage.localeNavigation(locales)
        html += Legend.html
        for locale in locales {
            html += #"<section class="locale" id="locale-"# + HTML.escaped(locale.identifier) + #"" lang=""#
            html += HTML.escaped(locale.languageTag) + #"" dir=""# + locale.direction + #"" data-locale=""#
            html += HTML.escaped(locale.identifier) + #"">"# + CategoryPage.localeHeading(locale)
            html += #"<div class="compare" dir="ltr">"#
            html += side(
                "before", label: "Before (" + beforeLabel + ")", category: before, locale: locale, options: options)
            html += side("after", label: "After (working tree)", category: after, locale: locale, options: options)
            html += "</div></section>"
        }
        html += #"<div class="compare" dir="ltr">"#
        html += #"<div class="side" data-side="before"><h2>Before: facts</h2>"#
        html += before.map { CategoryPage.facts(of: $0) + CategoryPage.actionTable($0) } ?? "<p>Not declared.</p>"
        html += #"</div><div class="side" data-side="after"><h2>After: facts</h2>"#
        html += after.map { CategoryPage.facts(of: $0) + CategoryPage.actionTable($0) } ?? "<p>Not declared.</p>"
        html += "</div></div>"
        html += Page.tail
        return html
    }

    private static func side(
        _ name: String, label: String, category: NotificationCategory?, locale: PreviewLocale, options: PreviewOptions
    ) -> String {
        var html =
            #"<div class="side" data-side=""# + name + #""><h3 lang="en" dir="ltr">"# + HTML.escaped(label) + "</h3>"
        if let category {
            var drawing = NotificationDrawing(category: category, locale: locale, options: options)
            let views = drawing.views()
            html += CategoryPage.fallbackList(drawing.fallbacks, locale: locale)
            html += CategoryPage.appearances(views, locale: locale, heading: "h4")
        } else {
            html += #"<p class="absent" lang="en" dir="ltr">Not declared on this side.</p>"#
        }
        return html + "</div>"
    }
}
