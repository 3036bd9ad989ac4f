#!/usr/bin/python3
"""Tests the static site written by `actionable preview` in headless Chromium, over the DevTools protocol (CDP).

  scripts/preview-browser.py check SITE --expect EXPECT.json --goldens DIR [--update-goldens] [--artifacts DIR]
  scripts/preview-browser.py search-latency SITE/index.html [--queries a,b,c] [--runs N]
  scripts/preview-browser.py screenshot URL_OR_FILE OUT.png [--width 1280] [--height 900] [--selector CSS] [--scale 1]

`check` loads every .html file under SITE and fails on uncaught exceptions, console.error/assert, error log entries,
requests whose scheme is not file: or data:, failed loads, alert() dialogs, buttons with an empty accessible name
and destructive titles not rgb(255, 59, 48) in a light appearance, rgb(255, 69, 58) in a dark one. Then it checks
what EXPECT.json asks (every key optional; page paths are relative to SITE):

  {"pages": {"categories/order.html": {
      "locales": {"ar": {"dir": "rtl",                              # dir attribute and computed direction
                         "expanded": ["Track", "Cancel Destructive"],  # the buttons' accessible names in order,
                         "banner": ["Track", "Cancel Destructive"]}},  # in the light and in the dark appearance
      "texts": [{"selector": "h1", "equals": "Order <b>"}],  # textContent of the first match, whitespace collapsed
      "absent": ["h1 script"]}},                              # selectors that must match nothing
   "index": {"page": "index.html", "categories": ["A", "B"],  # data-category of every row, in order
             "searches": [{"query": "b", "filter": "all", "visible": ["B"]}]},  # no filter: the select is left as is
   "screenshots": [{"name": "order-ar", "page": "categories/order.html", "selector": "[data-locale=ar]"}]}

Screenshots are compared with GOLDENS/<name>.png; --update-goldens (or UPDATE_GOLDEN=1) writes them instead.
Exit status: 0 every check passed, 1 a check failed (a `FAIL:` line each), 2 set-up error (Chromium did not start,
a CDP call timed out, EXPECT is malformed). Needs Debian's chromium (CHROMIUM=path to use another), python3-websocket
and python3-pil.
"""
import argparse
import base64
import contextlib
import functools
import io
import json
import os
import pathlib
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

import websocket
from PIL import Image, ImageChops

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                  "--disable-extensions", "--host-resolver-rules=MAP * ~NOTFOUND", "--force-color-profile=srgb",
                  "--font-render-hinting=none", "--disable-features=Translate,MediaRouter", "--lang=en-US",
                  "--remote-debugging-port=0"]
CDP_TIMEOUT = 30.0         # seconds for Chromium's start-up, any one CDP call and any page load
VIEWPORT = (1280, 900)     # CSS pixels, device scale factor 1
PIXEL_THRESHOLD = 40       # a pixel differs when one of its channels differs by more than this
MAX_DIFF_FRACTION = 0.0005  # a screenshot matches its golden when at most this fraction of its pixels differ
DESTRUCTIVE_COLORS = {"light": "rgb(255, 59, 48)", "dark": "rgb(255, 69, 58)"}  # by data-appearance
APPEARANCES = ("light", "dark")
DEFAULT_QUERIES = ["CAT_0042", "reply", "destructive", "", "zzz-no-match"]


class SetupError(Exception):
    """Chromium or the protocol failed (not a finding about the site): exit status 2."""


