#!/usr/bin/python3
"""The web side of a tap in a real browser: headless Chromium over the DevTools protocol (CDP), the generated
service worker on a local origin, a real `actionable-example-server serve`, and a fault proxy between them.

  scripts/check-web-browser.py --actionable PATH --server PATH [--planted-defects] [--only NAME,...]

It writes `actionable generate web` of Examples/WebSite/Categories into a copy of Examples/WebSite, serves that copy
(python's http.server) on one 127.0.0.1 port, runs `serve --auth tokens --cors-origin <the site's origin>` on a
second, and a fault proxy (answers 503 or drops connections on request; passes everything else on, CORS headers
included) on a third, where the worker sends its taps. Then, in Chromium:

  locale-de          a push is shown with its category's actions titled in German (navigator.languages de)
  locale-fallback    ... and in the registry's fallback locale (English) for a language it lacks (fr)
  action-cap         at most Notification.maxActions (2) actions, in the registry's order, asked of showNotification
  tap                a click on an action: serve runs the handler exactly once; the request carried
                     Idempotency-Key tap:<id>:<action>:<notification timestamp> and Authorization: Bearer <token>
  credential-refused the service answers 401 to a revoked credential: the tap stays in the outbox, untried, until
                     the page stores another credential; then it is delivered, once
  other-account      a tap made while account alice is stored (connections dropped) is not sent once bob's
                     credential and account are stored; it is delivered, once, when alice's are stored again
  double-click       two clicks on one notification: one tap, one run
  dismiss            closing a custom-dismiss-action notification sends the dismissal
  inline-reply       a reply typed in the notification (event.reply) is sent as user-text
  confirm-in-page    an authentication-required action is not sent by the worker: the page completes it
  reply-in-page      a text-input action clicked where the browser gave no inline reply: the person types it in the
                     page, which sends it (completeTap) as user-text
  body-click         a click on the body is sent as com.apple.UNNotificationDefaultActionIdentifier
  retry-503          the service answers 503 once, then 200: delivered, one run
  offline-online     connections dropped (three attempts fail), then back, Background Sync fired: delivered once
  sync-no-loop       the service answers 503 to everything: once the worker's attempts settle, one sync event makes
                     at most RETRY.attemptsPerEvent attempts (the sync handler does not register the tag again, which
                     in Chromium fires it again at once)
  restart            the worker stopped with a tap queued (ServiceWorker.stopAllWorkers), then started: delivered
  subscribe          the page module subscribes with the VAPID key's bytes (userVisibleOnly), stores the credential,
                     and unsubscribe() deletes it (a stand-in pushManager: headless Chromium has no push service)

--planted-defects copies the generated worker, plants each defect below by text substitution, runs the scenarios
that must catch it, and fails unless each of them fails:

  drop-idempotency-key, outbox-forgets-a-tap, refused-credential-drops-the-tap, wrong-locale-pick,
  action-past-the-cap, no-flush-on-start, sync-ignored, key-per-click, taps-ignore-the-account,
  sync-re-registers

Exit status: 0 passed, 1 a check failed (a `FAIL:` line each), 2 set-up error. Needs Debian's chromium
(CHROMIUM=path for another) and python3-websocket.
"""
import argparse
import base64
import contextlib
import http.client
import http.server
import json
import os
import pathlib
import re
import shutil
import signal
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
import time

import websocket

from tapcheck import TOKEN, TOKEN_BOB, CheckFailed, FaultProxy, Serve, SetupError, free_port, wait_until

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                  "--disable-features=Translate,MediaRouter", "--remote-debugging-port=0", "--lang=en-US"]
CDP_TIMEOUT = 20.0
DELIVERY_TIMEOUT = 6.0   # seconds a tap may take to reach serve in a scenario that expects it to
ATTEMPTS_PER_EVENT = 3   # the worker's RETRY.attemptsPerEvent
GENERATED = "actionable"  # the directory of the site the generated modules go in


# The keys in one of the worker's IndexedDB stores (import() is not allowed in a service worker: plain IndexedDB).
STORE_KEYS = """new Promise((resolve, reject) => {
    const open = indexedDB.open('actionable');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
        const request = open.result.transaction('STORE').objectStore('STORE').getAllKeys();
        request.onsuccess = () => { open.result.close(); resolve(request.result); };
        request.onerror = () => reject(request.error);
    }; })"""


class SiteServer:
    """python's http.server over the site's copy, quiet, on 127.0.0.1."""

    def __init__(self, directory):
        handler = lambda *args, **kwargs: QuietHandler(*args, directory=str(directory), **kwargs)  # noqa: E731

        class QuietHandler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

            def log_message(self, *args):
                pass

            def end_headers(self):
                self.send_header("Cache-Control", "no-store")
                super().end_headers()

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

            def handle_error(self, request, client_address):
                if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closed with connections open
                    super().handle_error(request, client_address)

        self.server = Server(("127.0.0.1", 0), handler)
        self.port = self.server.server_address[1]
        self.origin = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


# MARK: Chromium over CDP


