import Actionable

/// A category's page: its facts, its findings, and its notification in each locale, light and dark.
enum CategoryPage {
    static func render(
        _ category: NotificationCategory, locales: [PreviewLocale], findings: [Diagnostic], options: PreviewOptions
    ) -> String {
        var html = Page.head(title: category.identifier, depth: 1, bodyClass: "category-page")
        html += #"<header class="page-header"><p class="breadcrumb"><a href="../index.html">All categories</a></p>"#
        html += "<h1><code>" + HTML.escaped(category.identifier) + "</code></h1>"
        html += #"<p class="source">"# + HTML.escaped(category.location.description) + "</p>"
        html += facts(of: category)
        html += "</header>"
        html += FindingList.render(findings, heading: "Findings")
        html += localeNavigation(locales)
        html += Legend.html
        for locale in locales { html += localeSection(category, locale: locale, options: options) }
        html += actionTable(category)
        html += Page.tail
        return html
    }

    /// What the page draws of `category`, without where it is written: equal for two versions that look the same.
    static func comparable(_ category: NotificationCategory, locales: [PreviewLocale], options: PreviewOptions)
        -> String
    {
        var text = facts(of: category) + actionTable(category)
        for locale in locales {
            var drawing = NotificationDrawing(category: category, locale: locale, options: options)
            text += drawing.views()
        }
        return text
    }

    static func localeNavigation(_ locales: [PreviewLocale]) -> String {
        guard locales.count > 1 else { return "" }
        var html = #"<nav class="locale-nav" aria-label="Locales"><ul>"#
        for locale in locales {
            html += ##"<li><a href="#locale-"## + HTML.escaped(locale.identifier) + #"">"#
            html += HTML.escaped(locale.identifier) + "</a></li>"
        }
        return html + "</ul></nav>"
    }

    /// One locale: a heading, the texts that fall back to another locale, and the light and dark appearances.
    static func localeSection(_ category: NotificationCategory, locale: PreviewLocale, options: PreviewOptions)
        -> String
    {
        var drawing = NotificationDrawing(category: category, locale: locale, options: options)
        let views = drawing.views()
        var html = #"<section class="locale" id="locale-"# + HTML.escaped(locale.identifier) + #"" lang=""#
        html += HTML.escaped(locale.languageTag) + #"" dir=""# + locale.direction + #"" data-locale=""#
        html += HTML.escaped(locale.identifier) + #"">"#
        html += localeHeading(locale)
        html += fallbackList(drawing.fallbacks, locale: locale)
        html += appearances(views, locale: locale)
        return html + "</section>"
    }