class CDP:
    """One websocket to the browser; commands go to the attached page's flattened session once `session` is set."""

    def __init__(self, url, timeout=CDP_TIMEOUT):
        self.ws = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self.timeout, self.next_id, self.events, self.session = timeout, 0, [], None

    def _receive(self, deadline, what):
        """Reads one message, recording it when it is an event; raises SetupError at the deadline."""
        try:
            self.ws.settimeout(max(deadline - time.monotonic(), 0.001))
            message = json.loads(self.ws.recv())
        except websocket.WebSocketTimeoutException:
            raise SetupError(f"CDP: no {what} within {self.timeout:g} s") from None
        except (websocket.WebSocketException, OSError) as error:
            raise SetupError(f"CDP: connection to Chromium lost waiting for {what}: {error}") from None
        if "method" in message:
            self.events.append(message)
        if message.get("method") == "Page.javascriptDialogOpening":  # alert() blocks the page until it is answered
            self._post("Page.handleJavaScriptDialog", {"accept": True})
        return message

    def _post(self, method, params):
        """Sends a command without waiting for its answer; returns its id."""
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params,
                                 **({"sessionId": self.session} if self.session else {})}))
        return self.next_id

    def send(self, method, params=None):
        """Sends a command and returns its result; events that arrive meanwhile are kept in `events`."""
        sent, deadline = self._post(method, params or {}), time.monotonic() + self.timeout
        while (reply := self._receive(deadline, f"answer to {method}")).get("id") != sent:
            pass
        if "error" in reply:
            raise SetupError(f"CDP {method} failed: {reply['error'].get('message')}")
        return reply.get("result", {})

    def wait_for(self, method):
        """Returns the parameters of the first recorded event named `method`, reading messages until there is one."""
        deadline = time.monotonic() + self.timeout
        while not any(event["method"] == method for event in self.events):
            self._receive(deadline, f"{method} event")
        return next(event["params"] for event in self.events if event["method"] == method)

    def drain(self):
        """Returns the events recorded so far and forgets them."""
        events, self.events = self.events, []
        return events


@contextlib.contextmanager
def chromium(width=VIEWPORT[0], height=VIEWPORT[1], scale=1.0):
    """Starts headless Chromium with a fresh profile and yields a CDP attached to a new page; always kills Chromium."""
    profile, log = tempfile.mkdtemp(prefix="preview-browser-profile-"), tempfile.TemporaryFile()
    process = subprocess.Popen([CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
                               stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
    cdp = None
    try:
        port_file, deadline = pathlib.Path(profile, "DevToolsActivePort"), time.monotonic() + CDP_TIMEOUT
        while len(lines := (port_file.read_text().split("\n") if port_file.exists() else [])) < 2 or not lines[1]:
            if process.poll() is not None or time.monotonic() > deadline:
                log.seek(0)
                tail = log.read().decode(errors="replace").strip().splitlines()[-5:]
                status = "timed out" if process.poll() is None else f"exit status {process.returncode}"
                raise SetupError(f"Chromium ({CHROMIUM}) did not start ({status}): " + " | ".join(tail))
            time.sleep(0.05)
        cdp = CDP(f"ws://127.0.0.1:{lines[0]}{lines[1]}")
        target = cdp.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        cdp.session = cdp.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            cdp.send(f"{domain}.enable")
        cdp.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
        yield cdp
    finally:
        if cdp:
            cdp.ws.close()
        for sig in (signal.SIGTERM, signal.SIGKILL):  # the whole process group: browser, zygotes, renderers
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, sig)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(5)
        log.close()
        shutil.rmtree(profile, ignore_errors=True)


def navigate(cdp, url):
    """Loads url and waits for its load event (forgetting the events of the page before)."""
    cdp.drain()
    if error := cdp.send("Page.navigate", {"url": url}).get("errorText"):
        raise SetupError(f"cannot load {url}: {error}")
    cdp.wait_for("Page.loadEventFired")


def evaluate(cdp, function, *args, by_value=True):
    """Calls the JavaScript `function` with JSON args in the page, awaits it; returns its value (or a remote object)."""
    result = cdp.send("Runtime.evaluate", {"expression": f"({function})(...{json.dumps(list(args))})",
                                           "returnByValue": by_value, "awaitPromise": True})
    if details := result.get("exceptionDetails"):
        text = details.get("exception", {}).get("description") or details["text"]
        raise SetupError(f"script failed: {text.splitlines()[0]}")
    return result["result"].get("value") if by_value else result["result"]


def page_problems(events):
    """Failures among a page's events: exceptions, console errors, error log entries, network use, failed loads."""
    problems, urls, reported = [], {}, set()
    for method, params in ((event["method"], event["params"]) for event in events):
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            text = (details.get("exception", {}).get("description") or details["text"]).splitlines()[0]
            problems.append(f"uncaught exception: {text} ({details.get('url', '')}:{details['lineNumber'] + 1})")
        elif method == "Page.javascriptDialogOpening":
            problems.append(f"{params['type']}() dialog: {params['message'][:200]}")
        elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params["args"])
            problems.append(f"console.{params['type']}: {text}")
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            entry = params["entry"]  # a failed load also logs an error; it is reported once, below
            if entry.get("networkRequestId") not in reported:
                problems.append(f"{entry['source']} error: {entry['text']} {entry.get('url', '')}".rstrip())
        elif method == "Network.requestWillBeSent":
            url = urls[params["requestId"]] = params["request"]["url"]
            if urllib.parse.urlsplit(url).scheme not in ("file", "data"):
                problems.append(f"network request to {url[:200]} (only file: and data: URLs are allowed)")
                reported.add(params["requestId"])
        elif method == "Network.loadingFailed" and params["requestId"] not in reported:
            problems.append(f"failed to load {urls.get(params['requestId'], '?')[:200]}: {params['errorText']}")
            reported.add(params["requestId"])
    return problems