class Browser:
    """Headless Chromium and one websocket to it; commands take the session they go to."""

    def __init__(self, languages):
        self.profile = tempfile.mkdtemp(prefix="web-browser-profile-")
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log, start_new_session=True)
        self.languages = languages
        self.next_id, self.events = 0, []
        port_file, deadline = pathlib.Path(self.profile, "DevToolsActivePort"), time.monotonic() + CDP_TIMEOUT
        while len(lines := (port_file.read_text().split("\n") if port_file.exists() else [])) < 2 or not lines[1]:
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise SetupError(f"Chromium ({CHROMIUM}) did not start")
            time.sleep(0.05)
        self.ws = websocket.create_connection(f"ws://127.0.0.1:{lines[0]}{lines[1]}", timeout=CDP_TIMEOUT,
                                              suppress_origin=True)
        self.worker_target, self.worker_session = None, None

    def send(self, method, params=None, session=None):
        self.next_id += 1
        sent = self.next_id
        self.ws.send(json.dumps({"id": sent, "method": method, "params": params or {},
                                 **({"sessionId": session} if session else {})}))
        deadline = time.monotonic() + CDP_TIMEOUT
        while True:
            try:
                self.ws.settimeout(max(deadline - time.monotonic(), 0.001))
                message = json.loads(self.ws.recv())
            except websocket.WebSocketTimeoutException:
                raise SetupError(f"CDP: no answer to {method} within {CDP_TIMEOUT:g} s") from None
            if "method" in message:
                self.events.append(message)
            elif message.get("id") == sent:
                if "error" in message:
                    raise SetupError(f"CDP {method} failed: {message['error'].get('message')}")
                return message.get("result", {})

    def evaluate(self, session, expression):
        """Awaits `expression` (JavaScript) in `session`'s context and returns its JSON value."""
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, session)
        if details := result.get("exceptionDetails"):
            text = details.get("exception", {}).get("description") or details.get("text")
            raise SetupError(f"script failed: {text}")
        return result["result"].get("value")

    def open_page(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime"):
            self.send(f"{domain}.enable", session=session)
        self.send("Network.enable", session=session)
        self.send("Network.setUserAgentOverride", {"userAgent": "", "acceptLanguage": ",".join(self.languages)},
                  session)
        self.send("Page.navigate", {"url": url}, session)
        return session

    def worker(self, scope_origin):
        """A session attached to the site's running service worker (attached again after a restart)."""
        def find():
            targets = self.send("Target.getTargets")["targetInfos"]
            return next((t for t in targets if t["type"] == "service_worker"
                         and t["url"].startswith(scope_origin)), None)
        target = wait_until(find, 10, "no service worker target")
        if target["targetId"] != self.worker_target:
            self.worker_session = self.send("Target.attachToTarget", {"targetId": target["targetId"],
                                                                      "flatten": True})["sessionId"]
            self.worker_target = target["targetId"]
            self.send("Runtime.enable", session=self.worker_session)
            self.send("Network.enable", session=self.worker_session)
            self.send("Network.setUserAgentOverride",
                      {"userAgent": "", "acceptLanguage": ",".join(self.languages)}, self.worker_session)
        return self.worker_session

    def close(self):
        with contextlib.suppress(Exception):
            self.ws.close()
        for sig in (signal.SIGTERM, signal.SIGKILL):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, sig)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(5)
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# MARK: The check


