import Actionable

/// Draws one category's notification for one locale as iOS shows it: the banner with its first two actions, the
/// expanded view with every action in order, the text field of each text-input action, the lock screen with
/// previews hidden, and the group summary. The markup is the same for light and dark; the appearance is the class of
/// the element around it.
struct NotificationDrawing {
    let category: NotificationCategory
    let locale: PreviewLocale
    let options: PreviewOptions

    /// Texts of this locale that show another locale's translation, for the section's list.
    private(set) var fallbacks: [(what: String, value: String, fallbackLocale: String)] = []

    init(category: NotificationCategory, locale: PreviewLocale, options: PreviewOptions) {
        self.category = category
        self.locale = locale
        self.options = options
    }

    /// The most actions iOS shows in the expanded view (the rule `too-many-actions` says so too).
    static let expandedLimit = 10

    /// The views, once; the caller wraps them in the light and the dark appearance.
    mutating func views() -> String {
        var html = ""
        html.reserveCapacity(4096)
        let actions = category.actions
        let buttons = actions.map { button(for: $0) }

        html +=
            #"<div class="view" data-view="banner"><p class="view-label" lang="en" dir="ltr">Banner: the first two actions</p>"#
        html += notificationCard()
        html += #"<div class="actions banner-actions">"#
        for shown in buttons.prefix(2) { html += shown }
        html += "</div>"
        if actions.isEmpty {
            html +=
                #"<p class="view-note" lang="en" dir="ltr">No actions: the banner and the expanded view show none.</p>"#
        } else if actions.count > 2 {
            html += #"<p class="view-note" lang="en" dir="ltr">Only in the expanded view: "#
            html += actions.dropFirst(2).map { "<bdi>" + HTML.escaped(title(of: $0).value) + "</bdi>" }
                .joined(separator: ", ")
            html += "</p>"
        }
        html += "</div>"

        html +=
            #"<div class="view" data-view="expanded"><p class="view-label" lang="en" dir="ltr">Expanded: every action</p>"#
        html += notificationCard()
        html += #"<div class="actions expanded-actions">"#
        for shown in buttons.prefix(Self.expandedLimit) { html += shown }
        html += "</div>"
        if actions.count > Self.expandedLimit {
            html += #"<p class="view-note" lang="en" dir="ltr">iOS shows ten actions; not shown: "#
            html += actions.dropFirst(Self.expandedLimit).map { "<bdi>" + HTML.escaped($0.identifier) + "</bdi>" }
                .joined(separator: ", ")
            html += "</p>"
        }
        html += "</div>"

        for action in actions { html += textInputView(action) }
        html += lockedView()
        html += summaryView()
        return html
    }

    // MARK: - Parts

    /// The notification itself: the app, and the title and body the payload gives (samples here).
    private func notificationCard() -> String {
        #"<div class="notification"><div class="notification-header"><span class="app-icon" aria-hidden="true"></span>"#
            + #"<span class="app-name">"# + HTML.escaped(options.appName)
            + #"</span><span class="time" lang="en">now</span></div>"#
            + #"<p class="sample-title" lang="en" dir="ltr">Title from the payload</p>"#
            + #"<p class="sample-body" lang="en" dir="ltr">The body the payload sends.</p></div>"#
    }

    /// An action's button: its title (red when destructive), then its markers, then its icon placeholder.
    private mutating func button(for action: NotificationAction) -> String {
        let shown = title(of: action)
        if let fallbackLocale = shown.fallbackLocale {
            fallbacks.append(("title of \(action.identifier)", shown.value, fallbackLocale))
        }
        var classes = "action"
        if action.isDestructive { classes += " destructive" }
        if action.isTitleSetAtRunTime { classes += " run-time-title" }
        var html = #"<button type="button" class=""# + classes + #"" data-action=""# + HTML.escaped(action.identifier)
        html += #"" tabindex="-1"><span class="title""# + Self.language(of: shown) + ">" + HTML.escaped(shown.value)
        html += "</span>"
        if action.isDestructive { html += Marker.destructive.html }
        if action.isTitleSetAtRunTime { html += Marker.runTimeTitle.html }
        if let fallbackLocale = shown.fallbackLocale {
            html += Marker.fallback(locale: locale.identifier, shows: fallbackLocale).html
        }
        if action.activation == .foreground { html += Marker.opensApp.html }
        if action.requiresAuthentication { html += Marker.authentication.html }
        if let icon = action.icon { html += Marker.icon(icon).html }
        html += "</button>"
        return html
    }