def document_order(cdp):
    """Returns the document's node id and each node's position in document order, by backend node id."""
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]
    order, stack = {}, [root]
    while stack:
        node = stack.pop()
        order[node["backendNodeId"]] = len(order)
        stack.extend(reversed(node.get("children", [])))
    return root["nodeId"], order


def buttons(cdp, order, root):
    """(backend node id, accessible name) of the buttons in the accessibility tree under root ({"nodeId": …} or
    {"objectId": …}), in document order; buttons the tree ignores (hidden ones) are left out."""
    nodes = [node for node in cdp.send("Accessibility.queryAXTree", {**root, "role": "button"})["nodes"]
             if not node.get("ignored")]
    nodes.sort(key=lambda node: order.get(node.get("backendDOMNodeId"), len(order)))
    return [(node.get("backendDOMNodeId"), node.get("name", {}).get("value", "")) for node in nodes]


SECTION_JS = """(locale) => {
  const section = [...document.querySelectorAll('section.locale')].find(s => s.dataset.locale === locale);
  return section ? {dir: section.getAttribute('dir'), direction: getComputedStyle(section).direction,
    banners: [...section.querySelectorAll('.appearance')].map(a => ({appearance: a.dataset.appearance,
      centers: [...a.querySelectorAll('[data-view="banner"] button')].slice(0, 2).map(b => {
        const r = b.getBoundingClientRect(); return r.left + r.width / 2; })}))} : null;
}"""

VIEW_JS = """(locale, appearance, view) => {
  const pick = (parent, selector, key, value) => parent && [...parent.querySelectorAll(selector)]
    .find(e => e.dataset[key] === value);
  const section = pick(document, 'section.locale', 'locale', locale);
  return pick(pick(section, '.appearance', 'appearance', appearance), '[data-view]', 'view', view) || null;
}"""

PAGE_JS = """(texts, absent) => ({
  destructive: [...document.querySelectorAll('button.action.destructive .title')].map(title => ({
    action: title.closest('button').dataset.action, color: getComputedStyle(title).color,
    appearance: title.closest('[data-appearance]')?.dataset.appearance,
    view: title.closest('[data-view]')?.dataset.view, locale: title.closest('[data-locale]')?.dataset.locale})),
  texts: texts.map(s => document.querySelector(s)?.textContent.trim().replace(/\\s+/g, ' ') ?? null),
  absent: absent.map(s => document.querySelectorAll(s).length)})"""