class Run:
    """One site (the generated worker, or a copy with a defect planted), its servers and one browser per locale."""

    def __init__(self, args, site, label):
        self.args, self.site, self.label = args, site, label
        self.site_server = SiteServer(site)
        serve_port = free_port()
        self.serve = Serve(args.server, site / "Categories", serve_port, self.site_server.origin,
                           site.parent / f"serve-{label}.log")
        self.proxy = FaultProxy(serve_port, self.site_server.origin)
        self.endpoint = f"http://127.0.0.1:{self.proxy.port}"
        self.browsers = {}
        self.counter = 0
        self.serve.wait_ready()

    def browser(self, languages):
        """A browser whose navigator.languages are `languages`, with the site's worker registered and the credential
        stored; started once per list of languages."""
        key = ",".join(languages)
        if key in self.browsers:
            return self.browsers[key]
        browser = Browser(languages)
        self.browsers[key] = browser
        origin = self.site_server.origin
        browser.send("Browser.grantPermissions", {"origin": origin,
                                                  "permissions": ["notifications", "backgroundSync"]})
        page = browser.open_page(f"{origin}/index.html?endpoint={self.endpoint}")
        browser.page = page
        wait_until(lambda: browser.evaluate(page, "(document.documentElement && document.documentElement.dataset.ready) === 'true'"), 10,
                   "the example page did not get ready")
        browser.evaluate(page, f"""(async () => {{
            const page = await import('./{GENERATED}/actionable-page.js');
            await navigator.serviceWorker.ready;
            await page.storeCredential({json.dumps(TOKEN)});
            return true; }})()""")
        browser.send("ServiceWorker.enable", session=page)
        browser.registration_id = wait_until(lambda: self.registration_id(browser), 10,
                                             "no service worker registration")
        return browser

    def registration_id(self, browser):
        browser.send("Browser.getVersion")  # reads the events that came meanwhile
        for event in browser.events:
            if event.get("method") == "ServiceWorker.workerRegistrationUpdated":
                for registration in event["params"]["registrations"]:
                    if registration["scopeURL"].startswith(self.site_server.origin) and not registration.get(
                            "isDeleted"):
                        return registration["registrationId"]
        return None

    def notification_id(self, name):
        self.counter += 1
        return f"{self.label}-{name}-{self.counter}"

    def push(self, browser, category, notification_id, **extra):
        """Delivers a push message with `category`; returns the shown notification as the worker reads it, with
        the actions the worker asked showNotification for (`asked`)."""
        session = browser.worker(self.site_server.origin)
        # Record what the worker asks of showNotification: Chromium 156 headless shows a notification asked for in a
        # DevTools-delivered push event (the promise resolves) but getNotifications() never lists it, so the check
        # shows the same notification again (same title and options) outside the event, and reads that one.
        browser.evaluate(session, """(() => {
            if (!self.__asked) {
                self.__asked = [];
                const original = ServiceWorkerRegistration.prototype.showNotification;
                self.registration.showNotification = function (title, options) {
                    self.__asked.push({ title, options: JSON.parse(JSON.stringify(options)) });
                    return original.call(this, title, options);
                };
            }
            return true; })()""")
        message = {"actionable": 1, "category": category, "notification-id": notification_id,
                   "title": "Dinner at 8?", "body": "From Alice", "user-info": {"invite-id": "42"}, **extra}
        browser.send("ServiceWorker.deliverPushMessage", {"origin": self.site_server.origin,
                                                          "registrationId": browser.registration_id,
                                                          "data": json.dumps(message)}, browser.page)
        tag = json.dumps(notification_id)
        asked = wait_until(lambda: browser.evaluate(browser.worker(self.site_server.origin), f"""
            (self.__asked || []).filter((a) => a.options.tag === {tag}).pop() || null"""), 5,
                           f"the worker did not show notification {notification_id}")
        shown = browser.evaluate(browser.worker(self.site_server.origin), f"""(async () => {{
            const asked = self.__asked.filter((a) => a.options.tag === {tag}).pop();
            await ServiceWorkerRegistration.prototype.showNotification.call(self.registration, asked.title,
                                                                             asked.options);
            const [n] = await self.registration.getNotifications({{ tag: {tag} }});
            return n ? {{ title: n.title, tag: n.tag, timestamp: n.timestamp, maxActions: Notification.maxActions,
                         actions: n.actions.map((a) => ({{ action: a.action, title: a.title, type: a.type,
                                                           placeholder: a.placeholder }})) }} : null; }})()""")
        if not shown:
            raise CheckFailed(f"notification {notification_id} is not listed by getNotifications()")
        shown["asked"] = [action["action"] for action in asked["options"].get("actions", [])]
        shown["asked_titles"] = [action["title"] for action in asked["options"].get("actions", [])]
        return shown

    def click(self, browser, notification_id, action, reply=None, event="notificationclick"):
        """Dispatches a NotificationEvent for the shown notification in the worker."""
        init = {"action": action} if event == "notificationclick" else {}
        if reply is not None:
            init["reply"] = reply
        browser.evaluate(browser.worker(self.site_server.origin), f"""(async () => {{
            const [n] = await self.registration.getNotifications({{ tag: {json.dumps(notification_id)} }});
            if (!n) throw new Error('no notification {notification_id}');
            self.dispatchEvent(new NotificationEvent({json.dumps(event)},
                                                     {{ notification: n, ...{json.dumps(init)} }}));
            return true; }})()""")

    def expect_handled_once(self, notification_id):
        wait_until(lambda: self.serve.handled(notification_id) >= 1, DELIVERY_TIMEOUT,
                   f"serve never ran the handler for {notification_id}")
        time.sleep(0.3)  # a second run, if the worker sends one, comes right behind the first
        if (count := self.serve.handled(notification_id)) != 1:
            raise CheckFailed(f"serve ran the handler for {notification_id} {count} times, not once")

    def settle(self, notification_id, quiet=1.0, timeout=8.0):
        """Waits until no POST for `notification_id` has reached the proxy for `quiet` seconds; returns how many did."""
        deadline = time.monotonic() + timeout
        count, since = len(self.proxy.posts_for(notification_id)), time.monotonic()
        while time.monotonic() - since < quiet:
            if time.monotonic() > deadline:
                raise CheckFailed(f"the worker keeps sending the tap on {notification_id} ({count} POSTs in "
                                  f"{timeout:g} s): it does not stop between events")
            time.sleep(0.05)
            if (now := len(self.proxy.posts_for(notification_id))) != count:
                count, since = now, time.monotonic()
        return count

    def dispatch_sync(self, browser):
        browser.send("ServiceWorker.dispatchSyncEvent", {"origin": self.site_server.origin,
                                                         "registrationId": browser.registration_id,
                                                         "tag": "actionable-outbox", "lastChance": False},
                     browser.page)

    def outbox(self, browser):
        return browser.evaluate(browser.worker(self.site_server.origin), STORE_KEYS.replace("STORE", "outbox"))

    def close(self):
        for browser in self.browsers.values():
            browser.close()
        self.proxy.close()
        self.serve.stop()
        self.site_server.close()


# MARK: Scenarios


