import Actionable
import Testing

@testable import ActionablePreview

/// The site `actionable preview` writes, read as text: which buttons each view holds, the markers, the texts a
/// locale shows, escaping, and findings beside their categories. The browser tests (`scripts/check-preview-browser.sh`)
/// check the same pages in Chromium: the accessibility tree, layout direction, colors, screenshots.
@Suite struct PreviewSiteTests {
    static let chat = """
        categories:
          - identifier: CHAT
            summary-format: {en: "%u more messages from %@", de: "%u weitere Nachrichten von %@", ar: "%u رسائل من %@"}
            hidden-previews-body-placeholder: {en: "%u new messages", de: "%u neue Nachrichten", ar: "%u رسائل جديدة"}
            actions:
              - identifier: REPLY
                title: {en: Reply, de: Antworten, ar: رد}
                authentication-required: true
                icon: {system: arrowshape.turn.up.left}
                text-input:
                  button-title: {en: Send, de: Senden, ar: إرسال}
                  placeholder: {en: Type a message, de: Nachricht eingeben, ar: اكتب رسالة}
              - identifier: MARK_READ
                title: {en: Mark as Read, de: Als gelesen markieren}
              - identifier: DELETE
                title: {en: Delete, de: Löschen, ar: حذف}
                destructive: true
                authentication-required: true
              - identifier: OPEN
                title: {en: Open, de: Öffnen, ar: فتح}
                activation: foreground
          - identifier: CALL
            actions:
              - identifier: CALL_BACK
                title-at-run-time: true
                activation: foreground
        """

    static func site(_ yaml: String, file: String = "chat.yaml", options: PreviewOptions = PreviewOptions())
        -> (PreviewSite, LoadResult)
    {
        let result = CategoryLoader().load(yaml: yaml, file: file)
        let source = PreviewSource(
            categories: result.registry.categories, diagnostics: result.diagnostics, files: result.files)
        return (PreviewSite(source, options: options), result)
    }

    static func page(_ site: PreviewSite, _ path: String) -> String {
        site.files.first { $0.path == path }?.contents ?? ""
    }