def check_page(cdp, order, expected):
    """Failures of one page: destructive titles' colours, then what its EXPECT entry asks; returns (failures, number
    of button names compared)."""
    failures, compared, show = [], 0, lambda value: json.dumps(value, ensure_ascii=False)
    for locale, want in expected.get("locales", {}).items():
        if not (found := evaluate(cdp, SECTION_JS, locale)):
            failures.append(f"no section.locale[data-locale=\"{locale}\"]")
            continue
        direction = want.get("dir", found["direction"])
        if (found["dir"], found["direction"]) != (direction, direction):
            failures.append(f"[{locale}] dir attribute {found['dir']!r}, computed direction {found['direction']!r};"
                            f" expected {direction!r}")
        for appearance in APPEARANCES:
            for view in (view for view in ("expanded", "banner") if view in want):
                element = evaluate(cdp, VIEW_JS, locale, appearance, view, by_value=False)
                if "objectId" not in element:
                    failures.append(f"[{locale}/{appearance}] no [data-view=\"{view}\"]")
                    continue
                names = [name for _, name in buttons(cdp, order, {"objectId": element["objectId"]})]
                compared += len(names)
                if names != want[view]:
                    failures.append(f"[{locale}/{appearance}/{view}] buttons {show(names)}, "
                                    f"expected {show(want[view])}")
        for banner in found["banners"]:
            if len(centers := banner["centers"]) == 2 and (centers[0] > centers[1]) != (direction == "rtl"):
                failures.append(f"[{locale}/{banner['appearance']}/banner] first button is "
                                f"{'left' if direction == 'rtl' else 'right'} of the second in a {direction} section")
    texts, absent = expected.get("texts", []), expected.get("absent", [])
    found = evaluate(cdp, PAGE_JS, [text["selector"] for text in texts], absent)
    for item in found["destructive"]:
        if item["color"] != (want := DESTRUCTIVE_COLORS.get(item.get("appearance"))):
            where = "/".join(str(item.get(key)) for key in ("locale", "appearance", "view"))
            failures.append(f"[{where}] destructive {item['action']} title is "
                            f"{item['color']}, expected {want or 'it inside a light or dark appearance'}")
    for text, actual in zip(texts, found["texts"]):
        if actual != text["equals"]:
            failures.append(f"{text['selector']}: {'nothing matches' if actual is None else f'text {show(actual)}'}, "
                            f"expected {show(text['equals'])}")
    failures += [f"{selector}: {count} element(s) match, expected none"
                 for selector, count in zip(absent, found["absent"]) if count]
    return failures, compared


ROWS_JS = """() => [...document.querySelectorAll('li.category-row')].map(r => ({
  id: r.dataset.category, hidden: r.hidden, shown: r.getClientRects().length > 0}))"""

SEARCH_JS = """(query, filter) => {
  const input = document.getElementById('search'), select = document.getElementById('filter');
  if (!input) return 'no #search input';
  if (filter !== null && !select) return 'no #filter select';
  if (filter !== null && ![...select.options].some(o => o.value === filter)) return `#filter has no option "${filter}"`;
  input.value = query;
  if (filter !== null) select.value = filter;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  if (filter !== null) select.dispatchEvent(new Event('change', {bubbles: true}));
  return null;
}"""


def check_index(cdp, expected):
    """Failures of the index page: its rows in order, then the visible rows after each search."""
    failures = []
    rows = [row["id"] for row in evaluate(cdp, ROWS_JS)]
    if "categories" in expected and rows != expected["categories"]:
        failures.append(f"index rows {rows}, expected {expected['categories']}")
    for search in expected.get("searches", []):
        label = f"search {json.dumps(search['query'])}"
        label += f" filter {search['filter']!r}" if "filter" in search else ""
        if error := evaluate(cdp, SEARCH_JS, search["query"], search.get("filter")):
            failures.append(f"{label}: {error}")
            continue
        rows = evaluate(cdp, ROWS_JS)
        # Visible is drawn: the page hides rows with a style rule (or the hidden attribute), so what counts is
        # whether a row has a box.
        if (visible := [row["id"] for row in rows if row["shown"]]) != search["visible"]:
            failures.append(f"{label}: visible rows {visible}, expected {search['visible']}")
    return failures


CLIP_JS = """async (selector) => {
  const element = selector === null ? null : document.querySelector(selector);
  element?.scrollIntoView();
  await document.fonts.ready;
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (!element) return selector === null ? {} : null;
  const r = element.getBoundingClientRect();
  return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height,
          fits: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth};
}"""


