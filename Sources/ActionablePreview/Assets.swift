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
        .legend .glyph { vertical-align: -2px; }
        .legend-red { color: #ff3b30; font-weight: 600; }
        .locale { border-top: 1px solid var(--rule); margin-top: 24px; padding-top: 4px; }
        .locale-heading { font-weight: 600; }
        .fallbacks { background: #fff6e5; border-radius: 8px; padding: 6px 12px; font-size: 13.5px; margin: 8px 0; }
        .fallbacks p { margin: 0; }
        .fallbacks ul { margin: 4px 0 0; padding-inline-start: 20px; }
        .fallbacks .glyph { color: #c76a00; vertical-align: -2px; }
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
        .glyph { display: inline-block; width: 14px; height: 14px; background: currentColor; font-style: normal;
          -webkit-mask: var(--glyph) center / contain no-repeat; mask: var(--glyph) center / contain no-repeat; }
        .glyph-faceid { --glyph: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M1 5V3a2 2 0 0 1 2-2h2M11 1h2a2 2 0 0 1 2 2v2M15 11v2a2 2 0 0 1-2 2h-2M5 15H3a2 2 0 0 1-2-2v-2M5.5 5.5v1.5M10.5 5.5v1.5M8 5.5v4H7M5.5 11a3.5 3.5 0 0 0 5 0' fill='none' stroke='black' stroke-width='1.3' stroke-linecap='round'/%3E%3C/svg%3E"); }
        .glyph-opensapp { --glyph: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M6 3H3v10h10v-3M9 2h5v5M14 2 7 9' fill='none' stroke='black' stroke-width='1.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E"); }
        .glyph-sample { --glyph: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3 11.5 11 3.5l1.5 1.5-8 8H3zM9.5 5l1.5 1.5' fill='none' stroke='black' stroke-width='1.3' stroke-linejoin='round'/%3E%3C/svg%3E"); }
        .glyph-flag { --glyph: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 14.5V2M3.5 2.5h8l-2 3 2 3h-8' fill='none' stroke='black' stroke-width='1.4' stroke-linejoin='round'/%3E%3C/svg%3E"); }
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
        /* Blocks, not list items: Chromium renumbers every following list item when one is shown or hidden, which
           made a search of 10,000 rows take seconds. */
        .category-row { display: block; border-top: 1px solid var(--rule); padding: 8px 0; }
        .more { margin: 12px 0; color: var(--muted); }
        .more button { font: inherit; padding: 4px 12px; margin-inline-start: 8px; }
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

    /// The index page's search and filter. Each row's text to match is in its `data-search`, lowercased already; the
    /// script scans those strings (a few milliseconds for 10,000) and shows the first ``IndexPage/pageSize`` matches,
    /// with a button for more: the browser lays out a few hundred rows whatever the registry's size, and a search
    /// touches only the rows whose visibility changes (10,000 categories: 61-66 ms median in Chromium 156,
    /// `Benchmarks/preview`). It runs in the `input` and `change` handlers, synchronously. A query in the address
    /// (`index.html#q=reply&show=errors`) is applied on load, so a link can share a search.
    static let script = #"""
        (function () {
          "use strict";
          var input = document.getElementById("search");
          var filter = document.getElementById("filter");
          var count = document.getElementById("count");
          var none = document.getElementById("no-match");
          var list = document.getElementById("categories");
          var more = document.getElementById("more");
          var moreNote = document.getElementById("more-note");
          if (!input || !filter || !list) { return; }
          var rows = Array.prototype.slice.call(list.children);
          var total = rows.length;
          var page = Number(list.getAttribute("data-page-size")) || 100;
          var limit = page;
          var keys = new Array(total);
          var kinds = new Array(total);
          var shown = new Array(total);
          for (var i = 0; i < total; i++) {
            keys[i] = rows[i].getAttribute("data-search") || "";
            kinds[i] = " " + (rows[i].getAttribute("data-findings") || "clean") + " ";
            shown[i] = !rows[i].hidden;
          }
          function apply() {
            var terms = input.value.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
            var kind = filter.value === "all" ? "" : " " + filter.value + " ";
            var matches = 0;
            for (var i = 0; i < total; i++) {
              var match = kind === "" || kinds[i].indexOf(kind) !== -1;
              for (var t = 0; match && t < terms.length; t++) { match = keys[i].indexOf(terms[t]) !== -1; }
              var show = match && matches < limit;
              if (match) { matches++; }
              if (show !== shown[i]) { shown[i] = show; rows[i].hidden = !show; }
            }
            count.textContent = matches + " of " + total;
            none.hidden = matches !== 0 || total === 0;
            if (moreNote) {
              moreNote.hidden = matches <= limit;
              moreNote.firstChild.textContent = "Showing the first " + Math.min(limit, matches) + " of " + matches + ".";
            }
          }
          input.addEventListener("input", function () { limit = page; apply(); });
          filter.addEventListener("change", function () { limit = page; apply(); });
          if (more) { more.addEventListener("click", function () { limit += page; apply(); }); }
          var hash = window.location.hash.slice(1);
          if (hash) {
            hash.split("&").forEach(function (part) {
              var pair = part.split("=");
              var value = "";
              try { value = decodeURIComponent((pair[1] || "").replace(/\+/g, " ")); } catch (malformed) { return; }
              if (pair[0] === "q") { input.value = value; }
              if (pair[0] === "show" && ["all", "errors", "warnings", "clean"].indexOf(value) !== -1) { filter.value = value; }
            });
          }
          apply();
        })();
        """#
}