    static func localeHeading(_ locale: PreviewLocale) -> String {
        var html =
            #"<h2 class="locale-heading" lang="en" dir="ltr"><code>"# + HTML.escaped(locale.identifier) + "</code>"
        if let name = locale.englishName { html += " " + name }
        if locale.isDevelopmentLanguage { html += #" <span class="tag">development language</span>"# }
        if locale.isRightToLeft { html += #" <span class="tag">right to left</span>"# }
        return html + "</h2>"
    }

    /// Light, then dark, in that order whatever the locale's direction; each drawn in the locale's direction.
    static func appearances(_ views: String, locale: PreviewLocale, heading: String = "h3") -> String {
        let direction = locale.direction
        return #"<div class="appearances" dir="ltr"><div class="appearance light" data-appearance="light" dir=""#
            + direction + #""><"# + heading + #" lang="en" dir="ltr">Light</"# + heading + ">" + views
            + #"</div><div class="appearance dark" data-appearance="dark" dir=""# + direction
            + #""><"# + heading + #" lang="en" dir="ltr">Dark</"# + heading + ">" + views + "</div></div>"
    }

    static func fallbackList(
        _ fallbacks: [(what: String, value: String, fallbackLocale: String)], locale: PreviewLocale
    )
        -> String
    {
        guard !fallbacks.isEmpty else { return "" }
        var html = #"<div class="fallbacks" lang="en" dir="ltr"><p>"# + Glyph.flag + " \(fallbacks.count) "
        html += fallbacks.count == 1 ? "text has" : "texts have"
        html += " no <code>" + HTML.escaped(locale.identifier) + "</code> translation; iOS shows another:</p><ul>"
        for fallback in fallbacks {
            html += "<li>" + HTML.escaped(fallback.what) + ": <bdi>" + HTML.escaped(fallback.value) + "</bdi> ("
            html += HTML.escaped(fallback.fallbackLocale) + ")</li>"
        }
        return html + "</ul></div>"
    }

    /// The category's facts: what the drawing cannot show.
    static func facts(of category: NotificationCategory) -> String {
        var html = #"<dl class="facts">"#
        html += "<dt>Interruption level</dt><dd>" + category.interruptionLevel.rawValue + "</dd>"
        html += "<dt>Options</dt><dd>"
        html +=
            category.options.names.isEmpty ? "none" : category.options.names.map(HTML.escaped).joined(separator: ", ")
        html += "</dd>"
        html += "<dt>Dismiss</dt><dd>"
        html +=
            category.reportsDismissals
            ? "reaches the app (custom-dismiss-action)" : "never reaches the app (no custom-dismiss-action)"
        html += "</dd>"
        if !category.intentIdentifiers.isEmpty {
            html += "<dt>Intents</dt><dd>" + category.intentIdentifiers.map(HTML.escaped).joined(separator: ", ")
            html += "</dd>"
        }
        if category.isMarketing { html += "<dt>Marketing</dt><dd>yes</dd>" }
        if !category.isRegistered { html += "<dt>Registered</dt><dd>no: the app does not register it</dd>" }
        return html + "</dl>"
    }

    /// Every action's settings, in order, for a reviewer who wants them all in one place.
    static func actionTable(_ category: NotificationCategory) -> String {
        guard !category.actions.isEmpty else { return "" }
        var html = #"<section class="details"><h2>Actions</h2><table><thead><tr><th scope="col">#</th>"#
        html += #"<th scope="col">Identifier</th><th scope="col">Activation</th><th scope="col">Destructive</th>"#
        html += #"<th scope="col">Unlock</th><th scope="col">Text input</th><th scope="col">Icon</th>"#
        html += #"<th scope="col">From</th></tr></thead><tbody>"#
        for (index, action) in category.actions.enumerated() {
            html += "<tr><td>\(index + 1)</td><td><code>" + HTML.escaped(action.identifier) + "</code></td>"
            html += "<td>" + action.activation.rawValue + "</td>"
            html += "<td>" + (action.isDestructive ? "yes" : "no") + "</td>"
            html += "<td>" + (action.requiresAuthentication ? "required" : "no") + "</td>"
            html += "<td>" + (action.isTextInput ? "yes" : "no") + "</td>"
            html += "<td>"
            switch action.icon {
            case .system(let name): html += "SF Symbol <code>" + HTML.escaped(name) + "</code>"
            case .template(let name): html += "asset <code>" + HTML.escaped(name) + "</code>"
            case nil: html += "none"
            }
            html += "</td><td>" + HTML.escaped(action.availableFrom?.forMessage ?? "always") + "</td></tr>"
        }
        return html + "</tbody></table></section>"
    }
}

/// What each marker means, once per page.
enum Legend {
    static let html =
        #"<details class="legend"><summary>What the markers mean</summary><ul>"#
        + #"<li><span class="legend-red">Red</span>: destructive</li>"#
        + "<li>" + Glyph.opensApp + " opens the app (foreground)</li>"
        + "<li>" + Glyph.faceID + " asks for Face ID, Touch ID or the passcode first</li>"
        + "<li>" + Glyph.sample + " a sample: the app sets this title at run time</li>"
        + "<li>" + Glyph.flag + " no translation for this locale: iOS shows the text of the locale named</li>"
        + "<li>A name in a box: the SF Symbol or image asset of the action's icon (not drawn)</li>"
        + "<li>Titles and bodies of the notifications are samples: the payload gives them</li></ul></details>"
}

/// A list of findings, each with its severity, message, rule and place.
enum FindingList {
    static func render(_ findings: [Diagnostic], heading: String) -> String {
        guard !findings.isEmpty else { return "" }
        return #"<section class="findings"><h2>"# + HTML.escaped(heading) + "</h2>" + items(findings) + "</section>"
    }

    static func items(_ findings: [Diagnostic], limit: Int = .max) -> String {
        var html = #"<ul class="finding-list">"#
        for finding in findings.prefix(limit) {
            html += #"<li class="finding "# + finding.severity.rawValue + #""><span class="severity">"#
            html += finding.severity.rawValue + #"</span> <span class="message">"# + HTML.escaped(finding.message)
            html +=
                #"</span> <code class="rule">"# + HTML.escaped(finding.code.rawValue) + #"</code> <span class="where">"#
            html += HTML.escaped(finding.location.description) + "</span></li>"
        }
        if findings.count > limit {
            html += #"<li class="finding more">and \#(findings.count - limit) more on the category's page</li>"#
        }
        return html + "</ul>"
    }
}

/// The start and end every page shares.
enum Page {
    static func head(title: String, depth: Int, bodyClass: String, script: Bool = false) -> String {
        let root = String(repeating: "../", count: depth)
        var html = #"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">"#
        html += #"<meta name="viewport" content="width=device-width, initial-scale=1">"#
        html += #"<meta name="color-scheme" content="light dark">"#
        html += "<title>" + HTML.escaped(title) + " · Actionable preview</title>"
        html += #"<link rel="stylesheet" href=""# + root + #"assets/preview.css">"#
        if script { html += #"<script src=""# + root + #"assets/preview.js" defer></script>"# }
        html += #"</head><body class=""# + bodyClass + #""><main>"#
        html.reserveCapacity(32_768)
        return html
    }

    static let tail =
        #"</main><footer class="page-footer">Drawn by <code>actionable preview</code> from the category files. Samples stand for what the payload and the app give at run time.</footer></body></html>"#
        + "\n"
}