def scenario_locale_de(run):
    browser = run.browser(["de-DE", "de"])
    shown = run.push(browser, "INVITE_CATEGORY", run.notification_id("de"))
    titles = [action["title"] for action in shown["actions"]]
    if titles != ["Annehmen", "Ablehnen"]:
        raise CheckFailed(f"with navigator.languages de-DE, de the titles are {titles}, not ['Annehmen', 'Ablehnen']")


def scenario_locale_fallback(run):
    browser = run.browser(["fr-FR", "fr"])
    shown = run.push(browser, "INVITE_CATEGORY", run.notification_id("fr"))
    titles = [action["title"] for action in shown["actions"]]
    if titles != ["Accept", "Decline"]:
        raise CheckFailed(f"with navigator.languages fr-FR, fr the titles are {titles}, not the fallback's "
                          "['Accept', 'Decline']")


def scenario_action_cap(run):
    browser = run.browser(["fr-FR", "fr"])
    shown = run.push(browser, "INVITE_CATEGORY", run.notification_id("cap"))
    if shown["maxActions"] != 2:
        raise CheckFailed(f"Notification.maxActions is {shown['maxActions']}, the check expects Chromium's 2")
    expected = ["ACCEPT_IDENTIFIER", "DECLINE_IDENTIFIER"]
    if shown["asked"] != expected:
        raise CheckFailed(f"the worker asked showNotification for actions {shown['asked']}, not the first "
                          f"maxActions in the registry's order {expected}")
    if [action["action"] for action in shown["actions"]] != expected:
        raise CheckFailed(f"the notification shows {shown['actions']}")