    /// The title the device shows; a marked sample for a title set at run time.
    private func title(of action: NotificationAction) -> ShownText {
        action.isTitleSetAtRunTime
            ? ShownText(sample: Self.sampleTitle(action.identifier)) : ShownText(action.title, locale: locale)
    }

    /// A `lang` attribute for text shown in another language than the section's: a fallback's locale, or English for a
    /// sample.
    static func language(of shown: ShownText) -> String {
        if shown.isSample { return #" lang="en""# }
        guard let fallback = shown.fallbackLocale else { return "" }
        return #" lang=""# + HTML.escaped(PreviewLocale(fallback).languageTag) + #"""#
    }

    /// "Call Back" for `CALL_BACK`: a sample for a title the app sets at run time.
    static func sampleTitle(_ identifier: String) -> String {
        identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            .joined(separator: " ")
    }

    /// What a text-input action shows once tapped: the field with its placeholder and the send button's title.
    private mutating func textInputView(_ action: NotificationAction) -> String {
        guard let input = action.textInput else { return "" }
        let placeholder = input.placeholder.map { shown($0, what: "placeholder of \(action.identifier)") }
        let send = input.buttonTitle.map { shown($0, what: "send button of \(action.identifier)") }
        var html = #"<div class="view" data-view="text-input" data-action=""# + HTML.escaped(action.identifier) + #"">"#
        html += #"<p class="view-label" lang="en" dir="ltr">After tapping <bdi>"#
        html += HTML.escaped(title(of: action).value) + "</bdi></p>"
        let placeholderText = placeholder?.value ?? ""
        let sendText = send?.value ?? "Send"
        html += #"<div class="text-input"><span class="field" role="img" aria-label="Text field, placeholder: "#
        html += HTML.escaped(placeholderText.isEmpty ? "none" : placeholderText) + #""><span class="placeholder""#
        html += (placeholder.map(Self.language(of:)) ?? "") + ">" + HTML.escaped(placeholderText) + "</span></span>"
        if let fallback = placeholder?.fallbackLocale {
            html += Marker.fallback(locale: locale.identifier, shows: fallback).html
        }
        html += #"<span class="send" role="img" aria-label="Send button: "# + HTML.escaped(sendText)
        html += #""><span class="send-title""# + (send.map(Self.language(of:)) ?? #" lang="en""#) + ">"
        html += HTML.escaped(sendText) + "</span></span>"
        if send == nil { html += #"<span class="default-note" lang="en">iOS default</span>"# }
        if let fallback = send?.fallbackLocale {
            html += Marker.fallback(locale: locale.identifier, shows: fallback).html
        }
        html += "</div></div>"
        return html
    }

    /// The lock screen with previews hidden: the app's name, the title and subtitle only when the category's options
    /// show them, and the placeholder with `%u` filled (iOS's "Notification" without one).
    private mutating func lockedView() -> String {
        var html =
            #"<div class="view" data-view="locked"><p class="view-label" lang="en" dir="ltr">Locked, previews hidden</p>"#
        html +=
            #"<div class="notification locked"><div class="notification-header"><span class="app-icon" aria-hidden="true"></span>"#
        html += #"<span class="app-name">"# + HTML.escaped(options.appName) + "</span></div>"
        if category.options.contains(.hiddenPreviewsShowTitle) {
            html += #"<p class="sample-title" lang="en" dir="ltr">Title from the payload</p>"#
        }
        if category.options.contains(.hiddenPreviewsShowSubtitle) {
            html += #"<p class="sample-subtitle" lang="en" dir="ltr">Subtitle from the payload</p>"#
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder, !placeholder.isEmptyPlaceholder {
            html += filled(placeholder, what: "hidden-previews placeholder", className: "placeholder-body")
        } else {
            html += #"<p class="placeholder-body default" lang="en" dir="ltr">Notification"#
            html += #" <span class="default-note">iOS default: no hidden-previews-body-placeholder</span></p>"#
        }
        html += "</div></div>"
        return html
    }

    /// The group's summary line with `%u` and `%@` filled (iOS's own "N more notifications" without a format).
    private mutating func summaryView() -> String {
        var html = #"<div class="view" data-view="summary"><p class="view-label" lang="en" dir="ltr">Summary of "#
        html += "\(options.sampleCount + 1) notifications (iOS 12 to 14; iOS 15 and later write their own)</p>"
        html += #"<div class="stack"><div class="notification summary">"#
        if let format = category.summaryFormat, !format.isEmptyPlaceholder {
            html += filled(format, what: "summary format", className: "summary-text")
        } else {
            html += #"<p class="summary-text default" lang="en" dir="ltr">\#(options.sampleCount) more notifications"#
            html += #" <span class="default-note">iOS default: no summary-format</span></p>"#
        }
        html += #"</div><div class="stack-card" aria-hidden="true"></div></div></div>"#
        return html
    }

    /// A format as this locale shows it, its arguments filled with the samples, flagged when it falls back.
    private mutating func filled(_ format: LocalizedText, what: String, className: String) -> String {
        let text = shown(format, what: what)
        var html = #"<p class=""# + className + #"""# + Self.language(of: text) + ">"
        html += HTML.escaped(
            FormatSample.fill(text.value, count: options.sampleCount, argument: options.sampleArgument))
        if let fallback = text.fallbackLocale {
            html += Marker.fallback(locale: locale.identifier, shows: fallback).html
        }
        return html + "</p>"
    }

    private mutating func shown(_ text: LocalizedText, what: String) -> ShownText {
        let shown = ShownText(text, locale: locale)
        if let fallbackLocale = shown.fallbackLocale { fallbacks.append((what, shown.value, fallbackLocale)) }
        return shown
    }
}

/// The small signs beside a title, each with the accessible label a screen reader announces.
enum Marker {
    case destructive
    case opensApp
    case authentication
    case runTimeTitle
    case fallback(locale: String, shows: String)
    case icon(ActionIcon)

    var html: String {
        switch self {
        case .destructive:
            #"<span class="marker destructive-marker" role="img" aria-label="Destructive"></span>"#
        case .opensApp:
            #"<span class="marker opens-app" role="img" aria-label="Opens the app" title="Opens the app (foreground)">"#
                + Glyph.opensApp + "</span>"
        case .authentication:
            #"<span class="marker authentication" role="img" aria-label="Requires Face ID or passcode" "#
                + #"title="Requires an unlocked device: Face ID, Touch ID or passcode">"# + Glyph.faceID + "</span>"
        case .runTimeTitle:
            #"<span class="marker run-time" role="img" aria-label="Sample: the app sets this title at run time" "#
                + #"title="Sample: the app sets this title at run time">"# + Glyph.sample + "</span>"
        case .fallback(let locale, let shows):
            #"<span class="marker fallback" role="img" aria-label="No "# + HTML.escaped(locale)
                + " translation: iOS shows the " + HTML.escaped(shows) + #" text" title="No "# + HTML.escaped(locale)
                + " translation: iOS shows the " + HTML.escaped(shows) + #" text">"# + Glyph.flag + "</span>"
        case .icon(let icon):
            icon.html
        }
    }
}

extension ActionIcon {
    /// A labelled placeholder with the symbol's or asset's name: never Apple's artwork.
    var html: String {
        switch self {
        case .system(let name):
            #"<span class="icon symbol" role="img" aria-label="SF Symbol "# + HTML.escaped(name)
                + #"" title="SF Symbol "#
                + HTML.escaped(name) + #""><span class="icon-name" aria-hidden="true">"# + HTML.escaped(name)
                + "</span></span>"
        case .template(let name):
            #"<span class="icon template" role="img" aria-label="Image asset "# + HTML.escaped(name)
                + #"" title="Image asset "# + HTML.escaped(name) + #" from the app's asset catalog">"#
                + #"<span class="icon-name" aria-hidden="true">"# + HTML.escaped(name) + "</span></span>"
        }
    }
}

/// The markers' pictures: an empty element whose picture the stylesheet draws (a CSS mask of an inline SVG, so
/// nothing is fetched), a few bytes on the page instead of the SVG in every button.
enum Glyph {
    static let faceID = #"<i class="glyph glyph-faceid" aria-hidden="true"></i>"#
    static let opensApp = #"<i class="glyph glyph-opensapp" aria-hidden="true"></i>"#
    static let sample = #"<i class="glyph glyph-sample" aria-hidden="true"></i>"#
    static let flag = #"<i class="glyph glyph-flag" aria-hidden="true"></i>"#
}

extension ShownText {
    /// A sample standing for a text the app gives at run time.
    init(sample: String) {
        value = sample
        fallbackLocale = nil
        isSample = true
    }
}