def capture(cdp, selector=None):
    """PNG of the viewport, or of the first element matching selector (scrolled into view, clipped to its box)."""
    if (box := evaluate(cdp, CLIP_JS, selector)) is None:
        raise LookupError(f"nothing matches {selector!r}")
    params = {"format": "png"}
    if selector is not None:
        clip = {key: round(box[key]) for key in ("x", "y", "width", "height")}
        if not clip["width"] or not clip["height"]:
            raise LookupError(f"{selector!r} has an empty box ({clip['width']}×{clip['height']})")
        params.update(clip={**clip, "scale": 1}, captureBeyondViewport=not box["fits"])
    return base64.b64decode(cdp.send("Page.captureScreenshot", params)["data"])


def compare_screenshot(png, golden_path, artifacts):
    """Compares a screenshot with its golden; returns a failure or None, writing actual (and diff) on a mismatch."""
    actual, name = Image.open(io.BytesIO(png)).convert("RGBA"), golden_path.stem
    if not golden_path.exists():
        return f"{name}: no golden {golden_path}; write it with --update-goldens (or UPDATE_GOLDEN=1), then review it"
    golden = Image.open(golden_path).convert("RGBA")
    artifacts.mkdir(parents=True, exist_ok=True)
    if actual.size != golden.size:
        actual.save(artifacts / f"{name}.actual.png")
        return "{}: {}×{}, golden {}×{} (actual in {})".format(name, *actual.size, *golden.size, artifacts)
    worst = functools.reduce(ImageChops.lighter, ImageChops.difference(actual, golden).split())
    mask = worst.point(lambda value: 255 if value > PIXEL_THRESHOLD else 0)
    differing, total = mask.histogram()[255], actual.size[0] * actual.size[1]
    if differing <= MAX_DIFF_FRACTION * total:
        return None
    diff = Image.blend(actual.convert("RGB"), Image.new("RGB", actual.size, "white"), 0.7)
    diff.paste((255, 0, 0), mask=mask)
    actual.save(artifacts / f"{name}.actual.png")
    diff.save(artifacts / f"{name}.diff.png")
    return (f"{name}: {differing} of {total} pixels ({differing / total:.2%}) differ by more than {PIXEL_THRESHOLD} "
            f"(at most {MAX_DIFF_FRACTION:.2%} may); actual and diff in {artifacts}")


def check_screenshots(cdp, shots, goldens, update, artifacts):
    """Captures the page's screenshots and compares them with their goldens (or writes these); returns failures."""
    failures = []
    for shot in shots:
        try:
            png = capture(cdp, shot["selector"])
        except LookupError as error:
            failures.append(f"screenshot {shot['name']}: {error}")
            continue
        if update:
            goldens.mkdir(parents=True, exist_ok=True)
            (goldens / f"{shot['name']}.png").write_bytes(png)
        elif problem := compare_screenshot(png, goldens / f"{shot['name']}.png", artifacts):
            failures.append(f"screenshot {problem}")
    return failures


def load_expect(path):
    """Reads EXPECT.json, checking the shapes the checks rely on (the schema is in --help)."""
    try:
        expect = json.loads(pathlib.Path(path).read_text())
        pages, shots = expect.get("pages", {}), expect.get("screenshots", [])
        bad = [f"pages.{page}.locales.{locale} (dir ltr or rtl; expanded, banner lists of names)"
               for page, spec in pages.items() for locale, want in spec.get("locales", {}).items()
               if want.get("dir", "ltr") not in ("ltr", "rtl")
               or not all(isinstance(want.get(key, []), list) for key in ("expanded", "banner"))]
        bad += [f"pages.{page}.texts (selector, equals)" for page, spec in pages.items()
                if not all({"selector", "equals"} <= set(text) for text in spec.get("texts", []))]
        bad += [f"index.searches[{i}] (query, visible)" for i, search in
                enumerate(expect.get("index", {}).get("searches", [])) if not {"query", "visible"} <= set(search)]
        bad += [f"screenshots[{i}] (name, a file name; page; selector)" for i, shot in enumerate(shots)
                if not {"name", "page", "selector"} <= set(shot) or "/" in shot["name"]]
    except (OSError, ValueError, AttributeError, TypeError) as error:
        raise SetupError(f"{path}: {error}") from None
    if bad:
        raise SetupError(f"{path}: malformed " + "; ".join(bad))
    return expect


