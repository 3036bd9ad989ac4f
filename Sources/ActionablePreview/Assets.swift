/// The stylesheet and script every page shares, written beside the pages: nothing is fetched from the network, no
/// font is downloaded (the system's are used), and the script is a classic one, which browsers run from `file://`.
enum Assets {
    static let files = [
        PreviewFile(path: "assets/preview.css", contents: stylesheet),
        PreviewFile(path: "assets/preview.js", contents: script),
    ]

    /// Colors are iOS's system colors (red #FF3B30 light, #FF453A dark); sizes follow an iPhone's notification, 360
    /// points wide. Logical properties (`inline-start`) make right-to-left locales mirror on their own.
    static let stylesheet = #"""
        :root { color-scheme: light; --page: #ffffff; --ink: #1d1d1f; --muted: #5f5f66; --rule: #d2d2d7;
          --error: #c5221f; --warning: #9a5b00; --note: #3c4043; --link: #0a58ca;
          font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", system-ui, "DejaVu Sans", sans-serif;
          font-size: 15px; line-height: 1.4; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0 auto; padding: 16px 24px 48px; max-width: 1280px; background: var(--page); color: var(--ink); }
        a { color: var(--link); }
        code { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 0.92em; }
        h1 { font-size: 26px; margin: 4px 0; }
        h2 { font-size: 19px; margin: 24px 0 8px; }
        h3 { font-size: 14px; margin: 0 0 8px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
        .breadcrumb { margin: 0; }
        .source, .row-source, .where { color: var(--muted); font-size: 13px; }
        .tag { display: inline-block; font-size: 12px; font-weight: 500; padding: 1px 7px; border-radius: 9px;
          background: #eef0f4; color: var(--muted); vertical-align: middle; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 12px 0; font-size: 14px; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; }
        .findings { border: 1px solid var(--rule); border-radius: 10px; padding: 4px 16px 12px; margin: 16px 0; }
        .finding-list { list-style: none; margin: 6px 0 0; padding: 0; font-size: 13.5px; }
        .finding { padding: 3px 0; }
        .finding .severity { font-weight: 600; text-transform: uppercase; font-size: 11.5px; letter-spacing: 0.04em; }
        .finding.error .severity { color: var(--error); }
        .finding.warning .severity { color: var(--warning); }
        .finding.note .severity { color: var(--note); }
        .finding .rule { color: var(--muted); }
        .locale-nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 8px 0; }
        .locale-nav a { display: inline-block; padding: 2px 10px; border: 1px solid var(--rule); border-radius: 12px;
          text-decoration: none; }
        .legend { margin: 12px 0; font-size: 13.5px; color: var(--muted); }
        .legend ul { margin: 6px 0; padding-inline-start: 20px; }
        .legend svg { vertical-align: -2px; }
        .legend-red { color: #ff3b30; font-weight: 600; }
        .locale { border-top: 1px solid var(--rule); margin-top: 24px; padding-top: 4px; }
        .locale-heading { font-weight: 600; }
        .fallbacks { background: #fff6e5; border-radius: 8px; padding: 6px 12px; font-size: 13.5px; margin: 8px 0; }
        .fallbacks p { margin: 0; }
        .fallbacks ul { margin: 4px 0 0; padding-inline-start: 20px; }
        .fallbacks svg { color: #c76a00; vertical-align: -2px; }
        .appearances, .compare { display: grid; grid-template-columns: repeat(auto-fit, minmax(400px, 1fr)); gap: 16px; }
        .compare .appearances { grid-template-columns: 1fr; }
        .side > h3 { font-size: 15px; color: var(--ink); text-transform: none; letter-spacing: 0; }
        .absent { color: var(--muted); font-style: italic; }

        .appearance { --wall: #dfe4ec; --card: #f7f7f9; --text: #000000; --secondary: #6c6c70; --separator: #d1d1d6;
          --button: #ffffff; --red: #ff3b30; --flag: #c76a00; --field: #ffffff;
          background: var(--wall); color: var(--text); border-radius: 18px; padding: 14px 18px 18px; }
        .appearance.dark { --wall: #101012; --card: #2c2c2e; --text: #ffffff; --secondary: #a1a1a8; --separator: #48484a;
          --button: #3a3a3c; --red: #ff453a; --flag: #ffb340; --field: #1c1c1e; color-scheme: dark; }
        .appearance > h3 { color: var(--secondary); }
        .view { width: 360px; max-width: 100%; margin: 0 0 18px; }
        .view-label { margin: 0 0 4px; font-size: 12px; color: var(--secondary); font-weight: 600; }
        .view-note { margin: 6px 2px 0; font-size: 12px; color: var(--secondary); }
        .notification { background: var(--card); border-radius: 14px; padding: 10px 12px 11px;
          box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
        .notification-header { display: flex; align-items: center; gap: 6px; font-size: 12.5px; color: var(--secondary); }
        .app-icon { width: 18px; height: 18px; border-radius: 5px; background: linear-gradient(135deg, #5ac8fa, #007aff); }
        .app-name { font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; }
        .time { margin-inline-start: auto; }
        .sample-title, .sample-subtitle, .sample-body, .placeholder-body, .summary-text { margin: 4px 0 0; font-size: 14.5px; }
        .sample-title { font-weight: 600; }
        .sample-title, .sample-subtitle, .sample-body { color: var(--secondary); font-style: italic; }
        .default-note { font-size: 11px; color: var(--secondary); font-style: normal; border: 1px dashed var(--secondary);
          border-radius: 4px; padding: 0 4px; margin-inline-start: 4px; white-space: nowrap; }
        .actions { margin-top: 6px; }
        .banner-actions { display: flex; gap: 6px; }
        .banner-actions .action { flex: 1 1 0; justify-content: center; border-radius: 12px; }
        .expanded-actions { background: var(--card); border-radius: 14px; overflow: hidden; }
        .expanded-actions .action { width: 100%; border-radius: 0; border-top: 1px solid var(--separator); }
        .expanded-actions .action:first-child { border-top: 0; }
        .action { position: relative; display: flex; align-items: center; gap: 6px; min-width: 0; min-height: 44px; padding: 10px 14px;
          background: var(--button); color: var(--text); border: 0; font: inherit; font-size: 15.5px; text-align: start;
          cursor: default; }
        .expanded-actions .action { background: transparent; }
        .action .title { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .action.destructive .title { color: var(--red); }
        .action.run-time-title .title { font-style: italic; text-decoration: underline dashed; text-underline-offset: 3px; }
        .marker { display: inline-flex; flex: none; color: var(--secondary); }
        .action.destructive .marker { color: var(--red); }
        .marker.fallback { color: var(--flag); }
        .destructive-marker { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        .icon { flex: none; margin-inline-start: auto; max-width: 112px; overflow: hidden; text-overflow: ellipsis;
          white-space: nowrap; font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 9.5px;
          color: var(--secondary); border: 1px dashed var(--secondary); border-radius: 5px; padding: 2px 4px; }
        .banner-actions .icon { display: none; }
        .text-input { display: flex; gap: 8px; align-items: center; background: var(--card); border-radius: 14px; padding: 8px; }
        .text-input .field { flex: 1; display: flex; gap: 4px; align-items: center; min-width: 0; background: var(--field);
          border: 1px solid var(--separator); border-radius: 17px; padding: 6px 12px; }
        .placeholder { color: var(--secondary); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .send { display: inline-flex; gap: 4px; align-items: center; font-weight: 600; color: #0a84ff; white-space: nowrap; }
        .stack { position: relative; padding-bottom: 8px; }
        .stack-card { position: absolute; inset-inline: 10px; bottom: 0; height: 20px; background: var(--card);
          border-radius: 0 0 12px 12px; opacity: 0.7; z-index: 0; }
        .notification.summary { position: relative; z-index: 1; }

        .controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin: 16px 0; position: sticky; top: 0;
          background: var(--page); padding: 8px 0; z-index: 2; }
        .controls input { font: inherit; width: 320px; max-width: 70vw; padding: 6px 10px; border: 1px solid var(--rule);
          border-radius: 8px; }
        .controls select { font: inherit; padding: 5px 8px; }
        .controls output { color: var(--muted); }
        .categories { list-style: none; padding: 0; margin: 0; }
        .category-row { border-top: 1px solid var(--rule); padding: 8px 0; content-visibility: auto;
          contain-intrinsic-size: auto 64px; }
        .row-main { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
        .row-main a { font-weight: 600; }
        .row-banner { margin-top: 4px; font-size: 13.5px; color: var(--muted); }
        .row-label { font-size: 11.5px; text-transform: uppercase; letter-spacing: 0.04em; }
        .pill { display: inline-block; padding: 1px 9px; border-radius: 10px; background: #eef0f4; color: var(--ink);
          max-width: 220px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
        .pill.destructive { color: #d70015; }
        .status { font-size: 12px; font-weight: 600; padding: 1px 7px; border-radius: 9px; vertical-align: middle; }
        .status.added { background: #e3f6e8; color: #1b6b32; }
        .status.removed { background: #fde7e6; color: #a8201a; }
        .status.changed { background: #e8effd; color: #1d4ea8; }
        .none { color: var(--muted); }
        .details table { border-collapse: collapse; font-size: 13.5px; }
        .details th, .details td { text-align: start; padding: 4px 10px; border-bottom: 1px solid var(--rule); }
        .page-footer { margin-top: 40px; font-size: 12.5px; color: var(--muted); }
        """#

    /// The index page's search and filter. Each row's text to match is in its `data-search`, lowercased already, so a
    /// search is one style rule (`li:not([data-search*="reply"]) { display: none }`) that the browser matches in its
    /// own code: no per-row script, one style pass however many rows there are (10,000 answer within 100 ms in
    /// Chromium; `Benchmarks/preview`). It runs in the `input` and `change` handlers, synchronously. A query in the
    /// address (`index.html#q=reply&show=errors`) is applied on load, so a link can share a search.
    static let script = #"""
        (function () {
          "use strict";
          var input = document.getElementById("search");
          var filter = document.getElementById("filter");
          var count = document.getElementById("count");
          var none = document.getElementById("no-match");
          var list = document.getElementById("categories");
          if (!input || !filter || !list) { return; }
          var total = list.children.length;
          var rule = document.createElement("style");
          document.head.appendChild(rule);
          // A CSS string of any text: quotes, backslashes and line breaks as hexadecimal escapes.
          function quoted(text) {
            return "\"" + text.replace(/["\\\n\r\f]/g, function (c) {
              return "\\" + c.charCodeAt(0).toString(16) + " ";
            }) + "\"";
          }
          function apply() {
            var terms = input.value.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
            var condition = terms.map(function (term) { return "[data-search*=" + quoted(term) + "]"; }).join("");
            if (["errors", "warnings", "clean"].indexOf(filter.value) !== -1) {
              condition += "[data-findings~=\"" + filter.value + "\"]";
            }
            var visible = total;
            if (condition) {
              rule.textContent = "#categories > li:not(" + condition + ") { display: none; }";
              visible = list.querySelectorAll(":scope > li" + condition).length;
            } else {
              rule.textContent = "";
            }
            count.textContent = visible + " of " + total;
            none.hidden = visible !== 0 || total === 0;
          }
          input.addEventListener("input", apply);
          filter.addEventListener("change", apply);
          var hash = window.location.hash.slice(1);
          if (hash) {
            hash.split("&").forEach(function (part) {
              var pair = part.split("=");
              var value = "";
              try { value = decodeURIComponent((pair[1] || "").replace(/\+/g, " ")); } catch (malformed) { return; }
              if (pair[0] === "q") { input.value = value; }
              if (pair[0] === "show" && ["all", "errors", "warnings", "clean"].indexOf(value) !== -1) { filter.value = value; }
            });
            apply();
          }
        })();
        """#
}