def scenario_tap(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("tap")
    shown = run.push(browser, "INVITE_CATEGORY", notification_id)
    run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
    run.expect_handled_once(notification_id)
    posts = run.proxy.posts_for(notification_id)
    expected_key = f"tap:{notification_id}:ACCEPT_IDENTIFIER:{int(shown['timestamp'])}"
    keys = {post["headers"].get("idempotency-key") for post in posts}
    if keys != {expected_key}:
        raise CheckFailed(f"the tap's Idempotency-Key was {keys}, not {{{expected_key!r}}}")
    if {post["headers"].get("authorization") for post in posts} != {f"Bearer {TOKEN}"}:
        raise CheckFailed("the tap did not carry Authorization: Bearer <the stored credential>")
    body = json.loads(posts[0]["body"])
    expected = {"action": "ACCEPT_IDENTIFIER", "category": "INVITE_CATEGORY", "notification-id": notification_id,
                "user-info": {"invite-id": "42"}}
    if {key: body.get(key) for key in expected} != expected or not re.fullmatch(
            r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", body.get("received-at", "")):
        raise CheckFailed(f"the tap's body is {body}")
    if list(body) != sorted(body):
        raise CheckFailed(f"the tap's keys are not in ActionableApp's sorted order: {list(body)}")
    wait_until(lambda: not run.outbox(browser), 3, "the delivered tap is still in the outbox")


def scenario_double_click(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("double")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    browser.evaluate(browser.worker(run.site_server.origin), f"""(async () => {{
        const [n] = await self.registration.getNotifications({{ tag: {json.dumps(notification_id)} }});
        for (let i = 0; i < 2; i++)
            self.dispatchEvent(new NotificationEvent('notificationclick', {{ notification: n,
                                                                            action: 'DECLINE_IDENTIFIER' }}));
        return true; }})()""")
    run.expect_handled_once(notification_id)
    # The service also runs one handler per notification and action, so the key itself is checked too.
    keys = {post["headers"].get("idempotency-key") for post in run.proxy.posts_for(notification_id)}
    if len(keys) != 1:
        raise CheckFailed(f"two clicks on one notification were sent with {len(keys)} Idempotency-Keys: {keys}")


def scenario_dismiss(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("dismiss")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    run.click(browser, notification_id, None, event="notificationclose")
    posts = wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "no dismissal was sent")
    action = json.loads(posts[0]["body"]).get("action")
    if action != "com.apple.UNNotificationDismissActionIdentifier":
        raise CheckFailed(f"the dismissal's action is {action}")


def scenario_inline_reply(run):
    browser = run.browser(["de-DE", "de"])
    notification_id = run.notification_id("reply")
    shown = run.push(browser, "CHAT_MESSAGE", notification_id)
    reply = next((a for a in shown["actions"] if a["action"] == "REPLY"), None)
    if not reply or reply["type"] != "text" or reply["placeholder"] != "Nachricht eingeben":
        raise CheckFailed(f"REPLY is not an inline reply with the German placeholder: {reply}")
    run.click(browser, notification_id, "REPLY", reply="Bin dabei </script>\u2028!")
    posts = wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the reply was not sent")
    if json.loads(posts[0]["body"]).get("user-text") != "Bin dabei </script>\u2028!":
        raise CheckFailed("the reply's user-text is not what was typed")
    wait_until(lambda: "Stored reply" in run.serve.text(), 3, "serve did not store the reply")


def complete_in_page(run, browser, notification_id, expected_title, text=None):
    """The page the worker opens for a tap it handed over (a scripted click may not open windows, so the check opens
    it): it shows the action, the person types `text` if any and confirms; returns once the page says it is done."""
    session = browser.worker(run.site_server.origin)
    pending = wait_until(lambda: browser.evaluate(session, STORE_KEYS.replace("STORE", "pending")), 3,
                         f"the worker did not hand the tap on {notification_id} to the page")
    time.sleep(0.3)
    if run.proxy.posts_for(notification_id):
        raise CheckFailed(f"the worker sent the tap on {notification_id} by itself instead of handing it to the page")
    page = browser.open_page(f"{run.site_server.origin}/index.html?endpoint={run.endpoint}&actionable-tap="
                             f"{pending[0]}")
    wait_until(lambda: browser.evaluate(page, "(document.documentElement && document.documentElement.dataset.ready)"
                                              " === 'true'"), 10, "the page did not get ready")
    title = browser.evaluate(page, "document.getElementById('pending-title').textContent")
    if title != expected_title:
        raise CheckFailed(f"the page asks to confirm {title!r}, not {expected_title!r}")
    if text is not None:
        browser.evaluate(page, f"document.getElementById('pending-text').value = {json.dumps(text)}, true")
    browser.evaluate(page, "document.getElementById('pending-confirm').click(), true")
    wait_until(lambda: browser.evaluate(page, "document.getElementById('pending-outcome').textContent") == "Done.",
               DELIVERY_TIMEOUT, "the page did not complete the tap")
    posts = run.proxy.posts_for(notification_id)
    if len(posts) != 1:
        raise CheckFailed(f"the tap completed in the page was sent {len(posts)} times, not once")
    return json.loads(posts[0]["body"])


def scenario_confirm_in_page(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("confirm")
    run.push(browser, "CHAT_MESSAGE", notification_id, url="/index.html")
    run.click(browser, notification_id, "MARK_AS_READ")
    body = complete_in_page(run, browser, notification_id, "Mark as Read")
    if body.get("action") != "MARK_AS_READ" or "user-text" in body:
        raise CheckFailed(f"the confirmed tap is {body}")


def scenario_reply_in_page(run):
    browser = run.browser(["de-DE", "de"])
    notification_id = run.notification_id("reply-page")
    run.push(browser, "CHAT_MESSAGE", notification_id)
    run.click(browser, notification_id, "REPLY")  # no event.reply: a browser without inline replies
    body = complete_in_page(run, browser, notification_id, "Antworten", text="Komme um 8")
    if body.get("user-text") != "Komme um 8" or body.get("action") != "REPLY":
        raise CheckFailed(f"the reply typed in the page was sent as {body}")
    wait_until(lambda: run.serve.text().count("Stored reply") >= 2, 3, "serve did not store the reply")


def scenario_body_click(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("body")
    run.push(browser, "INVITE_CATEGORY", notification_id, url="/index.html?from=notification")
    run.click(browser, notification_id, "")
    posts = wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the body click was not sent")
    action = json.loads(posts[0]["body"]).get("action")
    if action != "com.apple.UNNotificationDefaultActionIdentifier":
        raise CheckFailed(f"a click on the body was sent as {action!r}, not iOS's default action identifier")
    # Whether the window opened is not checked: a NotificationEvent dispatched by a script carries no user
    # activation, so clients.openWindow() refuses it (a real click would be allowed).


def scenario_retry_503(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("503")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    run.proxy.fail_next("503", 1)
    run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
    run.expect_handled_once(notification_id)
    answers = [post["answered"] for post in run.proxy.posts_for(notification_id)]
    if answers[:2] != [503, 200]:
        raise CheckFailed(f"the attempts were answered {answers}, not 503 then 200")


def scenario_offline_online(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("offline")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    run.proxy.fail_next("drop", 1000)
    run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
    wait_until(lambda: len(run.proxy.posts_for(notification_id)) >= 3, DELIVERY_TIMEOUT,
               "the worker did not try three times")
    wait_until(lambda: browser.evaluate(browser.worker(run.site_server.origin), """
        self.registration.sync.getTags().then((tags) => tags.includes('actionable-outbox') && tags)"""), 3,
                      "the worker did not register Background Sync (tag actionable-outbox) after failing")
    run.proxy.heal()
    if run.serve.handled(notification_id):
        raise CheckFailed("delivered while offline?")
    browser.send("ServiceWorker.dispatchSyncEvent", {"origin": run.site_server.origin,
                                                     "registrationId": browser.registration_id,
                                                     "tag": "actionable-outbox", "lastChance": False},
                 browser.page)
    run.expect_handled_once(notification_id)


def scenario_restart(run):
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("restart")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    run.proxy.fail_next("drop", 1000)
    run.click(browser, notification_id, "DECLINE_IDENTIFIER")
    wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the worker did not try")
    browser.send("ServiceWorker.stopAllWorkers", session=browser.page)
    wait_until(lambda: not any(t["type"] == "service_worker" for t in browser.send("Target.getTargets")[
        "targetInfos"]), 5, "the worker did not stop")
    run.proxy.heal()
    if run.serve.handled(notification_id):
        raise CheckFailed("delivered while offline?")
    browser.send("ServiceWorker.startWorker", {"scopeURL": f"{run.site_server.origin}/"}, browser.page)
    run.expect_handled_once(notification_id)


def scenario_credential_refused(run):
    """A credential the service refuses (401: expired, revoked) keeps the tap in the outbox, untried, until the page
    stores another one; then it is delivered, once."""
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("401")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    store = f"""(async () => {{
        const page = await import('./{GENERATED}/actionable-page.js');
        await page.storeCredential(CREDENTIAL); return true; }})()"""
    browser.evaluate(browser.page, store.replace("CREDENTIAL", json.dumps("token-revoked")))
    try:
        run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
        posts = wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the worker did not try")
        if [post["answered"] for post in posts] != [401]:
            raise CheckFailed(f"with a revoked credential the attempts were answered {[p['answered'] for p in posts]}")
        session = browser.worker(run.site_server.origin)
        refused = STORE_KEYS.replace("STORE", "outbox").replace(".getAllKeys()", ".getAll()")
        wait_until(lambda: any(entry.get("refusedCredential") for entry in browser.evaluate(session, refused)), 3,
                   "the refused tap is not kept in the outbox")
        browser.evaluate(session, "self.dispatchEvent(new ExtendableMessageEvent('message', "
                                  "{ data: { type: 'actionable-flush' } })), true")
        time.sleep(0.3)
        if len(run.proxy.posts_for(notification_id)) != 1:
            raise CheckFailed("the tap was tried again with the credential the service refused")
    finally:
        browser.evaluate(browser.page, store.replace("CREDENTIAL", json.dumps(TOKEN)))
    run.expect_handled_once(notification_id)
    wait_until(lambda: not run.outbox(browser), 3, "the delivered tap is still in the outbox")


def scenario_other_account(run):
    """Taps belong to the person signed in when they were made: with bob's credential and account stored, alice's
    queued tap is not sent (it waits, kept); stored alice again, it is delivered, once, with her token."""
    browser = run.browser(["en-GB", "en"])
    notification_id = run.notification_id("account")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    store = f"""(async () => {{
        const page = await import('./{GENERATED}/actionable-page.js');
        await page.storeCredential(CREDENTIAL, {{ account: ACCOUNT }}); return true; }})()"""

    def sign_in(token, account):
        browser.evaluate(browser.page, store.replace("CREDENTIAL", json.dumps(token)).replace(
            "ACCOUNT", json.dumps(account)))
    try:
        sign_in(TOKEN, "alice")
        run.proxy.fail_next("drop", 1000)
        run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
        wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the worker did not try")
        run.settle(notification_id)
        # Bob signs in while the connections still drop, then they come back. A delivery of alice's tap may still be
        # in flight, asleep in its back-off (at most RETRY.waitInEventMs): whatever it, the flush storeCredential
        # asks for, an explicit flush and a sync do, no POST may carry bob's token, and serve may run nothing.
        signed_in_bob = time.monotonic()
        sign_in(TOKEN_BOB, "bob")
        run.proxy.heal()
        session = browser.worker(run.site_server.origin)
        browser.evaluate(session, "self.dispatchEvent(new ExtendableMessageEvent('message', "
                                  "{ data: { type: 'actionable-flush' } })), true")
        run.dispatch_sync(browser)

        def under_bob():
            return [post for post in run.proxy.posts_for(notification_id) if post["at"] >= signed_in_bob
                    and post["headers"].get("authorization") != f"Bearer {TOKEN}"]
        deadline = time.monotonic() + 5.5
        while time.monotonic() < deadline and not under_bob() and not run.serve.handled(notification_id):
            time.sleep(0.05)
        if sent := under_bob():
            raise CheckFailed(f"alice's tap was sent {len(sent)} times with bob signed in (Authorization "
                              f"{sorted({post['headers'].get('authorization') for post in sent})})")
        if run.serve.handled(notification_id):
            raise CheckFailed("alice's tap was delivered while bob was signed in")
        if not run.outbox(browser):
            raise CheckFailed("alice's tap is no longer in the outbox while bob is signed in")
        signed_in_alice = time.monotonic()
        sign_in(TOKEN, "alice")
        run.expect_handled_once(notification_id)
        sent = {post["headers"].get("authorization") for post in run.proxy.posts_for(notification_id)
                if post["at"] >= signed_in_alice}
        if sent != {f"Bearer {TOKEN}"}:
            raise CheckFailed(f"alice's tap went out with {sent}, not her token")
    finally:
        run.proxy.heal()
        browser.evaluate(browser.page, f"""(async () => {{
            const page = await import('./{GENERATED}/actionable-page.js');
            await page.storeCredential({json.dumps(TOKEN)}); return true; }})()""")
    wait_until(lambda: not run.outbox(browser), 3, "the delivered tap is still in the outbox")


def scenario_sync_no_loop(run):
    """A service answering 503 to everything is not hammered: once the worker's own attempts have settled, one sync
    event makes at most RETRY.attemptsPerEvent attempts, and the sync does not fire again at once (a sync handler
    that registered the tag again would, in Chromium)."""
    browser = run.browser(["fr-FR", "fr"])
    notification_id = run.notification_id("sync-loop")
    run.push(browser, "INVITE_CATEGORY", notification_id)
    run.proxy.fail_next("503", 100_000)
    try:
        run.click(browser, notification_id, "ACCEPT_IDENTIFIER")
        wait_until(lambda: run.proxy.posts_for(notification_id), DELIVERY_TIMEOUT, "the worker did not try")
        # Quiet for longer than RETRY.waitInEventMs: no delivery is left asleep in its back-off for the sync to join.
        before = run.settle(notification_id, quiet=5.5, timeout=15.0)
        run.dispatch_sync(browser)
        time.sleep(1.5)
        made = len(run.proxy.posts_for(notification_id)) - before
        if made == 0:
            raise CheckFailed("the sync event made no attempt")
        if made > ATTEMPTS_PER_EVENT:
            raise CheckFailed(f"one sync event led to {made} attempts within 1.5 s (at most {ATTEMPTS_PER_EVENT}): "
                              "the sync fired again")
    finally:
        run.proxy.heal()
    browser.evaluate(browser.worker(run.site_server.origin), "self.dispatchEvent(new ExtendableMessageEvent("
                                                             "'message', { data: { type: 'actionable-flush' } })), true")
    run.expect_handled_once(notification_id)


VAPID_PUBLIC_KEY = "BHPxHuREATo2MyfqoATZvvgunn-2qX38Cg6qV6sJQSfRWOOsM_N-y8KBRrZuGkqDYeJ_l-rH6XTg0w401sgLeu8"


def scenario_subscribe(run):
    """The page module: subscribe() asks PushManager for a user-visible subscription with the VAPID key's bytes and
    stores the credential; unsubscribe() ends it and deletes the credential. (Chromium headless has no push service
    to subscribe with, so the registration's pushManager is a stand-in; IndexedDB is the real one.)"""
    browser = run.browser(["fr-FR", "fr"])
    read_credential = """new Promise((resolve, reject) => {
        const open = indexedDB.open('actionable');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
            const request = open.result.transaction('settings').objectStore('settings').get('credential');
            request.onsuccess = () => { open.result.close(); resolve(request.result ?? null); };
        }; })"""
    result = browser.evaluate(browser.page, f"""(async () => {{
        const page = await import('./{GENERATED}/actionable-page.js');
        const asked = [];
        const standIn = {{ pushManager: {{
            subscribe: async (options) => {{
                asked.push({{ userVisibleOnly: options.userVisibleOnly, key: Array.from(options.applicationServerKey) }});
                return {{ toJSON: () => ({{ endpoint: 'https://push.example/1', keys: {{ p256dh: 'p', auth: 'a' }} }}) }};
            }},
            getSubscription: async () => ({{ unsubscribe: async () => true }}) }} }};
        const subscription = await page.subscribe({{ vapidPublicKey: {json.dumps(VAPID_PUBLIC_KEY)},
                                                    credential: 'token-new', serviceWorker: standIn }});
        const stored = await {read_credential};
        const ended = await page.unsubscribe({{ serviceWorker: standIn }});
        const deleted = await {read_credential};
        await page.storeCredential({json.dumps(TOKEN)});
        return {{ asked, subscription, stored, ended, deleted }}; }})()""")
    key = list(base64.urlsafe_b64decode(VAPID_PUBLIC_KEY + "=" * (-len(VAPID_PUBLIC_KEY) % 4)))
    if result["asked"] != [{"userVisibleOnly": True, "key": key}]:
        raise CheckFailed(f"subscribe() asked PushManager for {result['asked']}")
    if result["subscription"].get("endpoint") != "https://push.example/1":
        raise CheckFailed(f"subscribe() returned {result['subscription']}, not subscription.toJSON()")
    if result["stored"] != "token-new" or result["ended"] is not True or result["deleted"] is not None:
        raise CheckFailed(f"credential stored {result['stored']!r}, unsubscribed {result['ended']!r}, "
                          f"then {result['deleted']!r} (expected token-new, True, None)")


SCENARIOS = {
    "locale-de": scenario_locale_de,
    "locale-fallback": scenario_locale_fallback,
    "action-cap": scenario_action_cap,
    "tap": scenario_tap,
    "credential-refused": scenario_credential_refused,
    "other-account": scenario_other_account,
    "double-click": scenario_double_click,
    "dismiss": scenario_dismiss,
    "inline-reply": scenario_inline_reply,
    "confirm-in-page": scenario_confirm_in_page,
    "reply-in-page": scenario_reply_in_page,
    "body-click": scenario_body_click,
    "retry-503": scenario_retry_503,
    "offline-online": scenario_offline_online,
    "sync-no-loop": scenario_sync_no_loop,
    "restart": scenario_restart,
    "subscribe": scenario_subscribe,
}

# Each defect: (what it is, [(text in the generated worker, its replacement)], the scenarios that must fail).
DEFECTS = {
    "drop-idempotency-key": (
        "the worker sends the tap without its Idempotency-Key",
        [("      [wire.headers.idempotencyKey]: entry.key,\n", "")],
        ["tap"]),
    "outbox-forgets-a-tap": (
        "a failed attempt deletes the tap from the outbox instead of keeping it",
        [("      await updateEntry(entry);\n", "      await removeEntry(key);\n      return 'forgotten';\n")],
        ["retry-503", "offline-online", "restart"]),
    "refused-credential-drops-the-tap": (
        "a 401 is taken as final and the tap is dropped (a revoked token loses every tap made meanwhile)",
        [("    if (response.status === 401) return { outcome: 'unauthorized', credential: credentialFingerprint(token) };\n",
          "")],
        ["credential-refused"]),
    "wrong-locale-pick": (
        "titles ignore navigator.languages (always the fallback locale)",
        [("  for (const preferred of languages || []) {", "  for (const preferred of []) {")],
        ["locale-de"]),
    "action-past-the-cap": (
        "one action more than Notification.maxActions is asked for",
        [("    if (shown.length >= maxActions) break;", "    if (shown.length > maxActions) break;")],
        ["action-cap"]),
    "no-flush-on-start": (
        "a started worker does not send what its outbox holds",
        [("  flush().catch((error) => console.warn(`actionable: outbox flush failed: ${error && error.message}`));\n",
          "")],
        ["restart"]),
    "sync-ignored": (
        "the worker ignores Background Sync",
        [("    if (event.tag !== SYNC_TAG) return;", "    return;")],
        ["offline-online"]),
    "key-per-click": (
        "each click gets a key of its own (the time of the click instead of the notification's)",
        [("      key: idempotencyKey(data.notificationId, action, shownAtMs),",
          "      key: idempotencyKey(data.notificationId, action, receivedAt + Math.random()),")],
        ["double-click"]),
    "taps-ignore-the-account": (
        "a queued tap is sent with whatever credential is stored, another person's included",
        [("    if (account !== accountOf(entry.account)) return { outcome: 'other-account' };\n", ""),
         ("    if ((await storedAccount()) !== accountOf(entry.account)) return 'waiting-for-account';\n", "")],
        ["other-account"]),
    "sync-re-registers": (
        "a delivery inside a sync event registers the sync again (Chromium fires it again at once)",
        [("    if (!fromSync) await registerSync();\n", "    await registerSync();\n")],
        ["sync-no-loop"]),
}


def prepare_site(args, work, label, defect=None):
    """A copy of Examples/WebSite with the generated modules (and `defect` planted in the worker)."""
    site = work / f"site-{label}"
    shutil.copytree(ROOT / "Examples" / "WebSite", site, ignore=shutil.ignore_patterns(GENERATED))
    result = subprocess.run([args.actionable, "generate", "web", str(site / "Categories"), "--output",
                             str(site / GENERATED)], capture_output=True, text=True)
    if result.returncode != 0:
        raise SetupError(f"actionable generate web failed: {result.stderr.strip()}")
    if defect:
        worker = site / GENERATED / "actionable-worker.js"
        text = worker.read_text()
        for old, new in DEFECTS[defect][1]:
            if text.count(old) != 1:
                raise SetupError(f"defect {defect}: the text to replace is in the worker {text.count(old)} times, "
                                 f"not once: {old.strip()!r}")
            text = text.replace(old, new)
        worker.write_text(text)
    return site


def run_scenarios(run, names, planted=False):
    """Runs `names` in order; returns {name: None or the failure}. With `planted`, a failure is what is expected."""
    outcomes = {}
    for name in names:
        started = time.monotonic()
        try:
            SCENARIOS[name](run)
            outcomes[name] = None
        except CheckFailed as error:
            outcomes[name] = str(error)
        if planted:
            verdict = "NOT CAUGHT (passed)" if outcomes[name] is None else "caught: " + outcomes[name]
        else:
            verdict = "ok" if outcomes[name] is None else "FAILED: " + outcomes[name]
        print(f"  {name}: {verdict} ({time.monotonic() - started:.1f} s)", flush=True)
    return outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actionable", default=str(ROOT / ".build/debug/actionable"))
    parser.add_argument("--server", default=str(ROOT / ".build/debug/actionable-example-server"))
    parser.add_argument("--planted-defects", action="store_true", help="also check that each planted defect fails")
    parser.add_argument("--only", help="comma-separated scenarios or defects to run")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    started = time.monotonic()
    failures = 0
    work = pathlib.Path(tempfile.mkdtemp(prefix="check-web-browser-"))
    try:
        names = [name for name in SCENARIOS if not only or name in only]
        if names:
            print(f"The generated worker ({len(names)} scenarios):", flush=True)
            run = Run(args, prepare_site(args, work, "generated"), "generated")
            try:
                outcomes = run_scenarios(run, names)
            finally:
                run.close()
            for name, failure in outcomes.items():
                if failure:
                    failures += 1
                    print(f"FAIL: {name}: {failure}")
            if failures:
                print(f"serve's log: {work}/serve-generated.log", file=sys.stderr)
        if args.planted_defects:
            for defect, (what, _, catchers) in DEFECTS.items():
                if only and defect not in only:
                    continue
                print(f"Planted defect {defect} ({what}):", flush=True)
                run = Run(args, prepare_site(args, work, defect, defect), defect)
                try:
                    outcomes = run_scenarios(run, catchers, planted=True)
                finally:
                    run.close()
                for name in catchers:
                    if outcomes[name] is None:
                        failures += 1
                        print(f"FAIL: planted defect {defect} ({what}) was not caught by {name}")
    except SetupError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        if not failures:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{'FAILED' if failures else 'Passed'} in {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