def check(args):
    """The `check` subcommand: prints failures and a summary; returns the exit status."""
    started, site, expect = time.monotonic(), pathlib.Path(args.site).resolve(), load_expect(args.expect)
    goldens, update = pathlib.Path(args.goldens), args.update_goldens or os.environ.get("UPDATE_GOLDEN") == "1"
    artifacts = pathlib.Path(args.artifacts or pathlib.Path(tempfile.gettempdir(), f"preview-browser-{os.getpid()}"))
    pages = sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))
    if not pages:
        raise SetupError(f"no .html files under {site}")
    expected, index, shots = expect.get("pages", {}), expect.get("index"), expect.get("screenshots", [])
    index_page = index.get("page", "index.html") if index is not None else None
    named = set(expected) | {shot["page"] for shot in shots} | ({index_page} - {None})
    failures = [f"{page}: named in {args.expect}, but there is no such page" for page in sorted(named - set(pages))]
    counts = dict.fromkeys(("buttons", "names", "screenshots"), 0)
    with chromium() as cdp:
        for page in pages:
            navigate(cdp, (site / page).as_uri())
            page_shots = [shot for shot in shots if shot["page"] == page]
            found = check_screenshots(cdp, page_shots, goldens, update, artifacts)  # before searches change the page
            counts["screenshots"] += len(page_shots)
            root, order = document_order(cdp)
            for backend_id, name in buttons(cdp, order, {"nodeId": root}):
                counts["buttons"] += 1
                if not name.strip():
                    attributes = cdp.send("DOM.describeNode", {"backendNodeId": backend_id})["node"]["attributes"]
                    action = dict(zip(attributes[::2], attributes[1::2])).get("data-action")
                    found.append(f"a button (data-action={action!r}) has an empty accessible name")
            more, compared = check_page(cdp, order, expected.get(page, {}))
            found, counts["names"] = found + more, counts["names"] + compared
            if page == index_page:
                found += check_index(cdp, index)
            evaluate(cdp, CLIP_JS, None)  # two frames, for errors that come late
            failures += [f"{page}: {problem}" for problem in found + page_problems(cdp.drain())]
    for failure in failures:
        print(f"FAIL: {failure}")
    screenshots = f"{counts['screenshots']} screenshots " + (
        f"written to {goldens}" if update else
        f"(tolerance: at most {MAX_DIFF_FRACTION:.2%} of pixels differing by more than {PIXEL_THRESHOLD} in a channel)")
    print(f"checked {len(pages)} pages ({len(set(expected) & set(pages))} with expectations), {counts['buttons']} "
          f"buttons ({counts['names']} names compared), {len(index.get('searches', [])) if index else 0} searches, "
          f"{screenshots} in {time.monotonic() - started:.1f} s: {f'{len(failures)} failures' if failures else 'OK'}")
    return 1 if failures else 0


LOAD_JS = """async () => {
  const navigation = performance.getEntriesByType('navigation')[0];
  while (navigation.loadEventEnd === 0) await new Promise(done => requestAnimationFrame(done));
  if (!document.getElementById('search')) throw new Error('no #search input');
  const rows = document.querySelectorAll('li.category-row').length;
  return {rows, ms: navigation.loadEventEnd - navigation.startTime};
}"""

SEARCH_TIMING_JS = """async (query) => {
  const input = document.getElementById('search'), frame = () => new Promise(done => requestAnimationFrame(done));
  await frame();
  const t0 = performance.now();
  input.value = query;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  document.body.getBoundingClientRect();  // forces style and layout
  const sync = performance.now() - t0;
  await frame();
  await frame();
  const ms = performance.now() - t0;
  return {ms, sync, visible: [...document.querySelectorAll('li.category-row')].filter(row => row.getClientRects().length > 0).length};
}"""