    /// The text of `locale`'s section of a category page.
    static func section(_ html: String, locale: String) -> Substring {
        guard let start = html.range(of: #"data-locale="\#(locale)">"#) else { return "" }
        let rest = html[start.upperBound...]
        let end = rest.range(of: #"<section class="locale""#)?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    /// The `data-action` of each button in the first `view` of `text`, in order.
    static func buttons(in text: Substring, view: String) -> [String] {
        guard let start = text.range(of: #"data-view="\#(view)">"#) else { return [] }
        var rest = text[start.upperBound...]
        if let end = rest.range(of: #"<div class="view""#) { rest = rest[..<end.lowerBound] }
        var found: [String] = []
        var cursor = rest
        while let button = cursor.range(of: #"<button type="button" class=""#) {
            let after = cursor[button.upperBound...]
            guard let attribute = after.range(of: #"data-action=""#) else { break }
            let value = after[attribute.upperBound...]
            let close = value.firstIndex(of: "\"")!
            found.append(String(value[..<close]))
            cursor = value[close...]
        }
        return found
    }

    @Test("the banner holds the first two actions; the expanded view every action, in order, in every locale")
    func bannerAndExpanded() {
        let (site, _) = Self.site(Self.chat)
        let page = Self.page(site, "categories/CHAT.html")
        for locale in ["en", "de", "ar"] {
            let section = Self.section(page, locale: locale)
            #expect(Self.buttons(in: section, view: "banner") == ["REPLY", "MARK_READ"], "\(locale)")
            #expect(
                Self.buttons(in: section, view: "expanded") == ["REPLY", "MARK_READ", "DELETE", "OPEN"], "\(locale)")
            // Light and dark: the same views twice.
            #expect(section.components(separatedBy: #"data-view="banner""#).count == 3)
        }
        #expect(page.contains("Only in the expanded view: <bdi>Delete</bdi>, <bdi>Open</bdi>"))
    }

    @Test("destructive is red and announced; unlock and opening the app carry labelled markers; icons are names")
    func markers() {
        let (site, _) = Self.site(Self.chat)
        let section = Self.section(Self.page(site, "categories/CHAT.html"), locale: "en")
        #expect(
            section.contains(#"<button type="button" class="action destructive" data-action="DELETE" tabindex="-1">"#))
        #expect(section.contains(#"aria-label="Destructive""#))
        let open = section[section.range(of: #"data-action="OPEN" tabindex="-1">"#)!.upperBound...].prefix(while: {
            $0 != "/"
        })
        #expect(open.contains("Open"))
        let openButton = section[section.range(of: #"data-action="OPEN" tabindex="-1">"#)!.upperBound...]
        let openEnd = openButton.range(of: "</button>")!.lowerBound
        #expect(openButton[..<openEnd].contains(#"aria-label="Opens the app""#))
        // iOS asks to unlock for every foreground action, declared or not.
        #expect(openButton[..<openEnd].contains(#"aria-label="Requires Face ID or passcode""#))
        let markRead = section[section.range(of: #"data-action="MARK_READ" tabindex="-1">"#)!.upperBound...]
        #expect(!markRead[..<markRead.range(of: "</button>")!.lowerBound].contains("Requires Face ID"))
        #expect(section.contains(#"role="img" aria-label="SF Symbol arrowshape.turn.up.left""#))
        // The text field: placeholder and send button, per locale.
        let german = Self.section(Self.page(site, "categories/CHAT.html"), locale: "de")
        #expect(german.contains(#"<span class="placeholder">Nachricht eingeben</span>"#))
        #expect(german.contains(#"<span class="send-title">Senden</span>"#))
    }

    @Test("%u and %@ are filled in the summary and the hidden-previews placeholder")
    func formats() {
        let (site, _) = Self.site(Self.chat)
        let page = Self.page(site, "categories/CHAT.html")
        #expect(Self.section(page, locale: "en").contains("3 more messages from Anna"))
        #expect(Self.section(page, locale: "de").contains("3 weitere Nachrichten von Anna"))
        #expect(Self.section(page, locale: "de").contains("3 neue Nachrichten"))
        #expect(FormatSample.fill("%u more from %@", count: 3, argument: "Anna") == "3 more from Anna")
        #expect(FormatSample.fill("%2$@ sent %1$lu", count: 5, argument: "Bo") == "Bo sent 5")
        #expect(FormatSample.fill("100%% %d", count: 2, argument: "") == "100% 2")
        #expect(FormatSample.fill("odd %q %", count: 2, argument: "") == "odd %q %")
        // Without a format, iOS's own words, marked as its default.
        let call = Self.page(site, "categories/CALL.html")
        #expect(call.contains("3 more notifications"))
        #expect(call.contains("iOS default: no summary-format"))
        #expect(call.contains("iOS default: no hidden-previews-body-placeholder"))
    }

    @Test("a missing translation shows the text iOS falls back to, flagged; pt-BR falls back to pt")
    func fallbacks() {
        let (site, _) = Self.site(Self.chat)
        let arabic = Self.section(Self.page(site, "categories/CHAT.html"), locale: "ar")
        let markRead = arabic[arabic.range(of: #"data-action="MARK_READ" tabindex="-1">"#)!.upperBound...]
        let button = markRead[..<markRead.range(of: "</button>")!.lowerBound]
        #expect(button.contains(#"<span class="title" lang="en">Mark as Read</span>"#))
        #expect(button.contains(#"aria-label="No ar translation: iOS shows the en text""#))
        #expect(arabic.contains("title of MARK_READ: <bdi>Mark as Read</bdi> (en)"))

        let portuguese = """
            categories:
              - identifier: P
                actions:
                  - {identifier: A, title: {en: Accept, pt: Aceitar}}
            """
        let (brazil, _) = Self.site(portuguese, options: PreviewOptions(extraLocales: ["pt-BR"]))
        let section = Self.section(Self.page(brazil, "categories/P.html"), locale: "pt-BR")
        #expect(section.contains(#"<span class="title" lang="pt">Aceitar</span>"#))
        #expect(section.contains("iOS shows the pt text"))
    }

    @Test("a title set at run time is a marked sample")
    func runTimeTitle() {
        let (site, _) = Self.site(Self.chat)
        let page = Self.page(site, "categories/CALL.html")
        #expect(
            page.contains(
                #"class="action run-time-title" data-action="CALL_BACK" tabindex="-1"><span class="title" lang="en">Call Back</span>"#
            ))
        #expect(page.contains(#"aria-label="Sample: the app sets this title at run time""#))
    }

    @Test("the development language first; Arabic and Hebrew right to left; --locale adds a locale")
    func locales() {
        let (site, _) = Self.site(Self.chat, options: PreviewOptions(extraLocales: ["he", "DE"]))
        let page = Self.page(site, "categories/CHAT.html")
        let order = ["en", "de", "ar", "he"].map { page.range(of: #"data-locale="\#($0)""#)!.lowerBound }
        #expect(order == order.sorted())
        #expect(page.contains(#"lang="ar" dir="rtl" data-locale="ar""#))
        #expect(page.contains(#"lang="he" dir="rtl" data-locale="he""#))
        #expect(page.contains(#"lang="de" dir="ltr" data-locale="de""#))
        #expect(!page.contains(#"data-locale="DE""#))
        let (german, _) = Self.site(Self.chat, options: PreviewOptions(developmentLanguage: "de"))
        let germanPage = Self.page(german, "categories/CHAT.html")
        #expect(
            germanPage.range(of: #"data-locale="de""#)!.lowerBound
                < germanPage.range(of: #"data-locale="en""#)!.lowerBound)
    }

    @Test("text from YAML is escaped: a title of <script> is text, never markup")
    func escaping() {
        let yaml = """
            categories:
              - identifier: "X\\"><img/src=x/onerror=alert(1)>"
                summary-format: "<b>%u</b>"
                actions:
                  - identifier: "A'<i>"
                    title: "<script>alert('title')</script>"
                    icon: {system: "\\"><script>"}
            """
        let (site, result) = Self.site(yaml)
        #expect(result.registry.categories.count == 1, "\(result.diagnostics)")
        for file in site.files where file.path.hasSuffix(".html") {
            #expect(!file.contents.contains("<script>alert"), "\(file.path)")
            #expect(!file.contents.contains("<img/src=x"), "\(file.path)")
            #expect(!file.contents.contains("<b>3</b>"), "\(file.path)")
            let scripts = file.contents.components(separatedBy: "<script").count - 1
            #expect(scripts == (file.path == "index.html" ? 1 : 0), "\(file.path)")
        }
        let page = site.files.first { $0.path.hasPrefix("categories/") }?.contents ?? ""
        #expect(page.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
        #expect(page.contains("&lt;b&gt;3&lt;/b&gt;"))
    }

    @Test("a file with errors still previews what loaded; each error is beside its category or on the index")
    func errors() {
        let yaml = """
            categories:
              - identifier: GOOD
                actions:
                  - {identifier: OK, title: OK}
              - identifier: BAD
                colour: red
                actions:
                  - {identifier: WAIT, title: Wait}
            """
        let (site, result) = Self.site(yaml, file: "orders.yaml")
        #expect(result.hasErrors)
        let bad = Self.page(site, "categories/BAD.html")
        #expect(bad.contains("unknown key &#39;colour&#39;"))
        #expect(Self.buttons(in: Self.section(bad, locale: "en"), view: "expanded") == ["WAIT"])
        #expect(!Self.page(site, "categories/GOOD.html").contains("colour"))
        let index = Self.page(site, "index.html")
        #expect(index.contains(#"data-category="BAD" data-findings="errors""#))
        #expect(index.contains(#"data-category="GOOD" data-findings="clean""#))
        let (nested, _) = Self.site(yaml, file: "/home/me/app/Categories/orders.yaml")
        #expect(Self.page(nested, "index.html").contains(#"data-search="good orders.yaml ok ok""#))

        let (broken, _) = Self.site("categories:\n  - identifier: X\n    actions: [\n", file: "broken.yaml")
        let brokenIndex = Self.page(broken, "index.html")
        #expect(brokenIndex.contains("Findings outside any previewed category"))
        #expect(brokenIndex.contains("broken.yaml:"))
        #expect(brokenIndex.contains("No category loaded."))
    }

    @Test("page names are file names, distinct on a case-insensitive disk")
    func pageNames() {
        var names = PageNames()
        #expect(names.name(for: "INVITE") == "INVITE.html")
        #expect(names.name(for: "invite") == "invite-2.html")
        #expect(names.name(for: "a/b c") == "a_2Fb_20c.html")
        #expect(names.name(for: "..") == "_...html")
        #expect(names.name(for: "") == "_.html")
        #expect(names.name(for: "招待") == "_E6_8B_9B_E5_BE_85.html")
    }

    @Test("before and after: only categories that differ, with their status and the diff's findings")
    func comparison() {
        let before = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: SAME
                    actions: [{identifier: A, title: Accept}]
                  - identifier: RENAMED_TITLE
                    actions: [{identifier: A, title: Accept}]
                  - identifier: GONE
                    actions: [{identifier: A, title: Accept}]
                """, file: "old/c.yaml")
        let after = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: SAME
                    actions: [{identifier: A, title: Accept}]
                  - identifier: RENAMED_TITLE
                    actions: [{identifier: A, title: Approve}]
                  - identifier: NEW
                    actions: [{identifier: A, title: Accept}]
                """, file: "new/c.yaml")
        let changes = RegistryDiff.changes(from: before.registry, to: after.registry)
        let site = PreviewSite(
            before: PreviewSource(categories: before.registry.categories, diagnostics: [], files: before.files),
            after: PreviewSource(categories: after.registry.categories, diagnostics: [], files: after.files),
            changes: changes, beforeLabel: "main")
        let pages = Set(site.files.map(\.path).filter { $0.hasPrefix("changes/") })
        #expect(pages == ["changes/RENAMED_TITLE.html", "changes/NEW.html", "changes/GONE.html"])
        let renamed = Self.page(site, "changes/RENAMED_TITLE.html")
        let beforeSide = renamed[renamed.range(of: #"data-side="before""#)!.upperBound...]
        #expect(beforeSide.prefix(while: { _ in true }).contains("Accept"))
        let afterSide = renamed[renamed.range(of: #"data-side="after""#)!.upperBound...]
        #expect(afterSide.contains("Approve"))
        #expect(renamed.contains(#"<span class="status changed">changed</span>"#))
        // Every change the diff found is on a page: the removed category's too (it points into the old files).
        for change in changes {
            #expect(site.files.contains { $0.contents.contains(HTML.escaped(change.message)) }, "\(change)")
        }
        let gone = Self.page(site, "changes/GONE.html")
        #expect(gone.contains("category-removed") || changes.allSatisfy { !$0.message.contains("GONE") })
        let index = Self.page(site, "index.html")
        #expect(index.contains("3 categories differ from main; 1 unchanged."))
        #expect(!index.contains(#"data-category="SAME""#))
    }

    @Test("before and after: the old version's errors are shown too, beside the category they concern")
    func comparisonWithErrorsBefore() {
        let before = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: ORDER
                    colour: red
                    actions: [{identifier: A, title: Accept}]
                """, file: "old/c.yaml")
        let after = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: ORDER
                    actions: [{identifier: A, title: Approve}]
                """, file: "new/c.yaml")
        #expect(before.hasErrors)
        var written: [String] = []
        PreviewSite.writeComparison(
            before: PreviewSource(
                categories: before.registry.categories, diagnostics: before.diagnostics, files: before.files),
            after: PreviewSource(categories: after.registry.categories, diagnostics: [], files: after.files),
            changes: [], beforeLabel: "main"
        ) { written.append($0.path + "\n" + $0.contents) }
        let page = written.first { $0.hasPrefix("changes/ORDER.html") } ?? ""
        #expect(page.contains("unknown key &#39;colour&#39;"))
        // Streamed: the pages first, then the index, then the assets.
        #expect(
            written.map { String($0.prefix { $0 != "\n" }) } == [
                "changes/ORDER.html", "index.html", "assets/preview.css", "assets/preview.js",
            ])
    }

    @Test("a finding goes beside its category only when it is within it; otherwise on the index, never beside another")
    func placement() {
        let yaml = """
            categories:
              - identifier: FIRST
                actions:
                  - {identifier: A, title: Accept}
              - identifier: "BAD ID"
                actions:
                  - {identifier: B, title: Decline}
              - identifier: LAST
                actions:
                  - {identifier: C, title: Close}
                  - {identifier: D, title: Done, colour: blue}
            retired-categories:
              - {identifier: OLD, retired: 2026-01-01, bogus: 1}
            """
        let (site, result) = Self.site(yaml, file: "place.yaml")
        #expect(result.hasErrors)
        let first = Self.page(site, "categories/FIRST.html")
        #expect(!first.contains("BAD ID"), "the unloaded category's error is not FIRST's")
        let last = Self.page(site, "categories/LAST.html")
        #expect(last.contains("unknown key &#39;colour&#39;"))
        #expect(!last.contains("bogus"), "the retired list's finding is not LAST's")
        let index = Self.page(site, "index.html")
        let top = index[..<index.range(of: #"<ol class="categories""#)!.lowerBound]
        #expect(top.contains("BAD ID"))
        #expect(top.contains("bogus"))
    }

    @Test("each missing translation is listed once per locale; a fallback's text is marked with its language")
    func fallbackList() {
        let (site, _) = Self.site(Self.chat)
        let arabic = Self.section(Self.page(site, "categories/CHAT.html"), locale: "ar")
        #expect(arabic.contains("1 text has no <code>ar</code> translation"))
        #expect(arabic.components(separatedBy: "title of MARK_READ").count == 2)
        #expect(arabic.contains(#"<span class="title" lang="en">Mark as Read</span>"#))
    }

    @Test("the expanded view shows ten actions, as iOS does, and names the rest")
    func tenActions() {
        let actions = (1...12).map { "      - {identifier: A\($0), title: Action \($0)}" }.joined(separator: "\n")
        let (site, _) = Self.site("categories:\n  - identifier: MANY\n    actions:\n" + actions)
        let section = Self.section(Self.page(site, "categories/MANY.html"), locale: "en")
        #expect(Self.buttons(in: section, view: "expanded") == (1...10).map { "A\($0)" })
        #expect(section.contains("iOS shows ten actions; not shown: <bdi>A11</bdi>, <bdi>A12</bdi>"))
    }

    @Test("a long identifier gets a file name within 255 bytes, still distinct")
    func longNames() {
        var names = PageNames()
        let long = String(repeating: "通知", count: 60)
        let first = names.name(for: long + "A")
        let second = names.name(for: long + "B")
        #expect(first.utf8.count <= 255)
        #expect(first != second)
        #expect(first.hasPrefix(String(repeating: "_E9_80_9A_E7_9F_A5", count: 8)))
    }

    @Test("the index shows its first rows and a button for more; without the script every row is shown")
    func indexPages() {
        let categories = (1...(IndexPage.pageSize + 5)).map {
            "  - {identifier: C\($0), actions: [{identifier: A, title: Accept}]}"
        }.joined(separator: "\n")
        let (site, _) = Self.site("categories:\n" + categories)
        let index = Self.page(site, "index.html")
        #expect(index.contains(#"data-category="C\#(IndexPage.pageSize)" data-findings="clean""#))
        let hidden = index.components(separatedBy: #"" hidden><div class="row-main">"#).count - 1
        #expect(hidden == 5)
        #expect(index.contains("Showing the first \(IndexPage.pageSize) of \(IndexPage.pageSize + 5)."))
        #expect(
            index.contains(#"<noscript><style>.category-row[hidden] { display: block !important; }</style></noscript>"#)
        )
    }
}