def search_latency(args):
    """The `search-latency` subcommand: prints the measurements as JSON; returns the exit status.

    A query's time runs from setting the input's value to the second animation frame after it, so it includes the
    input handler, style, layout and a frame; `sync_median_ms` is the handler and the forced layout alone."""
    queries = args.queries.split(",") if args.queries is not None else DEFAULT_QUERIES
    if args.runs < 1:
        raise SetupError("--runs must be at least 1")
    with chromium() as cdp:
        navigate(cdp, pathlib.Path(args.index).resolve().as_uri())
        load = evaluate(cdp, LOAD_JS)
        runs = [[evaluate(cdp, SEARCH_TIMING_JS, query) for query in queries] for _ in range(args.runs)]
        problems = page_problems(cdp.drain())
    per_query = [[run[i] for run in runs] for i in range(len(queries))]
    every = [result["ms"] for run in runs for result in run]
    print(json.dumps({"rows": load["rows"], "load_ms": round(load["ms"], 1), "queries": [
        {"query": query, "visible": results[-1]["visible"],
         "median_ms": round(statistics.median(result["ms"] for result in results), 1),
         "max_ms": round(max(result["ms"] for result in results), 1),
         "sync_median_ms": round(statistics.median(result["sync"] for result in results), 1)}
        for query, results in zip(queries, per_query)],
        "median_ms": round(statistics.median(every), 1), "max_ms": round(max(every), 1)}, indent=2, ensure_ascii=False))
    for problem in problems:
        print(f"FAIL: {problem}", file=sys.stderr)
    return 1 if problems else 0


def screenshot(args):
    """The `screenshot` subcommand: writes a PNG of the viewport or of one element; returns the exit status."""
    target = pathlib.Path(args.target)
    if not target.exists() and "://" not in args.target and not args.target.startswith(("data:", "about:")):
        raise SetupError(f"no such file: {target}")
    with chromium(args.width, args.height, args.scale) as cdp:
        navigate(cdp, target.resolve().as_uri() if target.exists() else args.target)
        try:
            png = capture(cdp, args.selector)
        except LookupError as error:
            print(f"FAIL: {error}", file=sys.stderr)
            return 1
        problems = page_problems(cdp.drain())
    pathlib.Path(args.out).write_bytes(png)
    print("wrote {} ({}×{})".format(args.out, *Image.open(io.BytesIO(png)).size))
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("check", help="check a preview site against EXPECT.json and golden screenshots")
    command.add_argument("site", metavar="SITE")
    command.add_argument("--expect", required=True, metavar="EXPECT.json")
    command.add_argument("--goldens", required=True, metavar="DIR")
    command.add_argument("--update-goldens", action="store_true", help="write the golden screenshots instead")
    command.add_argument("--artifacts", metavar="DIR", help="for mismatching screenshots (default: a temporary one)")
    command.set_defaults(run=check)
    command = commands.add_parser("search-latency", help="measure the index page's search in the browser")
    command.add_argument("index", metavar="INDEX_HTML")
    command.add_argument("--queries", help=f"comma-separated (default: {','.join(DEFAULT_QUERIES)})")
    command.add_argument("--runs", type=int, default=5, help="measurements of each query (default: 5)")
    command.set_defaults(run=search_latency)
    command = commands.add_parser("screenshot", help="write a screenshot of a page or of an element")
    command.add_argument("target", metavar="URL_OR_FILE")
    command.add_argument("out", metavar="OUT.png")
    command.add_argument("--width", type=int, default=VIEWPORT[0])
    command.add_argument("--height", type=int, default=VIEWPORT[1])
    command.add_argument("--selector", metavar="CSS")
    command.add_argument("--scale", type=float, default=1.0, help="device scale factor")
    command.set_defaults(run=screenshot)
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # unwinds, so that Chromium is killed too
    try:
        return args.run(args)
    except SetupError as error:
        print(f"ERROR: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
